import Foundation

extension PointerTracker {
  /// The pointer left the tracker's space: the active region exits (animated back to the system
  /// pointer), the latch, the pull and the pressed button end, the flick samples are forgotten,
  /// and the model pointer is gone until the next location. Nothing happens before any location or
  /// when the pointer already left.
  mutating func pointerExited() -> [Effect] {
    guard modelLocation != nil else { return [] }
    latch = nil
    magnet = nil
    isPrimaryButtonPressed = false
    velocity.reset()
    hitLayer = nil
    var effects: [Effect] = []
    if let exited = activeRegion {
      activeRegion = nil
      // The animator's target is the system pointer at the last location: no region is active.
      let animator = beginAnimator()
      effects.append(.willExit(exited.region, host: exited.host, animator: animator))
    }
    effects += updatePresentedPointer()
    modelLocation = nil
    return effects
  }
}
