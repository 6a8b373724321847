import Foundation
import InteractionKitGeometry
import InteractionKitMotion

extension CalloutMapScene {
  /// Presents a pin's callout (a callout up is first taken away at once, as SMCalloutView does):
  /// laid out against the scene's bounds where the pin is now; when it does not fit, the canvas
  /// pans first. Nothing without room, or when the callout cannot be laid out.
  mutating func select(_ pin: Pin, time: TimeInterval) -> [Event] {
    guard environment.hasRoom else { return [] }
    var callout = pin.callout
    if environment.appearance.prefersReducedMotion { callout.presentAnimation = .fade }
    interaction.callout = callout
    interaction.scale = environment.scale
    interaction.layoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    let now = offset(at: time)
    let target = pin.frame.offsetBy(dx: now.x, dy: now.y)
    let effects = interaction.handle(.present(target: target, container: environment.bounds, time: time))
    // The present took when it asked for a scroll or began: what comes before takes the old one away.
    guard let start = effects.firstIndex(where: \.beginsPresentation) else { return apply(effects, time: time) }
    var events = apply(effects[..<start], time: time)
    selection = (pin.identifier, now)
    events.append(.pinSelected(pin.identifier))
    events += apply(effects[start...], time: time)
    return events
  }

  /// Dismisses the callout (fading out); a pending presentation is cancelled. The focus inside the
  /// callout goes back to its pin.
  mutating func dismiss(time: TimeInterval) -> [Event] {
    let events = apply(interaction.handle(.dismiss(time: time)), time: time)
    returnFocusToPin()
    return events
  }

  /// Focus on the callout or an accessory that is not up (any more) goes back to the callout's pin.
  mutating func returnFocusToPin() {
    guard let focus, !focusOrder.contains(focus) else { return }
    switch focus {
    case .callout, .accessory: self.focus = selection.map { .pin($0.pin) }
    case .pin: break
    }
  }

  /// Applies the interaction's effects in order and returns the app's events.
  mutating func apply(_ effects: some Sequence<CalloutInteraction.Effect>, time: TimeInterval) -> [Event] {
    var events: [Event] = []
    for effect in effects {
      switch effect {
      case .requestScroll(let request):
        events += pan(by: request.offset, time: time)
      case .didAppear:
        guard let selection, let layout = interaction.layout else { continue }
        let now = offset(at: time)
        let frame = layout.frame.offsetBy(
          dx: now.x - selection.offsetAtLayout.x, dy: now.y - selection.offsetAtLayout.y)
        events.append(.appeared(selection.pin, frame: frame))
      case .clicked:
        if let selection { events.append(.clicked(selection.pin)) }
      case .accessoryTapped(let position):
        if let selection { events.append(.accessoryClicked(selection.pin, position)) }
      case .didDisappear:
        returnFocusToPin()
        events.append(.disappeared)
      case .beginPresent, .beginDismiss, .setHighlighted, .passThrough:
        break
      }
    }
    if case .hidden = interaction.state { selection = nil }
    return events
  }

  /// Pans the canvas by `offset` to fit the callout: animated over a scroll view's
  /// ``CalloutScrollRequest/scrollViewDelay`` (at once with Reduce Motion), and the callout is told
  /// that delay.
  mutating func pan(by offset: CGSize, time: TimeInterval) -> [Event] {
    let start = self.offset(at: time)
    let end = CGPoint(x: start.x + offset.width, y: start.y + offset.height).clampedToCoordinateLimits
    let delay = environment.appearance.prefersReducedMotion ? 0 : CalloutScrollRequest.scrollViewDelay
    moveCanvas(to: end)
    if delay > 0 {
      var animation = Animation.basic(
        from: start, to: end, duration: delay, timingFunction: .easeInEaseOut, beginTime: time)
      animation.timing.fillMode = .both
      pan = animation
    }
    return [.panRequested(offset)] + apply(interaction.handle(.repositionDelayReturned(delay)), time: time)
  }
}

extension CalloutInteraction.Effect {
  /// Whether the effect starts a presentation: the scroll request or the present animation.
  var beginsPresentation: Bool {
    switch self {
    case .requestScroll, .beginPresent: true
    case .didAppear, .beginDismiss, .didDisappear, .setHighlighted, .clicked, .accessoryTapped, .passThrough: false
    }
  }
}
