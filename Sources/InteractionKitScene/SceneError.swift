/// A request to a ``LayerTree`` that names layers it cannot honour.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No layer in the tree has this identifier.
  case layerNotFound(LayerID)
  /// Two layers of the tree share an identifier.
  case duplicateLayerID(LayerID)
  /// The root layer cannot be removed or moved.
  case cannotRemoveRoot
  /// A transform on the way between two layers is singular (zero scale), so points cannot map back.
  case singularTransform(LayerID)

  /// A full-sentence explanation that ends with the fix.
  public var description: String {
    switch self {
    case .layerNotFound(let id):
      "No layer has the identifier \"\(id)\": add it to the tree first, or check the spelling."
    case .duplicateLayerID(let id):
      "Two layers share the identifier \"\(id)\": give every layer of a tree its own identifier."
    case .cannotRemoveRoot:
      "The root layer cannot be removed: replace the tree's root instead."
    case .singularTransform(let id):
      "The layer \"\(id)\" has a singular transform (a zero scale), so points cannot be mapped into it: use a tiny non-zero scale instead."
    }
  }
}
