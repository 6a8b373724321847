public import Foundation
import InteractionKitGeometry

extension TextLayout {
  /// The line rects of a range, in the layout's coordinates: the engine's one meaning of "the
  /// line rects of a range" (see the TextLayout module's "Line rects" article).
  ///
  /// One rect per visual line piece of the range, in reading order of the lines: as tall as the
  /// line (its `LineFragment.usedRect`), as wide as the range's glyphs on that line, white space
  /// inside the range included. Several rects share a line when bidi reordering splits the range
  /// visually. A piece without width (a line break, the white space a line wraps at, a range that
  /// ends where a line starts) gives no rect, so an empty range gives none. Every rect is
  /// standardized and finite.
  ///
  /// Every other API that takes or gives line rects means these rects, moved to its own coordinate
  /// space by a named conversion.
  ///
  /// - Throws: `TextRangeError` for a malformed or out-of-bounds range.
  public func lineRects(for range: NSRange) throws(TextRangeError) -> [CGRect] {
    Self.lineRects(fromEnclosingRects: try enclosingRects(for: range))
  }

  /// Applies the line-rect rule to a back end's enclosing rects: drops pieces without width or
  /// height and rects that are not finite, and standardizes the rest.
  public static func lineRects(fromEnclosingRects rects: [CGRect]) -> [CGRect] {
    CGRect.usable(rects).filter { $0.width > minimumLineRectWidth && $0.height > 0 }
  }

  /// The narrowest piece that counts as a line rect: 0.01 pt. Narrower pieces are the zero-width
  /// glyphs of line breaks and collapsed white space, and would add a sliver to a bubble.
  public static var minimumLineRectWidth: CGFloat { 0.01 }
}
