import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitMotion
import InteractionKitScene
import Testing

/// Accessories appear and disappear with the app's own animations, each direction on its own:
/// sampled through the scene's layer tree at exact times, and drawn exactly while they run.
@Suite struct ContextMenuSceneAccessoryTransitionTests {
  typealias Appearance = ContextMenuAccessory.Appearance

  /// Appears in 0.3 s through an overshoot: half size, transparent and 30 pt low; 1.2×, opaque and
  /// 10 pt high at the middle; shown at the end.
  static let popIn = try! Keyframes<Appearance>(
    values: [
      Appearance(scale: 0.5, opacity: 0, offset: CGPoint(x: 0, y: 30)),
      Appearance(scale: 1.2, opacity: 1, offset: CGPoint(x: 0, y: -10)), .shown,
    ],
    keyTimes: [0, 0.5, 1])

  /// Disappears in 1.5 s (longer than the dismissal's spring): shown, then 0.8×, half opaque and
  /// 20 pt low at the middle, then 0.6×, transparent and 40 pt low.
  static let sinkOut = try! Keyframes<Appearance>(
    values: [
      .shown, Appearance(scale: 0.8, opacity: 0.5, offset: CGPoint(x: 0, y: 20)),
      Appearance(scale: 0.6, opacity: 0, offset: CGPoint(x: 0, y: 40)),
    ],
    keyTimes: [0, 0.5, 1])

  static let custom = ContextMenuAccessory.Transition.keyframes(
    popIn, duration: 0.3, disappearance: .keyframes(sinkOut, duration: 1.5))

  /// The fixture's host with every Tapback bar on `transition`.
  static func host(_ transition: ContextMenuAccessory.Transition = custom) -> VirtualHost<ContextMenuScene> {
    let sources = SceneFixture.sources.map { source in
      var source = source
      source.configuration.accessories = source.configuration.accessories.map { accessory in
        var accessory = accessory
        accessory.transition = transition
        return accessory
      }
      return source
    }
    return VirtualHost(
      scene: ContextMenuScene(
        background: SceneFixture.background, container: SceneFixture.container, sources: sources,
        engine: SceneFixture.engine, environment: SceneEnvironment(size: SceneFixture.size)))
  }

  /// The bar's drawn look at `time`: its scale, its opacity and its centre's offset from its placed
  /// frame's (it is scaled about its centre).
  static func drawn(_ host: VirtualHost<ContextMenuScene>, at time: TimeInterval) throws -> Appearance? {
    let tree = host.scene.layerTree(at: time)
    guard let layer = tree.layer("contextMenu.accessory.tapback") else { return nil }
    let placed = try #require(host.scene.interaction.layout?.accessories.first).frame
    return Appearance(
      scale: layer.transform.a, opacity: CGFloat(layer.opacity),
      offset: CGPoint(x: layer.position.x - placed.midX, y: layer.position.y - placed.midY))
  }

  static func expectClose(_ a: Appearance?, _ b: Appearance, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let a else {
      Issue.record("not drawn", sourceLocation: sourceLocation)
      return
    }
    let close =
      abs(a.scale - b.scale) < 1e-9 && abs(a.opacity - b.opacity) < 1e-9 && abs(a.offset.x - b.offset.x) < 1e-9
      && abs(a.offset.y - b.offset.y) < 1e-9
    #expect(close, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
  }

  @Test func aKeyframeAppearanceAndADifferentDisappearanceAreDrawnAtTheirTimes() throws {
    var host = Self.host()
    host.longPress(SceneFixture.sent)
    guard case .presented(let shownAt) = host.scene.interaction.state else {
      Issue.record("not presented")
      return
    }
    // The appearance, keyframe by keyframe and between them.
    Self.expectClose(try Self.drawn(host, at: shownAt + 0.075), Appearance(scale: 0.85, opacity: 0.5, offset: CGPoint(x: 0, y: 10)))
    Self.expectClose(try Self.drawn(host, at: shownAt + 0.15), Appearance(scale: 1.2, opacity: 1, offset: CGPoint(x: 0, y: -10)))
    Self.expectClose(try Self.drawn(host, at: shownAt + 0.225), Appearance(scale: 1.1, opacity: 1, offset: CGPoint(x: 0, y: -5)))
    Self.expectClose(try Self.drawn(host, at: shownAt + 0.3), .shown)
    // At its first keyframe it is transparent, so it is not drawn.
    #expect(try Self.drawn(host, at: shownAt) == nil)

    // Settled: idle is free.
    host.settle()
    #expect(host.nextWake == .never)
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)

