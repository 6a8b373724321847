public import Foundation

/// The long-press interaction of a Safari-style link preview: touches, time and host reports in,
/// state and effects out.
///
/// A value-type state machine. The host feeds it events with their times and applies the effects it
/// returns (start the press spring, lift the bubble, present the menu, return the preview to the
/// link). It never sleeps: the host sends ``Event/time(_:)`` (on each frame, or once at
/// ``nextDeadline``), and every step happens at its scheduled time, never at the time the event
/// happened to arrive, so the same touches give the same transitions whatever the tick cadence.
///
/// The sequence, with the default ``LinkPreviewTiming``:
///
/// 1. **Touch down** on a link (or anywhere: without a link the whole view is the preview):
///    ``State-swift.enum/pressing(since:)``.
/// 2. After 0.15 s the press effect begins (``Effect/beginPressEffect(_:)``, a slight shrink on a
///    spring): ``State-swift.enum/pressEffect(since:)``.
/// 3. At 0.4 s the bubble lifts (``Effect/lift(_:)``, scaled by ``LiftScale`` at the
///    ``LinkPreviewLayout/targetCenter(of:wholeView:)``): ``State-swift.enum/lifted(since:)``.
///    Moving more than 44 pt, lifting the finger or a cancelled touch before this point cancels
///    (``Effect/cancelPressEffect(_:)`` once the press effect has begun) and returns to idle.
/// 4. When the lift settles (or the host reports ``Event/transitionFinished``) the bubble expands
///    into the card and the menu appears (``Effect/expandToPreview(_:)``, ``Effect/presentMenu``):
///    ``State-swift.enum/previewing(since:)``. The finger may lift or move freely from here on.
/// 5. ``Event/dismiss(_:)`` returns the preview onto the link's current rects
///    (``Effect/dismissToSource(_:)``) or fades it out when the link is gone (``Effect/fadeOut(_:)``):
///    ``State-swift.enum/dismissing(_:since:)``.
/// 6. When that transition ends: ``Effect/finished`` and back to ``State-swift.enum/idle``.
///
/// Effects always come in this order; an event that does not apply in the current state is ignored
/// and returns no effect (only the due scheduled steps before it).
///
/// ```swift
/// var interaction = LinkPreviewInteraction(layout: layout)
/// interaction.handle(.touchDown(point, time: 0, hit: link))   // []
/// interaction.handle(.time(0.15))                            // [.beginPressEffect(…)]
/// interaction.handle(.time(0.4))                             // [.lift(…)]
/// ```
public struct LinkPreviewInteraction: Sendable {
  /// Where the interaction is. Each `since` is the scheduled time the state began (for
  /// ``pressing(since:)``, the touch-down time).
  public enum State: Hashable, Sendable {
    /// Nothing is pressed or presented.
    case idle
    /// A finger is down, before the press effect.
    case pressing(since: TimeInterval)
    /// The press effect is running under the finger, before the long-press time.
    case pressEffect(since: TimeInterval)
    /// The bubble is lifting (or has lifted) and the container is dimmed.
    case lifted(since: TimeInterval)
    /// The bubble is expanding into (or has become) the preview card, with the menu presented.
    case previewing(since: TimeInterval)
    /// The preview is returning to its source or fading out.
    case dismissing(Dismissal, since: TimeInterval)
  }

  /// How a preview leaves.
  public enum Dismissal: Hashable, Sendable, CaseIterable {
    /// Back onto the link's current rects (or the view, when the whole view was lifted).
    case toSource
    /// In place, fading out, because the link no longer exists.
    case fadeOut
  }

  /// Something the host reports. Points are in the container's coordinates, times in seconds on
  /// any monotonic clock.
  public enum Event: Equatable, Sendable {
    /// A finger touched down; `hit` is the link under it, or nil for none (the whole view is then
    /// the preview, as it is for a link without a usable line rect).
    case touchDown(CGPoint, time: TimeInterval, hit: LinkPreviewSource?)
    /// The finger moved.
    case touchMoved(CGPoint, time: TimeInterval)
    /// The finger lifted.
    case touchUp(CGPoint, time: TimeInterval)
    /// The system took the touch away (a scroll began, a call came in).
    case touchCancelled
    /// Time passed: lets the press effect, the lift and the end of a transition happen on schedule.
    case time(TimeInterval)
    /// Dismiss the preview (the menu was closed, an action chosen, or the host dismissed it).
    case dismiss(TimeInterval)
    /// The pressed or lifted link's rects changed (scrolling, an edit). Nil, or a source with the
    /// same ``LinkPreviewSource/id`` and no usable rect, means the link no longer exists: a press
    /// is cancelled, a lifted preview will fade out. Sources with another id are ignored, and so is
    /// every update while the whole view is the preview.
    case sourceUpdated(LinkPreviewSource?)
    /// The host's animation of the current lift or dismissal ended (possibly earlier than
    /// scheduled): finish that step now.
    case transitionFinished
  }

