public import Foundation

extension CalloutBackground {
  /// The constants of the modern (iOS 7 and later) bubble.
  ///
  /// The body is a rounded rect of radius 8. The arrow's shape was measured from the reference's
  /// 78 × 26 pixel (39 × 13 point) arrow mask: its straight flanks meet the body's edge
  /// ``arrowBaseWidth`` (25) points apart, a concave fillet runs ``arrowFilletLength`` (5) points
  /// along the body's edge on each side before curving into the flank (the mask's outer 2 points on
  /// each side hold only the antialiasing of that nearly tangent curve), and the tip is a circular arc
  /// of radius ``arrowTipRadius`` (3) whose lowest point is the tip, 13 points from the body.
  /// Compared with the mask's coverage row by row (half-point rows), each side of this profile is
  /// within half a point of the mask's edge.
  public enum Modern {
    /// The radius of the body's corners, 8 points (the reference's `cornerRadius`).
    public static let cornerRadius: CGFloat = 8

    /// The height of the arrow, 13 points (the reference's `anchorHeight`): from the body's edge to the tip.
    public static let arrowHeight: CGFloat = 13

    /// The width of the reference's arrow image, 39 points. The drawn outline leaves the body's edge
    /// over ``arrowBaseWidth`` + 2 × ``arrowFilletLength`` = 35 points of it.
    public static let arrowImageWidth: CGFloat = 39

    /// The distance, 25 points, between the points where the arrow's straight flanks, extended,
    /// meet the body's edge (the reference's "solid body about 25 pt wide").
    public static let arrowBaseWidth: CGFloat = 25

    /// How far each concave fillet runs along the body's edge before it turns into a flank, 5 points.
    ///
    /// Near either end of the tip's range (``CalloutBackground/arrowTipRange(forWidth:style:)``)
    /// the fillet on the corner's side runs only as far as the corner's start, down to nothing at
    /// the very end, so the outline stays smooth and never cuts into the corner.
    public static let arrowFilletLength: CGFloat = 5

    /// The radius of the arrow's rounded tip, 3 points.
    public static let arrowTipRadius: CGFloat = 3

    /// The smallest callout the modern outline supports: 41 × 29 points.
    ///
    /// The width holds the arrow's flank base between two corners (2 × (8 + 12.5)), which is also
    /// twice the smallest tip x; the height is a body with two full corners (2 × 8) plus the arrow.
    public static let minimumSize = CGSize(
      width: 2 * (cornerRadius + arrowBaseWidth / 2), height: 2 * cornerRadius + arrowHeight)

    /// How far the straight flanks, extended past the rounded tip, would run from the body's edge:
    /// about 14.6157 points.
    ///
    /// It is chosen so the tip arc's extreme point is exactly ``arrowHeight`` from the body. With
    /// half base b = 12.5, tip radius r = 3 and height h = 13, the apex depth A solves
    /// A − r·(√(A² + b²)/b − 1) = h; with s = r/b and k = h − r its root is
    /// A = (k + √(s²k² + r²(1 − s²))) / (1 − s²).
    public static let arrowApexDepth: CGFloat = {
      let b = arrowBaseWidth / 2
      let r = arrowTipRadius
      let s = r / b
      let k = arrowHeight - r
      return (k + (s * s * k * k + r * r * (1 - s * s)).squareRoot()) / (1 - s * s)
    }()

    /// The radius of a full-length concave fillet, about 10.8555 points: the circle tangent to the
    /// body's edge 5 points beyond the flank's foot and tangent to the flank,
    /// ``arrowFilletLength`` / tan(φ/2) where φ is the flank's angle to the body's edge.
    public static let arrowFilletRadius: CGFloat = filletRadius(length: arrowFilletLength)

    /// The radius of a fillet that runs `length` points along the body's edge.
    static func filletRadius(length: CGFloat) -> CGFloat {
      let flankAngle = atan2(arrowApexDepth, arrowBaseWidth / 2)
      return length / tan(flankAngle / 2)
    }
  }

  /// The corners of the modern outline moved outward by `offset` points (0 for the outline itself),
  /// clockwise on screen from the body's top-left corner.
  func modernCorners(offset: CGFloat = 0) -> [OutlineCorner] {
    let body = bodyRect
    let radius = Modern.cornerRadius
    let halfBase = Modern.arrowBaseWidth / 2
    let tip = arrowPoint
    // The fillets shorten near the corners so that they never reach into them.
    let leftFillet = max(0, min(Modern.arrowFilletLength, tip.x - halfBase - body.minX - radius))
    let rightFillet = max(0, min(Modern.arrowFilletLength, body.maxX - radius - tip.x - halfBase))
    let tipArc = OutlineCorner(
      CGPoint(x: tip.x, y: pointsUp ? body.minY - Modern.arrowApexDepth : body.maxY + Modern.arrowApexDepth),
      radius: Modern.arrowTipRadius, pinnedMidpoint: tip)
    let corners: [OutlineCorner]
    if pointsUp {
      corners = [
        OutlineCorner(CGPoint(x: body.minX, y: body.minY), radius: radius),
        OutlineCorner(CGPoint(x: tip.x - halfBase, y: body.minY), radius: Modern.filletRadius(length: leftFillet)),
        tipArc,
        OutlineCorner(CGPoint(x: tip.x + halfBase, y: body.minY), radius: Modern.filletRadius(length: rightFillet)),
        OutlineCorner(CGPoint(x: body.maxX, y: body.minY), radius: radius),
        OutlineCorner(CGPoint(x: body.maxX, y: body.maxY), radius: radius),
        OutlineCorner(CGPoint(x: body.minX, y: body.maxY), radius: radius),
      ]
    } else {
      corners = [
        OutlineCorner(CGPoint(x: body.minX, y: body.minY), radius: radius),
        OutlineCorner(CGPoint(x: body.maxX, y: body.minY), radius: radius),
        OutlineCorner(CGPoint(x: body.maxX, y: body.maxY), radius: radius),
        OutlineCorner(CGPoint(x: tip.x + halfBase, y: body.maxY), radius: Modern.filletRadius(length: rightFillet)),
        tipArc,
        OutlineCorner(CGPoint(x: tip.x - halfBase, y: body.maxY), radius: Modern.filletRadius(length: leftFillet)),
        OutlineCorner(CGPoint(x: body.minX, y: body.maxY), radius: radius),
      ]
    }
    return RoundedOutline.offset(corners, by: offset)
  }
}
