import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

/// `RoundedRectUnion` against independent oracles over thousands of random rect sets.
///
/// For padded rects P, corner radius r and corner extent e (1 for circular corners, 1.528665 for
/// continuous ones), every case checks:
/// - every sample point of every rect of P is inside the path, unless it lies within e × ρ of a
///   convex vertex of the snapped outline whose corner has radius ρ (the rounded-off zone);
/// - no sample point farther than r from P is inside the path, and none farther than 0.85 × r is
///   inside the snapped region;
/// - the number of outer outlines equals the number of connected groups of P (union-find over pairs);
/// - no two segments of the flattened path meet, except neighbours within one subpath;
/// - every radius equals min(r or r / 2, shorter adjacent edge / 2e, clearance / 2e), with the
///   convexity and the clearance recomputed here by brute force.
@Suite struct RectRegionRoundedPropertyTests {
  static let extent: CGFloat = 1.528665

  /// Padding and corner settings to combine with rect sets.
  static let settings = zip(Gen.int(in: 0...6), Gen.int(in: 0...6), Gen.double(in: 2...20), Gen.bool())
    .map { vertical, horizontal, radius, continuous in
      (
        insets: EdgeInsets(horizontal: -CGFloat(horizontal), vertical: -CGFloat(vertical)), radius: CGFloat(radius),
        style: continuous ? CornerStyle.continuous : .circular
      )
    }

  static func check(_ rects: [CGRect], insets: EdgeInsets, radius r: CGFloat, style: CornerStyle) {
    let union = RoundedRectUnion(rects: rects, insets: insets, cornerRadius: r, style: style)
    let padded = RectSets.valid(rects.map { $0.inset(by: insets) })
    let e = style == .circular ? 1 : extent
    let path = union.path
    let snapped = union.snappedRegion.outlines
    #expect(union.outlines.map(\.vertices) == snapped.map(\.vertices))
    #expect(union.paddedRegion == RectRegion(padded))

    // Groups.
    #expect(union.outlines.filter { !$0.isHole }.count == RegionOracle.groupCount(padded), "\(rects)")

    // Radii, with convexity and clearance recomputed.
    let edges = snapped.enumerated().flatMap { o, outline in
      outline.vertices.indices.map { i in
        (outline: o, start: i, a: outline.vertices[i], b: outline.vertices[(i + 1) % outline.vertices.count])
      }
    }
    var convexZones: [(point: CGPoint, reach: CGFloat)] = []
    for (o, outline) in union.outlines.enumerated() {
      let v = outline.vertices
      let n = v.count
      for (i, corner) in outline.corners.enumerated() {
        let a = v[(i + n - 1) % n], b = v[i], c = v[(i + 1) % n]
        let convex = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) > 0
        #expect(corner.isConvex == convex)
        let lengthIn = hypot(b.x - a.x, b.y - a.y), lengthOut = hypot(c.x - b.x, c.y - b.y)
        // The open quadrant the corner's zone occupies: back along the incoming edge, on along the outgoing one.
        let sx = (a.x - b.x) / lengthIn + (c.x - b.x) / lengthOut
        let sy = (a.y - b.y) / lengthIn + (c.y - b.y) / lengthOut
        var clearance = CGFloat.infinity
        for edge in edges where !(edge.outline == o && (edge.start == i || edge.start == (i + n - 1) % n)) {
          // When the edge reaches into the open quadrant, the infimum of the L∞ distance over that
          // part is the distance to the nearest point of the edge clipped to the closed quadrant.
          let loX = min(edge.a.x, edge.b.x), hiX = max(edge.a.x, edge.b.x)
          let loY = min(edge.a.y, edge.b.y), hiY = max(edge.a.y, edge.b.y)
          guard sx > 0 ? hiX > b.x : loX < b.x, sy > 0 ? hiY > b.y : loY < b.y else { continue }
          let nearestX = sx > 0 ? max(loX, b.x) : min(hiX, b.x)
          let nearestY = sy > 0 ? max(loY, b.y) : min(hiY, b.y)
          clearance = min(clearance, max(abs(nearestX - b.x), abs(nearestY - b.y)))
        }
        let base = convex ? r : r / 2
        let expected = min(base, min(lengthIn, lengthOut, clearance) / 2 / e)
        #expect(abs(corner.radius - expected) <= 1e-9 * max(1, expected), "corner \(i) of outline \(o) in \(rects)")
        if convex { convexZones.append((b, e * corner.radius)) }
      }
    }

