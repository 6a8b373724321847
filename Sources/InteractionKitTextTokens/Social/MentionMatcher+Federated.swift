/// Mastodon's mention grammar: `@user` and `@user@domain` (see ``MentionRules/Syntax/federated``).
extension MentionMatcher {
  /// The Mastodon scan: `@` followed by a user name character, then
  /// ``federatedMention(_:at:classes:)``; the mentions are appended to `result` (the detector's
  /// candidates: "scan into the candidates", see ``URLMatcher/appendMatches(in:to:)``).
  func federatedMentions(
    _ units: UnsafeBufferPointer<UInt16>, classes: UnicodeClasses.Table, into result: inout [TokenMatch]
  ) {
    result.reserveCapacity(result.count + Self.expectedCount(in: units.count))
    let last = units.count - 1
    var index = 0
    while index < last {
      // The next sign that can start a token (a rejected sign moves the index past it below).
      index = UTF16Scalars.nextSign(0x40, or: 0x40, in: units, from: index, last: last)
      guard index < last else { break }
      guard UTF16Scalars.isASCIIWordCharacter(units[index + 1]) else {
        index += units[index + 1] == 0x40 ? 1 : 2
        continue
      }
      if let found = federatedMention(units, at: index, classes: classes) {
        result.append(found)
        index = found.range.upperBound
      } else {
        index += units[index + 1] == 0x40 ? 1 : 2
      }
    }
  }

  func federatedMention(_ units: UnsafeBufferPointer<UInt16>, at sign: Int, classes: UnicodeClasses.Table)
    -> TokenMatch?
  {
    if let previous = UTF16Scalars.decode(units, before: sign) {
      if previous == 0x3D || previous == 0x2F || classes.flags(previous).intersects(.word) { return nil }
    }
    let count = units.count
    let nameStart = sign + 1
    guard nameStart < count, UTF16Scalars.isASCIIWordCharacter(units[nameStart]) else { return nil }
    // The user name: [A-Za-z0-9_] with inner runs of "." and "-"; trailing ones are not part of it.
    var scan = nameStart
    var nameEnd = nameStart
    let scanLimit = min(count, nameStart + usernameScanLimit)
    while scan < scanLimit {
      let unit = units[scan]
      if UTF16Scalars.isASCIIWordCharacter(unit) {
        scan += 1
        nameEnd = scan
      } else if unit == 0x2E || unit == 0x2D {
        scan += 1
      } else {
        break
      }
    }
    if scan == scanLimit, scanLimit < count, Self.isUsernameCharacter(units[scanLimit]) { return nil }
    if nameEnd - nameStart > rules.usernameLimit { return nil }
    var end = nameEnd
    var domain: Range<Int>?
    if end + 1 < count, units[end] == 0x40, let domainEnd = federatedDomainEnd(units, from: end + 1, classes: classes) {
      domain = end + 1..<domainEnd
      end = domainEnd
    }
    if Self.isRejected(after: end, in: units, classes: classes) { return nil }
    return TokenMatch(range: sign..<end, recipe: .mention(username: nameStart..<nameEnd, domain: domain))
  }

  /// How far the user name scan may go: the name limit plus room for a short run of trailing
  /// separators, so `@user...` is still `@user`.
  private var usernameScanLimit: Int { rules.usernameLimit + 8 }

  @inline(__always)
  private static func isUsernameCharacter(_ unit: UInt16) -> Bool {
    UTF16Scalars.isASCIIWordCharacter(unit) || unit == 0x2E || unit == 0x2D
  }

  /// The end of a valid domain starting at `start`, or `nil` when there is none.
  ///
  /// Labels are runs of letters, marks, decimal digits and hyphens that start and end with one of
  /// the former (no `_`); a dot continues the domain only between two such characters. At least
  /// two labels, a letter in the last one, at most `domainLimit` units.
  func federatedDomainEnd(_ units: UnsafeBufferPointer<UInt16>, from start: Int, classes: UnicodeClasses.Table) -> Int?
  {
    let count = units.count
    let limit = rules.domainLimit
    var index = start
    var end = start  // just after the last word character
    var dots = 0
    var lastLabelHasLetter = false
    var previousWasWord = false
    while index < count {
      let (value, length) = UTF16Scalars.decode(units, at: index)
      let flags = classes.flags(value)
      if flags.intersects(.domain) {
        if flags.intersects(.letter) { lastLabelHasLetter = true }
        index += length
        if index - start > limit { return nil }
        end = index
        previousWasWord = true
      } else if value == 0x2D, end > start, index - start < limit {
        index += 1
        previousWasWord = false
      } else if value == 0x2E, previousWasWord, index + 1 < count, isDomainWordStart(units, at: index + 1, classes) {
        dots += 1
        lastLabelHasLetter = false
        index += 1
        previousWasWord = false
      } else {
        break
      }
    }
    guard end > start, end - start <= limit, dots > 0, lastLabelHasLetter else { return nil }
    return end
  }

  @inline(__always)
  private func isDomainWordStart(_ units: UnsafeBufferPointer<UInt16>, at index: Int, _ classes: UnicodeClasses.Table)
    -> Bool
  {
    classes.flags(UTF16Scalars.decode(units, at: index).value).intersects(.domain)
  }

  /// The domain lower-cased (ASCII fast path; full Unicode lower-casing otherwise).
  static func lowercasedDomain(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> String {
    let slice = UnsafeBufferPointer(rebasing: units[range])
    if slice.allSatisfy({ $0 < 0x80 }) {
      return String(unsafeUninitializedCapacity: slice.count) { (buffer: UnsafeMutableBufferPointer<UInt8>) -> Int in
        for (i, unit) in slice.enumerated() {
          let byte = UInt8(truncatingIfNeeded: unit)
          buffer[i] = byte &- 0x41 < 26 ? byte | 0x20 : byte
        }
        return slice.count
      }
    }
    return String(decoding: slice, as: UTF16.self).lowercased()
  }
}
