/// "Plain addresses passed over": with twitter-text's rules and no e-mail rule, a word such as
/// `user961@example.co.uk` or `@user961@example.co.uk` holds no token, so the scan passes over it as
/// it passes over the words without an anchor, and no matcher sees it.
///
/// The word is a name of ASCII letters, digits and `_`, then `@`, then a host of ASCII letters,
/// digits, `-` and `.` that runs to the end of the word; or the same with `@` before the name,
/// which is then 1...15 characters long (a federated mention's form):
/// - no mention: the `@` after the name follows a letter, digit or `_`, which twitter-text does
///   not allow before a mention, unless the name is the retweet marker `rt` (in any case), which
///   is not passed over in either form; a mention at the first `@` is dropped because `@` follows
///   it (the name fits the user-name limit, at least 15 where this applies, so nothing is cut off
///   before it);
/// - no link: the name holds no dot, and no link starts in the host, a run of host characters
///   after `@` that ends the word (see "runs after an at sign",
///   ``TwitterHostRun/analyze(_:aroundDotAt:notBefore:tlds:passesOverAtSignRuns:)``); a link
///   cannot hold `@` without a scheme, which needs a `:`;
/// - no hashtag or cashtag: the word holds no `#`, `＃` or `$`.
///
/// Every built-in rule decides a candidate from its own characters and its one neighbour on
/// each side, and the word's neighbours are white space, so the tokens of the other words do not
/// change. ``TokenDetector/filterPassesOverPlainAddresses`` says when a profile's rules allow it.
extension AnchoredWords {
  /// Whether the word `start..<end` with an `@` at `sign` is a plain address: the bytes before
  /// the sign (1...15 of them) are ASCII letters, digits or `_` and are not `rt` in any case, and
  /// those after it (1...32) are ASCII letters, digits, `-` or `.`; or, when the word starts with
  /// the sign, the bytes after it are such a name (1...15, not `rt`) and `@` and such a host. Out
  /// of line, so the scan loop keeps its registers.
  @inline(never)
  static func isPlainAddress(_ base: UnsafePointer<UInt8>, count n: Int, at sign: Int, from start: Int, to end: Int)
    -> Bool
  {
    let after = end &- sign &- 1
    guard after > 0, after <= 32 else { return false }
    let index = Block(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    let near = loadPadded(base, sign &+ 1, count: n)
    let far = loadPadded(base, sign &+ 17, count: n)
    let farLanes = lanes(index &+ Block(repeating: 16) .< Block(repeating: UInt8(truncatingIfNeeded: after)))
    if start == sign {
      // `@name@host`: the second sign within the first sixteen bytes, a name before it, a host after.
      let name = bits(lanes(near .== Block(repeating: 0x40))).trailingZeroBitCount
      guard name > 0, name < 16, name &+ 1 < after else { return false }
      let nameLanes = lanesBelow(name)
      let hostLanes = lanesBelow(after) & ~lanesBelow(name &+ 1)
      let misfits =
        (nameLanes & ~nameCharacterLanes(near)) | (hostLanes & ~hostCharacterLanes(near))
        | (farLanes & ~hostCharacterLanes(far))
      // `@rt@b.com`: a retweet marker after `@` is allowed before a mention too.
      return isEmpty(misfits) && !(name == 2 && isRetweetMarker(near[0], near[1]))
    }
    let name = sign &- start
    guard name > 0, name < 16 else { return false }
    let before = sign >= 16 ? load(base, sign &- 16) : loadHead(base, sign)
    let nameLanes = lanes(index .>= Block(repeating: UInt8(truncatingIfNeeded: 16 &- name)))
    let misfits =
      (nameLanes & ~nameCharacterLanes(before)) | (lanesBelow(after) & ~hostCharacterLanes(near))
      | (farLanes & ~hostCharacterLanes(far))
    guard isEmpty(misfits) else { return false }
    // The name `rt` may be a retweet marker, which a mention may follow.
    return !(name == 2 && isRetweetMarker(before[14], before[15]))
  }

  /// Whether two bytes spell `rt` in any case: twitter-text's retweet marker.
  @inline(__always)
  static func isRetweetMarker(_ first: UInt8, _ second: UInt8) -> Bool {
    first | 0x20 == 0x72 && second | 0x20 == 0x74
  }

  /// The lanes that hold an ASCII letter, digit or `_`.
  @inline(__always)
  static func nameCharacterLanes(_ v: Block) -> Block {
    letterOrDigitLanes(v) | lanes(v .== Block(repeating: 0x5F))
  }

  /// The lanes that hold an ASCII letter, digit, `-` or `.`.
  @inline(__always)
  static func hostCharacterLanes(_ v: Block) -> Block {
    // `-` 2D and `.` 2E: the two values below `/` 2F that differ from it in the lowest bits.
    letterOrDigitLanes(v) | lanes((v .== Block(repeating: 0x2D)) .| (v .== Block(repeating: 0x2E)))
  }

  /// The lanes that hold an ASCII letter or digit.
  @inline(__always)
  static func letterOrDigitLanes(_ v: Block) -> Block {
    // Letters: with bit 5 set, `a`…`z` (0x61…0x7A); digits 0x30…0x39. Subtracting a range's start
    // leaves the range as 0 up to its length and every other byte above it (the bytes below the
    // start wrap around).
    let letter = ((v | Block(repeating: 0x20)) &- Block(repeating: 0x61)) .< Block(repeating: 26)
    let digit = (v &- Block(repeating: 0x30)) .< Block(repeating: 10)
    return lanes(letter .| digit)
  }
}
