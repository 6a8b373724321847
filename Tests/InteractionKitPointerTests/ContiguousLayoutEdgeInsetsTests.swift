import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Insets per edge: spacing from the two facing edges (not the reference's `2 × left`), and a
/// container whose own hit area differs from its controls'.
@Suite struct ContiguousLayoutEdgeInsetsTests {
  let square = CGSize(width: 44, height: 44)
  /// 4 above, 8 on the left, 6 below, 20 on the right.
  let asymmetric = EdgeInsets(top: -4, left: -8, bottom: -6, right: -20)

  /// The reference's spacing: twice the left inset, whatever the other edges are.
  static func referenceSpacing(_ insets: EdgeInsets) -> CGFloat { -2 * insets.left }

  @Test func aRowIsSpacedByTheRightInsetOfOneAndTheLeftInsetOfTheNext() throws {
    let layout = ContiguousLayout(hitTestInsets: asymmetric)
    #expect(layout.spacing == 28)  // 20 + 8
    let arrangement = try layout.arrange([square, square, square])
    #expect(arrangement.children.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 44, height: 44), CGRect(x: 72, y: 0, width: 44, height: 44),
      CGRect(x: 144, y: 0, width: 44, height: 44),
    ])
    #expect(arrangement.frame == CGRect(x: 0, y: 0, width: 188, height: 44))
    #expect(arrangement.children.map(\.hitTestInsets) == Array(repeating: asymmetric, count: 3))
    // The areas tile: 64 | 64, 136 | 136.
    #expect(arrangement.children.map(\.hitArea) == [
      CGRect(x: -8, y: -4, width: 72, height: 54), CGRect(x: 64, y: -4, width: 72, height: 54),
      CGRect(x: 136, y: -4, width: 72, height: 54),
    ])
    #expect(arrangement.hitTestInsets == asymmetric)
    #expect(arrangement.hitArea == CGRect(x: -8, y: -4, width: 216, height: 54))
  }

  @Test func theReferencesLeftOnlyFormulaOverlapsOrLeavesGaps() throws {
    // Left 8, right 20: the reference spaces by 16, so the second child's area (from 60 − 8 = 52)
    // overlaps the first's (to 44 + 20 = 64) by 12. Facing edges give 28 and the areas meet at 64.
    #expect(Self.referenceSpacing(asymmetric) == 16)
    #expect(ContiguousLayout(hitTestInsets: asymmetric).spacing == 28)
    let row = try ContiguousLayout(hitTestInsets: asymmetric).arrange([square, square])
    #expect(row.children[0].hitArea.maxX == 64)
    #expect(row.children[1].hitArea.minX == 64)
    let referenceSecondMinX = 44 + Self.referenceSpacing(asymmetric) + asymmetric.left
    #expect(referenceSecondMinX == 52)  // 12 of overlap
    // Mirrored (left 20, right 8): the reference spaces by 40 and leaves a 12-point gap (52…64)
    // where the pointer falls back to the system pointer; facing edges give 28, no gap.
    let mirrored = EdgeInsets(top: -4, left: -20, bottom: -6, right: -8)
    #expect(Self.referenceSpacing(mirrored) == 40)
    let glide = try ContiguousLayout(hitTestInsets: mirrored).arrange([square, square])
    #expect(glide.children[1].frame.minX == 72)
    #expect(glide.children[0].hitArea.maxX == 52)
    #expect(glide.children[1].hitArea.minX == 52)
    #expect(44 + Self.referenceSpacing(mirrored) + mirrored.left == 64)  // the reference's gap: 52…64
  }

  @Test func aColumnIsSpacedByTheBottomInsetOfOneAndTheTopInsetOfTheNext() throws {
    let layout = ContiguousLayout(axis: .vertical, hitTestInsets: asymmetric, alignment: .leading)
    #expect(layout.spacing == 10)  // 6 + 4; the reference would use 16
    let sizes = [CGSize(width: 100, height: 30), CGSize(width: 60, height: 40)]
    let column = try layout.arrange(sizes, at: CGPoint(x: 5, y: 7))
    #expect(column.frame == CGRect(x: 5, y: 7, width: 100, height: 80))
    #expect(column.children.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 0, y: 40, width: 60, height: 40),
    ])
    #expect(column.children[0].hitTestInsets == asymmetric)
    #expect(column.children[1].hitTestInsets == EdgeInsets(top: -4, left: -8, bottom: -6, right: -60))
    #expect(column.children.map(\.hitArea) == [
      CGRect(x: -8, y: -4, width: 128, height: 40), CGRect(x: -8, y: 36, width: 128, height: 50),
    ])
    #expect(column.hitArea == CGRect(x: -3, y: 3, width: 128, height: 90))
  }

  @Test func theContainersHitAreaCanDifferFromItsControls() throws {
    let larger = ContiguousLayout(hitTestInsets: EdgeInsets(all: -20), containerHitTestInsets: EdgeInsets(all: -30))
    let arrangement = try larger.arrange([square, square, square], at: CGPoint(x: 10, y: 20))
    #expect(arrangement.hitTestInsets == EdgeInsets(all: -30))
    #expect(arrangement.hitArea == CGRect(x: -20, y: -10, width: 272, height: 104))
    #expect(arrangement.children.map(\.hitTestInsets) == Array(repeating: EdgeInsets(all: -20), count: 3))
    let layer = try arrangement.makeContainer(id: "row", childIDs: ["a", "b", "c"])
    #expect(layer.hitTestInsets == EdgeInsets(all: -30))
    #expect(layer.sublayers.map(\.hitTestInsets) == Array(repeating: EdgeInsets(all: -20), count: 3))

    // A container with no enlargement of its own: its children's margins still reach the pointer
    // through the union rule, and the margin beyond the children's belongs to no one.
    let tight = ContiguousLayout(hitTestInsets: EdgeInsets(all: -20), containerHitTestInsets: .zero)
    let row = try tight.makeContainer(id: "row", childIDs: ["a", "b"], sizes: [square, square], at: CGPoint(x: 100, y: 100))
    #expect(row.hitTestInsets == .zero)
    let tree = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [row]))
    #expect(tree.hitTest(CGPoint(x: 85, y: 120)) == "a")  // a's left margin, outside the container's frame
    #expect(tree.hitTest(CGPoint(x: 163, y: 120)) == "a")
    #expect(tree.hitTest(CGPoint(x: 164, y: 120)) == "b")
    #expect(tree.hitTest(CGPoint(x: 79, y: 120)) == "root")
    let wide = try larger.makeContainer(id: "row", childIDs: ["a", "b"], sizes: [square, square], at: CGPoint(x: 100, y: 100))
    let wideTree = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [wide]))
    #expect(wideTree.hitTest(CGPoint(x: 75, y: 120)) == "row")  // beyond the children, inside the container's own area
  }

  @Test func everyEdgeIsChecked() {
    #expect(throws: ContiguousLayoutError.invalidHitTestInset(3)) {
      try ContiguousLayout(hitTestInsets: EdgeInsets(top: -1, left: -1, bottom: -1, right: 3)).arrange([square])
    }
    #expect(throws: ContiguousLayoutError.invalidHitTestInset(.infinity)) {
      try ContiguousLayout(hitTestInsets: EdgeInsets(top: .infinity)).arrange([square])
    }
    #expect(throws: ContiguousLayoutError.invalidContainerHitTestInset(5)) {
      try ContiguousLayout(hitTestInsets: EdgeInsets(all: -20), containerHitTestInsets: EdgeInsets(bottom: 5)).arrange([square])
    }
    #expect(throws: ContiguousLayoutError.extentTooLarge) {
      try ContiguousLayout(hitTestInsets: .zero, containerHitTestInsets: EdgeInsets(left: -2e12)).arrange([square])
    }
    #expect(ContiguousLayout(hitTestInsets: EdgeInsets(left: -4, right: 2)).spacing == 0)
    #expect(ContiguousLayout(axis: .vertical, hitTestInsets: EdgeInsets(top: -4, left: 9, bottom: -2)).spacing == 6)
    #expect(ContiguousLayoutError.invalidContainerHitTestInset(5).description.contains("container"))
  }
}
