import Foundation
import InteractionKitGeometry
import InteractionKitMotion

extension LinkPreviewInteraction {
  /// The interaction's clock: the latest time seen, or 0 before any.
  var clock: TimeInterval { now ?? 0 }

  /// Moves the clock to `time` (if it is finite and not earlier) and runs every step due by then.
  /// A non-finite first time starts the clock at 0, the time ``clock`` reports, so a later finite
  /// time can never move the clock behind a step already scheduled at 0.
  mutating func advanceClock(to time: TimeInterval) -> [Effect] {
    now = time.isFinite ? Swift.max(now ?? time, time) : (now ?? 0)
    return runDueSteps()
  }

  /// Runs, at its scheduled time, every step whose deadline has passed. Each step leaves a state
  /// later in the sequence, so the loop ends.
  mutating func runDueSteps() -> [Effect] {
    var effects: [Effect] = []
    while let deadline = nextDeadline, let now, deadline <= now {
      let step: [Effect]
      switch state {
      case .pressing: step = beginPressEffect(at: deadline)
      case .pressEffect: step = lift(at: deadline)
      case .lifted: step = expand(at: deadline, from: nil)
      case .dismissing: step = finish()
      case .idle, .previewing: step = []
      }
      if step.isEmpty { break }
      effects += step
    }
    return effects
  }

  // MARK: Touches

  /// A finger touched down: start pressing the link under it, or the whole view.
  mutating func touchDown(at point: CGPoint, hit: LinkPreviewSource?) -> [Effect] {
    guard state == .idle, point.isFinitePoint else { return [] }
    let pressed: LinkPreviewSubject = if let hit, hit.hasGeometry { .link(hit) } else { .wholeView }
    let time = clock
    now = time
    // A spring back to rest of the same link that is still running carries on into the new press.
    if let previous = transition, previous.subject != pressed || previous.isFinished(at: time) {
      transition = nil
    }
    subject = pressed
    touchDownPoint = point
    touchDownTime = time
    state = .pressing(since: time)
    return []
  }

  /// The finger moved: beyond the allowable movement before the lift, the press is cancelled.
  mutating func touchMoved(to point: CGPoint) -> [Effect] {
    switch state {
    case .pressing, .pressEffect:
      guard point.isFinitePoint else { return [] }
      let dx = point.x - touchDownPoint.x
      let dy = point.y - touchDownPoint.y
      guard (dx * dx + dy * dy).squareRoot() > timing.allowableMovement else { return [] }
      return cancelPress()
    case .idle, .lifted, .previewing, .dismissing:
      return []
    }
  }

  /// The touch ended before the lift: spring back to rest (if the press effect began) and go idle.
  /// After the lift the preview stays, so the event is ignored.
  mutating func cancelPress() -> [Effect] {
    switch state {
    case .pressing:
      state = .idle
      subject = nil
      return []
    case .pressEffect:
      guard let subject, let current = transition else { return [] }
      let time = clock
      let back = LinkPreviewTransition.spring(
        .cancelPressEffect, subject: subject, lineRects: current.lineRects, from: current.sample(at: time),
        to: restingPresentation(of: subject), spring: timing.pressEffectSpring, beginTime: time)
      transition = back
      state = .idle
      self.subject = nil
      return [.cancelPressEffect(back)]
    case .idle, .lifted, .previewing, .dismissing:
      return []
    }
  }

  // MARK: Scheduled steps

  /// The press delay passed: shrink the source with the press spring.
  mutating func beginPressEffect(at time: TimeInterval) -> [Effect] {
    guard let subject else { return [] }
    let resting = restingPresentation(of: subject)
    var pressed = resting
    pressed.scale = timing.pressedScale
    let press = LinkPreviewTransition.spring(
      .pressEffect, subject: subject, lineRects: layout.lineRects(for: subject),
      from: transition?.sample(at: time) ?? resting, to: pressed, spring: timing.pressEffectSpring, beginTime: time)
    transition = press
    state = .pressEffect(since: time)
    return [.beginPressEffect(press)]
  }

