import Foundation
public import InteractionKitScene

extension LayerTree {
  /// A tree of one empty 1 × 1 root: what a host draws when its own tree cannot be built (its
  /// layers' identifiers collide), rather than nothing at all.
  public static let blank: LayerTree = {
    do { return try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 1, height: 1))) } catch {
      preconditionFailure("a tree of one layer has no duplicate identifiers")
    }
  }()
}
