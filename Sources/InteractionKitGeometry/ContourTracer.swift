import Foundation

/// Turns a ``SlabDecomposition`` into outlines grouped by connected component.
///
/// Every boundary piece becomes a directed edge with the region on its right (on screen, where y
/// grows downward): tops of intervals run east, bottoms west, left sides north and right sides
/// south. Following each edge to the one that starts where it ends traces outer outlines clockwise
/// and holes counter-clockwise. Where the region touches itself only at a corner point, two edges
/// start at that point, and the choice between them keeps every outline simple (see `link`).
enum ContourTracer {
  /// The traced components and the component index of every interval of the decomposition.
  struct Result {
    /// The components, ordered by the first vertex of their outer outline.
    var components: [RectRegion.Component]
    /// The component index of each interval.
    var intervalComponents: [Int]
  }

  /// A compass direction on screen, numbered clockwise so that a right turn adds one.
  enum Direction: UInt8 {
    case east = 0, south, west, north

    /// The direction after a right (clockwise on screen) turn.
    var turnedRight: Direction { Direction(rawValue: (rawValue + 1) % 4) ?? .east }
  }

  /// A traced outline and the union-find root of the component it bounds.
  struct TracedOutline {
    var root: Int
    var outline: RectRegion.Outline
  }

  /// One directed boundary piece.
  struct Edge {
    var start: CGPoint
    var end: CGPoint
    var direction: Direction
    /// The interval on the region side of the edge.
    var interval: Int
    /// The index of the slab boundary the edge ends on.
    var endBoundary: Int
  }

  static func trace(_ slabs: SlabDecomposition) -> Result {
    let intervalCount = slabs.lows.count
    guard intervalCount > 0 else { return Result(components: [], intervalComponents: []) }
    var groups = UnionFind(count: intervalCount)
    // Edges grouped by the boundary they start on: the vertical edges there, the tops of the
    // slab to its right (running east) and the bottoms of the slab to its left (running west).
    var edges: [Edge] = []
    edges.reserveCapacity(intervalCount * 6)  // two horizontal edges per interval, at most four vertical
    var boundaryStarts: [Int] = []
    boundaryStarts.reserveCapacity(slabs.edges.count + 1)
    var vertical: [Edge] = []
    vertical.reserveCapacity(2 * (slabs.lows.count + 1))
    for boundary in 0...slabs.slabCount {
      boundaryStarts.append(edges.count)
      let x = slabs.edges[boundary]
      let left = boundary > 0 ? slabs.intervals(ofSlab: boundary - 1) : 0..<0
      let right = boundary < slabs.slabCount ? slabs.intervals(ofSlab: boundary) : 0..<0
      connectOverlaps(slabs, left, right, &groups)
      vertical.removeAll(keepingCapacity: true)
      addVerticalEdges(slabs, x: x, boundary: boundary, left, right, into: &vertical)
      // Merge the three runs, each sorted by y, so the edges starting here are sorted by y.
      let x1 = boundary < slabs.slabCount ? slabs.edges[boundary + 1] : x
      let x0 = boundary > 0 ? slabs.edges[boundary - 1] : x
      var v = 0, east = right.lowerBound, west = left.lowerBound
      while v < vertical.count || east < right.upperBound || west < left.upperBound {
        let yv = v < vertical.count ? vertical[v].start.y : .infinity
        let ye = east < right.upperBound ? slabs.lows[east] : .infinity
        let yw = west < left.upperBound ? slabs.highs[west] : .infinity
        if yv <= ye, yv <= yw {
          edges.append(vertical[v])
          v += 1
        } else if ye <= yw {
          edges.append(
            Edge(start: CGPoint(x: x, y: ye), end: CGPoint(x: x1, y: ye), direction: .east, interval: east, endBoundary: boundary + 1))
          east += 1
        } else {
          edges.append(
            Edge(start: CGPoint(x: x, y: yw), end: CGPoint(x: x0, y: yw), direction: .west, interval: west, endBoundary: boundary - 1))
          west += 1
        }
      }
    }
    boundaryStarts.append(edges.count)
    var next = link(edges, boundaryStarts, &groups)
    // Trace each cycle once (marking visited edges in `next`); a component's outer outline is the
    // one that turns clockwise.
    var cycle: [Int] = []
    cycle.reserveCapacity(edges.count)
    var corners: [Int] = []
    corners.reserveCapacity(edges.count)
    var traced: [TracedOutline] = []
    traced.reserveCapacity(4)
    var outerCount = 0
    for first in edges.indices where next[first] >= 0 {
      cycle.removeAll(keepingCapacity: true)
      var e = first
      while next[e] >= 0 {
        cycle.append(e)
        let following = next[e]
        next[e] = -1
        e = following
      }
      let outline = makeOutline(cycle, edges, corners: &corners)
      // Every traced cycle has at least four corners; anything less would mean inconsistent input.
      guard outline.vertices.count >= 4 else { continue }
      if !outline.isHole { outerCount += 1 }
      traced.append(TracedOutline(root: groups.find(edges[first].interval), outline: outline))
    }
    // Outer outlines first, each group in order of its first vertex.
    traced.sort { a, b in
      a.outline.isHole != b.outline.isHole ? !a.outline.isHole : precedes(a.outline.vertices[0], b.outline.vertices[0])
    }
    // Interval roots map to component indices; the same array then maps every interval.
    var componentOf = [Int](repeating: 0, count: intervalCount)
    var components: [RectRegion.Component] = []
    components.reserveCapacity(outerCount)
    for entry in traced {
      if entry.outline.isHole {
        let index = componentOf[entry.root]
        if index < components.count { components[index].holes.append(entry.outline) }
      } else {
        componentOf[entry.root] = components.count
        components.append(RectRegion.Component(outline: entry.outline))
      }
    }
    var intervalComponents = componentOf
    for k in 0..<intervalCount { intervalComponents[k] = componentOf[groups.find(k)] }
    return Result(components: components, intervalComponents: intervalComponents)
  }

