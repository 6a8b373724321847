public import Foundation

/// How a callout appears or disappears (SMCalloutView's `SMCalloutAnimation`, plus "not animated").
///
/// Every animation grows from (or shrinks to) the arrow's tip. Dismissing plays the same curve with
/// its values reversed (from and to swapped, keyframe values in reverse order) over the same key
/// times, as the reference does, so it ends exactly where presenting starts (see
/// ``CalloutAnimation``). The durations are the reference's:
///
/// | style | present and dismiss duration |
/// |---|---|
/// | ``bounce``, modern | 0.23 s (scale 0.7 → 1 with an overshoot, opacity 0 → 1) |
/// | ``bounce``, classic | 1/3 s (scale keyframes 0.05, 1.11245, 0.951807, 1) |
/// | ``fade`` | 1/3 s (opacity) |
/// | ``stretch`` | 0.1 s (scale 0 ↔ 1) |
/// | ``none`` | 0 s: the callbacks still run, in the same step |
public enum CalloutAnimationStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// The system's pop: the default way in.
  case bounce
  /// An opacity fade: the default way out.
  case fade
  /// A scale from nothing to full size, without overshoot.
  case stretch
  /// Not animated: appears or disappears at once.
  case none

  /// Seconds the animation lasts in `style` (the table above).
  public func duration(in style: CalloutStyle) -> TimeInterval {
    switch self {
    case .bounce: style == .modern ? 0.23 : 1.0 / 3.0
    case .fade: 1.0 / 3.0
    case .stretch: 0.1
    case .none: 0
    }
  }
}
