/// Scalar decoding over raw UTF-16 code units, for the matchers' inner loops.
///
/// A lone surrogate decodes as U+FFFD with length 1, like ``ScanText/scalar(at:)``.
enum UTF16Scalars {
  /// The scalar value starting at `offset` (which must be in bounds) and its length in units.
  @inline(__always)
  static func decode(_ units: UnsafeBufferPointer<UInt16>, at offset: Int) -> (value: UInt32, length: Int) {
    let unit = units[offset]
    if unit & 0xF800 != 0xD800 { return (UInt32(unit), 1) }
    if unit <= 0xDBFF, offset + 1 < units.count {
      let low = units[offset + 1]
      if low & 0xFC00 == 0xDC00 {
        return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00), 2)
      }
    }
    return (0xFFFD, 1)
  }

  /// The scalar value ending just before `offset`, or `nil` at the start of the text.
  @inline(__always)
  static func decode(_ units: UnsafeBufferPointer<UInt16>, before offset: Int) -> UInt32? {
    guard offset > 0 else { return nil }
    let unit = units[offset - 1]
    if unit & 0xF800 != 0xD800 { return UInt32(unit) }
    if unit >= 0xDC00, offset >= 2 {
      let high = units[offset - 2]
      if high & 0xFC00 == 0xD800 {
        return 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
      }
    }
    return 0xFFFD
  }

  /// The next sign at or after `index` that can start a mention, hashtag or cashtag: the first
  /// unit from `index` on that is `first` or `second`, moved to the end of its run (in a run of one
  /// sign only the last can start a token: the others are followed by a sign). Returns `last` or
  /// more when there is none before `last`, the final offset a sign may sit at (a unit must follow
  /// it). The unit at `index` is tested before searching, since signs close together are common in
  /// pathological input.
  ///
  /// - Precondition: `index < last < units.count`.
  @inline(__always)
  static func nextSign(
    _ first: UInt16, or second: UInt16, in units: UnsafeBufferPointer<UInt16>, from index: Int, last: Int
  ) -> Int {
    var index = index
    let unit = units[index]
    if unit != first, unit != second {
      index = firstIndex(of: first, or: second, in: units, from: index + 1, to: last)
      guard index < last else { return index }
    }
    if units[index + 1] == units[index] {
      index = endOfRun(of: units[index], in: units, from: index, to: last + 1) - 1
    }
    return index
  }

  /// The first offset in `start..<end` whose unit is `first` or `second`, or `end` when there is
  /// none.
  ///
  /// Compares sixteen units per step (two SIMD registers' worth on SSE2), so skipping text
  /// without signs costs a fraction of a cycle per unit. "The lane from the mask": the block that
  /// holds a sign gives its offset from the comparison already made (``firstLane(_:)``) instead of
  /// being read again one unit at a time (up to fifteen branches, the last one mispredicted).
  @inline(__always)
  static func firstIndex(
    of first: UInt16, or second: UInt16, in units: UnsafeBufferPointer<UInt16>, from start: Int, to end: Int
  ) -> Int {
    guard let base = units.baseAddress, start < end else { return end }
    // Signs often come close together (and always do in pathological input): look at the
    // first few units one by one before switching to blocks.
    var index = start
    let prologueEnd = min(end, start &+ 4)
    while index < prologueEnd {
      let unit = base[index]
      if unit == first || unit == second { return index }
      index &+= 1
    }
    let raw = UnsafeRawPointer(base)
    let wantFirst = SIMD16<UInt16>(repeating: first)
    let wantSecond = SIMD16<UInt16>(repeating: second)
    while index &+ 16 <= end {
      let block = raw.loadUnaligned(fromByteOffset: index &* 2, as: SIMD16<UInt16>.self)
      let hits = (block .== wantFirst) .| (block .== wantSecond)
      if hasLane(hits) { return index &+ firstLane(hits) }
      index &+= 16
    }
    while index < end {
      let unit = base[index]
      if unit == first || unit == second { return index }
      index &+= 1
    }
    return end
  }

  /// Whether any lane of a comparison of sixteen code units is set.
  ///
  /// "Masks tested without a reduction": the standard library's `any(_:)` reduces with a generic
  /// `min()` that the compiler does not always inline (it stayed a call in the linkify and Mastodon
  /// URL scans, about 1 % of their time); ORing the mask's four 64-bit words is a few instructions.
  @inline(__always)
  static func hasLane(_ mask: SIMDMask<SIMD16<Int16>>) -> Bool {
    let words = unsafeBitCast(mask, to: SIMD4<UInt64>.self)
    return words[0] | words[1] | words[2] | words[3] != 0
  }

  /// The first set lane of a comparison of sixteen code units (16 when none is), without a branch:
  /// the lowest set bit of the mask's 256 bits, sixteen bits per lane.
  @inline(__always)
  static func firstLane(_ mask: SIMDMask<SIMD16<Int16>>) -> Int {
    let words = unsafeBitCast(mask, to: SIMD4<UInt64>.self)
    let low = firstBit(words[0], words[1])
    let high = firstBit(words[2], words[3])
    // All ones when the low half is empty (its count is then 128), else 0.
    let lowIsEmpty = 0 &- (low &>> 7)
    return (low &+ (high & lowIsEmpty)) &>> 4
  }

  /// The index of the lowest set bit of the 128 bits `high:low`, or 128; without branches.
  @inline(__always)
  static func firstBit(_ low: UInt64, _ high: UInt64) -> Int {
    let inLow = low.trailingZeroBitCount
    let lowIsEmpty = 0 &- (inLow &>> 6)
    return inLow &+ (high.trailingZeroBitCount & lowIsEmpty)
  }

  /// The first offset in `start..<end` whose unit is not `unit`, or `end`: where a run of `unit`
  /// ends. Four units are compared per step, so a megabyte of `@@@@…` is crossed in a fraction
  /// of a millisecond.
  @inline(__always)
  static func endOfRun(of unit: UInt16, in units: UnsafeBufferPointer<UInt16>, from start: Int, to end: Int) -> Int {
    guard let base = units.baseAddress, start < end else { return Swift.max(start, end) }
    let pattern = UInt64(unit) &* 0x0001_0001_0001_0001
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 4 <= end, raw.loadUnaligned(fromByteOffset: index &* 2, as: UInt64.self) == pattern {
      index &+= 4
    }
    while index < end, base[index] == unit { index &+= 1 }
    return index
  }

  /// The units of an ASCII range as a String (every unit must be below 0x80).
  static func asciiString(_ units: UnsafeBufferPointer<UInt16>) -> String {
    String(unsafeUninitializedCapacity: units.count) { (buffer: UnsafeMutableBufferPointer<UInt8>) -> Int in
      for (offset, unit) in units.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: unit) }
      return units.count
    }
  }

  /// Whether the units at `offset` spell `://`.
  @inline(__always)
  static func hasSchemeSeparator(_ units: UnsafeBufferPointer<UInt16>, at offset: Int) -> Bool {
    offset + 2 < units.count && units[offset] == 0x3A && units[offset + 1] == 0x2F && units[offset + 2] == 0x2F
  }

  /// Whether a code unit is an ASCII letter.
  @inline(__always)
  static func isASCIILetter(_ unit: UInt16) -> Bool {
    (unit | 0x20) &- 0x61 < 26
  }

  /// Whether a code unit is an ASCII letter, digit or `_` (one table-free bit test).
  @inline(__always)
  static func isASCIIWordCharacter(_ unit: UInt16) -> Bool {
    isInASCIISet(unit, low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
  }

  /// Whether a code unit below 128 has its bit set in a 128-bit set given as two words (bit `u`
  /// of `low` for `u` < 64, bit `u` − 64 of `high` otherwise); units from 128 up are never in it.
  @inline(__always)
  static func isInASCIISet(_ unit: UInt16, low: UInt64, high: UInt64) -> Bool {
    unit < 64 ? (low &>> UInt64(unit)) & 1 != 0 : unit < 128 && (high &>> UInt64(unit &- 64)) & 1 != 0
  }
}
