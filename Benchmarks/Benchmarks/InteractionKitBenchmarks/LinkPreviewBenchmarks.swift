import Benchmark
import Foundation
import InteractionKitCairo
import InteractionKitGallery
import InteractionKitPango
import InteractionKitScene

/// A full lift frame of a link preview at @2x, against rendering the same container without the
/// preview (the baseline, measured in the same run).
func registerLinkPreviewBenchmarks() {
  let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 200)
  let context = GalleryContext(textEngine: PangoTextLayoutEngine(fonts: .pinned))
  let text = "Docs: https://developer.apple.com/documentation/uikit/uipreviewparameters explain it all."
  guard let demo = try? LinkPreviewDemo(text: text, width: 320, point: nil, context: context),
    let lifted = try? demo.liftedScene()
  else { return }
  let renderer = SceneRenderer()
  Benchmark("link preview: the container without the preview, @2x PNG (baseline)", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? renderer.pngData(demo.tree, scale: 2)) }
  }
  Benchmark("link preview: a full lift frame (bubble, masks, snapshot, shadow, dimming), @2x PNG", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? renderer.pngData(lifted, scale: 2)) }
  }
  Benchmark("link preview: build the lift frame's layers (no drawing)", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? demo.liftedScene()) }
  }
}
