/// UTF-8 validation sixteen bytes at a time, for detection straight from bytes
/// (``TokenDetector/tokens(inUTF8:)-(UnsafeBufferPointer<UInt8>)``).
extension AnchoredWords {
  /// Whether the `count` bytes at `base` are well-formed UTF-8: every sequence complete, no
  /// overlong form, no surrogate code point (so no WTF-8 lone surrogate) and nothing above U+10FFFF.
  ///
  /// Each byte is checked against the three before it: it must be a continuation byte exactly when
  /// one of them starts a sequence that reaches it (a lead byte 0xC0… one byte back, 0xE0… two,
  /// 0xF0… three), must not be 0xC0, 0xC1 or 0xF5…0xFF, and the second byte of a sequence must lie
  /// in the range its lead allows (after 0xE0: 0xA0…, after 0xED: …0x9F, after 0xF0: 0x90…, after
  /// 0xF4: …0x8F). Blocks of ASCII after a block of ASCII need no check. Past the end, the text
  /// reads as spaces, so a sequence cut off by the end fails the first rule.
  static func isValidUTF8(_ base: UnsafePointer<UInt8>, count n: Int) -> Bool {
    var errors = Block(repeating: 0)
    var previousWasASCII = true
    var i = 0
    // The first block reads the three bytes before it as spaces.
    if n > 0 {
      let v = bytesAround(base, count: n, from: 0)
      errors |= sequenceErrors(
        v, bytesAround(base, count: n, from: -1), bytesAround(base, count: n, from: -2),
        bytesAround(base, count: n, from: -3))
      previousWasASCII = isASCII(v)
      i = 16
    }
    while n &- i >= 16 {
      let v = load(base, i)
      let ascii = isASCII(v)
      if !(ascii && previousWasASCII) {
        errors |= sequenceErrors(v, load(base, i &- 1), load(base, i &- 2), load(base, i &- 3))
        // Checked every 64 kB, so invalid text is found early.
        if i & 0xFFFF == 0, !isEmpty(errors) { return false }
      }
      previousWasASCII = ascii
      i &+= 16
    }
    if i < n || !previousWasASCII {
      // The last, short block (or the spaces after the text, which close any sequence left open).
      errors |= sequenceErrors(
        bytesAround(base, count: n, from: i), bytesAround(base, count: n, from: i &- 1),
        bytesAround(base, count: n, from: i &- 2), bytesAround(base, count: n, from: i &- 3))
    }
    return isEmpty(errors)
  }

  /// The lanes of `v` that break a UTF-8 rule, given the bytes one, two and three before each lane.
  @inline(__always)
  static func sequenceErrors(_ v: Block, _ p1: Block, _ p2: Block, _ p3: Block) -> Block {
    let isContinuation = continuationLanes(v)
    let needsContinuation =
      lanes((p1 .>= Block(repeating: 0xC0)) .| (p2 .>= Block(repeating: 0xE0)) .| (p3 .>= Block(repeating: 0xF0)))
    let neverValid = lanes((v .>= Block(repeating: 0xF5)) .| ((v & Block(repeating: 0xFE)) .== Block(repeating: 0xC0)))
    let low = v .< Block(repeating: 0xA0)
    let secondOutOfRange =
      ((p1 .== Block(repeating: 0xE0)) .& low) .| ((p1 .== Block(repeating: 0xED)) .& .!low)
      .| ((p1 .== Block(repeating: 0xF0)) .& (v .< Block(repeating: 0x90)))
      .| ((p1 .== Block(repeating: 0xF4)) .& (v .>= Block(repeating: 0x90)))
    return (isContinuation ^ needsContinuation) | neverValid | lanes(secondOutOfRange)
  }

  /// Whether no byte of `v` has its high bit set.
  @inline(__always)
  static func isASCII(_ v: Block) -> Bool {
    isEmpty(v & Block(repeating: 0x80))
  }

  /// The sixteen bytes from `start` (which may lie before 0 or near the end), with spaces for the
  /// offsets outside `0..<count`: the blocks at the edges of a text.
  static func bytesAround(_ base: UnsafePointer<UInt8>, count n: Int, from start: Int) -> Block {
    if start >= 0, n - start >= 16 { return load(base, start) }
    var v = Block(repeating: 0x20)
    for lane in 0..<16 where start + lane >= 0 && start + lane < n { v[lane] = base[start + lane] }
    return v
  }
}
