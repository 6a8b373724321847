/// Why a ``Keyframes`` value could not be created.
///
/// Each case's ``description`` is a full sentence that names the problem and ends with the fix.
///
/// ```swift
/// do {
///   _ = try Keyframes(values: [0.0, 1.0], keyTimes: [0, 0.5, 1])
/// } catch {
///   print(error)   // "There are 2 values but 3 key times. Pass exactly one key time per value, …"
/// }
/// ```
public enum KeyframeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The values array is empty.
  case noValues
  /// The key times array does not have one entry per value.
  case keyTimeCountMismatch(values: Int, keyTimes: Int)
  /// The key time at `index` is NaN or infinite.
  case keyTimeNotFinite(index: Int)
  /// The key time at `index` lies outside 0...1.
  case keyTimeOutOfRange(index: Int, value: Double)
  /// The key time at `index` is not greater than the one before it.
  case keyTimesNotIncreasing(index: Int)
  /// The first key time is not 0.
  case firstKeyTimeNotZero(Double)
  /// The last key time (of two or more) is not 1.
  case lastKeyTimeNotOne(Double)
  /// The timing functions array does not have one entry per segment between values.
  case timingFunctionCountMismatch(expected: Int, actual: Int)

  /// A full-sentence explanation that ends with how to fix the input.
  public var description: String {
    switch self {
    case .noValues:
      "A keyframe animation needs at least one value, but the values array is empty. Pass one or more values."
    case .keyTimeCountMismatch(let values, let keyTimes):
      "There are \(values) values but \(keyTimes) key times. Pass exactly one key time per value, "
        + "or nil to space the values evenly."
    case .keyTimeNotFinite(let index):
      "Key time \(index) is not a finite number. Use a number between 0 and 1."
    case .keyTimeOutOfRange(let index, let value):
      "Key time \(index) is \(value), which lies outside 0...1. Use a number between 0 and 1."
    case .keyTimesNotIncreasing(let index):
      "Key time \(index) is not greater than key time \(index - 1). Make every key time larger than the one before it."
    case .firstKeyTimeNotZero(let value):
      "The first key time is \(value) instead of 0. Start the key times at 0."
    case .lastKeyTimeNotOne(let value):
      "The last key time is \(value) instead of 1. End the key times at 1."
    case .timingFunctionCountMismatch(let expected, let actual):
      "There are \(actual) timing functions for \(expected) segments between values. Pass one timing function "
        + "per segment (values.count − 1), or nil for linear pacing."
    }
  }
}
