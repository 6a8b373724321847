import Foundation
import InteractionKitGeometry
import InteractionKitMotion
import InteractionKitScene
import PropertyBased
import Testing

@Suite struct LayerTreeTests {
  @Test func frameSetsBoundsAndPositionAboutTheAnchor() {
    var layer = Layer(id: "a", frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(layer.position == CGPoint(x: 60, y: 45))
    layer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
  }

  @Test func conversionBetweenNestedLayers() throws {
    var tree = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400)))
    try tree.addSublayer(Layer(id: "a", frame: CGRect(x: 100, y: 50, width: 200, height: 200)), to: "root")
    try tree.addSublayer(Layer(id: "b", frame: CGRect(x: 10, y: 10, width: 50, height: 50)), to: "a")
    try tree.addSublayer(Layer(id: "c", frame: CGRect(x: 300, y: 300, width: 20, height: 20)), to: "root")
    #expect(try tree.convert(CGPoint(x: 0, y: 0), from: "b", to: nil) == CGPoint(x: 110, y: 60))
    #expect(try tree.convert(CGPoint(x: 0, y: 0), from: "b", to: "c") == CGPoint(x: -190, y: -240))
    // Scale "a" by 2 about its centre (200,150): b's origin moves to 200 + 2·(110−200) = 20, 150 + 2·(60−150) = −30.
    try tree.modifyLayer("a") { $0.transform = CGAffineTransform(scaleX: 2, y: 2) }
    let p = try tree.convert(CGPoint(x: 0, y: 0), from: "b", to: nil)
    #expect(abs(p.x - 20) < 1e-9 && abs(p.y - -30) < 1e-9)
    let r = try tree.convert(CGRect(x: 0, y: 0, width: 50, height: 50), from: "b", to: nil)
    #expect(abs(r.width - 100) < 1e-9)
    #expect(try tree.frameInRoot(of: "b") == r)
  }

  @Test func conversionRoundTripsForRandomTransforms() async throws {
    await propertyCheck(
      count: 300, input: Gen.double(in: 0.2...3), Gen.double(in: -3.14...3.14), Gen.double(in: -200...200),
      Gen.double(in: -200...200)
    ) { scale, angle, x, y in
      var tree = try! LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400)))
      try! tree.addSublayer(Layer(id: "a", frame: CGRect(x: 30, y: 40, width: 120, height: 80)), to: "root")
      try! tree.addSublayer(Layer(id: "b", frame: CGRect(x: 5, y: 7, width: 30, height: 30)), to: "a")
      try! tree.modifyLayer("a") { $0.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale) }
      try! tree.modifyLayer("b") { $0.transform = CGAffineTransform(rotationAngle: -angle / 2) }
      let p = CGPoint(x: x, y: y)
      let there = try! tree.convert(p, from: nil, to: "b")
      let back = try! tree.convert(there, from: "b", to: nil)
      #expect(abs(back.x - p.x) < 1e-6 && abs(back.y - p.y) < 1e-6)
    }
  }

  @Test func errorsNameTheLayer() throws {
    var tree = try LayerTree(root: Layer(id: "root"))
    #expect(throws: SceneError.layerNotFound("nope")) { try tree.convert(CGPoint.zero, from: "nope", to: nil) }
    #expect(throws: SceneError.layerNotFound("nope")) { try tree.addSublayer(Layer(id: "x"), to: "nope") }
    #expect(throws: SceneError.duplicateLayerID("root")) { try tree.addSublayer(Layer(id: "root"), to: "root") }
    #expect(throws: SceneError.cannotRemoveRoot) { try tree.removeLayer("root") }
    #expect(throws: SceneError.duplicateLayerID("d")) {
      try LayerTree(root: Layer(id: "r", sublayers: [Layer(id: "d"), Layer(id: "d")]))
    }
    try tree.addSublayer(Layer(id: "flat", frame: CGRect(x: 0, y: 0, width: 10, height: 10)), to: "root")
    try tree.modifyLayer("flat") { $0.transform = CGAffineTransform(scaleX: 0, y: 1) }
    #expect(throws: SceneError.singularTransform("flat")) { try tree.convert(CGPoint.zero, from: nil, to: "flat") }
    // A modification that introduces a duplicate is undone.
    try tree.addSublayer(Layer(id: "other"), to: "root")
    #expect(throws: SceneError.duplicateLayerID("flat")) { try tree.modifyLayer("other") { $0.id = "flat" } }
    #expect(tree.contains("other"))
  }

  @Test func removingALayerRemovesItsSubtreeAndAnimations() throws {
    var tree = try LayerTree(root: Layer(id: "root", sublayers: [Layer(id: "a", sublayers: [Layer(id: "b")])]))
    try tree.add(.opacity(.basic(from: 0, to: 1, duration: 1)), to: "b", forKey: "fade")
    try tree.removeLayer("a")
    #expect(tree.layerIDs == ["root"])
    #expect(tree.animations.isEmpty)
    #expect(tree.count == 1)
  }

  @Test func badGeometryIsClamped() {
    var layer = Layer(id: "x", frame: CGRect(x: CGFloat.nan, y: 0, width: -10, height: CGFloat.infinity))
    #expect(layer.bounds == .zero)
    #expect(layer.position.isFinitePoint)
    layer.opacity = .nan
    #expect(layer.opacity == 1)
    layer.opacity = 7
    #expect(layer.opacity == 1)
    layer.opacity = -1
    #expect(layer.opacity == 0)
    layer.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(layer.transform == .identity)
    layer.cornerRadius = -4
    #expect(layer.cornerRadius == 0)
    layer.hitTestInsets = EdgeInsets(all: .infinity)
    #expect(layer.hitTestInsets == .zero)
    layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
  }

  @Test func rasterImageValidatesItsBytes() {
    #expect(throws: RasterImageError.byteCountMismatch(expected: 16, actual: 3)) {
      try RasterImage(pixelWidth: 2, pixelHeight: 2, rgba: [0, 0, 0])
    }
    #expect(throws: RasterImageError.negativeDimensions(-1, 2)) {
      try RasterImage(pixelWidth: -1, pixelHeight: 2, rgba: [])
    }
    #expect(throws: (any Error).self) { try RasterImage(pixelWidth: Int.max, pixelHeight: 2, rgba: []) }
  }
}
