import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// The pointer leaving the tracker's space (``PointerTracker/Event/pointerExited(time:)``) and when
/// the presented pointer settles (``PointerTracker/settleTime``).
@Suite struct PointerExitTests {
  static let morph = PointerDynamics.standard.transitionSpring.settlingDuration()

  @Test func leavingFromARegionExitsItAndReturnsTheSystemPointer() throws {
    var tracker = try PointerFixture.tracker()
    #expect(tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0)).tags == [.enter("b0"), .presented(.highlight)])
    let effects = tracker.handle(.pointerExited(time: 1))
    #expect(effects.tags == [.exit("b0"), .presented(.system)])
    #expect(effects.animators.map(\.beginTime) == [1])
    #expect(tracker.activeRegion == nil)
    #expect(tracker.modelLocation == nil)
    #expect(tracker.hitLayer == nil)
    #expect(tracker.presentedPointer == .system(at: PointerFixture.onRow(62)))
    // The highlight morphs back into the system pointer, then settles.
    #expect(tracker.settleTime == 1 + Self.morph)
    #expect(tracker.isAnimating(at: 1.05))
    #expect(!tracker.isAnimating(at: 1 + Self.morph))
    #expect(tracker.presentation(at: 1 + Self.morph) == .system(at: PointerFixture.onRow(62)))
  }

  @Test func leavingTwiceOrBeforeAnyPointerDoesNothing() throws {
    var tracker = try PointerFixture.tracker()
    #expect(tracker.handle(.pointerExited(time: 0)).isEmpty)
    #expect(tracker.presentedPointer == nil)
    tracker.handle(.pointerMoved(PointerFixture.onRow(10), time: 1))
    #expect(tracker.handle(.pointerExited(time: 2)).isEmpty)  // the system pointer already, no region
    #expect(tracker.modelLocation == nil)
    #expect(tracker.handle(.pointerExited(time: 3)).isEmpty)
    #expect(tracker.currentTime == 3)
  }

  @Test func leavingEndsALatchAndThePress() throws {
    var tracker = try PointerLatchingTests.slider(latchingAxes: .horizontal)
    tracker.handle(.pointerMoved(CGPoint(x: 120, y: 210), time: 0))
    tracker.handle(.pointerDown(CGPoint(x: 120, y: 210), time: 0.1))
    #expect(tracker.latch != nil)
    #expect(tracker.handle(.pointerExited(time: 0.5)).tags == [.exit("thumb"), .presented(.system)])
    #expect(tracker.latch == nil)
    #expect(!tracker.isPrimaryButtonPressed)
    // Coming back is an ordinary entrance.
    #expect(tracker.handle(.pointerMoved(CGPoint(x: 125, y: 210), time: 1)).tags == [.enter("thumb"), .presented(.highlight)])
  }

  @Test func theLatestAnimationDecidesWhenThePointerSettles() throws {
    var tracker = try PointerFixture.tracker()
    #expect(tracker.settleTime == nil)
    #expect(!tracker.isAnimating(at: 0))
    tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0))
    #expect(tracker.settleTime == Self.morph)
    // Moving inside the region is no new animation.
    tracker.handle(.pointerMoved(PointerFixture.onRow(64), time: 0.1))
    #expect(tracker.settleTime == Self.morph)
    // Into the next region: a new morph from 0.2.
    tracker.handle(.pointerMoved(PointerFixture.onRow(146), time: 0.2))
    #expect(tracker.settleTime == 0.2 + Self.morph)
    #expect(!tracker.isAnimating(at: .nan))
  }
}