  /// Something the host must do. Transitions carry everything needed to animate them.
  public enum Effect: Equatable, Sendable {
    /// Start the press effect: shrink the source slightly with the press spring.
    case beginPressEffect(LinkPreviewTransition)
    /// The press was cancelled: spring the source back to rest.
    case cancelPressEffect(LinkPreviewTransition)
    /// Lift the bubble: scale it by the lift scale at the target centre and dim the container.
    case lift(LinkPreviewTransition)
    /// Morph the lifted bubble into the preview card.
    case expandToPreview(LinkPreviewTransition)
    /// Present the menu beside the preview.
    case presentMenu
    /// Return the preview onto the link's current rects (carried by the transition).
    case dismissToSource(LinkPreviewTransition)
    /// Fade the preview out in place: its link no longer exists.
    case fadeOut(LinkPreviewTransition)
    /// The sequence is over: remove the preview and show the text as it is.
    case finished

    /// The transition the effect starts, or nil for ``presentMenu`` and ``finished``.
    public var transition: LinkPreviewTransition? {
      switch self {
      case .beginPressEffect(let t), .cancelPressEffect(let t), .lift(let t), .expandToPreview(let t),
        .dismissToSource(let t), .fadeOut(let t):
        t
      case .presentMenu, .finished:
        nil
      }
    }
  }

  /// The timings, tolerances and springs.
  public var timing: LinkPreviewTiming

  /// The geometry: the view, the container, the card size and the lift-scale rule.
  public var layout: LinkPreviewLayout

  /// The current state.
  public internal(set) var state: State = .idle

  /// What is being pressed or previewed; nil exactly when ``state`` is ``State-swift.enum/idle``.
  public internal(set) var subject: LinkPreviewSubject?

  /// The most recent transition, for the renderer to sample: nil before the first press effect of
  /// a touch and after ``Effect/finished``. After a cancel it is the spring back to rest, which
  /// keeps running in ``State-swift.enum/idle``.
  public internal(set) var transition: LinkPreviewTransition?

  /// Where the current touch went down.
  var touchDownPoint: CGPoint = .zero
  /// When the current touch went down.
  var touchDownTime: TimeInterval = 0
  /// Where the lifted bubble is centred (the target centre when the lift began).
  var liftCenter: CGPoint = .zero
  /// The latest event time, so time never runs backwards.
  var now: TimeInterval?

  /// Creates an idle interaction.
  ///
  /// - Parameters:
  ///   - timing: The timings and springs; default ``LinkPreviewTiming/phone``.
  ///   - layout: The view, container and card geometry.
  public init(timing: LinkPreviewTiming = .phone, layout: LinkPreviewLayout) {
    self.timing = timing
    self.layout = layout
  }

  /// The latest time the interaction has seen, or nil before the first timed event.
  public var currentTime: TimeInterval? { now }

  /// When the next scheduled step is due: the time to send the next ``Event/time(_:)``, or nil when
  /// nothing is scheduled (idle, or presented and waiting for a dismissal).
  public var nextDeadline: TimeInterval? {
    switch state {
    case .idle, .previewing: nil
    case .pressing: touchDownTime + timing.effectivePressDelay
    case .pressEffect: touchDownTime + timing.longPressDuration
    case .lifted, .dismissing: transition?.endTime
    }
  }

  /// The preview's presentation at `time`: ``transition`` sampled there, or nil when there is no
  /// transition (draw the text as it is).
  public func presentation(at time: TimeInterval) -> LinkPreviewPresentation? {
    transition?.sample(at: time)
  }

  /// Handles an event and returns the effects to apply, in order.
  ///
  /// Timed events first run every step that is due by their time (at its scheduled time), then
  /// apply the event. A non-finite event time counts as the latest time seen, and a time earlier
  /// than that counts as it (time never runs backwards). A non-finite point is ignored.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Effect] {
    var effects: [Effect]
    switch event {
    case .touchDown(let point, let time, let hit):
      effects = advanceClock(to: time)
      effects += touchDown(at: point, hit: hit)
    case .touchMoved(let point, let time):
      effects = advanceClock(to: time)
      effects += touchMoved(to: point)
    case .touchUp(_, let time):
      effects = advanceClock(to: time)
      effects += cancelPress()
    case .touchCancelled:
      effects = cancelPress()
    case .time(let time):
      effects = advanceClock(to: time)
    case .dismiss(let time):
      effects = advanceClock(to: time)
      effects += dismiss()
    case .sourceUpdated(let source):
      effects = sourceUpdated(source)
    case .transitionFinished:
      effects = finishTransition()
    }
    // A step the event made due at once (a zero delay or duration) happens now.
    return effects + runDueSteps()
  }
}
