public import Foundation

/// Outlines of unions of rects as paths: the tight mask and the rounded text bubble.
extension Path {
  /// The tight outline of the union of `rects`, as `UIBezierPath(wrappingAroundRects:)`.
  ///
  /// One closed polygon per outline of ``RectRegion``: no padding, sharp corners, outer outlines
  /// clockwise on screen and holes counter-clockwise. Use it to mask a snapshot to exactly the
  /// rects' area. Rects with a NaN or infinite coordinate are dropped, and empty rects cover
  /// nothing; no rects give an empty path.
  public init(wrappingAround rects: some Sequence<CGRect>) {
    self = RectRegion(rects).path
  }

  /// The rounded outline of the union of `rects`, as the visible path of
  /// `UIPreviewParameters(textLineRects:)`.
  ///
  /// Shorthand for ``RoundedRectUnion/path`` of
  /// ``RoundedRectUnion/init(rects:insets:cornerRadius:style:)``; see ``RoundedRectUnion`` for the
  /// padding, snapping, radii and clamps.
  public init(
    roundedUnionOf rects: some Sequence<CGRect>, insets: EdgeInsets = .zero,
    cornerRadius: CGFloat = RoundedRectUnion.defaultCornerRadius, style: CornerStyle = .continuous
  ) {
    self = RoundedRectUnion(rects: rects, insets: insets, cornerRadius: cornerRadius, style: style).path
  }
}
