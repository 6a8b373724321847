public import Foundation

extension Path {
  /// Whether `point` lies in the region the path fills under `fillRule`, as `CGPath.contains(_:using:)`.
  ///
  /// Open subpaths are closed implicitly by a straight segment back to their start, as filling does.
  /// The method computes the winding number of the outline around the point with a ray cast toward
  /// positive x. Curves are flattened adaptively to within 0.0001 points, but only where it matters:
  /// a curve whose control points all lie above, below or left of the point cannot cross the ray,
  /// and one whose control points all lie right of it crosses the ray exactly as its chord does.
  /// Points exactly on the outline may go either way.
  ///
  /// - Parameters:
  ///   - point: The point to test.
  ///   - fillRule: Nonzero winding (the default, as Core Graphics) or even-odd.
  /// - Returns: Whether the point is filled. Documented clamps: a NaN or infinite point gives
  ///   `false`; segments with non-finite coordinates contribute nothing.
  public func contains(_ point: CGPoint, fillRule: FillRule = .nonZero) -> Bool {
    guard point.isFinitePoint else { return false }
    var counter = WindingCounter(point: point)
    for subpath in resolvedSubpaths where !subpath.segments.isEmpty {
      var last = subpath.start
      for segment in subpath.segments {
        switch segment {
        case .line(let a, let b):
          counter.addEdge(a, b)
        case .cubic(let p0, let p1, let p2, let p3):
          if Bezier.isFinite(p0, p1, p2, p3) {
            counter.addCurve(p0, p1, p2, p3, depth: 0)
          } else {
            counter.addEdge(p0, p3)
          }
        }
        last = segment.end
      }
      counter.addEdge(last, subpath.start)
    }
    switch fillRule {
    case .nonZero: return counter.winding != 0
    case .evenOdd: return counter.winding % 2 != 0
    }
  }
}

/// Accumulates the winding number of straight edges and curves around one point.
private struct WindingCounter {
  /// The point being tested.
  let point: CGPoint
  /// The signed number of times the outline winds around the point so far.
  var winding = 0

  /// The flattening tolerance for curves that pass near the point.
  static let tolerance: CGFloat = 1e-4
  /// The deepest halving of one curve (2^24 pieces at most, visited only near the point).
  static let maximumDepth = 24

  /// Adds the crossing of the edge `a`→`b` with the ray from the point toward positive x.
  ///
  /// Half-open in y (an edge counts when it spans `a.y <= y < b.y` or the reverse), so a ray through
  /// a vertex is counted once. Upward and downward crossings count with opposite signs.
  mutating func addEdge(_ a: CGPoint, _ b: CGPoint) {
    let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    if a.y <= point.y {
      if b.y > point.y, side > 0 { winding += 1 }
    } else if b.y <= point.y, side < 0 {
      winding -= 1
    }
  }

  /// Adds the crossings of a finite cubic, subdividing only the parts near the point.
  mutating func addCurve(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, depth: Int) {
    let minY = Swift.min(p0.y, p1.y, p2.y, p3.y)
    let maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
    // Entirely above or below the ray: no crossing (and the chord has none either).
    if maxY < point.y || minY > point.y { return }
    // Entirely left of the point: the ray cannot meet it.
    if Swift.max(p0.x, p1.x, p2.x, p3.x) < point.x { return }
    // Entirely right of the point, or flat enough: the chord crosses the ray the same way.
    if Swift.min(p0.x, p1.x, p2.x, p3.x) > point.x || depth >= Self.maximumDepth
      || Bezier.flatness(p0, p1, p2, p3) <= Self.tolerance
    {
      addEdge(p0, p3)
      return
    }
    let (left, right) = Bezier.halves(p0, p1, p2, p3)
    addCurve(left.0, left.1, left.2, left.3, depth: depth + 1)
    addCurve(right.0, right.1, right.2, right.3, depth: depth + 1)
  }
}
