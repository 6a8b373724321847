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
    // Built-in kinds see only the words that hold an anchor (see `AnchoredWords`).
    let words = AnchoredWords(string)
    let compact = ScanText(units: words.units)
    var candidates = builtInCandidates(in: compact)
    if customMatchers.isEmpty {
      return Self.removingOverlaps(candidates).map { match in
        let start = words.originalOffset(of: match.range.lowerBound)
        return Token(
          kind: match.kind, range: NSRange(location: start, length: match.range.count),
          text: compact.string(match.range), value: match.value)
      }
    }
    // With custom kinds, overlaps are resolved in the original text's offsets.
    let text = ScanText(string)
    for i in candidates.indices {
      let start = words.originalOffset(of: candidates[i].match.range.lowerBound)
      candidates[i].match.range = start..<start + candidates[i].match.range.count
    }
    candidates += customCandidates(in: string, length: text.count)
    return Self.removingOverlaps(candidates).map { match in
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
    var candidates = builtInCandidates(in: text)
    if !customMatchers.isEmpty { candidates += customCandidates(in: text.string(0..<text.count), length: text.count) }
    return candidates
  }

  /// The built-in rules' matches with their priorities (0 to 4).
  func builtInCandidates(in text: ScanText) -> [(match: TokenMatch, priority: Int)] {
    var candidates: [(match: TokenMatch, priority: Int)] = []
    func add(_ matches: [TokenMatch], priority: Int) {
      candidates.append(contentsOf: matches.map { ($0, priority) })
    }
    if let rules = profile.urls { add(URLMatcher(rules: rules).matches(in: text), priority: 0) }
    if let rules = profile.emails { add(EmailMatcher(rules: rules).matches(in: text), priority: 1) }
    if let rules = profile.mentions { add(MentionMatcher(rules: rules).matches(in: text), priority: 2) }
    if let rules = profile.hashtags { add(HashtagMatcher(rules: rules).matches(in: text), priority: 3) }
    if let rules = profile.cashtags { add(CashtagMatcher(rules: rules).matches(in: text), priority: 4) }
    return candidates
  }

  /// The custom matchers' matches in `string` (`length` UTF-16 units long) with their priorities
  /// (5 and up, in registration order); out-of-range and over-long matches are dropped.
  func customCandidates(in string: String, length: Int) -> [(match: TokenMatch, priority: Int)] {
    var candidates: [(match: TokenMatch, priority: Int)] = []
    for (i, matcher) in customMatchers.enumerated() {
      for m in matcher.matches(string) {
        guard m.range.location >= 0, m.range.length > 0, m.range.length <= matcher.maximumLength,
          NSMaxRange(m.range) <= length
        else { continue }
        let match = TokenMatch(
          kind: .custom(matcher.kind), range: m.range.location..<NSMaxRange(m.range), value: .custom(payload: m.payload))
        candidates.append((match, 5 + i))
      }
    }
    return candidates
  }

  /// Sorts candidates by start and drops every one that overlaps an earlier kept one.
  static func removingOverlaps(_ candidates: [(match: TokenMatch, priority: Int)]) -> [TokenMatch] {
    // Sort plain keys, not the matches: moving a match copies its strings' references.
    struct Key: Comparable {
      var start: Int
      var length: Int
      var priority: Int
      var index: Int
      static func < (a: Key, b: Key) -> Bool {
        if a.start != b.start { return a.start < b.start }
        if a.length != b.length { return a.length > b.length }
        if a.priority != b.priority { return a.priority < b.priority }
        return a.index < b.index
      }
    }
    var keys: [Key] = []
    keys.reserveCapacity(candidates.count)
    for (index, candidate) in candidates.enumerated() where !candidate.match.range.isEmpty {
      keys.append(
        Key(
          start: candidate.match.range.lowerBound, length: candidate.match.range.count, priority: candidate.priority,
          index: index))
    }
    keys.sort()
    var result: [TokenMatch] = []
    var end = 0
    for key in keys where key.start >= end {
      result.append(candidates[key.index].match)
      end = key.start + key.length
    }
    return result
  }
}