  /// Whether `a` comes before `b` top to bottom, then left to right.
  static func precedes(_ a: CGPoint, _ b: CGPoint) -> Bool { a.y != b.y ? a.y < b.y : a.x < b.x }

  /// Joins intervals of neighbouring slabs that share a piece of boundary of positive length.
  private static func connectOverlaps(
    _ slabs: SlabDecomposition, _ left: Range<Int>, _ right: Range<Int>, _ groups: inout UnionFind
  ) {
    var i = left.lowerBound, j = right.lowerBound
    while i < left.upperBound, j < right.upperBound {
      if Swift.max(slabs.lows[i], slabs.lows[j]) < Swift.min(slabs.highs[i], slabs.highs[j]) { groups.union(i, j) }
      if slabs.highs[i] < slabs.highs[j] { i += 1 } else { j += 1 }
    }
  }

  /// Adds the vertical edges at boundary `x`: where only the left slab is covered the edge runs
  /// south, where only the right slab is covered it runs north.
  private static func addVerticalEdges(
    _ slabs: SlabDecomposition, x: CGFloat, boundary: Int, _ left: Range<Int>, _ right: Range<Int>,
    into edges: inout [Edge]
  ) {
    // Breakpoint j of a slab is the top (even j) or bottom (odd j) of interval j / 2; after
    // passing an odd number of breakpoints the sweep is inside an interval.
    func breakpoint(_ range: Range<Int>, _ j: Int) -> CGFloat {
      j & 1 == 0 ? slabs.lows[range.lowerBound + j >> 1] : slabs.highs[range.lowerBound + j >> 1]
    }
    let leftCount = left.count * 2, rightCount = right.count * 2
    var jl = 0, jr = 0
    var kind = 0  // 0: same coverage on both sides, 1: left only, 2: right only
    var runStart: CGFloat = 0
    var runInterval = 0
    while jl < leftCount || jr < rightCount {
      let yl = jl < leftCount ? breakpoint(left, jl) : .infinity
      let yr = jr < rightCount ? breakpoint(right, jr) : .infinity
      let y = Swift.min(yl, yr)
      if yl == y { jl += 1 }
      if yr == y { jr += 1 }
      let inLeft = jl & 1 == 1, inRight = jr & 1 == 1
      let newKind = inLeft == inRight ? 0 : (inLeft ? 1 : 2)
      guard newKind != kind else { continue }
      if kind == 1 {
        edges.append(
          Edge(
            start: CGPoint(x: x, y: runStart), end: CGPoint(x: x, y: y), direction: .south, interval: runInterval,
            endBoundary: boundary))
      } else if kind == 2 {
        edges.append(
          Edge(
            start: CGPoint(x: x, y: y), end: CGPoint(x: x, y: runStart), direction: .north, interval: runInterval,
            endBoundary: boundary))
      }
      kind = newKind
      runStart = y
      runInterval = newKind == 1 ? left.lowerBound + (jl - 1) >> 1 : right.lowerBound + (jr - 1) >> 1
    }
  }

