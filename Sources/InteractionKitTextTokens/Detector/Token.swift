public import Foundation

/// What a token is: the kinds the built-in profiles find, plus custom kinds users register.
public enum TokenKind: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A web address, with or without a scheme.
  case url
  /// An e-mail address.
  case email
  /// A mention: `@user`, or `@user@domain` in the Mastodon profile.
  case mention
  /// A hashtag: `#topic`.
  case hashtag
  /// A cashtag: `$TICKER`.
  case cashtag
  /// A kind registered by the user with a ``CustomTokenMatcher``.
  case custom(String)

  /// The kind's name: `url`, `email`, `mention`, `hashtag`, `cashtag`, or a custom kind's own name.
  public var description: String {
    switch self {
    case .url: "url"
    case .email: "email"
    case .mention: "mention"
    case .hashtag: "hashtag"
    case .cashtag: "cashtag"
    case .custom(let name): name
    }
  }
}

/// The typed meaning of a token.
public enum TokenValue: Hashable, Sendable {
  /// A URL as it should be opened: the scheme is added when the text had none (`http://`), the
  /// host is lower-cased. `string` is that absolute URL; `url` is its Foundation form when Foundation
  /// can represent it.
  case url(string: String, hasExplicitScheme: Bool)
  /// An e-mail address (`mailto:` not included).
  case email(address: String)
  /// A mention: the user name without the at sign, and the domain for federated mentions.
  /// Both are normalized: the user name as written, the domain lower-cased.
  case mention(username: String, domain: String?)
  /// A hashtag without its sign, normalized for comparison (NFKC, then lower-cased).
  case hashtag(normalized: String)
  /// A cashtag without its sign, upper-cased.
  case cashtag(symbol: String)
  /// A custom token's payload, as its matcher produced it.
  case custom(payload: String)
}

extension TokenValue {
  /// The value as text: the URL, the address, the user name (with `@domain` for a federated
  /// mention), the normalized tag, the symbol or the payload.
  public var text: String {
    switch self {
    case .url(let string, _): string
    case .email(let address): address
    case .mention(let username, let domain): domain.map { "\(username)@\($0)" } ?? username
    case .hashtag(let normalized): normalized
    case .cashtag(let symbol): symbol
    case .custom(let payload): payload
    }
  }
}

/// A token found in text: its kind, where it is, what it says and what it means.
///
/// Ranges are UTF-16 offsets (`NSRange`, the currency of text APIs); ``range(in:)`` gives the
/// `String.Index` range in the same string.
///
/// A detector's tokens share the code units they were found in and build ``text`` and ``value``
/// when they are first read (each read builds them again; keep the result when you read them
/// often). Detecting a megabyte of text therefore creates no string per token. Tokens compare and
/// hash by kind, range, text and value, however they were made.
public struct Token: Hashable, Sendable {
  /// The token's kind.
  public var kind: TokenKind
  /// The token's UTF-16 range in the text it was found in.
  public var range: NSRange
  /// Where the text and value come from.
  var content: Content

  /// A token's text and value: built, or read on demand from the scan that found the token.
  enum Content: Sendable {
    /// Given or already built (boxed, so a detector's tokens stay small).
    indirect case built(text: String, value: TokenValue)
    /// The text and value of match `index` of `source`.
    case deferred(source: TokenSource, index: Int)
  }

  /// Creates a token.
  public init(kind: TokenKind, range: NSRange, text: String, value: TokenValue) {
    self.kind = kind
    self.range = range
    self.content = .built(text: text, value: value)
  }

  /// Creates a token whose text and value are read from match `index` of `source` when asked for.
  init(kind: TokenKind, range: NSRange, source: TokenSource, index: Int) {
    self.kind = kind
    self.range = range
    self.content = .deferred(source: source, index: index)
  }

  /// The matched text, exactly as it appears (a lone surrogate reads as U+FFFD).
  public var text: String {
    get {
      switch content {
      case .built(let text, _): text
      case .deferred(let source, let index): source.text(ofMatch: index)
      }
    }
    set { content = .built(text: newValue, value: value) }
  }

  /// The typed value.
  public var value: TokenValue {
    get {
      switch content {
      case .built(_, let value): value
      case .deferred(let source, let index): source.value(ofMatch: index)
      }
    }
    set { content = .built(text: text, value: newValue) }
  }

  /// Calls `body` with the UTF-8 bytes of ``text``.
  ///
  /// A detector's token writes them straight from the code units it was found in, into memory
  /// that lives only during the call, instead of building a `String`: the way to copy many tokens'
  /// text to a file or a pipe.
  ///
  /// - Parameter body: Reads the bytes; they are valid only during the call.
  public func withTextUTF8(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
    switch content {
    case .built(var text, _): try text.withUTF8(body)
    case .deferred(let source, let index): try source.withTextUTF8(ofMatch: index, body)
    }
  }

  /// Calls `body` with the UTF-8 bytes of the text of ``value`` (``TokenValue/text``: the URL, the
  /// address, the user name with `@domain` for a federated mention, the normalized tag, the symbol
  /// or the payload).
  ///
  /// Like ``withTextUTF8(_:)``, a detector's token writes them from its code units when the value
  /// differs from them only by ASCII case and a scheme prefix (as it does for ASCII host names and
  /// tags); other values are built as ``value`` builds them.
  ///
  /// - Parameter body: Reads the bytes; they are valid only during the call.
  public func withValueTextUTF8(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
    switch content {
    case .built(_, let value):
      var text = value.text
      return try text.withUTF8(body)
    case .deferred(let source, let index): return try source.withValueTextUTF8(ofMatch: index, body)
    }
  }

  /// Whether two tokens have the same kind, range, text and value.
  public static func == (lhs: Token, rhs: Token) -> Bool {
    guard lhs.kind == rhs.kind, lhs.range == rhs.range else { return false }
    if case .deferred(let a, let i) = lhs.content, case .deferred(let b, let j) = rhs.content, a === b, i == j {
      // The same match of the same scan: the same text and value, without building them.
      return true
    }
    return lhs.text == rhs.text && lhs.value == rhs.value
  }

  /// Whether `self` and `other` build their text and value by the same recipe from the same
  /// offsets relative to their start, without building either: both read from a scan, with the
  /// same length, recipe parts at the same places and, for custom tokens, equal payloads.
  ///
  /// Two such tokens are equal when they read equal code units, which the caller must know (for
  /// example, tokens of two scans of text that did not change where they lie). Kind and range are
  /// not compared. `false` says nothing: the tokens may still be equal (compare them with `==`).
  func hasSameRecipe(as other: Token) -> Bool {
    guard case .deferred(let source, let index) = content,
      case .deferred(let otherSource, let otherIndex) = other.content
    else { return false }
    return source.hasSameRecipe(ofMatch: index, as: otherSource, match: otherIndex)
  }

  /// Hashes the kind, range and text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(range)
    hasher.combine(text)
  }

  /// The token's range as `String.Index` values in `string` (the string it was found in), or `nil`
  /// when the range does not fall on `Character` boundaries of that string.
  public func range(in string: String) -> Range<String.Index>? {
    Range(range, in: string)
  }

  /// The token moved by `delta` UTF-16 units.
  public func offset(by delta: Int) -> Token {
    var copy = self
    copy.range.location += delta
    return copy
  }
}
