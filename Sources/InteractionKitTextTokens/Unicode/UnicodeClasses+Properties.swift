/// The classification of scalars from the standard library's Unicode properties: the source of the
/// generated BMP table (``UnicodeClasses/bmpRuns``) and the classifier of astral scalars.
extension UnicodeClasses {
  /// Classifies one scalar value from the standard library's Unicode properties.
  static func computeFlags(_ value: UInt32) -> Flags {
    guard let scalar = Unicode.Scalar(value) else { return Flags(rawValue: 0) }
    let properties = scalar.properties
    let category = properties.generalCategory
    // The big uniform blocks (CJK ideographs, Hangul syllables: letters that normalization and
    // lower-casing leave alone) and unassigned or private-use code points need no further look-ups.
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
