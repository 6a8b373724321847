import Foundation
import FuzzSupport
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene

/// `ContiguousLayout`, pointer regions and the registry's hit test.
enum PointerLayoutFuzz {
  static func run(_ input: inout FuzzInput) {
    let layout = ContiguousLayout(
      axis: input.bool() ? .horizontal : .vertical, hitTestInset: input.double(),
      alignment: [.leading, .center, .trailing][input.int(below: 3)])
    var sizes: [CGSize] = []
    for _ in 0..<input.int(below: 5) { sizes.append(input.size()) }
    let origin = input.point()
    var tree: LayerTree?
    if let arrangement = try? layout.arrange(sizes, at: origin) {
      FiniteGeometry.check(arrangement.frame, "arrangement frame")
      FiniteGeometry.check(arrangement.hitArea, "arrangement hit area", allowNull: true)
      for child in arrangement.children {
        FiniteGeometry.check(child.frame, "child frame")
        FiniteGeometry.check(child.hitArea, "child hit area", allowNull: true)
      }
      let ids = sizes.indices.map { LayerID("c\($0)") }
      if let container = try? arrangement.makeContainer(id: "row", childIDs: ids) {
        tree = try? LayerTree(root: Layer(id: "root", bounds: input.rect(), sublayers: [container]))
      }
    }
    let region = PointerRegion(rect: input.rect())
    FiniteGeometry.check(region.rect, "region rect")
    var registry = PointerInteractionRegistry()
    registry.addInteraction(PointerInteraction(), area: "area", rect: input.rect())
    if tree != nil { registry.addInteraction(PointerInteraction(), to: "c0") }
    for _ in 0..<3 {
      let result = registry.hitTest(input.point(), in: tree)
      if let preview = result.preview { FiniteGeometry.check(preview.frame, "pointer preview frame") }
      if let region = result.defaultRegion { FiniteGeometry.check(region.rect, "pointer default region") }
    }
  }
}
