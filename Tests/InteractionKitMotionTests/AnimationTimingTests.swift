import Foundation
import InteractionKitMotion
import PropertyBased
import Testing

@Suite struct AnimationTimingTests {
  @Test func defaults() {
    let timing = AnimationTiming(duration: 2)
    #expect(timing.beginTime == 0)
    #expect(timing.delay == 0)
    #expect(timing.speed == 1)
    #expect(timing.repeatCount == 1)
    #expect(!timing.autoreverses)
    #expect(!timing.isReversed)
    #expect(timing.fillMode == .removed)
    #expect(timing.activeDuration == 2)
  }

  @Test func beginTimeAndDelayShiftTheActiveInterval() {
    let timing = AnimationTiming(beginTime: 2, delay: 0.5, duration: 1)
    #expect(timing.startTime == 2.5)
    #expect(timing.endTime == 3.5)
    #expect(timing.fraction(at: 2.25) == nil)
    #expect(timing.fraction(at: 2.5) == 0)
    #expect(timing.fraction(at: 2.75) == 0.25)
    #expect(timing.fraction(at: 3) == 0.5)
    #expect(timing.fraction(at: 3.5) == 1)
    #expect(timing.fraction(at: 3.75) == nil)
    #expect(timing.isActive(at: 3))
    #expect(!timing.isActive(at: 2.25))
    #expect(!timing.isActive(at: 3.75))
  }

  @Test func negativeDelayStartsPartway() {
    let timing = AnimationTiming(beginTime: 1, delay: -0.25, duration: 1)
    #expect(timing.fraction(at: 1) == 0.25)
  }

  @Test(arguments: FillMode.allCases)
  func fillModesBeforeAndAfter(mode: FillMode) {
    let timing = AnimationTiming(beginTime: 1, duration: 1, fillMode: mode)
    #expect(timing.fraction(at: 0.5) == (mode.fillsBackwards ? 0 : nil))
    #expect(timing.fraction(at: 2.5) == (mode.fillsForwards ? 1 : nil))
    #expect(timing.fraction(at: 1.5) == 0.5)
    #expect(mode.fillsForwards == (mode == .forwards || mode == .both))
    #expect(mode.fillsBackwards == (mode == .backwards || mode == .both))
  }

  @Test func speedScalesTheClock() {
    let timing = AnimationTiming(beginTime: 1, duration: 1, speed: 2)
    #expect(timing.activeDuration == 0.5)
    #expect(timing.fraction(at: 1.25) == 0.5)
    #expect(timing.fraction(at: 1.5) == 1)
    #expect(timing.fraction(at: 1.75) == nil)
  }

  @Test func repeatWrapsAndEndsAtOne() {
    let timing = AnimationTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
    #expect(timing.activeDuration == 3)
    #expect(timing.fraction(at: 0.25) == 0.25)
    #expect(timing.fraction(at: 1.25) == 0.25)
    #expect(timing.fraction(at: 2) == 0)
    #expect(timing.fraction(at: 2.75) == 0.75)
    #expect(timing.fraction(at: 3) == 1)
    #expect(timing.fraction(at: 10) == 1)
    #expect(timing.finalFraction == 1)
  }

  @Test func fractionalRepeatStopsPartway() {
    let timing = AnimationTiming(duration: 2, repeatCount: 1.5, fillMode: .forwards)
    #expect(timing.activeDuration == 3)
    #expect(timing.fraction(at: 2.5) == 0.25)
    #expect(timing.fraction(at: 3) == 0.5)
    #expect(timing.fraction(at: 4) == 0.5)
  }

