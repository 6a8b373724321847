import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Magnetism: a decelerating flick is projected and pulled to the centre of its likely target.
@Suite struct PointerMagnetismTests {
  /// A flick along the row's centre line from x = 20 that decays exponentially (rate 10/s) from
  /// 3,000 pt/s, so it would come to rest 300 points on, at x = 320; sampled at 60 Hz.
  static func flick(samples count: Int) -> [PointerSample] {
    (0 ..< count).map { index in
      let t = Double(index) / 60
      return PointerSample(location: PointerFixture.onRow(20 + 300 * (1 - exp(-10 * t))), time: t)
    }
  }

  /// Buttons `a` (x 40), `c` (x 180) and `b` (x 300), each with its own delegate.
  static func scene(
    a: PointerInteraction.Delegate = .highlight, b: PointerInteraction.Delegate, c: PointerInteraction.Delegate = .highlight
  ) throws -> PointerTracker {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 600, height: 300))
    var interactions = PointerInteractionRegistry()
    for (name, x, delegate) in [("a", 40.0, a), ("c", 180.0, c), ("b", 300.0, b)] {
      var button = Layer(id: LayerID(name), frame: CGRect(x: x, y: PointerFixture.buttonY, width: 44, height: 44))
      button.hitTestInsets = PointerMetrics.hitTestInsets
      root.sublayers.append(button)
      interactions.addInteraction(PointerInteraction(delegate: delegate), to: button.id)
    }
    return PointerTracker(tree: try LayerTree(root: root), interactions: interactions)
  }

  @Test func aDeceleratingFlickIsPulledToTheProjectedTarget() throws {
    var tracker = try Self.scene(b: .highlight)
    let steps = tracker.replay(Self.flick(samples: 40))
    // Sample 2 (x ≈ 105.04, just past a's region) is the first with two segments: the flick is
    // projected to x = 320, inside b, and b is entered at once, skipping c on the way.
    #expect(steps[0].effects.tags == [.enter("a"), .presented(.highlight)])
    #expect(steps[1].effects.tags == [.presented(.highlight)])
    #expect(steps[2].effects.tags == [.magnetized("b"), .exit("a"), .enter("b"), .presented(.highlight)])
    guard case .magnetized(_, let host, let projected) = steps[2].effects[0] else {
      Issue.record("expected a pull first")
      return
    }
    #expect(host == .layer("b"))
    #expect(abs(projected.x - 320) < 1e-9)
    #expect(abs(projected.y - PointerFixture.onRow(0).y) < 1e-9)
    // The presented pointer sits at b's centre with no parallax, while the model pointer is at x ≈ 105.
    #expect(steps[2].presentedPointer?.frame == CGRect(x: 288, y: 90, width: 68, height: 64))
    #expect(steps[2].hitLayer == "root")
    // Over the whole flick: one exit, one entrance, c never entered, never the system pointer.
    let tags = steps.flatMap(\.effects.tags)
    #expect(tags.filter { if case .enter = $0 { true } else { false } } == [.enter("a"), .enter("b")])
    #expect(tags.filter { if case .exit = $0 { true } else { false } } == [.exit("a")])
    #expect(!steps.contains { $0.presentedPointer?.kind == .system })
    // Passing over c the pull holds; arriving in b ends it silently.
    #expect(steps[4].hitLayer == "c")
    #expect(steps[4].isMagnetized)
    let arrival = try #require(steps.firstIndex { $0.hitLayer == "b" })
    #expect(!steps[arrival].isMagnetized)
    #expect(steps[arrival].effects.allSatisfy { if case .presentedPointer = $0 { true } else { false } })
  }

  @Test func hoverTargetsAreNeverPulled() throws {
    var tracker = try Self.scene(b: .hover, c: .hover)
    let steps = tracker.replay(Self.flick(samples: 40))
    #expect(!steps.flatMap(\.effects).contains { if case .magnetized = $0 { true } else { false } })
    // The model pointer decides: a is left for the gap, then c and b are entered as it gets there.
    #expect(steps[2].effects.tags == [.exit("a"), .presented(.system)])
    let entered = steps.flatMap(\.enteredRegions).compactMap(\.identifier?.description)
    #expect(entered == ["a", "c", "b"])
  }

  @Test func magnetismCanBeTurnedOff() throws {
    var tracker = try Self.scene(b: .highlight)
    tracker.dynamics.isMagnetismEnabled = false
    let steps = tracker.replay(Self.flick(samples: 40))
    #expect(steps[2].effects.tags == [.exit("a"), .presented(.system)])
    #expect(steps.flatMap(\.enteredRegions).compactMap(\.identifier?.description) == ["a", "c", "b"])
  }

  @Test func anAcceleratingMovementIsNoFlick() throws {
    var tracker = try Self.scene(b: .highlight)
    // 1,200, 3,600, 6,000 … pt/s: fast but never slowing down, so never pulled.
    let accelerating = (0 ..< 6).map {
      PointerSample(location: PointerFixture.onRow(20 + 20 * CGFloat($0 * $0)), time: Double($0) / 60)
    }
    #expect(!tracker.replay(accelerating).contains { $0.isMagnetized })
  }

  @Test func aSlowMovementIsNoFlick() throws {
    var tracker = try Self.scene(b: .highlight)
    // The same decaying curve, slowed tenfold (300 pt/s peak): below the flick speed.
    let slow = Self.flick(samples: 6).map { PointerSample(location: $0.location, time: $0.time * 10) }
    #expect(!tracker.replay(slow).contains { $0.isMagnetized })
  }

  @Test func turningBackReleasesThePull() throws {
    var tracker = try Self.scene(b: .highlight)
    let steps = tracker.replay(Self.flick(samples: 3))
    #expect(steps[2].isMagnetized)
    // Moving back toward a (away from b's centre) ends the pull; the model pointer is in a's region.
    let back = tracker.handle(.pointerMoved(PointerFixture.onRow(90), time: 0.2))
    #expect(back.tags == [.exit("b"), .enter("a"), .presented(.highlight)])
    #expect(tracker.magnet == nil)
  }

  @Test func samplesOlderThanTheVelocityWindowDoNotCount() throws {
    var tracker = try Self.scene(b: .highlight)
    let flick = Self.flick(samples: 3)
    tracker.replay(flick.prefix(2))
    // The third sample arrives after a pause longer than the 0.1 s window: no flick.
    #expect(tracker.handle(.time(0.5)).isEmpty)
    tracker.handle(.pointerMoved(flick[2].location, time: 0.51))
    #expect(tracker.magnet == nil)
    #expect(tracker.activeRegion == nil)
  }
}
