import Foundation
import InteractionKitMotion
import PropertyBased
import Testing

@Suite struct TimingFunctionTests {
  /// Reference values computed with 40-digit arithmetic (mpmath) by bisection on the Bézier.
  static let oracle: [(TimingFunction, [Double])] = [
    (.easeIn, [0.0170266096515629, 0.0934646507188249, 0.315356812572539, 0.62186186917489, 0.839427845762467]),
    (.easeOut, [0.160572154237533, 0.37813813082511, 0.684643187427461, 0.906535349281175, 0.982973390348437]),
    (.easeInEaseOut, [0.0197224535483112, 0.12916193104732, 0.5, 0.87083806895268, 0.980277546451689]),
    (.default, [0.0947963057160432, 0.408510591355396, 0.802403387584857, 0.960458978348974, 0.994316477484556]),
  ]
  static let oracleFractions = [0.1, 0.25, 0.5, 0.75, 0.9]

  @Test func namedCurvesHaveCoreAnimationControlPoints() {
    #expect(TimingFunction.linear.controlPoint1 == CGPoint(x: 0, y: 0))
    #expect(TimingFunction.linear.controlPoint2 == CGPoint(x: 1, y: 1))
    #expect(TimingFunction.easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(TimingFunction.easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
    #expect(TimingFunction.easeOut.controlPoint1 == CGPoint(x: 0, y: 0))
    #expect(TimingFunction.easeOut.controlPoint2 == CGPoint(x: 0.58, y: 1))
    #expect(TimingFunction.easeInEaseOut.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(TimingFunction.easeInEaseOut.controlPoint2 == CGPoint(x: 0.58, y: 1))
    #expect(TimingFunction.default.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
    #expect(TimingFunction.default.controlPoint2 == CGPoint(x: 0.25, y: 1))
  }

  @Test func namedCurvesMatchHighPrecisionOracle() {
    for (curve, expected) in Self.oracle {
      for (fraction, value) in zip(Self.oracleFractions, expected) {
        #expect(abs(curve.progress(at: fraction) - value) < 1e-6, "\(curve) at \(fraction)")
      }
    }
  }

  @Test func namedCurvesMatchDenseBisectionReference() {
    let curves: [TimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    for curve in curves {
      let (p1, p2) = (curve.controlPoint1, curve.controlPoint2)
      for step in 1..<40 {
        let fraction = Double(step) / 40
        let reference = Reference.progress(p1.x, p1.y, p2.x, p2.y, at: fraction)
        #expect(abs(curve.progress(at: fraction) - reference) < 1e-6, "\(curve) at \(fraction)")
      }
    }
  }

  @Test func endpointsAreExact() {
    let curves: [TimingFunction] = [
      .linear, .easeIn, .easeOut, .easeInEaseOut, .default, TimingFunction(controlPoints: 0.3, -0.8, 0.7, 1.9),
    ]
    for curve in curves {
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
      #expect(curve.parameter(forFraction: 0) == 0)
      #expect(curve.parameter(forFraction: 1) == 1)
    }
  }

  @Test func linearIsIdentityAndSymmetricCurveIsSymmetric() {
    for step in 0...100 {
      let f = Double(step) / 100
      #expect(TimingFunction.linear.progress(at: f) == f)
      let sum = TimingFunction.easeInEaseOut.progress(at: f) + TimingFunction.easeInEaseOut.progress(at: 1 - f)
      #expect(abs(sum - 1) < 1e-9)
    }
  }

  @Test func fractionsOutsideRangeAreClamped() {
    let curve = TimingFunction.easeIn
    #expect(curve.progress(at: -0.5) == 0)
    #expect(curve.progress(at: 1.5) == 1)
    #expect(curve.progress(at: .nan) == 0)
    #expect(curve.progress(at: -.infinity) == 0)
    #expect(curve.progress(at: .infinity) == 1)
    #expect(curve.parameter(forFraction: .nan) == 0)
    #expect(curve.point(atParameter: .nan) == CGPoint(x: 0, y: 0))
    #expect(curve.point(atParameter: 2) == CGPoint(x: 1, y: 1))
  }

  @Test func nonFiniteControlPointsBecomeLinearValues() {
    let curve = TimingFunction(controlPoints: .nan, .nan, .nan, .nan)
    #expect(curve == .linear)
    let infinite = TimingFunction(controlPoints: .infinity, -.infinity, -.infinity, .infinity)
    #expect(infinite == .linear)
    let mixed = TimingFunction(controlPoints: 0.42, .nan, .nan, 1)
    #expect(mixed.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(mixed.controlPoint2 == CGPoint(x: 1, y: 1))
    #expect(mixed == .easeIn)
    for step in 0...20 {
      #expect(curve.progress(at: Double(step) / 20).isFinite)
    }
  }

  @Test func xComponentsAreClampedYComponentsAreNot() {
    let curve = TimingFunction(controlPoints: -0.5, -0.7, 1.5, 1.8)
    #expect(curve.controlPoint1 == CGPoint(x: 0, y: -0.7))
    #expect(curve.controlPoint2 == CGPoint(x: 1, y: 1.8))
    let reference = Reference.progress(0, -0.7, 1, 1.8, at: 0.3)
    #expect(abs(curve.progress(at: 0.3) - reference) < 1e-6)
  }

  @Test func overshootingCurveLeavesUnitRange() {
    let back = TimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)
    let peak = (1..<100).map { back.progress(at: Double($0) / 100) }.max() ?? 0
    #expect(peak > 1.05)
    let reference = Reference.progress(0.3, 1.6, 0.6, 1, at: 0.6)
    #expect(abs(back.progress(at: 0.6) - reference) < 1e-6)
  }

