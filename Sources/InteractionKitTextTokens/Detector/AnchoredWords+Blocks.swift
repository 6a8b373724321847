/// Lane tests on sixteen bytes of UTF-8 at a time, written so that they compile to a few SSE2
/// instructions each on x86-64 (baseline: no SSSE3 shuffles, no `pmovmskb`, which Swift cannot ask for).
///
/// Lane masks are `SIMD16<UInt8>` with 0xFF in the lanes that pass and 0 elsewhere. The vectors a
/// test compares with are built with `init(repeating:)` inside each inlined function, so they become
/// constants: comparing with a scalar literal is not specialized and runs hundreds of times slower.
extension AnchoredWords {
  /// Sixteen bytes of UTF-8.
  typealias Block = SIMD16<UInt8>

  /// The sixteen bytes at `offset`, which must leave sixteen bytes to read.
  @inline(__always)
  static func load(_ base: UnsafePointer<UInt8>, _ offset: Int) -> Block {
    UnsafeRawPointer(base + offset).loadUnaligned(as: Block.self)
  }

  /// The bytes `offset..<count` in the first lanes, and spaces in the others: the last, short block
  /// of a text. A space is no anchor candidate and ends a word, as the end of the text does.
  @inline(__always)
  static func loadTail(_ base: UnsafePointer<UInt8>, _ offset: Int, count: Int) -> Block {
    var v = Block(repeating: 0x20)
    for lane in 0..<(count - offset) { v[lane] = base[offset + lane] }
    return v
  }

  /// The sixteen bytes at `offset`, or as many as there are followed by spaces.
  @inline(__always)
  static func loadPadded(_ base: UnsafePointer<UInt8>, _ offset: Int, count: Int) -> Block {
    if count &- offset >= 16 { return load(base, offset) }
    return offset < count ? loadTail(base, offset, count: count) : Block(repeating: 0x20)
  }

  /// The bytes `0..<end` (`end` below 16) in the last lanes, and spaces in the others: the block
  /// before offset `end` near the start of a text. A space ends a word, as the start of the text does.
  @inline(__always)
  static func loadHead(_ base: UnsafePointer<UInt8>, _ end: Int) -> Block {
    var v = Block(repeating: 0x20)
    for lane in 0..<end { v[16 - end + lane] = base[lane] }
    return v
  }

