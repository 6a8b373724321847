import Foundation
import InteractionKitMotion
import PropertyBased
import Testing

@Suite struct SpringSettlingTests {
  /// Springs and initial velocities covering all three regimes, with and without overshoot.
  static let cases: [(Spring, Double)] = [
    (Spring(dampingRatio: 0.5, response: 0.5), 0),
    (Spring(dampingRatio: 0.15, response: 0.3), 0),
    (Spring(dampingRatio: 0.8, response: 0.4), -4),
    (Spring(dampingRatio: 1, response: 0.5), 0),
    (Spring(mass: 1, stiffness: 100, damping: 20), 8),
    (Spring(mass: 1, stiffness: 100, damping: 20), -3),
    (Spring(mass: 2, stiffness: 50, damping: 40), 0),
    (Spring(mass: 2, stiffness: 50, damping: 40), 12),
    (Spring(dampingRatio: 3, response: 0.2), 0),
  ]

  /// Checks the definition: within epsilon at every sampled time after, outside it just before.
  private func checkSettles(_ spring: Spring, velocity: Double, epsilon: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    let duration = spring.settlingDuration(initialVelocity: velocity, epsilon: epsilon)
    #expect(duration > 0, sourceLocation: sourceLocation)
    #expect(duration < Spring.maximumSettlingDuration, sourceLocation: sourceLocation)
    var generator = SeededGenerator(seed: 42)
    for step in 1...4000 {
      let time = duration + Double(step) * 0.0025 + Double.random(in: 0..<0.0025, using: &generator)
      #expect(abs(spring.value(at: time, initialVelocity: velocity) - 1) < epsilon, "t \(time)", sourceLocation: sourceLocation)
    }
    for offset in [1e-12, 1e-9, 1e-6] {
      #expect(abs(spring.value(at: duration + offset, initialVelocity: velocity) - 1) < epsilon, sourceLocation: sourceLocation)
    }
    #expect(abs(spring.value(at: duration - 1e-6, initialVelocity: velocity) - 1) > epsilon, sourceLocation: sourceLocation)
  }

  @Test(arguments: 0..<cases.count)
  func settlingDurationMeetsItsDefinition(index: Int) {
    let (spring, velocity) = Self.cases[index]
    checkSettles(spring, velocity: velocity, epsilon: 0.001)
    checkSettles(spring, velocity: velocity, epsilon: 0.05)
  }

  @Test(arguments: 0..<cases.count)
  func settlingDurationMatchesBruteForceScan(index: Int) {
    let (spring, velocity) = Self.cases[index]
    // Last sample on a 1e-4 s grid where the bound is still exceeded.
    var lastExceeding = 0.0
    for step in 0...100_000 {
      let time = Double(step) * 1e-4
      if abs(spring.value(at: time, initialVelocity: velocity) - 1) >= 0.001 { lastExceeding = time }
    }
    let duration = spring.settlingDuration(initialVelocity: velocity)
    #expect(duration >= lastExceeding)
    #expect(duration <= lastExceeding + 1e-4)
  }

  @Test func criticalSettlingMatchesHighPrecisionRoot() {
    // (1 + 10t)e^{−10t} = 0.001, solved with mpmath.
    let duration = Spring(mass: 1, stiffness: 100, damping: 20).settlingDuration()
    #expect(abs(duration - 0.9233413476451586) < 1e-9)
  }

  @Test func randomSpringsSettleByDefinition() async {
    await propertyCheck(
      count: 150, input: Gen.double(in: 0.05...2.5), Gen.double(in: 0.1...1), Gen.double(in: -6...6),
      Gen.double(in: 0.0005...0.2)
    ) { ratio, response, velocity, epsilon in
      let spring = Spring(dampingRatio: ratio, response: response)
      let duration = spring.settlingDuration(initialVelocity: velocity, epsilon: epsilon)
      #expect(duration >= 0 && duration < Spring.maximumSettlingDuration)
      if duration > 0 {
        #expect(abs(spring.value(at: duration - 1e-7, initialVelocity: velocity) - 1) > epsilon)
      }
      for step in 1...400 {
        let time = duration + Double(step) * 0.01
        #expect(abs(spring.value(at: time, initialVelocity: velocity) - 1) < epsilon)
      }
    }
  }

  @Test func moreToleranceSettlesSooner() {
    let spring = Spring(dampingRatio: 0.4, response: 0.5)
    let strict = spring.settlingDuration(epsilon: 0.0001)
    let normal = spring.settlingDuration()
    let loose = spring.settlingDuration(epsilon: 0.1)
    #expect(strict > normal)
    #expect(normal > loose)
  }

  @Test func badEpsilonUsesDefaultAndHugeEpsilonIsInstant() {
    let spring = Spring(dampingRatio: 0.7, response: 0.4)
    let standard = spring.settlingDuration()
    #expect(spring.settlingDuration(epsilon: .nan) == standard)
    #expect(spring.settlingDuration(epsilon: 0) == standard)
    #expect(spring.settlingDuration(epsilon: -1) == standard)
    #expect(spring.settlingDuration(epsilon: 2) == 0)
    #expect(spring.settlingDuration(epsilon: .infinity) == 0)
    #expect(spring.settlingDuration(initialVelocity: .nan) == standard)
  }

  @Test func slowSpringsAreCappedAtSixtySecondsFastOnesAreNot() {
    let undamped = Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(undamped.settlingDuration() == 60)
    let sluggish = Spring(mass: 1_000_000, stiffness: 0.001, damping: 1_000_000)
    #expect(sluggish.settlingDuration() == 60)
    // Barely damped but fast: the envelope e^{−t/2} reaches 0.001 after 2·ln(1000) s, under the cap,
    // after about 140,000 oscillations.
    let stiff = Spring(mass: 0.001, stiffness: 1_000_000, damping: 0.001)
    #expect(abs(stiff.settlingDuration() - 2 * log(1000)) < 1e-3)
  }

  @Test func extremeSpringsStayFinite() {
    let fast = Spring(mass: 0.001, stiffness: 1_000_000, damping: 1_000_000)
    let duration = fast.settlingDuration()
    #expect(duration.isFinite && duration >= 0 && duration <= 60)
    let quick = Spring(dampingRatio: 1, response: 0.01)
    #expect(quick.settlingDuration() < 0.02)
  }
}