  @Test func flatSpotInXStillSolves() {
    // x'(0.5) = 0 for control x components 1 and 0: the solver must fall back to bisection.
    let curve = TimingFunction(controlPoints: 1, 0.2, 0, 0.8)
    for step in 1..<200 {
      let f = Double(step) / 200
      let t = curve.parameter(forFraction: f)
      #expect(abs(Reference.bezier(1, 0, t) - f) < 1e-6)
    }
  }

  @Test func pointAtParameterFollowsBezier() {
    let curve = TimingFunction.default
    for step in 0...10 {
      let t = Double(step) / 10
      let point = curve.point(atParameter: t)
      #expect(abs(point.x - Reference.bezier(0.25, 0.25, t)) < 1e-12)
      #expect(abs(point.y - Reference.bezier(0.1, 1, t)) < 1e-12)
    }
  }

  @Test func codableRoundTripsAndClampsOnDecode() throws {
    let data = try JSONEncoder().encode(TimingFunction.easeInEaseOut)
    #expect(try JSONDecoder().decode(TimingFunction.self, from: data) == .easeInEaseOut)
    let raw = Data(#"{"c1x": -2, "c1y": 0.5, "c2x": 7, "c2y": 0.5}"#.utf8)
    let decoded = try JSONDecoder().decode(TimingFunction.self, from: raw)
    #expect(decoded.controlPoint1 == CGPoint(x: 0, y: 0.5))
    #expect(decoded.controlPoint2 == CGPoint(x: 1, y: 0.5))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TimingFunction.self, from: Data(#"{"c1x": 0}"#.utf8))
    }
  }

  // MARK: Properties

  @Test func solvingFindsTheParameterForAnyValidCurve() async {
    await propertyCheck(
      count: 500, input: Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1),
      Gen.double(in: -1...2), Gen.double(in: 0...1)
    ) { c1x, c1y, c2x, c2y, fraction in
      let curve = TimingFunction(controlPoints: c1x, c1y, c2x, c2y)
      let t = curve.parameter(forFraction: fraction)
      #expect((0...1).contains(t))
      #expect(abs(Reference.bezier(c1x, c2x, t) - fraction) < 1e-6)
      let progress = curve.progress(at: fraction)
      #expect(abs(progress - Reference.bezier(c1y, c2y, t)) < 1e-9)
    }
  }

  @Test func progressIsContinuousInFraction() async {
    await propertyCheck(
      count: 200, input: Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1),
      Gen.double(in: -1...2)
    ) { c1x, c1y, c2x, c2y in
      let curve = TimingFunction(controlPoints: c1x, c1y, c2x, c2y)
      // |y'(t)| is bounded by 3 × the largest difference of consecutive y control values.
      let lipschitz = 3 * max(abs(c1y), abs(c2y - c1y), abs(1 - c2y))
      var previousT = 0.0
      var previousProgress = 0.0
      for step in 1...1000 {
        let f = Double(step) / 1000
        let t = curve.parameter(forFraction: f)
        let progress = curve.progress(at: f)
        // t(f) is monotonic (up to the solver tolerance) and progress moves no faster than y(t) allows.
        #expect(t >= previousT - 1e-6)
        #expect(abs(progress - previousProgress) <= lipschitz * abs(t - previousT) + 1e-8)
        previousT = t
        previousProgress = progress
      }
      #expect(previousProgress == 1)
    }
  }
}
