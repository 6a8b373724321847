/// Mastodon's hashtag grammar (see ``HashtagRules/Syntax/mastodon``).
extension HashtagMatcher {
  /// The separators allowed inside a Mastodon tag: `·`, `・` and ZWNJ.
  @inline(__always)
  static func isMastodonSeparator(_ value: UInt32) -> Bool {
    value == 0x00B7 || value == 0x30FB || value == 0x200C
  }

  /// The range of the tag (after the sign) of a Mastodon hashtag at `sign`, or `nil`.
  func mastodonTag(_ units: UnsafeBufferPointer<UInt16>, sign: Int, classes: UnicodeClasses.Table) -> Range<Int>? {
    if let previous = UTF16Scalars.decode(units, before: sign), !classes.flags(previous).intersects(.whitespace) {
      return nil
    }
    let count = units.count
    let start = sign + 1
    let limit = rules.tagLimit
    var index = start
    var end = start  // just after the last word character
    var firstLetter = Int.max
    while index < count {
      let (value, length) = UTF16Scalars.decode(units, at: index)
      let flags = classes.flags(value)
      if flags.intersects(.word) {
        if firstLetter == Int.max, flags.intersects(.letterOrMark) { firstLetter = index }
        index += length
        end = index
      } else if index > start, Self.isMastodonSeparator(value) {
        index += length
      } else {
        break
      }
      if index - start > limit { return nil }
    }
    if end == index, UTF16Scalars.hasSchemeSeparator(units, at: end) {
      end = Self.removingTrailingScheme(units, start: start, end: end)
    }
    guard end > start, firstLetter < end else { return nil }
    return start..<end
  }

  /// `end` moved before a trailing `https` or `http` (any case) and the separators before it.
  static func removingTrailingScheme(_ units: UnsafeBufferPointer<UInt16>, start: Int, end: Int) -> Int {
    func spells(_ word: [UInt16], endingAt end: Int) -> Bool {
      guard end - start >= word.count else { return false }
      let from = end - word.count
      for (offset, letter) in word.enumerated() where units[from + offset] | 0x20 != letter { return false }
      return true
    }
    var trimmed = end
    if spells(Array("https".utf16), endingAt: end) {
      trimmed = end - 5
    } else if spells(Array("http".utf16), endingAt: end) {
      trimmed = end - 4
    } else {
      return end
    }
    while trimmed > start, isMastodonSeparator(UInt32(units[trimmed - 1])) { trimmed -= 1 }
    return trimmed
  }
}
