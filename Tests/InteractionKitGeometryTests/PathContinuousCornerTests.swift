import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

/// The continuous ("squircle") corner: extent, containment, smoothness and symmetry.
@Suite struct PathContinuousCornerTests {
  static let extent: CGFloat = 1.528665

  @Test func continuousCornerReachesTheEdgesAtTheExtent() {
    let r: CGFloat = 12
    let e = Self.extent * r
    let path = Path(roundedRect: PathRoundedRectTests.rect, cornerRadius: r, style: .continuous)
    let rect = PathRoundedRectTests.rect
    #expect(path.elements.first == .move(to: CGPoint(x: rect.minX + e, y: rect.minY)))
    // Each corner is three cubics, joined to the edges where the extent ends.
    let curves = cubicSegments(path)
    #expect(curves.count == 12)
    let expectedJoins: [(CGPoint, CGPoint)] = [
      (CGPoint(x: rect.maxX - e, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY + e)),
      (CGPoint(x: rect.maxX, y: rect.maxY - e), CGPoint(x: rect.maxX - e, y: rect.maxY)),
      (CGPoint(x: rect.minX + e, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY - e)),
      (CGPoint(x: rect.minX, y: rect.minY + e), CGPoint(x: rect.minX + e, y: rect.minY)),
    ]
    for (index, join) in expectedJoins.enumerated() {
      #expect(isClose(curves[index * 3].0, join.0, 1e-9))
      #expect(isClose(curves[index * 3 + 2].3, join.1, 1e-9))
    }
    // Between the corners the edges are straight lines.
    let lines = path.elements.filter { if case .line = $0 { true } else { false } }
    #expect(lines.count == 4)
  }

  @Test func continuousCornerStaysInsideTheRectAndTouchesItsEdges() {
    for r in [CGFloat(1), 5, 12, 19.6] {
      let path = Path(roundedRect: PathRoundedRectTests.rect, cornerRadius: r, style: .continuous)
      let controls = path.controlPointBounds
      #expect(encloses(PathRoundedRectTests.rect, controls, slack: 1e-9))
      #expect(isClose(path.boundingBox, PathRoundedRectTests.rect, 1e-9))
      #expect(path.contains(PathRoundedRectTests.rect.center))
      #expect(!path.contains(CGPoint(x: PathRoundedRectTests.rect.minX + 0.2 * r, y: PathRoundedRectTests.rect.minY + 0.2 * r)))
    }
  }

  @Test func continuousCornerIsTangentAndCurvatureContinuous() {
    let path = Path(roundedRect: PathRoundedRectTests.rect, cornerRadius: 15, style: .continuous)
    // Start tangent, end tangent and the signed curvature at both ends of every segment, in order.
    var pieces: [(startTangent: CGPoint, endTangent: CGPoint, startCurvature: CGFloat, endCurvature: CGFloat)] = []
    var current = CGPoint.zero
    func cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.y - a.y * b.x }
    func minus(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    func length(_ a: CGPoint) -> CGFloat { hypot(a.x, a.y) }
    for element in path.elements {
      switch element {
      case .move(let p): current = p
      case .line(let p):
        pieces.append((minus(p, current), minus(p, current), 0, 0))
        current = p
      case .curve(let p, let c1, let c2):
        let d0 = minus(c1, current), d1 = minus(c2, c1), d2 = minus(p, c2)
        pieces.append((d0, d2, 2 / 3 * cross(d0, d1) / pow(length(d0), 3), 2 / 3 * cross(d1, d2) / pow(length(d2), 3)))
        current = p
      default: break
      }
    }
    #expect(pieces.count == 16)
    for i in pieces.indices {
      let a = pieces[i], b = pieces[(i + 1) % pieces.count]
      let sine = cross(a.endTangent, b.startTangent) / (length(a.endTangent) * length(b.startTangent))
      let dot = a.endTangent.x * b.startTangent.x + a.endTangent.y * b.startTangent.y
      #expect(abs(sine) < 1e-12, "tangent kink after piece \(i)")
      #expect(dot > 0)
      // Curvature is in 1/points; it never jumps by more than rounding.
      #expect(abs(a.endCurvature - b.startCurvature) < 1e-9, "curvature jump after piece \(i)")
    }
    // The middle of each corner bends with radius about 0.93·r (the published circular section).
    let curvatures = pieces.map(\.startCurvature).filter { $0 != 0 }
    #expect(curvatures.allSatisfy { abs(1 / $0 - 15 * 0.93125) < 0.2 })
  }

