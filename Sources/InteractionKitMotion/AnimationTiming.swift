/// When an animation runs and how its time maps to a linear 0...1 fraction, with the semantics of
/// Core Animation's `CAMediaTiming` (begin time, duration, speed, repeat count, autoreverse and
/// fill mode).
///
/// The animation is active from ``startTime`` (`beginTime + delay`) through ``endTime``
/// (`startTime + activeDuration`), both ends included. ``fraction(at:)`` maps a time to the
/// fraction of the current iteration; a timing function or spring then shapes that fraction.
///
/// ```swift
/// let timing = AnimationTiming(beginTime: 2, duration: 0.5, repeatCount: 2, autoreverses: true)
/// timing.activeDuration          // 2.0 (0.5 s × 2 repeats × there and back)
/// timing.fraction(at: 2.25)      // 0.5 (halfway out)
/// timing.fraction(at: 2.75)      // 0.5 (halfway back)
/// timing.fraction(at: 5)         // nil (removed after the end)
/// ```
///
/// Every property is sanitized on initialization, on assignment and on decoding, so a timing never
/// holds NaN or a negative duration; each property documents its clamp.
public struct AnimationTiming: Hashable, Sendable, Codable {
  /// The absolute time, in seconds, at which the animation starts (before ``delay``), like
  /// `CAMediaTiming.beginTime`. NaN and infinite values become 0.
  public var beginTime: Double { didSet { beginTime = Self.finiteOrZero(beginTime) } }

  /// Extra seconds added to ``beginTime``; negative values start the animation earlier (it is
  /// already under way at `beginTime`). NaN and infinite values become 0.
  public var delay: Double { didSet { delay = Self.finiteOrZero(delay) } }

  /// The duration of one iteration in one direction, in seconds (`CAMediaTiming.duration`).
  /// Negative, NaN and infinite values become 0; a zero-duration animation completes instantly.
  public var duration: Double { didSet { duration = Self.sanitizedDuration(duration) } }

  /// The rate of the animation's clock relative to the caller's (`CAMediaTiming.speed`); 2 plays
  /// twice as fast. Zero, negative, NaN and infinite speeds become 1: to play backward use
  /// ``isReversed``; to pause, stop advancing the time you sample at.
  public var speed: Double { didSet { speed = Self.sanitizedSpeed(speed) } }

  /// How many iterations play (`CAMediaTiming.repeatCount`); fractional counts stop partway and
  /// `.infinity` repeats forever. Zero, negative and NaN counts become 1 (Core Animation also plays
  /// a repeat count of 0 once).
  public var repeatCount: Double { didSet { repeatCount = Self.sanitizedRepeatCount(repeatCount) } }

  /// Whether each iteration plays forward and then backward (`CAMediaTiming.autoreverses`), which
  /// doubles the active duration.
  public var autoreverses: Bool

  /// Whether the whole animation plays backward: fraction `f` becomes `1 − f`.
  public var isReversed: Bool

  /// What the animation shows before it starts and after it ends (`CAMediaTiming.fillMode`).
  public var fillMode: FillMode

  /// Creates a timing; every value is sanitized as its property documents.
  ///
  /// - Parameters:
  ///   - beginTime: Absolute start time in seconds; default 0.
  ///   - delay: Seconds added to `beginTime`; default 0.
  ///   - duration: Seconds per iteration and direction.
  ///   - speed: Clock rate; default 1.
  ///   - repeatCount: Iterations; default 1.
  ///   - autoreverses: Play back after each forward pass; default false.
  ///   - isReversed: Play the whole animation backward; default false.
  ///   - fillMode: Effect outside the active duration; default ``FillMode/removed``.
  public init(
    beginTime: Double = 0, delay: Double = 0, duration: Double, speed: Double = 1, repeatCount: Double = 1,
    autoreverses: Bool = false, isReversed: Bool = false, fillMode: FillMode = .removed
  ) {
    self.beginTime = Self.finiteOrZero(beginTime)
    self.delay = Self.finiteOrZero(delay)
    self.duration = Self.sanitizedDuration(duration)
    self.speed = Self.sanitizedSpeed(speed)
    self.repeatCount = Self.sanitizedRepeatCount(repeatCount)
    self.autoreverses = autoreverses
    self.isReversed = isReversed
    self.fillMode = fillMode
  }

  /// The seconds from ``startTime`` to ``endTime``: `duration × repeatCount × (autoreverses ? 2 : 1) / speed`.
  ///
  /// A zero duration gives 0 even when the repeat count is infinite; an infinite repeat count with
  /// a positive duration gives `.infinity`.
  public var activeDuration: Double {
    duration == 0 ? 0 : duration * iterationSpan / speed
  }

  /// The absolute time the animation becomes active: `beginTime + delay`.
  public var startTime: Double { beginTime + delay }

