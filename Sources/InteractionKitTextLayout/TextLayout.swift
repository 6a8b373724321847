public import Foundation

/// How lines are aligned inside their container.
public enum TextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
  /// Left for left-to-right paragraphs, right for right-to-left ones.
  case natural
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
}

/// The paragraph's base writing direction.
public enum WritingDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Decided by the first strong character (Unicode's rule P2/P3).
  case natural
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// The region text is laid out in.
public struct TextContainer: Hashable, Sendable, Codable {
  /// The width lines wrap at; `nil` lays every paragraph out on one line.
  ///
  /// A non-finite or negative width is clamped to 0 (every break opportunity wraps).
  public var width: CGFloat?
  /// How lines are aligned.
  public var alignment: TextAlignment
  /// The base writing direction.
  public var writingDirection: WritingDirection
  /// Extra space between lines, in points (clamped to ≥ 0).
  public var lineSpacing: CGFloat

  /// Creates a container.
  public init(
    width: CGFloat? = nil, alignment: TextAlignment = .natural,
    writingDirection: WritingDirection = .natural, lineSpacing: CGFloat = 0
  ) {
    self.width = width.map { ($0.isFinite && $0 > 0) ? $0 : 0 }
    self.alignment = alignment
    self.writingDirection = writingDirection
    self.lineSpacing = (lineSpacing.isFinite && lineSpacing > 0) ? lineSpacing : 0
  }
}

/// One laid-out line.
public struct LineFragment: Hashable, Sendable, Codable {
  /// The line's rect in the layout's coordinates: full container width (or the line's width when
  /// unbounded), from the line's top to its bottom.
  public var rect: CGRect
  /// The rect the line's glyphs actually cover horizontally, with the line's height.
  public var usedRect: CGRect
  /// The y coordinate of the baseline, in the layout's coordinates.
  public var baseline: CGFloat
  /// The UTF-16 range of the characters on the line, including trailing white space and newline.
  public var characterRange: NSRange
  /// The line's resolved base direction.
  public var isRightToLeft: Bool

  /// Creates a line fragment.
  public init(rect: CGRect, usedRect: CGRect, baseline: CGFloat, characterRange: NSRange, isRightToLeft: Bool) {
    self.rect = rect
    self.usedRect = usedRect
    self.baseline = baseline
    self.characterRange = characterRange
    self.isRightToLeft = isRightToLeft
  }
}

/// How ``TextLayout/characterIndex(at:mode:)`` treats a point that is not on a glyph.
public enum CharacterHitMode: Hashable, Sendable {
  /// Only a point inside a character's glyph box hits; anything else returns `nil`.
  case exact
  /// The character nearest the point is returned, even when the point is outside the text.
  case nearest
}

/// Laid-out text: the measuring seam between the engine and a text back end.
///
/// All offsets are UTF-16 offsets into ``text``'s string, and all geometry is in points in the
/// layout's own coordinates (origin at the top-left of the first line). A back end (Pango on
/// Linux, TextKit on Apple platforms) conforms; components never see glyphs, only characters.
public protocol TextLayout: Sendable {
  /// The text that was laid out.
  var text: AttributedText { get }
  /// The container it was laid out in.
  var container: TextContainer { get }
  /// The lines, top to bottom. Empty text still has one (empty) line.
  var lineFragments: [LineFragment] { get }
  /// The size of the laid-out text: the container width (or widest line) by the total line height.
  var size: CGSize { get }

  /// The rects that enclose a range: one per line piece, several on one line when bidi reordering
  /// splits the range visually. An empty range yields no rects.
  ///
  /// - Throws: ``TextRangeError`` for a malformed or out-of-bounds range.
  func enclosingRects(for range: NSRange) throws(TextRangeError) -> [CGRect]

  /// The UTF-16 offset of the character under `point`, never a glyph index.
  ///
  /// In ``CharacterHitMode/exact`` mode, `nil` unless the point lies on a character's glyph box;
  /// in ``CharacterHitMode/nearest`` mode, the nearest character (nil only for empty text).
  /// A non-finite point returns `nil`.
  func characterIndex(at point: CGPoint, mode: CharacterHitMode) -> Int?

  /// The caret's rect before the character at `offset` (`offset == length` is the end of the text).
  ///
  /// - Throws: ``TextRangeError/offsetOutOfBounds(_:length:)``.
  func caretRect(at offset: Int) throws(TextRangeError) -> CGRect
}

/// Something that lays attributed text out: the factory a back end supplies.
public protocol TextLayoutEngine: Sendable {
  /// Lays `text` out in `container`.
  func layout(_ text: AttributedText, in container: TextContainer) -> any TextLayout
}
