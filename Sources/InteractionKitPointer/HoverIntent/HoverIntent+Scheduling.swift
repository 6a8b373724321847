public import Foundation
public import InteractionKitGestures

extension HoverIntent: ScheduledInteraction {
  /// When the grace period of a travelling intent runs out (its ``Phase/travelling(deadline:)``);
  /// nil in every other phase.
  public var nextDeadline: TimeInterval? {
    if case .travelling(let deadline) = phase { return deadline }
    return nil
  }

  /// Takes the step scheduled at `deadline`: the pointer made no progress in the grace period, so
  /// the intent closes as ``CloseReason/stalled``. Returns the phase it moved to (nothing when it
  /// was not travelling).
  ///
  /// Callers do not call it: ``pointerMoved(to:at:)``, ``advance(to:)`` and ``handle(_:)`` take
  /// every due step first.
  public mutating func runStep(at deadline: TimeInterval) -> [Phase] {
    guard case .travelling = phase else { return [] }
    phase = .closed(.stalled)
    return [phase]
  }
}
