/// How hashtag tokens (`#topic`, `＃topic`) are recognized and normalized.
///
/// Two grammars are built in, selected by ``syntax``; both need at least one letter (a Unicode
/// letter or mark) in the tag, so `#123` is no hashtag, and both accept `#` and the full-width `＃`.
///
/// A tag longer than ``maximumTagLength`` UTF-16 units (after its sign) is no hashtag at all:
/// such runs are data (base64, minified code), not tags, and the cap keeps every decision local
/// (at most ``maximumTagLength`` plus four units after the sign are ever read).
public struct HashtagRules: Sendable, Hashable {
  /// The hashtag grammars.
  public enum Syntax: Sendable, Hashable {
    /// twitter-text's hashtags.
    ///
    /// The sign must start the text or follow a character that is not a letter, mark, decimal
    /// digit, one of the extra tag characters or `&` (a variation selector U+FE0E/U+FE0F is
    /// fine, so `✌️#tag` works). It must not be followed by U+FE0F or U+20E3 (keycap `#️⃣`).
    /// The tag is the longest run of letters, marks, decimal digits and the extra characters
    /// `_` ZWNJ ZWJ ꙾ ־ ׳ ״ ～ 〜 ゛ ゜ ゠ ・ 〃 ་ ༌ ·. A tag followed by `#`, `＃` or `://` is
    /// dropped (`#http://x`), as is one inside a URL (by the detector's overlap resolution).
    case twitter
    /// Mastodon's hashtags.
    ///
    /// The sign must start the text or follow white space. The tag starts with a word character
    /// (letter, mark, decimal digit or connector punctuation such as `_`); inside it, the
    /// separators `·`, `・` and ZWNJ are allowed too, but trailing separators are not part of the
    /// tag and a leading one means no match (`#·one` is none). When the tag is followed by `://`,
    /// a trailing `http`/`https` (any case) is removed from it (`#foohttps://x` → `#foo`).
    case mastodon
  }

  /// The grammar.
  public var syntax: Syntax
  /// The longest tag after its sign, in UTF-16 units; longer runs are no hashtag. Default 1,000,
  /// clamped to 1…65,536.
  public var maximumTagLength: Int
  /// Whether the normalized value is also folded to ASCII where a Latin letter has an ASCII base
  /// (`#Café` → `cafe`, `ß` → `ss`), as Mastodon's hashtag normalizer does. Scripts without an
  /// ASCII base keep their marks (`#हिन्दी` is unchanged).
  public var foldsToASCII: Bool

  /// Creates hashtag rules.
  ///
  /// - Parameters:
  ///   - syntax: The grammar.
  ///   - maximumTagLength: The longest tag after the sign; default 1,000 units.
  ///   - foldsToASCII: Whether values are folded to ASCII; default `false`.
  public init(syntax: Syntax, maximumTagLength: Int = 1_000, foldsToASCII: Bool = false) {
    self.syntax = syntax
    self.maximumTagLength = maximumTagLength
    self.foldsToASCII = foldsToASCII
  }

  /// The longest token these rules produce, in UTF-16 units (the sign plus ``maximumTagLength``).
  public var maximumLength: Int { 1 + tagLimit }

  /// ``maximumTagLength`` clamped to 1…65,536.
  var tagLimit: Int { min(65_536, max(1, maximumTagLength)) }
}

extension HashtagRules {
  /// twitter-text's hashtags; values are NFKC-normalized and lower-cased.
  public static let twitter = HashtagRules(syntax: .twitter)

  /// Mastodon's hashtags; values are NFKC-normalized, lower-cased and folded to ASCII.
  public static let mastodon = HashtagRules(syntax: .mastodon, foldsToASCII: true)
}
