import Foundation

/// A union of rects as vertical slabs, each holding the sorted, merged y intervals it covers.
///
/// Slab `i` spans `edges[i] ..< edges[i + 1]` and covers the intervals `lows[k] ..< highs[k]` for
/// `k` in `offsets[i] ..< offsets[i + 1]`. Intervals within a slab are sorted and never touch
/// (touching ones are merged), and neighbouring slabs never hold identical intervals (such slabs
/// are merged), so equal point sets always give equal decompositions. A slab with no intervals
/// occurs only in a gap between rects.
struct SlabDecomposition: Hashable, Sendable {
  /// The slab boundaries in increasing x; empty for an empty union.
  var edges: [CGFloat] = []
  /// The first interval index of each slab, plus the total interval count at the end.
  var offsets: [Int] = [0]
  /// The top (smaller y) of each interval.
  var lows: [CGFloat] = []
  /// The bottom (larger y) of each interval.
  var highs: [CGFloat] = []

  /// An empty union.
  init() {}

  /// The union of boxes that are finite and of positive area, by a sweep in x.
  init(rects: [Box]) {
    // Boxes whose edges enclose no area are skipped.
    var order: [Int] = []
    order.reserveCapacity(rects.count)
    for (index, r) in rects.enumerated() where r.maxX > r.minX && r.maxY > r.minY { order.append(index) }
    guard !order.isEmpty else { return }
    var xs: [CGFloat] = []
    xs.reserveCapacity(order.count * 2)
    for index in order {
      xs.append(rects[index].minX)
      xs.append(rects[index].maxX)
    }
    xs.sort()
    var unique = 1
    for i in 1..<xs.count where xs[i] != xs[unique - 1] {
      xs[unique] = xs[i]
      unique += 1
    }
    order.sort { rects[$0].minX < rects[$1].minX }
    var next = 0
    // The rects spanning the current slab, sorted by minY.
    var active: [Int] = []
    active.reserveCapacity(rects.count)
    edges.reserveCapacity(unique)
    offsets.reserveCapacity(unique)
    lows.reserveCapacity(rects.count * 2)
    highs.reserveCapacity(rects.count * 2)
    for i in 0..<(unique - 1) {
      let x0 = xs[i], x1 = xs[i + 1]
      // Compacted by index: iterating over `active` itself would copy it on the first write.
      var kept = 0
      for i in 0..<active.count where rects[active[i]].maxX > x0 {
        active[kept] = active[i]
        kept += 1
      }
      active.removeSubrange(kept...)
      while next < order.count, rects[order[next]].minX <= x0 {
        let index = order[next]
        let minY = rects[index].minY
        var position = active.count
        while position > 0, rects[active[position - 1]].minY > minY { position -= 1 }
        active.insert(index, at: position)
        next += 1
      }
      let start = lows.count
      for index in active {
        let r = rects[index]
        if lows.count > start, r.minY <= highs[highs.count - 1] {
          highs[highs.count - 1] = Swift.max(highs[highs.count - 1], r.maxY)
        } else {
          lows.append(r.minY)
          highs.append(r.maxY)
        }
      }
      if !edges.isEmpty, sameIntervals(offsets[offsets.count - 2]..<start, start..<lows.count) {
        lows.removeSubrange(start...)
        highs.removeSubrange(start...)
        edges[edges.count - 1] = x1
      } else {
        if edges.isEmpty { edges.append(x0) }
        edges.append(x1)
        offsets.append(lows.count)
      }
    }
  }

  /// Whether two index ranges hold the same intervals.
  private func sameIntervals(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    guard a.count == b.count else { return false }
    for (i, j) in zip(a, b) where lows[i] != lows[j] || highs[i] != highs[j] { return false }
    return true
  }

  /// The number of slabs.
  var slabCount: Int { Swift.max(0, edges.count - 1) }

  /// The interval indices of slab `i`.
  func intervals(ofSlab i: Int) -> Range<Int> { offsets[i]..<offsets[i + 1] }

  /// The smallest rect containing the union, or `CGRect.null` when it is empty.
  var bounds: CGRect {
    guard let minX = edges.first, let maxX = edges.last, let minY = lows.min(), let maxY = highs.max() else {
      return .null
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The covered area.
  var area: CGFloat {
    var total: CGFloat = 0
    for i in 0..<slabCount {
      var covered: CGFloat = 0
      for k in intervals(ofSlab: i) { covered += highs[k] - lows[k] }
      total += covered * (edges[i + 1] - edges[i])
    }
    return total
  }

  /// The index of the interval covering `point` (half-open in x and y), or `nil`.
  func interval(containing point: CGPoint) -> Int? {
    guard point.isFinitePoint, let first = edges.first, let last = edges.last, point.x >= first, point.x < last else {
      return nil
    }
    // The last boundary at or left of x.
    var low = 0, high = edges.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if edges[mid] <= point.x { low = mid } else { high = mid }
    }
    for k in intervals(ofSlab: low) {
      if point.y < lows[k] { return nil }
      if point.y < highs[k] { return k }
    }
    return nil
  }
}
