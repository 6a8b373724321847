public import Foundation
public import InteractionKitTextLayout
public import InteractionKitTextTokens

/// The layout of a document of any size, paragraph by paragraph, for only what the viewport shows.
///
/// Paragraphs (see ``ParagraphIndex``) are stacked top to bottom at x = 0, in content coordinates
/// whose origin is the top-left of the first paragraph. Only the paragraphs that intersect the
/// viewport, plus ``overscan`` points above and below, are laid out through the
/// `TextLayoutEngine`; every other paragraph has an estimated height (its length over the average
/// characters per line measured so far, times the average line height; far from any measured
/// paragraph, the estimate of its run of a few hundred paragraphs, shared evenly, so opening a
/// document never visits each of its paragraphs). Estimates are refined as
/// paragraphs get measured, and the viewport stays anchored to the paragraph at its top, so text on
/// screen does not jump: after ``setViewport(_:)`` read ``viewport`` back, as a table view adjusts
/// its content offset when estimated row heights become real.
///
/// Laid-out paragraphs are cached (up to ``maximumCachedParagraphs``); an edit drops only the
/// paragraphs it touched. Finding the paragraph at a y, or the y of a paragraph, is O(log n).
///
/// A document whose detector defers detection (the default) is detected as it is shown: laying a
/// paragraph out detects its tokens first, so opening a 10 MB document and showing its first
/// screen detects that screen's text only. The layout's ``document`` keeps what was detected.
///
/// ```swift
/// var layout = ViewportTextLayout(document: TextDocument(text), engine: engine,
///                                 container: TextContainer(width: 320))
/// try layout.setViewport(CGRect(x: 0, y: 0, width: 320, height: 640))
/// let root = layout.layer(highlightedToken: nil)
/// let hit = layout.token(at: touchPoint)
/// ```
public struct ViewportTextLayout: Sendable {
  /// A laid-out paragraph in the viewport.
  public struct Paragraph: Sendable {
    /// The paragraph's index in the document's ``ParagraphIndex``.
    public var index: Int
    /// The paragraph's UTF-16 range in the document, separator included.
    public var range: NSRange
    /// The paragraph's rect in content coordinates.
    public var frame: CGRect
    /// The paragraph's text (without separator) laid out; its offsets start at `range.location`.
    public var layout: any TextLayout
    /// The tokens that overlap the paragraph, in document coordinates.
    public var tokens: [Token]
  }

  /// The document laid out, with the tokens detected so far for the paragraphs laid out.
  public internal(set) var document: TextDocument
  /// The engine that lays paragraphs out.
  public let engine: any TextLayoutEngine
  /// How the text and its tokens look; change it with ``setStyle(_:)``.
  public internal(set) var style: InteractiveTextStyle
  /// The container every paragraph is laid out in; change it with ``setContainer(_:)``.
  public internal(set) var container: TextContainer
  /// Points laid out above and below the viewport, so a small scroll finds its text ready.
  /// Default: 200. Non-finite or negative values become 0.
  public var overscan: CGFloat {
    didSet {
      overscan = InteractiveTextStyle.clampedLength(overscan, default: 0)
      laidOutEnd = Int.max
    }
  }
  /// How many laid-out paragraphs are kept; the farthest from the viewport are dropped first (those
  /// the viewport and overscan need are always kept). Default: 256; values below 1 become 1.
  public var maximumCachedParagraphs: Int {
    didSet { maximumCachedParagraphs = Swift.max(1, maximumCachedParagraphs) }
  }
  /// The visible rect in content coordinates, as last set and then anchored.
  public internal(set) var viewport: CGRect = .zero

  var heights: ParagraphHeights
  var cache: [Int: ParagraphLayoutEntry] = [:]
  /// The paragraphs that intersect the viewport.
  var visibleIndices: Range<Int> = 0 ..< 0
  /// The first paragraph the last layout did not reach on its way down from its anchor (the
  /// paragraph count when it reached the end, which no edit starts after); `Int.max` after the
  /// overscan changed. An edit from there on leaves every paragraph the layout needs as it was
  /// (see `apply(_:)`).
  var laidOutEnd = Int.max

