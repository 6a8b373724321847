/// UTF-8 validation sixteen bytes at a time, for detection straight from bytes: the lane tests the
/// scan applies as it reads (see
/// ``gather(_:count:anchorSet:mode:anchors:passesOverPlainAddresses:into:segments:length:)``).
///
/// Well-formed UTF-8 has every sequence complete, no overlong form, no surrogate code point (so no
/// WTF-8 lone surrogate) and nothing above U+10FFFF. Each byte is checked against the three before
/// it: it must be a continuation byte exactly when one of them starts a sequence that reaches it (a
/// lead byte 0xC0… one byte back, 0xE0… two, 0xF0… three), must not be 0xC0, 0xC1 or 0xF5…0xFF, and
/// the second byte of a sequence must lie in the range its lead allows (after 0xE0: 0xA0…, after
/// 0xED: …0x9F, after 0xF0: 0x90…, after 0xF4: …0x8F). Blocks of ASCII after ASCII need no check.
/// Past either end, the text reads as spaces, so a sequence cut off by the end fails the first rule.
extension AnchoredWords {
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
