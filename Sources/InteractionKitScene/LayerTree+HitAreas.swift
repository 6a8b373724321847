public import Foundation
import InteractionKitGeometry

extension Layer {
  /// Whether a point in the layer's bounds coordinates lies in its effective hit area: the area where
  /// a hit test that reaches this layer finds the layer itself or one of its descendants.
  ///
  /// For the default ``HitAreaRule/bounds`` this is ``participatesInHitTesting`` and
  /// ``hitAreaContains(_:)``. For ``HitAreaRule/unionOfSublayers`` it also holds wherever a
  /// participating sublayer's effective hit area contains the point (mapped through the sublayer's
  /// transform), recursively. A non-finite point is in no area.
  public func effectiveHitAreaContains(_ point: CGPoint) -> Bool {
    guard participatesInHitTesting else { return false }
    if hitAreaContains(point) { return true }
    guard hitAreaRule == .unionOfSublayers else { return false }
    for sublayer in sublayers {
      guard let local = sublayer.pointFromSuperlayer(point) else { continue }
      if sublayer.effectiveHitAreaContains(local) { return true }
    }
    return false
  }

  /// The layer's own hit area in its bounds coordinates: the bounds inset by ``hitTestInsets``, or
  /// `CGRect.null` when the insets leave no area (the half-open test then contains no point).
  ///
  /// Unlike `CGRect.inset(by:)` this never standardizes or clamps: the rect is exactly the area that
  /// ``hitAreaContains(_:)`` tests.
  public var hitArea: CGRect {
    let insets = hitTestInsets
    let minX = bounds.origin.x + insets.left
    let minY = bounds.origin.y + insets.top
    let maxX = bounds.origin.x + bounds.size.width - insets.right
    let maxY = bounds.origin.y + bounds.size.height - insets.bottom
    guard maxX > minX, maxY > minY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The bounding box, in the layer's bounds coordinates, of its effective hit area (see
  /// ``effectiveHitAreaContains(_:)``), or `CGRect.null` when the layer takes no part in hit testing
  /// or has no area.
  ///
  /// For ``HitAreaRule/bounds`` it is ``hitArea``. For ``HitAreaRule/unionOfSublayers`` it also
  /// covers each participating sublayer's effective bounding box mapped through the sublayer's
  /// ``transformToSuperlayer``. It is tight when no transform on the way rotates, skews or flips;
  /// otherwise it is a box around the mapped areas, which still contains every accepted point (its
  /// far edges moved out by a few units in the last place, as a flip or turn brings an area's
  /// closed near edge onto them); each mapped
  /// box is clamped to the coordinate limits (`GeometryLimits`), so the result is finite. Computed on
  /// each call by walking the union containers below the layer.
  public var effectiveHitAreaBounds: CGRect {
    guard participatesInHitTesting else { return .null }
    var result = hitArea
    guard hitAreaRule == .unionOfSublayers else { return result }
    for sublayer in sublayers {
      let area = sublayer.effectiveHitAreaBounds
      guard !area.isNull else { continue }
      // Clamped at every level (`GeometryLimits`), so deep chains of large transforms stay finite.
      result = result.union(Self.mapped(area, by: sublayer.transformToSuperlayer).clampedToCoordinateLimits)
    }
    return result
  }

  /// The box around `area` mapped by `transform`, containing every point of the mapped area.
  ///
  /// A hit area is half-open: it holds its near edges and not its far ones. A transform that flips
  /// or turns an axis maps a near edge onto a far edge of the box, where `CGRect.contains` would
  /// miss it, so the box's far edges are then moved out by two units in the last place of the
  /// largest coordinate (one rounding of the sum moves an edge by at most half a unit).
  static func mapped(_ area: CGRect, by transform: CGAffineTransform) -> CGRect {
    let box = area.applying(transform)
    guard transform.b != 0 || transform.c != 0 || transform.a < 0 || transform.d < 0, !box.isNull, !box.isInfinite
    else { return box }
    let marginX = 2 * max(abs(box.minX), abs(box.maxX)).ulp
    let marginY = 2 * max(abs(box.minY), abs(box.maxY)).ulp
    return CGRect(x: box.minX, y: box.minY, width: box.width + marginX, height: box.height + marginY)
  }
}

extension LayerTree {
  /// A layer's effective hit area (``Layer/effectiveHitAreaBounds``) in the tree's coordinates, or
  /// `CGRect.null` when the layer takes no part in hit testing.
  ///
  /// This is the layer's own area: the gates of its ancestors are not applied, so a part of the
  /// result can still be unreachable when an ancestor keeps the default ``HitAreaRule/bounds`` rule.
  /// The bounding box of the mapped area when an ancestor rotates or skews.
  ///
  /// - Throws: ``SceneError/layerNotFound(_:)``.
  public func effectiveHitAreaInRoot(of id: LayerID) throws(SceneError) -> CGRect {
    guard let layer = layer(id) else { throw .layerNotFound(id) }
    let area = layer.effectiveHitAreaBounds
    guard !area.isNull else { return .null }
    return Layer.mapped(area, by: try transformToRoot(from: id))
  }
}
