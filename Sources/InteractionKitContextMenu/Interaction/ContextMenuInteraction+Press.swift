import Foundation
import InteractionKitGeometry
import InteractionKitGestures
import InteractionKitMotion

extension ContextMenuInteraction {
  // MARK: Touches

  /// A finger touched down: start pressing the configured source, or, while presented, begin a tap
  /// on a row, an accessory or outside.
  mutating func touchDown(at point: CGPoint) -> [Effect] {
    guard point.isFinitePoint else { return [] }
    switch state {
    case .idle:
      return beginPress(at: point)
    case .presented:
      fingerDown = true
      tracking = false
      tapRow = layout?.row(at: point, scrollOffset: menuScrollOffset)
      return setHighlight(tapRow.flatMap { isSelectable($0) ? $0 : nil })
    case .pressing, .pressEffect, .lifted, .dismissing:
      return []
    }
  }

  /// Starts the press timeline on the configured source.
  private mutating func beginPress(at point: CGPoint) -> [Effect] {
    guard let configuration else { return [] }
    let time = clock.now
    if isSecondTap(on: configuration, at: point, time: time) { return openAccessories(of: configuration, finger: point) }
    lastTap = nil
    guard press.touchDown(at: point, time: time) else { return [] }
    // A spring back to rest of the same source that is still running carries on into the new press.
    if let previous = transition,
      previous.lineRects != configuration.source.previewRects || previous.isFinished(at: time)
    {
      transition = nil
    }
    start(configuration, finger: point)
    state = .pressing(since: time)
    return []
  }

  /// Makes `configuration` the active one, pressed by a finger at `finger` or, without one, opened
  /// by the keyboard (whose menu is presented with its first row highlighted).
  mutating func start(_ configuration: ContextMenuConfiguration, finger: CGPoint?) {
    active = configuration
    presentsAccessoriesOnly = false
    lastTap = nil
    source = configuration.source
    fingerDown = finger != nil
    tracking = finger != nil
    fingerPoint = finger
    highlightsFirstRowOnPresent = finger == nil
    resetMenuState()
    restingLayout = try? ContextMenuPlacement(configuration: configuration, container: container).layout(engine: engine)
  }

  /// The finger moved: before the lift, too far cancels; presented, it drags and highlights.
  mutating func touchMoved(to point: CGPoint) -> [Effect] {
    guard point.isFinitePoint else { return [] }
    defer { if fingerDown { fingerPoint = point } }
    switch state {
    case .pressing, .pressEffect:
      guard let step = press.touchMoved(to: point, time: clock.now) else { return [] }
      return cancelPress(step)
    case .presented:
      guard fingerDown else { return [] }
      var effects: [Effect] = []
      if tracking { effects += drag(to: point) }
      let row = layout?.row(at: point, scrollOffset: menuScrollOffset)
      if !tracking, row != tapRow { tapRow = nil }
      effects += setHighlight(row.flatMap { isSelectable($0) ? $0 : nil })
      return effects
    case .idle, .lifted, .dismissing:
      return []
    }
  }

  /// The finger lifted: before the lift it cancels; presented, it selects, taps or dismisses.
  mutating func touchUp(at point: CGPoint) -> [Effect] {
    switch state {
    case .pressing, .pressEffect:
      let tap = active.map { (configuration: $0, point: point, time: clock.now) }
      let effects = endPress()
      if state == .idle, point.isFinitePoint { lastTap = tap }
      return effects
    case .lifted:
      return endPress()
    case .presented:
      guard fingerDown else { return [] }
      return release(at: point)
    case .idle, .dismissing:
      return []
    }
  }

  /// The system took the touch away: a press is cancelled; presented, the highlight clears.
  mutating func touchCancelled() -> [Effect] {
    switch state {
    case .pressing, .pressEffect, .lifted:
      return endPress()
    case .presented:
      fingerDown = false
      tracking = false
      tapRow = nil
      return setHighlight(nil)
    case .idle, .dismissing:
      return []
    }
  }

