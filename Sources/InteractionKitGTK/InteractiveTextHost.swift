public import Foundation
public import InteractionKitInteractiveText
public import InteractionKitLinkPreview
public import InteractionKitGeometry
public import InteractionKitScene
public import InteractionKitTextLayout
public import InteractionKitTextTokens

/// The host of an interactive text in a ``SceneView``: a scrolling text whose tokens highlight and
/// can be tapped, focused from the keyboard and, for links, long-pressed into a Safari-style
/// preview with its menu, by the engine's `TextItemInteraction`.
///
/// The text fills the view (with ``insets``); it is laid out lazily around the viewport, so a
/// document of megabytes opens at once. The host applies every effect: it draws the highlight,
/// the focus ring, the lifted bubble, the card and the menu, reports taps and menu selections, and
/// keeps the preview on its link while the text scrolls underneath.
@MainActor
public final class InteractiveTextHost: SceneViewContent {
  /// Something that happened, for the app (a status line, a callout) and the event log.
  public enum Event: Hashable, Sendable {
    /// A token was tapped or activated from the keyboard.
    case tapped(Token)
    /// A token was long-pressed (a mention or a hashtag: links lift their preview instead).
    case longPressed(Token)
    /// A link's preview lifted.
    case lifted(Token)
    /// A menu action of the link's preview was chosen.
    case selected(String, Token?)
    /// A link's preview began returning onto its link, which is now at these line rects in the
    /// view (after a scroll or an edit as much as before).
    case returning([CGRect])
    /// The preview finished leaving.
    case dismissed
    /// The text scrolled to a viewport origin.
    case scrolled(CGPoint)
  }

  /// The interaction: the laid-out text, its token interaction and its link preview.
  public private(set) var items: TextItemInteraction?

  /// Called for every ``Event``.
  public var onEvent: ((Event, TimeInterval) -> Void)?

  /// The space around the text, in points.
  public var insets: CGFloat = 16

  /// The background colour behind the text (set by ``isDark``).
  public var backgroundColor: Color = .white

  /// Whether the text is drawn light on dark: the background turns near-black and the text's
  /// base colour near-white (tokens keep their colours).
  public var isDark = false {
    didSet {
      guard isDark != oldValue else { return }
      backgroundColor = isDark ? Color(white: 0.1) : .white
      style.baseAttributes.foregroundColor = isDark ? Color(white: 0.92) : .label
      if var items {
        items.setStyle(style)
        self.items = items
      }
    }
  }

  /// The width of the scroll track at the view's right edge: a press there scrolls to that point
  /// of the document, and dragging scrolls along, as on a scroll bar's track.
  public static let scrollTrackWidth: CGFloat = 14

  /// Whether the current press is on the scroll track.
  private var isScrubbing = false

  private let document: TextDocument
  private let engine: any TextLayoutEngine
  private var style: InteractiveTextStyle
  private var size = CGSize.zero
  /// The lifted link's preview: a snapshot of the text view with the link's line rects.
  private var preview: TargetedPreview?
  private var card: Layer?

  /// Creates a host for a document, laid out by `engine` with `style`.
  public init(document: TextDocument, engine: any TextLayoutEngine, style: InteractiveTextStyle = InteractiveTextStyle()) {
    self.document = document
    self.engine = engine
    self.style = style
  }

  /// The text view's frame in the view.
  private var textFrame: CGRect {
    CGRect(x: insets, y: 8, width: max(1, size.width - 2 * insets), height: max(1, size.height - 8))
  }

  /// Lays the text out for a view size (the first time, or after a resize).
  private func prepare(_ newSize: CGSize) {
    guard newSize != size || items == nil, newSize.width >= 1, newSize.height >= 1 else { return }
    size = newSize
    let frame = textFrame
    let layout = LinkPreviewLayout(
      viewBounds: frame, containerBounds: CGRect(origin: .zero, size: size),
      cardSize: CGSize(width: min(320, size.width - 32), height: 200))
    if var items {
      items.setContainer(TextContainer(width: frame.width))
      items.setLayout(layout)
      var viewport = items.text.viewport
      viewport.size = frame.size
      _ = try? items.setViewport(viewport)
      self.items = items
    } else {
      var text = ViewportTextLayout(
        document: document, engine: engine, style: style, container: TextContainer(width: frame.width))
      try? text.setViewport(CGRect(origin: CGPoint(x: 0, y: 0), size: frame.size))
      items = TextItemInteraction(text: text, layout: layout)
    }
  }

