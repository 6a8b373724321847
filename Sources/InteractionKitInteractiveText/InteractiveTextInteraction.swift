public import Foundation
public import InteractionKitTextTokens

/// The interaction of an interactive text canvas: touches and keyboard focus in, state and effects out.
///
/// A value-type state machine: the host feeds it events with their times and applies the effects it
/// returns (draw the highlight, open the link, show a menu). It never sleeps: the host calls
/// ``Event/tick(_:)`` (for example on each frame, or once at ``longPressDeadline``) so a long press
/// can begin while the finger rests, and every decision depends only on the events' times, never on
/// how often ticks arrive.
///
/// The rules, like a link in a `UITextView`:
/// - A touch down on a token (within ``InteractiveTextStyle/touchSlop``) highlights it.
/// - Lifting the finger on the token before ``InteractiveTextStyle/longPressDuration`` taps it.
/// - Resting on it for the duration, without moving more than ``InteractiveTextStyle/cancelDistance``
///   from where it touched down, long-presses it; lifting the finger then only removes the highlight.
/// - Moving off the token removes the highlight and cancels the touch (coming back does not re-arm it).
/// - Keyboard focus moves to the next or previous token in reading order, wrapping at either end,
///   and activating the focused token is the keyboard's tap.
/// - A touch that lands on a token takes over from keyboard focus.
public struct InteractiveTextInteraction: Sendable {
  /// Where the interaction is.
  public enum State: Hashable, Sendable {
    /// Nothing is pressed or focused.
    case idle
    /// A finger is down on a token since the given time; the token is highlighted.
    case pressing(Token, since: TimeInterval)
    /// The finger rested long enough: the token was long-pressed and is still highlighted.
    case longPressed(Token)
    /// The token has keyboard focus.
    case focused(Token)
  }

  /// Something the host reports. Points are in content coordinates, times in seconds on any
  /// monotonic clock.
  public enum Event: Equatable, Sendable {
    /// A finger touched down.
    case touchDown(CGPoint, time: TimeInterval)
    /// The finger moved.
    case touchMoved(CGPoint, time: TimeInterval)
    /// The finger lifted.
    case touchUp(CGPoint, time: TimeInterval)
    /// The system took the touch away (a scroll began, a call came in).
    case touchCancelled
    /// Time passed; lets a long press begin while the finger rests.
    case tick(TimeInterval)
    /// Move keyboard focus to the next token (Tab).
    case focusNext
    /// Move keyboard focus to the previous token (Shift-Tab).
    case focusPrevious
    /// Activate the focused token (Return or Space).
    case activateFocused
  }

  /// Something the host must do.
  public enum Effect: Hashable, Sendable {
    /// Draw the token pressed (see ``ViewportTextLayout/layer(id:highlightedToken:focusedToken:)``).
    case highlight(Token)
    /// Draw no token pressed.
    case unhighlight
    /// The token was tapped: open it.
    case tap(Token)
    /// The token was long-pressed: show its preview or menu.
    case longPress(Token)
    /// Draw the focus ring on the token (and scroll it into view).
    case focus(Token)
    /// Draw no focus ring.
    case unfocus
    /// The focused token was activated from the keyboard: open it.
    case activate(Token)
  }

  /// The touch tolerances and long-press duration (other properties of the style are not used).
  public var style: InteractiveTextStyle
  /// The current state.
  public internal(set) var state: State = .idle
  /// Where the current touch went down.
  var touchDownPoint: CGPoint = .zero
  /// Whether the current touch may still become a long press.
  var canLongPress = false
  /// The latest event time, so time never runs backwards.
  var now: TimeInterval?

  /// Creates an idle interaction with a style's tolerances.
  public init(style: InteractiveTextStyle = InteractiveTextStyle()) {
    self.style = style
  }

  /// When a long press will begin if the finger stays put: the time to send the next
  /// ``Event/tick(_:)``, or `nil` when no long press is pending.
  public var longPressDeadline: TimeInterval? {
    guard case .pressing(_, let since) = state, canLongPress else { return nil }
    return since + style.longPressDuration
  }

  /// The token the focus ring is on, if any.
  public var focusedToken: Token? {
    if case .focused(let token) = state { return token }
    return nil
  }

  /// The highlighted (pressed) token, if any.
  public var highlightedToken: Token? {
    switch state {
    case .pressing(let token, _), .longPressed(let token): token
    case .idle, .focused: nil
    }
  }

  /// Handles an event and returns the effects to apply, in order.
  ///
  /// A non-finite event time counts as the latest time seen, and a time earlier than that counts as
  /// it (time never runs backwards). A non-finite point hits no token.
  public mutating func handle(_ event: Event, in target: some InteractiveTextTarget) -> [Effect] {
    switch event {
    case .touchDown(let point, let time):
      advanceClock(to: time)
      return touchDown(at: point, in: target)
    case .touchMoved(let point, let time):
      let effects = advanceClock(to: time)
      return effects + touchMoved(to: point, in: target)
    case .touchUp(let point, let time):
      let effects = advanceClock(to: time)
      return effects + touchUp(at: point, in: target)
    case .touchCancelled:
      return endTouch()
    case .tick(let time):
      return advanceClock(to: time)
    case .focusNext:
      return moveFocus(in: target, forward: true)
    case .focusPrevious:
      return moveFocus(in: target, forward: false)
    case .activateFocused:
      if case .focused(let token) = state { return [.activate(token)] }
      return []
    }
  }

  /// Returns to idle, with the effects that clear the highlight or focus ring (after the document
  /// changed under the interaction, for example).
  public mutating func reset() -> [Effect] {
    let effects: [Effect]
    switch state {
    case .idle: effects = []
    case .pressing, .longPressed: effects = [.unhighlight]
    case .focused: effects = [.unfocus]
    }
    state = .idle
    canLongPress = false
    return effects
  }

  /// Moves the clock and begins a due long press.
  @discardableResult
  private mutating func advanceClock(to time: TimeInterval) -> [Effect] {
    if time.isFinite { now = Swift.max(now ?? time, time) }
    guard case .pressing(let token, let since) = state, canLongPress, (now ?? 0) - since >= style.longPressDuration
    else {
      return []
    }
    state = .longPressed(token)
    canLongPress = false
    return [.longPress(token)]
  }
}
