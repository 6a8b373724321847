import Foundation
import InteractionKitCairo
import InteractionKitLinkPreview
import InteractionKitGeometry
import InteractionKitPango
import InteractionKitScene
import InteractionKitTextLayout
import Testing

/// Materials drawn from what lies below: a menu over text that can no longer be read through it,
/// the presets, the cache and damage-aware redraws.
@Suite struct BackdropMaterialRenderTests {
  static let engine = PangoTextLayoutEngine(fonts: .pinned)
  static let canvas = CGRect(x: 0, y: 0, width: 360, height: 300)
  /// Where the platter is.
  static let platterFrame = CGRect(x: 110, y: 70, width: 220, height: 150)

  /// A page of black text on white, the whole canvas.
  static func page(_ words: String = "The quick brown fox jumps over the lazy dog. ") -> Layer {
    var root = Layer(id: "root", frame: canvas, backgroundColor: .white)
    let text = String(repeating: words, count: 40)
    let layout = engine.layout(
      AttributedText(text, attributes: TextAttributes(fontSize: 15)), in: TextContainer(width: canvas.width - 16))
    root.sublayers = [.text("page", layout: layout, at: CGPoint(x: 8, y: 4))]
    return root
  }

  /// A menu platter like the context menu's (rounded 13, continuous, shadowed) on `material`, or
  /// filled with the old flat translucent fill when nil; with its rows' titles when `labelled`.
  static func platter(material: BackdropMaterial?, labelled: Bool = true) -> Layer {
    var platter = Layer(
      id: "menu", frame: platterFrame, cornerRadius: 13, cornerCurve: .continuous, shadow: ContextMenuOverlay.defaultShadow)
    if let material { platter.backdropMaterial = material } else { platter.backgroundColor = ContextMenuOverlay.defaultMenuFill }
    guard labelled else { return platter }
    for (index, title) in ["Reply", "Copy", "Translate"].enumerated() {
      let layout = engine.layout(AttributedText(title, attributes: TextAttributes(fontSize: 17)), in: TextContainer())
      platter.sublayers.append(.text(LayerID("row.\(index)"), layout: layout, at: CGPoint(x: 16, y: 12 + 44 * CGFloat(index))))
      if index > 0 {
        platter.sublayers.append(
          Layer(
            id: LayerID("separator.\(index)"), frame: CGRect(x: 0, y: 44 * CGFloat(index), width: platterFrame.width, height: 0.5),
            backgroundColor: ContextMenuOverlay.defaultItemSeparatorColor))
      }
    }
    return platter
  }

  static func tree(material: BackdropMaterial?, labelled: Bool = true) throws -> LayerTree {
    var root = page()
    root.sublayers.append(platter(material: material, labelled: labelled))
    return try LayerTree(root: root)
  }

  /// The mean luminance gradient magnitude (edge energy) in a rect of points, at `scale`.
  static func edgeEnergy(_ image: PixelImage, in rect: CGRect, scale: Double) -> Double {
    func luminance(_ x: Int, _ y: Int) -> Double {
      let p = image.pixels[y * image.width + x]
      return 0.2126 * Double((p >> 16) & 255) + 0.7152 * Double((p >> 8) & 255) + 0.0722 * Double(p & 255)
    }
    let x0 = Int(rect.minX * scale), x1 = Int(rect.maxX * scale) - 1
    let y0 = Int(rect.minY * scale), y1 = Int(rect.maxY * scale) - 1
    var total = 0.0
    for y in y0..<y1 {
      for x in x0..<x1 {
        total += abs(luminance(x + 1, y) - luminance(x, y)) + abs(luminance(x, y + 1) - luminance(x, y))
      }
    }
    return total / Double((x1 - x0) * (y1 - y0))
  }

  /// Inside the platter (away from its edges) over outside it (left of it, clear of its shadow):
  /// the share of the text's edge contrast that shows through.
  static func legibility(_ tree: LayerTree, scale: Double) throws -> Double {
    let image = try PixelImage(pngData: SceneRenderer().pngData(tree, scale: scale))
    let inside = platterFrame.insetBy(dx: 16, dy: 16)
    let outside = CGRect(x: 4, y: inside.minY, width: 80, height: inside.height)
    let outer = edgeEnergy(image, in: outside, scale: scale)
    #expect(outer > 5, "the page has text to read: \(outer)")
    return edgeEnergy(image, in: inside, scale: scale) / outer
  }

  /// Text under the platter must not be readable through it: under 0.5 % of its contrast shows.
  static let legibleShare = 0.005

  @Test(arguments: [1.0, 2.0, 3.0])
  func textUnderTheMaterialCannotBeRead(scale: Double) throws {
    let share = try Self.legibility(Self.tree(material: .regular(), labelled: false), scale: scale)
    #expect(share < Self.legibleShare, "\(share) of the text's edges show through the material")
  }

  @Test func theOldFlatFillFailsTheSameCheck() throws {
    let share = try Self.legibility(Self.tree(material: nil, labelled: false), scale: 2)
    #expect(share >= Self.legibleShare, "the flat fill hides the text as well as the material: \(share)")
  }

  @Test func darkAndThinMaterialsHideTextToo() throws {
    for material in [BackdropMaterial.regular(isDark: true), .thin(), .thin(isDark: true), .chrome()] {
      let share = try Self.legibility(Self.tree(material: material, labelled: false), scale: 2)
      #expect(share < Self.legibleShare * 2, "\(material): \(share)")
    }
  }

