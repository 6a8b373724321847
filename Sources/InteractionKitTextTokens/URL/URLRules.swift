/// How URLs are recognized: which grammar, whether a scheme is required, and the length cap.
///
/// Three presets follow well-known detectors; each passes that detector's public conformance suite:
/// - ``twitter``: twitter-text's extractor. `http`/`https` scheme optional; a URL without a scheme
///   needs an ASCII host whose top-level domain is on twitter-text's list (or `xn--…`) and must not
///   follow `-`, `_`, `.` or `/`; paths keep balanced parentheses two levels deep and never end in
///   `.`, `,`, `!`, `?`, `:` and the like; e-mail addresses are not URLs.
/// - ``mastodon``: Mastodon's server rules. A scheme is required: `http`, `https`, `dat`, `dweb`,
///   `ipfs`, `ipns`, `ssb`, `gopher`, `gemini` (with `://`), plus `xmpp:` and `magnet:?` URIs; hosts as in
///   twitter-text; Mastodon's wider path characters (anything but white space and `<>()?`), its
///   path-ending rule (not `!*"'「」;:=,.$%[]~&|@`; a parenthesis group only of twitter-text's path
///   characters) and its wider queries (`^` inside, RFC 3987 `ucschar` and `iprivate` anywhere);
///   see ``DetectionProfile/mastodon``.
/// - ``linkify``: linkify-it's rules. `http:`, `https:`, `ftp:` and the neutral `//` scheme (any
///   host, `localhost`, IP addresses, user and password); fuzzy links without a scheme on
///   linkify-it's TLDs (and IPv4 addresses when ``recognizesIPAddresses`` is on); international hosts;
///   its path termination rules for `. , ! ? ; [] {} () "" ''` and dashes.
///
/// Whatever the grammar, a host must fit DNS limits (labels ≤ 63 and the name ≤ 253 characters in
/// punycode form; in characters for linkify, which counts that way) and a URL must fit
/// ``maximumLength``; a candidate that does not is no token at all (its text is skipped, not cut).
///
/// All of twitter-text's URL cases (`urls`, `urls_with_indices`, `urls_with_directional_markers`,
/// `tco_urls_with_params`, `tlds.yml`) and linkify-it's `links.txt` and `not_links.txt` pass.
/// Known differences from those libraries on other input:
/// - twitter: `"` and the backtick (U+0060) are punctuation (as in the Ruby gem; the JavaScript and Python ports
///   let them into host names). IDNA is approximated: label and name lengths in punycode form,
///   `xn--` labels must be ASCII, `。` separates labels, characters IDNA maps to nothing are
///   ignored; IDNA's NFKC mapping (`Ａ` → `a`, `ß` → `ss`) and bidi rule are not applied.
/// - linkify: hosts over 253 characters are dropped; linkify-it's quick pre-test (which misses a
///   fuzzy link whose TLD is followed directly by `<` or `｜` when nothing else in the text passes
///   it) is not reproduced; a link right after another is judged by its real preceding character
///   (linkify-it's JavaScript restarts after each match as if at the start of the text).
public struct URLRules: Sendable, Hashable {
  /// The rule family a ``URLRules`` value follows.
  public enum Grammar: String, Sendable, Hashable, CaseIterable {
    /// twitter-text's URL grammar.
    case twitter
    /// Mastodon's changes to twitter-text's grammar (schemes, paths, queries, `xmpp:`, `magnet:`).
    case mastodon
    /// linkify-it's grammar (schema links, fuzzy links, IP addresses).
    case linkify
  }

  /// The grammar. Default: ``Grammar/twitter``.
  public var grammar: Grammar
  /// Whether URLs without a scheme are tokens (twitter-text's `extract_url_without_protocol`,
  /// linkify-it's `fuzzyLink`). Default `true`; the ``mastodon`` preset sets it to `false`.
  public var recognizesURLsWithoutScheme: Bool
  /// Whether scheme-less IPv4 hosts (`192.168.1.1/abc`) are links in the ``Grammar/linkify``
  /// grammar (linkify-it's `fuzzyIP`). Default `true`. The other grammars ignore it.
  public var recognizesIPAddresses: Bool
  /// The longest URL, in UTF-16 units; longer candidates are dropped. Clamped to 1…4,096 when
  /// used. Default 4,096 (twitter-text's `MAX_URL_LENGTH`).
  public var maximumLength: Int

  /// Creates URL rules.
  public init(
    grammar: Grammar = .twitter, recognizesURLsWithoutScheme: Bool = true, recognizesIPAddresses: Bool = true,
    maximumLength: Int = TokenLimits.maximumURLLength
  ) {
    self.grammar = grammar
    self.recognizesURLsWithoutScheme = recognizesURLsWithoutScheme
    self.recognizesIPAddresses = recognizesIPAddresses
    self.maximumLength = maximumLength
  }

  /// ``maximumLength`` clamped to 1…4,096.
  var effectiveMaximumLength: Int { min(TokenLimits.maximumURLLength, max(1, maximumLength)) }
}

extension URLRules {
  /// twitter-text's rules (schemes optional, known TLDs for scheme-less URLs).
  public static let twitter = URLRules(grammar: .twitter)
  /// Mastodon's rules (a scheme is required; Mastodon's schemes, paths and extra URIs).
  public static let mastodon = URLRules(grammar: .mastodon, recognizesURLsWithoutScheme: false)
  /// linkify-it's rules with `fuzzyIP` on (as its `links.txt` suite runs).
  public static let linkify = URLRules(grammar: .linkify)
}
