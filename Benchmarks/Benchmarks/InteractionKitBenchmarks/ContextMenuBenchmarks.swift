import Benchmark
import Foundation
import InteractionKitCairo
import InteractionKitCallout
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitPango
import InteractionKitScene

/// Context-menu placement against a callout's layout in the same container (the baseline), and a
/// full presented frame at @2x against the same container drawn empty.
func registerContextMenuBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(3), maxIterations: 100_000)
  let engine = PangoTextLayoutEngine(fonts: .pinned)
  let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  let source = CGRect(x: 150, y: 300, width: 220, height: 60)
  let callout = Callout(title: "Golden Gate Bridge", subtitle: "San Francisco, California")
  let menu = Menu(children: (0..<20).map { index in
    .action(MenuAction("item\(index)", title: "Menu item number \(index)", image: index % 2 == 0 ? "star" : nil))
  })
  let accessories = [
    ContextMenuAccessory(
      "tapback", size: CGSize(width: 300, height: 64), location: .preview,
      anchor: .init(attachment: .top, alignment: .trailing), offset: CGPoint(x: -3, y: -16), trackingAxis: [.x, .y],
      cornerRadius: 32),
    ContextMenuAccessory(
      "footer", size: CGSize(width: 200, height: 36), location: .menu, anchor: .init(attachment: .bottom)),
  ]
  let placement = ContextMenuPlacement(
    menu: menu, sourceFrame: source, containerBounds: container,
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), accessories: accessories)

  Benchmark("context menu: Callout.layout in a 390 × 844 container (baseline)", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? callout.layout(pointingAt: source, in: container, engine: engine, scale: 2))
    }
  }
  guard let rows = try? placement.measureRows(engine: engine) else { return }
  Benchmark("context menu: placement of a 20-item menu with two accessories (rows measured)", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? placement.layout(measuredRows: rows)) }
  }
  Benchmark("context menu: measure the 20 rows' text (Pango)", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? placement.measureRows(engine: engine)) }
  }
  Benchmark("context menu: measure and place (layout(engine:))", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? placement.layout(engine: engine)) }
  }

  guard let layout = try? placement.layout(engine: engine) else { return }
  let frame = ContextMenuConfiguration(source: ContextMenuSource(frame: source), menu: menu, accessories: accessories)
  var content = Layer(id: "source", frame: CGRect(origin: .zero, size: source.size))
  content.backgroundColor = .systemBlue
  content.cornerRadius = 18
  let overlay = ContextMenuOverlay(configuration: frame, layout: layout, engine: engine, sourceContent: content)
  let presentation = ContextMenuPresentation(
    center: CGPoint(x: layout.previewFrame.midX, y: layout.previewFrame.midY), size: source.size,
    scale: layout.previewScale, dimming: 1, menuProgress: 1)
  var root = Layer(id: "root", frame: container)
  root.backgroundColor = .white
  guard let empty = try? LayerTree(root: root) else { return }
  root.sublayers = overlay.layers(for: presentation, highlightedRow: 3)
  guard let presented = try? LayerTree(root: root) else { return }
  let renderer = SceneRenderer()
  let slow = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 200)
  Benchmark("context menu: the container drawn empty, @2x PNG (baseline)", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? renderer.pngData(empty, scale: 2)) }
  }
  Benchmark("context menu: a presented frame (preview, 20-row menu, two accessories), @2x PNG", configuration: slow) {
    benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? renderer.pngData(presented, scale: 2)) }
  }
  Benchmark("context menu: build the presented frame's layers (no drawing)", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(overlay.layers(for: presentation, highlightedRow: 3)) }
  }
}
