import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import PropertyBased
import Testing

/// The enlarged areas of a contiguous row tile it exactly, and hit testing along the row never falls
/// between two children.
@Suite struct ContiguousLayoutHitTestTests {
  /// Insets on a half-point grid; sizes below are on a quarter-point grid, so every coordinate is
  /// exact in binary floating point and the tiling can be checked with `==`.
  static let insets: [CGFloat] = [0, -4, -12.5, -20, -24]

  /// The main-axis and cross-axis intervals of a rect for an axis.
  static func intervals(_ rect: CGRect, _ axis: ContiguousLayout.Axis) -> (main: ClosedRange<CGFloat>, cross: ClosedRange<CGFloat>) {
    axis == .horizontal ? (rect.minX...rect.maxX, rect.minY...rect.maxY) : (rect.minY...rect.maxY, rect.minX...rect.maxX)
  }

  @Test func enlargedAreasTileTheRowExactly() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 1...8), Gen.int(in: 0...63), Gen.int(in: 0...1_000_000)
    ) { count, options, seed in
      let axis: ContiguousLayout.Axis = options & 1 == 0 ? .horizontal : .vertical
      let alignment = ContiguousLayout.Alignment.allCases[(options >> 1) % 3]
      // Per edge: each of the four insets picked on its own (half the cases uniform).
      let uniform = Self.insets[(options >> 3) % Self.insets.count]
      let picks = (0..<4).map { Self.insets[(seed >> (2 * $0 + 1)) % Self.insets.count] }
      let edges =
        seed & 1 == 0
        ? EdgeInsets(all: uniform) : EdgeInsets(top: picks[0], left: picks[1], bottom: picks[2], right: picks[3])
      var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1
      func next() -> CGFloat {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return CGFloat((state >> 33) % 401) / 4
      }
      let sizes = (0..<count).map { _ in CGSize(width: next(), height: next()) }
      let layout = ContiguousLayout(axis: axis, hitTestInsets: edges, alignment: alignment)
      let arrangement = try! layout.arrange(sizes, at: CGPoint(x: 12.25, y: -7.5))
      let container = CGRect(origin: .zero, size: arrangement.frame.size).inset(by: edges)
      let (leading, trailing) = axis == .horizontal ? (edges.left, edges.right) : (edges.top, edges.bottom)
      let whole = Self.intervals(container, axis)
      if whole.cross.lowerBound == whole.cross.upperBound {
        // A row with no thickness and no inset across it has no hit area at all.
        #expect(arrangement.children.allSatisfy { $0.hitArea.isNull })
        return
      }
      var cursor = whole.main.lowerBound
      var area: CGFloat = 0
      for (index, (child, size)) in zip(arrangement.children, sizes).enumerated() {
        #expect(child.frame.size == size)
        // Neighbouring frames are exactly the spacing apart: the two facing edges' outsets.
        #expect(layout.spacing == -(leading + trailing))
        if index > 0 {
          let previous = arrangement.children[index - 1]
          let gap = Self.intervals(child.frame, axis).main.lowerBound - Self.intervals(previous.frame, axis).main.upperBound
          #expect(gap == layout.spacing)
        }
        guard !child.hitArea.isNull else {
          // Only a zero-length child with no inset along the row has no area; it takes no room either.
          #expect(leading == 0 && trailing == 0 && (axis == .horizontal ? size.width : size.height) == 0)
          continue
        }
        let hit = Self.intervals(child.hitArea, axis)
        #expect(hit.main.lowerBound == cursor)  // no gap, no overlap with the previous child
        #expect(hit.cross == whole.cross)  // spans the row's full thickness
        cursor = hit.main.upperBound
        area += child.hitArea.width * child.hitArea.height
      }
      #expect(cursor == whole.main.upperBound)
      #expect(area == container.width * container.height)
      if arrangement.hitArea.isNull {
        #expect(container.width * container.height == 0)
      } else {
        #expect(arrangement.hitArea == container.offsetBy(dx: 12.25, dy: -7.5))
      }
    }
  }

  /// The child whose hit area holds a point (in the container's bounds coordinates), by brute force.
  static func expectedChild(_ arrangement: ContiguousLayout.Arrangement, _ ids: [LayerID], _ point: CGPoint) -> LayerID? {
    // Front to back: the last child whose area holds the point.
    zip(arrangement.children, ids).reversed().first { $0.0.hitArea.contains(point) }?.1
  }

  @Test func hitTestingAlongTheCentreLineAlwaysFindsAChild() async {
    await propertyCheck(count: 150, input: Gen.int(in: 1...6), Gen.int(in: 0...63), Gen.int(in: 0...1_000_000)) {
      count, options, seed in
      let axis: ContiguousLayout.Axis = options & 1 == 0 ? .horizontal : .vertical
      let alignment = ContiguousLayout.Alignment.allCases[(options >> 1) % 3]
      let inset = Self.insets[1 + (options >> 3) % (Self.insets.count - 1)]  // a real enlargement
      var state = UInt64(seed) &+ 0x9E37_79B9
      func next() -> CGFloat {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return CGFloat(4 + (state >> 33) % 300) / 4
      }
      let sizes = (0..<count).map { _ in CGSize(width: next(), height: next()) }
      let ids = (0..<count).map { LayerID("child-\($0)") }
      let layout = ContiguousLayout(axis: axis, hitTestInset: inset, alignment: alignment)
      let origin = CGPoint(x: 30, y: 40)
      let arrangement = try! layout.arrange(sizes, at: origin)
      // The container sits in a bar exactly its size, at the root's corner: without the union rule
      // on the bar the margins would be cut, so the bar opts in.
      var bar = Layer(id: "bar", frame: CGRect(x: 0, y: 0, width: arrangement.frame.maxX, height: arrangement.frame.maxY))
      bar.hitAreaRule = .unionOfSublayers
      bar.sublayers = [try! arrangement.makeContainer(id: "row", childIDs: ids)]
      let tree = try! LayerTree(root: Layer(id: "root", frame: CGRect(x: -100, y: -100, width: 3000, height: 3000), sublayers: [bar]))
      let area = arrangement.hitArea
      let horizontal = axis == .horizontal
      var t = horizontal ? area.minX : area.minY
      let end = horizontal ? area.maxX : area.maxY
      var lastIndex = -1
      while t < end {
        let p = horizontal ? CGPoint(x: t, y: area.midY) : CGPoint(x: area.midX, y: t)
        let hit = tree.hitTest(p)
        let expected = Self.expectedChild(arrangement, ids, CGPoint(x: p.x - origin.x, y: p.y - origin.y))
        #expect(hit != nil && hit == expected, "\(p) hit \(String(describing: hit))")
        // Children are met in order, each once.
        if let hit, let index = ids.firstIndex(of: hit) {
          #expect(index == lastIndex || index == lastIndex + 1)
          lastIndex = index
        }
        t += 0.25
      }
      #expect(lastIndex == count - 1)
      // Just outside the row's area: no child.
      let before = horizontal ? CGPoint(x: area.minX - 0.25, y: area.midY) : CGPoint(x: area.midX, y: area.minY - 0.25)
      let after = horizontal ? CGPoint(x: area.maxX, y: area.midY) : CGPoint(x: area.midX, y: area.maxY)
      #expect(tree.hitTest(before) == "root" || tree.hitTest(before) == "bar")
      #expect(tree.hitTest(after) == "root" || tree.hitTest(after) == "bar")
      // The band's far cross edges too: the row's whole thickness catches the pointer.
      let edge = horizontal ? CGPoint(x: area.midX, y: area.minY) : CGPoint(x: area.minX, y: area.midY)
      #expect(tree.hitTest(edge).map { ids.contains($0) } == true)
    }
  }

  @Test func aGatingParentCutsTheRowUnlessItOptsIn() throws {
    let square = CGSize(width: 44, height: 44)
    let row = try ContiguousLayout().makeContainer(id: "row", childIDs: ["a", "b"], sizes: [square, square])
    // The bar is exactly the row's frame (0,0,128,44) at (100,100) in the root.
    var bar = Layer(id: "bar", frame: CGRect(x: 100, y: 100, width: 128, height: 44), sublayers: [row])
    var tree = try LayerTree(
      root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [bar]))
    #expect(tree.hitTest(CGPoint(x: 90, y: 120)) == "root")  // a's left margin, cut by the bar
    #expect(tree.hitTest(CGPoint(x: 150, y: 120)) == "a")  // the gap between a and b belongs to a…
    #expect(tree.hitTest(CGPoint(x: 164, y: 120)) == "b")  // …up to the midpoint, then to b
    bar.hitAreaRule = .unionOfSublayers
    tree = try LayerTree(
      root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [bar]))
    #expect(tree.hitTest(CGPoint(x: 90, y: 120)) == "a")
    #expect(tree.hitTest(CGPoint(x: 80, y: 80)) == "a")
    #expect(tree.hitTest(CGPoint(x: 247.75, y: 163.75)) == "b")
    #expect(tree.hitTest(CGPoint(x: 248, y: 120)) == "root")
  }
}
