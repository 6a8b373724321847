import Foundation
import InteractionKitGeometry

/// A retained tree of layers plus the animations attached to them: the engine's scene.
///
/// The tree's coordinate space is the root layer's bounds space (the root acts as the window:
/// its own position and transform are ignored when converting, hit testing and rendering).
/// Layers are found by ``LayerID``; identifiers must be unique.
///
/// ```swift
/// var tree = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
/// try tree.addSublayer(Layer(id: "card", frame: CGRect(x: 20, y: 20, width: 120, height: 80)), to: "root")
/// tree.hitTest(CGPoint(x: 30, y: 30))   // "card"
/// ```
public struct LayerTree: Sendable {
  /// The root layer, which holds every other layer.
  public internal(set) var root: Layer
  /// The animations attached to layers, in the order they were added.
  public internal(set) var animations: [AttachedAnimation] = []
  /// Index paths (child positions from the root) of every layer.
  private var indexPaths: [LayerID: [Int]] = [:]
  /// The spatial index of every container with at least ``SublayerHitIndex/minimumSublayerCount``
  /// sublayers, keyed by the container, which ``hitTest(_:)`` uses instead of walking all sublayers.
  private(set) var hitIndexes: [LayerID: SublayerHitIndex] = [:]

  /// Creates a tree from a root layer.
  ///
  /// - Throws: ``SceneError/duplicateLayerID(_:)`` when two layers share an identifier.
  public init(root: Layer) throws(SceneError) {
    self.root = root
    try rebuildIndex()
  }

  /// The identifiers of all layers, depth first, back to front.
  public var layerIDs: [LayerID] {
    var result: [LayerID] = []
    func visit(_ layer: Layer) {
      result.append(layer.id)
      layer.sublayers.forEach(visit)
    }
    visit(root)
    return result
  }

  /// The number of layers in the tree.
  public var count: Int { indexPaths.count }

  /// Whether a layer with this identifier exists.
  public func contains(_ id: LayerID) -> Bool { indexPaths[id] != nil }

  /// The layer with an identifier (with its subtree), or `nil`.
  public func layer(_ id: LayerID) -> Layer? {
    guard let path = indexPaths[id] else { return nil }
    return Self.layer(at: path, in: root)
  }

  /// The identifier of a layer's superlayer (`nil` for the root or an unknown layer).
  public func superlayerID(of id: LayerID) -> LayerID? {
    guard let path = indexPaths[id], !path.isEmpty else { return nil }
    return Self.layer(at: Array(path.dropLast()), in: root).id
  }

  /// The identifiers from the root down to the layer, both included.
  public func ancestry(of id: LayerID) throws(SceneError) -> [LayerID] {
    guard let path = indexPaths[id] else { throw .layerNotFound(id) }
    var result = [root.id]
    var layer = root
    for i in path {
      layer = layer.sublayers[i]
      result.append(layer.id)
    }
    return result
  }

  /// Changes a layer's properties in place. Changes to `id` or `sublayers` made here are
  /// re-indexed.
  ///
  /// - Throws: ``SceneError/layerNotFound(_:)``, or ``SceneError/duplicateLayerID(_:)`` if the
  ///   change introduced a duplicate (the change is then undone).
  public mutating func modifyLayer(_ id: LayerID, _ body: (inout Layer) -> Void) throws(SceneError) {
    guard let path = indexPaths[id] else { throw .layerNotFound(id) }
    let saved = root
    Self.modify(&root, at: path[...], body)
    let changed = Self.layer(at: path, in: root)
    if changed.id != id || changed.sublayers.count != Self.layer(at: path, in: saved).sublayers.count
      || changed.sublayers.map(\.id) != Self.layer(at: path, in: saved).sublayers.map(\.id)
    {
      do { try rebuildIndex() } catch {
        root = saved
        try? rebuildIndex()
        throw error
      }
    } else {
      refreshHitIndexes(around: path)
    }
  }

