public import Foundation

/// Why a ``HoverIntent`` or its ``HoverIntent/SafeArea`` rejected its input; the intent is left unchanged.
///
/// Times are never rejected: the intent's clock clamps them (see ``HoverIntent``).
public enum HoverIntentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rect of the thing that opened the target (a menu item) is not finite, null or negative.
  case invalidTriggerRect(CGRect)
  /// The opened thing's rect (a submenu, a preview) is not finite or has no area.
  case invalidTargetRect(CGRect)
  /// The grace period is not a finite number of seconds above zero.
  case invalidGracePeriod(TimeInterval)
  /// The apex tolerance is not a finite distance of zero or more.
  case invalidTolerance(CGFloat)
  /// The minimum progress is not a finite distance of zero or more.
  case invalidMinimumProgress(CGFloat)
  /// A pointer location (or the safe area's apex) is not finite.
  case nonFiniteLocation(CGPoint)

  /// A full-sentence explanation that ends with the fix.
  public var description: String {
    switch self {
    case .invalidTriggerRect(let rect):
      "The trigger rect \(rect) is not a finite rect of zero or more width and height: pass the opening item's frame."
    case .invalidTargetRect(let rect):
      "The target rect \(rect) is not a finite rect with an area: pass the opened submenu's or preview's frame."
    case .invalidGracePeriod(let seconds):
      "The grace period \(seconds) s is not a finite time above zero: pass a few tenths of a second, such as 0.4."
    case .invalidTolerance(let distance):
      "The apex tolerance \(distance) is not a finite distance of zero or more: pass a few points, such as 5."
    case .invalidMinimumProgress(let distance):
      "The minimum progress \(distance) is not a finite distance of zero or more: pass about one point."
    case .nonFiniteLocation(let point):
      "The location (\(point.x), \(point.y)) is not finite: drop the sample or pass finite coordinates."
    }
  }
}
