import InteractionKitGTK
import InteractionKitLinux

// A GTK 4 window with one interactive text: tap a token, long-press the link to preview it.
// The scene is the engine's; the view only draws it and feeds it the mouse, keys and time.
try GTKMainLoop.start(applicationName: "Interactive text")
let text = InteractiveTextScene(
  document: TextDocument("Read https://swift.org/documentation, then ask @swiftlang about #Swift6."),
  engine: PangoTextLayoutEngine(fonts: .system),
  environment: SceneEnvironment(size: CGSize(width: 480, height: 200)))
let view = SceneView(scene: text) { event, _ in
  if case .tapped(let token) = event { print("tapped \(token.kind): \(token.text)") }
}
let window = GTKWindow(title: "Interactive text", width: 480, height: 200)
window.setContent(view)
window.onClose = { GTKMainLoop.quit() }
window.present()
GTKMainLoop.run()
