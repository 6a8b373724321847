public import Foundation

/// When a scene next needs time: the answer that lets a host sleep while nothing moves.
///
/// A host asks after every input and every frame. ``everyFrame``: tick at the display's rate
/// and send each frame's time. ``at(_:)``: set one timer for that moment (a long press's
/// deadline, the end of a pause) and send its time then. ``never``: no frames, no timers.
public enum SceneWake: Hashable, Sendable {
  /// Nothing moves and nothing is scheduled: the host draws no frame until the next input.
  case never
  /// Nothing moves now, but a step is due at this time (seconds on the scene's clock).
  case at(TimeInterval)
  /// Something moves: the host draws every display frame.
  case everyFrame

  /// The sooner of two wakes: every frame before any moment, a moment before never.
  public func sooner(than other: SceneWake) -> SceneWake {
    switch (self, other) {
    case (.everyFrame, _), (_, .everyFrame): .everyFrame
    case (.at(let a), .at(let b)): .at(Swift.min(a, b))
    case (.at, .never): self
    case (.never, _): other
    }
  }

  /// A wake for a deadline: ``never`` for nil, every frame for a deadline at or before `time`
  /// (it is due), else ``at(_:)``. Non-finite deadlines count as nil.
  public static func deadline(_ deadline: TimeInterval?, after time: TimeInterval) -> SceneWake {
    guard let deadline, deadline.isFinite else { return .never }
    return deadline <= time ? .everyFrame : .at(deadline)
  }

  /// Every frame while `moving`, else `other`.
  public static func everyFrame(while moving: Bool, else other: SceneWake) -> SceneWake {
    moving ? .everyFrame : other
  }

  /// Whether the host must keep drawing frames.
  public var needsFrames: Bool { self == .everyFrame }
}
