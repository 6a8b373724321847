/// How e-mail addresses are recognized.
///
/// Two grammars:
/// - ``Grammar/standard`` (the ``standard`` preset, used by the Mastodon profile): a local part of
///   ASCII letters, digits and `._%+-` or any Unicode letters, marks and digits (at most 64, no
///   leading, trailing or doubled dot, not right after `@` or `/`), `@`, and a host of at least two
///   labels (Unicode letters, marks, digits and inner `-`) whose last label is a known TLD
///   (twitter-text's list) or `xn--…`; the address may not run on into `@`, `-`, `_` or another label.
/// - ``Grammar/linkify`` (the ``linkify`` preset): linkify-it's fuzzy e-mails. The name is
///   1…64 of `a-z A-Z 0-9 - ; : & = + $ , . _` and `"` (not first), written at the start of text or
///   after `<`, `>`, `｜`, `"`, `(`, a space or a control character; the host is an IPv4 address
///   or labels ending in one of linkify-it's fuzzy TLDs, followed by its host terminator.
///
/// With ``recognizesMailtoScheme`` a `mailto:` prefix joins the token (`mailto:a@b.example`), whose
/// value is the address alone. In the linkify grammar a `mailto:` link follows linkify-it's
/// `mailto:` schema: any host, no TLD needed (`mailto:foo@bar`).
///
/// Every host must fit DNS limits (labels ≤ 63, name ≤ 253 characters in punycode form).
public struct EmailRules: Sendable, Hashable {
  /// The rule family an ``EmailRules`` value follows.
  public enum Grammar: String, Sendable, Hashable, CaseIterable {
    /// Plain addresses with a known TLD.
    case standard
    /// linkify-it's fuzzy e-mail grammar and its `mailto:` schema.
    case linkify
  }

  /// The grammar. Default: ``Grammar/standard``.
  public var grammar: Grammar
  /// Whether a `mailto:` prefix is part of the token. Default `true`.
  public var recognizesMailtoScheme: Bool
  /// The longest token these rules produce, in UTF-16 units; longer candidates are dropped.
  /// Clamped to 1…4,096 when used. Default 600 (`mailto:`, a 64-character name, `@` and a
  /// 253-character host, which may take two units per character).
  public var maximumLength: Int

  /// Creates e-mail rules.
  public init(grammar: Grammar = .standard, recognizesMailtoScheme: Bool = true, maximumLength: Int = 600) {
    self.grammar = grammar
    self.recognizesMailtoScheme = recognizesMailtoScheme
    self.maximumLength = maximumLength
  }

  /// ``maximumLength`` clamped to 1…4,096.
  var effectiveMaximumLength: Int { min(4096, max(1, maximumLength)) }
}

extension EmailRules {
  /// Plain addresses with a known TLD (used by the Mastodon profile).
  public static let standard = EmailRules(grammar: .standard)
  /// linkify-it's fuzzy e-mails and `mailto:` links.
  public static let linkify = EmailRules(grammar: .linkify)
}
