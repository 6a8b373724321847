import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

@Suite struct PathArcTests {
  /// The largest radial error of a 90° cubic arc, relative to the radius (a known constant).
  static let quarterArcRadialError: CGFloat = 2.7253e-4

  @Test func quarterArcHasTheStandardControlPoints() {
    var path = Path()
    path.addArc(center: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    let k = 10 * 4 / 3 * (sqrt(2) - 1)  // 4/3·tan(π/8)·r = 5.5228…
    #expect(abs(k - 5.522847498) < 1e-9)
    guard path.elements.count == 2, case .move(let start) = path.elements[0],
      case .curve(let end, let c1, let c2) = path.elements[1]
    else {
      Issue.record("expected a move and one curve, got \(path.elements)")
      return
    }
    #expect(isClose(start, CGPoint(x: 10, y: 0), 1e-12))
    #expect(isClose(c1, CGPoint(x: 10, y: k), 1e-12))
    #expect(isClose(c2, CGPoint(x: k, y: 10), 1e-12))
    #expect(isClose(end, CGPoint(x: 0, y: 10), 1e-12))
  }

  @Test func fullCircleUsesFourCurvesAndStaysOnTheCircle() {
    var path = Path()
    let center = CGPoint(x: 100, y: 50)
    path.addArc(center: center, radius: 40, startAngle: 0.3, endAngle: 0.3 + 2 * .pi, clockwise: true)
    #expect(path.elements.count == 5)
    let points = path.flattened(tolerance: 0.01).flatMap(\.points)
    var worst: CGFloat = 0
    for p in points { worst = max(worst, abs(p.distance(to: center) - 40) / 40) }
    // Every vertex is within 1e-3 of the radius; the error is the cubic's own, about 2.7e-4.
    #expect(worst < 1e-3)
    #expect(worst <= Self.quarterArcRadialError * 1.01)
    #expect(worst > Self.quarterArcRadialError * 0.9)
  }

  @Test func arcPointsStayOnTheCircleForRandomArcs() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: 0.1...500), Gen.double(in: -10...10), Gen.double(in: -10...10), Gen.bool
    ) { radius, start, end, clockwise in
      var path = Path()
      let center = CGPoint(x: 3, y: -7)
      path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
      for segment in cubicSegments(path) {
        for i in 0...16 {
          let p = cubicPoint(segment.0, segment.1, segment.2, segment.3, CGFloat(i) / 16)
          #expect(abs(p.distance(to: center) - radius) <= 1e-3 * radius)
        }
      }
      // At most four curves, each spanning at most 90°.
      #expect(path.elements.count <= 5)
      // The arc starts at the start angle and ends at the end angle (or back at the start when
      // the requested sweep is a full turn or more).
      let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
      let fullTurn = (clockwise ? end - start : start - end) >= 2 * .pi
      let last = fullTurn ? first : CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
      #expect(path.elements.first == .move(to: first))
      #expect(isClose(path.currentPoint, last, 1e-9 * max(1, radius)))
    }
  }

  @Test func clockwiseMeansIncreasingAngleOnScreen() {
    var clockwise = Path()
    clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // Increasing angle passes through the lower-right quadrant (y down): the midpoint is at 45°.
    let cw = cubicSegments(clockwise)
    #expect(cw.count == 1)
    let mid = cubicPoint(cw[0].0, cw[0].1, cw[0].2, cw[0].3, 0.5)
    #expect(mid.x > 7 && mid.y > 7)

    var counterClockwise = Path()
    counterClockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    // The other way round is three quarters of a circle, through (0, -10) and (-10, 0).
    let ccw = cubicSegments(counterClockwise)
    #expect(ccw.count == 3)
    #expect(isClose(ccw[0].3, CGPoint(x: 0, y: -10), 1e-12))
    #expect(isClose(ccw[1].3, CGPoint(x: -10, y: 0), 1e-12))
    #expect(isClose(ccw[2].3, CGPoint(x: 0, y: 10), 1e-12))
    for polyline in counterClockwise.flattened() {
      #expect(!polyline.points.contains { $0.x > 0.5 && $0.y > 0.5 })
    }
  }

  @Test func fullClockwiseCircleHasPositiveShoelaceArea() {
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    let area = shoelaceArea(path.flattened(tolerance: 1e-4)[0].points)
    #expect(abs(area - .pi * 100) < 0.1)
    var reversed = Path()
    reversed.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -2 * .pi, clockwise: false)
    #expect(abs(shoelaceArea(reversed.flattened(tolerance: 1e-4)[0].points) + .pi * 100) < 0.1)
  }

  @Test func sweepsOfMoreThanATurnDrawOneCircle() {
    var path = Path()
    path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 7 * .pi, clockwise: true)
    #expect(path.elements.count == 5)
    #expect(isClose(path.currentPoint, CGPoint(x: 1, y: 0), 1e-12))
    // In the "wrong" direction the difference is reduced modulo a turn: 0 → -π/2 clockwise is 270°.
    var wrapped = Path()
    wrapped.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
    #expect(cubicSegments(wrapped).count == 3)
    #expect(isClose(wrapped.currentPoint, CGPoint(x: 0, y: -1), 1e-12))
  }

  @Test func arcConnectsToTheCurrentPointWithALine() {
    var path = Path()
    path.move(to: CGPoint(x: -50, y: 0))
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(path.elements[1] == .line(to: CGPoint(x: 10, y: 0)))
    // After a closed subpath the arc starts a new subpath instead.
    path.closeSubpath()
    path.addArc(center: CGPoint(x: 100, y: 0), radius: 5, startAngle: 0, endAngle: 1, clockwise: true)
    #expect(path.elements[path.elements.count - 2] == .move(to: CGPoint(x: 105, y: 0)))
    // No zero-length line when the current point already is the arc's start.
    var joined = Path()
    joined.move(to: CGPoint(x: 10, y: 0))
    joined.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 1, clockwise: true)
    #expect(joined.elements.count == 2)
  }

  @Test func zeroRadiusAndZeroSweep() {
    var point = Path()
    point.move(to: CGPoint(x: 1, y: 1))
    point.addArc(center: CGPoint(x: 5, y: 5), radius: 0, startAngle: 0, endAngle: 3, clockwise: true)
    #expect(point.elements == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 5, y: 5))])
    var empty = Path()
    empty.addArc(center: .zero, radius: 4, startAngle: 1, endAngle: 1, clockwise: false)
    #expect(empty.elements == [.move(to: CGPoint(x: 4 * cos(CGFloat(1)), y: 4 * sin(CGFloat(1))))])
  }

  @Test func tangentArcTouchesBothLines() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
    #expect(path.elements[1] == .line(to: CGPoint(x: 7, y: 0)))
    let curves = cubicSegments(path)
    #expect(curves.count == 1)
    #expect(isClose(path.currentPoint, CGPoint(x: 10, y: 3), 1e-12))
    let center = CGPoint(x: 7, y: 3)
    for i in 0...20 {
      let p = cubicPoint(curves[0].0, curves[0].1, curves[0].2, curves[0].3, CGFloat(i) / 20)
      #expect(abs(p.distance(to: center) - 3) < 1e-3)
    }
  }

  @Test func tangentArcAtAnObtuseCornerTurningLeft() {
    // From (0, 0) to the corner (10, 0), then up and right at 60° (a left turn on screen).
    var path = Path()
    path.move(to: .zero)
    let corner = CGPoint(x: 10, y: 0)
    let away = CGPoint(x: 10 + cos(-CGFloat.pi / 3) * 10, y: sin(-CGFloat.pi / 3) * 10)
    path.addArc(tangent1End: corner, tangent2End: away, radius: 2)
    // The lines meet at 120°, so the tangent points are r / tan(60°) from the corner.
    let distance = 2 / tan(CGFloat.pi / 3)
    guard case .line(let t1) = path.elements[1] else {
      Issue.record("expected a line first")
      return
    }
    #expect(isClose(t1, CGPoint(x: 10 - distance, y: 0), 1e-12))
    let t2 = CGPoint(x: 10 + cos(-CGFloat.pi / 3) * distance, y: sin(-CGFloat.pi / 3) * distance)
    #expect(isClose(path.currentPoint, t2, 1e-12))
    // The centre is above the first line (negative y), at distance r from both tangent points.
    let center = CGPoint(x: t1.x, y: -2)
    #expect(abs(t2.distance(to: center) - 2) < 1e-12)
    for curve in cubicSegments(path) {
      let mid = cubicPoint(curve.0, curve.1, curve.2, curve.3, 0.5)
      #expect(abs(mid.distance(to: center) - 2) < 1e-3)
      #expect(mid.y < 0)
    }
  }

  @Test func degenerateTangentArcsBecomeLines() {
    var collinear = Path()
    collinear.move(to: .zero)
    collinear.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
    #expect(collinear.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])

    var zeroRadius = Path()
    zeroRadius.move(to: .zero)
    zeroRadius.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 0)
    #expect(zeroRadius.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])

    var empty = Path()
    empty.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 2)
    #expect(empty.elements == [.move(to: CGPoint(x: 5, y: 0))])

    var coincident = Path()
    coincident.move(to: .zero)
    coincident.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 0), radius: 2)
    #expect(coincident.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
  }

  @Test func ellipseIsInscribedAndClockwise() {
    let rect = CGRect(x: 10, y: 20, width: 200, height: 100)
    let path = Path(ellipseIn: rect)
    #expect(path.elements.count == 6)
    #expect(path.elements.first == .move(to: CGPoint(x: 210, y: 70)))
    #expect(path.elements.last == .closeSubpath)
    #expect(isClose(path.boundingBox, rect, 1e-9))
    for segment in cubicSegments(path) {
      for i in 0...32 {
        let p = cubicPoint(segment.0, segment.1, segment.2, segment.3, CGFloat(i) / 32)
        let u = (p.x - rect.midX) / 100, v = (p.y - rect.midY) / 50
        #expect(abs((u * u + v * v).squareRoot() - 1) < 1e-3)
      }
    }
    // The first quarter runs from the rightmost point to the bottom: clockwise on screen.
    #expect(isClose(cubicSegments(path)[0].3, CGPoint(x: 110, y: 120), 1e-12))
    #expect(path.contains(rect.center))
    #expect(!path.contains(CGPoint(x: rect.minX + 5, y: rect.minY + 5)))
  }

  @Test func ellipseStandardizesNegativeSizes() {
    let flipped = Path(ellipseIn: CGRect(x: 210, y: 120, width: -200, height: -100))
    #expect(flipped == Path(ellipseIn: CGRect(x: 10, y: 20, width: 200, height: 100)))
  }
}