  /// The absolute time the animation stops being active: `startTime + activeDuration`
  /// (`.infinity` when it repeats forever).
  public var endTime: Double { startTime + activeDuration }

  /// Whether `time` lies within the active duration, `startTime...endTime` (false for NaN).
  public func isActive(at time: Double) -> Bool {
    duration > 0 && time >= startTime && time <= endTime
  }

  /// The linear fraction, 0...1, of the current iteration at absolute `time`, or nil when the
  /// animation has no effect at that time.
  ///
  /// Inside the active duration the fraction follows repeats (wrapping from 1 back to 0),
  /// autoreverse (running back from 1 to 0) and ``isReversed`` (`1 − f`); at ``endTime`` itself it
  /// is the end of the last iteration rather than the start of a new one. Before ``startTime`` the
  /// result is the first fraction (0, or 1 when reversed) if ``fillMode`` fills backwards, else nil.
  /// After ``endTime`` it is ``finalFraction`` if ``fillMode`` fills forwards, else nil. A
  /// zero-duration animation is never active: it counts as finished from ``startTime`` on.
  ///
  /// NaN times return nil; `-infinity` counts as before the start; `+infinity` counts as after the
  /// end, or returns nil for an animation that repeats forever (it has no defined phase there).
  public func fraction(at time: Double) -> Double? {
    guard !time.isNaN else { return nil }
    if time < startTime {
      return fillMode.fillsBackwards ? initialFraction : nil
    }
    if duration == 0 || time > endTime {
      return fillMode.fillsForwards ? finalFraction : nil
    }
    guard time.isFinite else { return nil }
    let iterations = Swift.min(iterationSpan, (time - startTime) * speed / duration)
    return iterationFraction(at: iterations)
  }

  /// The fraction shown before the start with a backwards fill: 0, or 1 when reversed.
  public var initialFraction: Double { isReversed ? 1 : 0 }

  /// The fraction at the end of the last iteration, shown after the end with a forwards fill.
  ///
  /// It is 1 after whole forward iterations, 0 after whole autoreversed ones, the partial fraction
  /// for fractional repeat counts, and the mirror image of all of these when reversed. An infinite
  /// repeat count with a zero duration counts as a single iteration.
  public var finalFraction: Double {
    let span = iterationSpan.isFinite ? iterationSpan : (autoreverses ? 2 : 1)
    return iterationFraction(at: span, isEnd: true)
  }

  /// The number of one-direction passes: `repeatCount × (autoreverses ? 2 : 1)`.
  private var iterationSpan: Double { repeatCount * (autoreverses ? 2 : 1) }

  /// The fraction after `passes` one-direction passes of `duration` each.
  private func iterationFraction(at passes: Double, isEnd: Bool? = nil) -> Double {
    let atEnd = isEnd ?? (passes >= iterationSpan)
    var fraction: Double
    if autoreverses {
      let cycle = passes.truncatingRemainder(dividingBy: 2)
      fraction = cycle <= 1 ? cycle : 2 - cycle
    } else {
      fraction = passes.truncatingRemainder(dividingBy: 1)
      if atEnd && fraction == 0 && passes > 0 { fraction = 1 }
    }
    return isReversed ? 1 - fraction : fraction
  }

  // MARK: Sanitizing

  private static func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }

  private static func sanitizedDuration(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

  private static func sanitizedSpeed(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 1 }

  private static func sanitizedRepeatCount(_ value: Double) -> Double { value > 0 ? value : 1 }

  // MARK: Codable

  private enum CodingKeys: String, CodingKey {
    case beginTime, delay, duration, speed, repeatCount, autoreverses, isReversed, fillMode
  }

  /// Decodes a timing, applying the defaults of ``init(beginTime:delay:duration:speed:repeatCount:autoreverses:isReversed:fillMode:)``
  /// for missing keys other than `duration`, and the same sanitizing.
  ///
  /// - Throws: `DecodingError` when `duration` is missing or a value has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      beginTime: try container.decodeIfPresent(Double.self, forKey: .beginTime) ?? 0,
      delay: try container.decodeIfPresent(Double.self, forKey: .delay) ?? 0,
      duration: try container.decode(Double.self, forKey: .duration),
      speed: try container.decodeIfPresent(Double.self, forKey: .speed) ?? 1,
      repeatCount: try container.decodeIfPresent(Double.self, forKey: .repeatCount) ?? 1,
      autoreverses: try container.decodeIfPresent(Bool.self, forKey: .autoreverses) ?? false,
      isReversed: try container.decodeIfPresent(Bool.self, forKey: .isReversed) ?? false,
      fillMode: try container.decodeIfPresent(FillMode.self, forKey: .fillMode) ?? .removed)
  }
}
