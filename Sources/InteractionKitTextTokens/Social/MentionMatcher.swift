/// Finds mentions under ``MentionRules``.
///
/// Linear time: one pass over the code units looks for at signs; each sign is checked against
/// the character before it and then expanded forward by at most ``MentionRules/maximumLength``
/// plus three units. No regular expression, no backtracking.
struct MentionMatcher {
  var rules: MentionRules

  func matches(in text: ScanText) -> [TokenMatch] {
    var result: [TokenMatch] = []
    appendMatches(in: text, to: &result)
    return result
  }

  /// Appends the mentions of `text` to `result`, in order.
  func appendMatches(in text: ScanText, to result: inout [TokenMatch]) {
    UnicodeClasses.withTable { classes in
      text.units.withUnsafeBufferPointer { units in
        switch rules.syntax {
        case .twitter: twitterMentions(units, classes: classes, into: &result)
        case .federated: federatedMentions(units, classes: classes, into: &result)
        }
      }
    }
  }

  /// The twitter scan: at signs followed by a name character, then ``twitterMention(_:at:classes:)``.
  func twitterMentions(
    _ units: UnsafeBufferPointer<UInt16>, classes: UnicodeClasses.Table, into result: inout [TokenMatch]
  ) {
    result.reserveCapacity(result.count + Self.expectedCount(in: units.count))
    let last = units.count - 1
    var index = 0
    while index < last {
      // The next sign that can start a token (a rejected sign moves the index past it below).
      index = UTF16Scalars.nextSign(0x40, or: 0xFF20, in: units, from: index, last: last)
      guard index < last else { break }
      // Cheap filters first: a name character after the sign, no blocked character before it
      // (the retweet marker `RT@` aside).
      guard UTF16Scalars.isASCIIWordCharacter(units[index + 1]),
        index == 0 || !Self.isTwitterBlockedPredecessor(units[index - 1])
          || (units[index - 1] | 0x20 == 0x74 && Self.followsRetweetMarker(units, sign: index))
      else {
        index += units[index + 1] == 0x40 || units[index + 1] == 0xFF20 ? 1 : 2
        continue
      }
      if let found = twitterMention(units, at: index, classes: classes) {
        result.append(found)
        index = found.range.upperBound
      } else {
        index += units[index + 1] == 0x40 || units[index + 1] == 0xFF20 ? 1 : 2
      }
    }
  }

  /// Room for the mentions of a dense text at once (about one per 64 units in the anchored words of
  /// mixed text), so the result list rarely grows.
  static func expectedCount(in count: Int) -> Int { count / 64 }

  /// Whether a candidate ending at `end` is dropped because of what follows it: an at sign, a
  /// Latin accented letter or `://`.
  @inline(__always)
  static func isRejected(after end: Int, in units: UnsafeBufferPointer<UInt16>, classes: UnicodeClasses.Table) -> Bool {
    guard end < units.count else { return false }
    let next = units[end]
    if next == 0x40 || next == 0xFF20 { return true }
    if next >= 0xC0, next < 0xD800, classes.flags(UInt32(next)).intersects(.latinAccent) { return true }
    return UTF16Scalars.hasSchemeSeparator(units, at: end)
  }

  // MARK: twitter

  /// Whether a code unit may not precede a twitter at sign: `[A-Za-z0-9_!#$%&*@＠]`.
  @inline(__always)
  static func isTwitterBlockedPredecessor(_ unit: UInt16) -> Bool {
    unit == 0xFF20 || UTF16Scalars.isInASCIISet(unit, low: 0x03FF_047A_0000_0000, high: 0x07FF_FFFE_87FF_FFFF)
  }

  /// Whether the at sign at `sign` follows `RT` or `rt` (any case) that itself starts the text or
  /// follows a character other than `[A-Za-z0-9_+~.-]`. (`RT:` needs no exception: `:` is allowed.)
  @inline(__always)
  static func followsRetweetMarker(_ units: UnsafeBufferPointer<UInt16>, sign: Int) -> Bool {
    guard sign >= 2, units[sign - 1] | 0x20 == 0x74, units[sign - 2] | 0x20 == 0x72 else { return false }
    guard sign >= 3 else { return true }
    let before = units[sign - 3]
    if UTF16Scalars.isASCIIWordCharacter(before) { return false }
    return before != 0x2B && before != 0x7E && before != 0x2E && before != 0x2D
  }

  func twitterMention(_ units: UnsafeBufferPointer<UInt16>, at sign: Int, classes: UnicodeClasses.Table) -> TokenMatch?
  {
    // The scan has checked the character before the sign.
    let count = units.count
    let nameStart = sign + 1
    var end = nameStart
    let nameLimit = min(count, nameStart + rules.usernameLimit)
    while end < nameLimit, UTF16Scalars.isASCIIWordCharacter(units[end]) { end += 1 }
    guard end > nameStart else { return nil }
    let nameEnd = end
    // Optional list: "/" + ASCII letter + [A-Za-z0-9_-], up to the slug limit in all.
    if end + 1 < count, units[end] == 0x2F, UTF16Scalars.isASCIILetter(units[end + 1]) {
      var slugEnd = end + 2
      let slugLimit = min(count, end + 1 + rules.listSlugLimit)
      while slugEnd < slugLimit {
        let unit = units[slugEnd]
        guard UTF16Scalars.isASCIIWordCharacter(unit) || unit == 0x2D else { break }
        slugEnd += 1
      }
      end = slugEnd
    }
    if Self.isRejected(after: end, in: units, classes: classes) { return nil }
    return TokenMatch(range: sign..<end, recipe: .mention(username: nameStart..<nameEnd, domain: nil))
  }
}
