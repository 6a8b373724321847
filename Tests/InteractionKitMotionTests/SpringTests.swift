import Foundation
import InteractionKitMotion
import PropertyBased
import Testing

@Suite struct SpringTests {
  static let underdamped = Spring(dampingRatio: 0.5, response: 0.5)
  static let critical = Spring(mass: 1, stiffness: 100, damping: 20)
  static let overdamped = Spring(mass: 2, stiffness: 50, damping: 40)
  static let times = [0.1, 0.25, 0.5, 1]

  /// Values from a 40-digit Taylor-series ODE solution (mpmath `odefun`), independent of the closed form.
  static let oracle: [(Spring, Double, [Double])] = [
    (underdamped, 0, [0.479612146884555, 1.14069967414352, 0.989822129014736, 1.00128147975235]),
    (underdamped, 2, [0.566461100372625, 1.15630865051002, 0.983898937069719, 1.00094046823782]),
    (critical, 0, [0.264241117657115, 0.712702504816354, 0.959572318005487, 0.999500600772613]),
    (critical, -3, [0.153877285305683, 0.65113875584843, 0.949465397506859, 0.999364400983325]),
    (overdamped, 0, [0.0697052059019593, 0.230009908851472, 0.448647459162823, 0.717828826024847]),
    (overdamped, 5, [0.277515167222649, 0.433804412285055, 0.596358157192647, 0.793436362110168]),
  ]

  @Test func closedFormMatchesHighPrecisionOracle() {
    for (spring, velocity, expected) in Self.oracle {
      for (time, value) in zip(Self.times, expected) {
        #expect(abs(spring.value(at: time, initialVelocity: velocity) - value) < 1e-9, "\(spring) v0 \(velocity) t \(time)")
      }
    }
  }

