import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

/// Random rect sets for the region and rounded-union property tests.
enum RectSets {
  /// Lines of text: stacked rects of one height with ragged ends, touching vertically, sometimes
  /// overlapping by a few points and sometimes not overlapping horizontally at all.
  static let lineStack = zip(
    Gen.int(in: 1...10), Gen.int(in: 12...30), Gen.int(in: 0...320).array(of: 20), Gen.int(in: -4...4).array(of: 10)
  ).map { count, height, ends, overlaps -> [CGRect] in
    var y: CGFloat = 0
    return (0..<count).map { i in
      let a = CGFloat(ends[2 * i]), b = CGFloat(ends[2 * i + 1])
      let rect = CGRect(x: min(a, b), y: y, width: max(abs(b - a), 4), height: CGFloat(height))
      y += CGFloat(height - max(0, overlaps[i]))
      return rect
    }
  }

  /// Small integer rects on a 12 × 12 board: overlapping, touching, nested, corner contacts, and
  /// zero width or height.
  static let board = zip(Gen.int(in: 0...12), Gen.int(in: 0...12), Gen.int(in: 0...6), Gen.int(in: 0...6))
    .map { x, y, w, h in CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(w), height: CGFloat(h)) }
    .array(of: 1...12)

  /// Rects made of whole 10-point cells, so most contacts are exact edge or corner touches.
  static let cells = zip(Gen.int(in: 0...6), Gen.int(in: 0...6), Gen.int(in: 1...3), Gen.int(in: 1...3))
    .map { x, y, w, h in CGRect(x: CGFloat(x * 10), y: CGFloat(y * 10), width: CGFloat(w * 10), height: CGFloat(h * 10)) }
    .array(of: 1...14)

  /// A large rect with smaller rects nested inside it or straddling its edges.
  static let nested = zip(Gen.int(in: 20...60), Gen.int(in: 20...60), board).map { w, h, inner -> [CGRect] in
    [CGRect(x: 0, y: 0, width: CGFloat(w), height: CGFloat(h))] + inner.map { $0.offsetBy(dx: CGFloat(w) / 3, dy: CGFloat(h) / 3) }
  }

  /// Frames with walls 1 to 4 points thick around a hole, some with a gap in one wall and a few
  /// small rects inside: thin rings, narrow bays and groups close to each other.
  static let thinFrames = zip(
    Gen.int(in: 16...60), Gen.int(in: 16...60), Gen.int(in: 1...4), Gen.int(in: 0...3), board
  ).map { w, h, t, gap, inner -> [CGRect] in
    let (w, h, t) = (CGFloat(w), CGFloat(h), CGFloat(t))
    var rects = [
      CGRect(x: 0, y: 0, width: w, height: t), CGRect(x: 0, y: h - t, width: w, height: t),
      CGRect(x: 0, y: t, width: t, height: h - 2 * t),
    ]
    // The right wall, whole or with a gap of 1 to 3 points in the middle.
    if gap == 0 {
      rects.append(CGRect(x: w - t, y: t, width: t, height: h - 2 * t))
    } else {
      rects.append(CGRect(x: w - t, y: t, width: t, height: h / 2 - t))
      rects.append(CGRect(x: w - t, y: h / 2 + CGFloat(gap), width: t, height: h / 2 - t - CGFloat(gap)))
    }
    return rects + inner.prefix(4).map { $0.offsetBy(dx: t + 1, dy: t + 1) }
  }

  /// Rects with arbitrary fractional coordinates, including negative sizes.
  static let fractional = zip(
    Gen.double(in: -50...150), Gen.double(in: -50...150), Gen.double(in: -40...60), Gen.double(in: -40...60)
  ).map { x, y, w, h in CGRect(x: x, y: y, width: w, height: h) }.array(of: 1...8)

  /// The rects that cover area, standardized (edges compared, so a subnormal width at a large x counts as empty).
  static func valid(_ rects: [CGRect]) -> [CGRect] {
    rects.map(\.standardized).filter { $0.maxX > $0.minX && $0.maxY > $0.minY && $0.maxX.isFinite && $0.maxY.isFinite }
  }
}

