import Foundation
public import InteractionKitGeometry

extension CalloutBackground {
  /// The bubble's outline, body and arrow together, in the callout's own coordinates.
  ///
  /// One closed subpath, clockwise on screen, starting on the body's top edge: a single `move`,
  /// straight lines and cubic Bézier arcs (at most 90° each), and a final `closeSubpath`. It never
  /// crosses itself. The arrow's tip is one of its points, exactly ``arrowPoint``.
  ///
  /// Modern: the body's four corners are circular arcs of radius 8; the arrow leaves the body's edge
  /// through two concave fillets, runs down straight flanks and ends in a tip arc of radius 3 whose
  /// extreme point is the tip. Classic: corners of radius 6 and a sharp triangle.
  public var path: Path {
    RoundedOutline.path(corners(offset: 0))
  }

  /// The path to clip the callout's content with (`contentMask`), so accessories and text never
  /// draw outside the bubble: the whole outline, body and arrow, as the reference renders its
  /// background into the mask. It equals ``path``.
  public var contentMaskPath: Path { path }

  /// The region of the border, to fill with ``borderColor`` using the even-odd rule: the ring
  /// between ``path`` and the outline moved outward by the border's width.
  ///
  /// Modern: a hairline of ``Modern/borderWidth`` (0.5 points) just outside the fill, with corners of
  /// radius 8.5, as the reference's outset border view. Classic: the reference's 1-point outer
  /// stroke centred on the outline, so the ring runs from 0.5 inside to 0.5 outside.
  public var borderPath: Path {
    var ring: Path
    switch style {
    case .modern:
      ring = RoundedOutline.path(corners(offset: Modern.borderWidth))
      ring.addPath(path)
    case .classic:
      ring = RoundedOutline.path(corners(offset: 0.5))
      ring.addPath(RoundedOutline.path(corners(offset: -0.5)))
    }
    return ring
  }

  /// The outline's corners for this style, moved outward by `offset`.
  func corners(offset: CGFloat) -> [OutlineCorner] {
    style == .modern ? modernCorners(offset: offset) : classicCorners(offset: offset)
  }
}
