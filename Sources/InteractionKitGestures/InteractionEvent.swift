public import Foundation

/// The one vocabulary of events every interaction machine understands.
///
/// Points are in the coordinates of the view the interaction is attached to; times are seconds on
/// any monotonic clock (the host's frame clock, say). Machines add their own events beside these
/// (a callout's `present`, a context menu's keys), but a touch, the passing of time, a dismissal
/// and the end of the host's animation always read the same.
public enum InteractionEvent: Hashable, Sendable {
  /// Time passed: lets the steps scheduled by then happen (a press effect, a lift, the end of a
  /// transition). Send it each frame, or once at the machine's `nextDeadline`.
  case time(TimeInterval)
  /// A finger (or a mouse button standing in for one) touched down.
  case touchDown(CGPoint, time: TimeInterval)
  /// The finger moved.
  case touchMoved(CGPoint, time: TimeInterval)
  /// The finger lifted.
  case touchUp(CGPoint, time: TimeInterval)
  /// The system took the touch away (a scroll began, a call came in) where it last was.
  case touchCancelled(CGPoint, time: TimeInterval)
  /// Dismiss what the interaction presents; `animated: false` removes it at once.
  case dismiss(time: TimeInterval, animated: Bool = true)
  /// The host's animation of the current transition ended (possibly before its scheduled end):
  /// finish that step now.
  case transitionFinished

  /// The event's time, or nil for ``transitionFinished``.
  public var time: TimeInterval? {
    switch self {
    case .time(let time), .touchDown(_, let time), .touchMoved(_, let time), .touchUp(_, let time),
      .touchCancelled(_, let time), .dismiss(let time, _):
      time
    case .transitionFinished:
      nil
    }
  }

  /// The touch's point, or nil for an event without one.
  public var point: CGPoint? {
    switch self {
    case .touchDown(let point, _), .touchMoved(let point, _), .touchUp(let point, _), .touchCancelled(let point, _):
      point
    case .time, .dismiss, .transitionFinished:
      nil
    }
  }
}
