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
/// ```swift
/// let overlay = ContextMenuOverlay(configuration: configuration, layout: layout, engine: engine)
/// let layers = overlay.layers(for: interaction.presentation(at: now)!, highlightedRow: interaction.highlightedRow)
/// ```
public struct ContextMenuOverlay: Sendable {
  /// The dimming of the container behind the preview: black at 20 %.
  public static let defaultDimmingColor = Color(white: 0, alpha: 0.2)
  /// The menu platter's fill, standing in for the system material: near-white, 94 % opaque.
  public static let defaultMenuFill = Color(rgb: 0xF9F9F9, alpha: 0.94)
  /// The highlighted row's fill.
  public static let defaultHighlightFill = Color(white: 0, alpha: 0.1)
  /// The shadow of the preview and the menu platters.
  public static let defaultShadow = Shadow(
    color: .black, opacity: 0.18, offset: CGSize(width: 0, height: 4), radius: 12)

  /// What is presented.
  public var configuration: ContextMenuConfiguration
  /// Where everything is.
  public var layout: ContextMenuLayout
  /// Lays out the rows' text.
  public var engine: any TextLayoutEngine
  /// The lifted source's content (a snapshot of the pressed view), drawn in its own coordinates
  /// over its frame; nil draws the platter alone.
  public var sourceContent: Layer?
  /// The custom preview content, scaled to the presented preview; nil draws the source's.
  public var previewContent: Layer?
  /// Each accessory's content by identifier; an accessory without content is drawn as a rounded
  /// platter with its items' identifiers as labels.
  public var accessoryContent: [String: Layer]
  /// The colours of the dimming, the menu fill and the highlight.
  public var dimmingColor: Color = ContextMenuOverlay.defaultDimmingColor
  /// The menu platter's fill.
  public var menuFill: Color = ContextMenuOverlay.defaultMenuFill
  /// The highlighted row's fill.
  public var highlightFill: Color = ContextMenuOverlay.defaultHighlightFill
  /// The platters' shadow.
  public var shadow: Shadow = ContextMenuOverlay.defaultShadow

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
    sourceContent: Layer? = nil, previewContent: Layer? = nil, accessoryContent: [String: Layer] = [:]
  ) {
    self.configuration = configuration
    self.layout = layout
    self.engine = engine
    self.sourceContent = sourceContent
    self.previewContent = previewContent
    self.accessoryContent = accessoryContent
  }

  /// The layers for one frame, in drawing order: `contextMenu.dimming`, `contextMenu.preview`,
  /// `contextMenu.menu` (when the menu has rows) and one `contextMenu.accessory.<identifier>` each.
  ///
  /// - Parameters:
  ///   - presentation: The preview's presentation at the frame's time.
  ///   - highlightedRow: The highlighted row, an index into ``ContextMenuLayout/rows``.
  ///   - dragOffset: The preview's drag offset (tracked accessories follow it).
  ///   - scrollOffset: The menu's scroll offset.
  public func layers(
    for presentation: ContextMenuPresentation, highlightedRow: Int? = nil, dragOffset: CGSize = .zero,
    scrollOffset: CGFloat = 0
  ) -> [Layer] {
    var dimming = Layer(id: "contextMenu.dimming", frame: layout.containerBounds)
    dimming.backgroundColor = dimmingColor
    dimming.opacity = presentation.dimming
    dimming.isUserInteractionEnabled = false
    var layers = [dimming, preview(presentation, dragOffset: dragOffset)]
    if let menuFrame = layout.menuFrame, !layout.rows.isEmpty, presentation.menuProgress > 0 {
      layers.append(menu(in: menuFrame, progress: presentation.menuProgress, highlightedRow, scrollOffset))
    }
    if presentation.menuProgress > 0 {
      layers += layout.accessories.map { accessory($0, progress: presentation.menuProgress, dragOffset: dragOffset) }
    }
    return layers
  }

  // MARK: Preview

  func preview(_ presentation: ContextMenuPresentation, dragOffset: CGSize) -> Layer {
    let size = presentation.size
    var platter = Layer(id: "contextMenu.preview", frame: CGRect(origin: .zero, size: size))
    platter.position = CGPoint(x: presentation.center.x + dragOffset.width, y: presentation.center.y + dragOffset.height)
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
      background.shadow = shadow
      background.opacity = morph
      var clip = Layer(id: "contextMenu.preview.content", frame: CGRect(origin: .zero, size: size))
      clip.cornerRadius = radius
      clip.cornerCurve = .continuous
      clip.masksToBounds = true
      clip.opacity = morph
      if var content = previewContent, content.bounds.width > 0, content.bounds.height > 0 {
        let scale = Swift.min(size.width / content.bounds.width, size.height / content.bounds.height)
        content.position = CGPoint(x: size.width / 2, y: size.height / 2)
        content.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        content.transform = CGAffineTransform(scaleX: scale, y: scale)
        clip.sublayers = [content]
      }
      platter.sublayers += [background, clip]
    }
    return platter
  }

  /// The lifted source: its content clipped to the bubble (the line rects' rounded union) or to the
  /// rounded frame, over a platter, unless the configuration prefers the unmasked platter.
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
