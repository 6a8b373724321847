public import Foundation
public import InteractionKitGestures
public import InteractionKitTextTokens

/// The interaction of an interactive text canvas: touches and keyboard focus in, state and effects out.
///
/// A value-type state machine: the host feeds it events with their times and applies the effects it
/// returns (draw the highlight, open the link, show a menu). It never sleeps: the host sends
/// `.time(t)` (``Event/gesture(_:)``; for example on each frame, or once at ``longPressDeadline``) so
/// a long press can begin while the finger rests, and every decision depends only on the events'
/// times, never on how often time events arrive. The clock is the shared `InteractionClock`, and the
/// long press is timed by a `PressTimeline` (both from `InteractionKitGestures`).
///
/// The rules, like a link in a `UITextView`:
/// - A touch down on a token (within ``InteractiveTextStyle/touchSlop``) highlights it.
/// - Lifting the finger on the token before the long-press duration of the style's
///   ``InteractiveTextStyle/pressTiming`` (`PressTiming.longPressDuration`, 0.4 s by default) taps it.
/// - Resting on it for the duration, without moving more than its allowable movement
///   (`PressTiming.allowableMovement`, 44 pt by default) from where it touched down, long-presses it;
///   lifting the finger then only removes the highlight.
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
  ///
  /// Touches and time come in the shared vocabulary of `InteractionKitGestures` through
  /// ``gesture(_:)``, written with the constructors of `InteractionEventConvertible`:
  /// `.touchDown(_:time:)`, `.touchMoved(_:time:)`, `.touchUp(_:time:)`, `.touchCancelled(_:time:)`
  /// (the system took the touch away: a scroll began, a call came in) and `.time(t)` (time passed;
  /// lets a long press begin while the finger rests). The interaction ignores `.dismiss(time:animated:)`
  /// and `.transitionFinished` beyond the time they carry: it presents nothing of its own.
  public enum Event: Equatable, Sendable, InteractionEventConvertible {
    /// A touch or time passing (see the enumeration's discussion).
    case gesture(InteractionEvent)
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

  /// The touch slop and the press timing (``InteractiveTextStyle/pressTiming``); other properties
  /// of the style are not used. A change applies at once, to a touch in progress too.
  public var style: InteractiveTextStyle {
    didSet { press.timing = Self.pressTiming(for: style) }
  }
  /// The current state.
  public internal(set) var state: State = .idle
  /// The interaction's clock: the latest event time, which never runs backwards. Timed events
  /// move it.
  public var clock = InteractionClock()
  /// The press timeline of the current touch: idle once the touch moved beyond the allowable
  /// movement of the style's ``InteractiveTextStyle/pressTiming`` (no long press can begin any more).
  var press = PressTimeline()

  /// Creates an idle interaction with a style's touch slop and press timing.
  public init(style: InteractiveTextStyle = InteractiveTextStyle()) {
    self.style = style
    press = PressTimeline(timing: Self.pressTiming(for: style))
  }

  /// The press timing of a style: its ``InteractiveTextStyle/pressTiming`` (the long-press
  /// duration and the allowable movement) with no press delay: the highlight at touch down is the
  /// text's press effect.
  static func pressTiming(for style: InteractiveTextStyle) -> PressTiming {
    var timing = style.pressTiming
    timing.minimumPressDelay = 0
    return timing
  }

  /// When a long press will begin if the finger stays put: the time to send the next `.time(t)`
  /// event, or `nil` when no long press is pending.
  public var longPressDeadline: TimeInterval? {
    guard case .pressing = state else { return nil }
    return press.nextDeadline
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
  /// A timed event first takes the long press due by its time (at its scheduled time), then
  /// applies. A non-finite event time counts as the latest time seen (a non-finite first time starts
  /// the clock at 0), and a time earlier than that counts as it (time never runs backwards). A
  /// non-finite point hits no token.
  public mutating func handle(_ event: Event, in target: some InteractiveTextTarget) -> [Effect] {
    switch event {
    case .gesture(let gesture):
      // Time first: a long press due by the event's time begins before the event applies.
      let effects = gesture.time.map { advanceClock(to: $0) } ?? []
      return effects + apply(gesture, in: target)
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
    press.reset()
    return effects
  }
}
