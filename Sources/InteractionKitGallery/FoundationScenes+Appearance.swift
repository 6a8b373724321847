import Foundation
import InteractionKitGeometry
import InteractionKitScene

extension FoundationScenes {
  static let shadowsAndCorners = GalleryItem(
    id: "shadows-and-corners", title: "Shadows and continuous corners",
    caption: "Top: circular (red) against continuous (blue) corners of radius 40 on the same square. Bottom: shadows of radius 0, 4, 10 and 20 pt with a 4 pt drop."
  ) { context in
    var b = SceneBuilder(context: context)
    var root = SceneBuilder.root(width: 600, height: 420)
    // Corner comparison.
    let square = CGRect(x: 40, y: 30, width: 150, height: 150)
    root.sublayers.append(b.shape(Path(roundedRect: square, cornerRadius: 40, style: .continuous), fill: Color.systemBlue.withAlpha(0.12), stroke: .systemBlue, lineWidth: 1.5))
    root.sublayers.append(b.shape(Path(roundedRect: square, cornerRadius: 40, style: .circular), stroke: .systemRed, lineWidth: 1, dash: [4, 3]))
    root.sublayers.append(b.label("circular (dashed) vs continuous", at: CGPoint(x: 40, y: 188), size: 11, color: .systemGray))
    // Zoom of one corner, 3×.
    var zoom = Layer(id: "zoom", frame: CGRect(x: 230, y: 30, width: 150, height: 150))
    zoom.masksToBounds = true
    zoom.backgroundColor = .white
    zoom.cornerRadius = 8
    let zoomed = CGAffineTransform(scaleX: 3, y: 3).concatenating(CGAffineTransform(translationX: -100, y: -70))
    zoom.sublayers.append(b.shape(Path(roundedRect: square, cornerRadius: 40, style: .continuous).applying(zoomed), stroke: .systemBlue, lineWidth: 2))
    zoom.sublayers.append(b.shape(Path(roundedRect: square, cornerRadius: 40, style: .circular).applying(zoomed), stroke: .systemRed, lineWidth: 1.5, dash: [4, 3]))
    root.sublayers.append(zoom)
    root.sublayers.append(b.label("top-left corner, 3×", at: CGPoint(x: 230, y: 188), size: 11, color: .systemGray))
    // A continuous-corner card layer, as an app would use it.
    var card = Layer(id: "app-card", frame: CGRect(x: 420, y: 30, width: 150, height: 150))
    card.backgroundColor = .white
    card.cornerRadius = 28
    card.cornerCurve = .continuous
    card.borderWidth = 1
    card.borderColor = Color(white: 0, alpha: 0.1)
    card.shadow = Shadow(color: .black, opacity: 0.15, offset: CGSize(width: 0, height: 6), radius: 12)
    root.sublayers.append(card)
    root.sublayers.append(b.label("layer: radius 28, continuous", at: CGPoint(x: 420, y: 188), size: 11, color: .systemGray))
    // Shadow radii.
    for (i, radius) in [0.0, 4, 10, 20].enumerated() {
      var tile = Layer(id: b.id("shadow"), frame: CGRect(x: 40 + CGFloat(i) * 140, y: 250, width: 100, height: 100))
      tile.backgroundColor = .white
      tile.cornerRadius = 14
      tile.cornerCurve = .continuous
      tile.shadow = Shadow(color: .black, opacity: 0.35, offset: CGSize(width: 0, height: 4), radius: radius)
      root.sublayers.append(tile)
      root.sublayers.append(b.label(String(format: "radius %.0f", radius), at: CGPoint(x: 62 + CGFloat(i) * 140, y: 372), size: 11, color: .systemGray))
    }
    return try LayerTree(root: root)
  }
}
