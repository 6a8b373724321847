public import Foundation
import InteractionKitGeometry

extension HoverIntent {
  /// Which safe area a ``HoverIntent`` builds between the pointer and the opened thing.
  public enum SafeAreaShape: Hashable, Sendable, CaseIterable {
    /// The safe triangle: the apex (widened by the tolerance) and the two corners of the target's edge
    /// nearest to the apex. The classic submenu rule: the pointer may cross the items between.
    case triangle
    /// The safe polygon: the convex hull of the apex (widened by the tolerance) and all four corners of
    /// the target, like Floating UI's `safePolygon`. More forgiving of paths aimed at the target's far
    /// corners.
    case polygon
  }

  /// The convex area, in the pointer's coordinates, that the pointer may cross on its way from an apex
  /// (where it left the trigger) to a target without the target closing.
  ///
  /// The apex is widened into a square of side twice the ``tolerance`` so that a hand's first wobble
  /// when leaving the trigger is forgiven (Radix and Kobalte menus use ±5 px). The near edge is the one
  /// facing the apex: the left or right edge when the apex is further from the target horizontally than
  /// vertically (submenus open sideways), else the top or bottom edge. An apex inside the target gives
  /// the hull of the apex square and the whole target.
  public struct SafeArea: Hashable, Sendable {
    /// Where the pointer was when the area was built (the last location over the trigger).
    public let apex: CGPoint
    /// The opened thing's rect.
    public let target: CGRect
    /// The half-side of the square the apex is widened into.
    public let tolerance: CGFloat
    /// The shape: triangle or polygon.
    public let shape: SafeAreaShape
    /// The area's corners, a convex polygon without repeated or collinear points, counter-clockwise in
    /// y-up terms (clockwise on a y-down screen).
    public let vertices: [CGPoint]

    /// Builds the safe area from an apex to a target.
    ///
    /// - Parameters:
    ///   - apex: where the pointer left the trigger.
    ///   - target: the opened thing's rect; must be finite with an area.
    ///   - tolerance: the half-side of the apex square; default 5; must be finite and ≥ 0.
    ///   - shape: triangle (default) or polygon.
    /// - Throws: ``HoverIntentError/nonFiniteLocation(_:)``, ``HoverIntentError/invalidTargetRect(_:)``
    ///   or ``HoverIntentError/invalidTolerance(_:)``.
    public init(
      apex: CGPoint, target: CGRect, tolerance: CGFloat = HoverIntent.Configuration.standard.tolerance,
      shape: SafeAreaShape = .triangle
    ) throws(HoverIntentError) {
      guard apex.isFinitePoint else { throw .nonFiniteLocation(apex) }
      guard HoverIntent.isValidTarget(target) else { throw .invalidTargetRect(target) }
      guard tolerance.isFinite, tolerance >= 0 else { throw .invalidTolerance(tolerance) }
      self.apex = apex
      self.target = target
      self.tolerance = tolerance
      self.shape = shape
      let t = tolerance
      var points = [
        CGPoint(x: apex.x - t, y: apex.y - t), CGPoint(x: apex.x + t, y: apex.y - t),
        CGPoint(x: apex.x + t, y: apex.y + t), CGPoint(x: apex.x - t, y: apex.y + t),
      ]
      points += shape == .triangle ? Self.nearCorners(of: target, facing: apex) : Self.corners(of: target)
      self.vertices = Self.convexHull(points)
    }

    /// The two corners of the target's edge that faces the apex (all four when the apex is inside).
    public var nearCorners: [CGPoint] { Self.nearCorners(of: target, facing: apex) }

    /// Whether a point lies in the area, edges included. A non-finite point is in no area.
    public func contains(_ point: CGPoint) -> Bool {
      guard point.isFinitePoint, vertices.count >= 3 else { return false }
      for index in vertices.indices {
        let a = vertices[index]
        let b = vertices[(index + 1) % vertices.count]
        if Self.cross(a, b, point) < 0 { return false }
      }
      return true
    }

    static func corners(of rect: CGRect) -> [CGPoint] {
      [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ]
    }

    static func nearCorners(of rect: CGRect, facing point: CGPoint) -> [CGPoint] {
      let dx = max(rect.minX - point.x, point.x - rect.maxX, 0)
      let dy = max(rect.minY - point.y, point.y - rect.maxY, 0)
      if dx == 0, dy == 0 { return corners(of: rect) }
      if dx >= dy {
        let x = point.x < rect.minX ? rect.minX : rect.maxX
        return [CGPoint(x: x, y: rect.minY), CGPoint(x: x, y: rect.maxY)]
      }
      let y = point.y < rect.minY ? rect.minY : rect.maxY
      return [CGPoint(x: rect.minX, y: y), CGPoint(x: rect.maxX, y: y)]
    }

    /// The z component of (b − a) × (p − a): positive when p is to the left of a→b in y-up terms.
    static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
      (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
    }

    /// Andrew's monotone chain: the hull's corners in counter-clockwise (y-up) order, collinear and
    /// repeated points dropped.
    static func convexHull(_ points: [CGPoint]) -> [CGPoint] {
      let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
      guard sorted.count > 2 else { return sorted }
      func chain(_ ordered: [CGPoint]) -> [CGPoint] {
        var result: [CGPoint] = []
        for p in ordered {
          while result.count >= 2, cross(result[result.count - 2], result[result.count - 1], p) <= 0 {
            result.removeLast()
          }
          result.append(p)
        }
        return result
      }
      let lower = chain(sorted)
      let upper = chain(sorted.reversed())
      return Array(lower.dropLast()) + Array(upper.dropLast())
    }
  }
}
