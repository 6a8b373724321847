import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

/// Independent oracles for point-in-polygon tests.
enum PolygonOracle {
  /// Even-odd rule by counting crossings of a ray toward +x (the classic crossing test).
  static func evenOddContains(_ polygon: [CGPoint], _ p: CGPoint) -> Bool {
    var inside = false
    var j = polygon.count - 1
    for i in polygon.indices {
      let a = polygon[i], b = polygon[j]
      if (a.y > p.y) != (b.y > p.y) {
        let xCross = (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x
        if p.x < xCross { inside.toggle() }
      }
      j = i
    }
    return inside
  }

  /// The winding number as the total turning angle seen from `p`, divided by a full turn.
  static func windingNumber(_ polygon: [CGPoint], _ p: CGPoint) -> Int {
    var total: Double = 0
    for i in polygon.indices {
      let a = polygon[i], b = polygon[(i + 1) % polygon.count]
      let angleA = atan2(Double(a.y - p.y), Double(a.x - p.x))
      let angleB = atan2(Double(b.y - p.y), Double(b.x - p.x))
      var delta = angleB - angleA
      while delta > .pi { delta -= 2 * .pi }
      while delta < -.pi { delta += 2 * .pi }
      total += delta
    }
    return Int((total / (2 * .pi)).rounded())
  }

  /// The distance from `p` to the polygon's outline.
  static func distanceToOutline(_ polygon: [CGPoint], _ p: CGPoint) -> CGFloat {
    var best = CGFloat.infinity
    for i in polygon.indices {
      best = min(best, distance(p, toSegment: polygon[i], polygon[(i + 1) % polygon.count]))
    }
    return best
  }
}

@Suite struct PathContainsTests {
  static let vertex = zip(Gen.double(in: -100...100), Gen.double(in: -100...100)).map { CGPoint(x: $0, y: $1) }

  /// A random star-shaped (so simple) polygon around the origin.
  static let simplePolygon = zip(Gen.double(in: 0...1).array(of: 3...12), Gen.double(in: 10...100).array(of: 12)).map {
    fractions, radii in
    let angles = fractions.enumerated().map { (CGFloat($0.offset) + CGFloat($0.element) * 0.9) * 2 * .pi / CGFloat(fractions.count) }
    return angles.enumerated().map { CGPoint(x: radii[$0.offset] * cos($0.element), y: radii[$0.offset] * sin($0.element)) }
  }

  static func checkAgainstOracles(_ polygon: [CGPoint], _ points: [CGPoint]) {
    let path = Path(polygon: polygon)
    // The same outline left open must fill the same way.
    var open = Path()
    open.move(to: polygon[0])
    for p in polygon.dropFirst() { open.addLine(to: p) }
    for p in points {
      // Points on the outline may go either way; keep clear of it.
      guard PolygonOracle.distanceToOutline(polygon, p) > 1e-6 else { continue }
      let winding = PolygonOracle.windingNumber(polygon, p)
      #expect(path.contains(p, fillRule: .nonZero) == (winding != 0), "nonzero at \(p) in \(polygon)")
      #expect(path.contains(p, fillRule: .evenOdd) == PolygonOracle.evenOddContains(polygon, p), "even-odd at \(p) in \(polygon)")
      #expect((winding % 2 != 0) == PolygonOracle.evenOddContains(polygon, p))
      #expect(open.contains(p, fillRule: .nonZero) == (winding != 0))
      #expect(open.contains(p, fillRule: .evenOdd) == path.contains(p, fillRule: .evenOdd))
    }
  }

  @Test func randomSelfIntersectingPolygonsMatchTheOracles() async {
    await propertyCheck(count: 400, input: Self.vertex.array(of: 3...12), Self.vertex.array(of: 25)) { polygon, points in
      Self.checkAgainstOracles(polygon, points)
    }
  }

  @Test func randomSimplePolygonsMatchTheOracles() async {
    await propertyCheck(count: 400, input: Self.simplePolygon, Self.vertex.array(of: 25)) { polygon, points in
      Self.checkAgainstOracles(polygon, points)
    }
  }

