import Benchmark
import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene

/// Region resolution for one pointer sample in a 10,000-layer scene (issue 6: under 20 µs),
/// against `LayerTree.hitTest` of the same point alone.
func registerPointerBenchmarks() {
  let config = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(2), maxIterations: 100_000)
  // 100 × 100 buttons of 8 pt on a 10 pt grid, each with a highlight interaction and −1 pt insets.
  var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  var interactions = PointerInteractionRegistry()
  root.sublayers = (0..<10_000).map { (i: Int) -> Layer in
    let id = LayerID("button-\(i)")
    var layer = Layer(id: id, frame: CGRect(x: Double(i % 100) * 10 + 1, y: Double(i / 100) * 10 + 1, width: 8, height: 8))
    layer.hitTestInsets = EdgeInsets(all: -1)
    return layer
  }
  for layer in root.sublayers { interactions.addInteraction(PointerInteraction(delegate: .highlight), to: layer.id) }
  let tree = try! LayerTree(root: root)
  let probes: [CGPoint] = (0..<100).map { (i: Int) -> CGPoint in
    CGPoint(x: Double((i * 37) % 1000) + 0.5, y: Double((i * 61) % 1000) + 0.5)
  }
  Benchmark("pointer: LayerTree.hitTest, 10,000 layers, 1 point (baseline)", configuration: config) { benchmark in
    var index = 0
    for _ in benchmark.scaledIterations {
      blackHole(tree.hitTest(probes[index % probes.count]))
      index += 1
    }
  }
  Benchmark("pointer: registry hit test (host + default region), 10,000 layers, 1 point", configuration: config) {
    benchmark in
    var index = 0
    for _ in benchmark.scaledIterations {
      blackHole(interactions.hitTest(probes[index % probes.count], in: tree))
      index += 1
    }
  }
  Benchmark("pointer: tracker sample (region, style, presented pointer), 10,000 layers", configuration: config) {
    benchmark in
    var tracker = PointerTracker(tree: tree, interactions: interactions)
    var index = 0
    for _ in benchmark.scaledIterations {
      let time = Double(index) / 60
      blackHole(tracker.handle(.pointerMoved(probes[index % probes.count], time: time)))
      index += 1
    }
  }
}
