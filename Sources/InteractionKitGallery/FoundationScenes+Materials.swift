import Foundation
import InteractionKitGeometry
import InteractionKitScene

extension FoundationScenes {
  static let materials = GalleryItem(
    id: "materials", title: "Blur materials",
    caption: "The system materials drawn from what lies below them: thin, regular, thick and chrome, light (top) and dark (bottom), over coloured stripes and text. Each blurs the backdrop, raises its saturation 1.8 times and composites its tint."
  ) { context in
    var b = SceneBuilder(context: context)
    var root = SceneBuilder.root(width: 600, height: 330, background: .white)
    // A colourful backdrop with text, so the blur, the saturation and the tint all show.
    for index in 0..<15 {
      let hue = Double(index) / 15
      let color = Color(
        red: 0.5 + 0.5 * cos(2 * .pi * hue), green: 0.5 + 0.5 * cos(2 * .pi * (hue - 1 / 3)),
        blue: 0.5 + 0.5 * cos(2 * .pi * (hue - 2 / 3)))
      root.sublayers.append(
        Layer(id: b.id("stripe"), frame: CGRect(x: CGFloat(index) * 40, y: 0, width: 20, height: 300), backgroundColor: color))
    }
    for line in 0..<12 {
      root.sublayers.append(
        b.label(
          "Materials blur what lies below them, as UIVisualEffectView does.", at: CGPoint(x: 8, y: 6 + CGFloat(line) * 24),
          size: 17, color: .black))
    }
    for (row, isDark) in [false, true].enumerated() {
      for (column, style) in BackdropMaterial.Style.allCases.enumerated() {
        var tile = Layer(
          id: b.id("material"), frame: CGRect(x: 20 + CGFloat(column) * 145, y: 20 + CGFloat(row) * 140, width: 125, height: 120),
          cornerRadius: 13, cornerCurve: .continuous,
          shadow: Shadow(color: .black, opacity: 0.18, offset: CGSize(width: 0, height: 4), radius: 12))
        tile.backdropMaterial = BackdropMaterial(style, isDark: isDark)
        tile.sublayers = [b.label(style.rawValue, at: CGPoint(x: 12, y: 10), size: 15, color: isDark ? .white : .black)]
        root.sublayers.append(tile)
      }
    }
    root.sublayers.append(
      b.label("thin · regular · thick · chrome, light and dark", at: CGPoint(x: 20, y: 308), size: 11, color: .systemGray))
    return try LayerTree(root: root)
  }
}
