import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Finding the interaction under the pointer: layers, ancestors, containers and explicit areas.
@Suite struct PointerHitTestingTests {
  /// A 200 × 60 container at (50, 50) holding a 44 × 44 button at (8, 8) with −20 hit insets and a
  /// label inside the button.
  static func nestedScene() throws -> LayerTree {
    var label = Layer(id: "label", frame: CGRect(x: 10, y: 10, width: 24, height: 24))
    label.backgroundColor = .black
    var button = Layer(id: "button", frame: CGRect(x: 8, y: 8, width: 44, height: 44), sublayers: [label])
    button.hitTestInsets = PointerMetrics.hitTestInsets
    button.cornerRadius = 10
    button.backgroundColor = .black
    let container = Layer(id: "container", frame: CGRect(x: 50, y: 50, width: 200, height: 60), sublayers: [button])
    return try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [container]))
  }

  @Test func theNearestAncestorWithAnInteractionAnswers() throws {
    var interactions = PointerInteractionRegistry()
    interactions.addInteraction(PointerInteraction(), to: "button")
    let result = interactions.hitTest(CGPoint(x: 80, y: 80), in: try Self.nestedScene())
    #expect(result.hitLayer == "label")
    #expect(result.host == .layer("button"))
    #expect(
      result.preview
        == PointerPreview(
          frame: CGRect(x: 58, y: 58, width: 44, height: 44), cornerRadius: 10, hasBackground: true, layerID: "button"))
    // The default region is the button's hit area (its frame outset by 20), named after the layer.
    #expect(result.defaultRegion == PointerRegion(rect: CGRect(x: 38, y: 38, width: 84, height: 84), identifier: "button"))
  }

  @Test func aDisabledInteractionIsSkippedForTheNextAncestor() throws {
    var interactions = PointerInteractionRegistry()
    interactions.addInteraction(PointerInteraction(isEnabled: false), to: "button")
    interactions.addInteraction(PointerInteraction(delegate: .hover), to: "container")
    let result = interactions.hitTest(CGPoint(x: 80, y: 80), in: try Self.nestedScene())
    #expect(result.host == .layer("container"))
    #expect(result.defaultRegion?.rect == CGRect(x: 50, y: 50, width: 200, height: 60))
    interactions.modifyInteraction(for: .layer("button")) { $0.isEnabled = true }
    #expect(interactions.hitTest(CGPoint(x: 80, y: 80), in: try Self.nestedScene()).host == .layer("button"))
  }

  @Test func aContainerWithoutAnEnlargedAreaCutsItsChildsMargin() throws {
    var interactions = PointerInteractionRegistry()
    interactions.addInteraction(PointerInteraction(), to: "button")
    let tree = try Self.nestedScene()
    // (45, 80) is in the button's −20 margin but left of the container: UIKit's rule gates it.
    let outside = interactions.hitTest(CGPoint(x: 45, y: 80), in: tree)
    #expect(outside.hitLayer == "root")
    #expect(outside.host == nil)
    // (55, 80) is in the margin and inside the container: the button answers.
    #expect(interactions.hitTest(CGPoint(x: 55, y: 80), in: tree).host == .layer("button"))
  }

  @Test func explicitAreasAnswerWhereNoLayerDoes() throws {
    var interactions = PointerInteractionRegistry()
    interactions.addInteraction(PointerInteraction(delegate: .lift), area: "back", rect: CGRect(x: 0, y: 0, width: 300, height: 300))
    interactions.addInteraction(PointerInteraction(delegate: .hover), area: "front", rect: CGRect(x: 0, y: 0, width: 30, height: 30))
    interactions.addInteraction(PointerInteraction(), to: "button")
    let tree = try Self.nestedScene()
    #expect(interactions.hitTest(CGPoint(x: 80, y: 80), in: tree).host == .layer("button"))
    #expect(interactions.hitTest(CGPoint(x: 10, y: 10), in: tree).host == .area("front"))
    let back = interactions.hitTest(CGPoint(x: 280, y: 10), in: tree)
    #expect(back.host == .area("back"))
    #expect(back.hitLayer == "root")
    #expect(back.defaultRegion == PointerRegion(rect: CGRect(x: 0, y: 0, width: 300, height: 300), identifier: "back"))
    // Without a tree only the areas count; re-adding a name replaces the area and brings it front.
    interactions.addInteraction(PointerInteraction(), area: "back", rect: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(interactions.hitTest(CGPoint(x: 10, y: 10), in: nil).host == .area("back"))
    #expect(interactions.hitTest(CGPoint(x: 280, y: 10), in: nil).host == nil)
    #expect(interactions.hosts == [.layer("button"), .area("front"), .area("back")])
    interactions.removeArea(named: "back")
    interactions.removeInteraction(from: "button")
    #expect(interactions.hosts == [.area("front")])
  }

  @Test func nonFiniteLocationsHitNothing() throws {
    var interactions = PointerInteractionRegistry()
    interactions.addInteraction(PointerInteraction(), area: "all", rect: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
    for point in [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity)] {
      let result = interactions.hitTest(point, in: try Self.nestedScene())
      #expect(result == PointerHitTestResult(hitLayer: nil, host: nil, preview: nil, defaultRegion: nil))
    }
  }

  @Test func theTrackerUsesExplicitAreasWithoutATree() {
    var interactions = PointerInteractionRegistry()
    interactions.addInteraction(
      PointerInteraction(delegate: .textLines([
        CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 0, y: 24, width: 200, height: 20),
      ])), area: "text", rect: CGRect(x: 0, y: 0, width: 200, height: 44))
    var tracker = PointerTracker(interactions: interactions)
    let first = tracker.handle(.pointerMoved(CGPoint(x: 50, y: 3), time: 0))
    #expect(first.tags == [.enter("0"), .presented(.shape)])
    // The beam snaps to the line's centre vertically and follows the pointer horizontally.
    #expect(tracker.presentedPointer?.frame == CGRect(x: 49, y: 0, width: 2, height: 20))
    tracker.handle(.pointerMoved(CGPoint(x: 80, y: 17), time: 0.5))
    #expect(tracker.presentedPointer?.frame == CGRect(x: 79, y: 0, width: 2, height: 20))
    // Between the lines: no region; on the next line: a new region.
    #expect(tracker.handle(.pointerMoved(CGPoint(x: 80, y: 22), time: 1)).tags == [.exit("0"), .presented(.system)])
    #expect(tracker.handle(.pointerMoved(CGPoint(x: 80, y: 30), time: 1.5)).tags == [.enter("1"), .presented(.shape)])
    #expect(tracker.presentedPointer?.frame == CGRect(x: 79, y: 24, width: 2, height: 20))
  }
}
