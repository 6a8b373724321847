import Foundation

// Step 4 of RoundedRectUnion: the radius of every corner.
//
// A corner's curve stays inside its "zone": the square with one corner at the vertex and sides of
// length s = extent·radius along the two adjacent edges (inside the region at convex corners,
// outside at concave ones). Zones of neighbouring corners cannot overlap when s is at most half
// of each adjacent edge. For any other corner D, zones cannot overlap when s is at most half the
// L∞ distance from the vertex to the nearest point of a non-adjacent edge inside the open quadrant
// the zone occupies: two overlapping zones would need each vertex to lie in the other's open
// quadrant, closer than the sum of the two sides, which both caps rule out. The same cap keeps
// every straight edge out of every zone, so the rounded outlines never cross or touch.

extension RoundedRectUnion {
  /// The radius of concave corners as a fraction of the corner radius.
  static let concaveRadiusFactor: CGFloat = 0.5

  /// The outlines with a capped radius at every corner.
  static func roundedOutlines(_ outlines: [RectRegion.Outline], cornerRadius: CGFloat, extent: CGFloat) -> [Outline] {
    let index = EdgeIndex(outlines)
    var result: [Outline] = []
    result.reserveCapacity(outlines.count)
    for (o, outline) in outlines.enumerated() {
      let vertices = outline.vertices
      let n = vertices.count
      var corners: [Corner] = []
      corners.reserveCapacity(n)
      for i in 0..<n {
        let previous = vertices[i == 0 ? n - 1 : i - 1], point = vertices[i], next = vertices[i + 1 == n ? 0 : i + 1]
        let incoming = direction(from: previous, to: point), outgoing = direction(from: point, to: next)
        let isConvex = incoming.x * outgoing.y - incoming.y * outgoing.x > 0
        let base = isConvex ? cornerRadius : cornerRadius * concaveRadiusFactor
        let lengthIn = abs(point.x - previous.x) + abs(point.y - previous.y)
        let lengthOut = abs(next.x - point.x) + abs(next.y - point.y)
        // Only obstacles nearer than twice the wanted zone side (and than the edges) matter.
        let limit = Swift.min(lengthIn, lengthOut, 2 * extent * base)
        let clearance = index.clearance(
          at: point, quadrant: (x: outgoing.x - incoming.x, y: outgoing.y - incoming.y), outline: o, vertex: i, count: n,
          limit: limit)
        let side = Swift.min(lengthIn, lengthOut, clearance) / 2
        let radius = Swift.max(0, Swift.min(base, side / extent))
        corners.append(Corner(point: point, radius: radius, isConvex: isConvex))
      }
      result.append(Outline(corners: corners, isHole: outline.isHole))
    }
    return result
  }
}

/// The edges of a set of rectilinear outlines, sorted for nearby-edge queries.
private struct EdgeIndex {
  /// One axis-aligned edge: its fixed coordinate, its span on the other axis, and where it came from.
  struct Edge {
    var level: CGFloat
    var low: CGFloat
    var high: CGFloat
    var outline: Int
    var start: Int
  }

  /// Horizontal edges sorted by y (`level` is y, the span is in x).
  var horizontal: [Edge] = []
  /// Vertical edges sorted by x (`level` is x, the span is in y).
  var vertical: [Edge] = []

  init(_ outlines: [RectRegion.Outline]) {
    // Rectilinear outlines alternate horizontal and vertical edges.
    var count = 0
    for outline in outlines { count += outline.vertices.count }
    horizontal.reserveCapacity(count / 2 + 1)
    vertical.reserveCapacity(count / 2 + 1)
    for (o, outline) in outlines.enumerated() {
      let vertices = outline.vertices
      for i in vertices.indices {
        let a = vertices[i], b = vertices[i + 1 == vertices.count ? 0 : i + 1]
        if a.y == b.y {
          horizontal.append(Edge(level: a.y, low: Swift.min(a.x, b.x), high: Swift.max(a.x, b.x), outline: o, start: i))
        } else {
          vertical.append(Edge(level: a.x, low: Swift.min(a.y, b.y), high: Swift.max(a.y, b.y), outline: o, start: i))
        }
      }
    }
    horizontal.sort { $0.level < $1.level }
    vertical.sort { $0.level < $1.level }
  }

  /// The L∞ distance from `point` to the nearest edge point inside the open quadrant of signs
  /// `quadrant`, ignoring the two edges of vertex `vertex` of outline `outline` (which has `count`
  /// vertices); `limit` when nothing is nearer than `limit`.
  func clearance(
    at point: CGPoint, quadrant: (x: CGFloat, y: CGFloat), outline: Int, vertex: Int, count: Int, limit: CGFloat
  ) -> CGFloat {
    var best = limit
    guard limit > 0 else { return best }
    let previous = vertex == 0 ? count - 1 : vertex - 1
    func isOwn(_ edge: Edge) -> Bool { edge.outline == outline && (edge.start == vertex || edge.start == previous) }
    // Horizontal edges: across must be strictly on the quadrant's side in y.
    Self.visit(horizontal, near: point.y, within: best) { edge in
      let across = (edge.level - point.y) * quadrant.y
      guard across > 0, across < best, !isOwn(edge) else { return }
      guard let along = Self.distanceAlong(edge, from: point.x, sign: quadrant.x) else { return }
      best = Swift.min(best, Swift.max(across, along))
    }
    Self.visit(vertical, near: point.x, within: best) { edge in
      let across = (edge.level - point.x) * quadrant.x
      guard across > 0, across < best, !isOwn(edge) else { return }
      guard let along = Self.distanceAlong(edge, from: point.y, sign: quadrant.y) else { return }
      best = Swift.min(best, Swift.max(across, along))
    }
    return best
  }

  /// The smallest distance from `origin` to the part of the edge's span on the `sign` side of it
  /// (zero when the span straddles `origin`), or `nil` when no part lies strictly on that side.
  private static func distanceAlong(_ edge: Edge, from origin: CGFloat, sign: CGFloat) -> CGFloat? {
    if sign > 0 {
      guard edge.high > origin else { return nil }
      return Swift.max(edge.low - origin, 0)
    }
    guard edge.low < origin else { return nil }
    return Swift.max(origin - edge.high, 0)
  }

  /// Calls `body` for every edge whose level lies within `distance` of `value`.
  private static func visit(_ edges: [Edge], near value: CGFloat, within distance: CGFloat, _ body: (Edge) -> Void) {
    var low = 0, high = edges.count
    while low < high {
      let mid = (low + high) / 2
      if edges[mid].level < value - distance { low = mid + 1 } else { high = mid }
    }
    var k = low
    while k < edges.count, edges[k].level <= value + distance {
      body(edges[k])
      k += 1
    }
  }
}
