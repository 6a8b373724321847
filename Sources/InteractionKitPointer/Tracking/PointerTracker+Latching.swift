import Foundation
import InteractionKitGeometry

extension PointerTracker {
  /// The primary button went down: the location is handled as a move (no new magnetism), then a
  /// region with latching axes latches. A press while a flick is pulled goes to the pulled region.
  mutating func pointerDown(at location: CGPoint, modifiers: KeyModifierFlags) -> [Effect] {
    let effects = pointerMoved(to: location, modifiers: modifiers, mayMagnetize: false)
    isPrimaryButtonPressed = true
    velocity.reset()
    if let active = activeRegion, !active.region.latchingAxes.isEmpty, let pointer = presentedPointer {
      latch = Latch(modelLocationAtPress: location, presentedPointerAtPress: pointer)
    }
    return effects
  }

  /// The primary button went up: a latch ends, the region under the model pointer is resolved
  /// again (unless a flick is still pulled), and the pointer recentres: the parallax anchor moves to
  /// the model pointer (clamped into the region), so the shape returns to its home.
  mutating func pointerUp(at location: CGPoint, modifiers: KeyModifierFlags) -> [Effect] {
    latch = nil
    isPrimaryButtonPressed = false
    velocity.reset()
    let previous = modelLocation
    modelLocation = location
    self.modifiers = modifiers
    let hit = interactions.hitTest(location, in: tree)
    hitLayer = hit.hitLayer
    if magnet != nil {
      if magnetHolds(at: location, previous: previous) { return updatePresentedPointer() }
      magnet = nil
    }
    return transition(to: resolve(hit, at: location), recentringAt: location)
  }
}

extension PresentedPointer {
  /// The pointer moved by (dx, dy) along `axes` only (the other axis keeps its place).
  func translated(along axes: PointerAxes, by dx: CGFloat, _ dy: CGFloat) -> PresentedPointer {
    let tx = axes.contains(.horizontal) ? dx : 0
    let ty = axes.contains(.vertical) ? dy : 0
    var moved = self
    moved.frame = frame.offsetBy(dx: tx, dy: ty)
    moved.path = path?.applying(CGAffineTransform(translationX: tx, y: ty))
    return moved
  }
}
