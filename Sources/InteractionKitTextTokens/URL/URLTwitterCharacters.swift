/// The character classes of twitter-text's URL grammar, and Mastodon's changes to them.
///
/// Restated from twitter-text's documented rules (Apache-2.0) and Mastodon's rules in words:
/// - a domain character is anything but ASCII punctuation, white space, controls, directional
///   marks and the invalid characters U+FFFE, U+FEFF, U+FFFF; labels may also hold `-` (and `_`
///   in subdomains);
/// - a URL may not follow an ASCII letter or digit, `@`, `＠`, `$`, `#`, `＃` or an invalid
///   character;
/// - twitter paths use ASCII letters, digits and `!*';:=+,.$/%#[]-_~&|@`, Cyrillic, Latin accents
///   and the en dash, and must end in a letter, digit, Cyrillic, Latin accent or `=_#/+-`;
/// - twitter queries use ASCII letters, digits and `!?*'@();:&=+$/%#[]-_.,~|`, and must end in a
///   letter, digit or `_&=#/-`;
/// - Mastodon paths use anything but white space and `<>()?`, and must not end in white space or
///   `()?!*"'「」<>;:=,.$%[]~&|@` (a parenthesis group ends a path only when twitter-text's rules
///   accept it); its queries also accept `^` (not as the last character), RFC 3987 `ucschar` and
///   `iprivate` (anywhere, the last character included).
enum URLTwitterCharacters {
  static var generalPath: URLCharacterSet { URLCharacterSet(low: 0x2fff_fcfa_0000_0000, high: 0x57ff_fffe_afff_ffff) }
  static var pathEnding: URLCharacterSet { URLCharacterSet(low: 0x23ff_a808_0000_0000, high: 0x7ff_fffe_87ff_fffe) }
  static var query: URLCharacterSet { URLCharacterSet(low: 0xafff_fffa_0000_0000, high: 0x57ff_fffe_afff_ffff) }
  static var mastodonQuery: URLCharacterSet { URLCharacterSet(low: 0xafff_fffa_0000_0000, high: 0x57ff_fffe_efff_ffff) }
  static var queryEnding: URLCharacterSet { URLCharacterSet(low: 0x23ff_a048_0000_0000, high: 0x7ff_fffe_87ff_fffe) }
  static var mastodonPathExcluded: URLCharacterSet { URLCharacterSet(low: 0xd000_0300_0000_0000, high: 0x0) }
  static var mastodonEndingExcluded: URLCharacterSet { URLCharacterSet(low: 0xfc00_57f6_0000_0000, high: 0x5000_0000_2800_0001) }
  static var withoutSchemeInvalidBefore: URLCharacterSet { URLCharacterSet(low: 0xe000_0000_0000, high: 0x8000_0000) }
  static var tldFollowerInvalid: URLCharacterSet { URLCharacterSet(low: 0x3ff_2800_0000_0000, high: 0x7ff_fffe_07ff_ffff) }
  static var invalidBefore: URLCharacterSet { URLCharacterSet(low: 0x3ff_0018_0000_0000, high: 0x7ff_fffe_07ff_ffff) }

  /// A character that may appear in a domain label (twitter-text's `valid_domain_chars`).
  @inline(__always)
  static func isDomainCharacter(_ u: UInt16) -> Bool {
    // The ASCII domain characters are the letters and digits: every other printable character is punctuation.
    if u < 0x80 { return URLCharacterClass.isAlphanumeric(u) }
    return isNonASCIIDomainCharacter(u)
  }

  /// ``isDomainCharacter(_:)`` for a unit of U+0080 or above (kept out of line: it is rare).
  @inline(never)
  static func isNonASCIIDomainCharacter(_ u: UInt16) -> Bool {
    if u == 0xFFFE || u == 0xFEFF || u == 0xFFFF { return false }
    return !URLCharacterClass.isWhiteSpace(u) && !URLCharacterClass.isDirectionalMark(u) && u != 0x180E
  }

  /// Whether a URL may start right after `u`.
  @inline(__always)
  static func mayPrecedeURL(_ u: UInt16) -> Bool {
    if u < 0x80 { return !invalidBefore.contains(u) }
    return u != 0xFF20 && u != 0xFF03 && u != 0xFFFE && u != 0xFEFF && u != 0xFFFF
  }

  /// twitter-text's general path character.
  @inline(__always)
  static func isTwitterPath(_ u: UInt16) -> Bool {
    if u < 0x80 { return generalPath.contains(u) }
    return u == 0x2013 || URLCharacterClass.isCyrillic(u) || URLCharacterClass.isLatinAccent(u)
  }

  /// twitter-text's path-ending character.
  @inline(__always)
  static func isTwitterPathEnding(_ u: UInt16) -> Bool {
    if u < 0x80 { return pathEnding.contains(u) }
    return URLCharacterClass.isCyrillic(u) || URLCharacterClass.isLatinAccent(u)
  }

  /// Mastodon's path character.
  @inline(__always)
  static func isMastodonPath(_ u: UInt16) -> Bool {
    !URLCharacterClass.isWhiteSpace(u) && !mastodonPathExcluded.contains(u)
  }

  /// Mastodon's path-ending character.
  @inline(__always)
  static func isMastodonPathEnding(_ u: UInt16) -> Bool {
    !URLCharacterClass.isWhiteSpace(u) && !mastodonEndingExcluded.contains(u) && u != 0x300C && u != 0x300D
  }
}
