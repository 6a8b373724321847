import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import InteractionKitTextLayout

/// Builders shared by the pointer scenes: buttons, rows, hit maps and panels side by side.
enum PointerScenes {
  /// The width of every panel.
  static let panelWidth: CGFloat = 560

  /// A button: a tinted rounded rect with hit-test insets on every side.
  static func button(_ id: LayerID, frame: CGRect, inset: CGFloat = -20) -> Layer {
    var layer = Layer(id: id, frame: frame)
    layer.backgroundColor = Color(rgb: 0xD6E4FF)
    layer.cornerRadius = 8
    layer.hitTestInsets = EdgeInsets(all: inset)
    return layer
  }

  /// A white panel root of the given height, holding `sublayers`.
  static func panel(height: CGFloat, sublayers: [Layer]) -> Layer {
    var root = Layer(id: "panel", frame: CGRect(x: 0, y: 0, width: panelWidth, height: height))
    root.backgroundColor = .white
    root.sublayers = sublayers
    return root
  }

  /// A highlight interaction on every id.
  static func highlights(_ ids: [LayerID], delegate: PointerInteraction.Delegate = .highlight) -> PointerInteractionRegistry {
    var registry = PointerInteractionRegistry()
    for id in ids { registry.addInteraction(PointerInteraction(delegate: delegate), to: id) }
    return registry
  }

  /// Points from `start` to `end` every `step` points (both ends included).
  static func line(from start: CGPoint, to end: CGPoint, step: CGFloat) -> [CGPoint] {
    let length = hypot(end.x - start.x, end.y - start.y)
    let count = max(1, Int((length / step).rounded(.up)))
    return (0...count).map { i in
      let t = CGFloat(i) / CGFloat(count)
      return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    }
  }

  /// The demo's picture with a title and a note in its top-left corner.
  static func picture(
    _ demo: PointerDemo, title: String, note: String? = nil, builder b: inout SceneBuilder, showsHitAreas: Bool = true
  ) throws -> Layer {
    var root = try demo.scene(showsHitAreas: showsHitAreas).root
    root.sublayers.append(b.label(title, at: CGPoint(x: 12, y: 8), size: 11.5, weight: .semibold, color: .label))
    if let note {
      root.sublayers.append(
        b.label(note, at: CGPoint(x: 12, y: root.bounds.height - 22), size: 10.5, color: .secondaryLabel))
    }
    return root
  }

  /// Panels stacked top to bottom on the grouped background, each drawn as a snapshot so their
  /// layer identifiers never collide.
  static func stacked(_ panels: [Layer]) throws -> LayerTree {
    let margin: CGFloat = 12
    let height = panels.reduce(margin) { $0 + $1.bounds.height + margin }
    var root = SceneBuilder.root(width: panelWidth + 2 * margin, height: height)
    var y = margin
    for (index, panel) in panels.enumerated() {
      var frame = Layer(id: LayerID("panel-\(index)"), frame: CGRect(origin: CGPoint(x: margin, y: y), size: panel.bounds.size))
      frame.contents = .snapshot(Snapshot(layer: panel))
      frame.cornerRadius = 10
      frame.masksToBounds = true
      root.sublayers.append(frame)
      y += panel.bounds.height + margin
    }
    return try LayerTree(root: root)
  }

  /// Dots every 5 pt, coloured by the host that answers for the location (none: no dot).
  static func hitMap(_ tree: LayerTree, interactions: PointerInteractionRegistry, colors: [PointerHost: Color]) -> [Layer] {
    var dots: [PointerHost: Path] = [:]
    let size = tree.root.bounds.size
    for y in stride(from: 2.5, to: size.height, by: 5) {
      for x in stride(from: 2.5, to: size.width, by: 5) {
        guard let host = interactions.hitTest(CGPoint(x: x, y: y), in: tree).host else { continue }
        dots[host, default: Path()].addRect(CGRect(x: x - 0.9, y: y - 0.9, width: 1.8, height: 1.8))
      }
    }
    return dots.keys.sorted { $0.description < $1.description }.enumerated().map { index, host in
      var layer = Layer(id: LayerID("hit-map-\(index)"), bounds: .zero, position: .zero, anchorPoint: .zero)
      layer.contents = .shape(ShapeContents(path: dots[host] ?? Path(), fillColor: colors[host] ?? .systemGray))
      layer.isUserInteractionEnabled = false
      return layer
    }
  }

  /// Three 72 × 36 buttons in a row at `origin`: contiguous (a container from ``ContiguousLayout``)
  /// or spaced `gap` apart with the same −20 insets and no container.
  static func row(contiguous: Bool, gap: CGFloat = 72, origin: CGPoint) throws -> [Layer] {
    let ids: [LayerID] = ["a", "b", "c"]
    let size = CGSize(width: 72, height: 36)
    if contiguous {
      var container = try ContiguousLayout().makeContainer(
        id: "row", childIDs: ids, sizes: Array(repeating: size, count: 3), at: origin)
      for index in container.sublayers.indices {
        container.sublayers[index].backgroundColor = Color(rgb: 0xD6E4FF)
        container.sublayers[index].cornerRadius = 8
      }
      return [container]
    }
    return ids.enumerated().map { index, id in
      button(id, frame: CGRect(origin: CGPoint(x: origin.x + CGFloat(index) * (size.width + gap), y: origin.y), size: size))
    }
  }

  /// Text lines laid out by the context's engine, with a beam interaction on their area.
  static func textLines(_ text: String, width: CGFloat, at origin: CGPoint, builder b: inout SceneBuilder)
    -> (layer: Layer, lineRects: [CGRect])
  {
    let layout = b.context.textEngine.layout(
      AttributedText(text, attributes: TextAttributes(fontSize: 17, foregroundColor: .label)),
      in: TextContainer(width: width))
    let layer = b.text(layout, at: origin, prefix: "paragraph")
    let whole = NSRange(location: 0, length: layout.text.utf16Count)
    let rects = ((try? layout.lineRects(for: whole)) ?? []).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    return (layer, rects)
  }
}
