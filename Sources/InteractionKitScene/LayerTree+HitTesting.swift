public import Foundation
import InteractionKitGeometry

extension Layer {
  /// Whether a point in the layer's bounds coordinates lies inside its hit area: the bounds
  /// inset by ``hitTestInsets`` (negative insets enlarge), half-open on the far edges.
  public func hitAreaContains(_ point: CGPoint) -> Bool {
    guard point.isFinitePoint else { return false }
    let area = bounds.inset(by: hitTestInsets)
    guard !area.isNull else { return false }
    return point.x >= area.minX && point.x < area.maxX && point.y >= area.minY && point.y < area.maxY
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
  ///   superlayer masks to bounds.
  /// - When no sublayer is hit, the layer itself is.
  ///
  /// The root is tested like any other layer, in its own bounds coordinates.
  /// - Returns: the hit layer's identifier, or `nil` (also for a non-finite point).
  public func hitTest(_ point: CGPoint) -> LayerID? {
    Self.hitTest(root, point)
  }

  /// The chain of layers from the root to the hit layer, or an empty array when nothing is hit.
  public func hitTestChain(_ point: CGPoint) -> [LayerID] {
    guard let id = hitTest(point) else { return [] }
    return (try? ancestry(of: id)) ?? []
  }

  private static func hitTest(_ layer: Layer, _ point: CGPoint) -> LayerID? {
    guard layer.participatesInHitTesting, layer.hitAreaContains(point) else { return nil }
    for child in layer.sublayers.reversed() {
      let toChild = child.transformToSuperlayer
      guard toChild.determinant != 0 else { continue }
      if let hit = hitTest(child, point.applying(toChild.inverted())) { return hit }
    }
    return layer.id
  }
}
