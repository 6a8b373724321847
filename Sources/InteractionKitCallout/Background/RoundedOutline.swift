import Foundation
import InteractionKitGeometry

/// One corner of a closed polygon whose corners are rounded by circular arcs: the building block of
/// every callout outline (body corners, the arrow's concave fillets and its tip).
///
/// A convex corner's arc bulges outward and a concave corner's arc is a fillet; the same tangent-arc
/// construction draws both, because the arc always sits in the angle smaller than 180° between the
/// two edges.
struct OutlineCorner: Hashable, Sendable {
  /// Where the two straight edges meet.
  var point: CGPoint
  /// The radius of the arc that replaces the sharp corner; 0 keeps it sharp.
  var radius: CGFloat
  /// A point the arc must pass through exactly, or `nil`.
  ///
  /// When set, the arc is drawn as two halves that meet at this point, which replaces the computed
  /// midpoint of the arc (they differ only by rounding). The arrow's tip uses it so the outline
  /// reaches the requested tip bit for bit.
  var pinnedMidpoint: CGPoint?

  init(_ point: CGPoint, radius: CGFloat = 0, pinnedMidpoint: CGPoint? = nil) {
    self.point = point
    self.radius = radius
    self.pinnedMidpoint = pinnedMidpoint
  }
}

/// Builds closed outlines from rounded polygons, and their parallel offsets.
///
/// Polygons are given clockwise on screen (y grows downward), the orientation of
/// `Path(roundedRect:)`, so the outward normal of an edge running along `(dx, dy)` is `(dy, −dx)`.
enum RoundedOutline {
  /// The closed path of a polygon with rounded corners: one `move`, lines and cubic arcs, one `closeSubpath`.
  ///
  /// Each corner's arc is tangent to both of its edges. Its tangent distance is limited to the
  /// shorter of its two edges, so a radius too large for its corner can never fold the outline back
  /// (callers size their radii so that this never triggers; it guards degenerate input). A corner
  /// whose edges are collinear or that has a zero radius stays sharp. Fewer than three corners give
  /// an empty path.
  static func path(_ corners: [OutlineCorner]) -> Path {
    let count = corners.count
    guard count >= 3 else { return Path() }
    let arcs = (0..<count).map { index in
      arc(at: corners[index], previous: corners[(index + count - 1) % count].point, next: corners[(index + 1) % count].point)
    }
    let start = arcs[0].end
    var elements: [Path.Element] = [.move(to: start)]
    var current = start
    for index in 1...count {
      let arc = arcs[index % count]
      if arc.start != current { elements.append(.line(to: arc.start)) }
      elements += arc.elements
      current = arc.end
    }
    elements.append(.closeSubpath)
    return Path(elements: elements)
  }

  /// The corners of the polygon whose edges are the given polygon's edges moved outward by `distance`
  /// (inward when negative), with radii changed so that every arc keeps its centre.
  ///
  /// Convex corners grow by `distance` and concave ones shrink by it (never below zero), which is
  /// exactly how a circle's parallel offset behaves, so the rounded outline of the result is the
  /// parallel offset of the rounded outline of the input (as long as no radius reaches zero).
  /// Pinned midpoints move outward along the corner's bisector by `distance`.
  static func offset(_ corners: [OutlineCorner], by distance: CGFloat) -> [OutlineCorner] {
    let count = corners.count
    guard count >= 3, distance != 0, distance.isFinite else { return corners }
    return (0..<count).map { index in
      let corner = corners[index]
      let previous = corners[(index + count - 1) % count].point
      let next = corners[(index + 1) % count].point
      let n1 = outwardNormal(from: previous, to: corner.point)
      let n2 = outwardNormal(from: corner.point, to: next)
      let denominator = 1 + n1.x * n2.x + n1.y * n2.y
      guard denominator > 1e-9 else { return corner }
      let miter = CGPoint(x: (n1.x + n2.x) / denominator, y: (n1.y + n2.y) / denominator)
      let point = CGPoint(x: corner.point.x + distance * miter.x, y: corner.point.y + distance * miter.y)
      let convex = turn(previous, corner.point, next) > 0
      let radius = corner.radius > 0 ? max(0, convex ? corner.radius + distance : corner.radius - distance) : 0
      let pin = corner.pinnedMidpoint.map { pin -> CGPoint in
        let length = (miter.x * miter.x + miter.y * miter.y).squareRoot()
        guard length > 0 else { return pin }
        return CGPoint(x: pin.x + distance * miter.x / length, y: pin.y + distance * miter.y / length)
      }
      return OutlineCorner(point, radius: radius, pinnedMidpoint: pin)
    }
  }

  // MARK: - One corner

  /// The arc replacing one corner: where it starts and ends and its cubic segments.
  private struct CornerArc {
    var start: CGPoint
    var end: CGPoint
    var elements: [Path.Element]
  }

