/// How an animated value moves from start to end, independent of when the animation runs.
///
/// Pair a curve with an ``AnimationTiming`` in an ``Animation``. The three cases mirror
/// `CABasicAnimation`, `CASpringAnimation` and `CAKeyframeAnimation`.
///
/// ```swift
/// let fade: AnimationCurve<Double> = .basic(from: 0, to: 1, timingFunction: .easeOut)
/// let pop: AnimationCurve<Double> = .spring(
///   from: 0.8, to: 1, spring: Spring(dampingRatio: 0.5, response: 0.3), initialVelocity: 0)
/// ```
public enum AnimationCurve<Value: Interpolatable>: Sendable {
  /// A blend from `from` to `to`, paced by a timing function (`CABasicAnimation`).
  case basic(from: Value, to: Value, timingFunction: TimingFunction)
  /// Spring motion from `from` to `to` (`CASpringAnimation`); `initialVelocity` is in units of the
  /// whole distance per second, as in ``Spring/value(at:initialVelocity:)``.
  case spring(from: Value, to: Value, spring: Spring, initialVelocity: Double)
  /// A path through several values (`CAKeyframeAnimation`).
  case keyframes(Keyframes<Value>)

  /// The value at fraction 0: `from`, or the first keyframe.
  public var startValue: Value {
    switch self {
    case .basic(let from, _, _), .spring(let from, _, _, _): from
    case .keyframes(let keyframes): keyframes.firstValue
    }
  }

  /// The value at fraction 1: `to`, or the last keyframe.
  public var endValue: Value {
    switch self {
    case .basic(_, let to, _), .spring(_, let to, _, _): to
    case .keyframes(let keyframes): keyframes.lastValue
    }
  }

  /// The value when `fraction` (clamped to 0...1, NaN counting as 0) of `duration` seconds has elapsed.
  ///
  /// - A basic curve returns `from` and `to` exactly wherever its timing function's progress is 0
  ///   or 1, and blends (or, for overshooting timing functions, extrapolates) in between.
  /// - A spring curve runs the spring for `fraction × duration` seconds and blends with the spring's
  ///   progress, which overshoots for under-damped springs. At fraction 1 it returns `to` exactly:
  ///   the animation is over, as when Core Animation removes a finished spring animation.
  /// - A keyframe curve returns ``Keyframes/value(atFraction:)``.
  public func value(atFraction fraction: Double, duration: Double) -> Value {
    let f = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
    switch self {
    case .basic(let from, let to, let timingFunction):
      return Self.blend(from, to, progress: timingFunction.progress(at: f))
    case .spring(let from, let to, let spring, let initialVelocity):
      guard f < 1 else { return to }
      let seconds = duration.isFinite && duration > 0 ? f * duration : 0
      return Self.blend(from, to, progress: spring.value(at: seconds, initialVelocity: initialVelocity))
    case .keyframes(let keyframes):
      return keyframes.value(atFraction: f)
    }
  }

  private static func blend(_ from: Value, _ to: Value, progress: Double) -> Value {
    if progress == 0 { return from }
    if progress == 1 { return to }
    return from.interpolated(to: to, fraction: progress)
  }
}

extension AnimationCurve: Equatable {}