  /// The tokens of the visible paragraphs with their line rects in the view's coordinates (for an
  /// accessibility tree, a test driver or a pointer set-up).
  public var visibleTokens: [(token: Token, lineRects: [CGRect])] {
    guard let items else { return [] }
    let origin = textFrame.origin
    return items.text.visibleTokenLineRects.map { token, rects in
      (token, rects.map { items.text.viewRect(forContentRect: $0).offsetBy(dx: origin.x, dy: origin.y) })
    }
  }

  // MARK: Accessibility

  /// The visible tokens as links (URLs, e-mail addresses) and buttons (mentions, hashtags,
  /// cashtags), labelled with their text, at their first line rect; while a link's preview is
  /// presented, its menu and the menu's items instead.
  public var accessibilityElements: [AccessibilityElement] {
    if let items, items.isPreviewing, let layout = items.linkPreview.menuLayout, let menuFrame = layout.menuFrame {
      return ContextMenuHost.accessibilityElements(
        of: layout, menuFrame: menuFrame, label: "Link menu", highlightedRow: items.linkPreview.interaction.highlightedRow)
    }
    return visibleTokens.compactMap { token, rects in
      guard let first = rects.first else { return nil }
      let role: AccessibilityElement.Role = LinkPreviewSource.previewableKinds.contains(token.kind) ? .link : .button
      return AccessibilityElement(
        identifier: "token.\(token.range.location)", role: role, label: token.text, frame: first)
    }
  }

  /// The highlighted item of a link's menu (`menu.R`) while its preview is up, else the focused
  /// token (`token.N`).
  public var focusedAccessibilityElement: String? {
    guard let items else { return nil }
    if items.isPreviewing { return items.linkPreview.interaction.highlightedRow.map { "menu.\($0)" } }
    return items.textInteraction.focusedToken.map { "token.\($0.range.location)" }
  }

  /// Activates a token (its tap) or a menu item (its selection, then the dismissal).
  public func activate(accessibilityElement identifier: String, time: TimeInterval) -> Bool {
    guard var items else { return false }
    if identifier.hasPrefix("menu."), let index = Int(identifier.dropFirst(5)),
      let layout = items.linkPreview.menuLayout, layout.rows.indices.contains(index)
    {
      onEvent?(.selected(layout.rows[index].identifier, items.previewedToken), time)
      let effects = items.handle(.dismiss(time: time))
      self.items = items
      apply(effects, time: time)
      return true
    }
    guard identifier.hasPrefix("token."), let location = Int(identifier.dropFirst(6)),
      let token = items.text.document.tokens(intersecting: NSRange(location: location, length: 1)).first(where: {
        $0.range.location == location
      })
    else { return false }
    onEvent?(.tapped(token), time)
    return true
  }

  // MARK: SceneViewContent

  /// The text, and the link preview over it when one is up.
  public func tree(size: CGSize, time: TimeInterval) -> LayerTree {
    prepare(size)
    var root = Layer(id: "root", frame: CGRect(origin: .zero, size: size), backgroundColor: backgroundColor)
    guard let items else { return (try? LayerTree(root: root)) ?? LayerTree.blank }
    root.addSublayer(textLayer(items))
    if let indicator = scrollIndicator(items) { root.addSublayer(indicator) }
    if let preview, let presentation = items.linkPreview.presentation(at: time) {
      let overlay = LinkPreviewOverlay(preview: preview, card: card, containerBounds: root.bounds)
      root.sublayers += overlay.layers(for: presentation)
      if let menu = LinkPreviewOverlay.menuLayer(of: items.linkPreview, progress: presentation.menuProgress) {
        root.addSublayer(menu)
      }
    }
    return (try? LayerTree(root: root)) ?? LayerTree.blank
  }

