import Foundation
import InteractionKitGeometry
public import InteractionKitLiveScene

extension CalloutMapScene {
  /// Takes one input (see the type's discussion for the clamps) and returns the events it caused.
  ///
  /// Every input first moves the clock to its time: a pan that ended by then is over and the
  /// callout's steps due by then happen at their scheduled times.
  public mutating func handle(_ input: SceneInput) -> [Event] {
    clock.advance(to: input.time)
    let now = clock.now
    var events = advance(to: now)
    switch input {
    case .time:
      break
    case .environment(let environment, _):
      events += change(to: environment, time: now)
    case .key(let key, let modifiers, _):
      events += press(key, modifiers: modifiers, time: now)
    case .scroll(let dx, let dy, _):
      guard environment.hasRoom, dx.isFinite, dy.isFinite else { break }
      // The wheel moves the canvas as a finger dragging it the other way would.
      let current = offset(at: now)
      moveCanvas(to: CGPoint(x: current.x - dx, y: current.y - dy))
    case .pointerExited:
      pointerLocation = nil
    case .hover(let point, _):
      guard environment.hasRoom, point.isFinitePoint else { break }
      pointerLocation = point
    case .pointerDown(let point, _):
      guard environment.hasRoom, point.isFinitePoint else { break }
      pointerLocation = point
      events += pointerDown(at: point, time: now)
    case .pointerDragged(let point, _):
      guard environment.hasRoom, point.isFinitePoint else { break }
      pointerLocation = point
      events += pointerDragged(to: point, time: now)
    case .pointerUp(let point, _):
      guard environment.hasRoom, point.isFinitePoint else { break }
      pointerLocation = point
      events += pointerUp(at: point, time: now)
    case .pointerCancelled:
      events += cancelPress(time: now)
    }
    returnFocusToPin()
    return events
  }

  /// Time passes: an ended pan is over, and the callout takes its due steps.
  mutating func advance(to time: TimeInterval) -> [Event] {
    if let pan, time >= pan.timing.endTime { self.pan = nil }
    return apply(interaction.handle(.time(time)), time: time)
  }

  /// A new environment; without room a press in progress is cancelled.
  mutating func change(to environment: SceneEnvironment, time: TimeInterval) -> [Event] {
    self.environment = environment
    guard !environment.hasRoom else { return [] }
    pointerLocation = nil
    return cancelPress(time: time)
  }

  // MARK: Pointer

  /// A press goes to the callout first; what it passes through starts a tap or a pan of the canvas.
  mutating func pointerDown(at point: CGPoint, time: TimeInterval) -> [Event] {
    var events = cancelPress(time: time)
    let effects = interaction.handle(.touchDown(interactionPoint(point, at: time), time: time))
    if effects.contains(.passThrough) {
      press = .canvas(origin: point, pan: nil)
    } else {
      press = .callout
    }
    events += apply(effects, time: time)
    return events
  }

  /// The finger moved: the callout's touch follows it; on the canvas, beyond the tolerance it pans.
  mutating func pointerDragged(to point: CGPoint, time: TimeInterval) -> [Event] {
    switch press {
    case .none:
      return []
    case .callout:
      return apply(interaction.handle(.touchMoved(interactionPoint(point, at: time), time: time)), time: time)
    case .canvas(let origin, let panning):
      if let panning {
        moveCanvas(
          to: CGPoint(x: panning.offset.x + point.x - panning.from.x, y: panning.offset.y + point.y - panning.from.y))
      } else if point.distance(to: origin) > pressTiming.allowableMovement {
        // From here the press is a pan: the canvas stops where it is and follows the finger.
        let current = offset(at: time)
        moveCanvas(to: current)
        press = .canvas(origin: origin, pan: (point, current))
      }
      return []
    }
  }

  /// The finger lifted: the callout's touch ends (a click or an accessory tap); a press on the
  /// canvas that stayed within the tolerance is a tap where it went down.
  mutating func pointerUp(at point: CGPoint, time: TimeInterval) -> [Event] {
    guard let press else { return [] }
    self.press = nil
    let effects = interaction.handle(.touchUp(interactionPoint(point, at: time), time: time))
    var events = apply(effects, time: time)
    if case .canvas(let origin, nil) = press, point.distance(to: origin) <= pressTiming.allowableMovement {
      events += tap(at: origin, time: time)
    }
    return events
  }

  /// The system took the press: the callout's touch is cancelled, a pan stays where it is.
  mutating func cancelPress(time: TimeInterval) -> [Event] {
    guard press != nil else { return [] }
    press = nil
    return apply(interaction.handle(.touchCancelled(.zero, time: time)), time: time)
  }

  /// A tap on the canvas: on a pin it presents the pin's callout, elsewhere it dismisses.
  mutating func tap(at point: CGPoint, time: TimeInterval) -> [Event] {
    guard let pin = pin(at: point, offset: offset(at: time)) else { return dismiss(time: time) }
    return select(pin, time: time)
  }

  /// Puts the canvas at an offset at once, ending an animated pan.
  mutating func moveCanvas(to offset: CGPoint) {
    pan = nil
    restingOffset = offset.isFinitePoint ? offset.clampedToCoordinateLimits : restingOffset
  }

  // MARK: Keys

  /// Tab moves the focus, Return and Space activate the focused element, Escape dismisses.
  mutating func press(_ key: SceneKey, modifiers: SceneKeyModifiers, time: TimeInterval) -> [Event] {
    switch key {
    case .tab:
      guard let next = focusOrder.focus(after: focus, forward: !modifiers.contains(.shift)) else { return [] }
      focus = next
      return [.focused(next)]
    case .returnKey, .space:
      guard let focus else { return [] }
      return activate(focus, time: time)
    case .escape:
      return dismiss(time: time)
    case .up, .down, .left, .right, .contextMenu, .pageUp, .pageDown, .home, .end, .character:
      return []
    }
  }

  /// Activates an element as a tap would: a pin presents its callout, the callout is clicked, an
  /// accessory is tapped. Nothing for an element that is not up.
  mutating func activate(_ element: ElementID, time: TimeInterval) -> [Event] {
    switch element {
    case .pin(let identifier):
      guard let pin = pin(identifier) else { return [] }
      return select(pin, time: time)
    case .callout:
      guard isCalloutVisible, let selection else { return [] }
      return [.clicked(selection.pin)]
    case .accessory(let position):
      guard isCalloutVisible, let selection, hasAccessory(position) else { return [] }
      return [.accessoryClicked(selection.pin, position)]
    }
  }

  /// Whether the callout that is up has an accessory at `position`.
  func hasAccessory(_ position: CalloutAccessoryPosition) -> Bool {
    switch position {
    case .leading: interaction.layout?.leadingAccessoryFrame != nil
    case .trailing: interaction.layout?.trailingAccessoryFrame != nil
    }
  }
}
