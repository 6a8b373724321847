import CInteractionKitGtk
import Foundation
import InteractionKitGTK
import Testing

/// The live view's engine clock and key mapping: display-free (no `gtk_init`).
@Suite struct SceneClockTests {
  @Test func timeRunsFromTheStartAtTheRate() {
    let clock = SceneClock(startingAt: 5_000_000)
    #expect(clock.time(at: 5_000_000) == 0)
    #expect(clock.time(at: 6_500_000) == 1.5)
    #expect(clock.time(at: 4_000_000) == 0)
  }

  @Test func slowMotionRunsTenTimesSlowerAndChangingTheRateNeverJumps() {
    var clock = SceneClock(startingAt: 0)
    clock.setRate(0.1, at: 2_000_000)
    #expect(clock.time(at: 2_000_000) == 2)
    #expect(abs(clock.time(at: 3_000_000) - 2.1) < 1e-9)
    clock.setRate(1, at: 12_000_000)
    #expect(abs(clock.time(at: 12_000_000) - 3) < 1e-9)
    #expect(abs(clock.time(at: 13_000_000) - 4) < 1e-9)
  }

  @Test(arguments: [Double.nan, .infinity, 0, -1])
  func aBadRateCountsAsOne(rate: Double) {
    var clock = SceneClock(startingAt: 0, rate: rate)
    #expect(clock.rate == 1)
    clock.setRate(rate, at: 1_000_000)
    #expect(clock.rate == 1)
    #expect(clock.time(at: 2_000_000) == 2)
  }

  @Test func timeNeverRunsBackWhenTheRateChangesAtAnEarlierTime() {
    var clock = SceneClock(startingAt: 0)
    clock.setRate(0.1, at: 5_000_000)
    clock.setRate(1, at: 1_000_000)  // an earlier moment: the anchor stays at 5 s
    #expect(clock.time(at: 5_000_000) == 5)
    #expect(clock.time(at: 6_000_000) == 6)
  }
}
