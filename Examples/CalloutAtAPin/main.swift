import InteractionKit
import InteractionKitLinux

// Lay out a map callout pointing at a pin in a 320 × 200 container, its text measured by Pango.
let engine = PangoTextLayoutEngine(fonts: .pinned)
let container = CGRect(x: 0, y: 0, width: 320, height: 200)
let pin = CGRect(x: 150, y: 120, width: 20, height: 20)
let callout = Callout(title: "Ferry Building", subtitle: "Open today until 8 pm")
let layout = try callout.layout(pointingAt: pin, in: container, engine: engine, scale: 2)

// Draw the container, the pin and the callout as layers, and render them to a PNG at 2×.
var map = Layer(id: "map", frame: container)
map.backgroundColor = Color(rgb: 0xE6E4DE)
var dot = Layer(id: "pin", frame: pin)
dot.backgroundColor = .systemRed
dot.cornerRadius = 10
map.sublayers = [dot, callout.layer(for: layout, engine: engine)]
let file = CommandLine.arguments.dropFirst().first ?? "callout.png"
try SceneRenderer().pngData(LayerTree(root: map), scale: 2).write(to: URL(fileURLWithPath: file))
print("wrote \(file): a callout at \(layout.frame.origin) pointing \(layout.arrowDirection) at the pin")
