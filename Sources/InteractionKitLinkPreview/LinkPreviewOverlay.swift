public import Foundation
public import InteractionKitGeometry
public import InteractionKitScene

/// The layers that draw a link preview at one moment: the dimmed background and the platter,
/// which is the lifted bubble (the link's snapshot, masked tightly and then by the bubble, over
/// the bubble's background and shadow) cross-fading into the expanded card as it morphs.
///
/// The overlay is pure: give it a ``LinkPreviewPresentation`` (from
/// ``LinkPreviewInteraction/presentation(at:)`` or ``LinkPreviewTransition/sample(at:)``) and add
/// the returned layers on top of the container's own. The snapshot is masked twice, in two
/// layers: first by the exact outline of the line rects (`PreviewParameters.tightMask`), so
/// words beside the link on its lines never show, then by the rounded bubble.
///
/// ```swift
/// let overlay = LinkPreviewOverlay(preview: preview, card: cardLayer, containerBounds: root.bounds)
/// if let presentation = interaction.presentation(at: t) {   // nil when nothing is shown
///   root.sublayers += overlay.layers(for: presentation)
/// }
/// ```
public struct LinkPreviewOverlay: Sendable {
  /// The colour of the dimmed background at full dimming: black at 20 % (our choice), as the
  /// context menu's.
  public static let defaultDimmingColor = ContextMenuOverlay.defaultDimmingColor

  /// How much the dimming blurs the page behind the preview, in points: the context menu's 4.
  public static let defaultDimmingBlurRadius = ContextMenuOverlay.defaultDimmingBlurRadius

  /// The shadow of the bubble and the card: black, 18 %, 12 points of blur, 4 down (our choice,
  /// close to the system platter's look).
  public static let defaultShadow = ContextMenuOverlay.defaultShadow

  /// The preview being shown.
  public var preview: TargetedPreview
  /// The expanded card's content, at its unscaled size (its bounds); `nil` draws a plain card.
  public var card: Layer?
  /// The container's bounds, which the dimming covers.
  public var containerBounds: CGRect
  /// The dimming colour at full dimming.
  public var dimmingColor: Color
  /// How much the dimming blurs what lies behind the preview, in points (0 dims without blurring),
  /// drawn as a `BackdropMaterial` tinted with ``dimmingColor``; default
  /// ``defaultDimmingBlurRadius``.
  public var dimmingBlurRadius: CGFloat
  /// The shadow under the bubble and the card.
  public var shadow: Shadow
  /// The corner radius of the expanded card, 13 points like the menu platter.
  public var cardCornerRadius: CGFloat
  /// Whether the tight mask is applied (turn off to see the neighbouring text inside the bubble).
  public var appliesTightMask: Bool

  /// Creates an overlay.
  public init(
    preview: TargetedPreview, card: Layer? = nil, containerBounds: CGRect,
    dimmingColor: Color = LinkPreviewOverlay.defaultDimmingColor, shadow: Shadow = LinkPreviewOverlay.defaultShadow,
    cardCornerRadius: CGFloat = 13, appliesTightMask: Bool = true
  ) {
    self.preview = preview
    self.card = card
    self.containerBounds = containerBounds.isFiniteRect ? containerBounds.standardized : .zero
    self.dimmingColor = dimmingColor
    self.dimmingBlurRadius = Self.defaultDimmingBlurRadius
    self.shadow = shadow
    self.cardCornerRadius = cardCornerRadius.isFinite ? max(0, cardCornerRadius) : 0
    self.appliesTightMask = appliesTightMask
  }

  /// The link's menu as `ContextMenuOverlay` draws it where the interaction placed it, at the
  /// presentation's menu progress, with its highlighted row and scroll offset; nil when no menu
  /// is placed (before the card, after the dismissal).
  ///
  /// - Parameters:
  ///   - interaction: The link preview's interaction.
  ///   - progress: The menu's appearance, `LinkPreviewPresentation.menuProgress`.
  public static func menuLayer(of interaction: LinkPreviewInteraction, progress: Double) -> Layer? {
    menuLayer(of: interaction, progress: progress, isDark: false)
  }

  /// The link's menu as ``menuLayer(of:progress:)`` draws it, in the dark appearance when `isDark`
  /// (see `ContextMenuOverlay.applyDarkAppearance()`).
  ///
  /// - Parameters:
  ///   - interaction: The link preview's interaction.
  ///   - progress: The menu's appearance, `LinkPreviewPresentation.menuProgress`.
  ///   - isDark: Whether the menu is drawn in the dark appearance.
  public static func menuLayer(of interaction: LinkPreviewInteraction, progress: Double, isDark: Bool) -> Layer? {
    guard let layout = interaction.menuLayout, let configuration = interaction.interaction.active else { return nil }
    var overlay = ContextMenuOverlay(
      configuration: configuration, layout: layout, engine: interaction.interaction.engine)
    if isDark { overlay.applyDarkAppearance() }
    return overlay.menuLayer(
      progress: progress, highlightedRow: interaction.interaction.highlightedRow,
      scrollOffset: interaction.interaction.menuScrollOffset)
  }