  /// The scroll indicator: a rounded thumb on the right edge, as long as the viewport's share of
  /// the content; nil when everything fits.
  private func scrollIndicator(_ items: TextItemInteraction) -> Layer? {
    let content = items.text.contentSize.height
    let viewport = items.text.viewport
    guard content > viewport.height, content > 0 else { return nil }
    let track = size.height - 8
    let length = max(24, track * viewport.height / content)
    let y = 4 + (track - length) * min(1, max(0, viewport.minY / (content - viewport.height)))
    return Layer(
      id: "scroll.indicator", frame: CGRect(x: size.width - 8, y: y, width: 5, height: length),
      backgroundColor: Color(white: 0.5, alpha: 0.6), cornerRadius: 2.5, isUserInteractionEnabled: false)
  }

  /// Scrolls so the viewport sits at the document's fraction under a point of the scroll track.
  private func scrub(to point: CGPoint, items: inout TextItemInteraction) -> [TextItemInteraction.Effect] {
    let fraction = min(1, max(0, (point.y - 4) / max(1, size.height - 8)))
    var viewport = items.text.viewport
    viewport.origin.y = fraction * max(0, items.text.contentSize.height - viewport.height)
    return (try? items.setViewport(viewport)) ?? []
  }

  private func textLayer(_ items: TextItemInteraction) -> Layer {
    var layer = items.text.layer(
      id: "text", highlightedToken: items.textInteraction.highlightedToken,
      focusedToken: items.textInteraction.focusedToken)
    layer.frame = textFrame
    // (Each paragraph is rasterized already, so scrolling moves bitmaps.) Under a preview the whole text stands still while the dimming and the bubble animate over
    // it: one bitmap.
    layer.shouldRasterize = items.isPreviewing
    return layer
  }

  /// Touches, scrolling and keys in; effects applied.
  public func handle(_ input: SceneInput, size: CGSize) -> Bool {
    prepare(size)
    guard var items else { return false }
    var effects: [TextItemInteraction.Effect] = []
    switch input {
    case .pressed(let point, _) where point.x >= size.width - Self.scrollTrackWidth && !items.isPreviewing:
      isScrubbing = true
      effects = scrub(to: point, items: &items)
      onEvent?(.scrolled(items.text.viewport.origin), input.time)
    case .dragged(let point, _) where isScrubbing:
      effects = scrub(to: point, items: &items)
      onEvent?(.scrolled(items.text.viewport.origin), input.time)
    case .released where isScrubbing:
      isScrubbing = false
    case .pressed(let point, let time): effects = items.handle(.touchDown(point, time: time))
    case .dragged(let point, let time): effects = items.handle(.touchMoved(point, time: time))
    case .released(let point, let time): effects = items.handle(.touchUp(point, time: time))
    case .pointerMoved, .pointerExited: return false
    case .scrolled(_, let dy, let time):
      var viewport = items.text.viewport
      let maximum = max(0, items.text.contentSize.height - viewport.height)
      viewport.origin.y = min(maximum, max(0, viewport.origin.y + dy))
      effects = (try? items.setViewport(viewport)) ?? []
      onEvent?(.scrolled(items.text.viewport.origin), time)
    case .key(let key, let time):
      effects = keyEffects(key, time: time, items: &items)
    }
    self.items = items
    apply(effects, time: input.time)
    return true
  }

  private func keyEffects(_ key: SceneKey, time: TimeInterval, items: inout TextItemInteraction)
    -> [TextItemInteraction.Effect]
  {
    if items.isPreviewing {
      switch key {
      case .escape: return items.handle(.dismiss(time: time))
      case .up: return items.handle(.key(.up, time: time))
      case .down: return items.handle(.key(.down, time: time))
      case .returnKey: return items.handle(.key(.return, time: time))
      default: return []
      }
    }
    switch key {
    case .tab: return items.handle(.focusNext)
    case .backTab: return items.handle(.focusPrevious)
    case .returnKey, .space: return items.handle(.activateFocused)
    case .contextMenu: return items.handle(.key(.menu, time: time))
    default: return []
    }
  }

