/// What tapping a token may do.
public enum LinkActivationDecision: Hashable, Sendable {
  /// The link may be opened; the associated value is the URL string to open (scheme lower-cased,
  /// the browser-ignored tabs and line breaks and surrounding controls removed, e-mail addresses as
  /// `mailto:` URLs).
  case allowed(String)
  /// The link must not be opened.
  case blocked(LinkBlockReason)
  /// The token is not a link (a mention, hashtag, cashtag or custom token); handle it in the app.
  case notALink

  /// The URL string to open, or `nil` when the decision is not ``allowed(_:)``.
  public var allowedURL: String? {
    if case .allowed(let url) = self { url } else { nil }
  }
}

/// Why a link must not be opened.
public enum LinkBlockReason: Hashable, Sendable, CustomStringConvertible {
  /// The URL is empty (or only spaces and controls).
  case empty
  /// The URL is longer than ``TokenLimits/maximumURLLength`` UTF-16 code units.
  case tooLong(length: Int, limit: Int)
  /// The URL has no scheme (no `name:` before the first `/`, `?` or `#`).
  case missingScheme
  /// The text before the first `:` is not a scheme name; the text as written.
  case invalidScheme(String)
  /// The scheme is one of ``LinkActivationPolicy/neverAllowedSchemes`` (also when disguised); its plain name.
  case forbiddenScheme(String)
  /// The scheme is valid but not in the policy's ``LinkActivationPolicy/allowedSchemes``.
  case schemeNotAllowed(String)
  /// The URL contains white space, control or invisible format characters after its scheme.
  case invalidCharacters
  /// An `http`/`https`-style URL without a valid host, or an e-mail address without a valid domain.
  case invalidHost

  /// A full sentence that says why the link is blocked and what to do instead.
  public var description: String {
    switch self {
    case .empty: "The link is empty; detect tokens again after the text changes."
    case .tooLong(let length, let limit):
      "The link has \(length) UTF-16 code units, more than the \(limit) allowed; do not open it."
    case .missingScheme: "The link has no scheme; give URL tokens an explicit scheme such as https:."
    case .invalidScheme(let text): "\"\(text)\" is not a URL scheme; do not open the link."
    case .forbiddenScheme(let name):
      "The scheme \(name): runs code or reads local data and is never opened; show the link as text instead."
    case .schemeNotAllowed(let name):
      "The scheme \(name): is not allowed; add it with LinkActivationPolicy.allowing(_:) if the app should open it."
    case .invalidCharacters:
      "The link contains spaces, control or invisible characters; percent-encode them or do not open the link."
    case .invalidHost: "The link has no valid host name; do not open it."
    }
  }
}

extension LinkActivationPolicy {
  /// Whether tapping `token` may open it, and the URL to open.
  ///
  /// URL tokens are judged by their value's URL string (``decision(forURL:)``), e-mail tokens as
  /// `mailto:` links (``decision(forEmailAddress:)``); mentions, hashtags, cashtags and custom tokens
  /// are ``LinkActivationDecision/notALink`` (pass a custom token's payload to ``decision(forURL:)``
  /// when it holds a URL).
  public func decision(for token: Token) -> LinkActivationDecision {
    switch token.value {
    case .url(let string, _): decision(forURL: string)
    case .email(let address): decision(forEmailAddress: address)
    case .mention, .hashtag, .cashtag, .custom: .notALink
    }
  }

  /// Whether the URL `string` may be opened.
  ///
  /// The string is read as a browser would: leading and trailing controls and spaces and all tabs
  /// and line breaks are ignored, so `" java\tscript:…"` is `javascript:`. Blocked when it is empty,
  /// too long, has no scheme or a malformed one (a percent-encoded or invisible-character scheme
  /// that spells a forbidden one is reported as forbidden), uses a scheme outside
  /// ``allowedSchemes``, contains white space or controls, or is an `http`/`https`/`ftp`/`ws`/`wss`
  /// URL without a valid host.
  public func decision(forURL string: String) -> LinkActivationDecision {
    guard TokenLimits.isWithinURLLimit(string) else {
      return .blocked(.tooLong(length: string.utf16.count, limit: TokenLimits.maximumURLLength))
    }
    let cleaned = LinkSafetyURLParts.cleaned(string)
    let scalars = Array(cleaned.unicodeScalars)
    guard !scalars.isEmpty else { return .blocked(.empty) }
    guard let colon = scalars.firstIndex(where: { $0 == ":" || $0 == "/" || $0 == "?" || $0 == "#" }),
      scalars[colon] == ":", colon > 0
    else { return .blocked(.missingScheme) }
    guard let (name, restStart) = LinkSafetyURLParts.scheme(in: scalars), restStart == colon + 1 else {
      let prefix = LinkSafetyURLParts.string(scalars[..<colon])
      let disguised = Self.disguisedScheme(prefix)
      return .blocked(Self.neverAllowedSchemes.contains(disguised) ? .forbiddenScheme(disguised) : .invalidScheme(prefix))
    }
    if Self.neverAllowedSchemes.contains(name) { return .blocked(.forbiddenScheme(name)) }
    guard allowedSchemes.contains(name) else { return .blocked(.schemeNotAllowed(name)) }
    let rest = scalars[restStart...]
    if rest.contains(where: LinkSafety.isSpaceOrControl) { return .blocked(.invalidCharacters) }
    if LinkSafetyURLParts.specialSchemes.contains(name) {
      let parts = LinkSafetyURLParts(cleaned, requiresSlashes: false)
      guard let host = parts.host, Punycode.asciiHost(host) != nil || LinkSafety.ipv6Literal(host) != nil else {
        return .blocked(.invalidHost)
      }
    }
    return .allowed(name + ":" + LinkSafetyURLParts.string(rest))
  }

  /// Whether the e-mail `address` may be opened as a `mailto:` link, and that link.
  ///
  /// The domain (after the last `@`) is converted to its ASCII form (``Punycode/asciiHost(_:)``); the
  /// local part is percent-encoded except for letters, digits and `-._~!$'()*+;=`, so characters such
  /// as `?`, `&`, `,` and `%` cannot add headers or recipients. Blocked when `mailto` is not allowed,
  /// the address is too long, lacks a local part or a valid domain, or contains white space or controls.
  public func decision(forEmailAddress address: String) -> LinkActivationDecision {
    guard allows(scheme: "mailto") else { return .blocked(.schemeNotAllowed("mailto")) }
    guard TokenLimits.isWithinURLLimit(address) else {
      return .blocked(.tooLong(length: address.utf16.count, limit: TokenLimits.maximumURLLength))
    }
    guard !address.isEmpty else { return .blocked(.empty) }
    if address.unicodeScalars.contains(where: LinkSafety.isSpaceOrControl) { return .blocked(.invalidCharacters) }
    guard let at = address.lastIndex(of: "@"), at > address.startIndex,
      let domain = Punycode.asciiHost(String(address[address.index(after: at)...]))
    else { return .blocked(.invalidHost) }
    return .allowed("mailto:" + Self.percentEncodedLocalPart(address[..<at]) + "@" + domain)
  }

  /// The local part with every byte outside `A-Z a-z 0-9 -._~!$'()*+;=` percent-encoded as UTF-8.
  static func percentEncodedLocalPart(_ local: Substring) -> String {
    let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$'()*+;=".utf8)
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in local.utf8 {
      if kept.contains(byte) {
        bytes.append(byte)
      } else {
        bytes.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
