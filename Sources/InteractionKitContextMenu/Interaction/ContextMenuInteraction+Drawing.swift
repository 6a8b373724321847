public import Foundation

extension ContextMenuInteraction {
  // MARK: What a renderer needs

  /// The layout to draw with now: ``layout`` once the preview is presented, before that the
  /// ``restingLayout`` the press effect and the lift are drawn with; nil while idle.
  public var displayedLayout: ContextMenuLayout? { layout ?? restingLayout }

  /// When what the interaction shows stops moving, or nil when nothing moves: the end of the
  /// current ``transition`` (the press effect, the lift, the expansion, a dismissal, a cancelled
  /// press springing back) and, while presented, of every accessory's appearing transition
  /// (``ContextMenuAccessory/Transition/settlingDuration`` after the moment it was presented);
  /// while dismissing, of every accessory's own disappearance
  /// (``ContextMenuAccessory/Transition/disappearance``) after the moment the dismissal began.
  ///
  /// A renderer draws every frame before it and none after: a presented menu that settled needs no
  /// frame until the next event (the highlight, a drag or a submenu change in place are drawn once,
  /// for the event that made them).
  public var motionEndTime: TimeInterval? {
    guard let transition else { return nil }
    var end = transition.endTime
    if case .presented(let since) = state, let active {
      for accessory in active.accessories {
        end = Swift.max(end, since + accessory.transition.settlingDuration)
      }
    }
    if case .dismissing(_, let since) = state, let disappeared = accessoriesDisappearedTime(since: since) {
      end = Swift.max(end, disappeared)
    }
    return end
  }

  /// Whether what the interaction shows still moves at `time` (before ``motionEndTime``); false
  /// for NaN.
  public func isMoving(at time: TimeInterval) -> Bool {
    guard let end = motionEndTime else { return false }
    return time < end
  }
}
