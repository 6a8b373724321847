public import Foundation
public import InteractionKitGeometry
public import InteractionKitScene

extension CalloutBackground {
  /// The constants of the classic (iOS 6) bubble, after the reference's drawn background
  /// (`SMCalloutDrawnBackgroundView`), which draws any height.
  ///
  /// The body is a rounded rect of radius 6, inset 7.5 points at each side and ``verticalInsets``
  /// (28) points shorter than the callout, leaving room for the shadow; a sharp 27 × 14 triangle is
  /// spliced into its top or bottom edge. The reference draws the triangle's tip 1.5 points short of
  /// the layout's arrow point; here the whole bubble sits 1.5 points lower (pointing down) or
  /// higher (pointing up) so that the tip is exactly on the arrow point, which is
  /// ``bottomMargin`` (10) points above the bottom edge pointing down and on the top edge pointing up.
  /// At 1× the reference rounds the body with 4.5 points instead of 6; this type always uses 6.
  public enum Classic {
    /// The radius of the body's corners, 6 points (the reference's radius at 2× and 3×).
    public static let cornerRadius: CGFloat = 6

    /// The arrow triangle: 27 points wide at the body's edge, 14 points tall.
    public static let arrowSize = CGSize(width: 27, height: 14)

    /// The body's inset from each side of the callout, 7.5 points (7 for the shadow, half the 1-point stroke).
    public static let sideInset: CGFloat = 7.5

    /// How much shorter than the callout the body is, 28 points: the 14-point arrow, 2 points of
    /// stroke, and 2 + 5 + 5 points of shadow room above and below.
    public static let verticalInsets: CGFloat = 28

    /// The distance from the bottom edge up to the tip when the arrow points down, 10 points (the
    /// classic layout's bottom anchor margin).
    public static let bottomMargin: CGFloat = 10

    /// The smallest distance, 24 points, from either end of the callout to the triangle's base.
    public static let arrowEndMargin: CGFloat = 24

    /// The smallest callout the classic outline supports: 75 × 40 points.
    ///
    /// The width keeps the triangle 24 points from both ends (2 × (24 + 13.5)), which is also twice
    /// the smallest tip x, and equals the classic minimum width; the height leaves a body with two
    /// full corners (28 + 2 × 6).
    public static let minimumSize = CGSize(
      width: 2 * (arrowEndMargin + arrowSize.width / 2), height: verticalInsets + 2 * cornerRadius)

    /// The opacity of the whole bubble except its outer stroke, 0.83.
    public static let opacity: Double = 0.83

    /// The body's fill: grey 0.11, opaque (the bubble's ``opacity`` makes it translucent).
    public static let fillColor = Color(white: 0.11)

    /// The 1-point stroke along the outline, inside the translucent group: grey 0.199.
    public static let strokeColor = Color(white: 0.199)

    /// The 1-point stroke 1 point inside the outline: grey 0.821 at 4 %.
    public static let innerStrokeColor = Color(white: 0.821, alpha: 0.04)

    /// The 1-point stroke along the outline, outside the translucent group: black at 35 %.
    public static let outerStrokeColor = Color(white: 0, alpha: 0.35)

    /// The light band along the top inside the outline (the reference's inner shadow): white at 40 %,
    /// the outline's interior minus the outline moved by ``innerHighlightOffset``.
    public static let innerHighlightColor = Color(white: 1, alpha: 0.4)

    /// The offset of the inner highlight, (0.1, 1.1) points (the reference's inner shadow offset;
    /// its 1-point blur is not drawn).
    public static let innerHighlightOffset = CGSize(width: 0.1, height: 1.1)

    /// The gloss over the top half: white from 85 % at the top to 20 % at the bottom of the gloss.
    public static let glossTopColor = Color(white: 1, alpha: 0.85)

    /// The gloss's colour at its bottom edge: white at 20 %.
    public static let glossBottomColor = Color(white: 1, alpha: 0.2)

