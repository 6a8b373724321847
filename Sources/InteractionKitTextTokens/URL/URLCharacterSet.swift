/// A set of ASCII code units stored as two 64-bit masks, for constant-time membership tests in
/// the scanners' inner loops (no `Character` or `String` work).
struct URLCharacterSet: Sendable, Equatable {
  let low: UInt64
  let high: UInt64

  /// The set of the ASCII characters in `members` (non-ASCII characters are ignored).
  init(_ members: String) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for unit in members.utf16 where unit < 128 {
      if unit < 64 { low |= 1 << UInt64(unit) } else { high |= 1 << UInt64(unit - 64) }
    }
    self.low = low
    self.high = high
  }

  /// A set given by its masks (bit `c` of `low` for `c` < 64, bit `c - 64` of `high` below 128).
  init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// The union of two sets.
  func union(_ other: URLCharacterSet) -> URLCharacterSet {
    URLCharacterSet(low: low | other.low, high: high | other.high)
  }

  /// Whether `unit` is one of the set's ASCII characters.
  @inline(__always)
  func contains(_ unit: UInt16) -> Bool {
    if unit < 64 { return (low >> UInt64(unit)) & 1 == 1 }
    if unit < 128 { return (high >> UInt64(unit - 64)) & 1 == 1 }
    return false
  }

  // The sets the scanners use, as mask literals so that the inner loops read constants (no lazy
  // global initialisation). `URLCharacterSetTests` checks every mask against `memberLists`.

  /// ASCII letters and digits.
  static var alphanumerics: URLCharacterSet { URLCharacterSet(low: 0x3ff_0000_0000_0000, high: 0x7ff_fffe_07ff_fffe) }
}

/// Character classes shared by the URL and e-mail grammars, on UTF-16 code units.
enum URLCharacterClass {
  @inline(__always) static func isDigit(_ u: UInt16) -> Bool { u &- 0x30 < 10 }
  @inline(__always) static func isLetter(_ u: UInt16) -> Bool { (u | 0x20) &- 0x61 < 26 }
  @inline(__always) static func isAlphanumeric(_ u: UInt16) -> Bool { isLetter(u) || isDigit(u) }
  @inline(__always) static func lowercased(_ u: UInt16) -> UInt16 { u &- 0x41 < 26 ? u | 0x20 : u }
  @inline(__always) static func isHighSurrogate(_ u: UInt16) -> Bool { u & 0xFC00 == 0xD800 }
  @inline(__always) static func isLowSurrogate(_ u: UInt16) -> Bool { u & 0xFC00 == 0xDC00 }

  /// Unicode `White_Space` (the property, not the category).
  @inline(__always)
  static func isWhiteSpace(_ u: UInt16) -> Bool {
    if u < 0x80 { return u == 0x20 || (u &- 0x09 < 5) }
    switch u {
    case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
    default: return false
    }
  }

  /// Bidirectional formatting marks (ALM, LRM, RLM, LRE…RLO, LRI…PDI).
  @inline(__always)
  static func isDirectionalMark(_ u: UInt16) -> Bool {
    u == 0x061C || u == 0x200E || u == 0x200F || (u &- 0x202A < 5) || (u &- 0x2066 < 4)
  }

  /// The Latin letters with diacritics that twitter-text accepts in paths and ASCII domains.
  @inline(__always)
  static func isLatinAccent(_ u: UInt16) -> Bool {
    switch u {
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x253, 0x254, 0x256, 0x257, 0x259, 0x25B, 0x263, 0x268, 0x26F,
      0x272, 0x289, 0x28B, 0x2BB, 0x300...0x36F, 0x1E00...0x1EFF:
      return true
    default: return false
    }
  }

  /// The Unicode `Cyrillic` script (BMP part).
  @inline(__always)
  static func isCyrillic(_ u: UInt16) -> Bool {
    switch u {
    case 0x400...0x484, 0x487...0x52F, 0x1C80...0x1C88, 0x1D2B, 0x1D78, 0x2DE0...0x2DFF, 0xA640...0xA69F, 0xFE2E, 0xFE2F:
      return true
    default: return false
    }
  }

