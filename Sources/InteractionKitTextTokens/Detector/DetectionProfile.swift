/// The rules a ``TokenDetector`` follows: which kinds it finds and how each is recognized.
///
/// Three presets mirror well-known detectors and pass their public conformance suites:
/// ``twitter`` (twitter-text's extractor), ``mastodon`` (Mastodon's server-side rules) and
/// ``linkify`` (linkify-it's fuzzy links and e-mails). A `nil` rule set disables that kind.
public struct DetectionProfile: Sendable, Hashable {
  /// A name for diagnostics and the command line.
  public var name: String
  /// How URLs are recognized; `nil` finds none.
  public var urls: URLRules?
  /// How e-mail addresses are recognized; `nil` finds none.
  public var emails: EmailRules?
  /// How mentions are recognized; `nil` finds none.
  public var mentions: MentionRules?
  /// How hashtags are recognized; `nil` finds none.
  public var hashtags: HashtagRules?
  /// How cashtags are recognized; `nil` finds none.
  public var cashtags: CashtagRules?

  /// Creates a profile.
  public init(
    name: String, urls: URLRules? = nil, emails: EmailRules? = nil, mentions: MentionRules? = nil,
    hashtags: HashtagRules? = nil, cashtags: CashtagRules? = nil
  ) {
    self.name = name
    self.urls = urls
    self.emails = emails
    self.mentions = mentions
    self.hashtags = hashtags
    self.cashtags = cashtags
  }

  /// twitter-text's rules: schemeless URLs on known TLDs, `@user` (≤ 20), lists, hashtags, cashtags.
  public static let twitter = DetectionProfile(
    name: "twitter", urls: .twitter, emails: nil, mentions: .twitter, hashtags: .twitter, cashtags: .twitter)

  /// Mastodon's rules: URLs need a scheme (with Mastodon's extra schemes), federated mentions
  /// `@user@domain` with IDN domains, hashtags with Mastodon's separators; no cashtags.
  ///
  /// Its URLs follow Mastodon where it changes twitter-text's URL character classes:
  /// - A path may hold any character but white space, `<`, `>`, `(`, `)` and `?` (besides
  ///   balanced parentheses, nested one level), and may end in any of them but
  ///   `! * " ' 「 」 ; : = , . $ % [ ] ~ & | @`: `https://example.com/新着` and
  ///   `https://example.com/{id}` are whole links, where twitter-text stops after the last `/`.
  /// - A parenthesis group ends a path only when it holds twitter-text's path characters:
  ///   `https://ja.wikipedia.org/wiki/Tokyo_(東京)` is a link up to `Tokyo_`, and
  ///   `https://ja.wikipedia.org/wiki/Tokyo_(東京)_2` a link to its end.
  /// - A query (after `?`) holds twitter-text's ASCII query characters and `^`, and any RFC 3987
  ///   `ucschar` or private-use character (`iprivate`); it ends in a letter, digit, `_ & = # / -` or
  ///   one of those non-ASCII characters, never in `^`: `https://example.com/?q=東京` is a whole
  ///   link, where twitter-text stops after `=`.
  public static let mastodon = DetectionProfile(
    name: "mastodon", urls: .mastodon, emails: .standard, mentions: .mastodon, hashtags: .mastodon, cashtags: nil)

  /// linkify-it's rules: fuzzy links (schemeless, IP addresses) and e-mails; no social tokens.
  public static let linkify = DetectionProfile(name: "linkify", urls: .linkify, emails: .linkify)

  /// The presets by name, for the command line.
  public static let presets: [String: DetectionProfile] = ["twitter": .twitter, "mastodon": .mastodon, "linkify": .linkify]

  /// The longest token any enabled built-in rule can produce, in UTF-16 units (bounds rescans).
  public var maximumTokenLength: Int {
    [urls?.maximumLength, emails?.maximumLength, mentions?.maximumLength, hashtags?.maximumLength, cashtags?.maximumLength]
      .compactMap { $0 }.max() ?? 1
  }
}
