import Foundation
import InteractionKitGeometry
import InteractionKitMotion
import Testing

@Suite struct AnimationTests {
  @Test func basicStartsAndEndsExactly() {
    let animation = Animation.basic(from: 0.1, to: 0.7, duration: 2, timingFunction: .easeInEaseOut, beginTime: 1)
    #expect(animation.value(at: 0.5) == nil)
    #expect(animation.value(at: 1) == 0.1)
    #expect(animation.value(at: 3) == 0.7)
    #expect(animation.value(at: 3.5) == nil)
    let middle = 0.1 + (0.7 - 0.1) * TimingFunction.easeInEaseOut.progress(at: 0.25)
    #expect(animation.value(at: 1.5) == middle)
    #expect(animation.endValue == 0.7)
    #expect(animation.timing == AnimationTiming(beginTime: 1, duration: 2))
  }

  @Test func basicUsesDefaultTimingFunction() {
    let animation = Animation.basic(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 200), duration: 1)
    let progress = TimingFunction.default.progress(at: 0.5)
    #expect(animation.value(at: 0.5) == CGPoint(x: 100 * progress, y: 200 * progress))
  }

  @Test func springRunsForItsSettlingDuration() {
    let spring = Spring(dampingRatio: 0.6, response: 0.4)
    let animation = Animation.spring(from: 10.0, to: 20.0, spring: spring, initialVelocity: 0.5, beginTime: 2)
    let duration = spring.settlingDuration(initialVelocity: 0.5)
    #expect(animation.timing.duration == duration)
    #expect(animation.value(at: 2) == 10)
    #expect(animation.value(at: 2 + duration) == 20)
    #expect(animation.value(at: 2 + duration + 0.1) == nil)
    let time = 0.3
    let expected = 10 + 10 * spring.value(at: time, initialVelocity: 0.5)
    #expect(abs((animation.value(at: 2 + time) ?? 0) - expected) < 1e-12)
    // Under-damped: somewhere the value passes the target.
    let peak = stride(from: 2.0, through: 2 + duration, by: 0.005).compactMap { animation.value(at: $0) }.max() ?? 0
    #expect(peak > 20.5)
    #expect(animation.endValue == 20)
  }

  @Test func springOfColorsStaysValid() {
    let animation = Animation.spring(from: Color.black, to: .white, spring: Spring(dampingRatio: 0.3, response: 0.3))
    for step in 0...100 {
      let time = animation.timing.duration * Double(step) / 100
      let color = animation.value(at: time) ?? .clear
      #expect((0...1).contains(color.red) && color.alpha == 1)
    }
  }

  @Test func keyframesStartAndEnd() throws {
    let keyframes = try Keyframes(values: [0.0, 5, -5, 0], keyTimes: [0, 0.25, 0.75, 1])
    let animation = Animation.keyframes(keyframes, duration: 4, beginTime: 1)
    #expect(animation.value(at: 1) == 0)
    #expect(animation.value(at: 2) == 5)
    #expect(animation.value(at: 4) == -5)
    #expect(animation.value(at: 5) == 0)
    #expect(animation.value(at: 3) == 0)
    #expect(animation.value(at: 6) == nil)
    #expect(animation.endValue == 0)
  }

  @Test func reversedPlaysBackward() throws {
    let animation = Animation.basic(from: 1.0, to: 3.0, duration: 1, timingFunction: .linear)
    let reversed = animation.reversed()
    #expect(reversed.timing.isReversed)
    #expect(reversed.value(at: 0) == 3)
    #expect(reversed.value(at: 0.25) == 2.5)
    #expect(reversed.value(at: 1) == 1)
    #expect(reversed.reversed() == animation)
    #expect(reversed.endValue == 3)
    #expect(reversed.finalValue == 1)
    let spring = Animation.spring(from: 0.0, to: 1.0, spring: Spring(dampingRatio: 1, response: 0.3)).reversed()
    #expect(spring.value(at: 0) == 1)
    #expect(spring.value(at: spring.timing.duration) == 0)
  }

  @Test func finalValueFollowsAutoreverse() {
    var animation = Animation.basic(from: 0.0, to: 8.0, duration: 1, timingFunction: .linear)
    animation.timing.autoreverses = true
    animation.timing.fillMode = .forwards
    #expect(animation.value(at: 1) == 8)
    #expect(animation.value(at: 1.5) == 4)
    #expect(animation.value(at: 3) == 0)
    #expect(animation.finalValue == 0)
    #expect(animation.endValue == 8)
  }

  @Test func fillModesApplyToValues() {
    var animation = Animation.basic(from: 2.0, to: 4.0, duration: 1, beginTime: 1)
    animation.timing.fillMode = .both
    #expect(animation.value(at: 0) == 2)
    #expect(animation.value(at: 9) == 4)
  }

  @Test func badInputNeverCrashes() {
    let negative = Animation.basic(from: 0.0, to: 1.0, duration: -1)
    #expect(negative.timing.duration == 0)
    #expect(negative.value(at: 0) == nil)
    let nanDuration = Animation.basic(from: 0.0, to: 1.0, duration: .nan, beginTime: .nan)
    #expect(nanDuration.timing.duration == 0)
    #expect(nanDuration.timing.beginTime == 0)
    let animation = Animation.basic(from: 0.0, to: 1.0, duration: 1)
    #expect(animation.value(at: .nan) == nil)
    #expect(animation.value(atFraction: .nan) == 0)
    #expect(animation.value(atFraction: 7) == 1)
    var spring = Animation.spring(from: 0.0, to: 1.0, spring: Spring(dampingRatio: 0.5, response: 0.5))
    spring.timing.duration = 0
    spring.timing.fillMode = .forwards
    #expect(spring.value(at: 0) == 1)
    let curve = AnimationCurve<Double>.spring(
      from: 0, to: 1, spring: Spring(dampingRatio: 0.5, response: 0.5), initialVelocity: .nan)
    #expect(curve.value(atFraction: 0.5, duration: .nan) == 0)
    #expect(curve.value(atFraction: 0.5, duration: 1).isFinite)
  }

  @Test func curveStartAndEndValues() throws {
    let basic = AnimationCurve<Double>.basic(from: 1, to: 2, timingFunction: .linear)
    let spring = AnimationCurve<Double>.spring(from: 3, to: 4, spring: Spring(stiffness: 10, damping: 1), initialVelocity: 0)
    let keyframes = AnimationCurve<Double>.keyframes(try Keyframes(values: [5, 6, 7]))
    #expect([basic.startValue, spring.startValue, keyframes.startValue] == [1, 3, 5])
    #expect([basic.endValue, spring.endValue, keyframes.endValue] == [2, 4, 7])
    #expect(basic.value(atFraction: 0, duration: 1) == 1)
    #expect(spring.value(atFraction: 1, duration: 1) == 4)
  }
}
