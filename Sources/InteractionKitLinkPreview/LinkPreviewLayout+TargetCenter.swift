public import Foundation
import InteractionKitGeometry

extension LinkPreviewLayout {
  /// The centre of the union of a link's line rects: where `UIPreviewTarget` places the lifted
  /// preview in the container.
  ///
  /// The x coordinate is the middle of the rects' combined x extent (the leftmost `minX` to the
  /// rightmost `maxX`) and the y coordinate the middle of their combined y extent, each axis on its
  /// own. For a link that wraps from the end of one line to the start of the next, that is the
  /// middle of the whole two-line block, not the average of the pieces' centres:
  ///
  /// ```swift
  /// LinkPreviewLayout.targetCenter(
  ///   of: [CGRect(x: 200, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 40, height: 20)],
  ///   wholeView: CGRect(x: 0, y: 0, width: 320, height: 480))
  /// // (150, 20)
  /// ```
  ///
  /// Rects must be in the container's coordinates. Null and non-finite rects are skipped and
  /// negative sizes are standardized; zero-width and zero-height rects count. With no usable rect
  /// (an empty array, as `UIPreviewParameters(textLineRects:)` with no rects) the result is the
  /// centre of `wholeView`, the whole view being the preview; a non-finite `wholeView` is sanitized
  /// first (`CGRect.sanitized`), so the result is always finite.
  ///
  /// - Parameters:
  ///   - lineRects: The rects of the link's line pieces.
  ///   - wholeView: The view's bounds in the container's coordinates, used when there is no rect.
  public static func targetCenter(of lineRects: [CGRect], wholeView: CGRect) -> CGPoint {
    let usable = lineRects.compactMap { $0.isFiniteRect ? $0.standardized : nil }
    let union = LinkPreviewSource.bounds(of: usable)
    guard !union.isNull else { return wholeView.sanitized.center }
    let center = CGPoint(x: union.minX + union.width / 2, y: union.minY + union.height / 2)
    // Two finite rects at opposite ends of the double range can overflow the extent.
    guard center.isFinitePoint else { return wholeView.sanitized.center }
    return center
  }
}
