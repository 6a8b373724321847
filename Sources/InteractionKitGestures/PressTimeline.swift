public import Foundation
import InteractionKitGeometry

/// The press timeline that link previews, context menus and interactive-text long presses share:
/// touch down, the press effect after ``PressTiming/effectivePressDelay``, the long press at
/// ``PressTiming/longPressDuration``, and the cancel when the finger moves further than
/// ``PressTiming/allowableMovement`` or lifts first.
///
/// A value the owning machine keeps and drives: it reports ``nextDeadline`` into the owner's
/// ``ScheduledInteraction/nextDeadline`` and turns each due deadline into a ``Step`` through
/// ``step(at:)``. It knows nothing of what is pressed; the owner decides what each step does.
///
/// ```swift
/// var press = PressTimeline(timing: .phone)
/// press.touchDown(at: point, time: 0)
/// press.step(at: press.nextDeadline!)   // .beginPressEffect(at: 0.15)
/// press.step(at: press.nextDeadline!)   // .recognize(at: 0.4)
/// ```
public struct PressTimeline: Hashable, Sendable {
  /// Where the press is.
  public enum Phase: Hashable, Sendable {
    /// No finger is down (or the press ended).
    case idle
    /// A finger is down since the time, before the press effect.
    case pressing(since: TimeInterval)
    /// The press effect began at the time, before the long press.
    case pressEffect(since: TimeInterval)
    /// The long press was recognized at the time; the finger may still be down.
    case recognized(since: TimeInterval)
  }

  /// What the owner must do at a point of the timeline.
  public enum Step: Hashable, Sendable {
    /// The press delay passed: start the press effect.
    case beginPressEffect(at: TimeInterval)
    /// The long-press time came: lift.
    case recognize(at: TimeInterval)
    /// The press ended before the long press. `hadPressEffect` says whether the press effect had
    /// begun (and must spring back).
    case cancel(at: TimeInterval, hadPressEffect: Bool)
  }

  /// The timings and tolerances.
  public var timing: PressTiming

  /// Where the press is.
  public private(set) var phase: Phase = .idle

  /// Where the finger touched down.
  public private(set) var origin: CGPoint = .zero

  /// When the finger touched down.
  public private(set) var downTime: TimeInterval = 0

  /// Creates an idle timeline.
  ///
  /// - Parameter timing: The timings and tolerances; default ``PressTiming/phone``.
  public init(timing: PressTiming = .phone) {
    self.timing = timing
  }

  /// When the next step is due: the press effect or the long press; nil when idle or recognized.
  public var nextDeadline: TimeInterval? {
    switch phase {
    case .idle, .recognized: nil
    case .pressing: downTime + timing.effectivePressDelay
    case .pressEffect: downTime + timing.longPressDuration
    }
  }

  /// Whether a press is under way and not yet recognized.
  public var isPressing: Bool {
    switch phase {
    case .pressing, .pressEffect: true
    case .idle, .recognized: false
    }
  }

  /// Starts a press at `point`. Ignored (returns false) unless idle or recognized, and for a
  /// non-finite point or time.
  @discardableResult
  public mutating func touchDown(at point: CGPoint, time: TimeInterval) -> Bool {
    guard !isPressing, point.isFinitePoint, time.isFinite else { return false }
    origin = point
    downTime = time
    phase = .pressing(since: time)
    return true
  }

  /// Takes the step due at `deadline` (from ``nextDeadline``): the press effect or the long press.
  public mutating func step(at deadline: TimeInterval) -> Step? {
    switch phase {
    case .pressing:
      phase = .pressEffect(since: deadline)
      return .beginPressEffect(at: deadline)
    case .pressEffect:
      phase = .recognized(since: deadline)
      return .recognize(at: deadline)
    case .idle, .recognized:
      return nil
    }
  }

  /// The finger moved to `point`: beyond the allowable movement before the long press, the press
  /// is cancelled. A non-finite point is ignored.
  public mutating func touchMoved(to point: CGPoint, time: TimeInterval) -> Step? {
    guard isPressing, point.isFinitePoint, exceedsAllowableMovement(point) else { return nil }
    return cancel(at: time)
  }

  /// Whether `point` is further from the touch-down point than the allowable movement.
  public func exceedsAllowableMovement(_ point: CGPoint) -> Bool {
    point.distance(to: origin) > timing.allowableMovement
  }

  /// The touch ended (lifted or cancelled): before the long press this cancels the press; after it,
  /// the timeline only returns to idle.
  public mutating func touchEnded(at time: TimeInterval) -> Step? {
    switch phase {
    case .pressing, .pressEffect:
      return cancel(at: time)
    case .recognized:
      phase = .idle
      return nil
    case .idle:
      return nil
    }
  }

  /// Returns to idle without a step (the owner dismissed or reset).
  public mutating func reset() {
    phase = .idle
  }

  private mutating func cancel(at time: TimeInterval) -> Step {
    let hadEffect = if case .pressEffect = phase { true } else { false }
    phase = .idle
    return .cancel(at: time, hadPressEffect: hadEffect)
  }
}