  @Test func windingNumbersAboveOneAreDetected() {
    // A pentagram: the centre has winding number 2, so nonzero fills it and even-odd does not.
    let star = (0..<5).map { i -> CGPoint in
      let angle = CGFloat(i) * 4 * .pi / 5 - .pi / 2
      return CGPoint(x: 50 * cos(angle), y: 50 * sin(angle))
    }
    #expect(PolygonOracle.windingNumber(star, .zero) == 2 || PolygonOracle.windingNumber(star, .zero) == -2)
    let path = Path(polygon: star)
    #expect(path.contains(.zero, fillRule: .nonZero))
    #expect(!path.contains(.zero, fillRule: .evenOdd))
    // A point in one of the star's tips is inside under both rules.
    let tip = CGPoint(x: 0, y: -40)
    #expect(path.contains(tip, fillRule: .nonZero) && path.contains(tip, fillRule: .evenOdd))
  }

  @Test func nestedRectsFollowTheFillRules() {
    var sameDirection = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    sameDirection.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    let center = CGPoint(x: 50, y: 50)
    let ring = CGPoint(x: 10, y: 10)
    #expect(sameDirection.contains(center, fillRule: .nonZero))
    #expect(!sameDirection.contains(center, fillRule: .evenOdd))
    #expect(sameDirection.contains(ring, fillRule: .evenOdd))

    var hole = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    hole.addPolygon([CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
    #expect(!hole.contains(center, fillRule: .nonZero))
    #expect(hole.contains(ring))
    #expect(!hole.contains(CGPoint(x: 150, y: 50)))
  }

  @Test func curvedOutlinesMatchTheCircle() {
    let center = CGPoint(x: 30, y: -20)
    let radius: CGFloat = 75
    let circle = Path(ellipseIn: CGRect(center: center, size: CGSize(width: 2 * radius, height: 2 * radius)))
    var rng = SeededGenerator(seed: 7)
    var checked = 0
    for _ in 0..<2000 {
      let p = rng.point(in: -60...120).offsetBy(dx: 0, dy: -50)
      let d = p.distance(to: center)
      // The cubic circle deviates from the true one by 2.7e-4·r ≈ 0.02; stay clear of that band.
      guard abs(d - radius) > 0.05 else { continue }
      checked += 1
      #expect(circle.contains(p) == (d < radius), "\(p) at distance \(d)")
      #expect(circle.contains(p, fillRule: .evenOdd) == (d < radius))
    }
    #expect(checked > 1900)
    // Close to the curve on both sides, where only the fine flattening decides.
    for angle in stride(from: CGFloat(0.05), to: 2 * .pi, by: 0.37) {
      let direction = CGPoint(x: cos(angle), y: sin(angle))
      let inner = CGPoint(x: center.x + direction.x * (radius - 0.03), y: center.y + direction.y * (radius - 0.03))
      let outer = CGPoint(x: center.x + direction.x * (radius + 0.03), y: center.y + direction.y * (radius + 0.03))
      #expect(circle.contains(inner))
      #expect(!circle.contains(outer))
    }
  }

  @Test func openSubpathsAreClosedImplicitly() {
    var triangle = Path()
    triangle.move(to: .zero)
    triangle.addLine(to: CGPoint(x: 100, y: 0))
    triangle.addLine(to: CGPoint(x: 0, y: 100))
    #expect(triangle.contains(CGPoint(x: 20, y: 20)))
    #expect(!triangle.contains(CGPoint(x: 60, y: 60)))
    var curveOnly = Path()
    curveOnly.move(to: .zero)
    curveOnly.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    #expect(curveOnly.contains(CGPoint(x: 50, y: 20)))
    #expect(!curveOnly.contains(CGPoint(x: 50, y: 60)))
    #expect(!curveOnly.contains(CGPoint(x: 50, y: -1)))
  }

  @Test func badPointsAndEmptyPathsAreNeverInside() {
    let square = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 5)))
    #expect(!square.contains(CGPoint(x: 5, y: CGFloat.nan)))
    #expect(!square.contains(CGPoint(x: CGFloat.infinity, y: 5)))
    #expect(!square.contains(CGPoint(x: -CGFloat.infinity, y: 5), fillRule: .evenOdd))
    #expect(!Path().contains(.zero))
    #expect(!Path(elements: [.move(to: .zero)]).contains(.zero))
    // Segments with non-finite points contribute nothing but do not poison the rest.
    var poisoned = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    poisoned.move(to: CGPoint(x: CGFloat.nan, y: 0))
    poisoned.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
    poisoned.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: CGFloat.nan, y: 1), control2: .zero)
    #expect(poisoned.contains(CGPoint(x: 5, y: 5)))
    #expect(!poisoned.contains(CGPoint(x: 15, y: 5)))
  }
}
