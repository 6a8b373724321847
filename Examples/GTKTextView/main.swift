import InteractionKitGTK
import InteractionKitLinux

// A GTK 4 window with one interactive text: tap a token, long-press the link to preview it.
try GTKMainLoop.start()
let text = InteractiveTextHost(
  document: TextDocument("Read https://swift.org/documentation, then ask @swiftlang about #Swift6."),
  engine: PangoTextLayoutEngine(fonts: .system))
text.onEvent = { event, _ in
  if case .tapped(let token) = event { print("tapped \(token.kind): \(token.text)") }
}
let window = GTKWindow(title: "Interactive text", width: 480, height: 200)
window.setContent(SceneView(content: text))
window.onClose = { GTKMainLoop.quit() }
window.present()
GTKMainLoop.run()
