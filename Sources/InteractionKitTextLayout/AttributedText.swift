public import Foundation
public import InteractionKitGeometry

/// The weight of a font.
public enum FontWeight: Int, Hashable, Sendable, Codable, CaseIterable {
  /// Light, weight 300.
  case light = 300
  /// Regular, weight 400, the default.
  case regular = 400
  /// Medium, weight 500.
  case medium = 500
  /// Semibold, weight 600.
  case semibold = 600
  /// Bold, weight 700.
  case bold = 700
}

/// How a run of text is underlined.
public enum UnderlineStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// No underline.
  case none
  /// One thin line.
  case single
  /// Two thin lines.
  case double
  /// One thick line.
  case thick
}

/// The visual attributes of a run of text.
public struct TextAttributes: Hashable, Sendable, Codable {
  /// The font family name, resolved by the back end's font configuration.
  public var fontFamily: String
  /// The font size in points.
  public var fontSize: CGFloat
  /// The font weight.
  public var fontWeight: FontWeight
  /// Whether the run is italic.
  public var isItalic: Bool
  /// The colour of the glyphs.
  public var foregroundColor: Color
  /// The underline style.
  public var underlineStyle: UnderlineStyle
  /// The underline colour; `nil` uses the foreground colour.
  public var underlineColor: Color?
  /// The colour painted behind the run's glyphs; `nil` paints nothing.
  public var backgroundColor: Color?

  /// Creates attributes. The defaults are the engine's body text: 17 pt regular, black.
  ///
  /// A non-finite or non-positive font size is clamped to 1 pt.
  public init(
    fontFamily: String = TextAttributes.defaultFontFamily,
    fontSize: CGFloat = 17,
    fontWeight: FontWeight = .regular,
    isItalic: Bool = false,
    foregroundColor: Color = .label,
    underlineStyle: UnderlineStyle = .none,
    underlineColor: Color? = nil,
    backgroundColor: Color? = nil
  ) {
    self.fontFamily = fontFamily
    self.fontSize = (fontSize.isFinite && fontSize > 0) ? fontSize : 1
    self.fontWeight = fontWeight
    self.isItalic = isItalic
    self.foregroundColor = foregroundColor
    self.underlineStyle = underlineStyle
    self.underlineColor = underlineColor
    self.backgroundColor = backgroundColor
  }

  /// The family the pinned font configuration always provides.
  public static let defaultFontFamily = "DejaVu Sans"
}

/// A string with attributed runs, addressed in UTF-16 offsets (`NSRange` is the currency).
///
/// The runs always cover the whole string without gaps or overlaps, in order. Applying attributes to
/// a range splits the runs at its ends.
public struct AttributedText: Hashable, Sendable {
  /// A maximal range of the string that shares one set of attributes.
  public struct Run: Hashable, Sendable {
    /// The run's UTF-16 range in the string.
    public var range: NSRange
    /// The run's attributes.
    public var attributes: TextAttributes
  }

  /// The characters.
  public let string: String
  /// The attributed runs, covering `0 ..< utf16Count` in order.
  public private(set) var runs: [Run]
  /// The string's length in UTF-16 code units.
  public let utf16Count: Int

  /// Creates text with one set of attributes over the whole string.
  public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
    self.string = string
    self.utf16Count = string.utf16.count
    self.runs = [Run(range: NSRange(location: 0, length: utf16Count), attributes: attributes)]
  }

  /// The attributes at a UTF-16 offset (the last run's at or past the end).
  public func attributes(at offset: Int) -> TextAttributes {
    for run in runs where offset < NSMaxRange(run.range) { return run.attributes }
    return runs[runs.count - 1].attributes
  }

  /// Changes the attributes of a range with a closure.
  ///
  /// - Throws: ``TextRangeError`` when the range is out of bounds or malformed. An empty range is a
  ///   no-op.
  public mutating func modifyAttributes(
    in range: NSRange, _ body: (inout TextAttributes) -> Void
  ) throws(TextRangeError) {
    try range.validate(inLength: utf16Count)
    guard range.length > 0 else { return }
    var result: [Run] = []
    let lower = range.location, upper = NSMaxRange(range)
    for run in runs {
      let rl = run.range.location, ru = NSMaxRange(run.range)
      if ru <= lower || rl >= upper {
        result.append(run)
        continue
      }
      if rl < lower { result.append(Run(range: NSRange(location: rl, length: lower - rl), attributes: run.attributes)) }
      var changed = run.attributes
      body(&changed)
      let ml = Swift.max(rl, lower), mu = Swift.min(ru, upper)
      result.append(Run(range: NSRange(location: ml, length: mu - ml), attributes: changed))
      if ru > upper { result.append(Run(range: NSRange(location: upper, length: ru - upper), attributes: run.attributes)) }
    }
    // Merge neighbours with equal attributes so the runs stay maximal.
    var merged: [Run] = []
    for run in result {
      if let last = merged.last, last.attributes == run.attributes {
        merged[merged.count - 1].range.length += run.range.length
      } else {
        merged.append(run)
      }
    }
    runs = merged
  }

  /// The text with a range's attributes changed; see ``modifyAttributes(in:_:)``.
  public func modifyingAttributes(
    in range: NSRange, _ body: (inout TextAttributes) -> Void
  ) throws(TextRangeError) -> AttributedText {
    var copy = self
    try copy.modifyAttributes(in: range, body)
    return copy
  }
}
