import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// The one-call set-ups: a button with an enlarged hit area, a contiguous row, a text area.
@Suite struct PointerSetUpTests {
  /// A 200 × 60 card at (50, 50) with a 44 × 44 button near its right edge, at (150, 8).
  static func card() throws -> LayerTree {
    let button = Layer(id: "button", frame: CGRect(x: 150, y: 8, width: 44, height: 44), backgroundColor: .black)
    let card = Layer(id: "card", frame: CGRect(x: 50, y: 50, width: 200, height: 60), sublayers: [button])
    return try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [card]))
  }

  @Test func aButtonGetsItsEffectAndAHitAreaThatReachesOutsideItsCard() throws {
    var tree = try Self.card()
    var interactions = PointerInteractionRegistry()
    // Before: the button's −20 margin past the card's right edge (x 250…264) is never reached.
    #expect(interactions.hitTest(CGPoint(x: 260, y: 80), in: tree).host == nil)
    try interactions.addButton("button", in: &tree)
    #expect(tree.layer("button")?.hitTestInsets == PointerMetrics.hitTestInsets)
    #expect(tree.layer("card")?.hitAreaRule == .unionOfSublayers)
    let result = interactions.hitTest(CGPoint(x: 260, y: 80), in: tree)
    #expect(result.host == .layer("button"))
    #expect(result.defaultRegion?.rect == CGRect(x: 180, y: 38, width: 84, height: 84))
    var tracker = PointerTracker(tree: tree, interactions: interactions)
    #expect(tracker.handle(.pointerMoved(CGPoint(x: 260, y: 80), time: 0)).tags.first == .enter("button"))
  }

  @Test func aMissingButtonThrowsAndChangesNothing() throws {
    var tree = try Self.card()
    var interactions = PointerInteractionRegistry()
    #expect(throws: SceneError.layerNotFound("nope")) { try interactions.addButton("nope", in: &tree) }
    #expect(interactions.hosts.isEmpty)
    #expect(tree.layer("card")?.hitAreaRule == .bounds)
  }

  @Test func aContiguousRowGlidesFromButtonToButton() throws {
    var tree = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 200)))
    var interactions = PointerInteractionRegistry()
    try interactions.addContiguousRow(
      "row", buttons: ["a", "b", "c"], sizes: Array(repeating: CGSize(width: 72, height: 36), count: 3),
      at: CGPoint(x: 20, y: 20), to: "root", in: &tree)
    #expect(tree.superlayerID(of: "b") == "row")
    #expect(Set(interactions.hosts) == [.layer("a"), .layer("b"), .layer("c")])
    // Every point along the row's centre line is in some button's hit area: no gap between them.
    let y = (try tree.frameInRoot(of: "a")).midY
    let minX = try tree.frameInRoot(of: "a").minX
    let maxX = try tree.frameInRoot(of: "c").maxX
    for x in stride(from: minX, to: maxX, by: 1) {
      #expect(interactions.hitTest(CGPoint(x: x, y: y), in: tree).host != nil, "gap at x = \(x)")
    }
  }

  @Test func aContiguousRowWithMismatchedSizesThrows() throws {
    var tree = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 200)))
    var interactions = PointerInteractionRegistry()
    #expect(throws: ContiguousLayoutError.self) {
      try interactions.addContiguousRow(
        "row", buttons: ["a", "b"], sizes: [CGSize(width: 10, height: 10)], at: .zero, to: "root", in: &tree)
    }
    #expect(tree.count == 1)
  }

  /// Two lines of text, a link wrapping from the end of the first onto the second.
  @Test func aTextAreaHasABeamOverItsLinesAndTheSystemPointerOverEachLinkPiece() {
    let lines = [CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 0, y: 20, width: 120, height: 20)]
    let link = [CGRect(x: 150, y: 0, width: 50, height: 20), CGRect(x: 0, y: 20, width: 40, height: 20)]
    var interactions = PointerInteractionRegistry()
    interactions.addText(area: "text", rect: CGRect(x: 0, y: 0, width: 200, height: 40), lines: lines, links: [link])
    var tracker = PointerTracker(interactions: interactions)
    #expect(tracker.handle(.pointerMoved(CGPoint(x: 50, y: 5), time: 0)).tags == [.enter("0"), .presented(.shape)])
    #expect(
      tracker.handle(.pointerMoved(CGPoint(x: 160, y: 5), time: 0.5)).tags
        == [.exit("0"), .enter("link.0.0"), .presented(.system)])
    #expect(
      tracker.handle(.pointerMoved(CGPoint(x: 10, y: 25), time: 1)).tags.prefix(2) == [.exit("link.0.0"), .enter("link.0.1")])
    #expect(
      tracker.handle(.pointerMoved(CGPoint(x: 60, y: 25), time: 1.5)).tags
        == [.exit("link.0.1"), .enter("1"), .presented(.shape)])
    #expect(tracker.presentedPointer?.frame == CGRect(x: 59, y: 20, width: 2, height: 20))
  }
}