  /// The pressing finger left before the menu was presented: before the lift the press is
  /// cancelled; while the preview lifts, the menu still appears (the finger may lift).
  mutating func endPress() -> [Effect] {
    if case .lifted = state {
      press.reset()
      fingerDown = false
      tracking = false
      return []
    }
    return press.touchEnded(at: clock.now).map { cancelPress($0) } ?? []
  }

  /// The press ended before the lift: spring back (if the press effect began) and go idle.
  mutating func cancelPress(_ step: PressTimeline.Step) -> [Effect] {
    guard case .cancel(_, let hadPressEffect) = step else { return [] }
    let time = clock.now
    var effects: [Effect] = []
    if hadPressEffect, let current = transition, let source {
      let back = ContextMenuTransition.spring(
        .cancelPressEffect, lineRects: current.lineRects, from: current.sample(at: time),
        to: restingPresentation(of: source), spring: timing.pressEffectSpring, beginTime: time)
      transition = back
      effects.append(.cancelPressEffect(back))
    }
    state = .idle
    active = nil
    source = nil
    restingLayout = nil
    presentsAccessoriesOnly = false
    fingerDown = false
    tracking = false
    return effects
  }

  // MARK: Scheduled steps

  /// The press delay passed: shrink the source with the press spring.
  mutating func beginPressEffect(at time: TimeInterval) -> [Effect] {
    guard let source else { return [] }
    let resting = restingPresentation(of: source)
    var pressed = resting
    pressed.scale = timing.pressedScale
    let effect = ContextMenuTransition.spring(
      .pressEffect, lineRects: source.previewRects, from: transition?.sample(at: time) ?? resting, to: pressed,
      spring: timing.pressEffectSpring, beginTime: time)
    transition = effect
    state = .pressEffect(since: time)
    return [.beginPressEffect(effect)]
  }

  /// The context-menu key while idle: the configured source lifts at once, without a press, and
  /// its menu is presented with the first row highlighted.
  mutating func openWithKeyboard() -> [Effect] {
    guard case .idle = state, let configuration else { return [] }
    press.reset()
    transition = nil
    start(configuration, finger: nil)
    return lift(at: clock.now)
  }

  /// The long-press time came: lift the preview to the lift scale at the source's centre.
  mutating func lift(at time: TimeInterval) -> [Effect] {
    guard let source else { return [] }
    let resting = restingPresentation(of: source)
    var lifted = resting
    lifted.scale = container.metrics.liftScale.scale(
      forPreviewSize: resting.size, containerWidth: container.contentBounds.width)
    lifted.dimming = 1
    let effect = ContextMenuTransition.spring(
      .lift, lineRects: source.previewRects, from: transition?.sample(at: time) ?? resting, to: lifted,
      spring: timing.liftSpring, beginTime: time)
    transition = effect
    liftedSource = source
    state = .lifted(since: time)
    return [.lift(effect)]
  }

  /// The lift ended: place the preview, the menu and the accessories, and move the preview there.
  /// `start` overrides the starting presentation (the lift's end, when the host finished it early).
  mutating func present(at time: TimeInterval, from start: ContextMenuPresentation?) -> [Effect] {
    guard let lift = transition, let active else { return [] }
    // The preview is placed around where it lifted, even when the content moved since (or the
    // source vanished: its dismissal then fades out).
    guard let placed = placement(of: active) else {
      // The source cannot be placed (coordinates beyond the placement's range): fade out.
      state = .presented(since: time)
      return dismiss(at: time)
    }
    layout = placed
    let frame = placed.previewFrame
    // The platter keeps its unscaled size and reaches the placed frame by its scale, so the lifted
    // bubble and the presented preview are one platter.
    let size = active.previewContentSize ?? lift.to.size
    let scale = size.width > 0 ? frame.width / size.width : placed.previewScale
    let target = ContextMenuPresentation(
      center: frame.center, size: size, scale: scale, opacity: 1,
      morphProgress: active.previewContentSize == nil ? 0 : 1, dimming: 1, menuProgress: 1)
    let effect = ContextMenuTransition.spring(
      .expand, lineRects: lift.lineRects, from: start ?? lift.sample(at: time), to: target,
      spring: timing.expandSpring, beginTime: time)
    transition = effect
    state = .presented(since: time)
    presentedAt = time
    // The drag starts where the pressing finger is when the menu appears.
    dragOrigin = tracking ? fingerPoint : nil
    var effects: [Effect] = [.present(effect)]
    effects += active.menu.deferredIdentifiers.map { .loadDeferredElements($0) }
    if highlightsFirstRowOnPresent {
      highlightsFirstRowOnPresent = false
      effects += highlightFirst()
    }
    return effects
  }

