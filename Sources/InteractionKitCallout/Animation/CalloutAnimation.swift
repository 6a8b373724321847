public import Foundation
public import InteractionKitMotion

/// The exact present or dismiss animation of a callout: its scale and opacity over time, growing
/// from (or shrinking to) the arrow's tip.
///
/// A value of this type is one ``CalloutAnimationStyle`` in one ``CalloutStyle`` and one ``Phase``.
/// Sample it at a time since it started with ``sample(at:)`` (or ``scale(at:)`` and
/// ``opacity(at:)``), or attach ``animationGroup(beginTime:)`` to the callout's layer in a
/// `LayerTree`. Set the layer's anchor point to ``anchorPoint(calloutSize:arrowPoint:)`` first, so
/// the scale pivots on the tip.
///
/// | animation | duration | scale | opacity |
/// |---|---|---|---|
/// | bounce, modern | 0.23 s | 0.7 → 1 on the cubic (0.59367, 0.12066, 0.18878, 1.5814), peaking near 1.041 at 0.158 s | 0 → 1, ease in ease out |
/// | bounce, classic | 1/3 s | keyframes 0.05, 1.11245, 0.951807, 1 at 0, 4/9, 4/9 + 5/18, 1, each segment ease in ease out | 1 |
/// | fade | 1/3 s | 1 | 0 → 1, linear |
/// | stretch | 0.1 s | 0 → 1, linear | 1 |
/// | none | 0 s | 1 | 1 |
///
/// Dismissing plays the same animation with its values in reverse order (from and to swapped,
/// keyframe values reversed) over the same key times and timing functions, as the reference does.
/// It therefore ends exactly where presenting starts, but it is not presenting played backwards in
/// time: the modern dismissal's scale runs 1 → 0.7 on the same overshooting curve, dipping to about
/// 0.659 before it settles at 0.7 (invisible by then, its opacity reaching 0).
///
/// ```swift
/// let bounce = CalloutAnimation(.bounce, style: .modern)
/// bounce.sample(at: 0).scale        // 0.7
/// bounce.sample(at: 0.158).scale    // ≈ 1.041, the overshoot
/// bounce.sample(at: 0.23).scale     // 1, exactly
/// bounce.reversed().sample(at: 0.23).scale   // 0.7: dismissed
/// ```
public struct CalloutAnimation: Hashable, Sendable {
  /// Whether the animation shows the callout or hides it.
  public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
    /// The callout appears: scale and opacity end at 1.
    case present
    /// The callout disappears: the values run from the end of ``present`` back to its start.
    case dismiss
  }

  /// Which animation: bounce, fade, stretch or none.
  public let animation: CalloutAnimationStyle

  /// The callout's style, which picks the bounce: the modern pop or the classic keyframes.
  public let style: CalloutStyle

  /// Presenting or dismissing.
  public let phase: Phase

  /// The duration in seconds, after the clamp.
  public let duration: TimeInterval

  /// Creates an animation.
  ///
  /// - Parameters:
  ///   - animation: Bounce, fade, stretch or none.
  ///   - style: Modern (the default) or classic; only the bounce differs between them.
  ///   - phase: Present (the default) or dismiss.
  ///   - duration: Seconds; `nil` (the default) uses the reference's duration,
  ///     ``CalloutAnimationStyle/duration(in:)``. Documented clamp, as `AnimationTiming` does: a
  ///     negative, NaN or infinite duration becomes 0, which jumps straight to the end values.
  public init(
    _ animation: CalloutAnimationStyle, style: CalloutStyle = .modern, phase: Phase = .present,
    duration: TimeInterval? = nil
  ) {
    self.animation = animation
    self.style = style
    self.phase = phase
    let seconds = duration ?? animation.duration(in: style)
    self.duration = seconds.isFinite && seconds > 0 ? seconds : 0
  }

  /// The same animation for the other phase: the dismissal of a presentation, or the presentation
  /// of a dismissal, with the same duration.
  public func reversed() -> CalloutAnimation {
    CalloutAnimation(animation, style: style, phase: phase == .present ? .dismiss : .present, duration: duration)
  }

  /// The modern bounce's scale curve, the cubic Bézier with control points (0.59367, 0.12066) and
  /// (0.18878, 1.5814). Its y leaves 0...1 (up to about 1.137), which makes the scale overshoot.
  public static let modernBounceTimingFunction = TimingFunction(controlPoints: 0.59367, 0.12066, 0.18878, 1.5814)

  /// The modern bounce's starting scale, 0.7.
  public static let modernBounceStartScale: Double = 0.7

  /// The classic bounce's scale values: 0.05, 1.11245, 0.951807, 1.
  public static let classicBounceScales: [Double] = [0.05, 1.11245, 0.951807, 1.0]

  /// The classic bounce's key times, as fractions of its duration: 0, 4/9, 4/9 + 5/18, 1.
  ///
  /// The three segments take 4/9, 5/18 and 5/18 of the duration. The system's own bounce lasts
  /// 0.3 s in all; the reference pads it to 1/3 s to match its feel on a device.
  public static let classicBounceKeyTimes: [Double] = [0, 4.0 / 9.0, 4.0 / 9.0 + 5.0 / 18.0, 1]
}