  /// The tangent arc at `corner`, between the edges from `previous` and to `next`.
  private static func arc(at corner: OutlineCorner, previous: CGPoint, next: CGPoint) -> CornerArc {
    let p1 = corner.point
    let sharp = CornerArc(start: p1, end: p1, elements: [])
    let l1 = p1.distance(to: previous)
    let l2 = p1.distance(to: next)
    guard corner.radius > 0, l1 > 0, l2 > 0 else { return sharp }
    let u = CGPoint(x: (previous.x - p1.x) / l1, y: (previous.y - p1.y) / l1)
    let w = CGPoint(x: (next.x - p1.x) / l2, y: (next.y - p1.y) / l2)
    let cross = u.x * w.y - u.y * w.x
    guard abs(cross) > 1e-12 else { return sharp }
    let dot = u.x * w.x + u.y * w.y
    let halfAngle = atan2(abs(cross), dot) / 2
    // tan(θ/2) = sin θ / (1 + cos θ): exact for right angles, where tan(π/4) is not.
    let tanHalf = abs(cross) / (1 + dot)
    let tangentDistance = min(corner.radius / tanHalf, l1, l2)
    let radius = tangentDistance * tanHalf
    let bisector = CGPoint(x: u.x + w.x, y: u.y + w.y)
    let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    guard bisectorLength > 0 else { return sharp }
    let centreDistance = radius / sin(halfAngle)
    let centre = CGPoint(
      x: p1.x + bisector.x / bisectorLength * centreDistance, y: p1.y + bisector.y / bisectorLength * centreDistance)
    let start = CGPoint(x: p1.x + u.x * tangentDistance, y: p1.y + u.y * tangentDistance)
    let end = CGPoint(x: p1.x + w.x * tangentDistance, y: p1.y + w.y * tangentDistance)
    let startAngle = atan2(start.y - centre.y, start.x - centre.x)
    // Turning right on screen (positive turn) sweeps toward increasing angles.
    let magnitude = CGFloat.pi - 2 * halfAngle
    let sweep = turn(previous, p1, next) > 0 ? magnitude : -magnitude
    var elements: [Path.Element] = []
    if let pin = corner.pinnedMidpoint {
      let middleAngle = startAngle + sweep / 2
      appendArc(centre: centre, radius: radius, from: startAngle, sweep: sweep / 2, start: start, end: pin, into: &elements)
      appendArc(centre: centre, radius: radius, from: middleAngle, sweep: sweep / 2, start: pin, end: end, into: &elements)
    } else {
      appendArc(centre: centre, radius: radius, from: startAngle, sweep: sweep, start: start, end: end, into: &elements)
    }
    return CornerArc(start: start, end: end, elements: elements)
  }

  /// Appends cubic segments of at most 90° each approximating a circular arc, with handles of length
  /// 4/3·tan(θ/4)·radius. The first segment starts at `start` and the last ends exactly at `end`.
  ///
  /// Tangent components smaller than 1e-12 are snapped to zero, so an arc ending at a horizontal
  /// or vertical tangent (the arrow's tip) gets a handle exactly parallel to the axis.
  private static func appendArc(
    centre: CGPoint, radius: CGFloat, from startAngle: CGFloat, sweep: CGFloat, start: CGPoint, end: CGPoint,
    into elements: inout [Path.Element]
  ) {
    let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let handle = 4 / 3 * tan(step / 4) * radius
    var from = start
    for index in 0..<pieces {
      let a0 = startAngle + step * CGFloat(index)
      let a1 = a0 + step
      let to = index == pieces - 1 ? end : CGPoint(x: centre.x + radius * cos(a1), y: centre.y + radius * sin(a1))
      let t0 = snapped(CGPoint(x: -sin(a0), y: cos(a0)))
      let t1 = snapped(CGPoint(x: -sin(a1), y: cos(a1)))
      elements.append(
        .curve(
          to: to,
          control1: CGPoint(x: from.x + handle * t0.x, y: from.y + handle * t0.y),
          control2: CGPoint(x: to.x - handle * t1.x, y: to.y - handle * t1.y)))
      from = to
    }
  }

  /// A unit tangent with rounding noise (below 1e-12) removed from each component.
  private static func snapped(_ v: CGPoint) -> CGPoint {
    CGPoint(x: abs(v.x) < 1e-12 ? 0 : v.x, y: abs(v.y) < 1e-12 ? 0 : v.y)
  }

  /// The z component of (b − a) × (c − b): positive when the path turns right on screen (y down).
  private static func turn(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
    (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
  }

  /// The outward unit normal of the edge from `a` to `b` of a clockwise (on screen) polygon.
  private static func outwardNormal(from a: CGPoint, to b: CGPoint) -> CGPoint {
    let length = a.distance(to: b)
    guard length > 0 else { return .zero }
    return CGPoint(x: (b.y - a.y) / length, y: -(b.x - a.x) / length)
  }
}
