public import Foundation

/// The shape of a rounded rectangle's corners, as `CALayerCornerCurve`.
public enum CornerStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// Quarter-circle corners of the given radius, as `UIBezierPath(roundedRect:cornerRadius:)` before iOS 7.
  case circular
  /// Apple's continuous-curvature corner ("squircle"), as `CALayerCornerCurve.continuous`.
  ///
  /// The corner starts 1.528665 × radius from the rect's corner along each edge and eases from the
  /// straight edge into a circular middle section, so curvature never jumps.
  case continuous
}

/// The corner radius of each corner of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable, Codable {
  /// The radius of the corner at the minimum x and minimum y.
  public var topLeft: CGFloat
  /// The radius of the corner at the maximum x and minimum y.
  public var topRight: CGFloat
  /// The radius of the corner at the maximum x and maximum y.
  public var bottomRight: CGFloat
  /// The radius of the corner at the minimum x and maximum y.
  public var bottomLeft: CGFloat

  /// Creates radii from the four corner values (each defaults to zero, a square corner).
  public init(topLeft: CGFloat = 0, topRight: CGFloat = 0, bottomRight: CGFloat = 0, bottomLeft: CGFloat = 0) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// Creates radii with the same value at every corner.
  public init(all radius: CGFloat) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// Square corners everywhere.
  public static let zero = CornerRadii()
}

extension Path {
  /// A closed rounded rectangle with the same radius at every corner, as `UIBezierPath(roundedRect:cornerRadius:)`.
  ///
  /// See ``init(roundedRect:cornerRadii:style:)`` for the shape, direction and clamps.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: CornerStyle = .circular) {
    self.init(roundedRect: rect, cornerRadii: CornerRadii(all: cornerRadius), style: style)
  }

  /// A closed rounded rectangle with a radius per corner.
  ///
  /// The outline runs clockwise on screen, starting where the top-left corner meets the top edge:
  /// along the top edge, round the top-right corner, down, and so on, ending with the top-left
  /// corner and a `closeSubpath`. Zero-radius corners are sharp.
  ///
  /// - ``CornerStyle/circular``: each corner is a quarter circle (one cubic Bézier). A radius is
  ///   clamped to half the rect's shorter side, so the largest radius gives a capsule.
  /// - ``CornerStyle/continuous``: each corner leaves the edge 1.528665 × radius from the rect's
  ///   corner, eases in along a cubic whose curvature grows from zero, follows a 50° circular
  ///   arc across the diagonal, and eases back out symmetrically (three cubics in all, continuous
  ///   in tangent and curvature). When 1.528665 × radius exceeds half the shorter side, the radius
  ///   is scaled down so the corner still fits, as UIKit does.
  ///
  /// Documented clamps: the rect is standardized; a null, non-finite or empty (zero width or
  /// height) rect gives an empty path; a negative or NaN radius counts as zero and an infinite one
  /// as the largest radius that fits.
  public init(roundedRect rect: CGRect, cornerRadii: CornerRadii, style: CornerStyle = .circular) {
    guard !rect.isNull, rect.isFiniteRect, rect.width != 0, rect.height != 0 else {
      self.init()
      return
    }
    let r = rect.standardized
    let shape = RoundedCornerShape.shape(for: style)
    let limit = Swift.min(r.width, r.height) / 2 / shape.extent
    func clamped(_ radius: CGFloat) -> CGFloat { radius.isNaN || radius <= 0 ? 0 : Swift.min(radius, limit) }
    // Corners in drawing order; `back` points from the corner along the edge we arrive on,
    // `forward` along the edge we leave on.
    let corners = [
      CornerFrame(corner: CGPoint(x: r.maxX, y: r.minY), back: (-1, 0), forward: (0, 1), radius: clamped(cornerRadii.topRight)),
      CornerFrame(corner: CGPoint(x: r.maxX, y: r.maxY), back: (0, -1), forward: (-1, 0), radius: clamped(cornerRadii.bottomRight)),
      CornerFrame(corner: CGPoint(x: r.minX, y: r.maxY), back: (1, 0), forward: (0, -1), radius: clamped(cornerRadii.bottomLeft)),
      CornerFrame(corner: CGPoint(x: r.minX, y: r.minY), back: (0, 1), forward: (1, 0), radius: clamped(cornerRadii.topLeft)),
    ]
    var elements: [Element] = []
    Self.appendRoundedOutline(corners, shape: shape, to: &elements)
    self.init(elements: elements)
  }

  /// Appends the elements of one closed outline whose corners are rounded with `shape`.
  ///
  /// Shared by rounded rects and ``RoundedRectUnion``. The outline starts where the *last* corner
  /// leaves onto its outgoing edge, then visits the corners in order: a line to where each corner
  /// begins (skipped when it has zero length, and for the last corner when `closeSubpath` draws it
  /// anyway), then the corner's cubics (none for a zero radius), and closes the subpath.
  static func appendRoundedOutline(_ corners: [CornerFrame], shape: RoundedCornerShape, to elements: inout [Element]) {
    guard let last = corners.last else { return }
    let start = last.point(u: 0, v: shape.extent)
    elements.reserveCapacity(elements.count + corners.count * (shape.curves.count + 1) + 2)
    elements.append(.move(to: start))
    var current = start
    for (index, frame) in corners.enumerated() {
      let entry = frame.point(u: shape.extent, v: 0)
      // Skip zero-length edges, and the last edge when `closeSubpath` draws it anyway.
      if entry != current, !(index == corners.count - 1 && frame.radius == 0 && entry == start) {
        elements.append(.line(to: entry))
      }
      current = frame.point(u: 0, v: shape.extent)
      guard frame.radius > 0 else { continue }
      shape.appendCurves(in: frame, to: &elements)
    }
    elements.append(.closeSubpath)
  }
}

