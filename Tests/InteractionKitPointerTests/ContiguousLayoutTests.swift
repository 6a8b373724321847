import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Exact numbers for ``ContiguousLayout``: frames, spacing, insets and the container's area.
@Suite struct ContiguousLayoutTests {
  let square = CGSize(width: 44, height: 44)

  @Test func defaultsFollowTheReferenceNumbers() {
    let layout = ContiguousLayout()
    #expect(ContiguousLayout.defaultHitTestInset == -20)
    #expect(layout.axis == .horizontal)
    #expect(layout.alignment == .center)
    #expect(layout.hitTestInsets == EdgeInsets(all: -20))
    #expect(layout.containerHitTestInsets == nil)
    #expect(layout.spacing == 40)  // twice the inset: Woody's stack spacing
    #expect(ContiguousLayout(hitTestInset: -12).spacing == 24)
    #expect(ContiguousLayout(hitTestInset: 3).spacing == 0)  // invalid: arranging throws
    #expect(ContiguousLayout(hitTestInset: .nan).spacing == 0)
  }

  @Test func threeSquareButtonsInARow() throws {
    let arrangement = try ContiguousLayout().arrange([square, square, square], at: CGPoint(x: 10, y: 20))
    #expect(arrangement.frame == CGRect(x: 10, y: 20, width: 212, height: 44))
    #expect(arrangement.hitTestInsets == EdgeInsets(all: -20))
    #expect(arrangement.hitArea == CGRect(x: -10, y: 0, width: 252, height: 84))
    #expect(arrangement.children.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 44, height: 44), CGRect(x: 84, y: 0, width: 44, height: 44),
      CGRect(x: 168, y: 0, width: 44, height: 44),
    ])
    #expect(arrangement.children.map(\.hitTestInsets) == Array(repeating: EdgeInsets(all: -20), count: 3))
    #expect(arrangement.children.map(\.hitArea) == [
      CGRect(x: -20, y: -20, width: 84, height: 84), CGRect(x: 64, y: -20, width: 84, height: 84),
      CGRect(x: 148, y: -20, width: 84, height: 84),
    ])
  }

  @Test func thinnerChildrenAreStretchedAcrossTheRow() throws {
    let sizes = [square, CGSize(width: 30, height: 20), CGSize(width: 60, height: 32)]
    let centre = try ContiguousLayout().arrange(sizes)
    #expect(centre.frame == CGRect(x: 0, y: 0, width: 214, height: 44))
    #expect(centre.children[1].frame == CGRect(x: 84, y: 12, width: 30, height: 20))
    #expect(centre.children[1].hitTestInsets == EdgeInsets(top: -32, left: -20, bottom: -32, right: -20))
    #expect(centre.children[2].frame == CGRect(x: 154, y: 6, width: 60, height: 32))
    #expect(centre.children.map(\.hitArea) == [
      CGRect(x: -20, y: -20, width: 84, height: 84), CGRect(x: 64, y: -20, width: 70, height: 84),
      CGRect(x: 134, y: -20, width: 100, height: 84),
    ])
    let top = try ContiguousLayout(alignment: .leading).arrange(sizes)
    #expect(top.children[1].frame == CGRect(x: 84, y: 0, width: 30, height: 20))
    #expect(top.children[1].hitTestInsets == EdgeInsets(top: -20, left: -20, bottom: -44, right: -20))
    let bottom = try ContiguousLayout(alignment: .trailing).arrange(sizes)
    #expect(bottom.children[1].frame == CGRect(x: 84, y: 24, width: 30, height: 20))
    #expect(bottom.children[1].hitArea == CGRect(x: 64, y: -20, width: 70, height: 84))
  }

  @Test func aColumnStacksTopToBottom() throws {
    let sizes = [CGSize(width: 100, height: 30), CGSize(width: 60, height: 40)]
    let column = try ContiguousLayout(axis: .vertical, hitTestInset: -10, alignment: .leading).arrange(sizes)
    #expect(column.frame == CGRect(x: 0, y: 0, width: 100, height: 90))
    #expect(column.children.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 0, y: 50, width: 60, height: 40),
    ])
    #expect(column.children[1].hitTestInsets == EdgeInsets(top: -10, left: -10, bottom: -10, right: -50))
    #expect(column.children.map(\.hitArea) == [
      CGRect(x: -10, y: -10, width: 120, height: 50), CGRect(x: -10, y: 40, width: 120, height: 60),
    ])
    #expect(column.hitArea == CGRect(x: -10, y: -10, width: 120, height: 110))
  }

  @Test func aZeroInsetPacksChildrenEdgeToEdge() throws {
    let row = try ContiguousLayout(hitTestInset: 0).arrange([square, CGSize(width: 10, height: 22)])
    #expect(row.children.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 44, height: 44), CGRect(x: 44, y: 11, width: 10, height: 22),
    ])
    #expect(row.children[1].hitArea == CGRect(x: 44, y: 0, width: 10, height: 44))
    #expect(row.hitArea == CGRect(x: 0, y: 0, width: 54, height: 44))
  }

  @Test func anEmptyRowHasNoArea() throws {
    let empty = try ContiguousLayout().arrange([], at: CGPoint(x: 5, y: 6))
    #expect(empty.frame == CGRect(x: 5, y: 6, width: 0, height: 0))
    #expect(empty.children.isEmpty)
    #expect(empty.hitArea.isNull)
    let layer = try empty.makeContainer(id: "row", childIDs: [])
    #expect(layer.sublayers.isEmpty)
  }

  @Test func makeContainerBuildsTheLayers() throws {
    let layer = try ContiguousLayout().makeContainer(
      id: "toolbar", childIDs: ["a", "b"], sizes: [square, CGSize(width: 30, height: 20)], at: CGPoint(x: 40, y: 50))
    #expect(layer.id == "toolbar")
    #expect(layer.frame == CGRect(x: 40, y: 50, width: 114, height: 44))
    #expect(layer.hitTestInsets == EdgeInsets(all: -20))
    #expect(layer.hitAreaRule == .unionOfSublayers)
    #expect(layer.sublayers.map(\.id) == ["a", "b"])
    #expect(layer.sublayers[1].frame == CGRect(x: 84, y: 12, width: 30, height: 20))
    #expect(layer.sublayers[1].hitTestInsets == EdgeInsets(top: -32, left: -20, bottom: -32, right: -20))
    #expect(layer.sublayers[1].hitArea == CGRect(x: -20, y: -32, width: 70, height: 84))
    #expect(layer.effectiveHitAreaBounds == CGRect(x: -20, y: -20, width: 154, height: 84))
  }

  @Test func badInputThrowsTypedErrors() {
    let layout = ContiguousLayout()
    #expect(throws: ContiguousLayoutError.invalidHitTestInset(5)) {
      try ContiguousLayout(hitTestInset: 5).arrange([square])
    }
    #expect(throws: ContiguousLayoutError.self) { try ContiguousLayout(hitTestInset: .nan).arrange([square]) }
    #expect(throws: ContiguousLayoutError.invalidHitTestInset(-.infinity)) {
      try ContiguousLayout(hitTestInset: -.infinity).arrange([square])
    }
    #expect(throws: ContiguousLayoutError.self) { try layout.arrange([square], at: CGPoint(x: CGFloat.nan, y: 0)) }
    #expect(throws: ContiguousLayoutError.invalidSize(index: 1, size: CGSize(width: -1, height: 5))) {
      try layout.arrange([square, CGSize(width: -1, height: 5)])
    }
    #expect(throws: ContiguousLayoutError.invalidSize(index: 0, size: CGSize(width: 1, height: CGFloat.infinity))) {
      try layout.arrange([CGSize(width: 1, height: CGFloat.infinity)])
    }
    #expect(throws: ContiguousLayoutError.extentTooLarge) {
      try layout.arrange(Array(repeating: CGSize(width: 1e308, height: 1), count: 3))
    }
    #expect(throws: ContiguousLayoutError.extentTooLarge) {
      try layout.arrange([CGSize(width: 1e308, height: 1)], at: CGPoint(x: 1e308, y: 0))
    }
    #expect(throws: ContiguousLayoutError.childCountMismatch(identifiers: 1, sizes: 2)) {
      try layout.makeContainer(id: "row", childIDs: ["a"], sizes: [square, square])
    }
    #expect(throws: ContiguousLayoutError.duplicateLayerID("a")) {
      try layout.makeContainer(id: "row", childIDs: ["a", "a"], sizes: [square, square])
    }
    #expect(throws: ContiguousLayoutError.duplicateLayerID("row")) {
      try layout.makeContainer(id: "row", childIDs: ["a", "row"], sizes: [square, square])
    }
  }

  @Test func errorDescriptionsEndWithTheFix() {
    let errors: [ContiguousLayoutError] = [
      .invalidHitTestInset(3), .invalidOrigin(CGPoint(x: CGFloat.nan, y: 0)),
      .invalidSize(index: 2, size: CGSize(width: -1, height: 0)), .extentTooLarge,
      .childCountMismatch(identifiers: 1, sizes: 2), .duplicateLayerID("a"),
    ]
    for error in errors {
      #expect(error.description.contains(": "))
      #expect(error.description.hasSuffix("."))
    }
    #expect(ContiguousLayoutError.invalidSize(index: 2, size: .zero).description.contains("child 2"))
  }
}
