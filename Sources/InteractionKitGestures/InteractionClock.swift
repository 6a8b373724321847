public import Foundation

/// The one clock of every interaction machine: the latest time seen, which never runs backwards.
///
/// Hosts report time in their events (``InteractionEvent/time(_:)`` and the times of touches). The
/// clock keeps the latest of them. A time earlier than the latest counts as the latest, and a
/// non-finite time counts as the latest too; a non-finite *first* time starts the clock at 0, so a
/// later finite time can never put the clock behind a step already scheduled from 0.
///
/// ```swift
/// var clock = InteractionClock()
/// clock.advance(to: 2)      // now 2
/// clock.advance(to: 1)      // still 2: time never runs backwards
/// clock.advance(to: .nan)   // still 2
/// ```
public struct InteractionClock: Hashable, Sendable {
  /// The latest time seen, or nil before the first timed event.
  public private(set) var latest: TimeInterval?

  /// Creates a clock that has seen no time yet.
  public init() {}

  /// The current time: the latest time seen, or 0 before any.
  public var now: TimeInterval { latest ?? 0 }

  /// Moves the clock to `time` when that is later than the latest time seen.
  ///
  /// - Parameter time: Seconds on any monotonic clock. Earlier and non-finite times leave the
  ///   clock where it is (a non-finite first time starts it at 0).
  public mutating func advance(to time: TimeInterval) {
    if time.isFinite {
      latest = Swift.max(latest ?? time, time)
    } else if latest == nil {
      latest = 0
    }
  }
}
