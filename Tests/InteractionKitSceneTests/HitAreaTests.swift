import Foundation
import InteractionKitGeometry
import InteractionKitScene
import Testing

/// The container trap (a child's enlarged hit area cut by its parent) and the rule that fixes it.
@Suite struct HitAreaTests {
  /// root 400×300; "stack" (100,100,200,44) holding "button" (0,0,44,44) enlarged by 20 on each side,
  /// so the button's hit area is (80,80)…(164,164) in root coordinates.
  func makeTree(rule: HitAreaRule) throws -> LayerTree {
    var button = Layer(id: "button", frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    button.hitTestInsets = EdgeInsets(all: -20)
    var stack = Layer(id: "stack", frame: CGRect(x: 100, y: 100, width: 200, height: 44), sublayers: [button])
    stack.hitAreaRule = rule
    return try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [stack]))
  }

  @Test func theDefaultRuleIsUIKits() {
    #expect(Layer(id: "a").hitAreaRule == .bounds)
    #expect(HitAreaRule.allCases == [.bounds, .unionOfSublayers])
  }

  @Test func trapWithTheDefaultRuleTheParentCutsTheChildsMargin() throws {
    let tree = try makeTree(rule: .bounds)
    #expect(tree.hitTest(CGPoint(x: 90, y: 120)) == "root")  // left margin, outside the stack
    #expect(tree.hitTest(CGPoint(x: 120, y: 90)) == "root")  // top margin
    #expect(tree.hitTest(CGPoint(x: 120, y: 150)) == "root")  // bottom margin
    #expect(tree.hitTest(CGPoint(x: 150, y: 120)) == "button")  // right margin, inside the stack
    #expect(tree.hitTest(CGPoint(x: 170, y: 120)) == "stack")
  }

  @Test func fixedWithTheUnionRuleTheChildsMarginIsReached() throws {
    let tree = try makeTree(rule: .unionOfSublayers)
    #expect(tree.hitTest(CGPoint(x: 90, y: 120)) == "button")
    #expect(tree.hitTest(CGPoint(x: 80, y: 80)) == "button")  // the enlarged area's corner
    #expect(tree.hitTest(CGPoint(x: 79.999, y: 120)) == "root")
    #expect(tree.hitTest(CGPoint(x: 120, y: 90)) == "button")
    #expect(tree.hitTest(CGPoint(x: 120, y: 79.999)) == "root")
    #expect(tree.hitTest(CGPoint(x: 163.999, y: 163.999)) == "button")  // far edges stay half-open
    #expect(tree.hitTest(CGPoint(x: 120, y: 164)) == "root")
    #expect(tree.hitTest(CGPoint(x: 150, y: 120)) == "button")
    // The container itself is hit only inside its own bounds.
    #expect(tree.hitTest(CGPoint(x: 170, y: 120)) == "stack")
    #expect(tree.hitTest(CGPoint(x: 170, y: 150)) == "root")
    #expect(tree.hitTestChain(CGPoint(x: 90, y: 90)) == ["root", "stack", "button"])
  }

  @Test func effectiveAreasReportTheUnion() throws {
    let off = try makeTree(rule: .bounds)
    #expect(try off.effectiveHitAreaInRoot(of: "stack") == CGRect(x: 100, y: 100, width: 200, height: 44))
    let on = try makeTree(rule: .unionOfSublayers)
    #expect(try on.effectiveHitAreaInRoot(of: "stack") == CGRect(x: 80, y: 80, width: 220, height: 84))
    #expect(try on.effectiveHitAreaInRoot(of: "button") == CGRect(x: 80, y: 80, width: 84, height: 84))
    let stack = try #require(on.layer("stack"))
    #expect(stack.effectiveHitAreaContains(CGPoint(x: -10, y: -10)))
    #expect(!stack.effectiveHitAreaContains(CGPoint(x: -21, y: 0)))
    #expect(!stack.effectiveHitAreaContains(CGPoint(x: CGFloat.nan, y: 0)))
    #expect(throws: SceneError.layerNotFound("nope")) { try on.effectiveHitAreaInRoot(of: "nope") }
  }

  @Test func hitAreaIsTheExactInsetRectOrNull() {
    var layer = Layer(id: "a", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    layer.hitTestInsets = EdgeInsets(top: -1, left: -2, bottom: -3, right: -4)
    #expect(layer.hitArea == CGRect(x: -2, y: -1, width: 16, height: 14))
    layer.hitTestInsets = EdgeInsets(all: 5)  // consumes the whole bounds
    #expect(layer.hitArea.isNull)
    #expect(layer.effectiveHitAreaBounds.isNull)
    #expect(Layer(id: "empty").hitArea.isNull)
  }

  @Test func nestedContainersPassTheMarginUpOnlyWhenEveryLevelOptsIn() throws {
    // outer (100,100,200,100) ⊃ inner (0,0,100,44) ⊃ button (0,0,44,44) with −20: in root
    // coordinates inner covers (100,100)…(200,144) and the button's area is (80,80)…(164,164).
    func tree(outer: HitAreaRule, inner: HitAreaRule) throws -> LayerTree {
      var button = Layer(id: "button", frame: CGRect(x: 0, y: 0, width: 44, height: 44))
      button.hitTestInsets = EdgeInsets(all: -20)
      var innerLayer = Layer(id: "inner", frame: CGRect(x: 0, y: 0, width: 100, height: 44), sublayers: [button])
      innerLayer.hitAreaRule = inner
      var outerLayer = Layer(id: "outer", frame: CGRect(x: 100, y: 100, width: 200, height: 100), sublayers: [innerLayer])
      outerLayer.hitAreaRule = outer
      return try LayerTree(
        root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [outerLayer]))
    }
    let outsideBoth = CGPoint(x: 90, y: 120)  // left of outer and inner, in the button's margin
    let insideOuterOnly = CGPoint(x: 120, y: 150)  // below inner, inside outer, in the margin
    let both = try tree(outer: .unionOfSublayers, inner: .unionOfSublayers)
    #expect(both.hitTest(outsideBoth) == "button")
    #expect(both.hitTest(insideOuterOnly) == "button")
    #expect(try both.effectiveHitAreaInRoot(of: "outer") == CGRect(x: 80, y: 80, width: 220, height: 120))
    #expect(try both.effectiveHitAreaInRoot(of: "inner") == CGRect(x: 80, y: 80, width: 120, height: 84))
    let outerOnly = try tree(outer: .unionOfSublayers, inner: .bounds)
    #expect(outerOnly.hitTest(outsideBoth) == "root")  // inner cuts, and outer's own area misses
    #expect(outerOnly.hitTest(insideOuterOnly) == "outer")  // inner cuts, outer's own area holds it
    #expect(try outerOnly.effectiveHitAreaInRoot(of: "outer") == CGRect(x: 100, y: 100, width: 200, height: 100))
    let innerOnly = try tree(outer: .bounds, inner: .unionOfSublayers)
    #expect(innerOnly.hitTest(outsideBoth) == "root")  // outer cuts
    #expect(innerOnly.hitTest(insideOuterOnly) == "button")
    let neither = try tree(outer: .bounds, inner: .bounds)
    #expect(neither.hitTest(outsideBoth) == "root")
    #expect(neither.hitTest(insideOuterOnly) == "outer")
  }

  @Test func transformedChildrenAreMappedThroughTheirTransforms() throws {
    // A 40×20 button at (0,0) in the stack, enlarged by 10, then scaled by 2 about its centre (20,10):
    // its area (−10,−10)…(50,30) in its bounds maps to (−40,−30)…(80,50) in the stack.
    var button = Layer(id: "button", frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    button.hitTestInsets = EdgeInsets(all: -10)
    button.transform = CGAffineTransform(scaleX: 2, y: 2)
    var stack = Layer(id: "stack", frame: CGRect(x: 100, y: 100, width: 200, height: 44), sublayers: [button])
    stack.hitAreaRule = .unionOfSublayers
    var tree = try LayerTree(
      root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [stack]))
    #expect(try tree.effectiveHitAreaInRoot(of: "button") == CGRect(x: 60, y: 70, width: 120, height: 80))
    #expect(try tree.effectiveHitAreaInRoot(of: "stack") == CGRect(x: 60, y: 70, width: 240, height: 80))
    #expect(tree.hitTest(CGPoint(x: 61, y: 71)) == "button")
    #expect(tree.hitTest(CGPoint(x: 59, y: 71)) == "root")
    #expect(tree.hitTest(CGPoint(x: 179, y: 149)) == "button")
    #expect(tree.hitTest(CGPoint(x: 181, y: 120)) == "stack")
    // Rotated a quarter turn about its centre instead: the area becomes 40 wide and 60 tall,
    // (0,−20)…(40,40) in the stack, so (105,85) in root coordinates is above the stack yet hit.
    try tree.modifyLayer("button") { $0.transform = CGAffineTransform(rotationAngle: .pi / 2) }
    #expect(tree.hitTest(CGPoint(x: 105, y: 85)) == "button")
    #expect(tree.hitTest(CGPoint(x: 105, y: 79)) == "root")
    #expect(tree.hitTest(CGPoint(x: 139, y: 120)) == "button")
    #expect(tree.hitTest(CGPoint(x: 141, y: 120)) == "stack")
    let area = try tree.effectiveHitAreaInRoot(of: "button")
    #expect(abs(area.minX - 100) < 1e-9 && abs(area.minY - 80) < 1e-9)
    #expect(abs(area.width - 40) < 1e-9 && abs(area.height - 60) < 1e-9)
    // A singular (zero-scale) child can never be hit and does not break the walk.
    try tree.modifyLayer("button") { $0.transform = CGAffineTransform(scaleX: 0, y: 0) }
    #expect(tree.hitTest(CGPoint(x: 105, y: 85)) == "root")
    #expect(tree.hitTest(CGPoint(x: 120, y: 120)) == "stack")
  }

  @Test func hiddenDisabledAndTransparentChildrenAddNothing() throws {
    var tree = try makeTree(rule: .unionOfSublayers)
    let margin = CGPoint(x: 90, y: 120)
    #expect(tree.hitTest(margin) == "button")
    for change in [{ (l: inout Layer) in l.isHidden = true }, { $0.isUserInteractionEnabled = false }, { $0.opacity = 0.009 }] {
      var copy = tree
      try copy.modifyLayer("button", change)
      #expect(copy.hitTest(margin) == "root")
      #expect(copy.hitTest(CGPoint(x: 110, y: 110)) == "stack")
      #expect(try copy.effectiveHitAreaInRoot(of: "stack") == CGRect(x: 100, y: 100, width: 200, height: 44))
      #expect(try copy.effectiveHitAreaInRoot(of: "button").isNull)
    }
    // A hidden or disabled container hides the whole union, margins included.
    try tree.modifyLayer("stack") { $0.isHidden = true }
    #expect(tree.hitTest(margin) == "root")
    #expect(try tree.effectiveHitAreaInRoot(of: "stack").isNull)
  }

  @Test func overlappingSiblingsKeepFrontToBackOrder() throws {
    // Two buttons side by side with 10 pt between them; each margin (−20) overlaps the other's,
    // also above the stack, where only the union rule lets them in.
    var a = Layer(id: "a", frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    a.hitTestInsets = EdgeInsets(all: -20)
    var b = Layer(id: "b", frame: CGRect(x: 54, y: 0, width: 44, height: 44))
    b.hitTestInsets = EdgeInsets(all: -20)
    var stack = Layer(id: "stack", frame: CGRect(x: 100, y: 100, width: 98, height: 44), sublayers: [a, b])
    stack.hitAreaRule = .unionOfSublayers
    var tree = try LayerTree(
      root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [stack]))
    let overlapAbove = CGPoint(x: 149, y: 90)  // stack x 49: in a's area (…64) and b's (34…)
    let overlapInside = CGPoint(x: 149, y: 120)
    #expect(tree.hitTest(overlapAbove) == "b")  // b is in front
    #expect(tree.hitTest(overlapInside) == "b")
    #expect(tree.hitTest(CGPoint(x: 120, y: 90)) == "a")  // only a's area
    try tree.modifyLayer("stack") { $0.sublayers.reverse() }
    #expect(tree.hitTest(overlapAbove) == "a")
    #expect(tree.hitTest(overlapInside) == "a")
  }

  @Test func aUnionRootStillRejectsNonFinitePoints() throws {
    var tree = try makeTree(rule: .unionOfSublayers)
    try tree.modifyLayer("root") { $0.hitAreaRule = .unionOfSublayers }
    #expect(tree.hitTest(CGPoint(x: CGFloat.nan, y: 100)) == nil)
    #expect(tree.hitTest(CGPoint(x: 100, y: -CGFloat.infinity)) == nil)
    #expect(tree.hitTestChain(CGPoint(x: CGFloat.nan, y: 0)) == [])
    // Outside the root's bounds, the root itself is not hit, but a child's margin still is.
    #expect(tree.hitTest(CGPoint(x: -1, y: 0)) == nil)
    try tree.modifyLayer("stack") { $0.frame = CGRect(x: 0, y: 0, width: 200, height: 44) }
    #expect(tree.hitTest(CGPoint(x: -10, y: -10)) == "button")
  }
}
