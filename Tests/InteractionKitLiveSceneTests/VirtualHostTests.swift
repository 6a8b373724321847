import Foundation
import InteractionKitLiveScene
import InteractionKitScene
import PropertyBased
import Testing

@Suite struct VirtualHostTests {
  @Test func anIdleSceneDrawsNoFrames() {
    var host = VirtualHost(scene: BlinkScene())
    #expect(host.framesDrawn(during: { $0.run(for: 5) }) == 0)
    #expect(host.now == 5)
  }

  @Test func aPauseIsOneTimerWakeAndAFadeIsFramesAtTheDisplaysRate() {
    var host = VirtualHost(scene: BlinkScene())
    host.send(.pointerDown(CGPoint(x: 1, y: 1), time: 0))
    #expect(host.framesDrawn == 1)
    // The pause: asleep until 1 s, then one timer wake and frames through the 0.5 s fade.
    let frames = host.framesDrawn(during: { $0.run(for: 3) })
    #expect(host.timerWakes == 1)
    // The wake at 1 s, then frames of 1/60 s up to 1.5 s (30, or 31 when the sum of the
    // intervals lands a hair short of 1.5).
    #expect((31...32).contains(frames))
    #expect(host.events.map(\.event) == [.pressed, .faded])
    #expect(host.events[1].time >= 1.5 && host.events[1].time < 1.5 + 1.0 / 60)
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
  }

  @Test func settleRunsOnlyWhileFramesAreAskedFor() {
    var host = VirtualHost(scene: BlinkScene())
    host.send(.pointerDown(.zero, time: 0))
    host.settle()
    #expect(host.now == 0)  // waiting for a deadline is settled
    #expect(host.nextWake == .at(1))
  }

  @Test func accessibilityActionsAndFocus() {
    var host = VirtualHost(scene: BlinkScene())
    #expect(host.perform(.activate, on: .dot) == [.activated])
    #expect(host.accessibilityTree.focusedElement == nil)
    host.key(.tab)
    #expect(host.scene.focusedElement == .dot)
    #expect(host.accessibilityTree.element(.dot)?.states.contains(.focused) == true)
  }

  @Test func resizingKeepsTheRestOfTheEnvironment() {
    var scene = BlinkScene()
    scene.environment.appearance.isDark = true
    var host = VirtualHost(scene: scene)
    host.resize(to: CGSize(width: 0, height: CGFloat.nan))
    #expect(host.scene.environment.size == .zero)
    #expect(host.scene.environment.appearance.isDark)
    #expect(!host.scene.environment.hasRoom)
  }

  @Test func theLoopEndsWhateverTheFrameInterval() async {
    await propertyCheck(count: 200, input: Gen.double(in: -1...0.5), Gen.double(in: 0...3)) { interval, duration in
      var host = VirtualHost(scene: BlinkScene())
      host.frameInterval = interval
      host.send(.pointerDown(.zero, time: 0))
      host.run(for: duration)
      #expect(host.now >= duration - 1e-9)
    }
  }
}
