public import Foundation

extension InteractionEvent {
  /// The same event with its point converted by `transform` (from a container's coordinates to a
  /// view's, for example); events without a point are returned unchanged.
  public func mapPoint(_ transform: (CGPoint) -> CGPoint) -> InteractionEvent {
    switch self {
    case .touchDown(let point, let time): .touchDown(transform(point), time: time)
    case .touchMoved(let point, let time): .touchMoved(transform(point), time: time)
    case .touchUp(let point, let time): .touchUp(transform(point), time: time)
    case .touchCancelled(let point, let time): .touchCancelled(transform(point), time: time)
    case .time, .dismiss, .transitionFinished: self
    }
  }
}
