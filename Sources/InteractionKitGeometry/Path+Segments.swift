import Foundation

// Internal helpers shared by the path algorithms (bounds, flattening, hit testing): the path
// resolved into subpaths of segments with explicit start points, and cubic Bézier arithmetic.

/// One drawing segment with its start point made explicit; quadratic curves are degree-elevated.
enum PathSegment: Hashable, Sendable {
  /// A straight segment from the first point to the second.
  case line(CGPoint, CGPoint)
  /// A cubic Bézier segment: start, first control, second control, end.
  case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

  /// The segment's end point.
  var end: CGPoint {
    switch self {
    case .line(_, let b): b
    case .cubic(_, _, _, let d): d
    }
  }
}

/// A subpath with its start point, segments in order, and whether it was closed.
struct ResolvedSubpath: Hashable, Sendable {
  /// The point the subpath starts at (its move point, or the implicit start).
  var start: CGPoint
  /// The drawing segments; empty for a subpath made only of a move.
  var segments: [PathSegment] = []
  /// Whether a `closeSubpath` ended the subpath.
  var isClosed = false
}

extension Path {
  /// The path resolved into subpaths, with Core Graphics' rules for implicit starts.
  ///
  /// A segment before any move starts at the origin; a segment after `closeSubpath` starts a new
  /// subpath at the closed subpath's start. A `closeSubpath` with no open subpath is ignored.
  var resolvedSubpaths: [ResolvedSubpath] {
    var result: [ResolvedSubpath] = []
    var open: ResolvedSubpath?
    var current = CGPoint.zero
    func openIfNeeded() {
      if open == nil { open = ResolvedSubpath(start: current) }
    }
    for element in elements {
      switch element {
      case .move(let p):
        if let finished = open { result.append(finished) }
        open = ResolvedSubpath(start: p)
        current = p
      case .line(let p):
        openIfNeeded()
        open?.segments.append(.line(current, p))
        current = p
      case .quadCurve(let p, let q):
        openIfNeeded()
        open?.segments.append(Bezier.elevated(current, q, p))
        current = p
      case .curve(let p, let c1, let c2):
        openIfNeeded()
        open?.segments.append(.cubic(current, c1, c2, p))
        current = p
      case .closeSubpath:
        guard var finished = open else { continue }
        finished.isClosed = true
        result.append(finished)
        current = finished.start
        open = nil
      }
    }
    if let finished = open { result.append(finished) }
    return result
  }
}

/// Cubic Bézier arithmetic on `CGPoint`s.
enum Bezier {
  /// The cubic that traces the same curve as the quadratic `p0`, `q`, `p2`.
  static func elevated(_ p0: CGPoint, _ q: CGPoint, _ p2: CGPoint) -> PathSegment {
    let c1 = CGPoint(x: p0.x + 2 / 3 * (q.x - p0.x), y: p0.y + 2 / 3 * (q.y - p0.y))
    let c2 = CGPoint(x: p2.x + 2 / 3 * (q.x - p2.x), y: p2.y + 2 / 3 * (q.y - p2.y))
    return .cubic(p0, c1, c2, p2)
  }

  /// The point of the cubic at parameter `t`.
  static func point(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
    let s = 1 - t
    let w0 = s * s * s
    let w1 = 3 * s * s * t
    let w2 = 3 * s * t * t
    let w3 = t * t * t
    return CGPoint(
      x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
      y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
  }

  /// The cubic split at `t = 0.5` (de Casteljau) into its two halves.
  static func halves(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint
  ) -> (left: (CGPoint, CGPoint, CGPoint, CGPoint), right: (CGPoint, CGPoint, CGPoint, CGPoint)) {
    func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
    let p01 = mid(p0, p1), p12 = mid(p1, p2), p23 = mid(p2, p3)
    let p012 = mid(p01, p12), p123 = mid(p12, p23)
    let m = mid(p012, p123)
    return ((p0, p01, p012, m), (m, p123, p23, p3))
  }

  /// The distance from `p` to the segment from `a` to `b`.
  static func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    guard lengthSquared > 0 else { return p.distance(to: a) }
    let t = Swift.min(1, Swift.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared))
    return p.distance(to: CGPoint(x: a.x + t * dx, y: a.y + t * dy))
  }

  /// An upper bound on how far the cubic strays from its chord (the control points' distance).
  ///
  /// The curve lies in the convex hull of its control points and the distance to a segment is
  /// convex, so no point of the curve is farther from the chord than the farther control point.
  static func flatness(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> CGFloat {
    Swift.max(distance(from: p1, toSegment: p0, p3), distance(from: p2, toSegment: p0, p3))
  }

  /// Whether every control point is finite.
  static func isFinite(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> Bool {
    p0.isFinitePoint && p1.isFinitePoint && p2.isFinitePoint && p3.isFinitePoint
  }

  /// The parameters in the open interval (0, 1) where one coordinate of a cubic has zero derivative.
  ///
  /// `v0`…`v3` are that coordinate of the four control points. The derivative divided by 3 is
  /// `a·t² + b·t + c`; its roots are found with the cancellation-free form of the quadratic formula.
  static func extremumParameters(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> [CGFloat] {
    let a = v3 - 3 * v2 + 3 * v1 - v0
    let b = 2 * (v2 - 2 * v1 + v0)
    let c = v1 - v0
    var roots: [CGFloat] = []
    let scale = Swift.max(abs(a), abs(b), abs(c))
    guard scale > 0, scale.isFinite else { return [] }
    if abs(a) <= scale * 1e-12 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        roots.append(q / a)
        if q != 0 { roots.append(c / q) }
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}
