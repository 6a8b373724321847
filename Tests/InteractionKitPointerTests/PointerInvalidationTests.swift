import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Invalidation: asking again for the region and the style.
@Suite struct PointerInvalidationTests {
  @Test func aNewStyleForTheSameRegionIsAStyleChange() throws {
    var tracker = try PointerFixture.tracker()
    tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0))
    tracker.interactions.modifyInteraction(for: .layer("b0")) { $0.delegate = .lift }
    let effects = tracker.handle(.invalidated(.layer("b0"), time: 1))
    #expect(effects.tags == [.styleChanged("b0"), .presented(.lift)])
    #expect(effects.animators.map(\.id) == [2])
    // The same style again: nothing.
    #expect(tracker.handle(.invalidated(nil, time: 2)).isEmpty)
  }

  @Test func invalidatingAnotherHostKeepsTheStyle() throws {
    var tracker = try PointerFixture.tracker()
    tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0))
    tracker.interactions.modifyInteraction(for: .layer("b0")) { $0.delegate = .lift }
    #expect(tracker.handle(.invalidated(.layer("b1"), time: 1)).isEmpty)
    #expect(tracker.activeRegion?.style.effect == .highlight(PointerPreview(frame: CGRect(x: 40, y: 100, width: 44, height: 44), layerID: "b0")))
  }

  @Test func aRemovedInteractionExitsAndAMovedLayerReenters() throws {
    var tracker = try PointerFixture.tracker()
    tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0))
    try tracker.tree?.modifyLayer("b0") { $0.position.x += 4 }
    // The default region moved with the layer: a new region.
    #expect(tracker.handle(.invalidated(nil, time: 1)).tags == [.exit("b0"), .enter("b0"), .presented(.highlight)])
    tracker.interactions.removeInteraction(from: "b0")
    #expect(tracker.handle(.invalidated(nil, time: 2)).tags == [.exit("b0"), .presented(.system)])
  }
}
