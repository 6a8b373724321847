import Foundation

/// Normalizes hashtag values for comparison: NFKC, then lower-casing, then (optionally) folding
/// Latin letters to ASCII.
///
/// ASCII tags (the common case) take a fast path that only lower-cases `A`–`Z`; tags of ASCII and
/// Latin-1 letters (`#Zürich`, `#Ñandú`) are lower-cased and folded letter by letter ("Latin-1 tags
/// without Foundation"); tags made only of normalization-stable scalars (most CJK, Arabic, Hebrew,
/// Indic letters without marks, lower-case Cyrillic …) are used as they are; only the rest goes
/// through Foundation.
enum HashtagNormalization {
  /// The normalized value of a tag's code units (without the sign).
  static func normalize(_ units: UnsafeBufferPointer<UInt16>, foldsToASCII: Bool, classes: UnicodeClasses.Table)
    -> String
  {
    if units.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(units) }
    if let latin1 = latin1Normalized(units, foldsToASCII: foldsToASCII) { return latin1 }
    if isStable(units, foldsToASCII: foldsToASCII, classes: classes) {
      guard units.contains(where: { $0 &- 0x41 < 26 }) else { return String(decoding: units, as: UTF16.self) }
      return String(decoding: units.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF16.self)
    }
    return foundationNormalized(units, foldsToASCII: foldsToASCII)
  }

  /// The normalization the fast paths stand in for, through Foundation: NFKC, lower-casing, then
  /// (optionally) ASCII folding.
  static func foundationNormalized(_ units: UnsafeBufferPointer<UInt16>, foldsToASCII: Bool) -> String {
    let lowered = String(decoding: units, as: UTF16.self).precomposedStringWithCompatibilityMapping.lowercased()
    return foldsToASCII ? asciiFolded(lowered) : lowered
  }

  /// "Latin-1 tags without Foundation": the normalized value of a tag made of ASCII and the
  /// Latin-1 letters U+00C0–U+00FF (all but `×` and `÷`), or `nil` for any other tag.
  ///
  /// Those letters are their own NFKC form (each is precomposed, none has a compatibility
  /// mapping), U+00C0–U+00DE lower-case to U+00E0–U+00FE, and folding turns each lower-case one
  /// into its base letter (its canonical decomposition is an ASCII letter and one combining mark,
  /// which folding drops) or its spelling (`ß`, `æ`, `ð`, `ø`, `þ`): what Foundation's path gives,
  /// about a hundred times faster. Dense text's `#Zürich` tags spent about a tenth of a Mastodon
  /// JSON run in Foundation.
  static func latin1Normalized(_ units: UnsafeBufferPointer<UInt16>, foldsToASCII: Bool) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(units.count &* 2)
    for unit in units {
      if unit < 0x80 {
        let byte = UInt8(truncatingIfNeeded: unit)
        bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        continue
      }
      guard unit >= 0xC0, unit <= 0xFF, unit != 0xD7, unit != 0xF7 else { return nil }
      // U+00C0–U+00DE lower-case by bit 5; `ß` (DF) and the lower-case letters stay.
      let lower = unit < 0xDF ? unit | 0x20 : unit
      if foldsToASCII {
        bytes.append(contentsOf: latin1Spellings[Int(lower &- 0xDF)].utf8)
      } else {
        // U+0080–U+00FF in UTF-8: C2 or C3, then the low six bits.
        bytes.append(contentsOf: [0xC3, 0x80 | UInt8(truncatingIfNeeded: lower & 0x3F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The folded spelling of each lower-case Latin-1 letter from `ß` (U+00DF) to `ÿ` (U+00FF); `÷`
  /// (U+00F7) is no letter and never looked up.
  static let latin1Spellings: [String] = [
    "ss", "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i", "d", "n", "o", "o", "o", "o",
    "o", "", "o", "u", "u", "u", "u", "y", "th", "y",
  ]

  /// Whether every scalar is normalization-stable (and, when folding, outside the Latin blocks
  /// that folding changes).
  static func isStable(_ units: UnsafeBufferPointer<UInt16>, foldsToASCII: Bool, classes: UnicodeClasses.Table) -> Bool
  {
    var index = 0
    while index < units.count {
      let (value, length) = UTF16Scalars.decode(units, at: index)
      if value >= 0x80 {
        guard classes.flags(value).intersects(.normalizationStable) else { return false }
        if foldsToASCII, isFoldableLatin(value) { return false }
      }
      index += length
    }
    return true
  }

  /// Whether a scalar lies in a Latin block that ASCII folding may change.
  @inline(__always)
  static func isFoldableLatin(_ value: UInt32) -> Bool {
    value <= 0x036F || (0x1D00...0x1EFF).contains(value) || (0x2C60...0x2C7F).contains(value)
      || (0xA720...0xA7FF).contains(value) || (0xAB30...0xAB6F).contains(value) || (0xFB00...0xFB06).contains(value)
  }

  /// ASCII units lower-cased into a String.
  static func asciiLowercased(_ units: UnsafeBufferPointer<UInt16>) -> String {
    String(unsafeUninitializedCapacity: units.count) { (buffer: UnsafeMutableBufferPointer<UInt8>) -> Int in
      for (i, unit) in units.enumerated() {
        let byte = UInt8(truncatingIfNeeded: unit)
        buffer[i] = byte &- 0x41 < 26 ? byte | 0x20 : byte
      }
      return units.count
    }
  }

  /// Folds Latin letters to ASCII: combining marks on an ASCII base letter are dropped
  /// (`é` → `e`), and letters without a decomposition are spelled out (`ß` → `ss`, `æ` → `ae`,
  /// `ø` → `o`, `ł` → `l` …). Marks on non-Latin bases are kept, so other scripts are unchanged.
  /// Expects lower-cased input.
  static func asciiFolded(_ string: String) -> String {
    var folded = String.UnicodeScalarView()
    var baseIsASCII = false
    for scalar in string.decomposedStringWithCanonicalMapping.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        folded.append(scalar)
        baseIsASCII = true
      } else if baseIsASCII, UnicodeClasses.computeFlags(value).intersects(.mark) {
        continue
      } else if let spelled = latinSpellings[value] {
        folded.append(contentsOf: spelled.unicodeScalars)
        baseIsASCII = true
      } else {
        folded.append(scalar)
        baseIsASCII = false
      }
    }
    return String(folded).precomposedStringWithCanonicalMapping
  }

  /// Lower-case Latin letters that have no canonical decomposition, with their ASCII spelling.
  static let latinSpellings: [UInt32: String] = [
    0x00DF: "ss", 0x00E6: "ae", 0x00F0: "d", 0x00F8: "o", 0x00FE: "th", 0x0111: "d", 0x0127: "h", 0x0131: "i",
    0x0138: "q", 0x0140: "l", 0x0142: "l", 0x014B: "n", 0x0153: "oe", 0x0167: "t", 0x0180: "b", 0x0183: "b",
    0x0188: "c", 0x018C: "d", 0x0192: "f", 0x0199: "k", 0x019A: "l", 0x019E: "n", 0x01A5: "p", 0x01AB: "t",
    0x01AD: "t", 0x01B4: "y", 0x01B6: "z", 0x01E5: "g", 0x0225: "z", 0x0234: "l", 0x0235: "n", 0x0236: "t",
    0x0237: "j", 0x023C: "c", 0x023F: "s", 0x0240: "z", 0x0247: "e", 0x0249: "j", 0x024D: "r", 0x024F: "y",
    0x0253: "b", 0x0256: "d", 0x0257: "d", 0x0260: "g", 0x0268: "i", 0x026B: "l", 0x0271: "m", 0x0272: "n",
    0x027D: "r", 0x0282: "s", 0x0288: "t", 0x028B: "v", 0x0290: "z", 0x0291: "z",
  ]
}