  /// RFC 3987 `ucschar`: the non-ASCII characters an IRI may contain.
  static func isUCSCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF: return true
    case 0x10000...0xDFFFF: return value & 0xFFFF <= 0xFFFD
    case 0xE1000...0xEFFFD: return true
    default: return false
    }
  }

  /// RFC 3987 `iprivate`: the private-use characters an IRI's query may contain (U+E000…U+F8FF and
  /// planes 15 and 16 but their last two code points).
  static func isPrivateUse(_ value: UInt32) -> Bool {
    switch value {
    case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: return true
    default: return false
    }
  }

  /// Decodes the scalar at `i` (a lone surrogate reads as itself, length 1).
  @inline(__always)
  static func scalarValue(_ u: URLUnits, _ i: Int) -> (value: UInt32, length: Int) {
    let c = u[i]
    if isHighSurrogate(c), i + 1 < u.count, isLowSurrogate(u[i + 1]) {
      return (0x10000 + ((UInt32(c) - 0xD800) << 10) + (UInt32(u[i + 1]) - 0xDC00), 2)
    }
    return (UInt32(c), 1)
  }

  /// Whether `u[start..<end]` equals the lower-case ASCII `word`, ignoring ASCII case.
  @inline(__always)
  static func matchesASCII(_ u: URLUnits, at start: Int, _ word: [UInt16]) -> Bool {
    guard start >= 0, start + word.count <= u.count else { return false }
    for k in 0..<word.count where lowercased(u[start + k]) != word[k] { return false }
    return true
  }
}

extension URLCharacterSet {
  /// Every named set with the characters it stands for, so a test can check the mask literals.
  static var memberLists: [(set: URLCharacterSet, members: String)] {
    [
      (URLCharacterSet.alphanumerics, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
      (URLTwitterCharacters.generalPath, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "!*';:=+,.$/%#[]-_~&|@"),
      (URLTwitterCharacters.pathEnding, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "=_#/+-"),
      (URLTwitterCharacters.query, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "!?*'();:&=+$/%#[]-_.,~|@"),
      (URLTwitterCharacters.queryEnding, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "_&=#/-"),
      (URLTwitterCharacters.mastodonPathExcluded, "<>()?"),
      (URLTwitterCharacters.mastodonEndingExcluded, "()?!*\"'<>;:=,.$%[]~&|@"),
      (URLTwitterCharacters.withoutSchemeInvalidBefore, "-_./"),
      (URLTwitterCharacters.tldFollowerInvalid, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "@+-"),
      (URLTwitterCharacters.invalidBefore, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "@$#"),
      (URLLinkifyCharacters.asciiPunctuation, "!\"#%&'()*,-./:;?@[\\]_{}"),
      (URLLinkifyCharacters.asciiPseudoLetters, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "$+=^`|~"),
      (URLLinkifyCharacters.asciiHostRun, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "$+=^`|~.-"),
      (URLLinkifyCharacters.asciiPlainPath, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "#$%&*+/:=@\\^_`|~"),
      (URLLinkifyCharacters.fuzzyLinkForbiddenFirst, "$+=^`|"),
      (URLLinkifyCharacters.fuzzyLinkAllowedBefore, "$+<=>^`|"),
      (URLLinkifyCharacters.fuzzyLinkForbiddenBefore, ".:/-_@"),
      (URLLinkifyCharacters.emailName, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "-;:&=+$,.\"_"),
      (URLLinkifyCharacters.authForbidden, "@/[]()"),
      (URLLinkifyCharacters.afterDots, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "%/&"),
      (StandardEmailScanner.localSymbols, "._%+-"),
      (StandardEmailScanner.forbiddenBefore, "@/\\"),
      (StandardEmailScanner.forbiddenAfter, "@-_"),
      (TwitterURLScanner.nodeExcluded, "\"&'/:<>@?"),
    ]
  }
}
