public import Foundation
public import InteractionKitGeometry
public import InteractionKitScene
public import InteractionKitTextLayout

/// The layers of a presented context menu for one frame: the dimmed background, the lifted preview
/// (on its platter, or unmasked), the menu platter with its rows, and the accessories.
///
/// A pure function of the interaction's state: give it the configuration, the layout, the
/// presentation sampled at the frame's time, the highlight, the drag and the scroll, and draw the
/// layers it returns with any renderer. The preview's content is the host's (a snapshot of the
/// source, the custom preview); accessories' content is the host's too, keyed by identifier.
///
/// Every layer's identifier is stable and unique within the overlay: `contextMenu.dimming`,
/// `contextMenu.preview` (with `contextMenu.preview.source…` and `contextMenu.preview.content`),
/// `contextMenu.menu` (with `contextMenu.menu.rows`, one `contextMenu.row.<index>` per visible row,
/// whose parts are `contextMenu.row.<index>.title`, `.subtitle`, `.image`, `.chevron`, `.state` and
/// `.separator`, and `contextMenu.menu.scrollIndicator`) and `contextMenu.accessory.<identifier>`
/// (with `contextMenu.accessory.<identifier>.<item>` per item). Host content keeps its own
/// identifiers, which must not collide with the container's.
///
/// ```swift
/// let overlay = ContextMenuOverlay(configuration: configuration, layout: layout, engine: engine)
/// let layers = overlay.layers(for: interaction.presentation(at: now)!, highlightedRow: interaction.highlightedRow)
/// ```
public struct ContextMenuOverlay: Sendable {
  /// The dimming of the container behind the preview: black at 20 %.
  public static let defaultDimmingColor = Color(white: 0, alpha: 0.2)
  /// The dimming in dark mode: black at 40 % (ours), for every overlay that lifts a preview.
  package static let darkDimmingColor = Color(white: 0, alpha: 0.4)
  /// The menu platter's fill where it has no material (``menuMaterial`` nil): near-white, 98 %
  /// opaque, so content behind shows only faintly.
  public static let defaultMenuFill = Color(rgb: 0xF9F9F9, alpha: 0.98)
  /// The material of the menu platter and of accessories drawn without content: the system's
  /// regular material, light (`systemMaterial`, as the system's menus and Tapback bar).
  public static let defaultMenuMaterial = BackdropMaterial.regular()
  /// How much the dimming behind the preview blurs the page, in points: 4 (ours; the system dims
  /// and blurs there, by an amount it does not publish).
  public static let defaultDimmingBlurRadius: CGFloat = 4
  /// The highlighted row's fill: black at 10 %.
  public static let defaultHighlightFill = Color(white: 0, alpha: 0.1)
  /// The band between two sections of the menu: black at 8 %.
  public static let defaultSectionSeparatorColor = Color(white: 0, alpha: 0.08)
  /// The hairline between two rows of one section: the system separator colour.
  public static let defaultItemSeparatorColor = Color(rgb: 0x3C3C43, alpha: 0.29)
  /// The shadow of the preview and the menu platters.
  public static let defaultShadow = Shadow(
    color: .black, opacity: 0.18, offset: CGSize(width: 0, height: 4), radius: 12)