  /// The layers for one presentation: the dimming (id `linkPreview.dimming`) and the platter
  /// (id `linkPreview.platter`), in drawing order.
  public func layers(for presentation: LinkPreviewPresentation) -> [Layer] {
    let dimming = ContextMenuOverlay.dimming(
      "linkPreview.dimming", frame: containerBounds, color: dimmingColor, blurRadius: dimmingBlurRadius,
      opacity: presentation.dimming)

    let size = presentation.size
    var platter = Layer(id: "linkPreview.platter", frame: CGRect(origin: .zero, size: size))
    platter.position = presentation.center
    platter.transform = CGAffineTransform(scaleX: presentation.scale, y: presentation.scale)
    platter.opacity = presentation.opacity
    let morph = presentation.morphProgress
    if morph < 1 { platter.sublayers.append(bubble(in: size, opacity: 1 - morph)) }
    if morph > 0 { platter.sublayers += cardLayers(in: size, opacity: morph) }
    return [dimming, platter]
  }

  /// The lifted bubble, centred so the link's centre sits at the platter's centre.
  func bubble(in size: CGSize, opacity: Double) -> Layer {
    let parameters = preview.parameters
    let bounds = preview.bubbleBounds
    let viewBounds = preview.snapshot.layer.bounds
    let linkCenter = LinkPreviewLayout.targetCenter(of: parameters.textLineRects, wholeView: viewBounds)
    // Everything inside the group is drawn in the view's coordinates.
    var group = Layer(id: "linkPreview.bubble", frame: bounds)
    group.bounds = bounds
    group.position = CGPoint(x: size.width / 2 + bounds.midX - linkCenter.x, y: size.height / 2 + bounds.midY - linkCenter.y)
    group.opacity = opacity
    let toLocal = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
    let visible = parameters.effectiveVisiblePath(viewBounds: viewBounds)

    var background = Layer(id: "linkPreview.bubble.background", frame: bounds)
    background.contents = .shape(ShapeContents(path: visible.applying(toLocal), fillColor: parameters.backgroundColor))
    var bubbleShadow = shadow
    bubbleShadow.path = parameters.effectiveShadowPath(viewBounds: viewBounds).applying(toLocal)
    background.shadow = bubbleShadow

    // Inside `masked` (placed at `bounds`), coordinates start at the bubble's top-left.
    let local = CGRect(origin: .zero, size: bounds.size)
    var snapshot = Layer(id: "linkPreview.bubble.snapshot", frame: local)
    snapshot.contents = .snapshot(preview.snapshot)
    var tight = Layer(id: "linkPreview.bubble.tightMask", frame: local, sublayers: [snapshot])
    if appliesTightMask, parameters.showsTextLines { tight.maskPath = parameters.tightMask.applying(toLocal) }
    var masked = Layer(id: "linkPreview.bubble.content", frame: bounds, sublayers: [tight])
    masked.maskPath = visible.applying(toLocal)
    // Sublayer frames are in the group's bounds coordinates, which are the view's.
    group.sublayers = [background, masked]
    return group
  }

  /// The card's background with its shadow and its content, scaled to fit the platter.
  func cardLayers(in size: CGSize, opacity: Double) -> [Layer] {
    let frame = CGRect(origin: .zero, size: size)
    var background = Layer(id: "linkPreview.card.background", frame: frame)
    background.backgroundColor = preview.parameters.backgroundColor
    background.cornerRadius = cardCornerRadius
    background.cornerCurve = .continuous
    background.shadow = shadow
    background.opacity = opacity
    var clip = Layer(id: "linkPreview.card", frame: frame)
    clip.cornerRadius = cardCornerRadius
    clip.cornerCurve = .continuous
    clip.masksToBounds = true
    clip.opacity = opacity
    if var content = card, content.bounds.width > 0, content.bounds.height > 0 {
      let scale = min(size.width / content.bounds.width, size.height / content.bounds.height)
      content.position = CGPoint(x: size.width / 2, y: size.height / 2)
      content.anchorPoint = CGPoint(x: 0.5, y: 0.5)
      content.transform = CGAffineTransform(scaleX: scale, y: scale)
      clip.sublayers = [content]
    }
    return [background, clip]
  }
}
