import Foundation

/// Finds links, e-mail addresses, mentions, hashtags, cashtags and custom tokens in text.
///
/// Detection runs in time linear in the length of the text on every input: each rule scans for
/// its own anchor characters and expands from them with bounded, non-backtracking steps, and every
/// token kind has a length cap. Ranges are UTF-16 offsets.
///
/// ```swift
/// let detector = TokenDetector(profile: .mastodon)
/// for token in detector.tokens(in: "Hi @alice@example.social, see https://example.com #swift") {
///   print(token.kind, token.range, token.value)
/// }
/// ```
public struct TokenDetector: Sendable {
  /// The rules.
  public var profile: DetectionProfile
  /// User-registered token kinds, run after the built-in ones.
  public var customMatchers: [CustomTokenMatcher]

  /// Creates a detector.
  public init(profile: DetectionProfile = .twitter, customMatchers: [CustomTokenMatcher] = []) {
    self.profile = profile
    self.customMatchers = customMatchers
  }

  /// The tokens of a string, in order, without overlaps.
  ///
  /// When two candidates overlap, the one that starts first wins (the longer one at the same
  /// start; at the same start and length, built-in kinds in the order url, email, mention,
  /// hashtag, cashtag, then custom matchers in registration order), as twitter-text does.
  public func tokens(in string: String) -> [Token] {
    let text = ScanText(string)
    return tokens(in: text).map { match in
      Token(
        kind: match.kind, range: NSRange(location: match.range.lowerBound, length: match.range.count),
        text: text.string(match.range), value: match.value)
    }
  }

  /// The resolved matches of a scan text.
  func tokens(in text: ScanText) -> [TokenMatch] {
    Self.removingOverlaps(candidates(in: text))
  }

  /// Every rule's matches in a scan text with their priorities, before overlaps are resolved
  /// (``TokenStorage`` resolves a window's candidates itself).
  func candidates(in text: ScanText) -> [(match: TokenMatch, priority: Int)] {
    var candidates: [(match: TokenMatch, priority: Int)] = []
    func add(_ matches: [TokenMatch], priority: Int) {
      candidates.append(contentsOf: matches.map { ($0, priority) })
    }
    if let rules = profile.urls { add(URLMatcher(rules: rules).matches(in: text), priority: 0) }
    if let rules = profile.emails { add(EmailMatcher(rules: rules).matches(in: text), priority: 1) }
    if let rules = profile.mentions { add(MentionMatcher(rules: rules).matches(in: text), priority: 2) }
    if let rules = profile.hashtags { add(HashtagMatcher(rules: rules).matches(in: text), priority: 3) }
    if let rules = profile.cashtags { add(CashtagMatcher(rules: rules).matches(in: text), priority: 4) }
    if !customMatchers.isEmpty {
      let string = text.string(0..<text.count)
      for (i, matcher) in customMatchers.enumerated() {
        let found = matcher.matches(string).compactMap { m -> TokenMatch? in
          guard m.range.location >= 0, m.range.length > 0, m.range.length <= matcher.maximumLength,
            NSMaxRange(m.range) <= text.count
          else { return nil }
          return TokenMatch(
            kind: .custom(matcher.kind), range: m.range.location..<NSMaxRange(m.range), value: .custom(payload: m.payload))
        }
        add(found, priority: 5 + i)
      }
    }
    return candidates
  }

  /// Sorts candidates by start and drops every one that overlaps an earlier kept one.
  static func removingOverlaps(_ candidates: [(match: TokenMatch, priority: Int)]) -> [TokenMatch] {
    let sorted = candidates.sorted { a, b in
      if a.match.range.lowerBound != b.match.range.lowerBound { return a.match.range.lowerBound < b.match.range.lowerBound }
      if a.match.range.count != b.match.range.count { return a.match.range.count > b.match.range.count }
      return a.priority < b.priority
    }
    var result: [TokenMatch] = []
    var end = 0
    for candidate in sorted where candidate.match.range.lowerBound >= end && !candidate.match.range.isEmpty {
      result.append(candidate.match)
      end = candidate.match.range.upperBound
    }
    return result
  }
}
