public import Foundation
import InteractionKitGeometry
import InteractionKitMotion

extension LayerTree {
  /// Attaches an animation to a layer under a key, replacing any animation already under that key.
  ///
  /// - Throws: ``SceneError/layerNotFound(_:)``.
  public mutating func add(_ animation: PropertyAnimation, to id: LayerID, forKey key: String) throws(SceneError) {
    try attach(.single(animation), to: id, forKey: key)
  }

  /// Attaches an animation group to a layer under a key, replacing any animation under that key.
  ///
  /// - Throws: ``SceneError/layerNotFound(_:)``.
  public mutating func add(_ group: AnimationGroup, to id: LayerID, forKey key: String) throws(SceneError) {
    try attach(.group(group), to: id, forKey: key)
  }

  /// Removes the animation under a key from a layer (nothing happens when there is none).
  public mutating func removeAnimation(from id: LayerID, forKey key: String) {
    animations.removeAll { $0.layerID == id && $0.key == key }
  }

  /// Removes every animation of a layer.
  public mutating func removeAllAnimations(from id: LayerID) {
    animations.removeAll { $0.layerID == id }
  }

  /// The time at which every attached animation has finished (0 when there are none).
  public var animationEndTime: Double {
    animations.map(\.endTime).filter(\.isFinite).max() ?? 0
  }

  /// The presentation tree at a time: the model layers with every active animation's value
  /// written over the animated properties, and no animations attached.
  ///
  /// Animations are applied in the order they were added, so a later one wins on a shared
  /// property. A non-finite time returns the model tree unchanged.
  public func presentation(at time: Double) -> LayerTree {
    var result = self
    result.animations = []
    guard time.isFinite else { return result }
    for attached in animations {
      guard let path = indexPath(of: attached.layerID) else { continue }
      Self.modify(&result.root, at: path[...]) { layer in
        switch attached.kind {
        case .single(let animation): animation.apply(at: time, to: &layer)
        case .group(let group): group.apply(at: time, to: &layer)
        }
      }
    }
    // The animated geometry moves hit areas: the presented tree hit-tests against its own state.
    if !animations.isEmpty { result.rebuildHitIndexes() }
    return result
  }

  private mutating func attach(_ kind: AttachedAnimation.Kind, to id: LayerID, forKey key: String) throws(SceneError) {
    guard contains(id) else { throw .layerNotFound(id) }
    removeAnimation(from: id, forKey: key)
    animations.append(AttachedAnimation(layerID: id, key: key, kind: kind))
  }
}

extension LayerTree {
  /// A snapshot of a layer's subtree as it is in this tree, usable as another layer's contents.
  ///
  /// Take it from a ``presentation(at:)`` tree to capture an animated state.
  /// - Parameters:
  ///   - id: the layer to capture.
  ///   - rect: the region to capture, in the layer's bounds coordinates; `nil` captures the bounds.
  /// - Throws: ``SceneError/layerNotFound(_:)``.
  public func snapshot(of id: LayerID, rect: CGRect? = nil) throws(SceneError) -> Snapshot {
    guard let layer = layer(id) else { throw .layerNotFound(id) }
    return Snapshot(layer: layer, rect: rect)
  }
}
