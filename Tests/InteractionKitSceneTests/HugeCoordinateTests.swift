import Foundation
import InteractionKitGeometry
import InteractionKitScene
import Testing

/// Regression tests for finite but huge coordinates (issue 15): `Layer` promises that non-finite
/// geometry never reaches layout or hit testing, so frames and conversions stay finite however large
/// the input, and geometry beyond ±``GeometryLimits/maximumCoordinate`` is clamped to it.
@Suite struct HugeCoordinateTests {
  /// Finding: bounds of 1e308 under a scale transform gave a NaN (infinite) frame.
  @Test func hugeBoundsUnderAScaleTransformGiveAFiniteFrame() throws {
    var layer = Layer(id: "a", bounds: CGRect(x: 0, y: 0, width: 1e308, height: 1e308))
    layer.transform = CGAffineTransform(scaleX: 1e300, y: -1e300)
    #expect(layer.bounds.isWithinCoordinateLimits)
    #expect(layer.transform.isWithinCoordinateLimits)
    #expect(layer.frame.isWithinCoordinateLimits)
    let tree = try LayerTree(root: Layer(id: "root", bounds: CGRect(x: 0, y: 0, width: 100, height: 100), sublayers: [layer]))
    #expect(try tree.frameInRoot(of: "a").isWithinCoordinateLimits)
    #expect(try tree.convert(CGPoint(x: 1e308, y: -1e308), from: "a", to: nil).isWithinCoordinateLimits)
    #expect(try tree.convert(CGRect(x: -1e308, y: 0, width: 1e308, height: 1), from: nil, to: "a").isWithinCoordinateLimits)
    _ = tree.hitTest(CGPoint(x: 1e308, y: 1e308))
  }

  /// Finding: nested positions of 1e308 summed to infinity in `frameInRoot` and `convert`.
  @Test func nestedHugePositionsStayFinite() throws {
    var inner = Layer(id: "c", bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 1e308, y: -1e308))
    inner.anchorPoint = CGPoint(x: 1e308, y: 1e308)
    let middle = Layer(
      id: "b", bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 1e308, y: 1e308), sublayers: [inner])
    let root = Layer(id: "root", bounds: CGRect(x: 0, y: 0, width: 10, height: 10), sublayers: [middle])
    let tree = try LayerTree(root: root)
    #expect(tree.layer("b")?.position == CGPoint(x: GeometryLimits.maximumCoordinate, y: GeometryLimits.maximumCoordinate))
    for id: LayerID in ["b", "c"] {
      #expect(try tree.frameInRoot(of: id).isWithinCoordinateLimits)
      #expect(try tree.transformToRoot(from: id).isWithinCoordinateLimits)
      #expect(try tree.convert(CGPoint(x: 5, y: 5), from: id, to: nil).isWithinCoordinateLimits)
      #expect(try tree.convert(CGPoint(x: 5, y: 5), from: nil, to: id).isWithinCoordinateLimits)
      #expect(try tree.convert(CGRect(x: 0, y: 0, width: 1e308, height: 1e308), from: id, to: "root").isWithinCoordinateLimits)
    }
    #expect(tree.root.effectiveHitAreaBounds.isNull || tree.root.effectiveHitAreaBounds.isFiniteRect)
  }

  /// Ordinary geometry is unchanged by the clamp.
  @Test func ordinaryGeometryIsUnchanged() {
    var layer = Layer(id: "a", frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    layer.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(layer.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    layer.hitTestInsets = EdgeInsets(all: -1e300)
    #expect(layer.hitTestInsets == EdgeInsets(all: -GeometryLimits.maximumCoordinate))
  }
}
