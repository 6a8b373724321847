import Benchmark
import Foundation
import InteractionKitCairo
import InteractionKitGallery
import InteractionKitGeometry
import InteractionKitMotion
import InteractionKitPango
import InteractionKitScene
import InteractionKitTextLayout

// Each measured operation has a baseline measured in the same run, so results are read as ratios:
// "X / baseline" in Benchmarks/README.md.

let benchmarks: @Sendable () -> Void = {
  registerTokenBenchmarks()
  registerLargeDocumentBenchmarks()
  registerRegionBenchmarks()
  registerLinkPreviewBenchmarks()
  registerPointerBenchmarks()
  registerContextMenuBenchmarks()
  registerCLIBenchmarks()
  let quick = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2), maxIterations: 100_000)
  let slow = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 200)

  // MARK: Motion — 1,000 samples per iteration.
  let fractions = (0..<1000).map { Double($0) / 999 }
  Benchmark("timing curve: linear, 1000 samples (baseline)", configuration: quick) { benchmark in
    for _ in benchmark.scaledIterations {
      for f in fractions { blackHole(TimingFunction.linear.progress(at: f)) }
    }
  }
  Benchmark("timing curve: easeInEaseOut, 1000 samples", configuration: quick) { benchmark in
    for _ in benchmark.scaledIterations {
      for f in fractions { blackHole(TimingFunction.easeInEaseOut.progress(at: f)) }
    }
  }
  let spring = Spring(dampingRatio: 0.7, response: 0.5)
  Benchmark("spring: 1000 samples", configuration: quick) { benchmark in
    for _ in benchmark.scaledIterations {
      for f in fractions { blackHole(spring.value(at: f)) }
    }
  }

  // MARK: Scene — hit test in a 10,000-layer tree (100 columns × 100 rows of 10 pt cells).
  let tree: LayerTree = {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    root.sublayers = (0..<10_000).map { (i: Int) -> Layer in
      let x: Double = Double(i % 100) * 10
      let y: Double = Double(i / 100) * 10
      return Layer(id: LayerID("cell-\(i)"), frame: CGRect(x: x, y: y, width: 10, height: 10))
    }
    return try! LayerTree(root: root)
  }()
  let probes: [CGPoint] = (0..<100).map { (i: Int) -> CGPoint in
    let x: Double = Double((i * 37) % 1000) + 0.5
    let y: Double = Double((i * 61) % 1000) + 0.5
    return CGPoint(x: x, y: y)
  }
  Benchmark("hit test: frames scan of 10,000 layers, 100 points (baseline)", configuration: quick) { benchmark in
    let frames = tree.root.sublayers.map(\.frame)
    for _ in benchmark.scaledIterations {
      for p in probes { blackHole(frames.lastIndex { $0.contains(p) }) }
    }
  }
  Benchmark("hit test: 10,000-layer tree, 100 points", configuration: quick) { benchmark in
    for _ in benchmark.scaledIterations {
      for p in probes { blackHole(tree.hitTest(p)) }
    }
  }

  // MARK: Text — Pango layout of a 2,000-character paragraph.
  let engine = PangoTextLayoutEngine(fonts: .pinned)
  let sentence = "Long-press https://example.com/a/link and only its text lifts, café naïve 日本語 🙂. "
  let paragraph = String(String(repeating: sentence, count: 40).prefix(2000))
  let text = AttributedText(paragraph)
  let container = TextContainer(width: 320)
  Benchmark("text: Pango layout, 100-character paragraph (baseline)", configuration: quick) { benchmark in
    let short = AttributedText(String(paragraph.prefix(100)))
    for _ in benchmark.scaledIterations { blackHole(engine.layout(short, in: container).lineFragments.count) }
  }
  Benchmark("text: Pango layout, 2,000-character paragraph", configuration: quick) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(engine.layout(text, in: container).lineFragments.count) }
  }
  let layout = engine.layout(text, in: container)
  let range = NSRange(location: 100, length: 600)
  Benchmark("text: enclosing rects of a 600-unit range", configuration: quick) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try layout.enclosingRects(for: range)) }
  }

  // MARK: Rendering — the gallery's largest scene at @2x.
  let context = GalleryContext(textEngine: engine)
  let largest = Gallery.items.max { a, b in
    let sa = (try? a.makeScene(context).root.bounds.size).map { $0.width * $0.height } ?? 0
    let sb = (try? b.makeScene(context).root.bounds.size).map { $0.width * $0.height } ?? 0
    return sa < sb
  }!
  let scene = try! largest.makeScene(context)
  let renderer = SceneRenderer()
  Benchmark("render: empty canvas of the same size @2x (baseline)", configuration: slow) { benchmark in
    var blank = Layer(id: "root", bounds: scene.root.bounds)
    blank.backgroundColor = .white
    let empty = try! LayerTree(root: blank)
    for _ in benchmark.scaledIterations { blackHole(try renderer.pngData(empty, scale: 2)) }
  }
  Benchmark("render: gallery's largest scene (\(largest.id)) @2x", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try renderer.pngData(scene, scale: 2)) }
  }
}
