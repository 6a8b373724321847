import Foundation
import InteractionKitGestures
import InteractionKitMotion
import Testing

/// The press timings: UIKit's defaults, the presets, and the clamps on initialization and assignment.
@Suite struct PressTimingTests {
  @Test func defaultsAreUIKits() {
    let timing = PressTiming()
    #expect(timing.minimumPressDelay == 0.15)
    #expect(timing.longPressDuration == 0.4)
    #expect(timing.allowableMovement == 44)
    #expect(timing.pressedScale == 0.97)
    #expect(timing.pressEffectSpring == Spring(dampingRatio: 0.6, response: 0.4))
    #expect(timing.effectivePressDelay == 0.15)
    #expect(PressTiming.phone == timing)
  }

  @Test func presets() {
    #expect(PressTiming.pad.longPressDuration == 0.325)
    #expect(PressTiming.slow.longPressDuration == 0.5)
    #expect(PressTiming.short.longPressDuration == 0.3)
    for preset in [PressTiming.pad, .slow, .short] {
      #expect(preset.minimumPressDelay == 0.15)
      #expect(preset.allowableMovement == 44)
      #expect(preset.pressedScale == 0.97)
    }
  }

  @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
  func badDurationsClampOnInitialization(value: Double) {
    let timing = PressTiming(minimumPressDelay: value, longPressDuration: value)
    #expect(timing.minimumPressDelay == 0.15)
    #expect(timing.longPressDuration == 0.4)
  }

  @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
  func badDurationsClampOnAssignment(value: Double) {
    var timing = PressTiming()
    timing.minimumPressDelay = value
    timing.longPressDuration = value
    #expect(timing.minimumPressDelay == 0.15)
    #expect(timing.longPressDuration == 0.4)
  }

  @Test func zeroDurationsAreKept() {
    let timing = PressTiming(minimumPressDelay: 0, longPressDuration: 0)
    #expect(timing.minimumPressDelay == 0)
    #expect(timing.longPressDuration == 0)
    #expect(timing.effectivePressDelay == 0)
  }

  @Test func movementClamps() {
    #expect(PressTiming(allowableMovement: -1).allowableMovement == 44)
    #expect(PressTiming(allowableMovement: .nan).allowableMovement == 44)
    #expect(PressTiming(allowableMovement: -.infinity).allowableMovement == 44)
    // Infinity never cancels; zero cancels on any movement.
    #expect(PressTiming(allowableMovement: .infinity).allowableMovement == .infinity)
    #expect(PressTiming(allowableMovement: 0).allowableMovement == 0)
    var timing = PressTiming()
    timing.allowableMovement = .nan
    #expect(timing.allowableMovement == 44)
    timing.allowableMovement = 20
    #expect(timing.allowableMovement == 20)
  }

  @Test(arguments: [0.0, -0.5, .nan, .infinity, -.infinity])
  func scaleClamps(value: Double) {
    #expect(PressTiming(pressedScale: CGFloat(value)).pressedScale == 0.97)
    var timing = PressTiming()
    timing.pressedScale = CGFloat(value)
    #expect(timing.pressedScale == 0.97)
  }

  @Test func aPressDelayLongerThanTheDurationBeginsTheEffectAtTheLongPress() {
    let timing = PressTiming(minimumPressDelay: 1, longPressDuration: 0.4)
    #expect(timing.minimumPressDelay == 1)
    #expect(timing.effectivePressDelay == 0.4)
  }
}
