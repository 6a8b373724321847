public import Foundation
public import InteractionKitContextMenu
public import InteractionKitGestures
public import InteractionKitInteractiveText
public import InteractionKitTextTokens
public import InteractionKitTextLayout

/// The interaction of an interactive text's items, as `UITextView` has it for its text items: taps,
/// highlights and keyboard focus on every token, and a long press on a link that lifts it into a
/// Safari-style link preview. One value, fed the touches, owns the text's layout and both machines,
/// so the host writes no glue between them.
///
/// - A touch down on a token highlights it (`InteractiveTextInteraction`); on a link or an e-mail
///   address (`LinkPreviewSource.previewableKinds`) the link preview's press begins with it, its
///   source made from the token (``LinkPreviewSource/init(token:in:viewFrame:id:)``).
/// - Lifting the finger before the lift taps the token (``Effect/text(_:)`` with `.tap`).
/// - When the link lifts, the text's highlight ends (the lifted bubble replaces it) and the text's
///   own long press is not reported for that link: the preview took it over. A long press on a
///   mention or a hashtag is the text's `.longPress`.
/// - While a preview is up, touches and keys go to it (its menu, its card, outside to dismiss).
/// - Scroll with ``setViewport(_:)`` and edit with ``replaceCharacters(in:with:)``: the previewed
///   link is followed by its token (`TextDocument.token(following:through:)`), and the preview
///   learns its new rects, so a dismissal returns to where the link is now, or fades when the edit
///   removed it.
///
/// Points are in the container's coordinates (those of ``layout``); the text view sits at the
/// layout's `viewBounds`.
///
/// ```swift
/// var items = TextItemInteraction(text: text, layout: LinkPreviewLayout(
///   viewBounds: CGRect(x: 24, y: 24, width: 280, height: 80),
///   containerBounds: CGRect(x: 0, y: 0, width: 328, height: 600), cardSize: CGSize(width: 300, height: 200)))
/// items.handle(.touchDown(CGPoint(x: 104, y: 34), time: 0))   // [.text(.highlight(link))]
/// items.handle(.time(0.4))                                    // […, .linkPreview(.lift(…)), .text(.unhighlight)]
/// try items.setViewport(CGRect(x: 0, y: 30, width: 280, height: 80))   // the preview follows the link
/// ```
public struct TextItemInteraction: Sendable {
  /// Something the host reports. Points are in the container's coordinates, times in seconds.
  public enum Event: Equatable, Sendable, InteractionEventConvertible {
    /// A touch, time passing, a dismissal or a finished transition.
    case gesture(InteractionEvent)
    /// Move keyboard focus to the next token (Tab).
    case focusNext
    /// Move keyboard focus to the previous token (Shift-Tab).
    case focusPrevious
    /// Activate the focused token (Return or Space).
    case activateFocused
    /// A key while a link preview's menu is presented; the context-menu key
    /// (``ContextMenuKey/menu``) on a focused link or e-mail address opens its preview without a
    /// press.
    case key(ContextMenuKey, time: TimeInterval)
  }

  /// Something the host must do: an effect of the text's interaction or of the link preview's.
  public enum Effect: Equatable, Sendable {
    /// Highlight, tap, long press, focus and activation of tokens, as `InteractiveTextInteraction`
    /// reports them.
    case text(InteractiveTextInteraction.Effect)
    /// The link preview's press effect, lift, card, menu and dismissal.
    case linkPreview(LinkPreviewInteraction.Effect)
  }

  /// The laid-out text; scroll and edit it through this value so the preview can follow its link.
  public private(set) var text: ViewportTextLayout

  /// The taps, highlights and keyboard focus of the text's tokens.
  public private(set) var textInteraction: InteractiveTextInteraction

  /// The link preview: its state, transition and presentation (`presentation(at:)`) for drawing.
  public private(set) var linkPreview: LinkPreviewInteraction

  /// The previewed link's token in the current document, and the identity the preview knows it by.
  private var previewed: (token: Token, id: LinkPreviewSource.ID)?

  /// Creates an idle interaction over a laid-out text.
  ///
  /// - Parameters:
  ///   - text: The text, laid out and scrolled as it is shown.
  ///   - layout: The text view's frame (`viewBounds`) in the container, the container and the card.
  ///   - menu: The links' menu; default `LinkPreviewInteraction.defaultMenu`.
  ///   - style: The text's touch tolerances; default the text's own style.
  ///   - timing: The link preview's timings; default `LinkPreviewTiming.phone`.
  public init(
    text: ViewportTextLayout, layout: LinkPreviewLayout, menu: Menu = LinkPreviewInteraction.defaultMenu,
    style: InteractiveTextStyle? = nil, timing: LinkPreviewTiming = .phone
  ) {
    self.text = text
    self.textInteraction = InteractiveTextInteraction(style: style ?? text.style)
    self.linkPreview = LinkPreviewInteraction(timing: timing, layout: layout, menu: menu, engine: text.engine)
  }