  /// Adds a layer (with its subtree) as the frontmost sublayer of `parent`, or at `index`.
  ///
  /// - Throws: ``SceneError/layerNotFound(_:)`` or ``SceneError/duplicateLayerID(_:)``.
  public mutating func addSublayer(_ layer: Layer, to parent: LayerID, at index: Int? = nil) throws(SceneError) {
    guard let path = indexPaths[parent] else { throw .layerNotFound(parent) }
    var newIDs: Set<LayerID> = []
    var duplicate: LayerID?
    func collect(_ l: Layer) {
      if indexPaths[l.id] != nil || !newIDs.insert(l.id).inserted { duplicate = duplicate ?? l.id }
      l.sublayers.forEach(collect)
    }
    collect(layer)
    if let duplicate { throw .duplicateLayerID(duplicate) }
    Self.modify(&root, at: path[...]) { p in
      let i = index.map { min(max(0, $0), p.sublayers.count) } ?? p.sublayers.count
      p.sublayers.insert(layer, at: i)
    }
    try rebuildIndex()
  }

  /// Removes a layer and its subtree, and the animations attached to them.
  ///
  /// - Throws: ``SceneError/layerNotFound(_:)`` or ``SceneError/cannotRemoveRoot``.
  public mutating func removeLayer(_ id: LayerID) throws(SceneError) {
    guard let path = indexPaths[id] else { throw .layerNotFound(id) }
    guard let last = path.last else { throw .cannotRemoveRoot }
    let removed = Set(Self.ids(in: Self.layer(at: path, in: root)))
    Self.modify(&root, at: path.dropLast()[...]) { $0.sublayers.remove(at: last) }
    animations.removeAll { removed.contains($0.layerID) }
    try rebuildIndex()
  }

  // MARK: - Internals

  private mutating func rebuildIndex() throws(SceneError) {
    var index: [LayerID: [Int]] = [:]
    var duplicate: LayerID?
    func visit(_ layer: Layer, _ path: [Int]) {
      if index.updateValue(path, forKey: layer.id) != nil { duplicate = duplicate ?? layer.id }
      for (i, child) in layer.sublayers.enumerated() { visit(child, path + [i]) }
    }
    visit(root, [])
    if let duplicate { throw .duplicateLayerID(duplicate) }
    indexPaths = index
    rebuildHitIndexes()
  }

  /// Rebuilds the spatial index of every big container; O(number of layers).
  mutating func rebuildHitIndexes() {
    var result: [LayerID: SublayerHitIndex] = [:]
    func visit(_ layer: Layer) {
      if let index = SublayerHitIndex(container: layer) { result[layer.id] = index }
      for child in layer.sublayers { visit(child) }
    }
    visit(root)
    hitIndexes = result
  }

  /// Rebuilds the indexes a property change of the layer at `path` can affect (the structure being
  /// unchanged): those of its ancestors (a union-rule ancestor's box grows with its subtree), its own
  /// and its descendants'.
  private mutating func refreshHitIndexes(around path: [Int]) {
    guard !hitIndexes.isEmpty else { return }
    for id in Array(hitIndexes.keys) {
      guard let containerPath = indexPaths[id] else { continue }
      let isAncestorOrSelf = containerPath.count <= path.count && path.starts(with: containerPath)
      let isDescendant = containerPath.count > path.count && containerPath.starts(with: path)
      guard isAncestorOrSelf || isDescendant else { continue }
      hitIndexes[id] = SublayerHitIndex(container: Self.layer(at: containerPath, in: root))
    }
  }

  func indexPath(of id: LayerID) -> [Int]? { indexPaths[id] }

  static func layer(at path: [Int], in root: Layer) -> Layer {
    var layer = root
    for i in path { layer = layer.sublayers[i] }
    return layer
  }

  static func modify(_ layer: inout Layer, at path: ArraySlice<Int>, _ body: (inout Layer) -> Void) {
    guard let first = path.first else { return body(&layer) }
    modify(&layer.sublayers[first], at: path.dropFirst(), body)
  }

  static func ids(in layer: Layer) -> [LayerID] {
    [layer.id] + layer.sublayers.flatMap { ids(in: $0) }
  }
}
