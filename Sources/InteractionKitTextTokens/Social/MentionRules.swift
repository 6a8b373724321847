/// How mention tokens (`@user`, `@user/list`, `@user@domain`) are recognized.
///
/// Two grammars are built in, selected by ``syntax``:
///
/// - ``Syntax/twitter`` follows twitter-text's extractor: the at sign (`@` or full-width `＠`)
///   must not follow an ASCII letter, digit or one of `_ ! # $ % & * @ ＠` (except after `RT`/`RT:`);
///   the name is up to ``maximumUsernameLength`` of `[A-Za-z0-9_]` (a longer run yields its first
///   20 units, as twitter-text does); an optional list `/slug` starts with an ASCII letter and has
///   up to ``maximumListSlugLength`` of `[A-Za-z0-9_-]`. A candidate followed by `@`, `＠`, a Latin
///   accented letter or `://` is dropped, so `@test@example.com` is no mention.
/// - ``Syntax/federated`` follows Mastodon: the at sign (`@` only) must not follow a word character
///   (Unicode letter, mark, decimal digit or connector punctuation), `=` or `/`; the user name is
///   `[A-Za-z0-9_]` with `.` and `-` allowed inside (at most ``maximumUsernameLength`` units, longer
///   runs are no mention); an optional `@domain` follows. See ``Syntax/federated`` for the domain.
///
/// Mention values keep the user name as written and lower-case the domain; a twitter list slug is
/// part of the token's text and range (see ``Token/mentionListSlug``).
public struct MentionRules: Sendable, Hashable {
  /// The mention grammars.
  public enum Syntax: Sendable, Hashable {
    /// twitter-text's `@name` and `@name/list-slug`.
    case twitter
    /// Mastodon's `@user` and `@user@domain`.
    ///
    /// The domain is a run of labels made of Unicode letters, marks and decimal digits (so IDN
    /// hosts such as `grå.org` or `慕田峪长城.网址` are accepted as written) and inner hyphens,
    /// joined by single dots. Trailing
    /// dots and hyphens are not part of it (`@a@b.org.` ends before the final dot). A domain must
    /// have at least two labels, its last label must contain a letter, and it may be at most
    /// ``MentionRules/maximumDomainLength`` UTF-16 units long. When the text after the second `@`
    /// is no such domain (`@arnt@invalid`, `@a@1.2`, a 300-unit host), nothing is matched: the
    /// local part alone is followed by `@` and therefore dropped, as in Mastodon's extractor.
    case federated
  }

  /// The grammar.
  public var syntax: Syntax
  /// The longest user name, in UTF-16 units (twitter: 20; federated: 64). Clamped to 1…1,024.
  public var maximumUsernameLength: Int
  /// The longest twitter list slug after its `/`, in UTF-16 units (25). Clamped to 1…1,024.
  public var maximumListSlugLength: Int
  /// The longest federated domain, in UTF-16 units (253, the DNS limit). Clamped to 1…1,024.
  public var maximumDomainLength: Int

  /// Creates mention rules.
  ///
  /// - Parameters:
  ///   - syntax: The grammar.
  ///   - maximumUsernameLength: The longest user name; default 20 (twitter's limit).
  ///   - maximumListSlugLength: The longest list slug; default 25 (twitter's limit).
  ///   - maximumDomainLength: The longest federated domain; default 253.
  public init(
    syntax: Syntax, maximumUsernameLength: Int = 20, maximumListSlugLength: Int = 25, maximumDomainLength: Int = 253
  ) {
    self.syntax = syntax
    self.maximumUsernameLength = maximumUsernameLength
    self.maximumListSlugLength = maximumListSlugLength
    self.maximumDomainLength = maximumDomainLength
  }

  /// The longest token these rules produce, in UTF-16 units.
  ///
  /// Whether a candidate is kept also depends on up to three units after it (`://`).
  public var maximumLength: Int {
    switch syntax {
    case .twitter: 1 + usernameLimit + 1 + listSlugLimit
    case .federated: 1 + usernameLimit + 1 + domainLimit
    }
  }

  /// ``maximumUsernameLength`` clamped to 1…1,024.
  var usernameLimit: Int { Self.clamp(maximumUsernameLength) }
  /// ``maximumListSlugLength`` clamped to 1…1,024.
  var listSlugLimit: Int { Self.clamp(maximumListSlugLength) }
  /// ``maximumDomainLength`` clamped to 1…1,024.
  var domainLimit: Int { Self.clamp(maximumDomainLength) }

  private static func clamp(_ value: Int) -> Int { min(1_024, max(1, value)) }
}

extension MentionRules {
  /// twitter-text's mentions and lists: names of at most 20 units, list slugs of at most 25.
  public static let twitter = MentionRules(syntax: .twitter)

  /// Mastodon's local and federated mentions: user names of at most 64 units, domains of at most 253.
  public static let mastodon = MentionRules(syntax: .federated, maximumUsernameLength: 64)
}
