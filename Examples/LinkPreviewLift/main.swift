import InteractionKit
import InteractionKitLinux

// An interactive text document: lay it out, then a tap at a point finds the link under it.
let engine = PangoTextLayoutEngine(fonts: .pinned)
let document = TextDocument("Hold https://swift.org/documentation to see where it goes.")
var text = ViewportTextLayout(document: document, engine: engine, container: TextContainer(width: 280))
try text.setViewport(CGRect(x: 0, y: 0, width: 280, height: 80))
guard let link = text.token(at: CGPoint(x: 80, y: 10)) else { fatalError("no link at (80, 10)") }
print("tap at (80, 10): \(link.kind) \(link.text)")

// The text view sits at (24, 24) in a window; a long press on the link lifts its text-line bubble.
let window = CGRect(x: 0, y: 0, width: 328, height: 112)
let textFrame = CGRect(x: 24, y: 24, width: 280, height: 80)
var items = TextItemInteraction(
  text: text, layout: LinkPreviewLayout(viewBounds: textFrame, containerBounds: window, cardSize: window.size))
items.handle(.touchDown(CGPoint(x: 104, y: 34), time: 0))

// Render three moments of the lift over the dimmed window.
var view = text.layer(id: "text")
view.frame = textFrame
let root = Layer(id: "root", frame: window, backgroundColor: .white, sublayers: [view])
let lines = PreviewParameters(textLineRects: text.lineRects(for: link).map(text.viewRect(forContentRect:)))
let preview = try TargetedPreview(view: "text", in: LayerTree(root: root), parameters: lines, container: "root")
let overlay = LinkPreviewOverlay(preview: preview, containerBounds: window)
for time in [0.3, 0.5, 0.8] {
  items.handle(.time(time))
  let moment = overlay.layers(for: items.linkPreview.presentation(at: time)!)
  let file = "\(CommandLine.arguments.dropFirst().first ?? ".")/lift-\(time).png"
  try SceneRenderer().pngData(LayerTree(root: Layer(id: "scene", frame: window, sublayers: [root] + moment)))
    .write(to: URL(fileURLWithPath: file))
  print("\(time) s: \(items.linkPreview.state) → \(file)")
}
