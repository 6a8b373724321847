/// A value's motion over time: an ``AnimationCurve`` (how it moves) with an ``AnimationTiming``
/// (when it moves), like a configured `CABasicAnimation`, `CASpringAnimation` or `CAKeyframeAnimation`.
///
/// Sample it with ``value(at:)`` at absolute times in seconds; nil means the animation has no
/// effect then, so show the model value instead.
///
/// ```swift
/// let slide = Animation.basic(
///   from: CGPoint(x: 0, y: 0), to: CGPoint(x: 200, y: 0), duration: 0.3, timingFunction: .easeOut)
/// slide.value(at: 0.15)    // partway along
/// slide.value(at: 0.3)     // (200, 0)
/// slide.value(at: 1)       // nil: removed after the end
///
/// let bounce = Animation.spring(from: 0.0, to: 1.0, spring: Spring(dampingRatio: 0.6, response: 0.4))
/// bounce.timing.duration   // the spring's settling duration
/// ```
public struct Animation<Value: Interpolatable>: Sendable, Equatable {
  /// How the value moves from start to end.
  public var curve: AnimationCurve<Value>

  /// When the animation runs, how often and in which direction.
  public var timing: AnimationTiming

  /// Creates an animation from a curve and a timing.
  public init(curve: AnimationCurve<Value>, timing: AnimationTiming) {
    self.curve = curve
    self.timing = timing
  }

  /// A basic animation from `from` to `to` over `duration` seconds, like `CABasicAnimation`.
  ///
  /// - Parameters:
  ///   - from: The value at the start.
  ///   - to: The value at the end.
  ///   - duration: Seconds; negative, NaN and infinite durations become 0 (see ``AnimationTiming/duration``).
  ///   - timingFunction: The pacing; ``TimingFunction/default`` unless given.
  ///   - beginTime: The absolute start time in seconds; default 0.
  public static func basic(
    from: Value, to: Value, duration: Double, timingFunction: TimingFunction = .default, beginTime: Double = 0
  ) -> Animation {
    Animation(
      curve: .basic(from: from, to: to, timingFunction: timingFunction),
      timing: AnimationTiming(beginTime: beginTime, duration: duration))
  }

  /// A spring animation from `from` to `to` that lasts until the spring settles, like
  /// `CASpringAnimation` with `duration = settlingDuration`.
  ///
  /// - Parameters:
  ///   - from: The value at the start.
  ///   - to: The value the spring settles at.
  ///   - spring: The spring's physics.
  ///   - initialVelocity: The starting speed in units of the whole distance per second, positive
  ///     toward `to`; default 0.
  ///   - beginTime: The absolute start time in seconds; default 0.
  public static func spring(
    from: Value, to: Value, spring: Spring, initialVelocity: Double = 0, beginTime: Double = 0
  ) -> Animation {
    Animation(
      curve: .spring(from: from, to: to, spring: spring, initialVelocity: initialVelocity),
      timing: AnimationTiming(
        beginTime: beginTime, duration: spring.settlingDuration(initialVelocity: initialVelocity)))
  }

  /// A keyframe animation through `keyframes` over `duration` seconds, like `CAKeyframeAnimation`.
  ///
  /// - Parameters:
  ///   - keyframes: The values, key times and per-segment timing functions to play.
  ///   - duration: Seconds; negative, NaN and infinite durations become 0.
  ///   - beginTime: The absolute start time in seconds; default 0.
  public static func keyframes(_ keyframes: Keyframes<Value>, duration: Double, beginTime: Double = 0) -> Animation {
    Animation(curve: .keyframes(keyframes), timing: AnimationTiming(beginTime: beginTime, duration: duration))
  }

  /// The animated value at absolute `time` seconds, or nil when the animation has no effect then
  /// (before the start or after the end without a matching ``FillMode``, or a NaN time).
  ///
  /// The timing maps `time` to a linear fraction (``AnimationTiming/fraction(at:)``), and the curve
  /// turns the fraction into a value (``AnimationCurve/value(atFraction:duration:)``).
  public func value(at time: Double) -> Value? {
    guard let fraction = timing.fraction(at: time) else { return nil }
    return value(atFraction: fraction)
  }

  /// The curve's value at a linear `fraction` (clamped to 0...1) of one iteration of this timing.
  public func value(atFraction fraction: Double) -> Value {
    curve.value(atFraction: fraction, duration: timing.duration)
  }

  /// The same animation played backward: ``AnimationTiming/isReversed`` is toggled, so it runs from
  /// the curve's end to its start over the same time span.
  public func reversed() -> Animation {
    var copy = self
    copy.timing.isReversed.toggle()
    return copy
  }

  /// The value the curve ends at (fraction 1): `to`, or the last keyframe.
  ///
  /// This is the value a UIKit-style animation leaves in the model. Reversed or autoreversing
  /// timings may finish elsewhere; ``finalValue`` accounts for them.
  public var endValue: Value { curve.endValue }

  /// The value shown at ``AnimationTiming/endTime``, after every repeat, autoreverse and reversal.
  public var finalValue: Value { value(atFraction: timing.finalFraction) }
}