  /// The long-press time came: lift the bubble to the lift scale at the target centre.
  mutating func lift(at time: TimeInterval) -> [Effect] {
    guard let subject else { return [] }
    let resting = restingPresentation(of: subject)
    var lifted = resting
    lifted.scale = layout.liftScale(for: subject)
    lifted.dimming = 1
    let lift = LinkPreviewTransition.spring(
      .lift, subject: subject, lineRects: layout.lineRects(for: subject),
      from: transition?.sample(at: time) ?? resting, to: lifted, spring: timing.liftSpring, beginTime: time)
    transition = lift
    liftCenter = lifted.center
    state = .lifted(since: time)
    return [.lift(lift)]
  }

  /// The lift ended: morph the bubble into the card and present the menu. `from` overrides the
  /// starting presentation (the lift's end, when the host finished it early).
  mutating func expand(at time: TimeInterval, from start: LinkPreviewPresentation?) -> [Effect] {
    guard let subject, let lift = transition else { return [] }
    let card = LinkPreviewPresentation(
      center: layout.cardCenter(around: liftCenter), size: layout.cardSize, scale: 1, opacity: 1, morphProgress: 1,
      dimming: 1)
    let expand = LinkPreviewTransition.spring(
      .expand, subject: subject, lineRects: lift.lineRects, from: start ?? lift.sample(at: time), to: card,
      spring: timing.expandSpring, beginTime: time)
    transition = expand
    state = .previewing(since: time)
    return [.expandToPreview(expand), .presentMenu]
  }

  /// The dismissal ended: the sequence is over.
  mutating func finish() -> [Effect] {
    state = .idle
    subject = nil
    transition = nil
    return [.finished]
  }

  // MARK: Host reports

  /// Dismiss a lifted or presented preview: back onto the source, or fade out if it vanished.
  mutating func dismiss() -> [Effect] {
    switch state {
    case .lifted, .previewing:
      guard let subject, let current = transition else { return [] }
      let time = clock
      let start = current.sample(at: time)
      switch subject {
      case .link, .wholeView:
        var resting = restingPresentation(of: subject)
        resting.dimming = 0
        let back = LinkPreviewTransition.spring(
          .dismissToSource, subject: subject, lineRects: layout.lineRects(for: subject), from: start, to: resting,
          spring: timing.dismissSpring, beginTime: time)
        transition = back
        state = .dismissing(.toSource, since: time)
        return [.dismissToSource(back)]
      case .vanished:
        var faded = start
        faded.opacity = 0
        faded.dimming = 0
        let fade = LinkPreviewTransition(
          kind: .fadeOut, subject: subject, lineRects: current.lineRects,
          animation: .basic(
            from: start, to: faded, duration: timing.fadeOutDuration, timingFunction: timing.fadeOutTimingFunction,
            beginTime: time))
        transition = fade
        state = .dismissing(.fadeOut, since: time)
        return [.fadeOut(fade)]
      }
    case .idle, .pressing, .pressEffect, .dismissing:
      return []
    }
  }

  /// The link's rects changed or it vanished.
  mutating func sourceUpdated(_ update: LinkPreviewSource?) -> [Effect] {
    guard let current = subject?.source else { return [] }
    if let update, update.id != current.id { return [] }
    let vanished = update.map { !$0.hasGeometry } ?? true
    switch state {
    case .pressing, .pressEffect:
      if vanished { return cancelPress() }
    case .lifted, .previewing:
      break
    case .idle, .dismissing:
      return []
    }
    if let update, !vanished { subject = .link(update) } else { subject = .vanished(current) }
    return []
  }

  /// The host's animation of the lift or the dismissal ended: take the next step now.
  mutating func finishTransition() -> [Effect] {
    switch state {
    case .lifted:
      return expand(at: clock, from: transition?.to)
    case .dismissing:
      return finish()
    case .idle, .pressing, .pressEffect, .previewing:
      return []
    }
  }

  // MARK: Presentations

  /// The subject where it rests in the text: at its target centre, unscaled, nothing dimmed.
  func restingPresentation(of subject: LinkPreviewSubject) -> LinkPreviewPresentation {
    LinkPreviewPresentation(center: layout.targetCenter(for: subject), size: layout.bubbleSize(for: subject))
  }
}
