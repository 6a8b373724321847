public import Foundation

/// A state machine whose steps are scheduled on an ``InteractionClock``.
///
/// A conforming machine says when its next step is due (``nextDeadline``) and how to take it
/// (``runStep(at:)``); the protocol supplies the one loop every machine uses to catch up with
/// time: ``advanceClock(to:)`` moves the clock and ``runDueSteps()`` takes, in order and each at
/// its *scheduled* time, every step that is due. So the same events give the same transitions
/// whatever the cadence of the host's ``InteractionEvent/time(_:)`` events.
///
/// ```swift
/// struct Blink: ScheduledInteraction {
///   var clock = InteractionClock()
///   var offAt: TimeInterval? = 1
///   var nextDeadline: TimeInterval? { offAt }
///   mutating func runStep(at deadline: TimeInterval) -> [String] { offAt = nil; return ["off"] }
/// }
/// ```
public protocol ScheduledInteraction {
  /// What a step asks the host to do.
  associatedtype Effect

  /// The machine's clock.
  var clock: InteractionClock { get set }

  /// When the next scheduled step is due, or nil when nothing is scheduled.
  var nextDeadline: TimeInterval? { get }

  /// Takes the step scheduled at `deadline` and returns its effects. A step must move the machine
  /// to a state with a later deadline, no deadline, or return no effect (which ends the loop).
  mutating func runStep(at deadline: TimeInterval) -> [Effect]
}

/// The most steps ``ScheduledInteraction/runDueSteps()`` takes in one call: a guard against a
/// machine whose step keeps its deadline, so a defect can never hang the host.
public let maximumStepsPerEvent = 64

extension ScheduledInteraction {
  /// Moves the clock to `time` (see `InteractionClock.advance(to:)`) and takes every step due
  /// by then.
  public mutating func advanceClock(to time: TimeInterval) -> [Effect] {
    clock.advance(to: time)
    return runDueSteps()
  }

  /// Takes, each at its scheduled time, every step whose deadline is not after the clock's time.
  /// Stops at a step that returns no effect, and after `maximumStepsPerEvent` steps.
  public mutating func runDueSteps() -> [Effect] {
    var effects: [Effect] = []
    var steps = 0
    while steps < maximumStepsPerEvent, let latest = clock.latest, let deadline = nextDeadline, deadline <= latest {
      let step = runStep(at: deadline)
      if step.isEmpty { break }
      effects += step
      steps += 1
    }
    return effects
  }
}
