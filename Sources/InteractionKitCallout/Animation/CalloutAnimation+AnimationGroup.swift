public import Foundation
import InteractionKitMotion
public import InteractionKitScene

extension CalloutAnimation {
  /// The animation as a group of layer property animations for a `LayerTree`, like the
  /// `CAAnimation` the reference adds to the callout's layer.
  ///
  /// The group holds a `transformScale` animation (a uniform scale composed before the layer's own
  /// transform, pivoting on its anchor point) and an `opacity` animation, whichever this animation
  /// uses; both are built from ``scaleAnimation`` and ``opacityAnimation``. The group lasts
  /// ``duration`` from `beginTime` and fills both ways, so the layer holds the first values until it
  /// starts (keep the callout hidden while it waits for the container to scroll) and the final
  /// values after it ends (the reference's `fillMode = forwards`, `removedOnCompletion = NO`).
  ///
  /// ```swift
  /// try tree.add(CalloutAnimation(.bounce).animationGroup(beginTime: now + delay), to: "callout", forKey: "present")
  /// let frame = tree.presentation(at: now + delay + 0.1)
  /// ```
  ///
  /// - Parameter beginTime: The scene time the animation starts at, for example now plus the
  ///   container's reposition delay; NaN or infinite values become 0, as `AnimationTiming` does.
  public func animationGroup(beginTime: TimeInterval = 0) -> AnimationGroup {
    var members: [PropertyAnimation] = []
    if let curve = scaleCurve({ (value: Double) in CGFloat(value) }) {
      members.append(.transformScale(Animation(curve: curve, timing: timing)))
    }
    if let opacity = opacityAnimation {
      members.append(.opacity(opacity))
    }
    return AnimationGroup(animations: members, duration: duration, beginTime: beginTime, fillMode: .both)
  }
}