/// One corner of a rounded outline with its local frame, in which corner shapes are described.
///
/// The frame works for any right-angled corner, convex or concave: `back` and `forward` span the
/// quadrant the corner's curve cuts through.
struct CornerFrame {
  /// The rect's corner point.
  let corner: CGPoint
  /// The unit direction from the corner back along the incoming edge.
  let back: (x: CGFloat, y: CGFloat)
  /// The unit direction from the corner along the outgoing edge.
  let forward: (x: CGFloat, y: CGFloat)
  /// The clamped corner radius.
  let radius: CGFloat

  /// The point `u` radii back along the incoming edge and `v` radii along the outgoing edge.
  func point(u: CGFloat, v: CGFloat) -> CGPoint {
    CGPoint(
      x: corner.x + radius * (u * back.x + v * forward.x),
      y: corner.y + radius * (u * back.y + v * forward.y))
  }
}

/// A corner outline in units of the radius, from `(extent, 0)` on the incoming edge to `(0, extent)`.
///
/// Coordinates are `(u, v)`: `u` radii back along the incoming edge from the corner and `v` radii
/// along the outgoing edge. Shapes are symmetric under swapping `u` and `v` (with the curve order
/// and control points reversed).
struct RoundedCornerShape {
  /// A point in corner coordinates.
  typealias Point = (u: CGFloat, v: CGFloat)
  /// One cubic Bézier in corner coordinates.
  typealias Curve = (control1: Point, control2: Point, end: Point)

  /// How far from the corner, in radii, the shape leaves each edge.
  let extent: CGFloat
  /// The cubic segments from `(extent, 0)` to `(0, extent)`.
  let curves: [Curve]

  /// The shape of `style`'s corners.
  static func shape(for style: CornerStyle) -> RoundedCornerShape {
    style == .circular ? circular : continuous
  }

  /// Appends the shape's cubics, placed in `frame`, to `elements`.
  func appendCurves(in frame: CornerFrame, to elements: inout [Path.Element]) {
    for curve in curves {
      elements.append(
        .curve(
          to: frame.point(u: curve.end.u, v: curve.end.v),
          control1: frame.point(u: curve.control1.u, v: curve.control1.v),
          control2: frame.point(u: curve.control2.u, v: curve.control2.v)))
    }
  }

  /// A quarter circle: one cubic with handles of 4/3·tan(π/8) radii.
  static let circular: RoundedCornerShape = {
    let k = Path.quarterArcHandle
    return RoundedCornerShape(extent: 1, curves: [((1 - k, 0), (0, 1 - k), (0, 1))])
  }()

  /// The continuous (iOS 7 and later) corner.
  ///
  /// The edge extent 1.528665 and the middle section come from the widely published measurements
  /// of UIKit's continuous corner: the middle cubic runs from (0.631494, 0.074911) to its mirror
  /// image with handles at (0.372824, 0.169060), which is a 50° circular arc of radius 0.93125
  /// centred at (0.95, 0.95). The published easing handles (1.088493 and 0.868407 along the edge)
  /// meet that arc with a 2.4° kink, so the easing handles are derived here instead: the second
  /// handle is where the arc's tangent line meets the edge (continuous tangent), and the first is
  /// placed so the easing curve's end curvature equals the arc's (continuous curvature). Both
  /// handles lie on the edge, so curvature is zero where the corner meets the straight edge. The
  /// results are 1.062741 and 0.837311 radii from the corner.
  static let continuous: RoundedCornerShape = {
    let extent: CGFloat = 1.528665
    let arcStart: Point = (0.631493792830993, 0.074911387847016)
    let arcHandle: Point = (0.372823826625747, 0.169059556044370)
    // The arc's tangent line at its start, followed backward to the edge v = 0.
    let tangent: Point = (arcHandle.u - arcStart.u, arcHandle.v - arcStart.v)
    let handle2 = arcStart.u - arcStart.v / tangent.v * tangent.u
    // The curvature of the middle cubic at its start: (2/3)·|B1−B0 × B2−B1| / |B1−B0|³.
    let next: Point = (arcHandle.v - arcHandle.u, arcHandle.u - arcHandle.v)
    let tangentLength = (tangent.u * tangent.u + tangent.v * tangent.v).squareRoot()
    let curvature = 2 / 3 * abs(tangent.u * next.v - tangent.v * next.u) / pow(tangentLength, 3)
    // The easing cubic ends with curvature (2/3)·d·arcStart.v / β³, where β is its last handle's
    // length and d the distance between its two handles on the edge; solve for d.
    let beta = ((arcStart.u - handle2) * (arcStart.u - handle2) + arcStart.v * arcStart.v).squareRoot()
    let handle1 = handle2 + 3 * curvature * pow(beta, 3) / (2 * arcStart.v)
    let arcEnd: Point = (arcStart.v, arcStart.u)
    return RoundedCornerShape(
      extent: extent,
      curves: [
        ((handle1, 0), (handle2, 0), arcStart),
        (arcHandle, (arcHandle.v, arcHandle.u), arcEnd),
        ((0, handle2), (0, handle1), (0, extent)),
      ])
  }()
}
