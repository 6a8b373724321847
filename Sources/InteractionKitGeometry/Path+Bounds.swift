public import Foundation

extension Path {
  /// The smallest rect enclosing every point the path passes through, as `CGPath.boundingBoxOfPath`.
  ///
  /// Curves contribute their true extent: the extremes of each Bézier segment are found by solving
  /// for the roots of its derivative, so control points that pull a curve outward count only as far
  /// as the curve actually reaches. Move points count too, including a trailing move.
  ///
  /// Returns `CGRect.null` for a path with no points. Documented clamp: points with a NaN or
  /// infinite coordinate are skipped (a curve with one contributes only its finite end point), so a
  /// path whose every point is NaN or infinite also gives `CGRect.null`. On an axis whose extent
  /// overflows (finite points beyond ±8.9e307 on both sides) the box is clamped to
  /// ±``GeometryLimits/maximumCoordinate``, so it is always finite.
  public var boundingBox: CGRect {
    var box = PointBounds()
    for subpath in resolvedSubpaths {
      box.add(subpath.start)
      for segment in subpath.segments {
        switch segment {
        case .line(_, let b):
          box.add(b)
        case .cubic(let p0, let p1, let p2, let p3):
          box.add(p3)
          guard Bezier.isFinite(p0, p1, p2, p3) else { continue }
          let parameters =
            Bezier.extremumParameters(p0.x, p1.x, p2.x, p3.x) + Bezier.extremumParameters(p0.y, p1.y, p2.y, p3.y)
          for t in parameters { box.add(Bezier.point(p0, p1, p2, p3, at: t)) }
        }
      }
    }
    return box.rect
  }

  /// The smallest rect enclosing every point of the path including Bézier control points, as `CGPath.boundingBox`.
  ///
  /// Cheaper than ``boundingBox`` and never smaller; the curves lie inside it. Returns
  /// `CGRect.null` for a path with no points. Documented clamp: points with a NaN or infinite
  /// coordinate are skipped, and an extent that overflows is clamped like ``boundingBox``'s.
  public var controlPointBounds: CGRect {
    var box = PointBounds()
    var needsOrigin = true
    for element in elements {
      switch element {
      case .move(let p):
        needsOrigin = false
        box.add(p)
      case .line(let p):
        if needsOrigin { box.add(.zero) }
        needsOrigin = false
        box.add(p)
      case .quadCurve(let p, let c):
        if needsOrigin { box.add(.zero) }
        needsOrigin = false
        box.add(c)
        box.add(p)
      case .curve(let p, let c1, let c2):
        if needsOrigin { box.add(.zero) }
        needsOrigin = false
        box.add(c1)
        box.add(c2)
        box.add(p)
      case .closeSubpath:
        break
      }
    }
    return box.rect
  }
}

/// A running minimum and maximum over finite points.
private struct PointBounds {
  var minX = CGFloat.infinity
  var minY = CGFloat.infinity
  var maxX = -CGFloat.infinity
  var maxY = -CGFloat.infinity

  /// Extends the bounds to cover `point`; non-finite points are skipped.
  mutating func add(_ point: CGPoint) {
    guard point.isFinitePoint else { return }
    minX = Swift.min(minX, point.x)
    minY = Swift.min(minY, point.y)
    maxX = Swift.max(maxX, point.x)
    maxY = Swift.max(maxY, point.y)
  }

  /// The rect covering every added point, or ``CGRect/null`` when none was added.
  ///
  /// On an axis whose extent overflows to infinity (points beyond ±8.9e307 on both sides), both
  /// edges are clamped to ±``GeometryLimits/maximumCoordinate``, so the rect stays finite.
  var rect: CGRect {
    guard minX <= maxX, minY <= maxY else { return .null }
    func axis(_ low: CGFloat, _ high: CGFloat) -> (CGFloat, CGFloat) {
      (high - low).isFinite ? (low, high) : (GeometryLimits.clamp(low), GeometryLimits.clamp(high))
    }
    let (x0, x1) = axis(minX, maxX)
    let (y0, y1) = axis(minY, maxY)
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