  /// Time passes: the press effect, the lift, the card and the dismissal happen on time.
  public func advance(to time: TimeInterval, size: CGSize) -> Bool {
    guard var items else { return false }
    let effects = items.handle(.time(time))
    self.items = items
    apply(effects, time: time)
    return !effects.isEmpty || items.isPreviewing
  }

  /// Whether a press is pending or a preview is up.
  public func isAnimating(at time: TimeInterval) -> Bool {
    guard let items else { return false }
    return items.isPreviewing || items.nextDeadline != nil
  }

  // MARK: Effects

  private func apply(_ effects: [TextItemInteraction.Effect], time: TimeInterval) {
    for effect in effects {
      switch effect {
      case .text(.tap(let token)), .text(.activate(let token)):
        onEvent?(.tapped(token), time)
      case .text(.longPress(let token)):
        onEvent?(.longPressed(token), time)
      case .text(.focus(let token)):
        if var items {
          _ = try? items.scrollRangeToVisible(token.range)
          self.items = items
        }
      case .linkPreview(.beginPressEffect):
        makePreview()
      case .linkPreview(.lift):
        if let token = items?.previewedToken { onEvent?(.lifted(token), time) }
      case .linkPreview(.menu(.select(let action))):
        onEvent?(.selected(action.identifier.rawValue, items?.previewedToken), time)
      case .linkPreview(.dismissToSource(let transition)):
        onEvent?(.returning(transition.lineRects), time)
      case .linkPreview(.finished):
        preview = nil
        card = nil
        onEvent?(.dismissed, time)
      default:
        break
      }
    }
  }

  /// Snapshots the text view for the pressed link: the preview the overlay lifts.
  private func makePreview() {
    guard let items, let token = items.previewedToken else { return }
    var root = Layer(id: "root", frame: CGRect(origin: .zero, size: size), backgroundColor: backgroundColor)
    root.addSublayer(textLayer(items))
    let rects = items.text.lineRects(for: token).map(items.text.viewRect(forContentRect:))
    guard let tree = try? LayerTree(root: root) else { return }
    preview = try? TargetedPreview(
      view: "text", in: tree, parameters: PreviewParameters(textLineRects: rects), container: "root")
    card = Self.card(for: token, size: items.layout.cardSize, engine: engine)
  }

  /// The preview card: the link's host in large type over a tinted band, and its address.
  private static func card(for token: Token, size: CGSize, engine: any TextLayoutEngine) -> Layer {
    let address: String =
      switch token.value {
      case .url(let string, _): string
      case .email(let address): "mailto:" + address
      default: token.text
      }
    let host = URLComponents(string: address)?.host ?? address
    var card = Layer(id: "card", frame: CGRect(origin: .zero, size: size), backgroundColor: .white, masksToBounds: true)
    card.addSublayer(Layer(id: "card.band", frame: CGRect(x: 0, y: 0, width: size.width, height: size.height * 0.55),
                           backgroundColor: Color(rgb: 0xDCE9FB)))
    func label(_ id: LayerID, _ string: String, size fontSize: CGFloat, weight: FontWeight, color: Color, y: CGFloat) -> Layer {
      let layout = engine.layout(
        AttributedText(string, attributes: TextAttributes(fontSize: fontSize, fontWeight: weight, foregroundColor: color)),
        in: TextContainer(width: size.width - 28))
      return .text(id, layout: layout, at: CGPoint(x: 14, y: y))
    }
    card.addSublayer(label("card.host", host, size: 22, weight: .bold, color: .systemBlue, y: size.height * 0.2))
    card.addSublayer(label("card.address", address, size: 12, weight: .regular, color: .secondaryLabel, y: size.height * 0.62))
    return card
  }
}