/// Oracles written independently of the region code.
enum RegionOracle {
  /// Whether some rect covers the point, half-open as `CGRect.contains`.
  static func contains(_ rects: [CGRect], _ p: CGPoint) -> Bool {
    rects.contains { p.x >= $0.minX && p.x < $0.maxX && p.y >= $0.minY && p.y < $0.maxY }
  }

  /// The connected groups by union-find over rect pairs: two rects connect when their closed
  /// intersection is non-empty with positive length in at least one direction.
  static func groups(_ rects: [CGRect]) -> [Int] {
    var parent = Array(rects.indices)
    func find(_ x: Int) -> Int { parent[x] == x ? x : find(parent[x]) }
    for i in rects.indices {
      for j in rects.indices where j > i {
        let w = min(rects[i].maxX, rects[j].maxX) - max(rects[i].minX, rects[j].minX)
        let h = min(rects[i].maxY, rects[j].maxY) - max(rects[i].minY, rects[j].minY)
        if w >= 0, h >= 0, w > 0 || h > 0 { parent[find(i)] = find(j) }
      }
    }
    return rects.indices.map(find)
  }

  /// The number of connected groups.
  static func groupCount(_ rects: [CGRect]) -> Int { Set(groups(rects)).count }

  /// The union's area by counting the cells of the grid of all rect edges.
  static func area(_ rects: [CGRect]) -> CGFloat {
    let xs = Array(Set(rects.flatMap { [$0.minX, $0.maxX] })).sorted()
    let ys = Array(Set(rects.flatMap { [$0.minY, $0.maxY] })).sorted()
    var total: CGFloat = 0
    for i in xs.indices.dropLast() {
      for j in ys.indices.dropLast() {
        let centre = CGPoint(x: (xs[i] + xs[i + 1]) / 2, y: (ys[j] + ys[j + 1]) / 2)
        if contains(rects, centre) { total += (xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j]) }
      }
    }
    return total
  }

  /// Sample points on a grid over the rects' bounds plus a margin, offset so they avoid integer
  /// and half-integer coordinates.
  static func samples(around rects: [CGRect], margin: CGFloat, steps: Int) -> [CGPoint] {
    let box = CGRect.union(of: rects).insetBy(dx: -margin, dy: -margin)
    guard !box.isNull else { return [] }
    return (0..<steps).flatMap { i in
      (0..<steps).map { j in
        CGPoint(
          x: box.minX + (CGFloat(i) + 0.37) * box.width / CGFloat(steps),
          y: box.minY + (CGFloat(j) + 0.61) * box.height / CGFloat(steps))
      }
    }
  }

  /// Whether the segments `a`–`b` and `c`–`d` share a point.
  static func segmentsMeet(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Bool {
    func orient(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
    func within(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> Bool {
      min(p.x, q.x) <= r.x && r.x <= max(p.x, q.x) && min(p.y, q.y) <= r.y && r.y <= max(p.y, q.y)
    }
    let d1 = orient(c, d, a), d2 = orient(c, d, b), d3 = orient(a, b, c), d4 = orient(a, b, d)
    if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
    return (d1 == 0 && within(c, d, a)) || (d2 == 0 && within(c, d, b)) || (d3 == 0 && within(a, b, c))
      || (d4 == 0 && within(a, b, d))
  }
}

/// `RectRegion` against the oracles over thousands of random rect sets.
@Suite struct RectRegionPropertyTests {
  static func check(_ rects: [CGRect]) {
    let region = RectRegion(rects)
    let valid = RectSets.valid(rects)
    #expect(region.rects == valid)
    // Area, bounds and components.
    #expect(abs(region.area - RegionOracle.area(valid)) <= 1e-9 * max(1, region.area))
    #expect(region.components.count == RegionOracle.groupCount(valid), "\(rects)")
    // Bounds agree up to the rounding of CGRect's origin-and-size form.
    let union = CGRect.union(of: valid)
    #expect(valid.isEmpty ? region.bounds.isNull : isClose(region.bounds, union, 4 * union.maxX.ulp + 4 * union.maxY.ulp))
    // Rects of one oracle group map to one component, different groups to different components.
    let groups = RegionOracle.groups(valid)
    let indices = valid.map { region.componentIndex(containing: CGPoint(x: $0.minX, y: $0.minY)) }
    for i in valid.indices {
      for j in valid.indices where j > i {
        #expect((groups[i] == groups[j]) == (indices[i] == indices[j]))
      }
    }
    // Outline shape: rectilinear, no repeated vertex, no collinear vertex, documented orientation.
    var signedTotal: CGFloat = 0
    for component in region.components {
      #expect(!component.outline.isHole)
      #expect(component.holes.allSatisfy { $0.isHole })
      for outline in component.outlines {
        let v = outline.vertices
        #expect(v.count >= 4 && v.count % 2 == 0)
        #expect(Set(v.map { "\($0.x),\($0.y)" }).count == v.count)
        #expect(v.first == v.min { $0.y != $1.y ? $0.y < $1.y : $0.x < $1.x })
        for i in v.indices {
          let a = v[(i + v.count - 1) % v.count], b = v[i], c = v[(i + 1) % v.count]
          #expect((a.x == b.x) != (a.y == b.y))
          let d1 = CGPoint(x: (b.x - a.x) / hypot(b.x - a.x, b.y - a.y), y: (b.y - a.y) / hypot(b.x - a.x, b.y - a.y))
          let d2 = CGPoint(x: (c.x - b.x) / hypot(c.x - b.x, c.y - b.y), y: (c.y - b.y) / hypot(c.x - b.x, c.y - b.y))
          #expect(abs(d1.x * d2.y - d1.y * d2.x) >= 0.001)
        }
        // (The shoelace sum underflows to zero for subnormal coordinates.)
        #expect(shoelaceArea(v) == 0 || (shoelaceArea(v) > 0) == !outline.isHole)
        #expect(outline.signedArea == shoelaceArea(v))
        signedTotal += shoelaceArea(v)
      }
    }
    #expect(abs(signedTotal - region.area) <= 1e-9 * max(1, region.area))
    // Outlines never cross; distinct outlines may only share isolated vertices.
    let outlines = region.outlines.map(\.vertices)
    for (p, first) in outlines.enumerated() {
      for (q, second) in outlines.enumerated() where q >= p {
        for i in first.indices {
          for j in second.indices where p != q || j > i {
            let a = first[i], b = first[(i + 1) % first.count], c = second[j], d = second[(j + 1) % second.count]
            if p == q, j == i + 1 || (i == 0 && j == first.count - 1) { continue }
            guard RegionOracle.segmentsMeet(a, b, c, d) else { continue }
            #expect(p != q && [a, b].contains { $0 == c || $0 == d }, "outlines \(p), \(q) cross in \(rects)")
          }
        }
      }
    }
    // Containment: the region, the tight path (both fill rules) and the outlines agree with the oracle.
    let path = Path(wrappingAround: rects)
    for point in RegionOracle.samples(around: valid, margin: 3, steps: 14) {
      let expected = RegionOracle.contains(valid, point)
      #expect(region.contains(point) == expected)
      #expect(path.contains(point) == expected)
      #expect(path.contains(point, fillRule: .evenOdd) == expected)
      let crossings = outlines.filter { PolygonOracle.evenOddContains($0, point) }.count
      #expect((crossings % 2 == 1) == expected)
    }
  }

  @Test func lineStacks() async {
    await propertyCheck(count: 600, input: RectSets.lineStack) { Self.check($0) }
  }

  @Test func boardRects() async {
    await propertyCheck(count: 800, input: RectSets.board) { Self.check($0) }
  }

  @Test func wholeCells() async {
    await propertyCheck(count: 600, input: RectSets.cells) { Self.check($0) }
  }

  @Test func nestedRects() async {
    await propertyCheck(count: 300, input: RectSets.nested) { Self.check($0) }
  }

  @Test func fractionalRects() async {
    await propertyCheck(count: 500, input: RectSets.fractional) { Self.check($0) }
  }

  @Test func thinFrames() async {
    await propertyCheck(count: 300, input: RectSets.thinFrames) { Self.check($0) }
  }

  @Test func orderDoesNotMatter() async {
    await propertyCheck(count: 300, input: RectSets.board) { rects in
      #expect(RectRegion(rects) == RectRegion(rects.reversed()))
      #expect(RectRegion(rects).components == RectRegion(rects.reversed()).components)
    }
  }
}