    /// The opacity of the whole gloss, 0.45.
    public static let glossOpacity: Double = 0.45

    /// How many flat horizontal bands approximate the gloss's linear gradient, 16 (the scene has
    /// no gradient contents); each band has the gradient's colour at its middle, so neighbouring
    /// bands differ by about 1.5 % of white once the gloss and bubble opacities apply.
    public static let glossBandCount = 16

    /// The drop shadow: black at 47 %, offset (0.1, 6.1), blur 6.
    ///
    /// Core Graphics' shadow blur of 6 is a Gaussian of σ ≈ 3, and a scene `Shadow`'s radius is
    /// that σ (as `CALayer.shadowRadius` is), so the radius here is 3.
    public static let shadow = Shadow(
      color: .black, opacity: 0.47, offset: CGSize(width: 0.1, height: 6.1), radius: 3)
  }

  /// The corners of the classic outline moved outward by `offset` points (0 for the outline itself),
  /// clockwise on screen from the body's top-left corner. The triangle's corners stay sharp.
  func classicCorners(offset: CGFloat = 0) -> [OutlineCorner] {
    let body = bodyRect
    let radius = Classic.cornerRadius
    let tip = arrowPoint
    let halfBase = Classic.arrowSize.width / 2
    let corners: [OutlineCorner]
    if pointsUp {
      corners = [
        OutlineCorner(CGPoint(x: body.minX, y: body.minY), radius: radius),
        OutlineCorner(CGPoint(x: tip.x - halfBase, y: body.minY)),
        OutlineCorner(tip),
        OutlineCorner(CGPoint(x: tip.x + halfBase, y: body.minY)),
        OutlineCorner(CGPoint(x: body.maxX, y: body.minY), radius: radius),
        OutlineCorner(CGPoint(x: body.maxX, y: body.maxY), radius: radius),
        OutlineCorner(CGPoint(x: body.minX, y: body.maxY), radius: radius),
      ]
    } else {
      corners = [
        OutlineCorner(CGPoint(x: body.minX, y: body.minY), radius: radius),
        OutlineCorner(CGPoint(x: body.maxX, y: body.minY), radius: radius),
        OutlineCorner(CGPoint(x: body.maxX, y: body.maxY), radius: radius),
        OutlineCorner(CGPoint(x: tip.x + halfBase, y: body.maxY)),
        OutlineCorner(tip),
        OutlineCorner(CGPoint(x: tip.x - halfBase, y: body.maxY)),
        OutlineCorner(CGPoint(x: body.minX, y: body.maxY), radius: radius),
      ]
    }
    return RoundedOutline.offset(corners, by: offset)
  }

  /// The gloss's outline: the top half of the body grown by half a point, with corners of radius
  /// 6.5 and, pointing up, the triangle on its top edge.
  func classicGlossCorners() -> [OutlineCorner] {
    let body = bodyRect
    let frame = CGRect(x: body.minX - 0.5, y: body.minY - 0.5, width: body.width + 1, height: body.height / 2 + 1.5)
    let radius = Classic.cornerRadius + 0.5
    var corners = [OutlineCorner(CGPoint(x: frame.minX, y: frame.minY), radius: radius)]
    if pointsUp {
      let halfBase = Classic.arrowSize.width / 2
      let tip = arrowPoint
      corners += [
        OutlineCorner(CGPoint(x: tip.x - halfBase, y: frame.minY)),
        OutlineCorner(CGPoint(x: tip.x, y: tip.y - 0.5)),
        OutlineCorner(CGPoint(x: tip.x + halfBase, y: frame.minY)),
      ]
    }
    corners += [
      OutlineCorner(CGPoint(x: frame.maxX, y: frame.minY), radius: radius),
      OutlineCorner(CGPoint(x: frame.maxX, y: frame.maxY), radius: radius),
      OutlineCorner(CGPoint(x: frame.minX, y: frame.maxY), radius: radius),
    ]
    return corners
  }
}
