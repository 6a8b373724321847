import Foundation
import InteractionKitGestures
import InteractionKitTestSupport
import PropertyBased
import Testing

/// The one clock: the latest time seen, never backwards; a non-finite first time starts it at 0.
@Suite struct InteractionClockTests {
  @Test func startsWithoutATime() {
    let clock = InteractionClock()
    #expect(clock.latest == nil)
    #expect(clock.now == 0)
  }

  @Test func keepsTheLatestTime() {
    var clock = InteractionClock()
    clock.advance(to: 2)
    #expect(clock.latest == 2)
    clock.advance(to: 1)
    #expect(clock.latest == 2)
    clock.advance(to: 2)
    #expect(clock.latest == 2)
    clock.advance(to: 3.5)
    #expect(clock.latest == 3.5)
    #expect(clock.now == 3.5)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteFirstTimeStartsAtZero(time: Double) {
    var clock = InteractionClock()
    clock.advance(to: time)
    #expect(clock.latest == 0)
    // A later finite time can never put the clock behind 0.
    clock.advance(to: -1)
    #expect(clock.latest == 0)
    clock.advance(to: 0.5)
    #expect(clock.latest == 0.5)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteLaterTimeKeepsTheClock(time: Double) {
    var clock = InteractionClock()
    clock.advance(to: 4)
    clock.advance(to: time)
    #expect(clock.latest == 4)
    clock.advance(to: 5)
    #expect(clock.latest == 5)
  }

  @Test func negativeTimesAreTimes() {
    var clock = InteractionClock()
    clock.advance(to: -3)
    #expect(clock.latest == -3)
    #expect(clock.now == -3)
    clock.advance(to: -5)
    #expect(clock.latest == -3)
    clock.advance(to: -1)
    #expect(clock.latest == -1)
  }

  @Test func isTheMaximumOfTheFiniteTimes() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var clock = InteractionClock()
      var finite: [Double] = []
      var sawNonFiniteFirst = false
      for index in 0 ..< 40 {
        let time: Double =
          switch rng.next(below: 10) {
          case 0: .nan
          case 1: .infinity
          case 2: -.infinity
          default: Double(rng.int(-1000 ... 1000)) / 100
          }
        if index == 0, !time.isFinite { sawNonFiniteFirst = true }
        if time.isFinite { finite.append(time) }
        let before = clock.latest
        clock.advance(to: time)
        // Never backwards.
        if let before, let latest = clock.latest { #expect(latest >= before) }
        let expected = (sawNonFiniteFirst ? [0] : []) + finite
        #expect(clock.latest == expected.max())
      }
    }
  }
}
