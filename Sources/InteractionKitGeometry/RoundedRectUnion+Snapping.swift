import Foundation

// Step 3 of RoundedRectUnion: snapping small ragged steps onto each component's bounding box.
//
// A vertex snap (move every vertex within 0.75·r of a box edge onto it) can delete thin parts of
// the region and make outlines cross. Here the same effect is reached by adding area only: an
// outline edge near the box edge it faces is swept out to the box edge, and the swept rect (a
// "fill") joins the union. Each fill carries a witness bound (ox, oy): every point of it lies
// within ox horizontally and oy vertically of some point of the padded rects. Fills from edges of
// the original union have bound (d, 0) or (0, d) for sweep depth d; a later fill adds its depth to
// the largest bound of the fills its edge touches. Fills whose bound exceeds 0.85·r are skipped.

extension RoundedRectUnion {
  /// How far from a component's bounding box an edge may lie and still be snapped, in radii.
  static let snapDistanceFactor: CGFloat = 0.75
  /// How far from the padded rects a fill may reach, in radii.
  static let snapReachFactor: CGFloat = 0.85
  /// The most snapping rounds per component (each round re-traces the component's outline).
  static let maximumSnapRounds = 8

  /// A box added by snapping, with its witness bound.
  private struct Fill {
    var box: Box
    var reachX: CGFloat
    var reachY: CGFloat
  }

  /// `region` with small ragged steps snapped away, component by component.
  static func snapped(_ region: RectRegion, cornerRadius: CGFloat) -> RectRegion {
    let distance = snapDistanceFactor * cornerRadius
    let reach = snapReachFactor * cornerRadius
    guard distance > 0, !region.components.isEmpty else { return region }
    let boxes = region.rects.map(Box.init)
    let single = region.components.count == 1
    let owners =
      single
      ? [Int](repeating: 0, count: boxes.count)
      // A rect's top-left corner always lies in it (containment is half-open), unlike its centre,
      // which rounding can push out of a rect a few ulps wide.
      : region.rects.map { region.componentIndex(containing: CGPoint(x: $0.minX, y: $0.minY)) ?? -1 }
    // Boxes of every component plus fills accepted so far, each with its component.
    var occupied = single ? [] : zip(boxes, owners).map { (box: $0, owner: $1) }
    var allFills: [Box] = []
    for (index, component) in region.components.enumerated() {
      let bounds = Box(enclosing: component.outline.vertices)
      let ownBoxes = single ? boxes : zip(boxes, owners).filter { $0.1 == index }.map(\.0)
      var fills: [Fill] = []
      var current = single ? region : RectRegion.empty
      var outlines = component.outlines
      for _ in 0..<maximumSnapRounds {
        var added: [Fill] = []
        for outline in outlines {
          let vertices = outline.vertices
          for i in vertices.indices {
            let a = vertices[i], b = vertices[(i + 1) % vertices.count]
            guard var fill = candidate(from: a, to: b, bounds: bounds, distance: distance) else { continue }
            // The edge's points lie in the padded rects or in the earlier fills it touches.
            let edge = Box(minX: Swift.min(a.x, b.x), minY: Swift.min(a.y, b.y), maxX: Swift.max(a.x, b.x), maxY: Swift.max(a.y, b.y))
            var inheritedX: CGFloat = 0, inheritedY: CGFloat = 0
            for earlier in fills where earlier.box.meets(edge) {
              inheritedX = Swift.max(inheritedX, earlier.reachX)
              inheritedY = Swift.max(inheritedY, earlier.reachY)
            }
            fill.reachX += inheritedX
            fill.reachY += inheritedY
            guard (fill.reachX * fill.reachX + fill.reachY * fill.reachY).squareRoot() <= reach else { continue }
            // Nothing of the component may lie between the edge and the box edge.
            guard !ownBoxes.contains(where: { $0.overlaps(fill.box) }), !fills.contains(where: { $0.box.overlaps(fill.box) })
            else { continue }
            // Never touch another component, or the groups would merge.
            guard !occupied.contains(where: { $0.owner != index && $0.box.meets(fill.box) }) else { continue }
            added.append(fill)
          }
        }
        guard !added.isEmpty else { break }
        fills += added
        current = RectRegion(boxes: ownBoxes + fills.map(\.box), rects: single ? region.rects + fills.map(\.box.rect) : [])
        outlines = current.outlines
      }
      // With one component, the last tracing is the whole result.
      if single { return current }
      for fill in fills { occupied.append((fill.box, index)) }
      allFills += fills.map(\.box)
    }
    guard !allFills.isEmpty else { return region }
    return RectRegion(boxes: boxes + allFills, rects: region.rects + allFills.map(\.rect))
  }

  /// The fill that sweeps the edge `a`→`b` out to the side of `bounds` it faces, when that side is
  /// within `distance`, with the sweep depth as its bound.
  ///
  /// The region lies on the right of each edge (on screen), so an eastward edge faces up, a
  /// westward one down, a northward one left and a southward one right.
  private static func candidate(from a: CGPoint, to b: CGPoint, bounds: Box, distance: CGFloat) -> Fill? {
    if a.y == b.y {
      let minX = Swift.min(a.x, b.x), maxX = Swift.max(a.x, b.x)
      if b.x > a.x {
        let depth = a.y - bounds.minY
        guard depth > 0, depth <= distance else { return nil }
        return Fill(box: Box(minX: minX, minY: bounds.minY, maxX: maxX, maxY: a.y), reachX: 0, reachY: depth)
      }
      let depth = bounds.maxY - a.y
      guard depth > 0, depth <= distance else { return nil }
      return Fill(box: Box(minX: minX, minY: a.y, maxX: maxX, maxY: bounds.maxY), reachX: 0, reachY: depth)
    }
    let minY = Swift.min(a.y, b.y), maxY = Swift.max(a.y, b.y)
    if b.y < a.y {
      let depth = a.x - bounds.minX
      guard depth > 0, depth <= distance else { return nil }
      return Fill(box: Box(minX: bounds.minX, minY: minY, maxX: a.x, maxY: maxY), reachX: depth, reachY: 0)
    }
    let depth = bounds.maxX - a.x
    guard depth > 0, depth <= distance else { return nil }
    return Fill(box: Box(minX: a.x, minY: minY, maxX: bounds.maxX, maxY: maxY), reachX: depth, reachY: 0)
  }
}
