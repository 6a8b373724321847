public import Foundation
public import InteractionKitTextLayout
public import InteractionKitGeometry

/// How a lifted preview is drawn: the shape that shows it, the shape of its shadow and the colour
/// behind it — `UIPreviewParameters`, with its `textLineRects` initializer.
///
/// With line rects, the visible shape is the text platter: the rects padded by
/// ``textPathInsets``, unioned, and rounded with ``textPathCornerRadius`` (13 points, UIKit's value),
/// one bubble per connected group of lines (``bubble``). Without line rects the whole view shows.
/// An explicit ``visiblePath`` replaces the generated shape; ``shadowPath`` falls back to the
/// visible path.
///
/// ```swift
/// var parameters = PreviewParameters(textLineRects: [
///   CGRect(x: 180, y: 40, width: 120, height: 20), CGRect(x: 0, y: 60, width: 64, height: 20),
/// ])
/// parameters.bubble.outlines.count   // 1 or 2, depending on whether the lines overlap
/// parameters.effectiveVisiblePath    // the rounded bubble
/// parameters.tightMask               // the rects' exact outline, no padding
/// ```
public struct PreviewParameters: Hashable, Sendable {
  /// The padding around each line rect before the union: 3 points above and below, 5 at the
  /// sides (negative insets grow a rect, as in UIKit).
  ///
  /// This padding is ours, not the reference's: UIKit reads its value from a data constant
  /// (`_UIPreviewParametersTextMargins`) that the decompile does not show, so these numbers were
  /// chosen so a 13-point radius fits lines of 17-point text and neighbouring lines of one link
  /// overlap.
  ///
  /// It moves the merge rule's boundary. The reference's rule is that line fragments which overlap
  /// horizontally at all share one bubble, and others get one bubble each; the union
  /// (`RoundedRectUnion`) applies it to the padded rects, which merge when they overlap or share a
  /// piece of edge, and stay apart when they only meet at a corner. For two fragments on
  /// consecutive lines (touching vertically, so their padded rects overlap by 6 points vertically)
  /// this means, with these insets: a horizontal gap of more than 10 points (the two side paddings)
  /// gives two bubbles (11 points: padded pieces a point apart), a gap of exactly 10 leaves the
  /// padded pieces touching along an edge and gives one bubble, and anything closer or overlapping
  /// gives one. Without padding (`.zero` insets) the reference's rule holds as stated: fragments a
  /// point apart, or exactly touching at a corner, give two bubbles, and a horizontal overlap of
  /// any width gives one.
  public static let defaultTextPathInsets = EdgeInsets(top: -3, left: -5, bottom: -3, right: -5)

  /// The line rects, in the previewed view's coordinates; empty shows the whole view.
  public var textLineRects: [CGRect]

  /// The padding applied to each line rect, with UIKit semantics (negative values pad).
  public var textPathInsets: EdgeInsets

  /// The corner radius of the bubble's convex corners; concave corners get half. 13 by default.
  public var textPathCornerRadius: CGFloat

  /// The bubble's corner shape: continuous (UIKit's squircle) by default.
  public var cornerStyle: CornerStyle

  /// A shape that replaces the generated bubble, in the view's coordinates; `nil` uses the bubble.
  public var visiblePath: Path?

  /// The shape that casts the shadow; `nil` uses the effective visible path.
  public var shadowPath: Path?

  /// The colour behind the preview's content inside the visible shape.
  public var backgroundColor: Color

  /// Parameters that show the whole view.
  public init(backgroundColor: Color = .white) {
    self.init(textLineRects: [], backgroundColor: backgroundColor)
  }

  /// Parameters that show only the given text lines, inside a rounded bubble.
  ///
  /// - Parameters:
  ///   - textLineRects: The rects of the lines to show, in the view's coordinates (for a link,
  ///     one per line piece). Null rects, rects with NaN or infinite coordinates and rects beyond the
  ///     engine's coordinate limit are ignored; the rest are standardized.
  ///   - insets: The padding of each rect. Defaults to ``defaultTextPathInsets``.
  ///   - cornerRadius: The bubble's radius; NaN or negative counts as 0. Defaults to 13.
  ///   - cornerStyle: The corner shape. Defaults to continuous.
  ///   - backgroundColor: The colour behind the content. Defaults to white.
  public init(
    textLineRects: [CGRect], insets: EdgeInsets = PreviewParameters.defaultTextPathInsets,
    cornerRadius: CGFloat = RoundedRectUnion.defaultCornerRadius, cornerStyle: CornerStyle = .continuous,
    backgroundColor: Color = .white
  ) {
    self.textLineRects = CGRect.usable(textLineRects)
    self.textPathInsets = insets
    self.textPathCornerRadius = cornerRadius.isNaN ? 0 : max(0, cornerRadius)
    self.cornerStyle = cornerStyle
    self.backgroundColor = backgroundColor
  }

