public import Foundation

/// An interaction machine's own event type that carries the shared ``InteractionEvent`` vocabulary.
///
/// A machine's `Event` enum declares `case gesture(InteractionEvent)` beside its own cases (a
/// callout's `present`, a context menu's keys) and conforms; the conformance then supplies the
/// shared events under their shared names, so every host writes `.touchDown(point, time: t)`,
/// `.time(t)` or `.transitionFinished` to every machine.
///
/// ```swift
/// enum Event: InteractionEventConvertible {
///   case gesture(InteractionEvent)
///   case present(CGRect)
/// }
/// let event: Event = .touchDown(CGPoint(x: 4, y: 4), time: 0)   // .gesture(.touchDown(…))
/// ```
public protocol InteractionEventConvertible {
  /// Wraps a shared event.
  static func gesture(_ event: InteractionEvent) -> Self
}

extension InteractionEventConvertible {
  /// Time passed (`InteractionEvent.time(_:)`).
  public static func time(_ time: TimeInterval) -> Self { gesture(.time(time)) }

  /// A finger touched down (`InteractionEvent.touchDown(_:time:)`).
  public static func touchDown(_ point: CGPoint, time: TimeInterval) -> Self { gesture(.touchDown(point, time: time)) }

  /// The finger moved (`InteractionEvent.touchMoved(_:time:)`).
  public static func touchMoved(_ point: CGPoint, time: TimeInterval) -> Self {
    gesture(.touchMoved(point, time: time))
  }

  /// The finger lifted (`InteractionEvent.touchUp(_:time:)`).
  public static func touchUp(_ point: CGPoint, time: TimeInterval) -> Self { gesture(.touchUp(point, time: time)) }

  /// The system took the touch away (`InteractionEvent.touchCancelled(_:time:)`).
  public static func touchCancelled(_ point: CGPoint, time: TimeInterval) -> Self {
    gesture(.touchCancelled(point, time: time))
  }

  /// Dismiss (`InteractionEvent.dismiss(time:animated:)`).
  public static func dismiss(time: TimeInterval, animated: Bool = true) -> Self {
    gesture(.dismiss(time: time, animated: animated))
  }

  /// The host's animation ended (`InteractionEvent.transitionFinished`).
  public static var transitionFinished: Self { gesture(.transitionFinished) }
}
