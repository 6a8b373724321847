import Foundation
import InteractionKitTestSupport
import InteractionKitGeometry

/// A small deterministic random number generator (SplitMix64) for test data.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {

  mutating func point(in range: ClosedRange<CGFloat>) -> CGPoint {
    CGPoint(x: CGFloat.random(in: range, using: &self), y: CGFloat.random(in: range, using: &self))
  }
}

/// The point of a cubic Bézier at `t`, written out independently of the library.
func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
  let s = 1 - t
  let x = s * s * s * p0.x + 3 * s * s * t * p1.x + 3 * s * t * t * p2.x + t * t * t * p3.x
  let y = s * s * s * p0.y + 3 * s * s * t * p1.y + 3 * s * t * t * p2.y + t * t * t * p3.y
  return CGPoint(x: x, y: y)
}

/// The point of a quadratic Bézier at `t`.
func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
  let s = 1 - t
  return CGPoint(x: s * s * p0.x + 2 * s * t * p1.x + t * t * p2.x, y: s * s * p0.y + 2 * s * t * p1.y + t * t * p2.y)
}

/// The distance from `p` to the segment `a`–`b`.
func distance(_ p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
  let dx = b.x - a.x, dy = b.y - a.y
  let lengthSquared = dx * dx + dy * dy
  let t = lengthSquared == 0 ? 0 : min(1, max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared))
  return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
}

/// The distance from `p` to an open chain of segments.
func distance(_ p: CGPoint, toChain points: [CGPoint]) -> CGFloat {
  guard points.count > 1 else { return points.first.map { hypot(p.x - $0.x, p.y - $0.y) } ?? .infinity }
  var best = CGFloat.infinity
  for i in 1..<points.count { best = min(best, distance(p, toSegment: points[i - 1], points[i])) }
  return best
}

/// Every point of every element (end points and control points), in order.
func allPoints(_ path: Path) -> [CGPoint] {
  path.elements.flatMap { element -> [CGPoint] in
    switch element {
    case .move(let p), .line(let p): [p]
    case .quadCurve(let p, let c): [c, p]
    case .curve(let p, let c1, let c2): [c1, c2, p]
    case .closeSubpath: []
    }
  }
}

/// Whether two points agree within `tolerance` in each coordinate.
func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rects agree within `tolerance` on every edge.
func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

/// Whether `inner` lies inside `outer`, allowing `slack` on every edge.
func encloses(_ outer: CGRect, _ inner: CGRect, slack: CGFloat) -> Bool {
  inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
    && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
}

/// Whether two element lists have the same kinds and points within `tolerance`.
func elementsMatch(_ a: [Path.Element], _ b: [Path.Element], tolerance: CGFloat) -> Bool {
  guard a.count == b.count else { return false }
  for (x, y) in zip(a, b) {
    switch (x, y) {
    case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
      if !isClose(p, q, tolerance) { return false }
    case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
      if !isClose(p, q, tolerance) || !isClose(c, d, tolerance) { return false }
    case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
      if !isClose(p, q, tolerance) || !isClose(c1, d1, tolerance) || !isClose(c2, d2, tolerance) { return false }
    case (.closeSubpath, .closeSubpath):
      continue
    default:
      return false
    }
  }
  return true
}

/// The signed area of a closed polygon by the shoelace formula (positive when clockwise on screen).
func shoelaceArea(_ points: [CGPoint]) -> CGFloat {
  var sum: CGFloat = 0
  for i in points.indices {
    let a = points[i], b = points[(i + 1) % points.count]
    sum += a.x * b.y - b.x * a.y
  }
  return sum / 2
}

/// The cubic segments of a path with their start points (quadratics are not produced by the tests that use this).
func cubicSegments(_ path: Path) -> [(CGPoint, CGPoint, CGPoint, CGPoint)] {
  var result: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
  var current = CGPoint.zero
  var start = CGPoint.zero
  for element in path.elements {
    switch element {
    case .move(let p): current = p; start = p
    case .line(let p): current = p
    case .quadCurve(let p, _): current = p
    case .curve(let p, let c1, let c2):
      result.append((current, c1, c2, p))
      current = p
    case .closeSubpath: current = start
    }
  }
  return result
}
