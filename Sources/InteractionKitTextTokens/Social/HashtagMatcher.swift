/// Finds hashtags under ``HashtagRules``.
///
/// Linear time: one pass over the code units looks for `#` and `＃`; each sign is checked against
/// the character before it and expanded forward over the tag's run, which cannot contain another
/// sign, so the expansions of different signs never overlap (and each stops after
/// ``HashtagRules/maximumTagLength`` units anyway). No regular expression, no backtracking.
struct HashtagMatcher {
  var rules: HashtagRules

  func matches(in text: ScanText) -> [TokenMatch] {
    var result: [TokenMatch] = []
    appendMatches(in: text, to: &result)
    return result
  }

  /// Appends the hashtags of `text` to `result`, in order.
  func appendMatches(in text: ScanText, to result: inout [TokenMatch]) {
    UnicodeClasses.withTable { classes in
      text.units.withUnsafeBufferPointer { units in scan(units, classes: classes, into: &result) }
    }
  }

  /// The scan: signs that pass the cheap ASCII filters, then the grammar's full check.
  func scan(_ units: UnsafeBufferPointer<UInt16>, classes: UnicodeClasses.Table, into result: inout [TokenMatch]) {
    let isTwitter = rules.syntax == .twitter
    let tagStart: UnicodeClasses.Flags = isTwitter ? .twitterHashtagBody : .word
    let last = units.count - 1
    var index = 0
    while index < last {
      // The next sign that can start a token (a rejected sign moves the index past it below).
      index = UTF16Scalars.nextSign(0x23, or: 0xFF03, in: units, from: index, last: last)
      guard index < last else { break }
      // Cheap filters: the unit after the sign must be able to start a tag (a surrogate is
      // left to the full check), and an ASCII character before it must not be a tag character
      // (twitter) or must be white space (Mastodon).
      let next = units[index + 1]
      if next & 0xF800 != 0xD800, !classes.bmp[Int(next)].intersects(tagStart) {
        index += units[index + 1] == 0x23 || units[index + 1] == 0xFF03 ? 1 : 2
        continue
      }
      if index > 0 {
        let previous = units[index - 1]
        if previous < 0x80,
          isTwitter
            ? UTF16Scalars.isASCIIWordCharacter(previous) || previous == 0x26
            : previous != 0x20 && (previous < 0x09 || previous > 0x0D)
        {
          index += units[index + 1] == 0x23 || units[index + 1] == 0xFF03 ? 1 : 2
          continue
        }
      }
      let tag =
        isTwitter ? twitterTag(units, sign: index, classes: classes) : mastodonTag(units, sign: index, classes: classes)
      if let tag {
        result.append(
          TokenMatch(
            range: index..<tag.upperBound, recipe: .hashtag(tag: tag, foldsToASCII: rules.foldsToASCII)))
        index = tag.upperBound
      } else {
        index += units[index + 1] == 0x23 || units[index + 1] == 0xFF03 ? 1 : 2
      }
    }
  }

  @inline(__always)
  static func isSign(_ unit: UInt16) -> Bool { unit == 0x23 || unit == 0xFF03 }

  /// The range of the tag (after the sign) of a twitter hashtag at `sign`, or `nil`.
  func twitterTag(_ units: UnsafeBufferPointer<UInt16>, sign: Int, classes: UnicodeClasses.Table) -> Range<Int>? {
    if let previous = UTF16Scalars.decode(units, before: sign), previous != 0xFE0E, previous != 0xFE0F {
      if previous == 0x26 || classes.flags(previous).intersects(.twitterHashtagBody) { return nil }
    }
    let count = units.count
    let start = sign + 1
    guard start < count, units[start] != 0xFE0F, units[start] != 0x20E3 else { return nil }
    let limit = rules.tagLimit
    var index = start
    var hasLetter = false
    while index < count {
      let (value, length) = UTF16Scalars.decode(units, at: index)
      let flags = classes.flags(value)
      if !flags.intersects(.twitterHashtagBody) { break }
      if flags.intersects(.letterOrMark) { hasLetter = true }
      index += length
      if index - start > limit { return nil }
    }
    guard hasLetter else { return nil }
    if index < count, Self.isSign(units[index]) || UTF16Scalars.hasSchemeSeparator(units, at: index) { return nil }
    return start..<index
  }
}