  /// What is presented.
  public var configuration: ContextMenuConfiguration
  /// Where everything is.
  public var layout: ContextMenuLayout
  /// Lays out the rows' text.
  public var engine: any TextLayoutEngine
  /// The lifted source's content (a snapshot of the pressed view), drawn in the container's
  /// coordinates over the source's frame; nil draws the platter alone.
  public var sourceContent: Layer?
  /// The custom preview content, scaled to the presented preview; nil draws the source's.
  public var previewContent: Layer?
  /// Each accessory's content by identifier; an accessory without content is drawn as a rounded
  /// platter with its items' identifiers (an emoji, a letter) as labels.
  public var accessoryContent: [ContextMenuAccessory.ID: Layer]
  /// The dimming colour at full dimming.
  public var dimmingColor: Color = ContextMenuOverlay.defaultDimmingColor
  /// The menu platter's fill, drawn only when ``menuMaterial`` is nil.
  public var menuFill: Color = ContextMenuOverlay.defaultMenuFill
  /// The blur material of the menu platter and of accessories drawn without content (use
  /// `.regular(isDark: true)` in dark mode); nil fills them flat with ``menuFill``.
  public var menuMaterial: BackdropMaterial? = ContextMenuOverlay.defaultMenuMaterial
  /// How much the dimming blurs what lies behind the preview, in points (0 dims without blurring).
  public var dimmingBlurRadius: CGFloat = ContextMenuOverlay.defaultDimmingBlurRadius
  /// The highlighted row's fill.
  public var highlightFill: Color = ContextMenuOverlay.defaultHighlightFill
  /// The band between two sections.
  public var sectionSeparatorColor: Color = ContextMenuOverlay.defaultSectionSeparatorColor
  /// The hairline between two rows of one section.
  public var itemSeparatorColor: Color = ContextMenuOverlay.defaultItemSeparatorColor
  /// The platters' shadow.
  public var shadow: Shadow = ContextMenuOverlay.defaultShadow
  /// The rows' titles, check marks, glyphs and chevrons: the system label colour.
  public var labelColor: Color = .label
  /// Headers, subtitles and the open submenu's chevron: the system secondary label colour.
  public var secondaryLabelColor: Color = .secondaryLabel
  /// A destructive row's title and glyph: the system red.
  public var destructiveColor: Color = .systemRed
  /// A disabled row's title and subtitle, and the labels of accessories drawn without content:
  /// the system grey.
  public var disabledColor: Color = .systemGray
  /// The bar that shows how far the menu scrolled: black at 35 %.
  public var scrollIndicatorColor = Color(white: 0, alpha: 0.35)

  /// Creates an overlay.
  ///
  /// - Parameters:
  ///   - configuration: What is presented.
  ///   - layout: Where everything is (``ContextMenuInteraction/layout``).
  ///   - engine: Lays out the rows' text.
  ///   - sourceContent: The pressed view's content, or nil.
  ///   - previewContent: The custom preview's content, or nil.
  ///   - accessoryContent: Accessories' content by identifier; default none.
  public init(
    configuration: ContextMenuConfiguration, layout: ContextMenuLayout, engine: any TextLayoutEngine,
    sourceContent: Layer? = nil, previewContent: Layer? = nil,
    accessoryContent: [ContextMenuAccessory.ID: Layer] = [:]
  ) {
    self.configuration = configuration
    self.layout = layout
    self.engine = engine
    self.sourceContent = sourceContent
    self.previewContent = previewContent
    self.accessoryContent = accessoryContent
  }

  /// Sets the colours and the material to the dark appearance's, as a menu resolves its system
  /// colours in dark mode: the dark regular material (`.regular(isDark: true)`, or a flat fill of
  /// white 0.12 at 98 % without a material), white labels, secondary labels of `#EBEBF5` at 60 %,
  /// the dark system red `#FF453A`, hairlines of `#545458` at 60 %, a highlight of white at 12 %,
  /// section bands of black at 24 %, dimming of black at 40 % and a scroll bar of white at 35 %.
  /// The disabled grey and the shadow are the same in both appearances. ``ContextMenuScene`` calls
  /// it when its environment is dark.
  ///
  /// ```swift
  /// var overlay = ContextMenuOverlay(configuration: configuration, layout: layout, engine: engine)
  /// overlay.applyDarkAppearance()
  /// ```
  public mutating func applyDarkAppearance() {
    dimmingColor = Self.darkDimmingColor
    menuFill = Color(white: 0.12, alpha: 0.98)
    if menuMaterial != nil { menuMaterial = .regular(isDark: true) }
    highlightFill = Color(white: 1, alpha: 0.12)
    sectionSeparatorColor = Color(white: 0, alpha: 0.24)
    itemSeparatorColor = Color(rgb: 0x545458, alpha: 0.6)
    labelColor = .white
    secondaryLabelColor = .darkSecondaryLabel
    destructiveColor = Color(rgb: 0xFF453A)
    scrollIndicatorColor = Color(white: 1, alpha: 0.35)
  }

