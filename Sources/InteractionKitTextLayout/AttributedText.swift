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

  /// Changes the attributes of many ranges at once with a closure, rebuilding the runs once.
  ///
  /// The result is the one of calling `modifyAttributes(in:_:)` with one range for each range in turn when the
  /// ranges do not overlap (or `body` gives the same result applied twice, like setting a colour):
  /// every UTF-16 unit inside at least one range is changed by `body` once. Ranges may come in any
  /// order; they are sorted and merged first. The cost is O(r log r + n) for r ranges over n runs,
  /// against O(r · n) for one edit per range.
  ///
  /// - Throws: ``TextRangeError`` when any range is out of bounds or malformed; the text is then
  ///   unchanged. Empty ranges are ignored.
  public mutating func modifyAttributes(
    in ranges: [NSRange], _ body: (inout TextAttributes) -> Void
  ) throws(TextRangeError) {
    for range in ranges { try range.validate(inLength: utf16Count) }
    // The union of the non-empty ranges as sorted, disjoint, non-touching intervals.
    var intervals: [(lower: Int, upper: Int)] = []
    for range in ranges.filter({ $0.length > 0 }).sorted(by: { $0.location < $1.location }) {
      let upper = NSMaxRange(range)
      if let last = intervals.last, range.location <= last.upper {
        intervals[intervals.count - 1].upper = Swift.max(last.upper, upper)
      } else {
        intervals.append((range.location, upper))
      }
    }
    guard !intervals.isEmpty else { return }
    var result: [Run] = []
    result.reserveCapacity(runs.count + 2 * intervals.count)
    /// Appends `lower ..< upper` with `attributes`, merged into the last run when equal.
    func append(_ lower: Int, _ upper: Int, _ attributes: TextAttributes) {
      guard upper > lower else { return }
      if let last = result.last, last.attributes == attributes {
        result[result.count - 1].range.length += upper - lower
      } else {
        result.append(Run(range: NSRange(location: lower, length: upper - lower), attributes: attributes))
      }
    }
    var next = 0
    for run in runs {
      var position = run.range.location
      let end = NSMaxRange(run.range)
      var changed: TextAttributes?
      while position < end {
        while next < intervals.count, intervals[next].upper <= position { next += 1 }
        guard next < intervals.count, intervals[next].lower < end else {
          append(position, end, run.attributes)
          break
        }
        let interval = intervals[next]
        if interval.lower > position {
          append(position, interval.lower, run.attributes)
          position = interval.lower
        }
        let upper = Swift.min(interval.upper, end)
        let attributes: TextAttributes
        if let changed {
          attributes = changed
        } else {
          var copy = run.attributes
          body(&copy)
          changed = copy
          attributes = copy
        }
        append(position, upper, attributes)
        position = upper
      }
    }
    runs = result
  }

  /// The text with many ranges' attributes changed; see `modifyAttributes(in ranges:_:)`.
  public func modifyingAttributes(
    in ranges: [NSRange], _ body: (inout TextAttributes) -> Void
  ) throws(TextRangeError) -> AttributedText {
    var copy = self
    try copy.modifyAttributes(in: ranges, body)
    return copy
  }

  /// The text with a range's attributes changed; see `modifyAttributes(in:_:)` for one range.
  public func modifyingAttributes(
    in range: NSRange, _ body: (inout TextAttributes) -> Void
  ) throws(TextRangeError) -> AttributedText {
    var copy = self
    try copy.modifyAttributes(in: range, body)
    return copy
  }
}
