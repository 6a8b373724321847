public import Foundation
public import InteractionKitGestures
public import InteractionKitTextLayout

/// The life of a callout: present (after the container scrolled it into view), shown, touched,
/// dismissed. Events in, state and effects out.
///
/// A value-type state machine, SMCalloutView's presentation logic without a view. The host sends
/// events with their times and applies the effects, in order. It never sleeps: the host sends
/// `.time(t)` (``Event/gesture(_:)``, each frame, or once at ``nextDeadline``), and every step
/// happens at its scheduled time, not when a tick happens to arrive: the interaction is a
/// `ScheduledInteraction` on the shared `InteractionClock` of `InteractionKitGestures`.
///
/// The sequence:
///
/// 1. ``Event/present(target:container:time:animated:)`` lays the callout out
///    (``Callout/layout(pointingAt:in:engine:scale:layoutDirection:)``). A callout already on
///    screen is first removed without animation (``Effect/beginDismiss(_:)`` with no animation,
///    then ``Effect/didDisappear``).
/// 2. If the callout and its target do not fit, ``Effect/requestScroll(_:)`` asks the container to
///    scroll, and the interaction waits in ``State-swift.enum/waitingForReposition(since:)`` for
///    ``Event/repositionDelayReturned(_:)``: how long the scroll takes.
/// 3. At the present time plus that delay (at once when no scroll was needed),
///    ``Effect/beginPresent(_:)`` starts the present animation:
///    ``State-swift.enum/presenting(since:)``.
/// 4. When it ends (or the host reports `.transitionFinished`): ``Effect/didAppear`` and
///    ``State-swift.enum/shown(since:)``.
/// 5. `.dismiss(time:animated:)` starts the dismiss animation (``Effect/beginDismiss(_:)``,
///    ``State-swift.enum/dismissing(since:)``); when it ends, ``Effect/didDisappear`` and
///    ``State-swift.enum/hidden``.
///
/// A dismiss while waiting for the scroll cancels the present: nothing appears and no effect is
/// emitted. A dismiss while presenting starts the dismissal at once; a present while dismissing
/// finishes the dismissal at once (``Effect/didDisappear``) before presenting again. So every
/// ``Effect/beginPresent(_:)`` is followed by ``Effect/didAppear`` or by a dismissal, and every
/// ``Effect/beginDismiss(_:)`` by ``Effect/didDisappear``: a callout is never left half shown.
///
/// Touches (`.touchDown(_:time:)` and the rest) are hit-tested with
/// ``CalloutLayout/hitTest(_:)`` while the callout is presenting or shown: the body highlights
/// while pressed and reports ``Effect/clicked`` when the finger lifts on it; an accessory reports
/// ``Effect/accessoryTapped(_:)``; everything else is ``Effect/passThrough``.
///
/// ```swift
/// var interaction = CalloutInteraction(callout: callout, engine: engine)
/// interaction.handle(.present(target: pin, container: bounds, time: 0))  // [.requestScroll(…)]
/// interaction.handle(.repositionDelayReturned(CalloutScrollRequest.scrollViewDelay))  // []
/// interaction.handle(.time(1.0 / 3.0))                                   // [.beginPresent(…)]
/// interaction.handle(.time(1.0 / 3.0 + 0.23))                            // [.didAppear]
/// ```
public struct CalloutInteraction: Sendable {
  /// Where the callout is in its life. Each `since` is the scheduled time the state began.
  public enum State: Hashable, Sendable {
    /// Not on screen.
    case hidden
    /// Laid out and waiting for the container's scroll (or for its answer) before presenting.
    case waitingForReposition(since: TimeInterval)
    /// The present animation is running.
    case presenting(since: TimeInterval)
    /// Fully on screen.
    case shown(since: TimeInterval)
    /// The dismiss animation is running.
    case dismissing(since: TimeInterval)
  }

  /// Something the host reports. Rects and points are in the coordinates of the view the callout
  /// lives in; times are seconds on any monotonic clock.
  ///
  /// Besides its own two cases, the callout speaks the shared vocabulary of
  /// `InteractionKitGestures` through ``gesture(_:)``, written with the constructors of
  /// `InteractionEventConvertible`: `.time(t)` lets the delayed presentation and the end of an
  /// animation happen on schedule; `.dismiss(time:animated:)` hides the callout (`animated: false`
  /// dismisses with ``CalloutAnimationStyle/none``); `.transitionFinished` reports that the host's
  /// present or dismiss animation ended (possibly before its scheduled end); and
  /// `.touchDown(_:time:)`, `.touchMoved(_:time:)`, `.touchUp(_:time:)` and
  /// `.touchCancelled(_:time:)` report a finger.
  public enum Event: Equatable, Sendable, InteractionEventConvertible {
    /// Show the callout pointing at `target`, constrained to `container` (both in the host's
    /// coordinates). `animated: false` presents with ``CalloutAnimationStyle/none``.
    case present(target: CGRect, container: CGRect, time: TimeInterval, animated: Bool = true)
    /// The container's answer to ``Effect/requestScroll(_:)``: the seconds its scroll takes, after
    /// which the callout appears (``CalloutScrollRequest/scrollViewDelay`` for a scroll view, 0 for
    /// a container that does not move). Negative and non-finite delays count as 0.
    case repositionDelayReturned(TimeInterval)
    /// An event of the shared vocabulary: time passing, a dismissal, the end of the host's
    /// animation, or a touch (see the enumeration's discussion).
    case gesture(InteractionEvent)
  }

