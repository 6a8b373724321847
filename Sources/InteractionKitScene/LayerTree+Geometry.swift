public import Foundation
public import InteractionKitGeometry

extension LayerTree {
  /// The transform from a layer's bounds coordinates to the tree's (root bounds) coordinates.
  ///
  /// - Throws: ``SceneError/layerNotFound(_:)``.
  public func transformToRoot(from id: LayerID) throws(SceneError) -> CGAffineTransform {
    guard let path = indexPath(of: id) else { throw .layerNotFound(id) }
    var chain: [Layer] = []
    var layer = root
    for i in path {
      layer = layer.sublayers[i]
      chain.append(layer)
    }
    // Innermost first: bounds → superlayer → … → root bounds.
    // Clamped at every step, so a deep chain of large transforms cannot overflow.
    return chain.reversed().reduce(CGAffineTransform.identity) {
      $0.concatenating($1.transformToSuperlayer).clampedToCoordinateLimits
    }
  }

  /// Converts a point from one layer's bounds coordinates to another's (`nil` means the tree's
  /// coordinates, which are the root's bounds coordinates).
  ///
  /// The point and the result are clamped to ±`GeometryLimits.maximumCoordinate` (NaN counts as
  /// 0), so the result is always finite.
  ///
  /// - Throws: ``SceneError/layerNotFound(_:)``, or ``SceneError/singularTransform(_:)`` when the
  ///   destination layer (or an ancestor) is scaled to zero.
  public func convert(_ point: CGPoint, from source: LayerID?, to destination: LayerID?) throws(SceneError) -> CGPoint {
    point.clampedToCoordinateLimits.applying(try conversion(from: source, to: destination)).clampedToCoordinateLimits
  }

  /// Converts a rect between two layers' coordinates: the bounding box of its mapped corners.
  /// The rect and the result are clamped to the coordinate limits (`GeometryLimits`).
  ///
  /// - Throws: like ``convert(_:from:to:)-(CGPoint,_,_)``.
  public func convert(_ rect: CGRect, from source: LayerID?, to destination: LayerID?) throws(SceneError) -> CGRect {
    rect.clampedToCoordinateLimits.applying(try conversion(from: source, to: destination)).clampedToCoordinateLimits
  }

  /// The transform that maps `source` coordinates to `destination` coordinates; its components
  /// are clamped to ±`GeometryLimits.maximumCoordinate`.
  ///
  /// - Throws: like ``convert(_:from:to:)-(CGPoint,_,_)``.
  public func conversion(from source: LayerID?, to destination: LayerID?) throws(SceneError) -> CGAffineTransform {
    let up = try source.map { id throws(SceneError) in try transformToRoot(from: id) } ?? .identity
    guard let destination else { return up }
    let down = try transformToRoot(from: destination)
    guard down.determinant != 0 else { throw .singularTransform(destination) }
    return up.concatenating(down.inverted().clampedToCoordinateLimits).clampedToCoordinateLimits
  }

  /// A layer's bounds in the tree's coordinates (the bounding box when rotated), clamped to the
  /// coordinate limits (`GeometryLimits`), so always finite.
  ///
  /// - Throws: ``SceneError/layerNotFound(_:)``.
  public func frameInRoot(of id: LayerID) throws(SceneError) -> CGRect {
    guard let layer = layer(id) else { throw .layerNotFound(id) }
    return layer.bounds.applying(try transformToRoot(from: id)).clampedToCoordinateLimits
  }
}