  /// The layers for one frame, in drawing order: `contextMenu.dimming`, `contextMenu.preview`,
  /// `contextMenu.menu` (when the menu has rows and has begun to appear) and one
  /// `contextMenu.accessory.<identifier>` per accessory (once the menu has begun to appear).
  ///
  /// - Parameters:
  ///   - presentation: The preview's presentation at the frame's time.
  ///   - highlightedRow: The highlighted row, an index into ``ContextMenuLayout/rows``.
  ///   - dragOffset: The preview's drag offset (tracked accessories follow it).
  ///   - scrollOffset: The menu's scroll offset.
  ///   - accessoryAppearances: Each accessory's appearance by identifier
  ///     (``ContextMenuInteraction/accessoryAppearance(_:at:)``); an accessory without one follows
  ///     the menu's progress.
  public func layers(
    for presentation: ContextMenuPresentation, highlightedRow: Int? = nil, dragOffset: CGSize = .zero,
    scrollOffset: CGFloat = 0, accessoryAppearances: [ContextMenuAccessory.ID: ContextMenuAccessory.Appearance] = [:]
  ) -> [Layer] {
    let dimming = Self.dimming(
      "contextMenu.dimming", frame: layout.containerBounds, color: dimmingColor, blurRadius: dimmingBlurRadius,
      opacity: presentation.dimming)
    var layers = [dimming, preview(presentation, dragOffset: dragOffset)]
    if let menu = menuLayer(
      progress: presentation.menuProgress, highlightedRow: highlightedRow, scrollOffset: scrollOffset)
    {
      layers.append(menu)
    }
    layers += accessoryLayers(
      progress: presentation.menuProgress, dragOffset: dragOffset, appearances: accessoryAppearances)
    return layers
  }

  /// The menu platter alone (`contextMenu.menu`), for hosts that draw the preview themselves (a
  /// link preview's card): nil when the menu has no rows or `progress` is 0.
  ///
  /// - Parameters:
  ///   - progress: How far the menu has appeared, 0...1 (``ContextMenuPresentation/menuProgress``):
  ///     it fades in and grows from ``ContextMenuMetrics/menuMinimumScale`` about the corner
  ///     nearest the preview.
  ///   - highlightedRow: The highlighted row, an index into ``ContextMenuLayout/rows``.
  ///   - scrollOffset: The menu's scroll offset, clamped to its range.
  public func menuLayer(progress: Double = 1, highlightedRow: Int? = nil, scrollOffset: CGFloat = 0) -> Layer? {
    guard let menuFrame = layout.menuFrame, !layout.rows.isEmpty, progress > 0 else { return nil }
    let offset = scrollOffset.isFinite ? Swift.min(Swift.max(0, scrollOffset), layout.maximumScrollOffset) : 0
    return menu(in: menuFrame, progress: Swift.min(1, progress), highlightedRow, offset)
  }

  /// The accessories (`contextMenu.accessory.<identifier>`), in the layout's order. An accessory
  /// with an appearance in `appearances` is drawn with it (scaled about its centre, faded, offset);
  /// one without fades in and grows from 0.9 with `progress`, and is left out while `progress` is 0.
  ///
  /// - Parameters:
  ///   - progress: How far the menu has appeared, 0...1.
  ///   - dragOffset: The preview's drag offset: each accessory follows it along its tracked axes.
  ///   - appearances: Each accessory's appearance by identifier
  ///     (``ContextMenuInteraction/accessoryAppearance(_:at:)``); default none.
  public func accessoryLayers(
    progress: Double = 1, dragOffset: CGSize = .zero,
    appearances: [ContextMenuAccessory.ID: ContextMenuAccessory.Appearance] = [:]
  ) -> [Layer] {
    layout.accessories.compactMap { placed in
      let appearance: ContextMenuAccessory.Appearance
      if let given = appearances[placed.identifier] {
        appearance = given
      } else {
        guard progress > 0 else { return nil }
        let p = CGFloat(Swift.min(1, progress))
        appearance = ContextMenuAccessory.Appearance(scale: 0.9 + 0.1 * p, opacity: p, offset: .zero)
      }
      guard appearance.opacity > 0 else { return nil }
      return accessory(placed, appearance: appearance, dragOffset: dragOffset)
    }
  }

  // MARK: Preview

