import Foundation
import InteractionKitGeometry
import InteractionKitTestSupport
import PropertyBased
import Testing

@testable import InteractionKitScene

extension SplitMix64 {
  /// A double in the range; half of the time a whole number, so edges meet exactly.
  fileprivate mutating func double(_ range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) / Double(1 << 53)
    let value = range.lowerBound + unit * (range.upperBound - range.lowerBound)
    return chance(50) ? value.rounded(.down) : value
  }
}

/// Random trees with big (indexed) containers, and the linear brute-force hit test they must match.
private enum BigContainerTree {
  static let insets: [CGFloat] = [-10, -1, -1, 0, 0, 0, 2, 5]

  static func transform(_ random: inout SplitMix64) -> CGAffineTransform {
    switch random.int(0...19) {
    case 0: return CGAffineTransform(scaleX: random.double(0.1...3), y: random.double(0.1...3))
    case 1: return CGAffineTransform(rotationAngle: random.double(-4...4))
    case 2: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    case 3: return CGAffineTransform(scaleX: 0, y: 0)
    case 4: return CGAffineTransform(scaleX: 0, y: 2)
    case 5: return CGAffineTransform(scaleX: 1e-12, y: 1e-12)
    case 6:
      return CGAffineTransform(rotationAngle: random.double(-1...1))
        .concatenating(CGAffineTransform(scaleX: 2, y: 0.5)).translatedBy(x: 3, y: -2)
    default: return .identity
    }
  }

  static func make(seed: UInt64) -> LayerTree {
    var random = SplitMix64(seed: seed)
    var counter = 0
    func leaf(depth: Int) -> Layer {
      counter += 1
      var l = Layer(
        id: LayerID("l\(counter)"),
        frame: CGRect(
          x: random.double(-60...1000), y: random.double(-60...1000), width: random.double(0...70),
          height: random.double(0...70)))
      if random.chance(2) {
        // A backdrop spanning too many cells for the grid: always checked.
        l.frame = CGRect(
          x: random.double(-150...0), y: random.double(-150...0), width: random.double(1000...1300),
          height: random.double(1000...1300))
      }
      if random.chance(20) { l.anchorPoint = CGPoint(x: 0, y: 0) }
      l.transform = transform(&random)
      l.hitTestInsets = EdgeInsets(
        top: random.pick(insets), left: random.pick(insets), bottom: random.pick(insets), right: random.pick(insets))
      l.isHidden = random.chance(5)
      l.isUserInteractionEnabled = !random.chance(5)
      if random.chance(4) { l.opacity = random.chance(50) ? 0 : 0.005 }
      if depth < 3, random.chance(15) {
        // A small subtree, often sticking out of its superlayer, sometimes under the union rule.
        l.hitAreaRule = random.chance(60) ? .unionOfSublayers : .bounds
        l.sublayers = (0..<random.int(1...3)).map { _ in
          counter += 1
          var child = Layer(
            id: LayerID("l\(counter)"),
            frame: CGRect(
              x: random.double(-40...60), y: random.double(-40...60), width: random.double(0...50),
              height: random.double(0...50)))
          child.transform = transform(&random)
          child.hitTestInsets = EdgeInsets(all: random.pick(insets))
          child.isHidden = random.chance(5)
          return child
        }
      }
      return l
    }
    func container(depth: Int, count: ClosedRange<Int>) -> [Layer] {
      (0..<random.int(count)).map { _ in
        guard depth < 2, random.chance(2) else { return leaf(depth: depth) }
        counter += 1
        var nested = Layer(
          id: LayerID("c\(counter)"),
          frame: CGRect(
            x: random.double(-100...600), y: random.double(-100...600), width: random.double(100...500),
            height: random.double(100...500)))
        nested.transform = random.chance(70) ? .identity : transform(&random)
        nested.hitAreaRule = random.chance(50) ? .unionOfSublayers : .bounds
        nested.hitTestInsets = EdgeInsets(all: random.pick(insets))
        nested.sublayers = container(depth: depth + 1, count: 64...120)
        return nested
      }
    }
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    root.hitAreaRule = random.chance(40) ? .unionOfSublayers : .bounds
    root.sublayers = container(depth: 0, count: 64...400)
    return try! LayerTree(root: root)
  }

