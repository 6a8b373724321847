public import Foundation
public import InteractionKitGestures
import InteractionKitTextTokens

extension InteractiveTextInteraction: ScheduledInteraction {
  /// When the next scheduled step is due: the ``longPressDeadline``.
  public var nextDeadline: TimeInterval? { longPressDeadline }

  /// Takes the step scheduled at `deadline`: the finger rested long enough, so the pressed token is
  /// long-pressed (it stays highlighted until the finger lifts).
  ///
  /// Hosts do not call it: timed events take every due step (``handle(_:in:)``).
  public mutating func runStep(at deadline: TimeInterval) -> [Effect] {
    guard case .pressing(let token, _) = state, case .recognize = press.step(at: deadline) else { return [] }
    state = .longPressed(token)
    return [.longPress(token)]
  }
}

extension InteractiveTextInteraction {
  /// Applies a shared event after its time moved the clock. Time alone, a dismissal and the end of
  /// a transition change nothing else.
  mutating func apply(_ gesture: InteractionEvent, in target: some InteractiveTextTarget) -> [Effect] {
    switch gesture {
    case .touchDown(let point, _): touchDown(at: point, in: target)
    case .touchMoved(let point, _): touchMoved(to: point, in: target)
    case .touchUp(let point, _): touchUp(at: point, in: target)
    case .touchCancelled: endTouch()
    case .time, .dismiss, .transitionFinished: []
    }
  }

  /// A finger touched down: press the token under it, if any (one touch at a time).
  mutating func touchDown(at point: CGPoint, in target: some InteractiveTextTarget) -> [Effect] {
    switch state {
    case .pressing, .longPressed:
      return []
    case .idle, .focused:
      guard point.x.isFinite, point.y.isFinite, let token = target.token(at: point, slop: style.touchSlop) else {
        return []
      }
      let effects: [Effect] = focusedToken == nil ? [.highlight(token)] : [.unfocus, .highlight(token)]
      state = .pressing(token, since: clock.now)
      press.touchDown(at: point, time: clock.now)
      // No press delay: the highlight is the press effect, so the timeline waits for the long press.
      _ = press.step(at: clock.now)
      return effects
    }
  }

  /// The finger moved: too far from where it went down, no long press (the press timeline is
  /// cancelled, but the touch may still tap); off the token, cancel the touch.
  mutating func touchMoved(to point: CGPoint, in target: some InteractiveTextTarget) -> [Effect] {
    guard case .pressing(let token, _) = state, point.x.isFinite, point.y.isFinite else { return [] }
    _ = press.touchMoved(to: point, time: clock.now)
    guard target.token(at: point, slop: style.touchSlop) == token else { return endTouch() }
    return []
  }

  /// The finger lifted: a tap when it is still on the token before the long-press deadline (also
  /// after moving beyond the cancel distance, which only rules out the long press).
  mutating func touchUp(at point: CGPoint, in target: some InteractiveTextTarget) -> [Effect] {
    guard case .pressing(let token, let since) = state else { return endTouch() }
    var effects = endTouch()
    let onToken = point.x.isFinite && point.y.isFinite && target.token(at: point, slop: style.touchSlop) == token
    if onToken, clock.now < since + style.pressTiming.longPressDuration { effects.append(.tap(token)) }
    return effects
  }

  /// Ends the touch: removes the highlight if a token is pressed.
  mutating func endTouch() -> [Effect] {
    switch state {
    case .pressing, .longPressed:
      state = .idle
      press.reset()
      return [.unhighlight]
    case .idle, .focused:
      return []
    }
  }

  /// Moves keyboard focus one token on, wrapping at the ends; ignored while a finger is down.
  mutating func moveFocus(in target: some InteractiveTextTarget, forward: Bool) -> [Effect] {
    let next: Token?
    switch state {
    case .pressing, .longPressed:
      return []
    case .idle:
      next = forward ? target.token(after: nil) : target.token(before: nil)
    case .focused(let current):
      let step = forward ? target.token(after: current) : target.token(before: current)
      next = step ?? (forward ? target.token(after: nil) : target.token(before: nil))
    }
    guard let next, next != focusedToken else { return [] }
    state = .focused(next)
    return [.focus(next)]
  }
}
