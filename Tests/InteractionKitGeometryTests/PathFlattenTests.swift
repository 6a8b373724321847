import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

@Suite struct PathFlattenTests {
  /// The curve sampled so densely that the samples' chain is within about 2e-6 of the curve
  /// (the sagitta is at most dt²·max|B″|/8 for control points within ±200).
  static func denseSamples(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
    (0...20_000).map { cubicPoint(p0, p1, p2, p3, CGFloat($0) / 20_000) }
  }

  @Test func flattenedCubicsStayWithinTolerance() async {
    let coordinate = Gen.double(in: -200...200)
    await propertyCheck(
      count: 60, input: coordinate, coordinate, coordinate, coordinate, coordinate, coordinate, coordinate, coordinate,
      Gen.double(in: 0.01...3)
    ) { x0, y0, x1, y1, x2, y2, x3, y3, tolerance in
      let p0 = CGPoint(x: x0, y: y0), p1 = CGPoint(x: x1, y: y1), p2 = CGPoint(x: x2, y: y2), p3 = CGPoint(x: x3, y: y3)
      var path = Path()
      path.move(to: p0)
      path.addCurve(to: p3, control1: p1, control2: p2)
      let polylines = path.flattened(tolerance: tolerance)
      #expect(polylines.count == 1)
      let points = polylines[0].points
      #expect(points.first == p0)
      #expect(points.last == p3)
      #expect(!polylines[0].isClosed)
      let curve = Self.denseSamples(p0, p1, p2, p3)
      // Every vertex lies on the curve, in order: find the dense segment each one sits on.
      var segmentIndices: [Int] = []
      var searchFrom = 0
      for p in points {
        guard let index = (searchFrom..<(curve.count - 1)).first(where: { distance(p, toSegment: curve[$0], curve[$0 + 1]) < 1e-5 }) else {
          Issue.record("vertex \(p) is not on the curve after segment \(searchFrom)")
          return
        }
        segmentIndices.append(index)
        searchFrom = index
      }
      // Every point of the curve is within the tolerance of the polyline.
      for p in curve.enumerated().filter({ $0.offset % 10 == 0 }).map(\.element) {
        #expect(distance(p, toChain: points) <= tolerance + 1e-6)
      }
      // Every point of each chord is within the tolerance of the piece of curve it replaces
      // (a stronger check than the distance to the whole curve).
      for i in 1..<points.count {
        let piece = Array(curve[segmentIndices[i - 1]...min(curve.count - 1, segmentIndices[i] + 1)])
        for s in stride(from: CGFloat(0.125), to: 1, by: 0.125) {
          let q = points[i - 1].interpolated(to: points[i], fraction: s)
          #expect(distance(q, toChain: piece) <= tolerance + 1e-5)
        }
      }
    }
  }

  @Test func quadraticCurvesAreFlattenedWithinTolerance() {
    let p0 = CGPoint(x: 0, y: 0), c = CGPoint(x: 50, y: 120), p2 = CGPoint(x: 100, y: 0)
    var path = Path()
    path.move(to: p0)
    path.addQuadCurve(to: p2, control: c)
    let points = path.flattened(tolerance: 0.05)[0].points
    let curve = (0...20_000).map { quadPoint(p0, c, p2, CGFloat($0) / 20_000) }
    for p in points { #expect(distance(p, toChain: curve) < 1e-6) }
    for p in curve { #expect(distance(p, toChain: points) <= 0.05 + 1e-9) }
    #expect(points.count > 10)
  }

  @Test func smallerToleranceGivesMorePoints() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
    let coarse = circle.flattened(tolerance: 1)[0].points.count
    let standard = circle.flattened()[0].points.count
    let fine = circle.flattened(tolerance: 0.001)[0].points.count
    #expect(coarse < standard && standard < fine)
    // Chords of a radius-100 circle within 0.25: at least π/acos(1 − 0.25/100) ≈ 44 segments.
    #expect(standard >= 45)
  }

  @Test func subpathsBecomeSeparatePolylines() {
    var path = Path()
    path.addPolygon([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    path.move(to: CGPoint(x: 50, y: 50))  // a lone move draws nothing
    path.move(to: CGPoint(x: 20, y: 20))
    path.addLine(to: CGPoint(x: 30, y: 20))
    let polylines = path.flattened()
    #expect(
      polylines == [
        Polyline(points: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)], isClosed: true),
        Polyline(points: [CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 20)], isClosed: false),
      ])
  }

  @Test func segmentsAfterCloseStartAtTheSubpathStart() {
    var path = Path()
    path.move(to: CGPoint(x: 5, y: 5))
    path.addLine(to: CGPoint(x: 10, y: 5))
    path.closeSubpath()
    path.addLine(to: CGPoint(x: 5, y: 10))
    let polylines = path.flattened()
    #expect(polylines.count == 2)
    #expect(polylines[1] == Polyline(points: [CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 10)], isClosed: false))
    // Before any move, the implicit start is the origin.
    #expect(Path(elements: [.line(to: CGPoint(x: 1, y: 1))]).flattened() == [Polyline(points: [.zero, CGPoint(x: 1, y: 1)], isClosed: false)])
  }

  @Test func toleranceIsClamped() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(circle.flattened(tolerance: .nan) == circle.flattened(tolerance: 0.25))
    #expect(circle.flattened(tolerance: .infinity) == circle.flattened(tolerance: 0.25))
    #expect(circle.flattened(tolerance: -.infinity) == circle.flattened(tolerance: 0.25))
    #expect(circle.flattened(tolerance: 0) == circle.flattened(tolerance: 1e-4))
    #expect(circle.flattened(tolerance: -5) == circle.flattened(tolerance: 1e-4))
  }

  @Test func enormousCurvesAreCappedAndDoNotHang() {
    let huge = Path(ellipseIn: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
    let points = huge.flattened(tolerance: 1e-4)[0].points
    // Four curves, at most 4096 segments each.
    #expect(points.count <= 4 * 4096 + 1)
    #expect(points.count > 4 * 4000)
    #expect(points.allSatisfy { $0.isFinitePoint })
  }

  @Test func nonFiniteCurvesBecomeChords() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: CGFloat.nan, y: 0), control2: CGPoint(x: 5, y: 5))
    #expect(path.flattened() == [Polyline(points: [.zero, CGPoint(x: 10, y: 0)], isClosed: false)])
    #expect(Path().flattened().isEmpty)
    #expect(Path(elements: [.move(to: .zero), .closeSubpath]).flattened().isEmpty)
  }
}