  /// Points spread over and around the scene, many on layer edges and cell boundaries.
  static func points(seed: UInt64, tree: LayerTree) -> [CGPoint] {
    var random = SplitMix64(seed: seed ^ 0xDEAD_BEEF)
    let children = tree.root.sublayers
    let grid = tree.hitIndexes[tree.root.id]
    return (0..<50).map { i -> CGPoint in
      switch i % 5 {
      case 0: return CGPoint(x: random.double(-150...1150), y: random.double(-150...1150))
      case 1:
        let frame = random.pick(children).frame
        return CGPoint(x: random.pick([frame.minX, frame.maxX, frame.midX]), y: random.pick([frame.minY, frame.maxY]))
      case 2:
        let area = random.pick(children)
        let hitFrame = area.hitArea.isNull ? area.frame : area.hitArea.applying(area.transformToSuperlayer)
        return CGPoint(x: random.pick([hitFrame.minX, hitFrame.maxX]), y: random.pick([hitFrame.minY, hitFrame.maxY]))
      case 3:
        guard let grid else { return CGPoint(x: random.double(0...1000), y: random.double(0...1000)) }
        return CGPoint(
          x: grid.originX + CGFloat(random.int(0...grid.columns)) * grid.cellWidth,
          y: grid.originY + CGFloat(random.int(0...grid.rows)) * grid.cellHeight)
      default:
        guard i != 49 else { return CGPoint(x: CGFloat.nan, y: 10) }
        return CGPoint(x: random.double(-5...1005), y: random.double(0...1000))
      }
    }
  }

  /// The linear reference: UIKit's rules, trying every sublayer front to back.
  static func linearHitTest(_ layer: Layer, _ point: CGPoint) -> LayerID? {
    guard layer.participatesInHitTesting else { return nil }
    let inside = layer.hitAreaContains(point)
    if !inside, layer.hitAreaRule == .bounds { return nil }
    for sublayer in layer.sublayers.reversed() {
      guard let local = sublayer.pointFromSuperlayer(point) else { continue }
      if let hit = linearHitTest(sublayer, local) { return hit }
    }
    return inside ? layer.id : nil
  }
}

/// A flat container of 20 × 20 tiles of 5 pt filling [0, 100)², plus a backdrop in the far back (big
/// enough to cover more cells than a box may, so it is always checked).
private func tiledTree(backdrop: Bool = true) throws -> LayerTree {
  var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
  root.sublayers = (0..<400).map { i in
    Layer(id: LayerID("t\(i)"), frame: CGRect(x: Double(i % 20) * 5, y: Double(i / 20) * 5, width: 5, height: 5))
  }
  if backdrop {
    root.sublayers.insert(Layer(id: "backdrop", frame: CGRect(x: 0, y: 0, width: 250, height: 250)), at: 0)
  }
  return try LayerTree(root: root)
}

