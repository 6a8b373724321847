public import Foundation
public import InteractionKitGeometry
public import InteractionKitInteractiveText
public import InteractionKitLiveScene
import InteractionKitScene
public import InteractionKitTextLayout
public import InteractionKitTextTokens

/// A scrolling interactive text as a live scene: tokens that highlight and can be tapped, focused
/// from the keyboard and, for links, long-pressed into a Safari-style preview with its card and
/// menu, all through one `TextItemInteraction`.
///
/// The text fills the scene inside ``insets`` and is laid out lazily around the viewport
/// (`ViewportTextLayout`), so a document of megabytes opens at once. The scene decides everything a
/// host used to: scrolling (wheel and touchpad, Page Up and Down, Home and End, the scroll track at
/// the right edge), the scroll indicator, the preview's snapshot and card, keyboard focus, the
/// accessibility tree (the visible paragraphs with their text, their tokens as links and buttons),
/// the cursor and when it next needs time.
///
/// Inputs:
/// - A press on a token highlights it; lifting before the long-press time taps it
///   (``Event/tapped(_:)``). Held for `InteractiveTextStyle.pressTiming`'s long-press duration, a
///   mention, hashtag or cashtag is long-pressed (``Event/longPressed(_:)``) and a link or an
///   e-mail address lifts into its preview (``Event/lifted(_:)``). While a preview is up, touches
///   work its menu and a touch outside dismisses it (``Event/returning(_:)``, then
///   ``Event/dismissed``).
/// - A press within ``scrollTrackWidth`` of the right edge scrolls to that fraction of the
///   document, and dragging scrolls along; the wheel scrolls by its distance. Both are clamped to
///   the content (``Event/scrolled(_:)`` whenever the viewport moved).
/// - Tab and Shift-Tab move keyboard focus through the tokens in reading order (scrolling the
///   focused token into view); Return or Space activates it; the context-menu key opens a focused
///   link's preview. Up and Down scroll by a line, Page Up and Page Down by a page, Home and End to
///   either end. While a preview is up, the arrows, Tab, Return and Escape work its menu (Escape
///   closes an open submenu first, as `ContextMenuKey.escape` does).
///
/// Clamps, so inputs out of order never crash: a time before the latest counts as the latest (the
/// interactions' `InteractionClock`s); a drag or a release without a press is ignored, and a second
/// press while one is down first cancels the first; keys during a press or a lift do nothing
/// (Escape during the lift dismisses). While the scene has no room (`SceneEnvironment.hasRoom`
/// false, such as a resize to 0 × 0 in the middle of a lift) it draws an empty tree, reads nothing to
/// assistive technologies, ignores pointers, scrolls and keys (a touch in progress is cancelled)
/// and lets time run; once it has room again it lays itself out for the new size and carries on.
///
/// ```swift
/// var scene = InteractiveTextScene(
///   document: TextDocument("Toots: https://example.social/@alice", detector: TokenDetector(profile: .mastodon)),
///   engine: engine,
///   environment: SceneEnvironment(size: CGSize(width: 900, height: 600)))
/// scene.handle(.pointerDown(point, time: 0))   // [] — the link is highlighted
/// scene.handle(.time(0.4))                     // [.lifted(link)]
/// scene.nextWake(after: 0.4)                   // .everyFrame while the lift springs
/// ```
public struct InteractiveTextScene: InteractiveScene {
  /// Something that happened, for the app (a status line, a callout) and its event log.
  public enum Event: Hashable, Sendable {
    /// A token was tapped, activated from the keyboard or by an assistive technology.
    case tapped(Token)
    /// A mention, hashtag or cashtag was long-pressed (links lift their preview instead).
    case longPressed(Token)
    /// A link's preview lifted.
    case lifted(Token)
    /// A menu action of the link's preview was chosen: its identifier, and the link.
    case selected(String, Token?)
    /// A link's preview began returning onto its link, which is now at these line rects in the
    /// scene (after a scroll or an edit as much as before).
    case returning([CGRect])
    /// The preview finished leaving.
    case dismissed
    /// The text scrolled: the viewport's new origin in content coordinates.
    case scrolled(CGPoint)
  }

