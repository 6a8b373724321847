import Foundation
import InteractionKitGeometry
import Testing

/// Independent geometric oracles for the background tests: segment intersection over a flattened
/// outline, and point sampling of cubic segments.
enum OutlineOracle {
  /// The outline's vertices after flattening, with consecutive duplicates dropped (closed: the
  /// last vertex joins the first).
  static func polygon(of path: Path, tolerance: CGFloat = 0.02) -> [CGPoint] {
    guard let polyline = path.flattened(tolerance: tolerance).first else { return [] }
    var points: [CGPoint] = []
    for point in polyline.points where points.last.map({ $0.distance(to: point) > 1e-9 }) ?? true {
      points.append(point)
    }
    if let first = points.first, let last = points.last, points.count > 1, first.distance(to: last) <= 1e-9 {
      points.removeLast()
    }
    return points
  }

  /// The first pair of non-adjacent edges of the closed polygon that touch or cross, if any.
  static func selfIntersection(of points: [CGPoint]) -> (Int, Int)? {
    let n = points.count
    guard n >= 4 else { return nil }
    for i in 0..<n {
      let a = points[i], b = points[(i + 1) % n]
      for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
        let c = points[j], d = points[(j + 1) % n]
        if segmentsIntersect(a, b, c, d) { return (i, j) }
      }
    }
    return nil
  }

  /// Whether the closed segments ab and cd share a point (orientation tests with collinear overlap).
  static func segmentsIntersect(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Bool {
    func orientation(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat {
      (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }
    func onSegment(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> Bool {
      min(p.x, q.x) <= r.x && r.x <= max(p.x, q.x) && min(p.y, q.y) <= r.y && r.y <= max(p.y, q.y)
    }
    let d1 = orientation(c, d, a), d2 = orientation(c, d, b)
    let d3 = orientation(a, b, c), d4 = orientation(a, b, d)
    if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
    if d1 == 0 && onSegment(c, d, a) { return true }
    if d2 == 0 && onSegment(c, d, b) { return true }
    if d3 == 0 && onSegment(a, b, c) { return true }
    if d4 == 0 && onSegment(a, b, d) { return true }
    return false
  }

  /// Points along every cubic segment of `path` that ends at one of `ends` (or all cubics when
  /// `ends` is nil), sampled at `count` parameters each.
  static func curvePoints(of path: Path, endingAt ends: [CGPoint]? = nil, count: Int = 32) -> [CGPoint] {
    var result: [CGPoint] = []
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): current = p
      case .quadCurve(let p, _): current = p
      case .curve(let p, let c1, let c2):
        if ends.map({ $0.contains(p) || $0.contains(current) }) ?? true {
          for k in 0...count {
            let t = CGFloat(k) / CGFloat(count)
            let u = 1 - t
            let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
            let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
            result.append(CGPoint(x: x, y: y))
          }
        }
        current = p
      case .closeSubpath: break
      }
    }
    return result
  }

  /// The end points of every segment, in order.
  static func endPoints(of path: Path) -> [CGPoint] {
    path.elements.compactMap { element in
      switch element {
      case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
      case .closeSubpath: nil
      }
    }
  }

  /// How many `move` and `closeSubpath` elements the path has, and whether they open and end it.
  static func isSingleClosedSubpath(_ path: Path) -> Bool {
    let moves = path.elements.filter { if case .move = $0 { true } else { false } }.count
    let closes = path.elements.filter { $0 == .closeSubpath }.count
    guard case .move? = path.elements.first else { return false }
    return moves == 1 && closes == 1 && path.elements.last == .closeSubpath
  }

  /// The apex depth of the modern arrow solved by bisection from its definition: the depth A at
  /// which a tip arc of radius r inscribed between flanks of half base b ends exactly h deep.
  static func apexDepth(halfBase b: Double, tipRadius r: Double, height h: Double) -> Double {
    var low = h, high = 2 * h + 10 * r
    for _ in 0..<200 {
      let a = (low + high) / 2
      let reach = a - r * ((a * a + b * b).squareRoot() / b - 1)
      if reach < h { low = a } else { high = a }
    }
    return (low + high) / 2
  }
}

/// The oracles must catch what they look for, or the property tests could pass vacuously.
@Suite struct CalloutBackgroundOracleTests {
  @Test func crossingAndTouchingSegmentsAreFound() {
    let a = CGPoint(x: 0, y: 0), b = CGPoint(x: 10, y: 10)
    #expect(OutlineOracle.segmentsIntersect(a, b, CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 0)))
    #expect(OutlineOracle.segmentsIntersect(a, b, CGPoint(x: 5, y: 5), CGPoint(x: 9, y: 0)))
    #expect(!OutlineOracle.segmentsIntersect(a, b, CGPoint(x: 0, y: 1), CGPoint(x: 9, y: 10)))
  }

  @Test func aBowTieIsSelfIntersectingAndASquareIsNot() {
    let bowTie = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]
    #expect(OutlineOracle.selfIntersection(of: bowTie) != nil)
    let square = OutlineOracle.polygon(of: Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 3))
    #expect(square.count > 8)
    #expect(OutlineOracle.selfIntersection(of: square) == nil)
  }

  @Test func singleClosedSubpathCheckRejectsTwoSubpathsAndOpenOnes() {
    var two = Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
    two.addRect(CGRect(x: 2, y: 2, width: 1, height: 1))
    #expect(!OutlineOracle.isSingleClosedSubpath(two))
    #expect(OutlineOracle.isSingleClosedSubpath(Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1))))
    var open = Path()
    open.move(to: .zero)
    open.addLine(to: CGPoint(x: 1, y: 1))
    #expect(!OutlineOracle.isSingleClosedSubpath(open))
  }
}