@Suite("Hit test index")
struct HitTestIndexTests {
  @Test("the indexed hit test matches the linear walk on random big trees")
  func matchesLinearWalk() async {
    await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      let tree = BigContainerTree.make(seed: seed)
      #expect(tree.hitIndexes[tree.root.id] != nil)
      for point in BigContainerTree.points(seed: seed, tree: tree) {
        #expect(tree.hitTest(point) == BigContainerTree.linearHitTest(tree.root, point), "point \(point)")
      }
    }
  }

  @Test("small containers get no index; big ones do, nested ones included")
  func indexedContainers() throws {
    var small = Layer(id: "small", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    small.sublayers = (0..<63).map { Layer(id: LayerID("s\($0)"), frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }
    var big = Layer(id: "big", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    big.sublayers = (0..<64).map { Layer(id: LayerID("b\($0)"), frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }
    let root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 10, height: 10), sublayers: [small, big])
    let tree = try LayerTree(root: root)
    #expect(Set(tree.hitIndexes.keys) == ["big"])
  }

  @Test("a point on a cell boundary and on tile edges finds the tile whose half-open area holds it")
  func cellBoundary() throws {
    let tree = try tiledTree()
    let grid = try #require(tree.hitIndexes["root"])
    #expect(grid.alwaysChecked == [0])  // the backdrop covers too many cells
    for k in 1..<grid.columns {
      let x = grid.originX + CGFloat(k) * grid.cellWidth
      let y: CGFloat = 35
      let expected: LayerID = x >= 0 && x < 100 ? LayerID("t\(140 + Int((x / 5).rounded(.down)))") : "backdrop"
      #expect(tree.hitTest(CGPoint(x: x, y: y)) == expected)
    }
    #expect(tree.hitTest(CGPoint(x: 30, y: 40)) == "t166")
    #expect(tree.hitTest(CGPoint(x: 0, y: 0)) == "t0")
    #expect(tree.hitTest(CGPoint(x: 100, y: 99.999)) == "backdrop")
    #expect(tree.hitTest(CGPoint(x: 99.999, y: 99.999)) == "t399")
  }

  @Test("a point outside every box tries only the always-checked sublayers")
  func outsideAllBoxes() throws {
    let tree = try tiledTree()
    #expect(tree.hitTest(CGPoint(x: 200, y: 200)) == "backdrop")
    #expect(tree.hitTest(CGPoint(x: 260, y: 260)) == "root")
    #expect(tree.hitTest(CGPoint(x: -1, y: 5)) == nil)
    #expect(tree.hitTest(CGPoint(x: CGFloat.infinity, y: 5)) == nil)
    let bare = try tiledTree(backdrop: false)
    #expect(bare.hitIndexes["root"]?.alwaysChecked == [])
    #expect(bare.hitTest(CGPoint(x: 200, y: 200)) == "root")
  }

  @Test("the index follows modifyLayer, addSublayer and removeLayer")
  func refreshedAfterMutations() throws {
    var tree = try tiledTree(backdrop: false)
    #expect(tree.hitTest(CGPoint(x: 27, y: 2)) == "t5")
    try tree.modifyLayer("t5") { $0.frame = CGRect(x: 200, y: 200, width: 20, height: 20) }
    #expect(tree.hitTest(CGPoint(x: 27, y: 2)) == "root")
    #expect(tree.hitTest(CGPoint(x: 210, y: 210)) == "t5")
    try tree.modifyLayer("t6") { $0.isHidden = true }
    #expect(tree.hitTest(CGPoint(x: 32, y: 2)) == "root")
    try tree.modifyLayer("t7") { $0.hitTestInsets = EdgeInsets(all: -70) }
    #expect(tree.hitTest(CGPoint(x: 105, y: 2)) == "t7")
    #expect(tree.hitTest(CGPoint(x: 37, y: 32)) == "t127")  // in front of t7's enlarged area
    try tree.addSublayer(Layer(id: "new", frame: CGRect(x: 150, y: 150, width: 10, height: 10)), to: "root")
    #expect(tree.hitTest(CGPoint(x: 155, y: 155)) == "new")
    try tree.addSublayer(Layer(id: "under", frame: CGRect(x: 0, y: 0, width: 50, height: 50)), to: "t399")
    #expect(tree.hitTest(CGPoint(x: 97, y: 97)) == "under")
    try tree.removeLayer("new")
    #expect(tree.hitTest(CGPoint(x: 155, y: 155)) == "root")
    try tree.removeLayer("t5")
    #expect(tree.hitTest(CGPoint(x: 210, y: 210)) == "root")
  }

  @Test("a nested layer's change reaches the index of a union-rule ancestor's container")
  func nestedUnionChange() throws {
    var tree = try tiledTree(backdrop: false)
    try tree.modifyLayer("t0") { $0.hitAreaRule = .unionOfSublayers }
    try tree.addSublayer(Layer(id: "kid", frame: CGRect(x: 0, y: 0, width: 5, height: 5)), to: "t0")
    #expect(tree.hitTest(CGPoint(x: 202, y: 202)) == "root")
    try tree.modifyLayer("kid") { $0.frame = CGRect(x: 200, y: 200, width: 5, height: 5) }
    #expect(tree.hitTest(CGPoint(x: 202, y: 202)) == "kid")
  }

  @Test("a presentation tree hit-tests its animated geometry")
  func presentation() throws {
    var tree = try tiledTree(backdrop: false)
    let move = PropertyAnimation.position(
      .basic(from: CGPoint(x: 2.5, y: 2.5), to: CGPoint(x: 205, y: 205), duration: 1, timingFunction: .linear))
    try tree.add(move, to: "t0", forKey: "move")
    let end = tree.presentation(at: 1)
    #expect(end.hitTest(CGPoint(x: 205, y: 205)) == "t0")
    #expect(end.hitTest(CGPoint(x: 2, y: 2)) == "root")
    #expect(tree.hitTest(CGPoint(x: 2, y: 2)) == "t0")
  }
}