  /// An element of the accessibility tree.
  public enum ElementID: Hashable, Sendable {
    /// A paragraph, by its index in the document's `ParagraphIndex`.
    case paragraph(Int)
    /// A token, by the UTF-16 location where it starts in the document.
    case token(location: Int)
    /// The menu of the link's preview.
    case menu
    /// An item of the preview's menu, by its index in the presented menu's rows
    /// (`ContextMenuLayout.rows`).
    case menuItem(row: Int)
  }

  /// The space around the text. Default: 8 pt at the top, 16 pt on either side, none at the bottom.
  public static let defaultInsets = EdgeInsets(top: 8, left: 16, bottom: 0, right: 16)

  /// The width of the scroll track at the right edge: a press there scrolls to that point of the
  /// document, and dragging scrolls along, as on a scroll bar's track.
  public static let scrollTrackWidth: CGFloat = 14

  /// The background in light mode (white) and in dark mode (near-black).
  public static func backgroundColor(isDark: Bool) -> Color { isDark ? Color(white: 0.1) : .white }

  /// The base text colour in dark mode: near-white (in light mode the style's own colour is used;
  /// tokens keep their colours in both).
  public static let darkTextColor = Color(white: 0.92)

  /// The size, scale and appearance the scene is laid out for (change them with
  /// `SceneInput.environment(_:time:)`).
  public internal(set) var environment: SceneEnvironment

  /// The space around the text, in points (negative and non-finite insets count as 0).
  public let insets: EdgeInsets

  /// The interaction: the laid-out text, its tokens' interaction and the link preview.
  public internal(set) var items: TextItemInteraction

  /// The pointer the host shows now: a pointing hand over a token, the I-beam over text, the arrow
  /// elsewhere (and over a preview, the scroll track, or while pressing).
  public internal(set) var cursor: SceneCursor = .arrow

  /// The style as the app gave it; the text is drawn with it, its base colour near-white in dark
  /// mode.
  public let style: InteractiveTextStyle

  /// The engine that lays the text and the card out.
  let engine: any TextLayoutEngine
  /// What a link's card shows, by its address (`nil` derives a plain card from the address).
  let metadata: @Sendable (URL) -> LinkPreviewMetadata?
  /// The lifted link's preview: the text view snapshotted when its press effect began (or when the
  /// keyboard lifted it), with the link's line rects in the text layer's bounds coordinates (the
  /// content's); nil when no preview was pressed since the last one finished.
  public internal(set) var preview: TargetedPreview?
  /// The preview card's content, made with the preview.
  var card: Layer?
  /// Whether the pointer that is down is pressing the scroll track.
  var isScrubbing = false
  /// Where the pointer that is down is, or nil when none is.
  var pointerDown: CGPoint?
  /// Where the pointer hovers, or nil after it left.
  var hoverPoint: CGPoint?
  /// The size the text is laid out for (the last size with room).
  var laidOutSize: CGSize
  /// Whether the text is laid out for dark mode.
  var laidOutDark: Bool

