import Foundation
import InteractionKitGeometry
import Testing

/// Every Path entry point with NaN, infinite, negative or empty input: no crash, no hang, no NaN.
@Suite struct PathBadInputTests {
  static let base: Path = {
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 5, y: 2))
    return path
  }()

  static let badNumbers: [CGFloat] = [.nan, .infinity, -.infinity, .signalingNaN]

  static func hasNonFinitePoint(_ path: Path) -> Bool { allPoints(path).contains { !$0.isFinitePoint } }

  @Test func arcWithNonFiniteInputIsIgnored() {
    for bad in Self.badNumbers {
      var path = Self.base
      path.addArc(center: CGPoint(x: bad, y: 0), radius: 3, startAngle: 0, endAngle: 1, clockwise: true)
      path.addArc(center: CGPoint(x: 0, y: bad), radius: 3, startAngle: 0, endAngle: 1, clockwise: true)
      path.addArc(center: .zero, radius: bad, startAngle: 0, endAngle: 1, clockwise: true)
      path.addArc(center: .zero, radius: 3, startAngle: bad, endAngle: 1, clockwise: false)
      path.addArc(center: .zero, radius: 3, startAngle: 0, endAngle: bad, clockwise: false)
      #expect(path == Self.base)
    }
  }

  @Test func arcWithNegativeRadiusIsIgnored() {
    var path = Self.base
    path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: true)
    path.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 0, y: 5), radius: -2)
    #expect(path == Self.base)
  }

  @Test func arcThatWouldOverflowIsIgnored() {
    var path = Self.base
    path.addArc(center: CGPoint(x: 1.7e308, y: 0), radius: 1.7e308, startAngle: 0, endAngle: 3, clockwise: true)
    #expect(path == Self.base)
    // Huge but representable arcs are kept, with finite points only.
    var big = Path()
    big.addArc(center: .zero, radius: 1e300, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(big.elements.count == 5)
    #expect(!Self.hasNonFinitePoint(big))
    // Huge angles are reduced modulo a turn without NaN.
    var spun = Path()
    spun.addArc(center: .zero, radius: 1, startAngle: 1e300, endAngle: -1e300, clockwise: true)
    #expect(!Self.hasNonFinitePoint(spun))
  }

  @Test func tangentArcWithNonFiniteInputIsIgnored() {
    for bad in Self.badNumbers {
      var path = Self.base
      path.addArc(tangent1End: CGPoint(x: bad, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 1)
      path.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 0, y: bad), radius: 1)
      path.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 0, y: 5), radius: bad)
      #expect(path == Self.base)
    }
  }

  @Test func nearlyCollinearTangentArcStaysFinite() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 1e-300), radius: 5)
    #expect(!Self.hasNonFinitePoint(path))
    var reversal = Path()
    reversal.move(to: .zero)
    reversal.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 0, y: 1e-14), radius: 5)
    #expect(!Self.hasNonFinitePoint(reversal))
  }

  @Test func ellipseWithBadRectIsIgnored() {
    for rect in [
      CGRect.null, .infinite, CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1),
      CGRect(x: 0, y: 0, width: 0, height: 5), CGRect(x: 0, y: 0, width: 5, height: 0),
    ] {
      var path = Self.base
      path.addEllipse(in: rect)
      #expect(path == Self.base)
      #expect(Path(ellipseIn: rect).isEmpty)
    }
  }

  @Test func emptyPathsAnswerEveryQuery() throws {
    let empty = Path()
    #expect(empty.boundingBox.isNull)
    #expect(empty.controlPointBounds.isNull)
    #expect(empty.flattened().isEmpty)
    #expect(!empty.contains(.zero))
    #expect(empty.applying(CGAffineTransform(scaleX: 2, y: 2)).isEmpty)
    #expect(empty.svgPathData.isEmpty)
    #expect(try Path(svgPathData: empty.svgPathData) == empty)
  }

  @Test func pathsHoldingNonFinitePointsNeverCrashQueries() {
    var path = Path()
    path.move(to: CGPoint(x: CGFloat.nan, y: 1))
    path.addLine(to: CGPoint(x: 2, y: CGFloat.infinity))
    path.addQuadCurve(to: CGPoint(x: 3, y: 3), control: CGPoint(x: -CGFloat.infinity, y: 0))
    path.addCurve(to: CGPoint(x: CGFloat.nan, y: CGFloat.nan), control1: .zero, control2: CGPoint(x: 1, y: 1))
    path.closeSubpath()
    #expect(path.boundingBox == CGRect(x: 3, y: 3, width: 0, height: 0))
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
    let polylines = path.flattened()
    #expect(polylines.count == 1)
    #expect(polylines[0].points.count == 4)  // the start and one vertex per segment: curves become chords
    #expect(path.svgPathData == "M 0 1 L 2 0 Q 0 0 3 3 C 0 0 1 1 0 0 Z")
    #expect(path.applying(CGAffineTransform(translationX: 1, y: 1)).elements.count == path.elements.count)
  }

  @Test func enormousCoordinatesTerminate() {
    let huge = Path(ellipseIn: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
    #expect(huge.contains(.zero))
    #expect(!huge.contains(CGPoint(x: 9e299, y: 9e299)))
    #expect(huge.flattened(tolerance: 1e-4)[0].points.count <= 4 * 4096 + 1)
    #expect(huge.boundingBox.width > 1.9e300)
    // A curve with a huge control point next to a tiny query point is subdivided only to the depth cap.
    var spike = Path()
    spike.move(to: .zero)
    spike.addCurve(to: CGPoint(x: 1, y: 0), control1: CGPoint(x: 1e200, y: 1e200), control2: CGPoint(x: -1e200, y: 1e200))
    _ = spike.contains(CGPoint(x: 0.5, y: 1e-300))
    _ = spike.boundingBox
  }
}
