public import Foundation

/// The engine time of a live view: seconds since the view started, from a monotonic clock in
/// microseconds (GLib's, which the frame clock also uses), played at ``rate``.
///
/// Slow motion is a rate of 0.1 (animations ten times slower, like the simulator's slow
/// animations). Changing the rate keeps the engine time continuous: it never jumps or runs back.
public struct SceneClock: Hashable, Sendable {
  /// The monotonic time the clock's current rate began at, in microseconds.
  private var anchorMicroseconds: Int64
  /// The engine time at ``anchorMicroseconds``.
  private var anchorTime: TimeInterval
  /// How fast engine time runs against real time: 1 normally, 0.1 in slow motion.
  public private(set) var rate: Double

  /// A clock whose engine time is 0 at `microseconds`.
  public init(startingAt microseconds: Int64, rate: Double = 1) {
    anchorMicroseconds = microseconds
    anchorTime = 0
    self.rate = Self.clampedRate(rate)
  }

  /// The engine time at a monotonic time. Times before the current rate began map to its start.
  public func time(at microseconds: Int64) -> TimeInterval {
    anchorTime + Double(max(0, microseconds - anchorMicroseconds)) / 1_000_000 * rate
  }

  /// Changes the rate at a monotonic time, keeping the engine time there. A non-finite or
  /// non-positive rate counts as 1; rates are capped at 100.
  public mutating func setRate(_ newRate: Double, at microseconds: Int64) {
    anchorTime = time(at: microseconds)
    anchorMicroseconds = max(anchorMicroseconds, microseconds)
    rate = Self.clampedRate(newRate)
  }

  private static func clampedRate(_ rate: Double) -> Double {
    rate.isFinite && rate > 0 ? min(rate, 100) : 1
  }
}