  @Test func autoreverseRunsThereAndBack() {
    let timing = AnimationTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .both)
    #expect(timing.activeDuration == 4)
    #expect(timing.fraction(at: 0.25) == 0.25)
    #expect(timing.fraction(at: 1) == 1)
    #expect(timing.fraction(at: 1.25) == 0.75)
    #expect(timing.fraction(at: 2) == 0)
    #expect(timing.fraction(at: 2.5) == 0.5)
    #expect(timing.fraction(at: 3.5) == 0.5)
    #expect(timing.fraction(at: 4) == 0)
    #expect(timing.fraction(at: 5) == 0)
    #expect(timing.finalFraction == 0)
    let halfCycle = AnimationTiming(duration: 1, repeatCount: 0.75, autoreverses: true)
    #expect(halfCycle.finalFraction == 0.5)
  }

  @Test func reversedMirrorsEveryFraction() {
    let timing = AnimationTiming(duration: 1, isReversed: true, fillMode: .both)
    #expect(timing.fraction(at: -1) == 1)
    #expect(timing.fraction(at: 0) == 1)
    #expect(timing.fraction(at: 0.25) == 0.75)
    #expect(timing.fraction(at: 1) == 0)
    #expect(timing.fraction(at: 2) == 0)
    #expect(timing.initialFraction == 1)
    #expect(timing.finalFraction == 0)
  }

  @Test func infiniteRepeat() {
    let timing = AnimationTiming(duration: 0.5, repeatCount: .infinity)
    #expect(timing.activeDuration == .infinity)
    #expect(timing.endTime == .infinity)
    #expect(timing.fraction(at: 1_000_000.125) == 0.25)
    #expect(timing.fraction(at: .infinity) == nil)
    #expect(timing.fraction(at: -.infinity) == nil)
  }

  @Test func badTimes() {
    let timing = AnimationTiming(duration: 1, fillMode: .both)
    #expect(timing.fraction(at: .nan) == nil)
    #expect(timing.fraction(at: -.infinity) == 0)
    #expect(timing.fraction(at: .infinity) == 1)
    #expect(!timing.isActive(at: .nan))
  }

  @Test func badValuesAreSanitizedInInit() {
    let timing = AnimationTiming(
      beginTime: .nan, delay: .infinity, duration: -3, speed: 0, repeatCount: .nan, fillMode: .forwards)
    #expect(timing.beginTime == 0)
    #expect(timing.delay == 0)
    #expect(timing.duration == 0)
    #expect(timing.speed == 1)
    #expect(timing.repeatCount == 1)
    #expect(AnimationTiming(duration: .nan).duration == 0)
    #expect(AnimationTiming(duration: .infinity).duration == 0)
    #expect(AnimationTiming(duration: 1, speed: -2).speed == 1)
    #expect(AnimationTiming(duration: 1, speed: .infinity).speed == 1)
    #expect(AnimationTiming(duration: 1, repeatCount: 0).repeatCount == 1)
    #expect(AnimationTiming(duration: 1, repeatCount: -4).repeatCount == 1)
  }

  @Test func badValuesAreSanitizedOnAssignment() {
    var timing = AnimationTiming(duration: 1)
    timing.duration = -1
    #expect(timing.duration == 0)
    timing.duration = .nan
    #expect(timing.duration == 0)
    timing.duration = 2
    #expect(timing.duration == 2)
    timing.speed = .nan
    #expect(timing.speed == 1)
    timing.repeatCount = 0
    #expect(timing.repeatCount == 1)
    timing.beginTime = .infinity
    #expect(timing.beginTime == 0)
    timing.delay = .nan
    #expect(timing.delay == 0)
  }

  @Test func zeroDurationCompletesInstantly() {
    let removed = AnimationTiming(beginTime: 1, duration: 0)
    #expect(removed.activeDuration == 0)
    #expect(removed.fraction(at: 1) == nil)
    #expect(!removed.isActive(at: 1))
    let filled = AnimationTiming(beginTime: 1, duration: 0, repeatCount: .infinity, fillMode: .both)
    #expect(filled.activeDuration == 0)
    #expect(filled.fraction(at: 0.5) == 0)
    #expect(filled.fraction(at: 1) == 1)
    #expect(filled.fraction(at: 7) == 1)
  }

  @Test func fractionIsAlwaysInUnitRangeOrNil() async {
    await propertyCheck(
      count: 500, input: Gen.double(in: -10...10), Gen.double(in: 0...3), Gen.double(in: 0.1...4),
      Gen.double(in: 0.1...5), Gen.bool, Gen.bool
    ) { time, duration, speed, repeats, autoreverses, reversed in
      let timing = AnimationTiming(
        beginTime: 1, duration: duration, speed: speed, repeatCount: repeats, autoreverses: autoreverses,
        isReversed: reversed, fillMode: .both)
      let fraction = timing.fraction(at: time)
      #expect(fraction != nil)
      #expect((0...1).contains(fraction ?? -1))
      let removed = AnimationTiming(beginTime: 1, duration: duration, speed: speed, repeatCount: repeats)
      #expect((removed.fraction(at: time) != nil) == removed.isActive(at: time))
    }
  }

  @Test func codableRoundTripsAndSanitizesOnDecode() throws {
    let timing = AnimationTiming(
      beginTime: 1, delay: 0.5, duration: 2, speed: 3, repeatCount: 4, autoreverses: true, isReversed: true,
      fillMode: .both)
    let data = try JSONEncoder().encode(timing)
    #expect(try JSONDecoder().decode(AnimationTiming.self, from: data) == timing)
    let minimal = try JSONDecoder().decode(AnimationTiming.self, from: Data(#"{"duration": -2, "speed": 0}"#.utf8))
    #expect(minimal == AnimationTiming(duration: 0))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AnimationTiming.self, from: Data(#"{"beginTime": 1}"#.utf8))
    }
  }
}
