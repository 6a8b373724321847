import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTestSupport
import InteractionKitTextLayout
import Testing

/// The overlay's layer structure: drawing order, stable and unique identifiers, where a row's text
/// goes (left to right and right to left), and what shows before the menu appears.
@Suite struct ContextMenuOverlayTests {
  static let engine = FixedAdvanceTextEngine()
  static let bubble = CGRect(x: 20, y: 100, width: 200, height: 44)

  static let menu = Menu(children: [
    .action(MenuAction("reply", title: "Reply", image: "arrowshape.turn.up.left")),
    .action(MenuAction("copy", title: "Copy", subtitle: "As text", attributes: .disabled)),
    .menu(Menu(options: .displayInline, children: [
      .action(MenuAction("pin", title: "Pin", state: .on)),
      .action(MenuAction("mute", title: "Mute", state: .mixed)),
    ])),
    .menu(Menu("more", title: "More", children: [.action(MenuAction("info", title: "Info"))])),
    .action(MenuAction("delete", title: "Delete", image: "trash", attributes: .destructive)),
  ])

  static let tapback = ContextMenuAccessory(
    "tapback", size: CGSize(width: 300, height: 64), location: .preview,
    anchor: .init(attachment: .top, alignment: .trailing), offset: CGPoint(x: -3, y: -16), trackingAxis: [.x, .y],
    items: (0..<6).map { ContextMenuAccessory.Item("r\($0)", frame: CGRect(x: 6 + CGFloat($0) * 48, y: 8, width: 48, height: 48)) },
    cornerRadius: 32)