  /// The preview platter: the lifted source cross-fading into the custom preview content.
  func preview(_ presentation: ContextMenuPresentation, dragOffset: CGSize) -> Layer {
    let size = presentation.size
    var platter = Layer(id: "contextMenu.preview", frame: CGRect(origin: .zero, size: size))
    let dx = dragOffset.width.isFinite ? dragOffset.width : 0
    let dy = dragOffset.height.isFinite ? dragOffset.height : 0
    platter.position = CGPoint(x: presentation.center.x + dx, y: presentation.center.y + dy)
    platter.transform = CGAffineTransform(scaleX: presentation.scale, y: presentation.scale)
    platter.opacity = presentation.opacity
    let radius = layout.metrics.menuCornerRadius
    let morph = presentation.morphProgress
    if morph < 1 {
      var lifted = sourceLayer(in: size)
      lifted.opacity = 1 - morph
      platter.sublayers.append(lifted)
    }
    if morph > 0 {
      var background = Layer(id: "contextMenu.preview.background", frame: CGRect(origin: .zero, size: size))
      background.backgroundColor = configuration.previewParameters.backgroundColor
      background.cornerRadius = radius
      background.cornerCurve = .continuous
      var previewShadow = shadow
      previewShadow.path = Path(
        roundedRect: CGRect(origin: .zero, size: size), cornerRadius: radius, style: .continuous)
      background.shadow = previewShadow
      background.opacity = morph
      var clip = Layer(id: "contextMenu.preview.content", frame: CGRect(origin: .zero, size: size))
      clip.cornerRadius = radius
      clip.cornerCurve = .continuous
      clip.masksToBounds = true
      clip.opacity = morph
      if var content = previewContent, content.bounds.width > 0, content.bounds.height > 0 {
        let scale = Swift.min(size.width / content.bounds.width, size.height / content.bounds.height)
        content.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        content.position = CGPoint(x: size.width / 2, y: size.height / 2)
        content.transform = CGAffineTransform(scaleX: scale, y: scale)
        clip.sublayers = [content]
      }
      platter.sublayers += [background, clip]
    }
    return platter
  }

  /// The lifted source: its content clipped to the bubble (the line rects' rounded union) or to the
  /// frame rounded by 13, over a shadowed platter, unless the configuration prefers the unmasked
  /// platter (the content drawn as it is, a chat bubble's tail included).
  func sourceLayer(in size: CGSize) -> Layer {
    let source = configuration.source
    let bounds = source.bounds
    var group = Layer(id: "contextMenu.preview.source", frame: CGRect(origin: .zero, size: size))
    group.bounds = bounds
    group.position = CGPoint(x: size.width / 2, y: size.height / 2)
    var parameters = configuration.previewParameters
    parameters.textLineRects = source.lineRects
    let outline =
      source.lineRects.isEmpty
      ? Path(roundedRect: bounds, cornerRadius: layout.metrics.menuCornerRadius, style: .continuous)
      : parameters.bubble.path
    var content = Layer(id: "contextMenu.preview.source.content", frame: bounds)
    content.bounds = bounds
    if let sourceContent { content.sublayers = [sourceContent] }
    if configuration.prefersUnmaskedPlatter {
      group.sublayers = [content]
      return group
    }
    var background = Layer(id: "contextMenu.preview.source.platter", frame: bounds)
    background.bounds = bounds
    background.contents = .shape(ShapeContents(path: outline, fillColor: parameters.backgroundColor))
    var platterShadow = shadow
    platterShadow.path = outline
    background.shadow = platterShadow
    content.maskPath = outline
    group.sublayers = [background, content]
    return group
  }
}

extension ContextMenuOverlay {
  /// The dimming behind a lifted preview, over `frame`: `color` over what lies beneath blurred by
  /// `blurRadius` points (a flat `color` when the radius is 0), at `opacity`, taking no touches.
  /// The context menu's and the link preview's overlays draw theirs with it.
  package static func dimming(
    _ id: LayerID, frame: CGRect, color: Color, blurRadius: CGFloat, opacity: Double
  ) -> Layer {
    var dimming = Layer(id: id, frame: frame)
    if blurRadius > 0 {
      dimming.backdropMaterial = BackdropMaterial(
        blurRadius: blurRadius, saturation: 1, tintColor: color, fallbackColor: color)
    } else {
      dimming.backgroundColor = color
    }
    dimming.opacity = opacity
    dimming.isUserInteractionEnabled = false
    return dimming
  }
}
