public import Foundation
public import InteractionKitScene

/// Which layers (and explicit areas) have pointer interactions: the small map a
/// ``PointerTracker`` consults after hit testing.
///
/// A value, like the layer tree it complements; the tree holds geometry, the registry holds
/// behaviour, and both are looked up by `LayerID`.
///
/// ```swift
/// var interactions = PointerInteractionRegistry()
/// interactions.addInteraction(PointerInteraction(delegate: .highlight), to: "back")
/// interactions.addInteraction(PointerInteraction(delegate: .textLines(lines)), area: "editor", rect: editorRect)
/// ```
public struct PointerInteractionRegistry: Sendable {
  /// An explicit area: a named rect in the tracker's coordinates with its interaction.
  struct Area: Sendable {
    var name: String
    var rect: CGRect
    var interaction: PointerInteraction
  }

  /// The interactions attached to layers.
  var layerInteractions: [LayerID: PointerInteraction] = [:]

  /// The explicit areas, back to front (the last added is frontmost).
  private(set) var areas: [Area] = []

  /// Creates an empty registry.
  public init() {}

  /// Attaches an interaction to a layer, replacing the layer's previous one (as
  /// `UIView.addInteraction`, but one pointer interaction per layer).
  ///
  /// The layer need not exist yet: an interaction on a layer the tree lacks is never found.
  public mutating func addInteraction(_ interaction: PointerInteraction, to layer: LayerID) {
    layerInteractions[layer] = interaction
  }

  /// Removes a layer's interaction, if any.
  public mutating func removeInteraction(from layer: LayerID) {
    layerInteractions[layer] = nil
  }

  /// Registers an interaction for an explicit rect, for hosts without layers. The rect is in the
  /// tracker's coordinates and sanitized (`CGRect.sanitized`). An area with the same name is
  /// replaced; the new area is frontmost.
  public mutating func addInteraction(_ interaction: PointerInteraction, area name: String, rect: CGRect) {
    areas.removeAll { $0.name == name }
    areas.append(Area(name: name, rect: rect.sanitized, interaction: interaction))
  }

  /// Removes the explicit area with this name, if any.
  public mutating func removeArea(named name: String) {
    areas.removeAll { $0.name == name }
  }

  /// The interaction attached to a host, or `nil`.
  public func interaction(for host: PointerHost) -> PointerInteraction? {
    switch host {
    case .layer(let id): layerInteractions[id]
    case .area(let name): areas.last { $0.name == name }?.interaction
    }
  }

  /// Changes the interaction of a host in place (to disable it, or swap its delegate); does nothing
  /// when the host has none. Send the tracker ``PointerTracker/Event/invalidated(_:time:)`` after.
  public mutating func modifyInteraction(for host: PointerHost, _ body: (inout PointerInteraction) -> Void) {
    switch host {
    case .layer(let id):
      guard var interaction = layerInteractions[id] else { return }
      body(&interaction)
      layerInteractions[id] = interaction
    case .area(let name):
      guard let index = areas.lastIndex(where: { $0.name == name }) else { return }
      body(&areas[index].interaction)
    }
  }

  /// Every host with an interaction: layers sorted by identifier, then areas back to front.
  public var hosts: [PointerHost] {
    layerInteractions.keys.sorted().map(PointerHost.layer) + areas.map { .area($0.name) }
  }
}
