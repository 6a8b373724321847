import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Region identity decides the callbacks: same region, adjacent region, gap.
@Suite struct PointerRegionIdentityTests {
  /// b0's default region: its 44 × 44 frame at (40, 100) with the −20 hit insets.
  let region0 = PointerRegion(rect: CGRect(x: 20, y: 80, width: 84, height: 84), identifier: "b0")
  /// b1's default region, touching b0's.
  let region1 = PointerRegion(rect: CGRect(x: 104, y: 80, width: 84, height: 84), identifier: "b1")

  @Test func enteringARegionFiresOneEntranceWithItsStyle() throws {
    var tracker = try PointerFixture.tracker()
    let effects = tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0))
    #expect(effects.tags == [.enter("b0"), .presented(.highlight)])
    guard case .willEnter(let region, let host, let style, let animator) = effects.first else {
      Issue.record("expected an entrance first")
      return
    }
    #expect(region == region0)
    #expect(host == .layer("b0"))
    let preview = PointerPreview(frame: CGRect(x: 40, y: 100, width: 44, height: 44), layerID: "b0")
    #expect(style == PointerStyle(effect: .highlight(preview)))
    #expect(animator.id == 1)
    #expect(animator.beginTime == 0)
    // Before the first location there was no pointer to morph from.
    #expect(animator.from == nil)
    // At the region's centre there is no parallax: the frame padded by 12 × 10, radius 8.
    let expected = PresentedPointer(kind: .highlight, frame: CGRect(x: 28, y: 90, width: 68, height: 64), cornerRadius: 8)
    #expect(animator.to == expected)
    #expect(tracker.presentedPointer == expected)
    #expect(tracker.activeRegion?.region == region0)
    #expect(tracker.hitLayer == "b0")
  }

  @Test func movingWithinTheSameRegionFiresNoCallbacks() throws {
    var tracker = try PointerFixture.tracker()
    tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0))
    // Into the enlarged margin, still the same region: only the presented pointer moves.
    let effects = tracker.handle(.pointerMoved(PointerFixture.onRow(100), time: 0.5))
    #expect(effects.tags == [.presented(.highlight)])
    // Back to the centre twice: the second move changes nothing at all.
    #expect(tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 1)).tags == [.presented(.highlight)])
    #expect(tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 1.5)).isEmpty)
  }

  @Test func anAdjacentRegionExitsAndEntersInOneAnimation() throws {
    var tracker = try PointerFixture.tracker()
    tracker.handle(.pointerMoved(PointerFixture.onRow(100), time: 0))
    let before = tracker.presentedPointer
    let effects = tracker.handle(.pointerMoved(PointerFixture.onRow(106), time: 0.5))
    #expect(effects.tags == [.exit("b0"), .enter("b1"), .presented(.highlight)])
    let animators = effects.animators
    #expect(animators.count == 2)
    #expect(animators.first == animators.last)
    #expect(animators.first?.id == 2)
    #expect(animators.first?.beginTime == 0.5)
    // The morph starts at shape A and ends at shape B.
    #expect(animators.first?.from == before)
    #expect(animators.first?.to == tracker.presentedPointer)
    guard case .willExit(let exited, _, _) = effects[0], case .willEnter(let entered, _, _, _) = effects[1] else {
      Issue.record("expected an exit then an entrance")
      return
    }
    #expect(exited == region0)
    #expect(entered == region1)
  }

  @Test func aGapBetweenRegionsBringsBackTheSystemPointer() throws {
    var tracker = try PointerFixture.tracker(spacing: 60)
    tracker.handle(.pointerMoved(PointerFixture.onRow(100), time: 0))
    let gap = tracker.handle(.pointerMoved(PointerFixture.onRow(114), time: 0.5))
    #expect(gap.tags == [.exit("b0"), .presented(.system)])
    #expect(tracker.presentedPointer == .system(at: PointerFixture.onRow(114)))
    #expect(tracker.activeRegion == nil)
    #expect(tracker.hitLayer == "root")
    // Moving within the gap moves the system pointer and fires nothing else.
    #expect(tracker.handle(.pointerMoved(PointerFixture.onRow(118), time: 0.6)).tags == [.presented(.system)])
    let next = tracker.handle(.pointerMoved(PointerFixture.onRow(130), time: 1))
    #expect(next.tags == [.enter("b1"), .presented(.highlight)])
    #expect(next.animators.map(\.id) == [3])
  }

  @Test func aRegionWithAnotherIdentifierOrRectIsANewRegion() {
    let region = PointerRegion(rect: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "a")
    #expect(region.isSameRegion(as: PointerRegion(rect: region.rect, identifier: "a", latchingAxes: .both)))
    #expect(!region.isSameRegion(as: PointerRegion(rect: region.rect, identifier: "b")))
    #expect(!region.isSameRegion(as: PointerRegion(rect: region.rect.offsetBy(dx: 1, dy: 0), identifier: "a")))
    #expect(!region.isSameRegion(as: PointerRegion(rect: region.rect)))
    #expect(PointerRegion.ID("3") != PointerRegion.ID(3))
  }

  @Test func regionsFromTheDelegateDecideIdentityWithinOneLayer() throws {
    // One wide layer split by the delegate into a left and a right half.
    let halves = PointerInteraction.Delegate(
      region: { request, defaultRegion in
        var left = defaultRegion.rect
        left.size.width /= 2
        return request.location.x < left.maxX
          ? PointerRegion(rect: left, identifier: "left")
          : PointerRegion(rect: left.offsetBy(dx: left.width, dy: 0), identifier: "right")
      },
      style: { region, _ in .highlight(PointerPreview(frame: region.rect)) })
    var tracker = try PointerFixture.tracker(count: 1, delegate: halves)
    #expect(tracker.handle(.pointerMoved(PointerFixture.onRow(50), time: 0)).tags == [.enter("left"), .presented(.highlight)])
    #expect(
      tracker.handle(.pointerMoved(PointerFixture.onRow(70), time: 1)).tags == [
        .exit("left"), .enter("right"), .presented(.highlight),
      ])
  }

  @Test func aNilRegionFromTheDelegateMeansTheSystemPointer() throws {
    let none = PointerInteraction.Delegate(region: { _, _ in nil }, style: { _, _ in .hidden })
    var tracker = try PointerFixture.tracker(count: 1, delegate: none)
    #expect(tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0)).tags == [.presented(.system)])
    #expect(tracker.activeRegion == nil)
    #expect(tracker.hitLayer == "b0")
  }

  @Test func aNilStyleEntersWithTheSystemStyle() throws {
    let plain = PointerInteraction.Delegate(style: { _, _ in nil })
    var tracker = try PointerFixture.tracker(count: 1, delegate: plain)
    let effects = tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0))
    #expect(effects.tags == [.enter("b0"), .presented(.system)])
    #expect(tracker.activeRegion?.style == .system)
  }
}