  /// Creates the layout of a document. Nothing is laid out until ``setViewport(_:)``.
  ///
  /// - Parameters:
  ///   - document: The text and its tokens.
  ///   - engine: The text back end (Pango, TextKit, or a test double).
  ///   - style: The look and the touch tolerances. Default: `InteractiveTextStyle()`.
  ///   - container: Width, alignment, direction and line spacing; a `nil` width lays each
  ///     paragraph out on one line.
  ///   - overscan: See ``overscan``. Default: 200.
  public init(
    document: TextDocument, engine: any TextLayoutEngine, style: InteractiveTextStyle = InteractiveTextStyle(),
    container: TextContainer, overscan: CGFloat = 200
  ) {
    self.document = document
    self.engine = engine
    self.style = style
    self.container = container
    self.overscan = InteractiveTextStyle.clampedLength(overscan, default: 0)
    self.maximumCachedParagraphs = 256
    self.heights = ParagraphHeights(
      paragraphs: document.paragraphs,
      lineHeight: Self.initialLineHeight(style), charactersPerLine: Self.initialCharactersPerLine(style, container))
  }

  /// The size of all the text: the container's width (or the widest laid-out paragraph without
  /// one) by the measured and estimated heights of every paragraph.
  public var contentSize: CGSize {
    let width = container.width ?? cache.values.map { $0.layout.size.width }.max() ?? 0
    return CGSize(width: width, height: heights.totalHeight)
  }

  /// The laid-out paragraphs that intersect the viewport, top to bottom.
  public var visibleParagraphs: [Paragraph] {
    visibleIndices.compactMap { paragraph(at: $0) }
  }

  /// A laid-out paragraph, or `nil` when it is not laid out (or the index is out of range).
  public func paragraph(at index: Int) -> Paragraph? {
    guard let entry = cache[index] else { return nil }
    return Paragraph(
      index: index, range: NSRange(location: entry.start, length: entry.length),
      frame: frame(of: index, entry: entry), layout: entry.layout,
      tokens: entry.pieces.indices.map { entry.documentToken($0) })
  }

  /// Whether a paragraph is laid out (cached) now.
  public func isParagraphLaidOut(_ index: Int) -> Bool { cache[index] != nil }

  /// The indices of the laid-out paragraphs, ascending.
  public var laidOutParagraphIndices: [Int] { cache.keys.sorted() }

  /// A paragraph's rect in content coordinates, measured or estimated, or `nil` for an index
  /// outside the document's paragraphs.
  public func frame(ofParagraph index: Int) -> CGRect? {
    guard index >= 0, index < heights.count else { return nil }
    return frame(of: index, entry: cache[index])
  }

  /// Whether a paragraph's height is measured (it was laid out at least once since it last changed).
  public func isParagraphMeasured(_ index: Int) -> Bool {
    index >= 0 && index < heights.count && heights.isMeasured(index)
  }

  func frame(of index: Int, entry: ParagraphLayoutEntry?) -> CGRect {
    let width = container.width ?? entry?.layout.size.width ?? 0
    return CGRect(x: 0, y: heights.top(of: index), width: width, height: heights.height(of: index))
  }

  /// A first guess of the line height: 1.2 × the font size.
  static func initialLineHeight(_ style: InteractiveTextStyle) -> Double {
    Double(style.baseAttributes.fontSize) * 1.2
  }

  /// A first guess of the characters per line: the width over 0.55 × the font size.
  static func initialCharactersPerLine(_ style: InteractiveTextStyle, _ container: TextContainer) -> Double {
    guard let width = container.width else { return .infinity }
    return Swift.max(1, Double(width) / (0.55 * Double(style.baseAttributes.fontSize)))
  }
}
