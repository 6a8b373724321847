public import InteractionKitScene

/// What a ``PointerInteraction`` is attached to: a layer of the scene, or an explicit area for
/// hosts without layers.
///
/// Region identity includes the host: equal regions from two hosts are different regions.
public enum PointerHost: Hashable, Sendable, CustomStringConvertible {
  /// A layer of the tracker's layer tree.
  case layer(LayerID)
  /// An explicit rectangle registered by name (``PointerInteractionRegistry/addInteraction(_:area:rect:)``).
  case area(String)

  /// `layer:<id>` or `area:<name>`.
  public var description: String {
    switch self {
    case .layer(let id): "layer:\(id.rawValue)"
    case .area(let name): "area:\(name)"
    }
  }
}