  /// The overlay and the presentation of a presented menu, in `direction`.
  static func presented(
    _ direction: ContextMenuLayoutDirection = .leftToRight, unmasked: Bool = false
  ) throws -> (ContextMenuOverlay, ContextMenuPresentation) {
    let container = ContextMenuContainer(
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), layoutDirection: direction)
    let configuration = ContextMenuConfiguration(
      identifier: "message", source: ContextMenuSource(frame: bubble), menu: menu, accessories: [tapback],
      prefersUnmaskedPlatter: unmasked)
    var interaction = ContextMenuInteraction(container: container, engine: engine, configuration: configuration)
    interaction.handle(.touchDown(CGPoint(x: bubble.midX, y: bubble.midY), time: 0))
    interaction.handle(.time(0.4))
    interaction.handle(.time(interaction.transition?.endTime ?? 1))
    interaction.handle(.time(interaction.transition?.endTime ?? 2))
    let layout = try #require(interaction.layout)
    let presentation = try #require(interaction.presentation(at: interaction.transition?.endTime ?? 2))
    var content = Layer(id: "host.bubble", frame: bubble)
    content.backgroundColor = .systemBlue
    let overlay = ContextMenuOverlay(
      configuration: configuration, layout: layout, engine: engine, sourceContent: content)
    return (overlay, presentation)
  }

  static func ids(_ layers: [Layer]) -> [String] {
    layers.flatMap { [$0.id.rawValue] + ids($0.sublayers) }
  }

  static func find(_ id: String, in layers: [Layer]) -> Layer? {
    find(in: layers) { $0.id.rawValue == id }
  }

  /// The first layer, depth first, that `matches`.
  static func find(in layers: [Layer], where matches: (Layer) -> Bool) -> Layer? {
    for layer in layers {
      if matches(layer) { return layer }
      if let found = find(in: layer.sublayers, where: matches) { return found }
    }
    return nil
  }

  @Test("The top-level layers come in drawing order")
  func drawingOrder() throws {
    let (overlay, presentation) = try Self.presented()
    let layers = overlay.layers(for: presentation)
    #expect(
      layers.map(\.id.rawValue) == [
        "contextMenu.dimming", "contextMenu.preview", "contextMenu.menu", "contextMenu.accessory.tapback",
      ])
  }

  @Test("Identifiers are unique, so the layers form a tree with the host's", arguments: [false, true])
  func identifiersAreUnique(unmasked: Bool) throws {
    let (overlay, presentation) = try Self.presented(unmasked: unmasked)
    let layers = overlay.layers(for: presentation, highlightedRow: 0)
    let ids = Self.ids(layers)
    #expect(Set(ids).count == ids.count)
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.sublayers = layers
    _ = try LayerTree(root: root)
  }

  @Test("Identifiers are stable: the same state gives the same identifiers, rows keep theirs")
  func identifiersAreStable() throws {
    let (overlay, presentation) = try Self.presented()
    let first = Self.ids(overlay.layers(for: presentation))
    let second = Self.ids(overlay.layers(for: presentation, highlightedRow: 0))
    #expect(first == second)
    for index in overlay.layout.rows.indices {
      #expect(first.contains("contextMenu.row.\(index)"))
    }
    #expect(first.contains("contextMenu.row.0.title"))
    #expect(first.contains("contextMenu.row.0.image"))
    #expect(first.contains("contextMenu.accessory.tapback.r0"))
  }

  @Test("A title starts at the leading padding (plus the marks' indentation), its first baseline 28 pt down")
  func titlePlacementLeftToRight() throws {
    let (overlay, presentation) = try Self.presented()
    let layers = overlay.layers(for: presentation)
    let row = try #require(Self.find("contextMenu.row.0", in: layers))
    let title = try #require(Self.find("contextMenu.row.0.title", in: layers))
    let metrics = overlay.layout.metrics
    // The menu shows a checkmark and a dash, so every row is indented.
    #expect(title.frame.minX == metrics.itemPadding + metrics.indentation)
    guard case .text(let text) = title.contents else {
      Issue.record("the title has no text")
      return
    }
    let baseline = title.frame.minY + (text.layout.lineFragments.first?.baseline ?? 0)
    #expect(abs(baseline - metrics.rowTopToFirstBaseline) < 1e-9)
    #expect(abs(row.frame.height - metrics.singleLineRowHeight) < 1e-9)
    // The image box ends at the trailing padding.
    let image = try #require(Self.find("contextMenu.row.0.image", in: layers))
    #expect(abs(image.frame.maxX - (row.frame.width - metrics.itemPadding)) < 1e-9)
  }

  @Test("Right to left, the title ends at the trailing padding and the image sits on the left")
  func titlePlacementRightToLeft() throws {
    let (overlay, presentation) = try Self.presented(.rightToLeft)
    let layers = overlay.layers(for: presentation)
    let row = try #require(Self.find("contextMenu.row.0", in: layers))
    let title = try #require(Self.find("contextMenu.row.0.title", in: layers))
    let metrics = overlay.layout.metrics
    #expect(abs(title.frame.maxX - (row.frame.width - metrics.itemPadding - metrics.indentation)) < 1e-9)
    let image = try #require(Self.find("contextMenu.row.0.image", in: layers))
    #expect(abs(image.frame.minX - metrics.itemPadding) < 1e-9)
  }

  @Test("Rows show their parts: subtitle, checkmark, dash, chevron; separators are bands")
  func rowParts() throws {
    let (overlay, presentation) = try Self.presented()
    let layers = overlay.layers(for: presentation)
    let rows = overlay.layout.rows
    func index(_ identifier: String) throws -> Int {
      try #require(rows.firstIndex { $0.identifier == identifier })
    }
    #expect(Self.find("contextMenu.row.\(try index("copy")).subtitle", in: layers) != nil)
    #expect(Self.find("contextMenu.row.\(try index("pin")).state", in: layers) != nil)
    #expect(Self.find("contextMenu.row.\(try index("mute")).state", in: layers) != nil)
    #expect(Self.find("contextMenu.row.\(try index("more")).chevron", in: layers) != nil)
    let separator = try #require(rows.firstIndex { $0.kind == .separator })
    let band = try #require(Self.find("contextMenu.row.\(separator)", in: layers))
    #expect(band.frame.height == overlay.layout.metrics.sectionSeparatorHeight)
    #expect(band.sublayers.isEmpty)
  }

  @Test("Before the menu appears only the dimming and the preview are drawn")
  func beforeTheMenu() throws {
    let (overlay, presentation) = try Self.presented()
    var lifted = presentation
    lifted.menuProgress = 0
    #expect(overlay.layers(for: lifted).map(\.id.rawValue) == ["contextMenu.dimming", "contextMenu.preview"])
    #expect(overlay.menuLayer(progress: 0) == nil)
    #expect(overlay.accessoryLayers(progress: 0).isEmpty)
  }

  @Test("The masked platter clips the source to the rounded frame; the unmasked one draws it as it is")
  func platterMask() throws {
    let (masked, presentation) = try Self.presented()
    let maskedLayers = masked.layers(for: presentation)
    #expect(Self.find("contextMenu.preview.source.platter", in: maskedLayers) != nil)
    #expect(Self.find("contextMenu.preview.source.content", in: maskedLayers)?.maskPath != nil)
    let (unmasked, _) = try Self.presented(unmasked: true)
    let unmaskedLayers = unmasked.layers(for: presentation)
    #expect(Self.find("contextMenu.preview.source.platter", in: unmaskedLayers) == nil)
    #expect(Self.find("contextMenu.preview.source.content", in: unmaskedLayers)?.maskPath == nil)
    #expect(Self.find("host.bubble", in: unmaskedLayers) != nil)
  }

  @Test("A tracked accessory follows the drag; the menu stays")
  func dragMovesTrackedAccessory() throws {
    let (overlay, presentation) = try Self.presented()
    let rest = overlay.layers(for: presentation)
    let dragged = overlay.layers(for: presentation, dragOffset: CGSize(width: -10, height: 20))
    let before = try #require(Self.find("contextMenu.accessory.tapback", in: rest)).position
    let after = try #require(Self.find("contextMenu.accessory.tapback", in: dragged)).position
    #expect(after.x == before.x - 10 && after.y == before.y + 20)
    #expect(
      Self.find("contextMenu.menu", in: rest)?.position == Self.find("contextMenu.menu", in: dragged)?.position)
  }

  @Test("An accessory's own appearance scales, fades and offsets it; a transparent one is left out")
  func accessoryAppearance() throws {
    let (overlay, presentation) = try Self.presented()
    let rest = try #require(Self.find("contextMenu.accessory.tapback", in: overlay.layers(for: presentation)))
    let appearing = ContextMenuAccessory.Appearance(scale: 0.5, opacity: 0.25, offset: CGPoint(x: 0, y: 10))
    let layers = overlay.layers(for: presentation, accessoryAppearances: ["tapback": appearing])
    let layer = try #require(Self.find("contextMenu.accessory.tapback", in: layers))
    #expect(layer.opacity == 0.25)
    #expect(layer.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    #expect(layer.position.y == rest.position.y + 10)
    let hidden = ContextMenuAccessory.Appearance(scale: 1, opacity: 0, offset: .zero)
    #expect(Self.find("contextMenu.accessory.tapback", in: overlay.layers(for: presentation, accessoryAppearances: ["tapback": hidden])) == nil)
  }

  /// The colour of the row title that reads `title`.
  static func titleColor(_ title: String, in layers: [Layer]) -> Color? {
    let layer = find(in: layers) { layer in
      guard layer.id.rawValue.hasSuffix(".title"), case .text(let contents)? = layer.contents else { return false }
      return contents.layout.text.string == title
    }
    guard case .text(let contents)? = layer?.contents else { return nil }
    return contents.layout.text.runs.first?.attributes.foregroundColor
  }

  @Test("The dark appearance resolves the menu's material and colours as dark mode does")
  func darkAppearance() throws {
    var (overlay, presentation) = try Self.presented()
    let light = overlay.layers(for: presentation)
    #expect(Self.find("contextMenu.menu", in: light)?.backdropMaterial == .regular())
    #expect(Self.titleColor("Reply", in: light) == .label)
    #expect(Self.titleColor("Delete", in: light) == .systemRed)
    #expect(Self.titleColor("Copy", in: light) == .systemGray)
    overlay.applyDarkAppearance()
    let dark = overlay.layers(for: presentation)
    #expect(Self.find("contextMenu.menu", in: dark)?.backdropMaterial == .regular(isDark: true))
    #expect(Self.find("contextMenu.accessory.tapback", in: dark)?.backdropMaterial == .regular(isDark: true))
    #expect(Self.titleColor("Reply", in: dark) == .white)
    #expect(Self.titleColor("Delete", in: dark) == Color(rgb: 0xFF453A))
    #expect(Self.titleColor("Copy", in: dark) == .systemGray)
    #expect(overlay.itemSeparatorColor == Color(rgb: 0x545458, alpha: 0.6))
    // Without a material, the flat fill turns dark too.
    overlay.menuMaterial = nil
    overlay.applyDarkAppearance()
    #expect(overlay.menuMaterial == nil)
    let flat = Self.find("contextMenu.menu", in: overlay.layers(for: presentation))
    #expect(flat?.backgroundColor == Color(white: 0.12, alpha: 0.98))
  }
}
