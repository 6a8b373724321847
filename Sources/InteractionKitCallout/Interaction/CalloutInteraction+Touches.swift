import Foundation
import InteractionKitGeometry

/// What the touch in progress went down on.
enum TrackedTouch: Hashable, Sendable {
  /// Not the callout: every event of this touch passes through to the container.
  case passThrough
  /// The callout's body or an accessory.
  case callout(CalloutHit)
}

extension CalloutInteraction {
  /// Whether the callout takes touches: while it is presenting or shown.
  var takesTouches: Bool {
    switch state {
    case .presenting, .shown: layout != nil
    case .hidden, .waitingForReposition, .dismissing: false
    }
  }

  /// A finger went down: on the body it highlights (if the callout allows), on an accessory it is
  /// tracked, anywhere else it passes through. A new touch replaces one in progress.
  mutating func touchDown(at point: CGPoint) -> [Effect] {
    var effects = releaseTouch()
    let hit = takesTouches ? layout?.hitTest(point) ?? .outside : .outside
    guard hit != .outside else {
      touch = .passThrough
      return effects + [.passThrough]
    }
    touch = .callout(hit)
    if hit == .body { effects += setHighlighted(true) }
    return effects
  }

  /// The finger moved: a pressed body is highlighted exactly while the finger is on it.
  mutating func touchMoved(to point: CGPoint) -> [Effect] {
    switch touch {
    case .passThrough: return [.passThrough]
    case .callout(.body): return setHighlighted(isOnBody(point))
    case .callout, .none: return []
    }
  }

  /// The finger lifted: a click if it lifted on the body it pressed, a tap if on the accessory it
  /// pressed, nothing if it wandered off.
  mutating func touchUp(at point: CGPoint) -> [Effect] {
    guard let touch else { return [] }
    var effects = releaseTouch()
    switch touch {
    case .passThrough:
      effects.append(.passThrough)
    case .callout(.body):
      if isOnBody(point) { effects.append(.clicked) }
    case .callout(.accessory(let position)):
      if takesTouches, layout?.hitTest(point) == .accessory(position) { effects.append(.accessoryTapped(position)) }
    case .callout(.outside):
      break
    }
    return effects
  }

  /// The touch was cancelled: stop highlighting; a passed-through touch is cancelled in the
  /// container too.
  mutating func touchCancelled() -> [Effect] {
    let wasPassThrough = touch == .passThrough
    let effects = releaseTouch()
    return wasPassThrough ? effects + [.passThrough] : effects
  }

  /// Forgets the touch in progress, removing the highlight it caused.
  mutating func releaseTouch() -> [Effect] {
    touch = nil
    return setHighlighted(false)
  }

  /// Whether `point` is on the body of a callout that takes touches.
  func isOnBody(_ point: CGPoint) -> Bool {
    takesTouches && layout?.hitTest(point) == .body
  }

  /// Changes the press highlight (only when the callout highlights on press), reporting a change.
  mutating func setHighlighted(_ highlighted: Bool) -> [Effect] {
    let value = highlighted && callout.highlightsOnPress
    guard value != isHighlighted else { return [] }
    isHighlighted = value
    return [.setHighlighted(value)]
  }
}