  @Test func aMenuOverTextMatchesItsGolden() throws {
    try GoldenImage.assertMatches(SceneRenderer().pngData(Self.tree(material: .regular()), scale: 2), named: "material-menu-over-text")
  }

  @Test func thePresetsMatchTheirGolden() throws {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 440, height: 200), backgroundColor: .white)
    // Colourful stripes and text, so blur, saturation and tint all show.
    for index in 0..<11 {
      let hue = Double(index) / 11
      let color = Color(red: 0.5 + 0.5 * cos(2 * .pi * hue), green: 0.5 + 0.5 * cos(2 * .pi * (hue - 1 / 3)), blue: 0.5 + 0.5 * cos(2 * .pi * (hue - 2 / 3)))
      root.sublayers.append(Layer(id: LayerID("stripe.\(index)"), frame: CGRect(x: CGFloat(index) * 40, y: 0, width: 20, height: 200), backgroundColor: color))
    }
    let words = Self.engine.layout(
      AttributedText(String(repeating: "Materials blur what lies below. ", count: 12), attributes: TextAttributes(fontSize: 14)),
      in: TextContainer(width: 430))
    root.sublayers.append(.text("words", layout: words, at: CGPoint(x: 5, y: 5)))
    for (row, isDark) in [false, true].enumerated() {
      for (column, style) in BackdropMaterial.Style.allCases.enumerated() {
        var tile = Layer(
          id: LayerID("\(style.rawValue).\(isDark)"),
          frame: CGRect(x: 12 + CGFloat(column) * 106, y: 14 + CGFloat(row) * 92, width: 96, height: 78), cornerRadius: 13,
          cornerCurve: .continuous)
        tile.backdropMaterial = BackdropMaterial(style, isDark: isDark)
        let label = Self.engine.layout(
          AttributedText(style.rawValue, attributes: TextAttributes(fontSize: 13, foregroundColor: isDark ? .white : .black)),
          in: TextContainer())
        tile.sublayers = [.text(LayerID("\(style.rawValue).\(isDark).label"), layout: label, at: CGPoint(x: 10, y: 8))]
        root.sublayers.append(tile)
      }
    }
    try GoldenImage.assertMatches(SceneRenderer().pngData(LayerTree(root: root), scale: 2), named: "material-presets")
  }

  @Test func vectorOutputFillsTheShapeWithTheFallback() throws {
    let tree = try Self.tree(material: .regular())
    let svg = String(decoding: try SceneRenderer().svgData(tree), as: UTF8.self)
    #expect(svg.contains("rgb(96.862745%, 96.862745%, 96.862745%)") || svg.contains("fill"))
    #expect(try !SceneRenderer().pdfData(tree).isEmpty)
  }

  @Test func theBlurIsKeptWhileTheBackdropStaysAndRedrawnWhenItChanges() throws {
    let store = SceneBackingStore()
    let cache = try #require(store.renderer.cache)
    var root = Self.page()
    root.sublayers.append(Self.platter(material: .regular()))
    try store.update(to: LayerTree(root: root), scale: 2)
    #expect(cache.backdropStatistics.misses == 1)
    // A row highlighted on the platter: above the material, so its kept blur is drawn.
    var highlighted = root
    highlighted.sublayers[1].sublayers.insert(
      Layer(id: "highlight", frame: CGRect(x: 0, y: 44, width: 220, height: 44), backgroundColor: ContextMenuOverlay.defaultHighlightFill), at: 0)
    let rects = try store.update(to: LayerTree(root: highlighted), scale: 2)
    #expect(rects == [CGRect(x: 109, y: 113, width: 222, height: 46)])
    #expect(cache.backdropStatistics == (hits: 1, misses: 1))
    try Self.expectStoreMatchesFullRender(store, highlighted)
    // The page beneath changes: the whole area the material reads is redrawn and blurred again.
    var changed = highlighted
    changed.sublayers[0] = Self.page("Pack my box with five dozen liquor jugs. ").sublayers[0]
    let redrawn = try store.update(to: LayerTree(root: changed), scale: 2)
    #expect(redrawn == [Self.canvas])
    #expect(cache.backdropStatistics.misses == 2)
    try Self.expectStoreMatchesFullRender(store, changed)
  }

  @Test func aPlatterFadingInReadsTheBackdropEachFrameAndMatchesAFullRender() throws {
    let store = SceneBackingStore()
    var root = Self.page()
    root.sublayers.append(Layer(id: "dot", frame: CGRect(x: 2, y: 280, width: 6, height: 6), backgroundColor: .black))
    try store.update(to: LayerTree(root: root), scale: 2)
    for step in 1...4 {
      var frame = root
      var platter = Self.platter(material: .regular())
      platter.opacity = Double(step) / 4
      platter.transform = CGAffineTransform(scaleX: 0.8 + 0.05 * CGFloat(step), y: 0.8 + 0.05 * CGFloat(step))
      frame.sublayers.append(platter)
      try store.update(to: LayerTree(root: frame), scale: 2)
      try Self.expectStoreMatchesFullRender(store, frame)
    }
  }

  static func expectStoreMatchesFullRender(_ store: SceneBackingStore, _ root: Layer, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let kept = try PixelImage(pngData: store.pngData())
    let full = try PixelImage(pngData: SceneRenderer().pngData(LayerTree(root: root), scale: 2))
    let difference = kept.difference(from: full, tolerance: 14)
    #expect(difference.differingFraction < 0.002, "\(difference)", sourceLocation: sourceLocation)
  }
}
