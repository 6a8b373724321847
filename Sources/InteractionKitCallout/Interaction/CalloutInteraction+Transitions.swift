public import Foundation
public import InteractionKitGestures

extension CalloutInteraction: ScheduledInteraction {
  /// Takes the step scheduled at `deadline` (``nextDeadline``): the delayed presentation begins,
  /// the present animation ends, or the dismiss animation ends. Each moves the state forward
  /// (waiting → presenting → shown, dismissing → hidden), so catching up always ends.
  ///
  /// Hosts do not call it: timed events take every due step (``handle(_:)``).
  public mutating func runStep(at deadline: TimeInterval) -> [Effect] {
    switch state {
    case .waitingForReposition: beginPresent(at: deadline)
    case .presenting: finishPresent(at: deadline)
    case .dismissing: finishDismiss()
    case .hidden, .shown: []
    }
  }
}

extension CalloutInteraction {
  // MARK: Presenting

  /// Lays the callout out and either asks the container to scroll or schedules the present now.
  mutating func present(target: CGRect, container: CGRect, animated: Bool) -> [Effect] {
    guard
      let layout = try? callout.layout(
        pointingAt: target, in: container, engine: engine, scale: scale, layoutDirection: layoutDirection)
    else { return [] }
    var effects = removeImmediately()
    self.layout = layout
    presentTime = clock.now
    presentAnimated = animated
    state = .waitingForReposition(since: presentTime)
    if layout.needsScroll {
      repositionDelay = nil
      effects.append(.requestScroll(CalloutScrollRequest(layout: layout)))
    } else {
      repositionDelay = 0
    }
    return effects
  }

  /// The container answered the scroll request.
  mutating func repositionDelayReturned(_ delay: TimeInterval) -> [Effect] {
    guard case .waitingForReposition = state, repositionDelay == nil else { return [] }
    repositionDelay = delay.isFinite ? Swift.max(0, delay) : 0
    return []
  }

  /// The delay passed: start the present animation at its scheduled time.
  mutating func beginPresent(at time: TimeInterval) -> [Effect] {
    guard let layout else {
      state = .hidden
      return []
    }
    let style = presentAnimated ? callout.presentAnimation : .none
    let present = CalloutTransition(
      animation: CalloutAnimation(style, style: callout.style, phase: .present), beginTime: time, layout: layout)
    transition = present
    repositionDelay = nil
    state = .presenting(since: time)
    return [.beginPresent(present)]
  }

  /// The present animation ended.
  mutating func finishPresent(at time: TimeInterval) -> [Effect] {
    state = .shown(since: time)
    return [.didAppear]
  }

  // MARK: Dismissing

  /// Dismiss: cancel a pending present, or start the dismiss animation now.
  mutating func dismiss(animated: Bool) -> [Effect] {
    switch state {
    case .waitingForReposition:
      reset()
      return []
    case .presenting, .shown:
      return beginDismiss(animated: animated)
    case .hidden, .dismissing:
      return []
    }
  }

  /// Starts the dismiss animation at the current time, releasing a pressed body first.
  mutating func beginDismiss(animated: Bool) -> [Effect] {
    guard let layout else { return [] }
    var effects = releaseTouch()
    let style = animated ? callout.dismissAnimation : .none
    let time = clock.now
    let dismiss = CalloutTransition(
      animation: CalloutAnimation(style, style: callout.style, phase: .dismiss), beginTime: time, layout: layout)
    transition = dismiss
    state = .dismissing(since: time)
    effects.append(.beginDismiss(dismiss))
    return effects
  }

  /// The dismiss animation ended: the callout is gone.
  mutating func finishDismiss() -> [Effect] {
    reset()
    return [.didDisappear]
  }

  /// Takes a callout that is on screen (or on its way on or off) away at once, as SMCalloutView
  /// does before presenting again; a pending present is simply dropped.
  mutating func removeImmediately() -> [Effect] {
    switch state {
    case .hidden:
      return []
    case .waitingForReposition:
      reset()
      return []
    case .presenting, .shown:
      var effects = beginDismiss(animated: false)
      effects += finishDismiss()
      return effects
    case .dismissing:
      return finishDismiss()
    }
  }

  /// The host's animation ended: take the next step now.
  mutating func finishAnimation() -> [Effect] {
    switch state {
    case .presenting: finishPresent(at: clock.now)
    case .dismissing: finishDismiss()
    case .hidden, .waitingForReposition, .shown: []
    }
  }

  /// Back to hidden, forgetting the layout, the transition and any touch.
  mutating func reset() {
    state = .hidden
    layout = nil
    transition = nil
    repositionDelay = nil
    isHighlighted = false
    touch = nil
  }
}
