public import Foundation
import InteractionKitGestures

extension ContextMenuInteraction {
  // MARK: Presenting without a frame clock

  /// Whether the preview is presented with its menu and accessories
  /// (``State-swift.enum/presented(since:)``).
  public var isPresented: Bool {
    if case .presented = state { return true }
    return false
  }

  /// Lets time pass from `time` until the menu is presented: moves the clock to `time`, then takes
  /// each scheduled step at its deadline (the press effect, the lift, the present) until
  /// ``isPresented`` or until nothing more is scheduled (a press that was cancelled, a sequence that
  /// is over). At most `maximumStepsPerEvent` deadlines are visited, the guard every catch-up of a
  /// `ScheduledInteraction` has. Returns the effects of every step, in order.
  ///
  /// For scripts and pictures that need the presented state without a frame clock (the gallery's
  /// demos, the command line); a live host sends `.time` at ``nextDeadline`` instead.
  ///
  /// ```swift
  /// interaction.handle(.touchDown(bubble.center, time: 0))
  /// interaction.advanceUntilPresented(from: 0)   // [.beginPressEffect, .lift, .present]
  /// interaction.isPresented                      // true
  /// ```
  @discardableResult
  public mutating func advanceUntilPresented(from time: TimeInterval) -> [Effect] {
    var effects = handle(.time(time))
    var steps = 0
    while !isPresented, steps < maximumStepsPerEvent, let deadline = nextDeadline {
      effects += handle(.time(deadline))
      steps += 1
    }
    return effects
  }

  /// Highlights a row of the presented menu at `time` (where a keyboard's focus lands), scrolling
  /// the menu to reveal it, or clears the highlight with nil. A row that cannot be chosen, an index
  /// out of range and any row while the menu is not presented change nothing (time still passes).
  @discardableResult
  public mutating func highlightRow(_ index: Int?, time: TimeInterval) -> [Effect] {
    var effects = advanceClock(to: time)
    guard isPresented else { return effects }
    if let index {
      guard isSelectable(index) else { return effects }
      effects += scrollToReveal(index)
    }
    effects += setHighlight(index)
    return effects + runDueSteps()
  }

  /// Chooses a row of the presented menu at `time` as a tap lifting on it does (what an
  /// assistive technology's "activate" on a menu item does): an enabled action is selected
  /// (``Effect/select(_:)``) and the menu dismissed unless the action keeps it presented; a submenu
  /// row opens its submenu; the open submenu's header closes it. A row that is not selectable, an
  /// index out of range and any row while the menu is not presented do nothing (time still passes).
  @discardableResult
  public mutating func chooseRow(_ index: Int, time: TimeInterval) -> [Effect] {
    var effects = advanceClock(to: time)
    guard isPresented else { return effects }
    effects += activateRow(index)
    return effects + runDueSteps()
  }
}
