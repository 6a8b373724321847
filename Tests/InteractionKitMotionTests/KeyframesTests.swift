import Foundation
import InteractionKitGeometry
import InteractionKitMotion
import Testing

@Suite struct KeyframesTests {
  @Test func hitsValuesAtKeyTimesExactly() throws {
    let values = [0.1, 0.7, 0.3, 0.9, 0.2]
    let keyTimes = [0, 0.1, 0.35, 0.8, 1]
    let keyframes = try Keyframes(
      values: values, keyTimes: keyTimes,
      timingFunctions: [.easeIn, .easeOut, .default, TimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)])
    for (time, value) in zip(keyTimes, values) {
      #expect(keyframes.value(atFraction: time) == value)
    }
  }

  @Test func fractionJustBelowAKeyTimeGivesThatKeyTimesValue() throws {
    // (0.45.nextDown − 0.1) / (0.45 − 0.1) rounds to exactly 1: the segment must end on its own value.
    let keyframes = try Keyframes(values: [0.0, 1, 5, 9], keyTimes: [0, 0.1, 0.45, 1])
    #expect(keyframes.value(atFraction: 0.45.nextDown) == 5)
    #expect(keyframes.value(atFraction: 0.1.nextDown) > 0.99)
  }

  @Test func defaultsAreEvenlySpacedAndLinear() throws {
    let keyframes = try Keyframes(values: [0.0, 10, 40, 50])
    #expect(keyframes.keyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
    #expect(keyframes.timingFunctions == [.linear, .linear, .linear])
    #expect(keyframes.value(atFraction: 1.0 / 6) == 5)
    #expect(abs(keyframes.value(atFraction: 0.5) - 25) < 1e-12)
  }

  @Test func segmentsBlendWithTheirTimingFunction() throws {
    let keyframes = try Keyframes(values: [0.0, 10, 30], keyTimes: [0, 0.25, 1], timingFunctions: [.linear, .easeIn])
    #expect(keyframes.value(atFraction: 0.125) == 5)
    let expected = 10 + 20 * TimingFunction.easeIn.progress(at: 0.5)
    #expect(abs(keyframes.value(atFraction: 0.625) - expected) < 1e-12)
  }

  @Test func keyframesOfPoints() throws {
    let keyframes = try Keyframes(values: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
    #expect(keyframes.value(atFraction: 0.25) == CGPoint(x: 50, y: 0))
    #expect(keyframes.value(atFraction: 0.75) == CGPoint(x: 100, y: 50))
  }

  @Test func singleValueIsConstant() throws {
    let keyframes = try Keyframes(values: [Color.systemBlue])
    #expect(keyframes.keyTimes == [0])
    #expect(keyframes.timingFunctions.isEmpty)
    #expect(keyframes.value(atFraction: 0) == .systemBlue)
    #expect(keyframes.value(atFraction: 0.5) == .systemBlue)
    #expect(keyframes.value(atFraction: 1) == .systemBlue)
    #expect(try Keyframes(values: [1.0], keyTimes: [0], timingFunctions: []).value(atFraction: 0.3) == 1)
  }

  @Test func fractionsAreClamped() throws {
    let keyframes = try Keyframes(values: [3.0, 5, 9])
    #expect(keyframes.value(atFraction: -1) == 3)
    #expect(keyframes.value(atFraction: 2) == 9)
    #expect(keyframes.value(atFraction: .nan) == 3)
    #expect(keyframes.value(atFraction: .infinity) == 9)
    #expect(keyframes.firstValue == 3)
    #expect(keyframes.lastValue == 9)
  }

  // MARK: Errors

  private func expectError(
    _ expected: KeyframeError, values: [Double], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try Keyframes(values: values, keyTimes: keyTimes, timingFunctions: timingFunctions)
      Issue.record("expected \(expected)", sourceLocation: sourceLocation)
    } catch {
      // The initializer uses typed throws, so `error` is statically a KeyframeError.
      #expect(error == expected, sourceLocation: sourceLocation)
    }
  }

  @Test func everyErrorCaseIsThrownForTheRightInput() {
    expectError(.noValues, values: [])
    expectError(.noValues, values: [], keyTimes: [], timingFunctions: [])
    expectError(.keyTimeCountMismatch(values: 2, keyTimes: 3), values: [0, 1], keyTimes: [0, 0.5, 1])
    expectError(.keyTimeNotFinite(index: 1), values: [0, 1, 2], keyTimes: [0, .nan, 1])
    expectError(.keyTimeNotFinite(index: 2), values: [0, 1, 2], keyTimes: [0, 0.5, .infinity])
    expectError(.keyTimeOutOfRange(index: 0, value: -0.1), values: [0, 1], keyTimes: [-0.1, 1])
    expectError(.keyTimeOutOfRange(index: 1, value: 1.5), values: [0, 1], keyTimes: [0, 1.5])
    expectError(.keyTimesNotIncreasing(index: 2), values: [0, 1, 2, 3], keyTimes: [0, 0.6, 0.4, 1])
    expectError(.keyTimesNotIncreasing(index: 2), values: [0, 1, 2, 3], keyTimes: [0, 0.5, 0.5, 1])
    expectError(.firstKeyTimeNotZero(0.2), values: [0, 1], keyTimes: [0.2, 1])
    expectError(.firstKeyTimeNotZero(0.5), values: [0], keyTimes: [0.5])
    expectError(.lastKeyTimeNotOne(0.9), values: [0, 1], keyTimes: [0, 0.9])
    expectError(.timingFunctionCountMismatch(expected: 2, actual: 1), values: [0, 1, 2], timingFunctions: [.easeIn])
    expectError(.timingFunctionCountMismatch(expected: 0, actual: 1), values: [0], timingFunctions: [.easeIn])
  }

  @Test func errorDescriptionsAreSentencesThatEndWithTheFix() {
    let errors: [KeyframeError] = [
      .noValues, .keyTimeCountMismatch(values: 2, keyTimes: 3), .keyTimeNotFinite(index: 1),
      .keyTimeOutOfRange(index: 0, value: -0.5), .keyTimesNotIncreasing(index: 2), .firstKeyTimeNotZero(0.2),
      .lastKeyTimeNotOne(0.9), .timingFunctionCountMismatch(expected: 2, actual: 1),
    ]
    for error in errors {
      #expect(error.description.hasSuffix("."))
      #expect(error.description.first?.isUppercase == true)
      #expect(error.description.split(separator: ". ").count >= 2, "\(error.description)")
    }
    #expect(Set(errors.map(\.description)).count == errors.count)
    #expect(
      KeyframeError.keyTimeCountMismatch(values: 2, keyTimes: 3).description
        == "There are 2 values but 3 key times. Pass exactly one key time per value, or nil to space the values evenly.")
    #expect(KeyframeError.keyTimesNotIncreasing(index: 2).description.contains("key time 1"))
  }
}
