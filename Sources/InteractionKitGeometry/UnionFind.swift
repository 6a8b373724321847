// Connected components of a RectRegion: intervals of neighbouring slabs that share a piece of
// boundary are joined in a union-find structure while the outlines are traced.

/// Disjoint sets over `0 ..< count` with path halving.
struct UnionFind {
  private var parent: [Int]

  /// Creates `count` singleton sets.
  init(count: Int) { parent = Array(0..<count) }

  /// The representative of `x`'s set.
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
