public import Foundation
import InteractionKitGeometry

extension LayerTree {
  /// The regions where this tree may draw differently from `previous`, in the root's bounds
  /// coordinates, for a view that keeps the last frame's pixels and redraws only what changed.
  ///
  /// Layers are matched by identifier, level by level. A layer whose drawing properties, geometry
  /// or contents changed damages where its whole subtree drew before and where it draws now; a
  /// layer added or removed damages where its subtree draws; an unchanged layer passes the question
  /// on to its sublayers. A layer with a ``Layer/backdropMaterial`` depends on what lies below it:
  /// when that changes within the area the material reads (``Layer/backdropSampleRect``), the whole
  /// area is damaged. Clips (``Layer/masksToBounds``, ``Layer/maskPath``) bound the damage of
  /// their subtrees. Text contents count as unchanged only when both frames hold the same layout
  /// object (a host that keeps its layouts, like a caching engine, gets exact damage; a layout value
  /// made anew each frame damages its layer each frame).
  ///
  /// The rects are rounded out to whole points, clipped to the root's bounds and do not overlap
  /// more than needed: at most `limit` of them, merged into their bounding box past that. An empty
  /// array means the trees draw alike; a changed root (its bounds or own drawing) damages all of it.
  ///
  /// - Parameters:
  ///   - previous: The tree drawn last.
  ///   - limit: The most rects returned (at least 1); default 8.
  public func damage(since previous: LayerTree, limit: Int = 8) -> [CGRect] {
    Self.damage(from: previous.root, to: root, limit: limit)
  }

  /// The damage between two roots (``damage(since:limit:)``), backdrops included.
  static func damage(from old: Layer, to new: Layer, limit: Int) -> [CGRect] {
    damageAndSteadyBackdrops(from: old, to: new, limit: limit).rects
  }

  /// ``damage(since:limit:)`` and the identifiers of the layers whose backdrop material reads the
  /// same area as in `previous`, over a backdrop that did not change there: a renderer that kept
  /// their blur may draw it again without reading the pixels beneath.
  package func damageAndSteadyBackdrops(since previous: LayerTree, limit: Int = 8) -> (
    rects: [CGRect], steadyBackdrops: Set<LayerID>
  ) {
    Self.damageAndSteadyBackdrops(from: previous.root, to: root, limit: limit)
  }

  static func damageAndSteadyBackdrops(from old: Layer, to new: Layer, limit: Int) -> (
    rects: [CGRect], steadyBackdrops: Set<LayerID>
  ) {
    let canvas = new.bounds
    guard !canvas.isEmpty else { return ([], []) }
    if old.bounds != canvas || !new.drawsLike(old) { return ([canvas.integral], []) }
    var collector = DamageCollector(canvas: canvas)
    collector.compareSublayers(old, new, transform: .identity, clip: canvas)
    collector.addBackdrops(old: old, new: new)
    return (collector.rects(limit: max(1, limit)), collector.steadyBackdrops)
  }
}

/// Gathers damaged rects while two trees are walked side by side.
private struct DamageCollector {
  let canvas: CGRect
  var rects: [CGRect] = []
  /// The materials whose layer and backdrop are unchanged (``addBackdrops(old:new:)``).
  var steadyBackdrops: Set<LayerID> = []

  init(canvas: CGRect) {
    self.canvas = canvas
  }

  /// Adds a subtree's drawing, `transform` taking its superlayer's coordinates to the root's.
  mutating func addSubtree(_ layer: Layer, transform: CGAffineTransform, clip: CGRect) {
    let local = layer.subtreeDrawingBounds
    guard !local.isNull else { return }
    add(local.applying(layer.transformToSuperlayer.concatenating(transform)), clip: clip)
  }

  mutating func add(_ rect: CGRect, clip: CGRect) {
    let clipped = rect.intersection(clip).intersection(canvas)
    guard !clipped.isNull, !clipped.isEmpty else { return }
    rects.append(clipped.integral)
  }

  /// Compares two versions of one layer (same identifier) as sublayers under `transform`.
  mutating func compare(_ old: Layer, _ new: Layer, transform: CGAffineTransform, clip: CGRect) {
    let oldVisible = !old.isHidden && old.opacity > 0
    let newVisible = !new.isHidden && new.opacity > 0
    guard oldVisible || newVisible else { return }
    guard oldVisible, newVisible, new.drawsLike(old) else {
      addSubtree(old, transform: transform, clip: clip)
      addSubtree(new, transform: transform, clip: clip)
      return
    }
    compareSublayers(old, new, transform: new.transformToSuperlayer.concatenating(transform), clip: clip)
  }

