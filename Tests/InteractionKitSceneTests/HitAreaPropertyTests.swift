import Foundation
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Random trees whose geometry is exact in binary floating point (whole-point frames, transforms
/// made of 0, ±½, ±1, ±2 and quarter turns, points on a quarter-point grid), so the hit test and the
/// oracle agree to the last bit even on edges.
private enum RandomHitAreaTree {
  static let transforms: [CGAffineTransform] = [
    .identity, .identity, .identity,
    CGAffineTransform(scaleX: 2, y: 2), CGAffineTransform(scaleX: 0.5, y: 0.5), CGAffineTransform(scaleX: 2, y: 0.5),
    CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0),
    CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0), CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 4, ty: -2),
  ]
  static let insets: [CGFloat] = [-20, -20, -10, -5, 0, 0, 4]
  static let anchors = [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0.5)]

  static func make(seed: UInt64) -> LayerTree {
    var random = SplitMix64(seed: seed)
    var counter = 0
    func layer(depth: Int) -> Layer {
      counter += 1
      var l = Layer(
        id: LayerID("l\(counter)"),
        frame: CGRect(
          x: random.int(-30...120), y: random.int(-30...120), width: random.int(0...80), height: random.int(0...60)))
      l.anchorPoint = random.pick(anchors)
      l.frame = CGRect(origin: CGPoint(x: random.int(-30...120), y: random.int(-30...120)), size: l.bounds.size)
      l.transform = random.pick(transforms)
      l.hitTestInsets = EdgeInsets(
        top: random.pick(insets), left: random.pick(insets), bottom: random.pick(insets), right: random.pick(insets))
      l.hitAreaRule = random.chance(50) ? .unionOfSublayers : .bounds
      l.isHidden = random.chance(8)
      l.isUserInteractionEnabled = !random.chance(8)
      if random.chance(5) { l.opacity = 0 }
      if depth < 3 { l.sublayers = (0..<random.int(0...3)).map { _ in layer(depth: depth + 1) } }
      return l
    }
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.hitAreaRule = random.chance(30) ? .unionOfSublayers : .bounds
    root.sublayers = (0..<random.int(1...4)).map { _ in layer(depth: 1) }
    return try! LayerTree(root: root)
  }

  /// The brute-force answer, with no recursive walk: the last layer in drawing order (depth first,
  /// back to front) whose own hit area holds the point, whose ancestors and itself all take part in
  /// hit testing, and whose every ancestor either holds the point in its own area or uses the union
  /// rule. Points are mapped with `convert(_:from:to:)`, one conversion per layer.
  static func oracle(_ tree: LayerTree, _ point: CGPoint) -> LayerID? {
    var best: LayerID?
    for id in tree.layerIDs {
      let chain = try! tree.ancestry(of: id)
      var ok = true
      for (index, ancestorID) in chain.enumerated() {
        let layer = tree.layer(ancestorID)!
        guard layer.participatesInHitTesting, let local = try? tree.convert(point, from: nil, to: ancestorID) else {
          ok = false
          break
        }
        let inside = layer.hitAreaContains(local)
        let isTarget = index == chain.count - 1
        if isTarget ? !inside : !(inside || layer.hitAreaRule == .unionOfSublayers) {
          ok = false
          break
        }
      }
      if ok { best = id }
    }
    return best
  }
}

@Suite struct HitAreaPropertyTests {
  @Test func hitTestAgreesWithTheBruteForceOracleOnRandomTrees() async {
    // A seed CI found: a point on the far edge of a turned sublayer's area, which its union
    // container's bounds left out.
    Self.expectHitTestAgrees(seed: 9_712_216_961_946_085_179)
    await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      Self.expectHitTestAgrees(seed: seed)
    }
  }

  /// The hit test, the effective hit area and its bounds of a random tree against the oracle, at
  /// 40 random points.
  static func expectHitTestAgrees(seed: UInt64) {
    let tree = RandomHitAreaTree.make(seed: seed)
    var random = SplitMix64(seed: seed ^ 0xA5A5)
    for _ in 0..<40 {
      let p = CGPoint(x: CGFloat(random.int(-320...1120)) / 4, y: CGFloat(random.int(-320...1120)) / 4)
      let expected = RandomHitAreaTree.oracle(tree, p)
      #expect(tree.hitTest(p) == expected, "seed \(seed) point \(p)")
      #expect(tree.root.effectiveHitAreaContains(p) == (expected != nil), "seed \(seed) point \(p)")
      if expected != nil {
        #expect(tree.root.effectiveHitAreaBounds.contains(p), "seed \(seed) point \(p)")
      }
    }
  }

  @Test func theUnionRuleNeverLosesAHitTheDefaultRuleFinds() async {
    // Turning the rule on everywhere can only add hits: wherever the default rule hits some layer,
    // the union rule hits a layer too.
    await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      let tree = RandomHitAreaTree.make(seed: seed)
      var plain = tree
      var union = tree
      for id in tree.layerIDs {
        try! plain.modifyLayer(id) { $0.hitAreaRule = .bounds }
        try! union.modifyLayer(id) { $0.hitAreaRule = .unionOfSublayers }
      }
      var random = SplitMix64(seed: seed ^ 0x5A5A)
      for _ in 0..<40 {
        let p = CGPoint(x: CGFloat(random.int(-320...1120)) / 4, y: CGFloat(random.int(-320...1120)) / 4)
        if plain.hitTest(p) != nil { #expect(union.hitTest(p) != nil, "seed \(seed) point \(p)") }
        #expect(plain.hitTest(p) == RandomHitAreaTree.oracle(plain, p))
        #expect(union.hitTest(p) == RandomHitAreaTree.oracle(union, p))
      }
    }
  }
}
