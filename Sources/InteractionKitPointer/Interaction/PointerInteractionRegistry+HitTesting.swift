public import Foundation
import InteractionKitGeometry
public import InteractionKitScene

/// What is under a pointer location: the hit layer and the interaction host that answers for it.
public struct PointerHitTestResult: Hashable, Sendable {
  /// The frontmost layer under the location (`LayerTree.hitTest`), or `nil`.
  public var hitLayer: LayerID?

  /// The host whose interaction answers: the hit layer or its nearest ancestor with an enabled
  /// interaction, else the frontmost explicit area containing the location; `nil` for none.
  public var host: PointerHost?

  /// The host's preview (its frame, corner radius and background), or `nil` without a host.
  public var preview: PointerPreview?

  /// The region the host's delegate is offered, or `nil` without a host: the host's hit area (a
  /// layer's bounds inset by its hit-test insets, as a rect in the tracker's coordinates, or the
  /// area's rect), identified by the layer's identifier or the area's name.
  public var defaultRegion: PointerRegion?

  /// Creates a result.
  public init(hitLayer: LayerID?, host: PointerHost?, preview: PointerPreview?, defaultRegion: PointerRegion?) {
    self.hitLayer = hitLayer
    self.host = host
    self.preview = preview
    self.defaultRegion = defaultRegion
  }
}

extension PointerInteractionRegistry {
  /// Finds what answers for a location: hit tests the tree, then walks from the hit layer up to the
  /// nearest layer with an enabled interaction; when no layer has one, takes the frontmost
  /// explicit area containing the location.
  ///
  /// The tree's hit test gates everything, as in UIKit: a control whose container does not contain
  /// the location is never reached, whatever its own hit area (give the container an enlarged hit
  /// area too). Deviation from UIKit: the default region is the host's *hit area*, not its bounds,
  /// so a layer's negative hit-test insets enlarge its region without a custom delegate.
  ///
  /// - Parameters:
  ///   - location: The location, in the tree's coordinates; a non-finite location hits nothing.
  ///   - tree: The scene, or `nil` to consult only the explicit areas.
  /// - Complexity: The tree's hit test plus the hit layer's depth.
  public func hitTest(_ location: CGPoint, in tree: LayerTree?) -> PointerHitTestResult {
    guard location.isFinitePoint else { return PointerHitTestResult(hitLayer: nil, host: nil, preview: nil, defaultRegion: nil) }
    let hit = tree?.hitTest(location)
    if let tree, let hit, let found = layerHost(for: hit, in: tree) { return found }
    for area in areas.reversed() where area.interaction.isEnabled && area.rect.contains(location) {
      return PointerHitTestResult(
        hitLayer: hit, host: .area(area.name), preview: PointerPreview(frame: area.rect),
        defaultRegion: PointerRegion(rect: area.rect, identifier: .init(area.name)))
    }
    return PointerHitTestResult(hitLayer: hit, host: nil, preview: nil, defaultRegion: nil)
  }

  /// The hit layer's nearest self-or-ancestor with an enabled interaction, with its geometry.
  private func layerHost(for hit: LayerID, in tree: LayerTree) -> PointerHitTestResult? {
    guard !layerInteractions.isEmpty, let chain = try? tree.ancestry(of: hit) else { return nil }
    for id in chain.reversed() {
      guard let interaction = layerInteractions[id], interaction.isEnabled, let layer = tree.layer(id),
        let toRoot = try? tree.transformToRoot(from: id)
      else { continue }
      let hitArea = layer.bounds.inset(by: layer.hitTestInsets)
      let frame = layer.bounds.applying(toRoot)
      let preview = PointerPreview(
        frame: frame, cornerRadius: layer.cornerRadius, hasBackground: layer.backgroundColor != nil, layerID: id)
      let region = PointerRegion(rect: hitArea.isNull ? frame : hitArea.applying(toRoot), identifier: .init(id.rawValue))
      return PointerHitTestResult(hitLayer: hit, host: .layer(id), preview: preview, defaultRegion: region)
    }
    return nil
  }
}
