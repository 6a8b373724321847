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
    edges.reserveCapacity(intervalCount * 4)
    var boundaryStarts: [Int] = []
    boundaryStarts.reserveCapacity(slabs.edges.count + 1)
    for boundary in 0...slabs.slabCount {
      boundaryStarts.append(edges.count)
      let x = slabs.edges[boundary]
      let left = boundary > 0 ? slabs.intervals(ofSlab: boundary - 1) : 0..<0
      let right = boundary < slabs.slabCount ? slabs.intervals(ofSlab: boundary) : 0..<0
      connectOverlaps(slabs, left, right, &groups)
      addVerticalEdges(slabs, x: x, boundary: boundary, left, right, into: &edges)
      if boundary < slabs.slabCount {
        let x1 = slabs.edges[boundary + 1]
        for k in right {
          edges.append(
            Edge(
              start: CGPoint(x: x, y: slabs.lows[k]), end: CGPoint(x: x1, y: slabs.lows[k]), direction: .east, interval: k,
              endBoundary: boundary + 1))
        }
      }
      if boundary > 0 {
        let x0 = slabs.edges[boundary - 1]
        for k in left {
          edges.append(
            Edge(
              start: CGPoint(x: x, y: slabs.highs[k]), end: CGPoint(x: x0, y: slabs.highs[k]), direction: .west, interval: k,
              endBoundary: boundary - 1))
        }
      }
      // Insertion sort by y: the three runs are each sorted already, and sorting in place allocates nothing.
      var i = boundaryStarts[boundary] + 1
      while i < edges.count {
        let edge = edges[i]
        var j = i
        while j > boundaryStarts[boundary], edges[j - 1].start.y > edge.start.y {
          edges[j] = edges[j - 1]
          j -= 1
        }
        edges[j] = edge
        i += 1
      }
    }
    boundaryStarts.append(edges.count)
    let next = link(edges, boundaryStarts, &groups)
    // Trace each cycle once; a component's outer outline is the one that turns clockwise.
    var visited = [Bool](repeating: false, count: edges.count)
    var cycle: [Int] = []
    var outers: [(root: Int, outline: RectRegion.Outline)] = []
    var holes: [(root: Int, outline: RectRegion.Outline)] = []
    for first in edges.indices where !visited[first] {
      cycle.removeAll(keepingCapacity: true)
      var e = first
      while !visited[e] {
        visited[e] = true
        cycle.append(e)
        e = next[e]
      }
      let outline = makeOutline(cycle, edges)
      // Every traced cycle has at least four corners; anything less would mean inconsistent input.
      guard outline.vertices.count >= 4 else { continue }
      let root = groups.find(edges[first].interval)
      if outline.isHole { holes.append((root, outline)) } else { outers.append((root, outline)) }
    }
    outers.sort { precedes($0.outline.vertices[0], $1.outline.vertices[0]) }
    holes.sort { precedes($0.outline.vertices[0], $1.outline.vertices[0]) }
    var componentOfRoot = [Int](repeating: 0, count: intervalCount)
    var components: [RectRegion.Component] = []
    components.reserveCapacity(outers.count)
    for (index, entry) in outers.enumerated() {
      componentOfRoot[entry.root] = index
      components.append(RectRegion.Component(outline: entry.outline))
    }
    for entry in holes where componentOfRoot[entry.root] < components.count {
      components[componentOfRoot[entry.root]].holes.append(entry.outline)
    }
    var intervalComponents = [Int](repeating: 0, count: intervalCount)
    for k in 0..<intervalCount { intervalComponents[k] = componentOfRoot[groups.find(k)] }
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
      j % 2 == 0 ? slabs.lows[range.lowerBound + j / 2] : slabs.highs[range.lowerBound + j / 2]
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
      let inLeft = jl % 2 == 1, inRight = jr % 2 == 1
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
      runInterval = newKind == 1 ? left.lowerBound + (jl - 1) / 2 : right.lowerBound + (jr - 1) / 2
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
  /// top-most, then left-most vertex.
  private static func makeOutline(_ cycle: [Int], _ edges: [Edge]) -> RectRegion.Outline {
    let n = cycle.count
    // A vertex starts every edge whose direction differs from the previous edge's.
    func isCorner(_ j: Int) -> Bool { edges[cycle[(j + n - 1) % n]].direction != edges[cycle[j]].direction }
    var first = -1
    var turns = 0
    var count = 0
    for j in 0..<n where isCorner(j) {
      let previous = edges[cycle[(j + n - 1) % n]].direction
      turns += edges[cycle[j]].direction == previous.turnedRight ? 1 : -1
      count += 1
      if first < 0 || precedes(edges[cycle[j]].start, edges[cycle[first]].start) { first = j }
    }
    var vertices: [CGPoint] = []
    vertices.reserveCapacity(count)
    if first >= 0 {
      for step in 0..<n where isCorner((first + step) % n) { vertices.append(edges[cycle[(first + step) % n]].start) }
    }
    return RectRegion.Outline(vertices: vertices, isHole: turns < 0)
  }
}

/// Disjoint sets over `0 ..< count` with path halving.
struct UnionFind {
  private var parent: [Int]

  /// Creates `count` singleton sets.
  init(count: Int) { parent = Array(0..<count) }

  /// The representative of `x`'s set (the smallest member's root is not guaranteed, only stability).
  mutating func find(_ x: Int) -> Int {
    var x = x
    while parent[x] != x {
      parent[x] = parent[parent[x]]
      x = parent[x]
    }
    return x
  }

  /// Merges the sets of `a` and `b`, keeping the smaller root.
  mutating func union(_ a: Int, _ b: Int) {
    let ra = find(a), rb = find(b)
    if ra < rb { parent[rb] = ra } else if rb < ra { parent[ra] = rb }
  }
}
