public import Foundation

/// An input event of a ``SceneView``, in the view's coordinates (points) and engine time (seconds,
/// on the view's ``SceneClock``): what a host turns into the engine's events.
public enum SceneInput: Hashable, Sendable {
  /// The pointer moved without a button pressed (hover).
  case pointerMoved(CGPoint, time: TimeInterval)
  /// The pointer left the view.
  case pointerExited(time: TimeInterval)
  /// The primary button went down: a finger touching down.
  case pressed(CGPoint, time: TimeInterval)
  /// The pointer moved with the button down: a finger moving.
  case dragged(CGPoint, time: TimeInterval)
  /// The button went up: a finger lifting.
  case released(CGPoint, time: TimeInterval)
  /// A scroll wheel or touchpad scrolled by a distance in points (positive: content moves up / left).
  case scrolled(dx: CGFloat, dy: CGFloat, time: TimeInterval)
  /// A key went down.
  case key(SceneKey, time: TimeInterval)

  /// The event's time.
  public var time: TimeInterval {
    switch self {
    case .pointerMoved(_, let time), .pointerExited(let time), .pressed(_, let time), .dragged(_, let time),
      .released(_, let time), .scrolled(_, _, let time), .key(_, let time):
      time
    }
  }
}
