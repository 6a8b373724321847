import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Non-finite locations, times that go backwards or are NaN, ticks before any pointer.
@Suite struct PointerBadInputTests {
  @Test func nonFiniteLocationsAreIgnored() throws {
    var tracker = try PointerFixture.tracker()
    tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0))
    let before = tracker
    for point in [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity), CGPoint(x: -CGFloat.infinity, y: .nan)] {
      #expect(tracker.handle(.pointerMoved(point, time: 1)).isEmpty)
      #expect(tracker.handle(.pointerDown(point, time: 1)).isEmpty)
      #expect(tracker.handle(.pointerUp(point, time: 1)).isEmpty)
    }
    #expect(tracker.modelLocation == before.modelLocation)
    #expect(tracker.presentedPointer == before.presentedPointer)
    #expect(tracker.activeRegion == before.activeRegion)
    #expect(tracker.currentTime == 0)
    #expect(!tracker.isPrimaryButtonPressed)
  }

  @Test func timeNeverRunsBackwards() throws {
    var tracker = try PointerFixture.tracker()
    tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 5))
    let effects = tracker.handle(.pointerMoved(PointerFixture.onRow(150), time: 2))
    #expect(tracker.currentTime == 5)
    // The transition is stamped at the latest time, not the earlier one.
    #expect(effects.animators.map(\.beginTime) == [5, 5])
    tracker.handle(.pointerMoved(PointerFixture.onRow(151), time: .nan))
    tracker.handle(.time(-.infinity))
    #expect(tracker.currentTime == 5)
    tracker.handle(.time(6))
    #expect(tracker.currentTime == 6)
  }

  @Test func samplesAtOneTimeAreNoFlick() throws {
    var tracker = try PointerMagnetismTests.scene(b: .highlight)
    // The flick's positions, all stamped at time 0 (or going backwards): no velocity, no pull.
    for (index, sample) in PointerMagnetismTests.flick(samples: 6).enumerated() {
      tracker.handle(.pointerMoved(sample.location, time: -Double(index)))
    }
    #expect(tracker.magnet == nil)
    #expect(tracker.currentTime == 0)
  }

  @Test func ticksAndInvalidationsBeforeAnyPointerDoNothing() throws {
    var tracker = try PointerFixture.tracker()
    #expect(tracker.handle(.time(1)).isEmpty)
    #expect(tracker.handle(.invalidated(nil, time: 2)).isEmpty)
    #expect(tracker.presentedPointer == nil)
    #expect(tracker.presentation(at: 3) == nil)
    #expect(tracker.currentTime == 2)
  }

  @Test func aLayerTreeWithoutInteractionsGivesTheSystemPointer() throws {
    let scene = try PointerFixture.row()
    var tracker = PointerTracker(tree: scene.tree)
    #expect(tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0)).tags == [.presented(.system)])
    #expect(tracker.hitLayer == "b0")
  }
}
