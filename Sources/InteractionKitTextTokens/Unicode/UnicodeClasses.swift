/// The Unicode character classes the social-token matchers need, as 16 flag bits per scalar.
///
/// The Basic Multilingual Plane is tabulated once per process (128 KiB, built on first use from
/// the standard library's Unicode properties), so classifying a scalar in a hot
/// loop is one array read; astral scalars (rare in practice) are classified on the fly from the same properties.
/// The table is immutable after construction and therefore safe to share between threads.
struct UnicodeClasses: Sendable {
  /// The classes of one scalar, as bits (plain bit operations keep the inner loops cheap even
  /// in unoptimized builds).
  struct Flags: Sendable, Equatable {
    let rawValue: UInt16

    /// General category L* (Lu, Ll, Lt, Lm, Lo).
    static let letter = Flags(rawValue: 1 << 0)
    /// General category M* (Mn, Mc, Me).
    static let mark = Flags(rawValue: 1 << 1)
    /// General category Nd.
    static let decimalNumber = Flags(rawValue: 1 << 2)
    /// General category Pc (`_`, `‿`, `＿` …).
    static let connectorPunctuation = Flags(rawValue: 1 << 3)
    /// The White_Space property.
    static let whitespace = Flags(rawValue: 1 << 4)
    /// General category P* (any punctuation).
    static let punctuation = Flags(rawValue: 1 << 5)
    /// twitter-text's extra hashtag characters: `_` ZWNJ ZWJ ꙾ ־ ׳ ״ ～ 〜 ゛ ゜ ゠ ・ 〃 ་ ༌ ·.
    static let hashtagSpecial = Flags(rawValue: 1 << 6)
    /// twitter-text's "Latin accent" characters, which may not follow a mention.
    static let latinAccent = Flags(rawValue: 1 << 7)
    /// A scalar that NFKC normalization and lower-casing leave alone in any context: it does not
    /// change under NFKC case folding or lower-casing, has combining class 0, is no mark and no
    /// conjoining Hangul jamo (so it cannot compose with a neighbour). A tag made only of such
    /// scalars is its own normalized value.
    static let normalizationStable = Flags(rawValue: 1 << 8)

    /// Letters and marks: what the hashtag rules count as "a letter".
    static let letterOrMark = Flags(rawValue: letter.rawValue | mark.rawValue)
    /// A twitter-text hashtag body character.
    static let twitterHashtagBody = Flags(
      rawValue: letter.rawValue | mark.rawValue | decimalNumber.rawValue | hashtagSpecial.rawValue)
    /// Ruby's Unicode `[[:word:]]`: letters, marks, decimal numbers and connector punctuation.
    static let word = Flags(
      rawValue: letter.rawValue | mark.rawValue | decimalNumber.rawValue | connectorPunctuation.rawValue)
    /// What a federated mention's domain labels are made of: letters, marks, decimal digits.
    static let domain = Flags(rawValue: letter.rawValue | mark.rawValue | decimalNumber.rawValue)

    /// Whether any of `other`'s bits is set.
    @inline(__always)
    func intersects(_ other: Flags) -> Bool { rawValue & other.rawValue != 0 }

    /// The union of two flag sets.
    @inline(__always)
    func union(_ other: Flags) -> Flags { Flags(rawValue: rawValue | other.rawValue) }
  }

  /// A view of the BMP table for the duration of a scan; copying it costs no reference counting.
  struct Table {
    let bmp: UnsafeBufferPointer<Flags>

    /// The flags of a scalar value (none for values that are not scalars).
    @inline(__always)
    func flags(_ value: UInt32) -> Flags {
      value < 0x10000 ? bmp[Int(value)] : UnicodeClasses.computeFlags(value)
    }
  }

  /// The flags of every BMP scalar (surrogate code points have none).
  let bmp: [Flags]

  /// The process-wide table.
  static let shared = UnicodeClasses()

  private init() {
    var table = [Flags](repeating: Flags(rawValue: 0), count: 0x10000)
    for value in 0..<UInt32(0x10000) {
      table[Int(value)] = Self.computeFlags(value)
    }
    bmp = table
  }

  /// Runs `body` with a view of the table.
  static func withTable<Result>(_ body: (Table) -> Result) -> Result {
    shared.bmp.withUnsafeBufferPointer { body(Table(bmp: $0)) }
  }

  /// Classifies one scalar value from the standard library's Unicode properties.
  static func computeFlags(_ value: UInt32) -> Flags {
    guard let scalar = Unicode.Scalar(value) else { return Flags(rawValue: 0) }
    let properties = scalar.properties
    let category = properties.generalCategory
    // The big uniform blocks (CJK ideographs, Hangul syllables: letters that normalization and
    // lower-casing leave alone) and unassigned or private-use code points need no further look-ups;
    // this halves the time to build the table.
    switch (category, value) {
    case (.otherLetter, 0x3400...0x4DBF), (.otherLetter, 0x4E00...0x9FFF), (.otherLetter, 0xAC00...0xD7A3):
      return Flags.letter.union(.normalizationStable)
    case (.unassigned, _), (.privateUse, _), (.surrogate, _):
      return Flags(rawValue: 0)
    default:
      break
    }
    var flags: Flags
    switch category {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      flags = .letter
    case .nonspacingMark, .spacingMark, .enclosingMark:
      flags = .mark
    case .decimalNumber:
      flags = .decimalNumber
    case .connectorPunctuation:
      flags = Flags.connectorPunctuation.union(.punctuation)
    case .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
      .otherPunctuation:
      flags = .punctuation
    default:
      flags = Flags(rawValue: 0)
    }
    if properties.isWhitespace { flags = flags.union(.whitespace) }
    if isHashtagSpecial(value) { flags = flags.union(.hashtagSpecial) }
    if isLatinAccent(value) { flags = flags.union(.latinAccent) }
    let isConjoiningJamo =
      (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value)
      || (0xD7B0...0xD7FF).contains(value)
    let isJoiner = value == 0x200C || value == 0x200D
    if isJoiner
      || (!flags.intersects(.mark) && !isConjoiningJamo && properties.canonicalCombiningClass.rawValue == 0
        && !properties.changesWhenNFKCCaseFolded && !properties.changesWhenLowercased)
    {
      flags = flags.union(.normalizationStable)
    }
    return flags
  }
  /// twitter-text's list of extra hashtag characters.
  static func isHashtagSpecial(_ value: UInt32) -> Bool {
    switch value {
    case 0x005F, 0x200C, 0x200D, 0xA67E, 0x05BE, 0x05F3, 0x05F4, 0xFF5E, 0x301C, 0x309B, 0x309C, 0x30A0, 0x30FB,
      0x3003, 0x0F0B, 0x0F0C, 0x00B7:
      true
    default:
      false
    }
  }

  /// twitter-text's Latin accent ranges (Latin-1 letters, Latin Extended-A/B, some IPA letters,
  /// combining diacritics and Latin Extended Additional).
  static func isLatinAccent(_ value: UInt32) -> Bool {
    switch value {
    case 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x024F, 0x0253, 0x0254, 0x0256, 0x0257, 0x0259, 0x025B, 0x0263,
      0x0268, 0x026F, 0x0272, 0x0289, 0x028B, 0x02BB, 0x0300...0x036F, 0x1E00...0x1EFF:
      true
    default:
      false
    }
  }
}
