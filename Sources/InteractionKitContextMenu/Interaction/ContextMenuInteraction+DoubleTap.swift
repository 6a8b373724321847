import Foundation

extension ContextMenuInteraction {
  // MARK: Double-tap

  /// Whether a touch down on `configuration` at `point` and `time` is the second tap of a
  /// double-tap: the last tap was on the same configuration, which has accessories, lifted at most
  /// ``ContextMenuTiming/doubleTapInterval`` before (a 0 interval turns double-taps off) and at most
  /// ``ContextMenuTiming/doubleTapDistance`` away.
  func isSecondTap(on configuration: ContextMenuConfiguration, at point: CGPoint, time: TimeInterval) -> Bool {
    guard let tap = lastTap, !configuration.accessories.isEmpty, timing.doubleTapInterval > 0,
      tap.configuration == configuration
    else { return false }
    let elapsed = time - tap.time
    let dx = point.x - tap.point.x
    let dy = point.y - tap.point.y
    return elapsed >= 0 && elapsed <= timing.doubleTapInterval
      && (dx * dx + dy * dy).squareRoot() <= timing.doubleTapDistance
  }

  /// The second tap of a double-tap: the preview lifts at once and, when the lift settles, only
  /// the accessories are presented (the active configuration's menu is emptied). The finger that
  /// tapped is the pressing one: lifting it where it went down changes nothing; lifting it on an
  /// item taps it.
  mutating func openAccessories(of configuration: ContextMenuConfiguration, finger: CGPoint) -> [Effect] {
    lastTap = nil
    press.reset()
    // A spring back of the first tap's press effect that is still running carries on into the lift.
    if let previous = transition,
      previous.lineRects != configuration.source.previewRects || previous.isFinished(at: clock.now)
    {
      transition = nil
    }
    var accessoriesOnly = configuration
    accessoriesOnly.menu = Menu(configuration.menu.identifier, title: "", children: [])
    start(accessoriesOnly, finger: finger)
    presentsAccessoriesOnly = true
    return lift(at: clock.now)
  }
}
