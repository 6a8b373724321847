public import Foundation
public import InteractionKitMotion

/// The animation that runs when the pointer enters, leaves or morphs between regions: the
/// description a host uses for its own animations, as `UIPointerInteractionAnimating`.
///
/// When the pointer moves from region A straight to region B, the exit from A and the entrance to
/// B carry the *same* animator (equal ``id``): one animation morphs shape A into shape B. Run
/// alongside animations (fading a label, say) with ``spring`` from ``beginTime``; sample the
/// pointer itself with ``presentedPointer(at:target:)``.
public struct PointerAnimator: Hashable, Sendable {
  /// The transition's number: 1 for the tracker's first, then counting up.
  public var id: Int

  /// When the animation starts, on the tracker's clock.
  public var beginTime: TimeInterval

  /// The spring driving the animation (``PointerDynamics/transitionSpring``).
  public var spring: Spring

  /// The presented pointer when the transition began.
  public var from: PresentedPointer?

  /// The presented pointer the transition moves to.
  public var to: PresentedPointer

  /// Creates an animator.
  public init(id: Int, beginTime: TimeInterval, spring: Spring, from: PresentedPointer?, to: PresentedPointer) {
    self.id = id
    self.beginTime = beginTime
    self.spring = spring
    self.from = from
    self.to = to
  }

  /// How long the animation takes: the spring's settling duration (within 0.001 of the end).
  public var duration: TimeInterval { spring.settlingDuration() }

  /// When the animation ends.
  public var endTime: TimeInterval { beginTime + duration }

  /// The spring's progress at `time`: 0 at ``beginTime`` (and before), 1 from ``endTime`` on,
  /// possibly overshooting in between.
  public func progress(at time: TimeInterval) -> Double {
    guard time.isFinite, time > beginTime else { return 0 }
    guard time < endTime else { return 1 }
    return spring.value(at: time - beginTime)
  }

  /// The pointer at `time`, morphing from ``from`` to `target` (default ``to``; pass the tracker's
  /// current pointer to follow a target that moved since). Without a `from` the target is returned.
  public func presentedPointer(at time: TimeInterval, target: PresentedPointer? = nil) -> PresentedPointer {
    let end = target ?? to
    guard let from else { return end }
    return from.interpolated(to: end, fraction: CGFloat(progress(at: time)))
  }
}
