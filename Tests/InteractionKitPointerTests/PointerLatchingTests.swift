import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Latching: a primary press in a region with latching axes keeps its style during the drag.
@Suite struct PointerLatchingTests {
  static let thumb = CGRect(x: 100, y: 190, width: 40, height: 40)

  /// A 300-wide slider track whose delegate returns the thumb's region over the thumb.
  static func slider(latchingAxes: PointerAxes) throws -> PointerTracker {
    let track = Layer(id: "track", frame: CGRect(x: 20, y: 200, width: 300, height: 20))
    let tree = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), sublayers: [track]))
    var interactions = PointerInteractionRegistry()
    let delegate = PointerInteraction.Delegate(
      region: { request, _ in
        thumb.contains(request.location) ? PointerRegion(rect: thumb, identifier: "thumb", latchingAxes: latchingAxes) : nil
      },
      style: { region, _ in .highlight(PointerPreview(frame: region.rect), padding: .zero, cornerRadius: 20) })
    interactions.addInteraction(PointerInteraction(delegate: delegate), to: "track")
    return PointerTracker(tree: tree, interactions: interactions)
  }

  @Test func aLatchedRegionStaysWhileDraggingAndMovesOnlyAlongItsAxes() throws {
    var tracker = try Self.slider(latchingAxes: .horizontal)
    #expect(tracker.handle(.pointerMoved(CGPoint(x: 120, y: 210), time: 0)).tags == [.enter("thumb"), .presented(.highlight)])
    let atPress = try #require(tracker.presentedPointer)
    #expect(atPress.frame == Self.thumb)
    #expect(tracker.handle(.pointerDown(CGPoint(x: 120, y: 210), time: 0.1)).isEmpty)
    #expect(tracker.latch?.modelLocationAtPress == CGPoint(x: 120, y: 210))
    // Far outside the thumb and the track: no exit; the shape follows horizontally only.
    let drag = tracker.handle(.pointerMoved(CGPoint(x: 250, y: 280), time: 0.2))
    #expect(drag.tags == [.presented(.highlight)])
    #expect(tracker.presentedPointer?.frame == Self.thumb.offsetBy(dx: 130, dy: 0))
    #expect(tracker.hitLayer == "root")
    #expect(tracker.activeRegion?.region.identifier == "thumb")
    // The release ends the latch: the pointer is no longer over the thumb.
    let up = tracker.handle(.pointerUp(CGPoint(x: 250, y: 280), time: 0.3))
    #expect(up.tags == [.exit("thumb"), .presented(.system)])
    #expect(tracker.latch == nil)
    #expect(tracker.presentedPointer == .system(at: CGPoint(x: 250, y: 280)))
  }

  @Test func bothAxesLatchedFollowTheDragFreely() throws {
    var tracker = try Self.slider(latchingAxes: .both)
    tracker.handle(.pointerMoved(CGPoint(x: 120, y: 210), time: 0))
    tracker.handle(.pointerDown(CGPoint(x: 120, y: 210), time: 0.1))
    tracker.handle(.pointerMoved(CGPoint(x: 90, y: 150), time: 0.2))
    #expect(tracker.presentedPointer?.frame == Self.thumb.offsetBy(dx: -30, dy: -60))
  }

  @Test func withoutLatchingAxesADragLeavesTheRegion() throws {
    var tracker = try Self.slider(latchingAxes: [])
    tracker.handle(.pointerMoved(CGPoint(x: 120, y: 210), time: 0))
    tracker.handle(.pointerDown(CGPoint(x: 120, y: 210), time: 0.1))
    #expect(tracker.latch == nil)
    #expect(tracker.handle(.pointerMoved(CGPoint(x: 250, y: 280), time: 0.2)).tags == [.exit("thumb"), .presented(.system)])
    #expect(tracker.handle(.pointerUp(CGPoint(x: 250, y: 280), time: 0.3)).isEmpty)
  }

  @Test func releasingInsideTheLatchedRegionKeepsItWithoutCallbacks() throws {
    var tracker = try Self.slider(latchingAxes: .horizontal)
    tracker.handle(.pointerMoved(CGPoint(x: 120, y: 210), time: 0))
    tracker.handle(.pointerDown(CGPoint(x: 120, y: 210), time: 0.1))
    tracker.handle(.pointerMoved(CGPoint(x: 200, y: 210), time: 0.2))
    let up = tracker.handle(.pointerUp(CGPoint(x: 130, y: 215), time: 0.3))
    // Back over the thumb: same region, no callbacks; the pointer recentres on the thumb.
    #expect(up.tags == [.presented(.highlight)])
    #expect(tracker.presentedPointer?.frame == Self.thumb)
  }

  @Test func theLatchedStyleCanChangeOnInvalidation() throws {
    var tracker = try Self.slider(latchingAxes: .horizontal)
    tracker.handle(.pointerMoved(CGPoint(x: 120, y: 210), time: 0))
    tracker.handle(.pointerDown(CGPoint(x: 120, y: 210), time: 0.1))
    tracker.handle(.pointerMoved(CGPoint(x: 150, y: 210), time: 0.2))
    tracker.interactions.modifyInteraction(for: .layer("track")) {
      $0.delegate = PointerInteraction.Delegate(
        region: $0.delegate.region(for:defaultRegion:), style: { _, _ in .hidden })
    }
    let effects = tracker.handle(.invalidated(nil, time: 0.3))
    #expect(effects.tags == [.styleChanged("thumb"), .presented(.hidden)])
    #expect(tracker.latch != nil)
  }
}