  /// The geometry: the text view's frame in the container, the container and the card size.
  public var layout: LinkPreviewLayout { linkPreview.layout }

  /// The token a link preview is pressing or showing, as it is in the current document.
  public var previewedToken: Token? { previewed?.token }

  /// When the next scheduled step of either machine is due: the time to send the next `.time(t)`,
  /// or nil when nothing is scheduled.
  public var nextDeadline: TimeInterval? {
    [textInteraction.longPressDeadline, linkPreview.nextDeadline].compactMap { $0 }.min()
  }

  /// Whether the link preview is pressing, lifted, presented or dismissing.
  public var isPreviewing: Bool { linkPreview.state != .idle }

  /// Handles an event and returns the effects to apply, in order.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Effect] {
    switch event {
    case .gesture(let gesture):
      return handle(gesture)
    case .key(.menu, let time) where !isPreviewing:
      return openFocusedLink(time: time)
    case .key(let key, let time):
      return isPreviewing ? linkPreview.handle(.key(key, time: time)).map(Effect.linkPreview) : []
    case .focusNext, .focusPrevious, .activateFocused:
      guard !isPreviewing else { return [] }
      let textEvent: InteractiveTextInteraction.Event =
        switch event {
        case .focusNext: .focusNext
        case .focusPrevious: .focusPrevious
        default: .activateFocused
        }
      return textInteraction.handle(textEvent, in: text).map(Effect.text)
    }
  }

  /// Scrolls the text (`ViewportTextLayout.setViewport(_:)`) and tells the link preview where its
  /// link is now. A link scrolled beyond the laid-out paragraphs has no rects: its preview then
  /// fades out when dismissed, as for a link that was removed.
  ///
  /// - Throws: `InteractiveTextError.nonFiniteViewport(_:)`; nothing changes then.
  @discardableResult
  public mutating func setViewport(_ rect: CGRect) throws(InteractiveTextError) -> [Effect] {
    try text.setViewport(rect)
    return followPreviewedLink()
  }

  /// Scrolls as little as needed to show a range (`ViewportTextLayout.scrollRangeToVisible(_:)`,
  /// for a token that keyboard focus moved to), and tells the link preview where its link is now.
  ///
  /// - Throws: `InteractiveTextError` for a malformed or out-of-bounds range; nothing changes then.
  @discardableResult
  public mutating func scrollRangeToVisible(_ range: NSRange) throws(InteractiveTextError) -> [Effect] {
    try text.scrollRangeToVisible(range)
    return followPreviewedLink()
  }

  /// Edits the text (`ViewportTextLayout.replaceCharacters(in:with:)`) and follows the previewed
  /// link through the edit: the preview learns the link's new rects, or that it is gone.
  ///
  /// A touch on the text or keyboard focus ends with an edit (``Effect/text(_:)`` with
  /// `.unhighlight` or `.unfocus`): the token they were on may have changed.
  ///
  /// - Throws: The errors of `ViewportTextLayout.replaceCharacters(in:with:)`; nothing changes then.
  @discardableResult
  public mutating func replaceCharacters(in range: NSRange, with string: String) throws(InteractiveTextError)
    -> [Effect]
  {
    let change = try text.replaceCharacters(in: range, with: string)
    var effects = textInteraction.reset().map(Effect.text)
    if let current = previewed {
      if let moved = text.document.token(following: current.token, through: change) {
        previewed = (moved, current.id)
        effects += followPreviewedLink()
      } else {
        previewed = nil
        effects += linkPreview.handle(.sourceUpdated(nil)).map(Effect.linkPreview)
      }
    }
    return effects
  }

  /// Changes the text's style (colours, fonts): every paragraph is laid out again as it comes
  /// into view, and the link preview learns where its link is now. The touch tolerances of the
  /// text's interaction follow the new style too.
  @discardableResult
  public mutating func setStyle(_ style: InteractiveTextStyle) -> [Effect] {
    text.setStyle(style)
    textInteraction.style = style
    return followPreviewedLink()
  }

  /// Lays the text out in a new container (a new width after a resize), keeping the viewport
  /// anchored, and tells the link preview where its link is now.
  @discardableResult
  public mutating func setContainer(_ container: TextContainer) -> [Effect] {
    text.setContainer(container)
    return followPreviewedLink()
  }

  /// Moves the text view within the container (or changes the container or card), and tells the
  /// link preview where its link is now.
  @discardableResult
  public mutating func setLayout(_ layout: LinkPreviewLayout) -> [Effect] {
    linkPreview.layout = layout
    return followPreviewedLink()
  }

  // MARK: Routing

  /// The context-menu key: the focused link's preview opens at once.
  private mutating func openFocusedLink(time: TimeInterval) -> [Effect] {
    guard let token = textInteraction.focusedToken else { return [] }
    return openPreview(of: token, time: time)
  }

  /// Opens a link's preview at once, without a press, as the context-menu key does for the
  /// focused link (``Event/key(_:time:)`` with `ContextMenuKey.menu`): its bubble lifts and grows
  /// into the card with its menu, the first row highlighted. What an assistive technology's
  /// "Show menu" does on a link that has no keyboard focus.
  ///
  /// Ignored (no effect) while a preview is pressing or up, for a token that is not a link or an
  /// e-mail address (`LinkPreviewSource.previewableKinds`), and for one without laid-out rects.
  @discardableResult
  public mutating func openPreview(of token: Token, time: TimeInterval) -> [Effect] {
    guard !isPreviewing, LinkPreviewSource.previewableKinds.contains(token.kind) else { return [] }
    let source = LinkPreviewSource(token: token, in: text, viewFrame: layout.viewBounds)
    guard source.hasGeometry else { return [] }
    previewed = (token, source.id)
    let opened = linkPreview.handle(.open(source, time: time)).map(Effect.linkPreview)
    endPreviewIfFinished()
    return opened
  }

  private mutating func handle(_ gesture: InteractionEvent) -> [Effect] {
    switch linkPreview.state {
    case .lifted, .previewing, .dismissing:
      // The lifted preview is modal: touches and dismissals are its own; the text only keeps time.
      var effects: [Effect]
      if case .touchDown(let point, let time) = gesture {
        effects = linkPreview.handle(.touchDown(point, time: time, hit: nil)).map(Effect.linkPreview)
      } else {
        effects = linkPreview.handle(.gesture(gesture)).map(Effect.linkPreview)
      }
      if let time = gesture.time { effects += textEffects(for: .time(time)) }
      return effects + afterPreviewEffects(effects)
    case .idle, .pressing, .pressEffect:
      break
    }
    // Before the lift, the text and a pressed link's preview both follow the touch.
    let viewOrigin = layout.viewBounds.origin
    let inContent = gesture.mapPoint {
      text.contentPoint(forViewPoint: CGPoint(x: $0.x - viewOrigin.x, y: $0.y - viewOrigin.y))
    }
    let effects = textEffects(for: .gesture(inContent))
    if case .touchDown(let point, let time) = gesture {
      guard !isPreviewing, let token = textInteraction.highlightedToken,
        LinkPreviewSource.previewableKinds.contains(token.kind)
      else { return effects }
      let source = LinkPreviewSource(token: token, in: text, viewFrame: layout.viewBounds)
      guard source.hasGeometry else { return effects }
      previewed = (token, source.id)
      let started = linkPreview.handle(.touchDown(point, time: time, hit: source)).map(Effect.linkPreview)
      return effects + started + afterPreviewEffects(started)
    }
    guard isPreviewing else { return effects }
    let preview = linkPreview.handle(.gesture(gesture)).map(Effect.linkPreview)
    return effects + preview + afterPreviewEffects(preview)
  }

  /// The text interaction's effects for an event, without the long press of the link a preview
  /// took over.
  private mutating func textEffects(for event: InteractiveTextInteraction.Event) -> [Effect] {
    textInteraction.handle(event, in: text).compactMap { effect in
      if case .longPress(let token) = effect, token == previewed?.token { return nil }
      return .text(effect)
    }
  }

  /// What follows a preview's effects: the text's highlight ends when the link lifts, and the
  /// previewed link is forgotten when the preview finished or its press was cancelled.
  private mutating func afterPreviewEffects(_ effects: [Effect]) -> [Effect] {
    var more: [Effect] = []
    if effects.contains(where: { if case .linkPreview(.lift) = $0 { true } else { false } }) {
      more += textInteraction.reset().map(Effect.text)
    }
    endPreviewIfFinished()
    return more
  }

  private mutating func endPreviewIfFinished() {
    if !isPreviewing { previewed = nil }
  }

  /// Sends the previewed link's current rects to the preview.
  private mutating func followPreviewedLink() -> [Effect] {
    guard let current = previewed, isPreviewing else { return [] }
    let source = LinkPreviewSource(token: current.token, in: text, viewFrame: layout.viewBounds, id: current.id)
    let effects = linkPreview.handle(.sourceUpdated(source)).map(Effect.linkPreview)
    endPreviewIfFinished()
    return effects
  }
}
