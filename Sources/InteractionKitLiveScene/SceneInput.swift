public import Foundation

/// Everything a host tells a scene: pointers and touches, hover, scrolling, keys, the passing of
/// time and changes of the environment. Points are in the scene's coordinates (points, origin at
/// the top left of its bounds); times are seconds on the host's monotonic clock (or a virtual
/// one in tests).
public enum SceneInput: Hashable, Sendable {
  /// A finger touched down, or the primary button went down.
  case pointerDown(CGPoint, time: TimeInterval)
  /// The finger moved, or the pointer moved with the button down.
  case pointerDragged(CGPoint, time: TimeInterval)
  /// The finger lifted, or the button went up.
  case pointerUp(CGPoint, time: TimeInterval)
  /// The system took the touch away (a gesture of the platform's, a window losing focus).
  case pointerCancelled(time: TimeInterval)
  /// The pointer moved with no button down.
  case hover(CGPoint, time: TimeInterval)
  /// The pointer left the scene.
  case pointerExited(time: TimeInterval)
  /// A wheel or touchpad scrolled by a distance in points (positive: the content moves up or
  /// left, as a finger dragging it would move it the other way).
  case scroll(dx: CGFloat, dy: CGFloat, time: TimeInterval)
  /// A key went down, with the modifiers held.
  case key(SceneKey, modifiers: SceneKeyModifiers = [], time: TimeInterval)
  /// Time passed: steps due by then happen and animations move on.
  case time(TimeInterval)
  /// The size, scale, appearance or layout direction changed.
  case environment(SceneEnvironment, time: TimeInterval)

  /// The input's time.
  public var time: TimeInterval {
    switch self {
    case .pointerDown(_, let time), .pointerDragged(_, let time), .pointerUp(_, let time),
      .pointerCancelled(let time), .hover(_, let time), .pointerExited(let time), .scroll(_, _, let time),
      .key(_, _, let time), .time(let time), .environment(_, let time):
      time
    }
  }

  /// The pointer's point, for inputs that have one.
  public var point: CGPoint? {
    switch self {
    case .pointerDown(let point, _), .pointerDragged(let point, _), .pointerUp(let point, _), .hover(let point, _):
      point
    case .pointerCancelled, .pointerExited, .scroll, .key, .time, .environment:
      nil
    }
  }
}
