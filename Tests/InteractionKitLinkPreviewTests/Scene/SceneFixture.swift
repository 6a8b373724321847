import Foundation
import InteractionKitInteractiveText
import InteractionKitLinkPreview
import InteractionKitLiveScene
import InteractionKitScene
import InteractionKitTestSupport
import InteractionKitTextTokens

/// The showcase's timeline in a headless scene: `FakeTextLayoutEngine` (10 pt graphemes, 20 pt
/// lines) in a 900 × 600 scene, so the text view is (16, 8, 868, 592) and a line holds 86 columns.
enum SceneFixture {
  /// The timeline's posts (as the showcase's timeline page has them).
  static let posts = [
    "Anna Lind @anna@mastodon.social · 2m\nShipped the new docs today 🎉 Read them at https://swift.org/documentation and tell @ben@fosstodon.org what you think. #Swift #docs",
    "Ben Okafor @ben@fosstodon.org · 5m\nLong-press a link to preview it: https://www.gnome.org/ and https://developer.apple.com/design/human-interface-guidelines/ both lift. Questions to ben@example.org.",
    "سارة @sara@mastodon.online · 9m\nمرحبا بالجميع! شاهدوا https://example.com/ar/مرحبا #عربي",
    "Chen Wei @chen@social.example · 12m\nPointer magnetism, callouts, context menus… all in one engine 🧲📍 #InteractionKit $AAPL https://github.com/swiftlang",
    "Dana @dana@hachyderm.io · 20m\nA wrapped link: https://hachyderm.io/@dana/statuses/112233445566778899/with/a/very/long/path?and=query#fragment then more text after it.",
  ]

  /// The posts twelve times over, long enough to scroll.
  static let timeline = (0 ..< 12).map { _ in posts.joined(separator: "\n\n") }.joined(separator: "\n\n")

  static let size = CGSize(width: 900, height: 600)

  static func scene(
    _ text: String = timeline, size: CGSize = size, isDark: Bool = false,
    menu: Menu = LinkPreviewInteraction.defaultMenu, style: InteractiveTextStyle = InteractiveTextStyle()
  ) -> InteractiveTextScene {
    InteractiveTextScene(
      document: TextDocument(text, detector: TokenDetector(profile: .mastodon)), engine: FakeTextLayoutEngine(),
      style: style, menu: menu, environment: SceneEnvironment(size: size, appearance: SceneAppearance(isDark: isDark)))
  }

  static func host(
    _ text: String = timeline, size: CGSize = size, menu: Menu = LinkPreviewInteraction.defaultMenu
  ) -> VirtualHost<InteractiveTextScene> {
    VirtualHost(scene: scene(text, size: size, menu: menu))
  }

  /// A menu with a submenu: Open Link, More ▸ (Reader, Tabs), Share.
  static let menuWithSubmenu = Menu(children: [
    .action(MenuAction("open-link", title: "Open Link")),
    .menu(Menu("more", title: "More", children: [
      .action(MenuAction("reader", title: "Open in Reader")),
      .action(MenuAction("tab", title: "Open in New Tab")),
    ])),
    .action(MenuAction("share", title: "Share…")),
  ])
}

func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

extension InteractiveTextScene {
  /// The first visible token of a kind with its line rects in the scene.
  func first(_ kind: TokenKind, where condition: (Token, [CGRect]) -> Bool = { _, _ in true })
    -> (token: Token, rects: [CGRect])?
  {
    visibleTokens.first { $0.token.kind == kind && condition($0.token, $0.lineRects) }.map { ($0.token, $0.lineRects) }
  }

  /// The layer with an identifier anywhere in the tree at `time`, if any.
  func layer(_ id: LayerID, at time: TimeInterval) -> Layer? {
    layerTree(at: time).layer(id)
  }
}

extension VirtualHost where Scene == InteractiveTextScene {
  /// The events of kind `.lifted`, with their times.
  var lifts: [(token: Token, time: TimeInterval)] {
    events.compactMap { if case .lifted(let token) = $0.event { (token, $0.time) } else { nil } }
  }

  /// Whether an event happened.
  func happened(_ event: InteractiveTextScene.Event) -> Bool { events.contains { $0.event == event } }

  /// Whether an event of the returning kind happened, with its rects.
  var returned: [CGRect]? {
    for case (.returning(let rects), _) in events.reversed() { return rects }
    return nil
  }
}
