import Foundation
import InteractionKitTextTokens

extension InteractiveTextInteraction {
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
      state = .pressing(token, since: now ?? 0)
      touchDownPoint = point
      canLongPress = true
      return effects
    }
  }

  /// The finger moved: too far from where it went down, no long press; off the token, cancel.
  mutating func touchMoved(to point: CGPoint, in target: some InteractiveTextTarget) -> [Effect] {
    guard case .pressing(let token, _) = state, point.x.isFinite, point.y.isFinite else { return [] }
    let dx = point.x - touchDownPoint.x
    let dy = point.y - touchDownPoint.y
    if (dx * dx + dy * dy).squareRoot() > style.cancelDistance { canLongPress = false }
    guard target.token(at: point, slop: style.touchSlop) == token else { return endTouch() }
    return []
  }

  /// The finger lifted: a tap when it is still on the token before the long-press duration.
  mutating func touchUp(at point: CGPoint, in target: some InteractiveTextTarget) -> [Effect] {
    guard case .pressing(let token, let since) = state else { return endTouch() }
    var effects = endTouch()
    let onToken = point.x.isFinite && point.y.isFinite && target.token(at: point, slop: style.touchSlop) == token
    if onToken, (now ?? since) - since < style.longPressDuration { effects.append(.tap(token)) }
    return effects
  }

  /// Ends the touch: removes the highlight if a token is pressed.
  mutating func endTouch() -> [Effect] {
    switch state {
    case .pressing, .longPressed:
      state = .idle
      canLongPress = false
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
