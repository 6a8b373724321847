/// UTF-16 lengths and code units of valid UTF-8, sixteen bytes at a time where the text allows.
extension AnchoredWords {
  /// Counts UTF-16 units over whole blocks in per-lane counters, summing them only when asked.
  ///
  /// Each lane starts at 127 and gains one per continuation byte and loses one per four-byte lead
  /// byte (a block's units are 16 − continuation bytes + four-byte leads), so after at most
  /// ``capacity`` blocks every lane is still in 0...254.
  struct UnitCounter {
    /// How many blocks the lanes can take before ``flush()``.
    static var capacity: Int { 127 }
    private var lanes = Block(repeating: 127)
    /// The blocks added since the last flush.
    private(set) var blocks = 0

    /// Adds the units of the sixteen bytes `v`.
    @inline(__always)
    mutating func add(_ v: Block) {
      lanes = lanes &- continuationLanes(v) &+ fourByteLeadLanes(v)
      blocks &+= 1
    }

    /// The units of the blocks added since the last flush; the counter starts over.
    @inline(__always)
    mutating func flush() -> Int {
      // Without blocks, the lanes sum to 127 × 16 and the result is 0.
      let units = 16 &* blocks &+ 127 &* 16 &- sum(lanes)
      self = UnitCounter()
      return units
    }
  }

  /// The number of UTF-16 units the valid UTF-8 bytes `start..<end` encode.
  static func utf16Length(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard start < end, let base = bytes.baseAddress else { return 0 }
    return utf16Length(base, count: bytes.count, from: start, to: end)
  }

  /// The number of UTF-16 units the valid UTF-8 bytes `start..<end` of the `count` bytes at `base`
  /// encode: one per byte that is not a continuation byte, plus one per four-byte sequence.
  @inline(__always)
  static func utf16Length(_ base: UnsafePointer<UInt8>, count: Int, from start: Int, to end: Int) -> Int {
    var i = start
    var units = 0
    var counter = UnitCounter()
    while end - i >= 16 {
      counter.add(load(base, i))
      i += 16
      if counter.blocks == UnitCounter.capacity { units += counter.flush() }
    }
    units += counter.flush()
    let rest = end - i
    guard rest > 0 else { return units }
    // The last bytes: one block read so that they fill its top lanes (or its bottom ones when the
    // text starts less than sixteen bytes before `end`), the other lanes masked off.
    if end >= 16 {
      let v = load(base, end - 16)
      return units + smallSum(unitsPerLane(v) & ~lanesBelow(16 - rest))
    }
    if count - i >= 16 {
      return units + smallSum(unitsPerLane(load(base, i)) & lanesBelow(rest))
    }
    while i < end {
      let byte = base[i]
      if byte & 0xC0 != 0x80 { units += 1 }
      if byte >= 0xF0 { units += 1 }
      i += 1
    }
    return units
  }

  /// Writes the UTF-16 code units of the valid UTF-8 bytes `start..<end` of the `count` bytes at
  /// `base` to `out` and returns how many it wrote.
  ///
  /// ASCII goes sixteen bytes at a time; after a byte that is not ASCII, scalars are decoded one by
  /// one until two ASCII bytes in a row, so text in other scripts does not pay for block reads.
  /// A block step reads sixteen bytes even near `end` and writes sixteen units, the ones past the
  /// run being overwritten later or left outside the initialized part: `out` must have room for
  /// `count - start` units (UTF-16 never takes more units than UTF-8 takes bytes).
  @inline(__always)
  static func transcode(
    _ base: UnsafePointer<UInt8>, count: Int, from start: Int, to end: Int, into out: UnsafeMutablePointer<UInt16>
  ) -> Int {
    var i = start
    var o = 0
    while i < end {
      if count &- i >= 16 {
        // Widen all sixteen lanes; only the ASCII ones before the first other byte count.
        let v = load(base, i)
        storeWidened(v, to: out + o)
        let signs = unsafeBitCast(v, to: SIMD2<UInt64>.self) & SIMD2<UInt64>(repeating: 0x8080_8080_8080_8080)
        if signs[0] | signs[1] == 0, end &- i >= 16 {
          i &+= 16
          o &+= 16
          continue
        }
        let step = min(firstBit(signs[0], signs[1]) &>> 3, end &- i)
        i &+= step
        o &+= step
      }
      while i < end {
        let b0 = UInt32(base[i])
        if b0 < 0x80 {
          out[o] = UInt16(b0)
          i &+= 1
          o &+= 1
          if i < end, base[i] < 0x80, count &- i >= 16 { break }
        } else if b0 < 0xE0 {
          out[o] = UInt16(((b0 & 0x1F) << 6) | (UInt32(base[i &+ 1]) & 0x3F))
          i &+= 2
          o &+= 1
        } else if b0 < 0xF0 {
          out[o] = UInt16(((b0 & 0x0F) << 12) | ((UInt32(base[i &+ 1]) & 0x3F) << 6) | (UInt32(base[i &+ 2]) & 0x3F))
          i &+= 3
          o &+= 1
        } else {
          let scalar =
            ((b0 & 0x07) << 18) | ((UInt32(base[i &+ 1]) & 0x3F) << 12) | ((UInt32(base[i &+ 2]) & 0x3F) << 6)
            | (UInt32(base[i &+ 3]) & 0x3F)
          let v = scalar &- 0x10000
          out[o] = UInt16(truncatingIfNeeded: 0xD800 &+ (v >> 10))
          out[o &+ 1] = UInt16(truncatingIfNeeded: 0xDC00 &+ (v & 0x3FF))
          i &+= 4
          o &+= 2
        }
      }
    }
    return o
  }
}
