import Foundation
import InteractionKitGeometry
import InteractionKitScene

extension FoundationScenes {
  static let hitTestMap = GalleryItem(
    id: "hit-test-map", title: "Hit-test map",
    caption: "Every 5 pt, a dot coloured by the layer hit: front before back, hidden and 0.5 % opacity layers skipped, a parent gating its overflowing child, and a 10 pt button enlarged by −12 pt insets."
  ) { context in
    var b = SceneBuilder(context: context)
    let size = CGSize(width: 600, height: 300)
    // The tree under test.
    var test = Layer(id: "root", frame: CGRect(origin: .zero, size: size))
    test.backgroundColor = .white
    var back = Layer(id: "back", frame: CGRect(x: 30, y: 40, width: 200, height: 150))
    back.backgroundColor = Color(rgb: 0xD6E4FF)
    back.cornerRadius = 10
    var overflow = Layer(id: "overflow", frame: CGRect(x: 100, y: 20, width: 160, height: 60))
    overflow.backgroundColor = Color(rgb: 0xFFE3C2)
    back.sublayers = [overflow]
    var front = Layer(id: "front", frame: CGRect(x: 150, y: 120, width: 160, height: 120))
    front.backgroundColor = Color(rgb: 0xD4F5DD)
    front.cornerRadius = 10
    var hidden = Layer(id: "hidden", frame: CGRect(x: 340, y: 40, width: 110, height: 90))
    hidden.backgroundColor = Color(rgb: 0xFFD6D6)
    hidden.isHidden = true
    var faint = Layer(id: "faint", frame: CGRect(x: 340, y: 160, width: 110, height: 90))
    faint.backgroundColor = Color(rgb: 0xE9D6FF)
    faint.opacity = 0.005
    var button = Layer(id: "button", frame: CGRect(x: 510, y: 95, width: 10, height: 10))
    button.backgroundColor = .systemBlue
    button.cornerRadius = 5
    button.hitTestInsets = EdgeInsets(all: -12)
    test.sublayers = [back, front, hidden, faint, button]
    let tree = try LayerTree(root: test)

    let palette: [LayerID: Color] = [
      "root": Color(white: 0.82), "back": .systemBlue, "overflow": .systemOrange, "front": .systemGreen,
      "button": .systemRed,
    ]
    var dots: [LayerID: Path] = [:]
    for y in stride(from: 2.5, to: size.height, by: 5) {
      for x in stride(from: 2.5, to: size.width, by: 5) {
        guard let hit = tree.hitTest(CGPoint(x: x, y: y)) else { continue }
        dots[hit, default: Path()].addRect(CGRect(x: x - 0.9, y: y - 0.9, width: 1.8, height: 1.8))
      }
    }
    var display = test
    display.sublayers[2].isHidden = false
    display.sublayers[2].opacity = 0.35
    display.sublayers[3].opacity = 0.35
    for id in dots.keys.sorted() {
      display.sublayers.append(b.shape(dots[id]!, fill: palette[id] ?? .black, prefix: "dots-\(id)"))
    }
    // The enlarged hit area of the button, dashed.
    display.sublayers.append(
      b.shape(Path(rect: CGRect(x: 498, y: 83, width: 34, height: 34)), stroke: .systemRed, lineWidth: 0.75, dash: [3, 2]))
    let notes: [(String, CGPoint)] = [
      ("back", CGPoint(x: 36, y: 46)), ("overflow: child of back", CGPoint(x: 136, y: 66)),
      ("front", CGPoint(x: 256, y: 224)), ("hidden: skipped", CGPoint(x: 346, y: 46)),
      ("opacity 0.005: skipped", CGPoint(x: 346, y: 166)), ("button −12 pt insets", CGPoint(x: 462, y: 124)),
    ]
    for (text, point) in notes {
      display.sublayers.append(b.label(text, at: point, size: 10.5, weight: .semibold, color: .label))
    }
    return try LayerTree(root: display)
  }
}
