/// The character classes of linkify-it's grammar: Unicode punctuation (P), separators (Z) and
/// controls (Cc), and the "pseudo-letter" (anything else except `<`, `>` and `｜`).
///
/// The BMP classes come from a 64 KiB table made once from the generated Unicode classes; astral
/// characters are classified when met (they are rare in URLs).
enum URLLinkifyCharacters {
  static let punctuation: UInt8 = 1
  static let separator: UInt8 = 2
  static let control: UInt8 = 4

  /// Class flags of every BMP code unit (surrogates read as letters).
  ///
  /// "The linkify class table from the generated classes": punctuation (P) is read from
  /// ``UnicodeClasses``' generated BMP table, and the separators (Z: `Zs`, `Zl`, `Zp`) and
  /// controls (`Cc`) of the BMP are the short fixed lists below (Unicode keeps `Cc` fixed, and the
  /// BMP's separators have not changed since Unicode 6.3). Asking the standard library for the
  /// general category of all 65,536 code points instead took about 2.5 ms, a tenth of an
  /// `interactionkit tokens --profile linkify` process on 10 MB. `DetectionFastPathTests`
  /// checks the table against ``flags(of:)`` for every BMP scalar.
  static let table: [UInt8] = UnicodeClasses.withTable { classes in
    [UInt8](unsafeUninitializedCapacity: 0x10000) { table, initialized in
      for value in 0..<0x10000 {
        table[value] = classes.bmp[value].intersects(.punctuation) ? punctuation : 0
      }
      for value in 0x00...0x1F { table[value] = control }
      for value in 0x7F...0x9F { table[value] = control }
      for value in bmpSeparators { table[value] = separator }
      initialized = 0x10000
    }
  }

  /// The BMP's separators (general categories `Zs`, `Zl`, `Zp`).
  static let bmpSeparators: [Int] = [0x20, 0xA0, 0x1680] + Array(0x2000...0x200A) + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000]

  /// The flags of one scalar. (Kept out of line: reading Unicode properties costs a metadata
  /// lookup on entry to any function that does it.)
  @inline(never)
  static func flags(of scalar: Unicode.Scalar) -> UInt8 {
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      return punctuation
    case .spaceSeparator, .lineSeparator, .paragraphSeparator: return separator
    case .control: return control
    default: return 0
    }
  }

  /// ASCII punctuation in Unicode's sense (P): ASCII punctuation and symbols minus `$+<=>^`|~`.
  static var asciiPunctuation: URLCharacterSet { URLCharacterSet(low: 0x8c00_f7ee_0000_0000, high: 0x2800_0000_b800_0001) }

  /// The flags of an ASCII character.
  @inline(__always)
  static func asciiFlags(_ c: UInt16) -> UInt8 {
    if c < 0x20 || c == 0x7F { return control }
    if c == 0x20 { return separator }
    return asciiPunctuation.contains(c) ? punctuation : 0
  }

  /// The flags and length of the character at `i` (a surrogate pair is one character).
  @inline(__always)
  static func flags(_ u: URLUnits, _ i: Int) -> (flags: UInt8, length: Int) {
    let c = u[i]
    if c < 0x80 { return (asciiFlags(c), 1) }
    if URLCharacterClass.isHighSurrogate(c), i + 1 < u.count, URLCharacterClass.isLowSurrogate(u[i + 1]) {
      let value = 0x10000 + ((UInt32(c) - 0xD800) << 10) + (UInt32(u[i + 1]) - 0xDC00)
      return (Unicode.Scalar(value).map(flags(of:)) ?? 0, 2)
    }
    return (table[Int(c)], 1)
  }

  /// The flags and length of the character that ends right before `i` (`i > 0`).
  @inline(__always)
  static func flags(_ u: URLUnits, before i: Int) -> (flags: UInt8, length: Int) {
    let c = u[i - 1]
    if c < 0x80 { return (asciiFlags(c), 1) }
    if URLCharacterClass.isLowSurrogate(c), i >= 2, URLCharacterClass.isHighSurrogate(u[i - 2]) {
      return flags(u, i - 2)
    }
    return (table[Int(c)], 1)
  }

  /// A separator or control (linkify-it's `ZCc`); these are all in the BMP.
  @inline(__always)
  static func isSpaceOrControl(_ c: UInt16) -> Bool {
    if c < 0x80 { return c <= 0x20 || c == 0x7F }
    return table[Int(c)] & (separator | control) != 0
  }

  /// linkify-it's text separators `<`, `>` and `｜` (U+FF5C).
  @inline(__always)
  static func isTextSeparator(_ c: UInt16) -> Bool { c == 0x3C || c == 0x3E || c == 0xFF5C }

  /// Whether the character at `i` is a pseudo-letter (not P, Z, Cc or a text separator).
  @inline(__always)
  static func isPseudoLetter(_ u: URLUnits, _ i: Int) -> (isLetter: Bool, length: Int) {
    let c = u[i]
    if c < 0x80 { return (asciiPseudoLetters.contains(c), 1) }
    let (flags, length) = flags(u, i)
    return (flags == 0 && !isTextSeparator(c), length)
  }

  /// The ASCII pseudo-letters: letters, digits and `$+=^`|~`.
  static var asciiPseudoLetters: URLCharacterSet { URLCharacterSet(low: 0x23ff_0810_0000_0000, high: 0x57ff_ffff_47ff_fffe) }
  /// The ASCII characters of a fuzzy host run: pseudo-letters, `-` and `.`.
  static var asciiHostRun: URLCharacterSet { URLCharacterSet(low: 0x23ff_6810_0000_0000, high: 0x57ff_ffff_47ff_fffe) }
  /// The ASCII characters that are a path token on their own (any printable character but
  /// `[](){}"'.-,;!?<>`, which have rules of their own).
  static var asciiPlainPath: URLCharacterSet { URLCharacterSet(low: 0x27ff_8c78_0000_0000, high: 0x57ff_ffff_d7ff_ffff) }

  /// Characters a fuzzy link may not start with even though they are pseudo-letters.
  static var fuzzyLinkForbiddenFirst: URLCharacterSet { URLCharacterSet(low: 0x2000_0810_0000_0000, high: 0x1000_0001_4000_0000) }
  /// Characters before a fuzzy link that allow it besides P, Z and Cc.
  static var fuzzyLinkAllowedBefore: URLCharacterSet { URLCharacterSet(low: 0x7000_0810_0000_0000, high: 0x1000_0001_4000_0000) }
  /// Punctuation before a fuzzy link that forbids it.
  static var fuzzyLinkForbiddenBefore: URLCharacterSet { URLCharacterSet(low: 0x400_e000_0000_0000, high: 0x8000_0001) }
  /// Characters of an e-mail name (`"` not first).
  static var emailName: URLCharacterSet { URLCharacterSet(low: 0x2fff_7854_0000_0000, high: 0x7ff_fffe_87ff_fffe) }
  /// Characters of user info before `@` in a schema link are anything but ZCc and these.
  static var authForbidden: URLCharacterSet { URLCharacterSet(low: 0x8300_0000_0000, high: 0x2800_0001) }
  /// Characters after `..` that keep dots inside a path.
  static var afterDots: URLCharacterSet { URLCharacterSet(low: 0x3ff_8060_0000_0000, high: 0x7ff_fffe_07ff_fffe) }
}
