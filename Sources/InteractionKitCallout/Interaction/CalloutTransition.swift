public import Foundation

/// One presentation or dismissal of a callout: which animation, when it begins, and where the
/// callout is.
///
/// ``CalloutInteraction`` emits it in ``CalloutInteraction/Effect/beginPresent(_:)`` and
/// ``CalloutInteraction/Effect/beginDismiss(_:)``. Sample ``animation`` at `time − beginTime`;
/// set the callout layer's anchor point to ``CalloutLayout/anchorPoint`` so it grows from the
/// arrow's tip. Before ``beginTime`` a presenting callout stays hidden.
public struct CalloutTransition: Hashable, Sendable {
  /// The animation: its style, phase and duration.
  public var animation: CalloutAnimation

  /// When it begins, in seconds on the interaction's clock. For a presentation after a scroll this
  /// is the present time plus the delay the container returned.
  public var beginTime: TimeInterval

  /// Where the callout is, in the coordinates the target was given in. After a scroll the callout
  /// moved with the container's content; a host that works in the container's visible coordinates
  /// uses `layout.translated(by: layout.scrollOffset)`.
  public var layout: CalloutLayout

  /// Creates a transition.
  public init(animation: CalloutAnimation, beginTime: TimeInterval, layout: CalloutLayout) {
    self.animation = animation
    self.beginTime = beginTime
    self.layout = layout
  }

  /// When it ends: ``beginTime`` plus the animation's duration.
  public var endTime: TimeInterval { beginTime + animation.duration }

  /// Whether it presents or dismisses the callout.
  public var phase: CalloutAnimation.Phase { animation.phase }

  /// Whether it has ended at `time`.
  public func isFinished(at time: TimeInterval) -> Bool { time >= endTime }

  /// The callout's scale and opacity at `time` on the interaction's clock: ``animation`` sampled
  /// `time − beginTime` after it began (before the beginning it holds its first values, after the
  /// end its last).
  public func sample(at time: TimeInterval) -> CalloutAnimation.Sample {
    animation.sample(at: time - beginTime)
  }
}
