import Foundation

extension Punycode {
  /// The prefix that marks a Punycode label in a host name (the ACE prefix of RFC 3490).
  public static let acePrefix = "xn--"

  /// Characters that separate labels, as IDNA reads them: full stop, ideographic full stop, fullwidth
  /// full stop and halfwidth ideographic full stop.
  static let labelSeparators: Set<Unicode.Scalar> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]

  /// The most UTF-8 bytes a host can have and still convert to a name of ``TokenLimits/maximumDomainLength``
  /// characters: at most four bytes per scalar and four scalars per composed scalar, plus a trailing dot.
  static let maximumHostInputBytes = 4 * 4 * (TokenLimits.maximumDomainLength + 1)

  /// The ASCII (IDNA) form of a host name: each label lower-cased when it is ASCII, otherwise
  /// `xn--` followed by the Punycode of the label lower-cased and normalized to NFC.
  ///
  /// `"Bücher.Example"` becomes `"xn--bcher-kva.example"`; `"例え.テスト"` becomes
  /// `"xn--r8jz45g.xn--zckzah"`. Labels are separated by `.` and by the IDNA dot look-alikes
  /// U+3002, U+FF0E and U+FF61. One trailing dot (a fully qualified name) is kept.
  ///
  /// Returns `nil` when the host cannot be a domain name: an empty label (other than the trailing
  /// dot), a label longer than ``TokenLimits/maximumLabelLength`` or a name longer than
  /// ``TokenLimits/maximumDomainLength`` after encoding, an ASCII character other than a letter,
  /// digit, `-` or `_`, a control, format or other default-ignorable character (except ZWNJ and
  /// ZWJ), a space, a private-use, unassigned or non-character code point or U+FFFD (which stands for
  /// malformed text), or an `xn--` label that
  /// is not the canonical encoding of a valid Unicode label.
  ///
  /// Limitation: this is IDNA-style, not full UTS #46 processing. Compatibility characters are not
  /// mapped (fullwidth `ｅ` stays itself and is encoded) and the IDNA2008 contextual and bidi rules
  /// are not checked; use ``LinkSafety/hostIssues(for:)`` to judge whether a name is safe to display.
  public static func asciiHost(_ host: String) -> String? {
    guard let labels = validatedLabels(host) else { return nil }
    return labels.ascii
  }

  /// The Unicode form of a host name: each `xn--` label decoded, every other label lower-cased and
  /// normalized to NFC.
  ///
  /// `"xn--bcher-kva.example"` becomes `"bücher.example"`. Returns `nil` exactly when
  /// ``asciiHost(_:)`` does, so the two functions convert between the same set of valid names.
  public static func unicodeHost(_ host: String) -> String? {
    guard let labels = validatedLabels(host) else { return nil }
    return labels.unicode
  }

  /// A host's labels in both forms, after validation.
  struct HostLabels {
    var asciiLabels: [String]
    var unicodeLabels: [String]
    var hasTrailingDot: Bool

    var ascii: String { asciiLabels.joined(separator: ".") + (hasTrailingDot ? "." : "") }
    var unicode: String { unicodeLabels.joined(separator: ".") + (hasTrailingDot ? "." : "") }
  }

  /// Splits, converts and validates a host; `nil` when it is not a valid name.
  static func validatedLabels(_ host: String) -> HostLabels? {
    guard !host.isEmpty, host.utf8.count <= maximumHostInputBytes else { return nil }
    var pieces: [String.UnicodeScalarView.SubSequence] = host.unicodeScalars
      .split(omittingEmptySubsequences: false) { labelSeparators.contains($0) }
    var hasTrailingDot = false
    if pieces.count > 1, pieces.last?.isEmpty == true {
      pieces.removeLast()
      hasTrailingDot = true
    }
    var result = HostLabels(asciiLabels: [], unicodeLabels: [], hasTrailingDot: hasTrailingDot)
    var length = -1
    for piece in pieces {
      guard let (ascii, unicode) = convertLabel(String(piece)) else { return nil }
      length += ascii.utf8.count + 1
      guard length <= TokenLimits.maximumDomainLength else { return nil }
      result.asciiLabels.append(ascii)
      result.unicodeLabels.append(unicode)
    }
    return result
  }

  /// One label in ASCII and Unicode form, or `nil` when it is invalid.
  static func convertLabel(_ label: String) -> (ascii: String, unicode: String)? {
    guard !label.isEmpty else { return nil }
    if label.utf8.allSatisfy({ $0 < 0x80 }) {
      let ascii = label.lowercased()
      guard ascii.utf8.count <= TokenLimits.maximumLabelLength, ascii.utf8.allSatisfy(isASCIILabelByte) else { return nil }
      guard ascii.hasPrefix(acePrefix) else { return (ascii, ascii) }
      // An `xn--` label must be the canonical encoding of a valid non-ASCII label.
      guard let unicode = try? decode(String(ascii.dropFirst(acePrefix.count))),
        !unicode.unicodeScalars.allSatisfy(\.isASCII),
        let again = convertLabel(unicode), again.ascii == ascii
      else { return nil }
      return (ascii, again.unicode)
    }
    let unicode = label.lowercased().precomposedStringWithCanonicalMapping
    let scalars = unicode.unicodeScalars
    if scalars.allSatisfy(\.isASCII) { return convertLabel(unicode) }
    // Every scalar adds at least one character to the encoding, so this bounds the work.
    guard scalars.count + acePrefix.count <= TokenLimits.maximumLabelLength,
      scalars.allSatisfy(isAllowedLabelScalar),
      let encoded = try? encode(unicode)
    else { return nil }
    let ascii = acePrefix + encoded
    guard ascii.utf8.count <= TokenLimits.maximumLabelLength else { return nil }
    return (ascii, unicode)
  }

  /// Letters, digits, hyphen and underscore (the last appears in real host names).
  @inline(__always)
  static func isASCIILabelByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// Whether a scalar may appear in a non-ASCII label (see ``asciiHost(_:)``).
  static func isAllowedLabelScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return isASCIILabelByte(UInt8(scalar.value)) }
    if scalar == "\u{FFFD}" || scalar.properties.isNoncharacterCodePoint { return false }
    // Invisible characters (variation selectors, the grapheme joiner, …) would make two names look
    // identical; only the joiners some scripts need are kept.
    if scalar.properties.isDefaultIgnorableCodePoint { return scalar == "\u{200C}" || scalar == "\u{200D}" }
    switch scalar.properties.generalCategory {
    case .control, .unassigned, .privateUse, .surrogate, .spaceSeparator, .lineSeparator, .paragraphSeparator:
      return false
    case .format:
      return scalar == "\u{200C}" || scalar == "\u{200D}"
    default:
      return true
    }
  }
}