  /// Whether the preview shows text lines (rather than the whole view).
  public var showsTextLines: Bool { !textLineRects.isEmpty }

  /// The generated bubble: the padded, unioned, rounded line rects, one outline per group.
  public var bubble: RoundedRectUnion {
    RoundedRectUnion(
      rects: textLineRects, insets: textPathInsets, cornerRadius: textPathCornerRadius, style: cornerStyle)
  }

  /// The exact outline of the unpadded line rects (sharp corners): the mask applied to the
  /// view's snapshot before the bubble, so text beside the link on the same lines never shows.
  public var tightMask: Path { Path(wrappingAround: textLineRects) }

  /// The shape that shows the preview in `viewBounds`: ``visiblePath`` when set (returned as
  /// given), else the bubble, else (no line rects) the view's bounds rounded with
  /// ``textPathCornerRadius``.
  ///
  /// Documented clamp for the whole view (the engine's "coordinates are bounded" rule): bounds with
  /// a NaN or infinite field count as `CGRect.zero`, and finite bounds are standardized with each
  /// edge clamped to ±`GeometryLimits.maximumCoordinate` (10¹² pt), as
  /// `CGRect.clampedToCoordinateLimits` does. So bounds whose fields are finite but whose far edge
  /// overflows, such as `CGRect(x: 1e308, y: 0, width: 1e308, height: 10)`, give a path with no
  /// infinite point: here both x edges clamp to 10¹², and a rect with no width gives an empty path
  /// (and a ``previewRect(viewBounds:)`` of `CGRect.zero`), while
  /// `CGRect(x: 1e11, y: 0, width: 1.7e308, height: 10)` keeps its part inside the bound, 1e11…1e12.
  /// Bounds within the limit are only standardized.
  public func effectiveVisiblePath(viewBounds: CGRect) -> Path {
    if let visiblePath { return visiblePath }
    if showsTextLines { return bubble.path }
    return Path(
      roundedRect: Self.wholeViewRect(viewBounds), cornerRadius: textPathCornerRadius, style: cornerStyle)
  }

  /// The shape that casts the shadow: ``shadowPath`` when set (returned as given), else the
  /// effective visible path, with its clamp for the whole view.
  public func effectiveShadowPath(viewBounds: CGRect) -> Path {
    shadowPath ?? effectiveVisiblePath(viewBounds: viewBounds)
  }

  /// The region the preview shows, in the view's coordinates: the bounds of the effective
  /// visible path (the snapshot is taken of this rect).
  ///
  /// Documented clamp: the result is always finite and within ±`GeometryLimits.maximumCoordinate`.
  /// A path with no points gives `CGRect.zero`; the whole view is clamped as in
  /// ``effectiveVisiblePath(viewBounds:)``, and the bounds of an explicit ``visiblePath`` are
  /// clamped edge by edge with `CGRect.clampedToCoordinateLimits`.
  public func previewRect(viewBounds: CGRect) -> CGRect {
    let bounds = effectiveVisiblePath(viewBounds: viewBounds).boundingBox
    return bounds.isNull ? .zero : bounds.clampedToCoordinateLimits
  }

  /// The rect the whole view shows through: `viewBounds` standardized with each edge clamped to the
  /// coordinate limit, or `CGRect.zero` when a field is NaN or infinite.
  static func wholeViewRect(_ viewBounds: CGRect) -> CGRect {
    viewBounds.isFiniteRect ? viewBounds.clampedToCoordinateLimits : .zero
  }
}

extension PreviewParameters {
  /// The line rects of a text range converted from the layout's coordinates to the view's: what
  /// ``init(textLineRects:insets:cornerRadius:cornerStyle:backgroundColor:)`` expects for a link.
  ///
  /// The layout's `TextLayout.lineRects(for:)` (one rect per line piece, pieces without width
  /// left out; see the TextLayout module's "Line rects" article), moved by `origin`, where the
  /// layout's top-left sits in the view. A non-finite origin counts as zero.
  ///
  /// - Throws: `TextRangeError` for a malformed or out-of-bounds range.
  public static func textLineRects(
    for range: NSRange, in layout: any TextLayout, origin: CGPoint = .zero
  ) throws(TextRangeError) -> [CGRect] {
    let dx = origin.isFinitePoint ? origin.x : 0
    let dy = origin.isFinitePoint ? origin.y : 0
    return try layout.lineRects(for: range).map { $0.offsetBy(dx: dx, dy: dy) }
  }
}
