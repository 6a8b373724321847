public import Foundation
public import InteractionKitMotion

extension ContextMenuAccessory {
  /// How an accessory looks at one instant of its appearing or disappearing transition: a scale
  /// about its centre, an opacity and an offset from its placed frame.
  ///
  /// Appearances interpolate component by component, so keyframes and animations of them work.
  public struct Appearance: Hashable, Sendable, Interpolatable {
    /// The scale about the accessory's centre.
    public var scale: CGFloat
    /// The opacity, 0...1.
    public var opacity: CGFloat
    /// The offset from the accessory's placed (and tracked) frame.
    public var offset: CGPoint

    /// Creates an appearance.
    public init(scale: CGFloat, opacity: CGFloat, offset: CGPoint) {
      self.scale = scale
      self.opacity = opacity
      self.offset = offset
    }

    /// Fully shown: scale 1, opaque, in place.
    public static let shown = Appearance(scale: 1, opacity: 1, offset: .zero)

    /// The appearance a `fraction` of the way to `other`: scale, opacity and offset linearly
    /// (extrapolating past 0 and 1; the transition clamps the opacity it shows to 0...1).
    public func interpolated(to other: Appearance, fraction: Double) -> Appearance {
      Appearance(
        scale: scale.interpolated(to: other.scale, fraction: fraction),
        opacity: opacity.interpolated(to: other.opacity, fraction: fraction),
        offset: offset.interpolated(to: other.offset, fraction: fraction))
    }

    /// The same appearance with its opacity clamped to 0...1 (NaN counts as 0).
    var clampingOpacity: Appearance {
      var copy = self
      copy.opacity = opacity.isNaN ? 0 : Swift.min(1, Swift.max(0, opacity))
      return copy
    }
  }
}

extension ContextMenuAccessory.Transition.Timing {
  /// The progress 0...1 (a spring may overshoot) `elapsed` seconds in: the spring's value until it
  /// settles, the curve's progress over its duration, or the linear fraction of the keyframes'
  /// duration. Negative and NaN times give 0; times past the end give 1.
  public func progress(at elapsed: TimeInterval) -> Double {
    guard elapsed > 0 else { return 0 }
    switch self {
    case .spring(let spring, _):
      // The spring runs until it settles (its response sets the pace; the duration is UIKit's
      // nominal one for the same spring).
      return elapsed >= spring.settlingDuration() ? 1 : spring.value(at: elapsed)
    case .curve(let function, let duration):
      guard duration > 0, elapsed < duration else { return 1 }
      return function.progress(at: elapsed / duration)
    case .keyframes(_, let duration):
      guard duration > 0, elapsed < duration else { return 1 }
      return elapsed / duration
    }
  }

  /// The seconds it moves for: until its spring settles (within 0.001), or its curve's or
  /// keyframes' duration (0 for a negative or NaN one).
  public var settlingDuration: TimeInterval {
    switch self {
    case .spring(let spring, _): spring.settlingDuration()
    case .curve(_, let duration), .keyframes(_, let duration): duration > 0 ? duration : 0
    }
  }
}

extension ContextMenuAccessory.Transition {
  /// The appearing transition's progress from its initial state (0) to shown (1), `elapsed`
  /// seconds after it began: the spring's value until it settles (it may overshoot 1), the curve's
  /// progress over the duration, or the keyframes' linear fraction of theirs.
  /// Negative and NaN times give 0; times past the duration give 1.
  public func progress(at elapsed: TimeInterval) -> Double {
    timing.progress(at: elapsed)
  }

  /// The seconds the appearing transition moves for: until its spring settles (within 0.001 of
  /// shown, as ``progress(at:)`` reports exactly 1 from then on), or its curve's or keyframes'
  /// duration (0 for a negative or NaN one). A renderer needs no frame for the accessory after it.
  public var settlingDuration: TimeInterval { timing.settlingDuration }

  /// The seconds the disappearing transition moves for: the ``disappearance``'s, or without one
  /// the appearing transition's (reversed).
  public var disappearingDuration: TimeInterval { disappearance?.timing.settlingDuration ?? settlingDuration }

  /// The appearance at `progress` (0 the initial state, 1 shown; for keyframes, the keyframes'
  /// value at that fraction); opacity is clamped to 0...1.
  public func appearance(progress: Double) -> ContextMenuAccessory.Appearance {
    if case .keyframes(let keyframes, _) = timing {
      return keyframes.value(atFraction: progress.isFinite ? progress : 1).clampingOpacity
    }
    let p = CGFloat(progress.isFinite ? progress : 1)
    return ContextMenuAccessory.Appearance(
      scale: initialScale + (1 - initialScale) * p,
      opacity: Swift.min(1, Swift.max(0, initialOpacity + (1 - initialOpacity) * p)),
      offset: CGPoint(x: initialOffset.x * (1 - p), y: initialOffset.y * (1 - p)))
  }

  /// How the accessory looks `elapsed` seconds after it began to appear.
  public func appearing(at elapsed: TimeInterval) -> ContextMenuAccessory.Appearance {
    appearance(progress: progress(at: elapsed))
  }

  /// How the accessory looks `elapsed` seconds after it began to disappear, having appeared for
  /// `appearedFor` seconds before that.
  ///
  /// - Without a ``disappearance``: the appearing transition backward from the progress it had
  ///   reached, paced by the same timing.
  /// - A spring or curve ``Disappearance``: from the appearance it had reached to the final state.
  /// - A keyframe ``Disappearance``: the keyframes' value at the fraction of their duration.
  ///
  /// Opacity is clamped to 0...1.
  public func disappearing(at elapsed: TimeInterval, appearedFor: TimeInterval) -> ContextMenuAccessory.Appearance {
    let reached = progress(at: appearedFor)
    guard let disappearance else {
      return appearance(progress: reached * (1 - progress(at: elapsed)))
    }
    let p = disappearance.timing.progress(at: elapsed)
    if case .keyframes(let keyframes, _) = disappearance.timing {
      return keyframes.value(atFraction: p).clampingOpacity
    }
    let start = appearance(progress: reached)
    if p == 0 { return start }
    if p == 1 { return disappearance.finalAppearance.clampingOpacity }
    return start.interpolated(to: disappearance.finalAppearance, fraction: p).clampingOpacity
  }
}
