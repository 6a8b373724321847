public import Foundation
import InteractionKitGeometry

extension Layer {
  /// Whether a point in the layer's bounds coordinates lies inside its hit area: the bounds
  /// inset by ``hitTestInsets`` (negative insets enlarge), half-open on the far edges.
  public func hitAreaContains(_ point: CGPoint) -> Bool {
    guard point.isFinitePoint else { return false }
    // Bounds are kept finite with a non-negative size, so origin and size can be read directly;
    // the insets are applied without standardizing (a negative result contains nothing).
    let insets = hitTestInsets
    let minX = bounds.origin.x + insets.left
    let minY = bounds.origin.y + insets.top
    let maxX = bounds.origin.x + bounds.size.width - insets.right
    let maxY = bounds.origin.y + bounds.size.height - insets.bottom
    return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether hit testing may enter this layer: visible, opacity of at least 0.01, interaction enabled.
  public var participatesInHitTesting: Bool {
    !isHidden && opacity >= 0.01 && isUserInteractionEnabled
  }
}

extension LayerTree {
  /// The frontmost layer under a point in the tree's coordinates, with UIKit's rules.
  ///
  /// - Sublayers are tried front to back (the last sublayer first); the first hit wins.
  /// - Hidden layers, layers with opacity below 0.01 and layers with interaction disabled are
  ///   skipped with their whole subtree.
  /// - A layer's hit area (bounds inset by ``Layer/hitTestInsets``) gates its whole subtree: a
  ///   sublayer that sticks out of its superlayer cannot be hit outside it, whether or not the
  ///   superlayer masks to bounds. A layer whose ``Layer/hitAreaRule`` is
  ///   ``HitAreaRule/unionOfSublayers`` lifts that gate: its sublayers are asked even outside its
  ///   own hit area (see <doc:HitAreas>).
  /// - When no sublayer is hit, the layer itself is, if the point lies in its own hit area.
  ///
  /// The root is tested like any other layer, in its own bounds coordinates. Containers with many
  /// sublayers (64 or more) are looked up in a spatial index the tree keeps up to date, so only the
  /// sublayers near the point are tried; the result is the same as trying them all.
  /// - Returns: the hit layer's identifier, or `nil` (also for a non-finite point).
  public func hitTest(_ point: CGPoint) -> LayerID? {
    Self.hitTest(root, point, hitIndexes)
  }

  /// The chain of layers from the root to the hit layer, or an empty array when nothing is hit.
  public func hitTestChain(_ point: CGPoint) -> [LayerID] {
    guard let id = hitTest(point) else { return [] }
    return (try? ancestry(of: id)) ?? []
  }

  private static func hitTest(_ layer: Layer, _ point: CGPoint, _ indexes: [LayerID: SublayerHitIndex]) -> LayerID? {
    guard layer.participatesInHitTesting else { return nil }
    let inside = layer.hitAreaContains(point)
    // The common rule rejects here; only a union container goes on to ask its sublayers.
    if !inside, layer.hitAreaRule == .bounds { return nil }
    if layer.sublayers.count >= SublayerHitIndex.minimumSublayerCount, let grid = indexes[layer.id] {
      // Only the sublayers whose boxes may hold the point, merged from the point's cell and the
      // always-checked list, front to back: the same order, and so the same result, as the walk below.
      let cell = grid.cellCandidates(at: point)
      let always = grid.alwaysChecked
      var a = cell.endIndex
      var b = always.endIndex
      while true {
        let index: Int
        if a > cell.startIndex, b == always.startIndex || cell[a - 1] > always[b - 1] {
          a -= 1
          index = cell[a]
        } else if b > always.startIndex {
          b -= 1
          index = always[b]
        } else {
          break
        }
        guard let local = layer.sublayers[index].pointFromSuperlayer(point) else { continue }
        if let hit = hitTest(layer.sublayers[index], local, indexes) { return hit }
      }
      return inside ? layer.id : nil
    }
    // Walk the sublayers by index, front to back, so no layer value is copied on the way.
    var index = layer.sublayers.endIndex
    while index > layer.sublayers.startIndex {
      index -= 1
      guard let local = layer.sublayers[index].pointFromSuperlayer(point) else { continue }
      if let hit = hitTest(layer.sublayers[index], local, indexes) { return hit }
    }
    return inside ? layer.id : nil
  }
}

extension Layer {
  /// A point in the superlayer's coordinates mapped into this layer's bounds coordinates, or `nil`
  /// when the transform is singular. The common untransformed case skips the matrix inverse.
  func pointFromSuperlayer(_ point: CGPoint) -> CGPoint? {
    let anchorX = bounds.minX + anchorPoint.x * bounds.width
    let anchorY = bounds.minY + anchorPoint.y * bounds.height
    if transform.isIdentity {
      return CGPoint(x: point.x - position.x + anchorX, y: point.y - position.y + anchorY)
    }
    let t = transform
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0 else { return nil }
    // Undo the translation to the position, then the transform about the anchor.
    let dx = point.x - position.x - t.tx
    let dy = point.y - position.y - t.ty
    return CGPoint(
      x: (t.d * dx - t.c * dy) / determinant + anchorX,
      y: (t.a * dy - t.b * dx) / determinant + anchorY)
  }
}
