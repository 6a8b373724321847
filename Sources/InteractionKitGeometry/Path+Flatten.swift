public import Foundation

/// A chain of straight segments through a list of points: one subpath of a flattened ``Path``.
///
/// When ``isClosed`` is true a final segment joins the last point back to the first; the first
/// point is not repeated at the end unless the path itself drew a segment back to it.
public struct Polyline: Hashable, Sendable {
  /// The vertices in drawing order.
  public var points: [CGPoint]
  /// Whether the polyline returns from its last point to its first.
  public var isClosed: Bool

  /// Creates a polyline from its vertices.
  public init(points: [CGPoint], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }
}

extension Path {
  /// The path approximated by straight segments, one ``Polyline`` per subpath.
  ///
  /// Each Bézier segment is subdivided adaptively (halving at `t = 0.5`) until its control points
  /// lie within `tolerance` of the chord; because a curve stays inside the convex hull of its
  /// control points, every point of the curve is then within `tolerance` of the polyline and every
  /// point of the polyline within `tolerance` of the curve. All emitted vertices lie on the curve.
  ///
  /// - Parameter tolerance: The largest allowed distance between curve and polyline, in points.
  ///   Defaults to 0.25 (a quarter point, invisible at 2× and 3× scale). Documented clamps: values
  ///   below 0.0001 are raised to 0.0001, and NaN or infinite values become 0.25. Each curve is
  ///   split into at most 4096 segments whatever the tolerance, so enormous curves may exceed it
  ///   but no input can hang.
  ///
  /// Subpaths made only of a move produce no polyline. A curve with a non-finite control point is
  /// replaced by its chord. Lines are kept exactly, including zero-length ones.
  public func flattened(tolerance: CGFloat = 0.25) -> [Polyline] {
    let tolerance = Self.clampedFlatteningTolerance(tolerance)
    var result: [Polyline] = []
    for subpath in resolvedSubpaths where !subpath.segments.isEmpty {
      var points = [subpath.start]
      for segment in subpath.segments {
        switch segment {
        case .line(_, let b):
          points.append(b)
        case .cubic(let p0, let p1, let p2, let p3):
          guard Bezier.isFinite(p0, p1, p2, p3) else {
            points.append(p3)
            continue
          }
          Self.flattenCubic(p0, p1, p2, p3, tolerance: tolerance, depth: 0, into: &points)
        }
      }
      result.append(Polyline(points: points, isClosed: subpath.isClosed))
    }
    return result
  }

  /// The deepest halving of one curve: 2^12 = 4096 segments at most.
  static let maximumSubdivisionDepth = 12

  /// The tolerance with the documented clamps of ``flattened(tolerance:)`` applied.
  static func clampedFlatteningTolerance(_ tolerance: CGFloat) -> CGFloat {
    guard tolerance.isFinite else { return 0.25 }
    return Swift.max(1e-4, tolerance)
  }

  /// Appends the vertices after `p0` of the cubic's flattening to `points`.
  private static func flattenCubic(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
    tolerance: CGFloat, depth: Int, into points: inout [CGPoint]
  ) {
    if depth >= maximumSubdivisionDepth || Bezier.flatness(p0, p1, p2, p3) <= tolerance {
      points.append(p3)
      return
    }
    let (left, right) = Bezier.halves(p0, p1, p2, p3)
    flattenCubic(left.0, left.1, left.2, left.3, tolerance: tolerance, depth: depth + 1, into: &points)
    flattenCubic(right.0, right.1, right.2, right.3, tolerance: tolerance, depth: depth + 1, into: &points)
  }
}
