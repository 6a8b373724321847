import Foundation
import InteractionKitGestures
import InteractionKitTestSupport
import PropertyBased
import Testing

/// The one stepping loop: every due step runs at its scheduled time, whatever the cadence of the
/// host's time events, and a machine whose step keeps its deadline cannot hang the host.
@Suite struct ScheduledInteractionTests {
  /// A chain of steps: the first at `start`, each next one `gaps[i]` after the previous step's
  /// *scheduled* time (as a callout's present animation ends a duration after it began).
  struct Chain: ScheduledInteraction {
    var clock = InteractionClock()
    var deadline: TimeInterval?
    var gaps: [TimeInterval]

    init(start: TimeInterval, gaps: [TimeInterval]) {
      deadline = start
      self.gaps = gaps
    }

    var nextDeadline: TimeInterval? { deadline }

    mutating func runStep(at deadline: TimeInterval) -> [TimeInterval] {
      self.deadline = gaps.isEmpty ? nil : deadline + gaps.removeFirst()
      return [deadline]
    }

    /// The times every step is scheduled at.
    static func schedule(start: TimeInterval, gaps: [TimeInterval]) -> [TimeInterval] {
      gaps.reduce(into: [start]) { times, gap in times.append(times.last! + gap) }
    }
  }

  /// A defective machine: its step never moves its deadline.
  struct Stuck: ScheduledInteraction {
    var clock = InteractionClock()
    var steps = 0
    var nextDeadline: TimeInterval? { 0 }

    mutating func runStep(at deadline: TimeInterval) -> [Int] {
      steps += 1
      return [steps]
    }
  }

  /// A machine whose due step has nothing to do.
  struct Idle: ScheduledInteraction {
    var clock = InteractionClock()
    var calls = 0
    var nextDeadline: TimeInterval? { 0 }

    mutating func runStep(at deadline: TimeInterval) -> [Int] {
      calls += 1
      return []
    }
  }

  @Test func stepsRunAtTheirScheduledTimes() {
    var chain = Chain(start: 1, gaps: [0.25, 0.5])
    #expect(chain.advanceClock(to: 0.9).isEmpty)
    #expect(chain.nextDeadline == 1)
    // One late time event takes both due steps, each at its own scheduled time.
    #expect(chain.advanceClock(to: 1.6) == [1, 1.25])
    #expect(chain.nextDeadline == 1.75)
    #expect(chain.clock.latest == 1.6)
    #expect(chain.advanceClock(to: 1.75) == [1.75])
    #expect(chain.nextDeadline == nil)
    #expect(chain.advanceClock(to: 10).isEmpty)
  }

  @Test func aStepIsDueAtItsDeadlineExactly() {
    var chain = Chain(start: 0.5, gaps: [])
    #expect(chain.advanceClock(to: 0.49999).isEmpty)
    #expect(chain.advanceClock(to: 0.5) == [0.5])
  }

  @Test func nothingRunsBeforeTheFirstTime() {
    var chain = Chain(start: -1, gaps: [])
    #expect(chain.runDueSteps().isEmpty)
    #expect(chain.nextDeadline == -1)
    // A non-finite first time starts the clock at 0: the step at −1 is due.
    #expect(chain.advanceClock(to: .nan) == [-1])
    #expect(chain.clock.latest == 0)
  }

  @Test func earlierAndNonFiniteTimesRunNothingNew() {
    var chain = Chain(start: 1, gaps: [1])
    #expect(chain.advanceClock(to: 1.5) == [1])
    #expect(chain.advanceClock(to: 0.2).isEmpty)
    #expect(chain.advanceClock(to: .infinity).isEmpty)
    #expect(chain.advanceClock(to: .nan).isEmpty)
    #expect(chain.clock.latest == 1.5)
    #expect(chain.advanceClock(to: 2) == [2])
  }

  @Test func theCadenceOfTimeEventsNeverChangesWhatHappens() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let start = Double(rng.int(0 ... 200)) / 100
      // Gaps of 0 too: several steps at one time.
      let gaps = (0 ..< rng.int(0 ... 12)).map { _ in Double(rng.int(0 ... 80)) / 100 }
      let schedule = Chain.schedule(start: start, gaps: gaps)
      let end = schedule.last! + 1

      var chain = Chain(start: start, gaps: gaps)
      var taken: [TimeInterval] = []
      var time = 0.0
      while time < end {
        // Random splits: bursts, long pauses, repeats, times that go backwards, NaN.
        let event: Double
        switch rng.next(below: 12) {
        case 0: event = .nan
        case 1: event = time - Double(rng.int(1 ... 50)) / 100
        case 2: event = time
        default:
          time += Double(rng.int(1 ... 60)) / 100
          event = time
        }
        let effects = chain.advanceClock(to: event)
        let now = chain.clock.now
        // Every step taken was due, and every due step was taken.
        #expect(effects.allSatisfy { $0 <= now })
        if let deadline = chain.nextDeadline { #expect(deadline > now) }
        taken += effects
      }
      taken += chain.advanceClock(to: end)
      #expect(taken == schedule)
      #expect(chain.nextDeadline == nil)
    }
  }

  @Test func theStepGuardStopsAMachineThatKeepsItsDeadline() {
    var stuck = Stuck()
    let effects = stuck.advanceClock(to: 1)
    #expect(maximumStepsPerEvent == 64)
    #expect(effects == Array(1 ... 64))
    #expect(stuck.steps == maximumStepsPerEvent)
    // The next event takes at most another 64: the host is never hung.
    #expect(stuck.runDueSteps().count == maximumStepsPerEvent)
  }

  @Test func aStepWithoutEffectsEndsTheLoop() {
    var idle = Idle()
    #expect(idle.advanceClock(to: 1).isEmpty)
    #expect(idle.calls == 1)
  }
}