    // The disappearance: its own keyframes over 1.5 s, though the preview is back sooner.
    host.key(.escape)
    guard case .dismissing(_, let since) = host.scene.interaction.state else {
      Issue.record("not dismissing")
      return
    }
    let interaction = host.scene.interaction
    #expect(try #require(interaction.transition).endTime < since + 1.5)
    #expect(interaction.nextDeadline == since + 1.5 && interaction.motionEndTime == since + 1.5)
    Self.expectClose(try Self.drawn(host, at: since), .shown)
    Self.expectClose(try Self.drawn(host, at: since + 0.375), Appearance(scale: 0.9, opacity: 0.75, offset: CGPoint(x: 0, y: 10)))
    Self.expectClose(try Self.drawn(host, at: since + 0.75), Appearance(scale: 0.8, opacity: 0.5, offset: CGPoint(x: 0, y: 20)))
    Self.expectClose(try Self.drawn(host, at: since + 1.125), Appearance(scale: 0.7, opacity: 0.25, offset: CGPoint(x: 0, y: 30)))

    // Frames exactly while it runs: every frame up to its end, the dismissal then, nothing after.
    host.run(for: 1.4)
    #expect(host.nextWake == .everyFrame)
    #expect(!host.events.contains { $0.event == .dismissed })
    host.settle()
    let dismissed = try #require(host.events.last { $0.event == .dismissed })
    #expect(dismissed.time >= since + 1.5 && dismissed.time < since + 1.5 + 1.0 / 60 + 1e-9)
    #expect(host.nextWake == .never)
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
  }

  @Test func theDoubleTapPathUsesTheAccessoryTransitions() throws {
    var host = Self.host()
    let center = host.scene.sources[SceneFixture.received].frame.center
    host.tap(center, duration: 0.01)
    host.run(for: 0.12)
    host.tap(center, duration: 0.01)
    host.settle()
    #expect(host.scene.interaction.presentsAccessoriesOnly)
    guard case .presented(let shownAt) = host.scene.interaction.state else {
      Issue.record("not presented")
      return
    }
    Self.expectClose(try Self.drawn(host, at: shownAt + 0.15), Appearance(scale: 1.2, opacity: 1, offset: CGPoint(x: 0, y: -10)))
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
    host.key(.escape)
    guard case .dismissing(_, let since) = host.scene.interaction.state else {
      Issue.record("not dismissing")
      return
    }
    Self.expectClose(try Self.drawn(host, at: since + 0.75), Appearance(scale: 0.8, opacity: 0.5, offset: CGPoint(x: 0, y: 20)))
    host.settle()
    #expect(host.scene.interaction.state == .idle)
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
  }

  @Test func aSpringOrCurveDisappearanceLeavesFromWhereTheBarIs() {
    let transition = ContextMenuAccessory.Transition(
      initialScale: 0.5, initialOpacity: 0, timing: .curve(.linear, duration: 0.2),
      disappearance: .init(finalScale: 2, finalOpacity: 0, finalOffset: CGPoint(x: 0, y: -40), timing: .curve(.linear, duration: 0.4)))
    // Dismissed half-way in: from (0.75, 0.5, 0) to (2, 0, (0, -40)).
    let start = transition.disappearing(at: 0, appearedFor: 0.1)
    #expect(abs(start.scale - 0.75) < 1e-12 && abs(start.opacity - 0.5) < 1e-12)
    let half = transition.disappearing(at: 0.2, appearedFor: 0.1)
    #expect(abs(half.scale - 1.375) < 1e-12 && abs(half.opacity - 0.25) < 1e-12 && abs(half.offset.y + 20) < 1e-12)
    #expect(transition.disappearing(at: 0.4, appearedFor: 0.1) == Appearance(scale: 2, opacity: 0, offset: CGPoint(x: 0, y: -40)))
    #expect(transition.disappearingDuration == 0.4)
    // A spring disappearance moves for its spring's settling time.
    let spring = Spring(dampingRatio: 1, response: 0.3)
    let springy = ContextMenuAccessory.Transition(timing: .curve(.linear, duration: 0.2), disappearance: .init(timing: .spring(spring, duration: 0.3)))
    #expect(springy.disappearingDuration == spring.settlingDuration())
    let p = spring.value(at: 0.1)
    #expect(abs(springy.disappearing(at: 0.1, appearedFor: 5).opacity - (1 - p)) < 1e-12)
  }

  @Test func theDefaultSpringIsUnchanged() throws {
    let transition = ContextMenuAccessory.Transition.spring
    let spring = Spring(dampingRatio: 0.7, response: 0.4)
    #expect(transition.timing == .spring(spring, duration: 0.4) && transition.disappearance == nil)
    #expect(transition.settlingDuration == spring.settlingDuration() && transition.disappearingDuration == transition.settlingDuration)
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
      let p = t >= spring.settlingDuration() ? 1 : (t > 0 ? spring.value(at: t) : 0)
      let opacity = Swift.min(1, Swift.max(0, p))
      #expect(transition.appearing(at: t) == Appearance(scale: 1, opacity: opacity, offset: .zero))
      // Backward from shown, and from half-way in: the reached progress times (1 − the spring's).
      #expect(transition.disappearing(at: t, appearedFor: 5) == transition.appearance(progress: 1 - p))
      let reached = spring.value(at: 0.1)
      #expect(transition.disappearing(at: t, appearedFor: 0.1) == transition.appearance(progress: reached * (1 - p)))
    }
    // The dismissal of the default bar ends with the preview's spring, as before.
    var host = SceneFixture.host()
    host.longPress(SceneFixture.sent)
    host.key(.escape)
    let interaction = host.scene.interaction
    let back = try #require(interaction.transition)
    #expect(interaction.nextDeadline == back.endTime && interaction.motionEndTime == back.endTime)
    host.settle()
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
  }

  @Test func keyframeTransitionsCompareByValueAndClampBadDurations() {
    let same = ContextMenuAccessory.Transition.keyframes(
      Self.popIn, duration: 0.3, disappearance: .keyframes(Self.sinkOut, duration: 1.5))
    #expect(Self.custom == same && Self.custom.hashValue == same.hashValue)
    #expect(Self.custom != .keyframes(Self.popIn, duration: 0.4, disappearance: .keyframes(Self.sinkOut, duration: 1.5)))
    #expect(Self.custom != .spring && Self.custom.timing != ContextMenuAccessory.Transition.spring.timing)
    // The initial and final states are the first and last keyframes.
    #expect(Self.custom.initialScale == 0.5 && Self.custom.initialOpacity == 0 && Self.custom.initialOffset == CGPoint(x: 0, y: 30))
    #expect(Self.custom.disappearance?.finalAppearance == Self.sinkOut.lastValue)
    #expect(Self.custom.settlingDuration == 0.3 && Self.custom.disappearingDuration == 1.5)
    // A negative or NaN duration is over at once; negative and NaN times are the start.
    for duration in [-1, Double.nan] {
      let instant = ContextMenuAccessory.Transition.keyframes(Self.popIn, duration: duration)
      #expect(instant.settlingDuration == 0)
      #expect(instant.appearing(at: 0.001) == .shown)
    }
    #expect(Self.custom.appearing(at: -1) == Self.popIn.firstValue && Self.custom.appearing(at: .nan) == Self.popIn.firstValue)
  }
}