  /// The index of the edge that follows each edge: the one starting at its end.
  ///
  /// Where the region touches itself diagonally at a point, two edges start there: one turning
  /// right (staying with the cell the edge bounds) and one turning left (crossing to the diagonal
  /// cell). When the two cells belong to different components the right turn keeps the components'
  /// outlines apart; when they belong to the same component the left turn keeps the outer outline
  /// and the hole apart. Either way no outline visits a point twice.
  private static func link(_ edges: [Edge], _ boundaryStarts: [Int], _ groups: inout UnionFind) -> [Int] {
    var next = [Int](repeating: 0, count: edges.count)
    for e in edges.indices {
      let end = edges[e].end
      // The edges starting on the boundary this one ends on, sorted by y.
      var low = boundaryStarts[edges[e].endBoundary], high = boundaryStarts[edges[e].endBoundary + 1]
      let last = high
      while low < high {
        let mid = (low + high) / 2
        if edges[mid].start.y < end.y { low = mid + 1 } else { high = mid }
      }
      guard low < last, edges[low].start.y == end.y else {
        next[e] = e
        continue
      }
      var chosen = low
      if low + 1 < last, edges[low + 1].start.y == end.y {
        let right = edges[low].direction == edges[e].direction.turnedRight ? low : low + 1
        let left = right == low ? low + 1 : low
        chosen = groups.find(edges[left].interval) == groups.find(edges[e].interval) ? left : right
      }
      next[e] = chosen
    }
    return next
  }

  /// The outline through the corners of a cycle of edges (indices into `edges`), starting at its
  /// top-most, then left-most vertex. `corners` is scratch space, reused between calls.
  private static func makeOutline(_ cycle: [Int], _ edges: [Edge], corners: inout [Int]) -> RectRegion.Outline {
    corners.removeAll(keepingCapacity: true)
    guard let last = cycle.last else { return RectRegion.Outline(vertices: [], isHole: false) }
    // A vertex starts every edge whose direction differs from the previous edge's.
    var previous = edges[last].direction
    var first = 0
    var turns = 0
    for e in cycle {
      let direction = edges[e].direction
      guard direction != previous else { continue }
      turns += direction == previous.turnedRight ? 1 : -1
      if !corners.isEmpty, precedes(edges[e].start, edges[corners[first]].start) { first = corners.count }
      corners.append(e)
      previous = direction
    }
    var vertices: [CGPoint] = []
    vertices.reserveCapacity(corners.count)
    for k in first..<corners.count { vertices.append(edges[corners[k]].start) }
    for k in 0..<first { vertices.append(edges[corners[k]].start) }
    return RectRegion.Outline(vertices: vertices, isHole: turns < 0)
  }
}
