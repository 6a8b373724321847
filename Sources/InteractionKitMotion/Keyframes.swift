/// A validated sequence of values with the times they are reached, like the `values`, `keyTimes`
/// and `timingFunctions` of a `CAKeyframeAnimation` in linear calculation mode.
///
/// Key times are fractions of the animation's duration: they start at 0, end at 1 and strictly
/// increase. Between two consecutive values the segment's timing function paces the blend.
///
/// ```swift
/// let shake = try Keyframes(
///   values: [0.0, -10, 10, -5, 0],
///   keyTimes: [0, 0.2, 0.5, 0.8, 1],
///   timingFunctions: Array(repeating: .easeInEaseOut, count: 4))
/// shake.value(atFraction: 0.5)   // 10, exactly
/// ```
public struct Keyframes<Value: Interpolatable>: Sendable, Equatable {
  /// The values, in order; never empty.
  public let values: [Value]

  /// The fraction of the duration at which each value is reached: one per value, from 0 to 1,
  /// strictly increasing (a single value has the key time 0).
  public let keyTimes: [Double]

  /// One timing function per segment between consecutive values (`values.count − 1` of them).
  public let timingFunctions: [TimingFunction]

  /// Creates keyframes, validating every array.
  ///
  /// - Parameters:
  ///   - values: The values to pass through; at least one.
  ///   - keyTimes: One time fraction per value, starting at exactly 0, ending at exactly 1 (when
  ///     there are two or more values) and strictly increasing. nil spaces the values evenly.
  ///   - timingFunctions: Exactly `values.count − 1` timing functions, one per segment; nil paces
  ///     every segment linearly.
  /// - Throws: ``KeyframeError`` naming the first problem found, checked in this order: no values,
  ///   key time count, then each key time in order (finite, within 0...1, greater than the previous
  ///   one), the first key time, the last key time, and the timing function count.
  public init(
    values: [Value], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil
  ) throws(KeyframeError) {
    guard !values.isEmpty else { throw .noValues }
    let times = keyTimes ?? Self.evenlySpacedTimes(count: values.count)
    guard times.count == values.count else {
      throw .keyTimeCountMismatch(values: values.count, keyTimes: times.count)
    }
    for (index, time) in times.enumerated() {
      guard time.isFinite else { throw .keyTimeNotFinite(index: index) }
      guard (0...1).contains(time) else { throw .keyTimeOutOfRange(index: index, value: time) }
      if index > 0, time <= times[index - 1] { throw .keyTimesNotIncreasing(index: index) }
    }
    guard times[0] == 0 else { throw .firstKeyTimeNotZero(times[0]) }
    if times.count > 1, times[times.count - 1] != 1 { throw .lastKeyTimeNotOne(times[times.count - 1]) }
    let segments = values.count - 1
    let functions = timingFunctions ?? Array(repeating: .linear, count: segments)
    guard functions.count == segments else {
      throw .timingFunctionCountMismatch(expected: segments, actual: functions.count)
    }
    self.values = values
    self.keyTimes = times
    self.timingFunctions = functions
  }

  /// The value at `fraction` of the duration.
  ///
  /// At a key time the result is that key time's value exactly. Between key times the segment's
  /// timing function shapes the local fraction, and the two values are blended with
  /// ``Interpolatable/interpolated(to:fraction:)`` (so an overshooting timing function
  /// extrapolates). `fraction` is clamped to 0...1 and NaN counts as 0, so the result is always one
  /// of the values or a blend of neighbours.
  public func value(atFraction fraction: Double) -> Value {
    let last = keyTimes.count - 1
    let f = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
    guard last > 0, f < keyTimes[last] else { return values[last] }
    // Binary search for the segment with keyTimes[low] <= f < keyTimes[high].
    var low = 0
    var high = last
    while high - low > 1 {
      let middle = (low + high) / 2
      if keyTimes[middle] <= f { low = middle } else { high = middle }
    }
    let segmentFraction = (f - keyTimes[low]) / (keyTimes[high] - keyTimes[low])
    let progress = timingFunctions[low].progress(at: segmentFraction)
    if progress == 0 { return values[low] }
    if progress == 1 { return values[high] }
    return values[low].interpolated(to: values[high], fraction: progress)
  }

  /// The value at the end, fraction 1 (the last value).
  public var lastValue: Value { values[values.count - 1] }

  /// The value at the start, fraction 0 (the first value).
  public var firstValue: Value { values[0] }

  /// `count` evenly spaced times from 0 to exactly 1 (a single value gets `[0]`).
  private static func evenlySpacedTimes(count: Int) -> [Double] {
    guard count > 1 else { return [0] }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }
}
