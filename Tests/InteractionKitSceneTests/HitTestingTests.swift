import Foundation
import InteractionKitGeometry
import InteractionKitScene
import PropertyBased
import Testing

/// One test per UIKit hit-testing rule.
@Suite struct HitTestingTests {
  /// root 300×200 with two overlapping siblings: back (10,10,100,100) and front (50,50,100,100).
  func makeTree() throws -> LayerTree {
    try LayerTree(
      root: Layer(
        id: "root", frame: CGRect(x: 0, y: 0, width: 300, height: 200),
        sublayers: [
          Layer(id: "back", frame: CGRect(x: 10, y: 10, width: 100, height: 100)),
          Layer(id: "front", frame: CGRect(x: 50, y: 50, width: 100, height: 100)),
        ]))
  }

  @Test func frontmostChildWins() throws {
    let tree = try makeTree()
    #expect(tree.hitTest(CGPoint(x: 60, y: 60)) == "front")
    #expect(tree.hitTest(CGPoint(x: 20, y: 20)) == "back")
    #expect(tree.hitTest(CGPoint(x: 250, y: 150)) == "root")
    #expect(tree.hitTest(CGPoint(x: 400, y: 10)) == nil)
  }

  @Test func hiddenLayerIsSkipped() throws {
    var tree = try makeTree()
    try tree.modifyLayer("front") { $0.isHidden = true }
    #expect(tree.hitTest(CGPoint(x: 60, y: 60)) == "back")
  }

  @Test func nearlyTransparentLayerIsSkipped() throws {
    var tree = try makeTree()
    try tree.modifyLayer("front") { $0.opacity = 0.009 }
    #expect(tree.hitTest(CGPoint(x: 60, y: 60)) == "back")
    try tree.modifyLayer("front") { $0.opacity = 0.01 }
    #expect(tree.hitTest(CGPoint(x: 60, y: 60)) == "front")
  }

  @Test func interactionDisabledSkipsTheSubtree() throws {
    var tree = try makeTree()
    try tree.addSublayer(Layer(id: "child", frame: CGRect(x: 0, y: 0, width: 20, height: 20)), to: "front")
    #expect(tree.hitTest(CGPoint(x: 55, y: 55)) == "child")
    try tree.modifyLayer("front") { $0.isUserInteractionEnabled = false }
    #expect(tree.hitTest(CGPoint(x: 55, y: 55)) == "back")
  }

  @Test func parentBoundsGateTheSubtreeEvenWithoutMasking() throws {
    var tree = try makeTree()
    // A child sticking out of "back" to the left (x 10-50 in root is inside; -40...10 outside back).
    try tree.addSublayer(Layer(id: "outside", frame: CGRect(x: -50, y: 0, width: 100, height: 20)), to: "back")
    try tree.modifyLayer("back") { $0.masksToBounds = false }
    #expect(tree.hitTest(CGPoint(x: 5, y: 15)) == "root")  // on the child, but outside its parent
    #expect(tree.hitTest(CGPoint(x: 15, y: 15)) == "outside")  // on the child inside its parent
    try tree.modifyLayer("back") { $0.masksToBounds = true }
    #expect(tree.hitTest(CGPoint(x: 5, y: 15)) == "root")
  }

  @Test func negativeHitTestInsetsEnlarge() throws {
    var tree = try makeTree()
    try tree.addSublayer(Layer(id: "small", frame: CGRect(x: 200, y: 100, width: 10, height: 10)), to: "root")
    #expect(tree.hitTest(CGPoint(x: 195, y: 105)) == "root")
    try tree.modifyLayer("small") { $0.hitTestInsets = EdgeInsets(all: -10) }
    #expect(tree.hitTest(CGPoint(x: 195, y: 105)) == "small")
    #expect(tree.hitTest(CGPoint(x: 189, y: 105)) == "root")
    try tree.modifyLayer("small") { $0.hitTestInsets = EdgeInsets(all: 3) }
    #expect(tree.hitTest(CGPoint(x: 201, y: 101)) == "root")
    #expect(tree.hitTest(CGPoint(x: 205, y: 105)) == "small")
  }

  @Test func farEdgesAreExclusive() throws {
    let tree = try makeTree()
    #expect(tree.hitTest(CGPoint(x: 150, y: 60)) == "root")  // maxX of front
    #expect(tree.hitTest(CGPoint(x: 149.999, y: 60)) == "front")
  }

  @Test func transformedLayersAreHitInTheirOwnSpace() throws {
    var tree = try makeTree()
    // Scale "front" by 0.5 about its centre (100,100): it now covers 75...125.
    try tree.modifyLayer("front") { $0.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
    #expect(tree.hitTest(CGPoint(x: 60, y: 60)) == "back")
    #expect(tree.hitTest(CGPoint(x: 80, y: 80)) == "front")
    #expect(tree.hitTest(CGPoint(x: 124, y: 124)) == "front")
    #expect(tree.hitTest(CGPoint(x: 126, y: 126)) == "root")
  }

  @Test func nonFinitePointHitsNothing() throws {
    let tree = try makeTree()
    #expect(tree.hitTest(CGPoint(x: CGFloat.nan, y: 10)) == nil)
    #expect(tree.hitTest(CGPoint(x: 10, y: CGFloat.infinity)) == nil)
  }

  @Test func chainRunsFromRootToHit() throws {
    let tree = try makeTree()
    #expect(tree.hitTestChain(CGPoint(x: 60, y: 60)) == ["root", "front"])
    #expect(tree.hitTestChain(CGPoint(x: -1, y: 0)) == [])
  }
}

/// The hit-test walk agrees with a brute-force oracle built on coordinate conversion.
@Suite struct HitTestingOracleTests {
  @Test func hitTestAgreesWithConversionForRandomTransforms() async {
    await propertyCheck(
      count: 200, input: Gen.double(in: 0.3...2.5), Gen.double(in: -3.1...3.1), Gen.double(in: 0...300),
      Gen.double(in: 0...300)
    ) { scale, angle, x, y in
      var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      var a = Layer(id: "a", frame: CGRect(x: 60, y: 80, width: 120, height: 90))
      a.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
      a.anchorPoint = CGPoint(x: 0.2, y: 0.7)
      a.sublayers = [Layer(id: "b", frame: CGRect(x: 10, y: 10, width: 40, height: 30))]
      root.sublayers = [a]
      let tree = try! LayerTree(root: root)
      let p = CGPoint(x: x, y: y)
      func inside(_ id: LayerID) -> Bool {
        let local = try! tree.convert(p, from: nil, to: id)
        return tree.layer(id)!.hitAreaContains(local)
      }
      let expected: LayerID? = inside("a") ? (inside("b") ? "b" : "a") : "root"
      #expect(tree.hitTest(p) == expected)
    }
  }
}