  /// Writes the sixteen bytes `v` as sixteen UTF-16 units (zero-extended) at `out`.
  @inline(__always)
  static func storeWidened(_ v: Block, to out: UnsafeMutablePointer<UInt16>) {
    // Lane by lane rather than `init(truncatingIfNeeded:)`, whose generic loop is not always
    // inlined; this compiles to two unpack instructions.
    let low = SIMD8<UInt16>(
      UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]), UInt16(v[4]), UInt16(v[5]), UInt16(v[6]), UInt16(v[7]))
    let high = SIMD8<UInt16>(
      UInt16(v[8]), UInt16(v[9]), UInt16(v[10]), UInt16(v[11]), UInt16(v[12]), UInt16(v[13]), UInt16(v[14]),
      UInt16(v[15]))
    let raw = UnsafeMutableRawPointer(out)
    raw.storeBytes(of: low, as: SIMD8<UInt16>.self)
    raw.storeBytes(of: high, toByteOffset: 16, as: SIMD8<UInt16>.self)
  }

  /// The lanes that hold `:`, `@`, 0xEF (the lead byte of `＠` and `＃`), and, where the lanes of
  /// `dotsAndSlashes`, `dollar` and `hashes` are set (all or none), `.` and `/`, `$`, and `#`.
  @inline(__always)
  static func candidateLanes(_ v: Block, dotsAndSlashes: Block, dollar: Block, hashes: Block) -> Block {
    // `.` 2E and `/` 2F differ in the lowest bit only.
    let dotOrSlash = lanes((v | Block(repeating: 0x01)) .== Block(repeating: 0x2F)) & dotsAndSlashes
    let isDollar = lanes(v .== Block(repeating: 0x24)) & dollar
    let isHash = lanes(v .== Block(repeating: 0x23)) & hashes
    let atOrLead = (v .== Block(repeating: 0x40)) .| (v .== Block(repeating: 0xEF))
    return lanes(atOrLead .| (v .== Block(repeating: 0x3A))) | dotOrSlash | isDollar | isHash
  }

  /// The lanes that hold ASCII white space: space, tab, line feed or carriage return.
  @inline(__always)
  static func spaceLanes(_ v: Block) -> Block {
    // Tab 09 and carriage return 0D differ in bit 2 only; no other byte ORed with 4 gives 0D.
    let tabOrReturn = (v | Block(repeating: 0x04)) .== Block(repeating: 0x0D)
    return lanes((v .== Block(repeating: 0x20)) .| (v .== Block(repeating: 0x0A)) .| tabOrReturn)
  }

  /// The lanes that hold a UTF-8 continuation byte (10xxxxxx): those that start no UTF-16 unit.
  @inline(__always)
  static func continuationLanes(_ v: Block) -> Block {
    // As signed bytes, continuation bytes are exactly the values below -64 (0xC0).
    lanes(unsafeBitCast(v, to: SIMD16<Int8>.self) .< SIMD16<Int8>(repeating: -64))
  }

  /// The lanes that hold the lead byte of a four-byte sequence (11110xxx): those that start two
  /// UTF-16 units (a surrogate pair).
  @inline(__always)
  static func fourByteLeadLanes(_ v: Block) -> Block {
    lanes((v & Block(repeating: 0xF0)) .== Block(repeating: 0xF0))
  }

  /// The number of UTF-16 units each lane starts: 0, 1 or 2.
  @inline(__always)
  static func unitsPerLane(_ v: Block) -> Block {
    // 1 + 0xFF wraps to 0; 1 − 0xFF wraps to 2.
    Block(repeating: 1) &+ continuationLanes(v) &- fourByteLeadLanes(v)
  }

  /// The lanes before lane `count` (0...16).
  @inline(__always)
  static func lanesBelow(_ count: Int) -> Block {
    let index = Block(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    return lanes(index .< Block(repeating: UInt8(truncatingIfNeeded: count)))
  }

  /// The comparison result as a lane mask.
  @inline(__always)
  static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> Block {
    unsafeBitCast(mask, to: Block.self)
  }

  /// Whether no lane of a lane mask is set (cheaper than `any(_:)`, which reduces with a minimum).
  @inline(__always)
  static func isEmpty(_ lanes: Block) -> Bool {
    let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
    return halves[0] | halves[1] == 0
  }

  /// A lane mask as sixteen bits, lane 0 in the lowest bit.
  @inline(__always)
  static func bits(_ lanes: Block) -> UInt32 {
    // Keep bit k of byte k in each half; the multiplication adds the eight bytes into the top one
    // without carries, because the kept bits differ.
    let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
    let low = ((halves[0] & 0x8040_2010_0804_0201) &* 0x0101_0101_0101_0101) >> 56
    let high = ((halves[1] & 0x8040_2010_0804_0201) &* 0x0101_0101_0101_0101) >> 56
    return UInt32(truncatingIfNeeded: low | high << 8)
  }

  /// The sum of the lanes when each half's eight lanes add up to less than 256.
  @inline(__always)
  static func smallSum(_ v: Block) -> Int {
    let halves = unsafeBitCast(v, to: SIMD2<UInt64>.self)
    return Int((halves[0] &* 0x0101_0101_0101_0101) >> 56 + (halves[1] &* 0x0101_0101_0101_0101) >> 56)
  }

  /// The sum of all sixteen lanes, each up to 255.
  @inline(__always)
  static func sum(_ v: Block) -> Int {
    // Add neighbouring bytes into four 16-bit lanes per half, then those into the top lane.
    let halves = unsafeBitCast(v, to: SIMD2<UInt64>.self)
    let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
    let pairs = (halves[0] & evenBytes) &+ ((halves[0] >> 8) & evenBytes) &+ (halves[1] & evenBytes)
      &+ ((halves[1] >> 8) & evenBytes)
    return Int((pairs &* 0x0001_0001_0001_0001) >> 48)
  }
}