  /// Something the host must do.
  public enum Effect: Equatable, Sendable {
    /// Scroll the container so the callout fits, then answer with
    /// ``Event/repositionDelayReturned(_:)``.
    case requestScroll(CalloutScrollRequest)
    /// Add the callout (hidden until the transition's begin time) and start the present animation.
    case beginPresent(CalloutTransition)
    /// The callout is fully on screen (`calloutViewDidAppear:`).
    case didAppear
    /// Start the dismiss animation.
    case beginDismiss(CalloutTransition)
    /// The callout is gone: remove it (`calloutViewDidDisappear:`).
    case didDisappear
    /// Show (true) or stop showing (false) the body's highlighted background.
    case setHighlighted(Bool)
    /// The body was tapped (`calloutViewClicked:`).
    case clicked
    /// An accessory was tapped.
    case accessoryTapped(CalloutAccessoryPosition)
    /// The touch is not the callout's: deliver it to the container.
    case passThrough
  }

  /// What the callout shows and how it is placed. Changes apply from the next present.
  public var callout: Callout

  /// Measures the callout's text.
  public var engine: any TextLayoutEngine

  /// Pixels per point for the layout's alignment (clamped by the layout: a non-finite or
  /// non-positive scale counts as 1).
  public var scale: CGFloat

  /// The direction of the callout's interior.
  public var layoutDirection: CalloutLayoutDirection

  /// The current state.
  public internal(set) var state: State = .hidden

  /// The current layout: set from a present until the callout disappears (or the present is
  /// cancelled), nil while hidden.
  public internal(set) var layout: CalloutLayout?

  /// The most recent present or dismiss transition: nil while hidden or waiting.
  public internal(set) var transition: CalloutTransition?

  /// Whether the body is drawn highlighted because a finger is down on it (the callout's own
  /// ``Callout/isHighlighted`` is separate).
  public internal(set) var isHighlighted = false

  /// The delay the container returned, or nil while its answer is awaited.
  var repositionDelay: TimeInterval?
  /// When the pending present was requested.
  var presentTime: TimeInterval = 0
  /// Whether the pending present is animated.
  var presentAnimated = true
  /// The touch in progress: what it went down on, or nil for none.
  var touch: TrackedTouch?

  /// The interaction's clock: the latest event time, which never runs backwards. Timed events move
  /// it; hosts read it through ``currentTime``.
  public var clock = InteractionClock()

  /// Creates a hidden interaction.
  ///
  /// - Parameters:
  ///   - callout: What to show.
  ///   - engine: Measures the title and subtitle.
  ///   - scale: Pixels per point; default 1.
  ///   - layoutDirection: Default left to right.
  public init(
    callout: Callout, engine: any TextLayoutEngine, scale: CGFloat = 1,
    layoutDirection: CalloutLayoutDirection = .leftToRight
  ) {
    self.callout = callout
    self.engine = engine
    self.scale = scale
    self.layoutDirection = layoutDirection
  }

  /// The latest time the interaction has seen, or nil before the first timed event.
  public var currentTime: TimeInterval? { clock.latest }

  /// When the next scheduled step is due: the delayed presentation or the end of the running
  /// animation; nil when nothing is scheduled (hidden, shown, or waiting for the container's answer).
  public var nextDeadline: TimeInterval? {
    switch state {
    case .hidden, .shown: nil
    case .waitingForReposition: repositionDelay.map { presentTime + $0 }
    case .presenting, .dismissing: transition?.endTime
    }
  }

  /// The callout's scale and opacity at `time`, for drawing: the current transition sampled there,
  /// or nil while nothing is on screen (hidden or waiting for the scroll). Once shown, the finished
  /// presentation's last values (scale 1, opacity 1).
  public func presentation(at time: TimeInterval) -> CalloutAnimation.Sample? {
    switch state {
    case .hidden, .waitingForReposition: nil
    case .presenting, .shown, .dismissing: transition?.sample(at: time)
    }
  }

  /// Handles an event and returns the effects to apply, in order.
  ///
  /// Timed events first run every step due by their time (at its scheduled time), then apply the
  /// event. A non-finite time counts as the latest time seen, and a time earlier than that counts
  /// as it. A present with a non-finite target or container is ignored (see ``CalloutLayoutError``),
  /// and so is any event that does not apply in the current state.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Effect] {
    var effects: [Effect]
    switch event {
    case .present(let target, let container, let time, let animated):
      effects = advanceClock(to: time)
      effects += present(target: target, container: container, animated: animated)
    case .repositionDelayReturned(let delay):
      effects = repositionDelayReturned(delay)
    case .gesture(let gesture):
      effects = gesture.time.map { advanceClock(to: $0) } ?? []
      effects += apply(gesture)
    }
    // A step the event made due at once (no scroll, a zero delay or duration) happens now.
    return effects + runDueSteps()
  }

  /// Applies a shared event after its time moved the clock: a dismissal, the end of the host's
  /// animation, or a touch (time alone only moves the clock).
  private mutating func apply(_ gesture: InteractionEvent) -> [Effect] {
    switch gesture {
    case .time: []
    case .dismiss(_, let animated): dismiss(animated: animated)
    case .transitionFinished: finishAnimation()
    case .touchDown(let point, _): touchDown(at: point)
    case .touchMoved(let point, _): touchMoved(to: point)
    case .touchUp(let point, _): touchUp(at: point)
    case .touchCancelled: touchCancelled()
    }
  }
}