  /// Creates the scene of a document, laid out by `engine`.
  ///
  /// - Parameters:
  ///   - document: The text and its tokens (a detector's, found as paragraphs come into view).
  ///   - engine: Lays the text, the card and the menu out (Pango on Linux).
  ///   - style: How the text and its tokens look, the touch slop and the press timing; default
  ///     `InteractiveTextStyle()`.
  ///   - menu: The links' menu; default `LinkPreviewInteraction.defaultMenu`.
  ///   - insets: The space around the text; default ``defaultInsets``.
  ///   - environment: The size, scale and appearance to lay out for.
  ///   - metadata: What a link's preview card shows, asked once per preview with the link's address
  ///     (a link written without a scheme gets `https://`; an e-mail address is a `mailto:` URL);
  ///     `nil` from it, and the default, give the plain card of
  ///     ``LinkPreviewMetadata/init(derivedFrom:)``. The scene never fetches anything.
  public init(
    document: TextDocument, engine: any TextLayoutEngine, style: InteractiveTextStyle = InteractiveTextStyle(),
    menu: Menu = LinkPreviewInteraction.defaultMenu, insets: EdgeInsets = InteractiveTextScene.defaultInsets,
    environment: SceneEnvironment, metadata: @escaping @Sendable (URL) -> LinkPreviewMetadata? = { _ in nil }
  ) {
    self.environment = environment
    self.metadata = metadata
    self.insets = Self.sanitized(insets)
    self.style = style
    self.engine = engine
    let size = environment.size
    let isDark = environment.appearance.isDark
    let frame = Self.textFrame(size: size, insets: self.insets)
    var text = ViewportTextLayout(
      document: document, engine: engine, style: Self.style(style, isDark: isDark),
      container: TextContainer(width: frame.width))
    try? text.setViewport(CGRect(origin: .zero, size: frame.size))
    items = TextItemInteraction(text: text, layout: Self.previewLayout(size: size, textFrame: frame), menu: menu)
    laidOutSize = size
    laidOutDark = isDark
  }

  /// The text view's frame in the scene: the bounds inside ``insets``, at least 1 × 1 (while the
  /// scene has no room, the frame of the last size that had room).
  public var textFrame: CGRect { Self.textFrame(size: laidOutSize, insets: insets) }

  /// The background colour behind the text, by the appearance.
  public var backgroundColor: Color { Self.backgroundColor(isDark: environment.appearance.isDark) }

  /// The tokens of the visible paragraphs with their line rects in the scene's coordinates, in
  /// reading order (for a test driver, an event log or a pointer set-up).
  public var visibleTokens: [(token: Token, lineRects: [CGRect])] {
    items.text.visibleTokenLineRects.map { token, rects in (token, rects.map(sceneRect(forContentRect:))) }
  }

  /// Converts a rect from the text's content coordinates to the scene's.
  public func sceneRect(forContentRect rect: CGRect) -> CGRect {
    let origin = textFrame.origin
    return items.text.viewRect(forContentRect: rect).offsetBy(dx: origin.x, dy: origin.y)
  }

  /// When the scene next needs time: every frame only while the press effect, the lift, the card
  /// and menu, a cancelled press's spring back or the return actually move; the press's next
  /// deadline (the press effect, the long press) while a press waits; never once the preview is
  /// up and settled, or nothing happens.
  public func nextWake(after time: TimeInterval) -> SceneWake {
    let deadline = SceneWake.deadline(items.nextDeadline, after: time)
    guard environment.hasRoom, let transition = items.linkPreview.transition else { return deadline }
    return .everyFrame(while: !time.isNaN && time < transition.endTime, else: deadline)
  }

  // MARK: Geometry

  static func textFrame(size: CGSize, insets: EdgeInsets) -> CGRect {
    CGRect(
      x: insets.left, y: insets.top, width: Swift.max(1, size.width - insets.horizontal),
      height: Swift.max(1, size.height - insets.vertical))
  }

  /// The link preview's geometry: the text view in the scene, the scene as its container, and a
  /// card up to 320 × 200 pt that keeps 16 pt from either side.
  static func previewLayout(size: CGSize, textFrame: CGRect) -> LinkPreviewLayout {
    LinkPreviewLayout(
      viewBounds: textFrame, containerBounds: CGRect(origin: .zero, size: size),
      cardSize: CGSize(width: Swift.max(0, Swift.min(320, size.width - 32)), height: 200))
  }

  /// The style the text is drawn with: the app's, with a near-white base colour in dark mode.
  static func style(_ style: InteractiveTextStyle, isDark: Bool) -> InteractiveTextStyle {
    var style = style
    if isDark { style.baseAttributes.foregroundColor = darkTextColor }
    return style
  }

  static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
    func side(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(Swift.max(0, value), 100_000) : 0 }
    return EdgeInsets(top: side(insets.top), left: side(insets.left), bottom: side(insets.bottom), right: side(insets.right))
  }
}