  @Test func closedFormMatchesNumericalIntegration() async {
    await propertyCheck(
      count: 60, input: Gen.double(in: 0.05...3), Gen.double(in: 0.1...1.5), Gen.double(in: -5...5),
      Gen.double(in: 0...2)
    ) { ratio, response, velocity, time in
      let spring = Spring(dampingRatio: ratio, response: response)
      let reference = Reference.integrateSpring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity, until: time)
      #expect(abs(spring.value(at: time, initialVelocity: velocity) - reference.position) < 1e-7)
      #expect(abs(spring.velocity(at: time, initialVelocity: velocity) - reference.velocity) < 1e-5)
    }
  }

  @Test func nearCriticalDampingIsContinuous() {
    let critical = Spring(dampingRatio: 1, response: 0.4)
    for ratio in [1 - 1e-9, 1 - 1e-6, 1 + 1e-9, 1 + 1e-6] {
      let near = Spring(dampingRatio: ratio, response: 0.4)
      for time in [0.05, 0.2, 0.6] {
        #expect(abs(near.value(at: time, initialVelocity: 1.5) - critical.value(at: time, initialVelocity: 1.5)) < 1e-5)
      }
    }
  }

  @Test func startsAtZeroWithTheInitialVelocity() {
    for spring in [Self.underdamped, Self.critical, Self.overdamped] {
      #expect(spring.value(at: 0) == 0)
      #expect(spring.value(at: 0, initialVelocity: 4) == 0)
      #expect(abs(spring.velocity(at: 0, initialVelocity: 4) - 4) < 1e-12)
      #expect(abs(spring.velocity(at: 0)) < 1e-12)
    }
  }

  @Test func convergesToOne() {
    for spring in [Self.underdamped, Self.critical, Self.overdamped] {
      for velocity in [-3.0, 0, 3] {
        #expect(abs(spring.value(at: 20, initialVelocity: velocity) - 1) < 1e-9)
        #expect(abs(spring.velocity(at: 20, initialVelocity: velocity)) < 1e-8)
      }
    }
  }

  @Test func underdampedOvershootsByTheTextbookAmount() {
    // The first peak is at π/ω_d with height 1 + e^{−ζπ/√(1−ζ²)}.
    let zeta = 0.5
    let spring = Self.underdamped
    let dampedFrequency = spring.naturalFrequency * (1 - zeta * zeta).squareRoot()
    let peakTime = Double.pi / dampedFrequency
    let expectedPeak = 1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    #expect(abs(spring.value(at: peakTime) - expectedPeak) < 1e-12)
    #expect(abs(spring.velocity(at: peakTime)) < 1e-9)
    let sampledPeak = (0...2000).map { spring.value(at: Double($0) / 1000) }.max() ?? 0
    #expect(sampledPeak > 1.16)
    #expect(sampledPeak <= expectedPeak + 1e-12)
  }

  @Test func criticalAndOverdampedNeverOvershootFromRest() {
    for spring in [Self.critical, Self.overdamped, Spring(dampingRatio: 1, response: 0.3)] {
      var previous = 0.0
      for step in 1...5000 {
        let value = spring.value(at: Double(step) / 500)
        #expect(value <= 1)
        #expect(value >= previous)
        previous = value
      }
    }
  }

  @Test func velocityIsTheDerivativeOfValue() {
    let h = 1e-6
    for spring in [Self.underdamped, Self.critical, Self.overdamped] {
      for time in [0.05, 0.3, 0.9] {
        let numeric = (spring.value(at: time + h, initialVelocity: 1) - spring.value(at: time - h, initialVelocity: 1)) / (2 * h)
        #expect(abs(spring.velocity(at: time, initialVelocity: 1) - numeric) < 1e-5)
      }
    }
  }

  @Test func dampingRatioAndResponseRoundTrip() async {
    await propertyCheck(count: 300, input: Gen.double(in: 0.05...5), Gen.double(in: 0.05...5)) { ratio, response in
      let spring = Spring(dampingRatio: ratio, response: response)
      #expect(spring.mass == 1)
      #expect(abs(spring.dampingRatio - ratio) < 1e-12 * max(1, ratio))
      #expect(abs(spring.response - response) < 1e-12 * max(1, response))
      let physical = Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
      #expect(physical == spring)
    }
  }

  @Test func dampingRatioFormUsesUIKitFormulas() {
    let spring = Spring(dampingRatio: 0.8, response: 0.4)
    let omega = 2 * Double.pi / 0.4
    #expect(spring.stiffness == omega * omega)
    #expect(spring.damping == 4 * Double.pi * 0.8 / 0.4)
    let physical = Spring(mass: 4, stiffness: 100, damping: 8)
    #expect(physical.dampingRatio == 0.2)
    #expect(abs(physical.response - 2 * Double.pi * 0.2) < 1e-15)
  }

  @Test func invalidParametersAreClamped() {
    let negative = Spring(mass: -1, stiffness: .nan, damping: 0)
    #expect(negative.mass == 0.001)
    #expect(negative.stiffness == 0.001)
    #expect(negative.damping == 0.001)
    let huge = Spring(mass: .infinity, stiffness: .infinity, damping: 1e300)
    #expect(huge.mass == 1_000_000)
    #expect(huge.stiffness == 1_000_000)
    #expect(huge.damping == 1_000_000)
    let nanForm = Spring(dampingRatio: .nan, response: .nan)
    #expect(abs(nanForm.stiffness - pow(2 * Double.pi / 0.01, 2)) < 1e-6)
    #expect(nanForm.damping == 0.001)
    let clampedResponse = Spring(dampingRatio: 1, response: 1e9)
    #expect(abs(clampedResponse.response - 100) < 1e-9)
    let clampedRatio = Spring(dampingRatio: -2, response: 1)
    #expect(clampedRatio.damping == 0.001)
    for spring in [negative, huge, nanForm, clampedResponse, clampedRatio] {
      for time in [0.0, 0.01, 1, 59, 1000] {
        #expect(spring.value(at: time).isFinite)
        #expect(spring.velocity(at: time).isFinite)
      }
    }
  }

  @Test func badTimesAndVelocities() {
    let spring = Self.underdamped
    #expect(spring.value(at: -1) == 0)
    #expect(spring.value(at: .nan) == 0)
    #expect(spring.value(at: -.infinity) == 0)
    #expect(spring.value(at: .infinity) == 1)
    #expect(spring.velocity(at: -1, initialVelocity: 3) == 0)
    #expect(spring.velocity(at: .nan) == 0)
    #expect(spring.velocity(at: .infinity) == 0)
    #expect(spring.value(at: 0.3, initialVelocity: .nan) == spring.value(at: 0.3))
    #expect(spring.value(at: 0.3, initialVelocity: .infinity) == spring.value(at: 0.3))
  }

  @Test func codableRoundTripsAndClampsOnDecode() throws {
    let data = try JSONEncoder().encode(Self.underdamped)
    #expect(try JSONDecoder().decode(Spring.self, from: data) == Self.underdamped)
    let raw = Data(#"{"mass": 0, "stiffness": -5, "damping": 10}"#.utf8)
    let decoded = try JSONDecoder().decode(Spring.self, from: raw)
    #expect(decoded == Spring(mass: 0.001, stiffness: 0.001, damping: 10))
  }
}
