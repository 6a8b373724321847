import InteractionKit
import InteractionKitLinux

// An interactive text document: lay it out, then a tap at a point finds the link under it.
let engine = PangoTextLayoutEngine()
let document = TextDocument("Hold https://swift.org/documentation to see where it goes.")
var text = ViewportTextLayout(document: document, engine: engine, container: TextContainer(width: 280))
try text.setViewport(CGRect(x: 0, y: 0, width: 280, height: 80))
guard let link = text.token(at: CGPoint(x: 80, y: 10)) else { fatalError("no link at (80, 10)") }
print("tap at (80, 10): \(link.kind) \(link.text)")

// A long press on it lifts the link's text-line bubble over the dimmed container: render three moments.
var view = text.layer(id: "text")
view.frame.origin = CGPoint(x: 24, y: 24)
var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 328, height: 112), sublayers: [view])
root.backgroundColor = .white
let lines = PreviewParameters(textLineRects: text.rects(for: link))
let preview = try TargetedPreview(view: "text", in: LayerTree(root: root), parameters: lines, container: "root")
let source = LinkPreviewSource(id: link.range.location, range: link.range, lineRects: preview.lineRectsInContainer)
let layout = LinkPreviewLayout(viewBounds: view.frame, containerBounds: root.bounds, cardSize: root.bounds.size)
var press = LinkPreviewInteraction(layout: layout, engine: engine)
press.handle(.touchDown(CGPoint(x: 104, y: 34), time: 0, hit: source))
let overlay = LinkPreviewOverlay(preview: preview, containerBounds: root.bounds)
for time in [0.3, 0.5, 0.8] {
  press.handle(.time(time))
  let scene = Layer(id: "scene", frame: root.frame, sublayers: [root] + overlay.layers(for: press.presentation(at: time)!))
  let file = "\(CommandLine.arguments.dropFirst().first ?? ".")/lift-\(time).png"
  try SceneRenderer().pngData(LayerTree(root: scene)).write(to: URL(fileURLWithPath: file))
  print("\(time) s: \(press.state) → \(file)")
}
