import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitScene
import InteractionKitTestSupport

/// A Messages-like screen for the scene's tests: four bubbles (received on the leading side, sent
/// on the trailing side), each with the Tapback bar and a message menu whose Translate row opens a
/// submenu of languages.
enum SceneFixture {
  static let engine = FixedAdvanceTextEngine()
  static let size = CGSize(width: 390, height: 844)
  static let container = ContextMenuContainer(
    bounds: CGRect(origin: .zero, size: size), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

  /// The messages: text, sent, frame.
  static let messages: [(text: String, sent: Bool, frame: CGRect)] = [
    ("Are we still on for dinner tonight?", false, CGRect(x: 16, y: 160, width: 220, height: 44)),
    ("Yes! 7:30 at the usual place", true, CGRect(x: 154, y: 220, width: 220, height: 44)),
    ("Perfect. Can you book the table?", false, CGRect(x: 16, y: 280, width: 180, height: 60)),
    ("Done, a table for four", true, CGRect(x: 174, y: 360, width: 200, height: 44)),
  ]

  static let received = 0
  static let sent = 1

  /// The reactions and their names in words.
  static let reactions: [(id: ContextMenuAccessory.Item.ID, label: String)] = [
    ("❤️", "Heart"), ("👍", "Thumbs Up"), ("👎", "Thumbs Down"), ("😂", "Ha ha"), ("‼️", "Exclamation"),
    ("❓", "Question"),
  ]

  /// The Tapback bar: 300 × 64 over the preview, leading for a received message and trailing for a
  /// sent one, 3 pt inside, following drags.
  static func tapback(received: Bool) -> ContextMenuAccessory {
    let items = reactions.enumerated().map { index, reaction in
      ContextMenuAccessory.Item(
        reaction.id, frame: CGRect(x: 10.5 + CGFloat(index) * 47, y: 10, width: 44, height: 44),
        accessibilityLabel: reaction.label)
    }
    return ContextMenuAccessory(
      "tapback", size: CGSize(width: 300, height: 64), location: .preview,
      anchor: .init(attachment: .top, alignment: received ? .leading : .trailing),
      offset: CGPoint(x: received ? 3 : -3, y: -16), trackingAxis: [.x, .y], items: items, cornerRadius: 32,
      cornerStyle: .continuous, accessibilityLabel: "Reactions")
  }

  /// The menu of a message: Reply, (Undo Send, disabled, for a sent one,) Copy, Translate ▸
  /// (English, French, Spanish), then More… in a section of its own.
  static func menu(sent: Bool) -> Menu {
    var children: [MenuElement] = [.action(MenuAction("reply", title: "Reply"))]
    if sent { children.append(.action(MenuAction("undo-send", title: "Undo Send", attributes: .disabled))) }
    children += [
      .action(MenuAction("copy", title: "Copy")),
      .menu(
        Menu(
          "translate", title: "Translate",
          children: [
            .action(MenuAction("translate-en", title: "English")),
            .action(MenuAction("translate-fr", title: "French")),
            .action(MenuAction("translate-es", title: "Spanish")),
          ])),
      .menu(Menu(options: .displayInline, children: [.action(MenuAction("more", title: "More…"))])),
    ]
    return Menu(children: children)
  }

  /// The Translate submenu's element path in a message's menu.
  static func translatePath(sent: Bool) -> [Int] { sent ? [3] : [2] }

  static var sources: [ContextMenuScene.Source] {
    messages.enumerated().map { index, message in
      let configuration = ContextMenuConfiguration(
        identifier: "message-\(index)", source: ContextMenuSource(frame: message.frame), menu: menu(sent: message.sent),
        preferredMenuAlignment: message.sent ? .trailing : .leading, accessories: [tapback(received: !message.sent)],
        prefersUnmaskedPlatter: true)
      var lifted = Layer(id: "lifted-bubble", frame: message.frame)
      lifted.backgroundColor = message.sent ? .systemBlue : .systemGray
      return ContextMenuScene.Source(
        frame: message.frame, configuration: configuration, hiddenLayers: [LayerID("bubble-\(index)")], content: lifted,
        accessibilityLabel: message.text)
    }
  }

  static var background: Layer {
    var root = Layer(id: "root", frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    for (index, message) in messages.enumerated() {
      var bubble = Layer(id: LayerID("bubble-\(index)"), frame: message.frame)
      bubble.backgroundColor = message.sent ? .systemBlue : .systemGray
      root.addSublayer(bubble)
    }
    return root
  }

  static func scene(layoutDirection: SceneLayoutDirection = .leftToRight) -> ContextMenuScene {
    ContextMenuScene(
      background: background, container: container, sources: sources, engine: engine,
      environment: SceneEnvironment(size: size, layoutDirection: layoutDirection))
  }

  static func host(layoutDirection: SceneLayoutDirection = .leftToRight) -> VirtualHost<ContextMenuScene> {
    VirtualHost(scene: scene(layoutDirection: layoutDirection))
  }
}

extension VirtualHost where Scene == ContextMenuScene {
  /// The events from `index` on.
  func events(since index: Int) -> [ContextMenuScene.Event] {
    Array(events.dropFirst(index).map(\.event))
  }

  /// Long-presses a source and keeps the finger down until the menu is presented and settled.
  mutating func longPress(_ source: Int) {
    send(.pointerDown(scene.sources[source].frame.center, time: now))
    run(for: 2)
  }

  /// The element of a row with a title in the presented menu.
  func menuItem(titled title: String) -> AccessibilityElement<ContextMenuScene.ElementID>? {
    accessibilityTree.element(.menu)?.children.first { $0.label == title }
  }

  /// The highlighted row's title, if any.
  var highlightedTitle: String? {
    scene.interaction.highlightedRow.flatMap { scene.interaction.layout?.rows[$0].title }
  }
}
