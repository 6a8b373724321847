import Foundation
import InteractionKitLinkPreview
import InteractionKitMotion
import Testing

@Suite struct TimingTests {
  @Test func defaultsAreThePhoneValues() {
    let timing = LinkPreviewTiming()
    #expect(timing == .phone)
    #expect(timing.minimumPressDelay == 0.15)
    #expect(timing.longPressDuration == 0.4)
    #expect(timing.allowableMovement == 44)
    #expect(timing.pressedScale == 0.97)
    #expect(timing.pressEffectSpring == Spring(dampingRatio: 0.6, response: 0.4))
    #expect(abs(timing.pressEffectSpring.dampingRatio - 0.6) < 1e-12)
    #expect(abs(timing.pressEffectSpring.response - 0.4) < 1e-12)
    #expect(timing.liftSpring == Spring(dampingRatio: 0.85, response: 0.32))
    #expect(timing.expandSpring == Spring(dampingRatio: 0.7, response: 0.4))
    #expect(timing.dismissSpring == Spring(dampingRatio: 1, response: 0.25))
    #expect(timing.fadeOutDuration == 0.15)
    #expect(timing.fadeOutTimingFunction == .easeOut)
    #expect(timing.effectivePressDelay == 0.15)
  }

  @Test func thePadLongPressIsShorter() {
    #expect(LinkPreviewTiming.pad.longPressDuration == 0.325)
    #expect(LinkPreviewTiming.pad.minimumPressDelay == 0.15)
  }

  @Test func badValuesFallBackToTheDefaults() {
    let bad = LinkPreviewTiming(minimumPressDelay: -1, longPressDuration: .nan, allowableMovement: -3, pressedScale: 0)
    #expect(bad.minimumPressDelay == 0.15)
    #expect(bad.longPressDuration == 0.4)
    #expect(bad.allowableMovement == 44)
    #expect(bad.pressedScale == 0.97)
    var timing = LinkPreviewTiming()
    timing.minimumPressDelay = .infinity
    timing.longPressDuration = -.infinity
    timing.allowableMovement = .nan
    timing.pressedScale = .infinity
    timing.fadeOutDuration = -0.1
    #expect(timing == .phone)
    timing.pressedScale = -0.5
    #expect(timing.pressedScale == 0.97)
    timing.fadeOutDuration = .nan
    #expect(timing.fadeOutDuration == 0.15)
  }

  @Test func zeroDurationsAndUnlimitedMovementAreAllowed() {
    var timing = LinkPreviewTiming(minimumPressDelay: 0, longPressDuration: 0, allowableMovement: .infinity)
    timing.fadeOutDuration = 0
    #expect(timing.minimumPressDelay == 0)
    #expect(timing.longPressDuration == 0)
    #expect(timing.allowableMovement == .infinity)
    #expect(timing.fadeOutDuration == 0)
  }

  @Test func thePressEffectNeverStartsAfterTheLongPress() {
    let timing = LinkPreviewTiming(minimumPressDelay: 0.5, longPressDuration: 0.3)
    #expect(timing.minimumPressDelay == 0.5)
    #expect(timing.effectivePressDelay == 0.3)
  }
}
