public import Foundation

extension LayerTree {
  /// A tree of one root layer with no sublayers: what a scene draws while it has nothing to show
  /// (no room yet, or a tree that could not be built). It cannot fail: a lone layer has no
  /// identifier to clash with.
  ///
  /// ```swift
  /// let tree = LayerTree.empty(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  /// tree.count   // 1
  /// ```
  ///
  /// - Parameters:
  ///   - frame: The root's frame; default zero (clamped like any layer's frame).
  ///   - id: The root's identifier; default `root`.
  public static func empty(frame: CGRect = .zero, id: LayerID = "root") -> LayerTree {
    do {
      return try LayerTree(root: Layer(id: id, frame: frame))
    } catch {
      preconditionFailure("a tree of one layer has no duplicate identifiers")
    }
  }
}