  /// The dismissal ended: the sequence is over.
  mutating func finish() -> [Effect] {
    state = .idle
    active = nil
    source = nil
    transition = nil
    layout = nil
    restingLayout = nil
    presentedAt = nil
    fingerDown = false
    tracking = false
    resetMenuState()
    press.reset()
    presentsAccessoriesOnly = false
    return [.finished]
  }

  // MARK: Host reports

  /// Dismisses a lifted or presented preview at `time` (default now): back onto the source, or
  /// fading out if it vanished.
  mutating func dismiss(animated: Bool = true, at time: TimeInterval? = nil) -> [Effect] {
    switch state {
    case .lifted, .presented:
      guard let current = transition else { return [] }
      let time = time ?? clock.now
      let start = current.sample(at: time)
      var effects = highlightedRow == nil ? [] : setHighlight(nil)
      if let source {
        var resting = restingPresentation(of: source)
        resting.dimming = 0
        let back: ContextMenuTransition
        if animated {
          back = .spring(
            .dismissToSource, lineRects: source.previewRects, from: start, to: resting, spring: timing.dismissSpring,
            beginTime: time)
        } else {
          back = ContextMenuTransition(
            kind: .dismissToSource, lineRects: source.previewRects,
            animation: .basic(from: start, to: resting, duration: 0, timingFunction: .linear, beginTime: time))
        }
        transition = back
        state = .dismissing(.toSource, since: time)
        effects.append(.dismissToSource(back))
      } else {
        var faded = start
        faded.opacity = 0
        faded.dimming = 0
        faded.menuProgress = 0
        let fade = ContextMenuTransition(
          kind: .fadeOut, lineRects: current.lineRects,
          animation: .basic(
            from: start, to: faded, duration: animated ? timing.fadeOutDuration : 0,
            timingFunction: timing.fadeOutTimingFunction, beginTime: time))
        transition = fade
        state = .dismissing(.fadeOut, since: time)
        effects.append(.fadeOut(fade))
      }
      press.reset()
      fingerDown = false
      tracking = false
      return effects
    case .idle, .pressing, .pressEffect, .dismissing:
      return []
    }
  }

  /// The source moved or vanished.
  mutating func sourceUpdated(_ update: ContextMenuSource?) -> [Effect] {
    switch state {
    case .pressing, .pressEffect:
      if update == nil {
        return press.touchEnded(at: clock.now).map { cancelPress($0) } ?? []
      }
      source = update
      return []
    case .lifted, .presented:
      source = update
      return []
    case .idle, .dismissing:
      return []
    }
  }

  /// The host's animation of the lift or the dismissal ended: take the next step now.
  mutating func finishTransition() -> [Effect] {
    switch state {
    case .lifted: present(at: clock.now, from: transition?.to)
    case .dismissing: finish()
    case .idle, .pressing, .pressEffect, .presented: []
    }
  }

  // MARK: Presentations

  /// The source where it rests: at its target centre, unscaled, nothing dimmed.
  func restingPresentation(of source: ContextMenuSource) -> ContextMenuPresentation {
    ContextMenuPresentation(center: source.targetCenter, size: source.bounds.size)
  }
}