  /// Compares the sublayers of two versions of a layer whose own drawing is alike; `transform`
  /// takes the layer's bounds coordinates to the root's.
  mutating func compareSublayers(_ old: Layer, _ new: Layer, transform: CGAffineTransform, clip: CGRect) {
    var clip = clip
    if new.masksToBounds { clip = clip.intersection(new.bounds.insetBy(dx: -1, dy: -1).applying(transform)) }
    if let mask = new.maskPath { clip = clip.intersection(mask.boundingBox.insetBy(dx: -1, dy: -1).applying(transform)) }
    guard !clip.isNull, !clip.isEmpty else { return }
    let oldSublayers = old.sublayers
    let newSublayers = new.sublayers
    if oldSublayers.count == newSublayers.count, zip(oldSublayers, newSublayers).allSatisfy({ $0.id == $1.id }) {
      for (a, b) in zip(oldSublayers, newSublayers) { compare(a, b, transform: transform, clip: clip) }
      return
    }
    // Layers added or removed: the ones kept must keep their order, or everything is redrawn.
    let oldIndex = Dictionary(oldSublayers.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newIDs = Set(newSublayers.map(\.id))
    var lastOld = -1
    var kept: [(Layer, Layer)] = []
    var added: [Layer] = []
    var inOrder = true
    for layer in newSublayers {
      guard let index = oldIndex[layer.id] else {
        added.append(layer)
        continue
      }
      if index <= lastOld { inOrder = false }
      lastOld = index
      kept.append((oldSublayers[index], layer))
    }
    guard inOrder else {
      for layer in oldSublayers { addSubtree(layer, transform: transform, clip: clip) }
      for layer in newSublayers { addSubtree(layer, transform: transform, clip: clip) }
      return
    }
    for layer in oldSublayers where !newIDs.contains(layer.id) { addSubtree(layer, transform: transform, clip: clip) }
    for layer in added { addSubtree(layer, transform: transform, clip: clip) }
    for (a, b) in kept { compare(a, b, transform: transform, clip: clip) }
  }

  /// Damages the whole area each backdrop material of `new` reads (``Layer/backdropSampleRect``,
  /// in the root's coordinates, unclipped but by the canvas) when the material's layer is new or
  /// changed, or when what is drawn before it (the tree cut just before the layer) changed there:
  /// a material depends on what lies below it, and its renderer reads all of that area.
  ///
  /// A material is steady (its kept blur still shows what lies beneath) when it was drawn in
  /// `old` too, at the same path, reading the same area with the same material, and nothing
  /// beneath changed there; its layer's own opacity, background or contents may have changed (a
  /// dimming fading in), which damages the area but does not change the blur (the renderer checks
  /// that its kept blur was made from the same pixel rect, material and reduction).
  mutating func addBackdrops(old: Layer, new: Layer) {
    let found = Self.backdrops(in: new)
    let before = Dictionary(Self.backdrops(in: old).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    for backdrop in found {
      let path = backdrop.path
      let area = backdrop.sample.intersection(canvas)
      guard !area.isNull, !area.isEmpty else { continue }
      guard let earlier = before[path], earlier.material == backdrop.material, earlier.sample == backdrop.sample else {
        add(area, clip: canvas)
        continue
      }
      let beneath = LayerTree.damage(
        from: Self.cut(old, before: path[...]), to: Self.cut(new, before: path[...]), limit: 64)
      if beneath.contains(where: { $0.intersects(area) }) {
        add(area, clip: canvas)
        continue
      }
      steadyBackdrops.insert(backdrop.id)
      // Its own drawing changed (an opacity, a tint): all it covers is redrawn, from the kept blur.
      if let before = Self.layer(at: path, in: old), let now = Self.layer(at: path, in: new), !now.drawsLike(before) {
        add(area, clip: canvas)
      }
    }
  }

  /// The visible layers with a material below `root`: their path of identifiers, identifier,
  /// material and sample rect in the root's coordinates.
  static func backdrops(in root: Layer) -> [(path: [LayerID], id: LayerID, material: BackdropMaterial, sample: CGRect)] {
    var found: [(path: [LayerID], id: LayerID, material: BackdropMaterial, sample: CGRect)] = []
    func visit(_ layer: Layer, path: [LayerID], transform: CGAffineTransform) {
      for sublayer in layer.sublayers where !sublayer.isHidden && sublayer.opacity > 0 {
        let toRoot = sublayer.transformToSuperlayer.concatenating(transform)
        let subpath = path + [sublayer.id]
        if let material = sublayer.backdropMaterial {
          found.append((subpath, sublayer.id, material, sublayer.backdropSampleRect.applying(toRoot)))
        }
        visit(sublayer, path: subpath, transform: toRoot)
      }
    }
    visit(root, path: [], transform: .identity)
    return found
  }

  /// The layer at a path of identifiers below `root`, or nil.
  static func layer(at path: [LayerID], in root: Layer) -> Layer? {
    var layer = root
    for id in path {
      guard let next = layer.sublayers.first(where: { $0.id == id }) else { return nil }
      layer = next
    }
    return layer
  }

  /// `layer` with everything drawn from the layer at `path` on left out: the part of the tree that
  /// lies beneath that layer.
  static func cut(_ layer: Layer, before path: ArraySlice<LayerID>) -> Layer {
    guard let first = path.first, let index = layer.sublayers.firstIndex(where: { $0.id == first }) else { return layer }
    var result = layer
    var kept = Array(layer.sublayers[..<index])
    if path.count > 1 { kept.append(cut(layer.sublayers[index], before: path.dropFirst())) }
    result.sublayers = kept
    return result
  }

  /// The rects, overlapping ones merged, at most `limit` (else their bounding box).
  func rects(limit: Int) -> [CGRect] {
    guard rects.count <= 8 * limit else { return [CGRect.union(of: rects)] }
    var merged: [CGRect] = []
    for rect in rects {
      var current = rect
      var index = 0
      while index < merged.count {
        if merged[index].intersects(current) {
          current = current.union(merged.remove(at: index))
          index = 0
        } else {
          index += 1
        }
      }
      merged.append(current)
    }
    guard merged.count > limit else { return merged }
    return [CGRect.union(of: merged)]
  }
}

extension Layer {
  /// Whether this layer draws exactly like `other`, leaving out their sublayers: geometry,
  /// appearance and contents (hit-testing properties do not count). Text contents are alike only
  /// when both hold the very same layout object.
  public func drawsLike(_ other: Layer) -> Bool {
    position == other.position && bounds == other.bounds && anchorPoint == other.anchorPoint
      && transform == other.transform && opacity == other.opacity && isHidden == other.isHidden
      && backgroundColor == other.backgroundColor && backdropMaterial == other.backdropMaterial
      && cornerRadius == other.cornerRadius
      && cornerCurve == other.cornerCurve && borderWidth == other.borderWidth && borderColor == other.borderColor
      && shadow == other.shadow && maskPath == other.maskPath && masksToBounds == other.masksToBounds
      && LayerContents.drawAlike(contents, other.contents)
  }
}

extension LayerContents {
  /// Whether two contents draw the same pixels: equal shapes and images, snapshots of subtrees that
  /// draw alike, text from the very same layout object at the same origin.
  static func drawAlike(_ a: LayerContents?, _ b: LayerContents?) -> Bool {
    switch (a, b) {
    case (nil, nil):
      return true
    case (.shape(let x)?, .shape(let y)?):
      return x == y
    case (.image(let x)?, .image(let y)?):
      return x == y
    case (.text(let x)?, .text(let y)?):
      guard x.origin == y.origin, type(of: x.layout) is AnyClass, type(of: y.layout) is AnyClass else { return false }
      return (x.layout as AnyObject) === (y.layout as AnyObject)
    case (.snapshot(let x)?, .snapshot(let y)?):
      return x.rect == y.rect && x.layer.subtreeDrawsLike(y.layer)
    default:
      return false
    }
  }
}

extension Layer {
  /// Whether the whole subtree draws like `other`'s: ``drawsLike(_:)`` for the layer and, with
  /// the same identifiers in the same order, for every sublayer.
  public func subtreeDrawsLike(_ other: Layer) -> Bool {
    guard drawsLike(other), sublayers.count == other.sublayers.count else { return false }
    return zip(sublayers, other.sublayers).allSatisfy { $0.id == $1.id && $0.subtreeDrawsLike($1) }
  }
}
