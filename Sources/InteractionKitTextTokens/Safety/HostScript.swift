/// The writing system of a character in a host name, as far as link-safety checks need it.
///
/// A simplified form of the Unicode Script property (UAX #24) for the scripts that appear in
/// domain names: ``common`` covers digits, punctuation, symbols and emoji that every script uses,
/// ``inherited`` covers combining marks and joiners that take the script of the letter before them,
/// and ``unknown`` is any letter or mark of a script not listed here. A few characters follow their
/// Script_Extensions value instead (the Arabic harakat are ``arabic``; the Japanese prolonged
/// sound mark `ー` is ``common``). Classification uses code point ranges, so it is deterministic and
/// independent of the platform's Unicode tables.
public enum HostScript: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  /// Digits, punctuation, symbols and emoji used with every script.
  case common
  /// Combining marks, variation selectors and joiners: the script of the preceding letter.
  case inherited
  /// Latin letters (ASCII and the Latin extensions, fullwidth forms).
  case latin
  /// Greek.
  case greek
  /// Cyrillic.
  case cyrillic
  /// Armenian.
  case armenian
  /// Hebrew.
  case hebrew
  /// Arabic.
  case arabic
  /// Syriac.
  case syriac
  /// Thaana.
  case thaana
  /// N'Ko.
  case nko
  /// Devanagari.
  case devanagari
  /// Bengali.
  case bengali
  /// Gurmukhi.
  case gurmukhi
  /// Gujarati.
  case gujarati
  /// Oriya.
  case oriya
  /// Tamil.
  case tamil
  /// Telugu.
  case telugu
  /// Kannada.
  case kannada
  /// Malayalam.
  case malayalam
  /// Sinhala.
  case sinhala
  /// Thai.
  case thai
  /// Lao.
  case lao
  /// Tibetan.
  case tibetan
  /// Myanmar.
  case myanmar
  /// Georgian.
  case georgian
  /// Hangul (Korean syllables and jamo).
  case hangul
  /// Ethiopic.
  case ethiopic
  /// Cherokee.
  case cherokee
  /// Unified Canadian Aboriginal Syllabics.
  case canadianAboriginal
  /// Khmer.
  case khmer
  /// Mongolian.
  case mongolian
  /// Hiragana.
  case hiragana
  /// Katakana (including halfwidth forms).
  case katakana
  /// Bopomofo.
  case bopomofo
  /// Han ideographs (CJK unified, compatibility and extensions, radicals).
  case han
  /// Yi.
  case yi
  /// A letter or mark of a script this classification does not list.
  case unknown

  /// The script of `scalar`.
  ///
  /// Scalars outside the listed ranges are ``unknown`` when they are letters or marks and
  /// ``common`` otherwise (digits, punctuation, symbols).
  public init(_ scalar: Unicode.Scalar) {
    if let script = Self.lookUp(scalar.value) {
      self = script
      return
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark:
      self = .unknown
    default:
      self = .common
    }
  }

  /// Whether the script is shared by all others (``common`` or ``inherited``) and so never makes a
  /// label mixed-script.
  public var isShared: Bool { self == .common || self == .inherited }

  /// The scripts of the scalars of `label`, without ``common`` and ``inherited``.
  public static func scripts(of label: some StringProtocol) -> Set<HostScript> {
    var result: Set<HostScript> = []
    for scalar in label.unicodeScalars {
      let script = HostScript(scalar)
      if !script.isShared { result.insert(script) }
    }
    return result
  }

  /// Whether one label may use all of `scripts` together under the "highly restrictive" level of
  /// UTS #39 (Unicode Security Mechanisms, section 5.2).
  ///
  /// Allowed: a single script; or a subset of one of the CJK writing systems, each of which may
  /// include Latin: Japanese (Latin, Han, Hiragana, Katakana), Chinese (Latin, Han, Bopomofo) and
  /// Korean (Latin, Han, Hangul). Anything else, such as Latin with Cyrillic or Greek, is mixed.
  public static func isHighlyRestrictive(_ scripts: Set<HostScript>) -> Bool {
    let scripts = scripts.filter { !$0.isShared }
    if scripts.count <= 1 { return true }
    return allowedCombinations.contains { scripts.isSubset(of: $0) }
  }

  /// The script combinations UTS #39 allows in one label besides single scripts.
  public static let allowedCombinations: [Set<HostScript>] = [
    [.latin, .han, .hiragana, .katakana],
    [.latin, .han, .bopomofo],
    [.latin, .han, .hangul],
  ]

  /// The order of declaration, so sorted script lists are deterministic.
  public static func < (lhs: HostScript, rhs: HostScript) -> Bool {
    order(lhs) < order(rhs)
  }

  private static func order(_ script: HostScript) -> Int {
    allCases.firstIndex(of: script) ?? allCases.count
  }

  /// The script's name, as in the case name (`"latin"`, `"han"`).
  public var description: String { rawValue }

  /// Binary search in ``ranges``.
  static func lookUp(_ value: UInt32) -> HostScript? {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = ranges[mid]
      if value < range.lower {
        high = mid - 1
      } else if value > range.upper {
        low = mid + 1
      } else {
        return range.script
      }
    }
    return nil
  }
}
