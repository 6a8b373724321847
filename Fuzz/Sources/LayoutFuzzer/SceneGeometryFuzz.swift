import Foundation
import FuzzSupport
import InteractionKitGeometry
import InteractionKitScene

/// `Layer` geometry setters, `frame`, `LayerTree.frameInRoot`, `convert`, hit testing and hit areas.
enum SceneGeometryFuzz {
  static func layer(_ id: LayerID, _ input: inout FuzzInput, sublayers: [Layer]) -> Layer {
    var layer = Layer(id: id, bounds: input.rect(), position: input.point(), anchorPoint: input.point(), sublayers: sublayers)
    if input.bool() {
      layer.transform = CGAffineTransform(
        a: input.double(), b: input.double(), c: input.double(), d: input.double(), tx: input.double(), ty: input.double())
    }
    if input.bool() {
      layer.hitTestInsets = EdgeInsets(top: input.double(), left: input.double(), bottom: input.double(), right: input.double())
    }
    if input.bool() { layer.frame = input.rect() }
    if input.bool() { layer.hitAreaRule = .unionOfSublayers }
    FiniteGeometry.check(layer.frame, "frame of \(id)")
    FiniteGeometry.check(layer.bounds, "bounds of \(id)")
    FiniteGeometry.check(layer.position, "position of \(id)")
    return layer
  }

  static func run(_ input: inout FuzzInput) {
    let depth = 1 + input.int(below: 4)
    var ids: [LayerID] = []
    var current: [Layer] = []
    for level in (0..<depth).reversed() {
      var siblings = current
      let id = LayerID("l\(level)")
      ids.append(id)
      if input.bool() {
        let sibling = LayerID("s\(level)")
        ids.append(sibling)
        siblings.append(layer(sibling, &input, sublayers: []))
      }
      current = [layer(id, &input, sublayers: siblings)]
    }
    guard let tree = try? LayerTree(root: current[0]) else { return }
    for id in ids {
      guard let frame = try? tree.frameInRoot(of: id) else { continue }
      FiniteGeometry.check(frame, "frameInRoot of \(id)")
      for destination in [nil, ids.first, ids.last] {
        if let point = try? tree.convert(input.point(), from: id, to: destination) {
          FiniteGeometry.check(point, "converted point")
        }
        if let rect = try? tree.convert(input.rect(), from: destination, to: id) {
          FiniteGeometry.check(rect, "converted rect")
        }
      }
      FiniteGeometry.check(tree.layer(id)?.effectiveHitAreaBounds ?? .null, "hit area bounds", allowNull: true)
    }
    for _ in 0..<4 { _ = tree.hitTestChain(input.point()) }
  }
}