    // The padded rects are covered except in the rounded-off zones.
    for rect in padded {
      for i in 0..<7 {
        for j in 0..<7 {
          let fx = [0.001, 0.1, 0.3, 0.5, 0.7, 0.9, 0.999][i], fy = [0.002, 0.15, 0.35, 0.5, 0.65, 0.85, 0.998][j]
          let p = CGPoint(x: rect.minX + fx * rect.width, y: rect.minY + fy * rect.height)
          guard !convexZones.contains(where: { hypot(p.x - $0.point.x, p.y - $0.point.y) <= $0.reach + 1e-9 }) else { continue }
          #expect(path.contains(p), "\(p) of \(rect) is outside for \(rects), \(insets), r \(r), \(style)")
          #expect(union.snappedRegion.contains(p))
        }
      }
    }

    // Nothing far from the padded rects.
    func distance(_ p: CGPoint) -> CGFloat {
      padded.map { hypot(max($0.minX - p.x, 0, p.x - $0.maxX), max($0.minY - p.y, 0, p.y - $0.maxY)) }.min() ?? .infinity
    }
    for p in RegionOracle.samples(around: padded, margin: 2 * r, steps: 20) {
      let d = distance(p)
      if d > r * (1 + 1e-9) { #expect(!path.contains(p), "\(p) at \(d) is inside for \(rects), \(insets), r \(r), \(style)") }
      if d > 0.85 * r * (1 + 1e-9) { #expect(!union.snappedRegion.contains(p)) }
      if RegionOracle.contains(padded, p) { #expect(union.snappedRegion.contains(p)) }
    }

    // No self-intersections in the flattened path.
    var segments: [(a: CGPoint, b: CGPoint, subpath: Int, index: Int, count: Int)] = []
    for (s, polyline) in path.flattened(tolerance: 0.2).enumerated() {
      var points = polyline.points
      if points.count > 1, points.first == points.last { points.removeLast() }
      var pieces: [(CGPoint, CGPoint)] = []
      for k in points.indices {
        let a = points[k], b = points[(k + 1) % points.count]
        if hypot(b.x - a.x, b.y - a.y) > 1e-9 { pieces.append((a, b)) }
      }
      for (k, piece) in pieces.enumerated() { segments.append((piece.0, piece.1, s, k, pieces.count)) }
    }
    // Sweep in x: sorted by their left ends, a segment only needs the ones starting before its right end.
    segments.sort { min($0.a.x, $0.b.x) < min($1.a.x, $1.b.x) }
    for i in segments.indices {
      let s = segments[i]
      let right = max(s.a.x, s.b.x), top = min(s.a.y, s.b.y), bottom = max(s.a.y, s.b.y)
      for j in (i + 1)..<segments.count {
        let t = segments[j]
        if min(t.a.x, t.b.x) > right { break }
        if max(t.a.y, t.b.y) < top || min(t.a.y, t.b.y) > bottom { continue }
        if s.subpath == t.subpath, abs(s.index - t.index) == 1 || abs(s.index - t.index) == s.count - 1 { continue }
        #expect(!RegionOracle.segmentsMeet(s.a, s.b, t.a, t.b), "segments meet in \(rects), \(insets), r \(r), \(style)")
      }
    }
  }

  @Test func lineStacks() async {
    await propertyCheck(count: 800, input: RectSets.lineStack, Self.settings) { rects, s in
      Self.check(rects, insets: s.insets, radius: s.radius, style: s.style)
    }
  }

  @Test func boardRects() async {
    await propertyCheck(count: 700, input: RectSets.board.map { $0.map { CGRect(x: 3 * $0.minX, y: 3 * $0.minY, width: 3 * $0.width, height: 3 * $0.height) } }, Self.settings) {
      rects, s in
      Self.check(rects, insets: s.insets, radius: s.radius, style: s.style)
    }
  }

  @Test func wholeCells() async {
    await propertyCheck(count: 500, input: RectSets.cells, Self.settings) { rects, s in
      Self.check(rects, insets: .zero, radius: s.radius, style: s.style)
    }
  }

  @Test func nestedRects() async {
    await propertyCheck(count: 300, input: RectSets.nested, Self.settings) { rects, s in
      Self.check(rects, insets: s.insets, radius: s.radius, style: s.style)
    }
  }

  @Test func thinFrames() async {
    await propertyCheck(count: 400, input: RectSets.thinFrames, Self.settings) { rects, s in
      Self.check(rects, insets: .zero, radius: s.radius, style: s.style)
    }
  }

  @Test func inputOrderDoesNotMatter() async {
    await propertyCheck(count: 300, input: RectSets.board, Self.settings) { rects, s in
      let forward = RoundedRectUnion(rects: rects, insets: s.insets, cornerRadius: s.radius, style: s.style)
      let backward = RoundedRectUnion(rects: rects.reversed(), insets: s.insets, cornerRadius: s.radius, style: s.style)
      #expect(forward == backward)
      #expect(forward.path == backward.path)
    }
  }

  @Test func fractionalRects() async {
    await propertyCheck(count: 400, input: RectSets.fractional, Self.settings) { rects, s in
      Self.check(rects, insets: s.insets, radius: s.radius, style: s.style)
    }
  }
}
