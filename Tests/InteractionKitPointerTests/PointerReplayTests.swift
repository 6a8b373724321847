import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Replaying a recorded path: one step per sample with the hit layer, region, effects and pointer.
@Suite struct PointerReplayTests {
  @Test func aPathAcrossTheRowReportsEverySample() throws {
    let scene = try PointerFixture.row()
    let points = [10.0, 62, 100, 110, 300].map { PointerFixture.onRow($0) }
    let steps = PointerTracker.replay(PointerSample.samples(along: points, interval: 0.5), tree: scene.tree, interactions: scene.interactions)
    #expect(steps.count == 5)
    #expect(steps.map(\.sample.time) == [0, 0.5, 1, 1.5, 2])
    #expect(steps.map(\.hitLayer) == ["root", "b0", "b0", "b1", "root"])
    #expect(steps.map(\.host) == [nil, .layer("b0"), .layer("b0"), .layer("b1"), nil])
    #expect(steps.map { $0.region?.identifier } == [nil, "b0", "b0", "b1", nil])
    #expect(steps.map { $0.presentedPointer?.kind } == [.system, .highlight, .highlight, .highlight, .system])
    #expect(steps.map(\.effects.tags) == [
      [.presented(.system)],
      [.enter("b0"), .presented(.highlight)],
      [.presented(.highlight)],
      [.exit("b0"), .enter("b1"), .presented(.highlight)],
      [.exit("b1"), .presented(.system)],
    ])
    #expect(steps[3].exitedRegions.map(\.identifier) == ["b0"])
    #expect(steps[3].enteredRegions.map(\.identifier) == ["b1"])
    #expect(steps[1].style == PointerStyle(effect: .highlight(PointerPreview(frame: CGRect(x: 40, y: 100, width: 44, height: 44), layerID: "b0"))))
  }

  @Test func buttonChangesBecomePressesAndReleases() throws {
    var tracker = try PointerLatchingTests.slider(latchingAxes: .horizontal)
    let steps = tracker.replay([
      PointerSample(location: CGPoint(x: 120, y: 210), time: 0),
      PointerSample(location: CGPoint(x: 120, y: 210), time: 0.1, isPrimaryButtonPressed: true),
      PointerSample(location: CGPoint(x: 250, y: 280), time: 0.2, isPrimaryButtonPressed: true),
      PointerSample(location: CGPoint(x: 250, y: 280), time: 0.3),
    ])
    #expect(steps.map(\.effects.tags) == [
      [.enter("thumb"), .presented(.highlight)], [], [.presented(.highlight)], [.exit("thumb"), .presented(.system)],
    ])
    #expect(steps.map { $0.region?.identifier } == ["thumb", "thumb", "thumb", nil])
  }

  @Test func aNonFiniteSampleReportsTheTrackerUnchanged() throws {
    let scene = try PointerFixture.row()
    let steps = PointerTracker.replay(
      [PointerSample(location: PointerFixture.onRow(62), time: 0), PointerSample(location: CGPoint(x: CGFloat.nan, y: 0), time: 1)],
      tree: scene.tree, interactions: scene.interactions)
    #expect(steps[1].effects.isEmpty)
    #expect(steps[1].presentedPointer == steps[0].presentedPointer)
    #expect(steps[1].region == steps[0].region)
  }

  @Test func samplesAlongPointsAreEvenlySpaced() {
    let samples = PointerSample.samples(along: [.zero, CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)], startTime: 1, interval: 0.25)
    #expect(samples.map(\.time) == [1, 1.25, 1.5])
    #expect(samples.allSatisfy { !$0.isPrimaryButtonPressed && $0.modifiers.isEmpty })
  }

  @Test func modifiersReachTheDelegate() throws {
    // Option held: the delegate returns another region, so the pointer moves between regions in place.
    let delegate = PointerInteraction.Delegate(
      region: { request, defaultRegion in
        PointerRegion(rect: defaultRegion.rect, identifier: request.modifiers.contains(.alternate) ? "option" : "plain")
      },
      style: { _, preview in .lift(preview) })
    var tracker = try PointerFixture.tracker(count: 1, delegate: delegate)
    let steps = tracker.replay([
      PointerSample(location: PointerFixture.onRow(62), time: 0),
      PointerSample(location: PointerFixture.onRow(62), time: 0.5, modifiers: .alternate),
    ])
    #expect(steps[1].effects.tags == [.exit("plain"), .enter("option")])
    #expect(tracker.modifiers == .alternate)
  }
}
