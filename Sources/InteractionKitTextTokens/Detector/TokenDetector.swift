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
    let words = AnchoredWords(
      string, anchors: filterAnchors, passesOverPlainAddresses: filterPassesOverPlainAddresses)
    if customMatchers.isEmpty { return builtInTokens(in: words) }
    let compact = ScanText(units: words.units)
    var candidates = Candidates(matches: builtInCandidates(in: compact))
    // With custom kinds, overlaps are resolved in the original text's offsets; built-in tokens
    // read the compact units, custom ones the whole text.
    let builtIn = TokenSource(units: compact.units, candidates: candidates)
    for i in candidates.matches.indices {
      let start = words.originalOffset(of: candidates.matches[i].range.lowerBound)
      candidates.matches[i].range = start..<start + candidates.matches[i].range.count
    }
    let text = ScanText(string)
    appendCustomCandidates(in: string, length: text.count, to: &candidates)
    let custom = TokenSource(units: text.units, candidates: candidates)
    return Self.keptIndices(candidates.matches).map { i in
      let location = candidates.matches[i].range.lowerBound
      return i < builtIn.matches.count
        ? builtIn.token(i, at: location, detector: self) : custom.token(i, at: location, detector: self)
    }
  }

  /// The built-in tokens of the anchored words, in order and without overlaps, with ranges in
  /// the original text's UTF-16 offsets (no custom matchers).
  func builtInTokens(in words: AnchoredWords) -> [Token] {
    let compact = ScanText(units: words.units)
    let candidates = Candidates(matches: builtInCandidates(in: compact))
    let source = TokenSource(units: compact.units, candidates: candidates)
    // "Tokens straight from the merge": each kept candidate becomes a token as overlap resolution
    // visits it, with no list of kept indices in between; its kind, start and length come from
    // the merge's key ("fields from the key").
    var tokens: [Token] = []
    tokens.reserveCapacity(source.matches.count)
    var offsets = words.offsetCursor()
    let kinds = Self.builtInKinds
    Self.forEachKeptCandidate(source.matches) { i, start, length, priority in
      tokens.append(
        Token(
          kind: kinds[priority], range: NSRange(location: offsets.originalOffset(of: start), length: length),
          source: source, index: i))
    }
    return tokens
  }

  /// The anchors the word filter needs for this profile: `.` and `/` only when links may come
  /// without a scheme (or in linkify's grammar), `$` only with cashtags, `#` and `＃` only with
  /// hashtags. Every other built-in token holds `:`, `@` or `＠`: a link with a scheme its `:`, an
  /// e-mail or mention its at sign.
  var filterAnchors: AnchoredWords.Anchors {
    var anchors: AnchoredWords.Anchors = []
    if let urls = profile.urls, urls.recognizesURLsWithoutScheme || urls.grammar == .linkify {
      anchors.insert(.dotsAndSlashes)
    }
    if profile.cashtags != nil { anchors.insert(.dollar) }
    if profile.hashtags != nil { anchors.insert(.hashes) }
    return anchors
  }

  /// Whether the anchored-word filter may pass over plain addresses (`user@example.com` and
  /// `@user@example.com`, see `AnchoredWords.isPlainAddress`): with twitter-text's link grammar
  /// and mention syntax (or no links or mentions), a user-name limit of at least 15 and no e-mail
  /// rule, such a word holds no token.
  var filterPassesOverPlainAddresses: Bool {
    profile.emails == nil && (profile.urls.map { $0.grammar == .twitter } ?? true)
      && (profile.mentions.map { $0.syntax == .twitter && $0.usernameLimit >= 15 } ?? true)
  }

  /// The tokens of a scan text at its own offsets, every rule run over all of it (no anchored-word
  /// filter: ``TokenStorage`` scans windows this way).
  func tokens(in text: ScanText) -> [Token] {
    let candidates = candidates(in: text)
    let source = TokenSource(units: text.units, candidates: candidates)
    return Self.keptIndices(candidates.matches).map { i in
      source.token(i, at: candidates.matches[i].range.lowerBound, detector: self)
    }
  }

  /// Every rule's matches in a scan text, before overlaps are resolved (``TokenStorage`` resolves a
  /// window's candidates itself).
  func candidates(in text: ScanText) -> Candidates {
    var candidates = Candidates(matches: builtInCandidates(in: text))
    if !customMatchers.isEmpty {
      appendCustomCandidates(in: text.string(0..<text.count), length: text.count, to: &candidates)
    }
    return candidates
  }

  /// The built-in rules' matches, rule after rule.
  ///
  /// Every rule appends to one array, reserved once for more candidates than text usually holds
  /// (one per eight units): memory that is reserved but never written costs no page, while a list
  /// per rule and their concatenation wrote every candidate twice.
  func builtInCandidates(in text: ScanText) -> [TokenMatch] {
    var matches: [TokenMatch] = []
    matches.reserveCapacity(text.count / 8 + 16)
    let byteCount = matches.capacity * MemoryLayout<TokenMatch>.stride
    if byteCount >= HugePages.minimumByteCount {
      // An empty array's buffer starts where its storage does: the room reserved above.
      matches.withUnsafeMutableBufferPointer { storage in
        if let base = storage.baseAddress { HugePages.advise(base, byteCount: byteCount) }
      }
    }
    if let rules = profile.urls { URLMatcher(rules: rules).appendMatches(in: text, to: &matches) }
    if let rules = profile.emails { EmailMatcher(rules: rules).appendMatches(in: text, to: &matches) }
    if let rules = profile.mentions { MentionMatcher(rules: rules).appendMatches(in: text, to: &matches) }
    if let rules = profile.hashtags { HashtagMatcher(rules: rules).appendMatches(in: text, to: &matches) }
    if let rules = profile.cashtags { CashtagMatcher(rules: rules).appendMatches(in: text, to: &matches) }
    return matches
  }

  /// Adds the custom matchers' matches in `string` (`length` UTF-16 units long) and their payloads;
  /// out-of-range and over-long matches are dropped.
  func appendCustomCandidates(in string: String, length: Int, to candidates: inout Candidates) {
    for (i, matcher) in customMatchers.enumerated() {
      for m in matcher.matches(string) {
        guard m.range.location >= 0, m.range.length > 0, m.range.length <= matcher.maximumLength,
          NSMaxRange(m.range) <= length
        else { continue }
        candidates.matches.append(
          TokenMatch(
            range: m.range.location..<NSMaxRange(m.range),
            recipe: .custom(matcher: i, payload: candidates.payloads.count)))
        candidates.payloads.append(m.payload)
      }
    }
  }

  /// The built-in kinds, indexed by their ``TokenValueRecipe/priority``.
  static let builtInKinds: [TokenKind] = [.url, .email, .mention, .hashtag, .cashtag]

  /// The kind of token a recipe makes.
  func kind(of recipe: TokenValueRecipe) -> TokenKind {
    switch recipe {
    case .url: .url
    case .email: .email
    case .mention: .mention
    case .hashtag: .hashtag
    case .cashtag: .cashtag
    case .custom(let matcher, _): .custom(customMatchers.indices.contains(matcher) ? customMatchers[matcher].kind : "")
    }
  }
}
