import Foundation
import InteractionKitGeometry
import Testing

/// The engine-wide coordinate bound (``GeometryLimits``) and the helpers that apply it.
@Suite struct CoordinateLimitsTests {
  let limit = GeometryLimits.maximumCoordinate

  @Test func theBoundIsTheContextMenusBound() {
    #expect(limit == 1e12)
    #expect(GeometryLimits.clamp(.nan) == 0)
    #expect(GeometryLimits.clamp(.infinity) == limit)
    #expect(GeometryLimits.clamp(-1e308) == -limit)
    #expect(GeometryLimits.clamp(12.5) == 12.5)
    #expect(CGFloat(1e12).isWithinCoordinateLimits && !CGFloat(1.0000001e12).isWithinCoordinateLimits)
  }

  @Test func rectsAreClampedEdgeByEdge() {
    let ordinary = CGRect(x: 0.1, y: 5, width: -0.3, height: 10)
    #expect(ordinary.clampedToCoordinateLimits == ordinary.standardized)
    #expect(ordinary.sanitized == ordinary.standardized)
    // Standardizing would give an origin of −∞: the edges are clamped instead.
    let hostile = CGRect(x: -1.7e308, y: 0, width: -1.7e308, height: 1)
    #expect(hostile.clampedToCoordinateLimits == CGRect(x: -limit, y: 0, width: 0, height: 1))
    #expect(CGRect(x: 1e308, y: 0, width: 1e308, height: 1).sanitized.isWithinCoordinateLimits)
    #expect(CGRect(x: -1e13, y: -1, width: 2e13, height: 2).clampedToCoordinateLimits
      == CGRect(x: -limit, y: -1, width: 2 * limit, height: 2))
    #expect(CGRect.null.clampedToCoordinateLimits == .zero)
    #expect(!CGRect.null.isWithinCoordinateLimits && !CGRect.infinite.isWithinCoordinateLimits)
    #expect(CGSize(width: 1e308, height: -1).clampedToValid == CGSize(width: limit, height: 0))
  }

  @Test func transformsAndInsetsAreClampedComponentwise() {
    let t = CGAffineTransform(a: 1e300, b: .nan, c: 0, d: 1, tx: -1e13, ty: 3)
    #expect(t.clampedToCoordinateLimits == CGAffineTransform(a: limit, b: 0, c: 0, d: 1, tx: -limit, ty: 3))
    #expect(EdgeInsets(all: .greatestFiniteMagnitude).clampedToCoordinateLimits == EdgeInsets(all: limit))
    #expect(CGPoint(x: 1, y: 2).clampedToCoordinateLimits == CGPoint(x: 1, y: 2))
  }
}
