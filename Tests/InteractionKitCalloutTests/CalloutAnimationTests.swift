import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitMotion
import Testing

/// An independent cubic Bézier timing curve: y at the x given, found by bisection on the curve
/// parameter (x is monotonic), straight from the Bernstein form.
func bezierProgress(_ x: Double, _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> Double {
  func bernstein(_ t: Double, _ a: Double, _ b: Double) -> Double {
    3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
  }
  var low = 0.0, high = 1.0
  for _ in 0..<200 {
    let t = (low + high) / 2
    if bernstein(t, p1x, p2x) < x { low = t } else { high = t }
  }
  return bernstein((low + high) / 2, p1y, p2y)
}

/// The animations' values at their key times, against the reference's numbers and an independent
/// cubic Bézier oracle.
@Suite struct CalloutAnimationTests {
  /// The modern bounce's scale curve.
  static func bounce(_ x: Double) -> Double { bezierProgress(x, 0.59367, 0.12066, 0.18878, 1.5814) }
  /// Core Animation's ease in ease out.
  static func ease(_ x: Double) -> Double { bezierProgress(x, 0.42, 0, 0.58, 1) }

  @Test func durationsAreTheReferences() {
    #expect(CalloutAnimation(.bounce, style: .modern).duration == 0.23)
    #expect(CalloutAnimation(.bounce, style: .classic).duration == 1.0 / 3.0)
    #expect(CalloutAnimation(.fade).duration == 1.0 / 3.0)
    #expect(CalloutAnimation(.stretch).duration == 0.1)
    #expect(CalloutAnimation(.none).duration == 0)
  }

  @Test func modernBounceStartAndEndExactly() {
    let bounce = CalloutAnimation(.bounce)
    #expect(bounce.sample(at: 0) == .init(scale: 0.7, opacity: 0, isFinished: false))
    #expect(bounce.sample(at: 0.23) == .init(scale: 1, opacity: 1, isFinished: true))
    #expect(bounce.sample(at: 5) == .init(scale: 1, opacity: 1, isFinished: true))
  }

  @Test(arguments: [0.01, 0.05, 0.1, 0.158, 0.2, 0.229])
  func modernBounceInteriorMatchesTheBezierDefinition(time: Double) {
    let bounce = CalloutAnimation(.bounce)
    #expect(abs(bounce.scale(at: time) - (0.7 + 0.3 * Self.bounce(time / 0.23))) < 1e-8)
    #expect(abs(bounce.opacity(at: time) - Self.ease(time / 0.23)) < 1e-8)
  }

  @Test func modernBounceKnownValues() {
    let bounce = CalloutAnimation(.bounce)
    #expect(abs(bounce.scale(at: 0.05) - 0.7441144898018031) < 1e-8)
    #expect(abs(bounce.scale(at: 0.1) - 0.9482029943162447) < 1e-8)
    #expect(abs(bounce.scale(at: 0.2) - 1.0245409253214306) < 1e-8)
  }

  @Test func modernBounceOvershootsToAbout1041Near158Milliseconds() {
    let bounce = CalloutAnimation(.bounce)
    var peak = (scale: 0.0, time: 0.0)
    for step in 0...23_000 {
      let t = 0.23 * Double(step) / 23_000
      let scale = bounce.scale(at: t)
      if scale > peak.scale { peak = (scale, t) }
    }
    #expect(abs(peak.scale - 1.0408584) < 1e-6)
    #expect(abs(peak.time - 0.158246) < 2e-5)
    // The overshoot needs y > 1 control points: the curve itself exceeds 1.
    #expect(CalloutAnimation.modernBounceTimingFunction.controlPoint2.y == 1.5814)
    #expect(CalloutAnimation.modernBounceTimingFunction.progress(at: 0.7) > 1.13)
  }

  @Test func modernDismissSwapsTheValuesOnTheSameCurves() {
    let dismiss = CalloutAnimation(.bounce, phase: .dismiss)
    #expect(dismiss.sample(at: 0) == .init(scale: 1, opacity: 1, isFinished: false))
    #expect(dismiss.sample(at: 0.23) == .init(scale: 0.7, opacity: 0, isFinished: true))
    for time in [0.03, 0.1, 0.158, 0.21] {
      #expect(abs(dismiss.scale(at: time) - (1 - 0.3 * Self.bounce(time / 0.23))) < 1e-8)
      #expect(abs(dismiss.opacity(at: time) - (1 - Self.ease(time / 0.23))) < 1e-8)
    }
    // It dips below its end value, the mirror of the presentation's overshoot.
    #expect(abs(dismiss.scale(at: 0.158246) - (1 - 0.3 * (1.0408584 - 0.7) / 0.3)) < 1e-6)
  }

  @Test func classicBounceHitsItsKeyframesAtTheKeyTimes() {
    let bounce = CalloutAnimation(.bounce, style: .classic)
    let third = 1.0 / 3.0
    #expect(bounce.scale(at: 0) == 0.05)
    #expect(abs(bounce.scale(at: 4.0 / 9.0 * third) - 1.11245) < 1e-12)
    #expect(abs(bounce.scale(at: (4.0 / 9.0 + 5.0 / 18.0) * third) - 0.951807) < 1e-12)
    #expect(bounce.scale(at: third) == 1)
    #expect(bounce.opacity(at: 0) == 1 && bounce.opacity(at: 0.1) == 1)
    // At key-time fractions exactly, the keyframes return their values bit for bit.
    let scale = bounce.scaleAnimation
    #expect(scale?.value(atFraction: 4.0 / 9.0) == 1.11245)
    #expect(scale?.value(atFraction: 4.0 / 9.0 + 5.0 / 18.0) == 0.951807)
  }

  @Test func classicBounceSegmentsEaseInAndOut() {
    let bounce = CalloutAnimation(.bounce, style: .classic)
    let third = 1.0 / 3.0
    // A quarter of the way through the first segment (4/9 of 1/3 s long).
    let t = 0.25 * 4.0 / 9.0 * third
    #expect(abs(bounce.scale(at: t) - (0.05 + (1.11245 - 0.05) * Self.ease(0.25))) < 1e-9)
    // Halfway through the second segment, ease in ease out is exactly halfway.
    let middle = (4.0 / 9.0 + 5.0 / 36.0) * third
    #expect(abs(bounce.scale(at: middle) - (1.11245 + 0.951807) / 2) < 1e-9)
  }

  @Test func classicDismissReversesTheValuesOverTheSameKeyTimes() {
    let dismiss = CalloutAnimation(.bounce, style: .classic, phase: .dismiss)
    let third = 1.0 / 3.0
    #expect(dismiss.scale(at: 0) == 1)
    #expect(abs(dismiss.scale(at: 4.0 / 9.0 * third) - 0.951807) < 1e-12)
    #expect(abs(dismiss.scale(at: (4.0 / 9.0 + 5.0 / 18.0) * third) - 1.11245) < 1e-12)
    #expect(dismiss.scale(at: third) == 0.05)
  }

  @Test func fadeAndStretchAreLinear() {
    let fade = CalloutAnimation(.fade)
    #expect(fade.sample(at: 0) == .init(scale: 1, opacity: 0, isFinished: false))
    #expect(abs(fade.opacity(at: 1.0 / 6.0) - 0.5) < 1e-12)
    #expect(abs(fade.reversed().opacity(at: 0.25) - 0.25) < 1e-12)
    let stretch = CalloutAnimation(.stretch)
    #expect(stretch.sample(at: 0) == .init(scale: 0, opacity: 1, isFinished: false))
    #expect(abs(stretch.scale(at: 0.05) - 0.5) < 1e-12)
    #expect(abs(stretch.reversed().scale(at: 0.025) - 0.75) < 1e-12)
    #expect(stretch.transform(at: 0.05) == CGAffineTransform(scaleX: stretch.scale(at: 0.05), y: stretch.scale(at: 0.05)))
    #expect(stretch.sample(at: 0.1).isFinished)
  }

  @Test func noneIsFinishedAtOnceWithoutChangingAnything() {
    for phase in CalloutAnimation.Phase.allCases {
      let none = CalloutAnimation(.none, phase: phase)
      #expect(none.sample(at: 0) == .init(scale: 1, opacity: 1, isFinished: true))
      #expect(none.scaleAnimation == nil && none.opacityAnimation == nil)
    }
  }

  @Test func reversedSwapsThePhaseAndKeepsTheDuration() {
    let present = CalloutAnimation(.bounce, style: .classic, duration: 0.5)
    let dismiss = present.reversed()
    #expect(dismiss.phase == .dismiss && dismiss.duration == 0.5 && dismiss.style == .classic)
    #expect(dismiss.reversed() == present)
  }

  @Test(arguments: CalloutAnimationStyle.allCases, CalloutStyle.allCases)
  func dismissEndsExactlyWherePresentStarts(animation: CalloutAnimationStyle, style: CalloutStyle) {
    let present = CalloutAnimation(animation, style: style)
    let dismiss = present.reversed()
    #expect(dismiss.finalSample.scale == present.initialSample.scale)
    #expect(dismiss.finalSample.opacity == present.initialSample.opacity)
    #expect(present.finalSample.scale == 1 && present.finalSample.opacity == 1)
    #expect(dismiss.initialSample.scale == 1 && dismiss.initialSample.opacity == 1)
  }

  @Test func badTimesAndDurationsClamp() {
    let bounce = CalloutAnimation(.bounce)
    #expect(bounce.sample(at: .nan) == bounce.sample(at: 0))
    #expect(bounce.sample(at: -3) == .init(scale: 0.7, opacity: 0, isFinished: false))
    #expect(bounce.sample(at: -.infinity) == bounce.initialSample)
    #expect(bounce.sample(at: .infinity) == .init(scale: 1, opacity: 1, isFinished: true))
    for duration in [-1.0, .nan, .infinity, -.infinity, 0] {
      let clamped = CalloutAnimation(.bounce, duration: duration)
      #expect(clamped.duration == 0)
      #expect(clamped.sample(at: 0) == .init(scale: 1, opacity: 1, isFinished: true))
      #expect(clamped.sample(at: -1).scale == 0.7)
    }
    let slow = CalloutAnimation(.fade, duration: 2)
    #expect(abs(slow.opacity(at: 1) - 0.5) < 1e-12)
  }
}