  @Test func continuousCornerDiagonalDepthMatchesThePublishedShape() {
    // The middle cubic's midpoint lies on the corner's diagonal, 0.29151·r in from both edges
    // (a circular corner's is 1 − 1/√2 = 0.29289·r).
    let r: CGFloat = 10
    let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: r, style: .continuous)
    let topLeftMiddle = cubicSegments(path)[10]
    let mid = cubicPoint(topLeftMiddle.0, topLeftMiddle.1, topLeftMiddle.2, topLeftMiddle.3, 0.5)
    #expect(abs(mid.x - mid.y) < 1e-12)
    #expect(abs(mid.x / r - 0.291507) < 1e-5)
  }

  /// Segments as unordered pairs of end points plus controls, for comparing outlines as sets.
  static func segmentKeys(_ path: Path) -> [[CGPoint]] {
    var keys: [[CGPoint]] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p): current = p; start = p
      case .line(let p): keys.append([current, p]); current = p
      case .curve(let p, let c1, let c2): keys.append([current, c1, c2, p]); current = p
      case .quadCurve(let p, let c): keys.append([current, c, p]); current = p
      case .closeSubpath:
        if current != start { keys.append([current, start]) }
        current = start
      }
    }
    return keys
  }

  static func sameSegments(_ a: [[CGPoint]], _ b: [[CGPoint]]) -> Bool {
    guard a.count == b.count else { return false }
    func same(_ x: [CGPoint], _ y: [CGPoint]) -> Bool {
      x.count == y.count && zip(x, y).allSatisfy { isClose($0, $1, 1e-9) }
    }
    return a.allSatisfy { key in b.contains { same($0, key) || same($0, key.reversed()) } }
  }

  @Test func continuousOutlineIsSymmetricUnderTheRectsMirrors() async {
    await propertyCheck(count: 100, input: Gen.double(in: 1...300), Gen.double(in: 1...300), Gen.double(in: 0...200), Gen.bool.map { $0 ? CornerStyle.continuous : .circular }) {
      width, height, radius, style in
      let rect = CGRect(x: -20, y: 35, width: width, height: height)
      let path = Path(roundedRect: rect, cornerRadius: radius, style: style)
      let keys = Self.segmentKeys(path)
      let mirrors = [
        CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * rect.midX, ty: 0),
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * rect.midY),
        CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 2 * rect.midX, ty: 2 * rect.midY),
      ]
      for mirror in mirrors {
        let mirrored = keys.map { $0.map { $0.applying(mirror) } }
        #expect(Self.sameSegments(mirrored, keys))
      }
      if width == height {
        let transposed = keys.map { $0.map { CGPoint(x: rect.minX + ($0.y - rect.minY), y: rect.minY + ($0.x - rect.minX)) } }
        #expect(Self.sameSegments(transposed, keys))
      }
      let box = path.boundingBox
      #expect(isClose(box, rect, 1e-9 * max(width, height)))
      #expect(encloses(rect, path.controlPointBounds, slack: 1e-9 * max(width, height)))
    }
  }

  @Test func squareContinuousOutlineIsSymmetricAcrossTheDiagonal() {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 80)
    let keys = Self.segmentKeys(Path(roundedRect: rect, cornerRadius: 14, style: .continuous))
    let transposed = keys.map { $0.map { CGPoint(x: $0.y, y: $0.x) } }
    #expect(Self.sameSegments(transposed, keys))
  }

  @Test func continuousRadiusIsScaledDownToFit() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let path = Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
    // 1.528665·20 > 20 (half the height), so the radius becomes 20 / 1.528665 and the corner spans exactly 20.
    #expect(path == Path(roundedRect: rect, cornerRadius: 20 / Self.extent, style: .continuous))
    #expect(path.elements.first == .move(to: CGPoint(x: 20, y: 0)))
    #expect(path.elements.count == 16)
    #expect(isClose(path.boundingBox, rect, 1e-9))
    #expect(path == Path(roundedRect: rect, cornerRadius: .infinity, style: .continuous))
  }

  @Test func cornerStyleCodesAsItsName() throws {
    let data = try JSONEncoder().encode([CornerStyle.circular, .continuous])
    #expect(String(decoding: data, as: UTF8.self) == #"["circular","continuous"]"#)
    #expect(CornerStyle.allCases == [.circular, .continuous])
  }
}
