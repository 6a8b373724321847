import Foundation
import InteractionKitGTK
import InteractionKitGallery
import InteractionKitLinux

/// Page 3: a Messages conversation, laid out for the window's size. Long-press a bubble: it lifts
/// with the Tapback bar above it (leading for a received message, trailing for a sent one) and the
/// message menu, whose Translate row opens a submenu of languages; drag, and the preview and the
/// bar follow; click a reaction and it is logged. Double-click a bubble: the Tapback bar alone,
/// without the menu, as Messages opens it (logged `presented` with `accessoriesOnly`); clicking a
/// reaction there logs it and puts the bubble back.
@MainActor
enum MessagesPage {
  /// The page's view: the engine's context-menu scene over the conversation.
  static func view(engine: any TextLayoutEngine, environment: SceneEnvironment, log: EventLog?) -> SceneView {
    let scene = ConversationScene(engine: engine, environment: environment)
    logLayout(scene, log: log)
    let reference = WeakView()
    let view = SceneView(scene: scene) { event, time in
      let menu = reference.view?.scene(as: ConversationScene.self)?.menu
      switch event {
      case .lifted(let source): log?.write("lift", time: time, ["source": source])
      case .presented(let source):
        var fields: [String: Any] = ["source": source]
        fields["accessoriesOnly"] = menu?.interaction.presentsAccessoriesOnly ?? false
        if let layout = menu?.interaction.layout {
          fields["preview"] = EventLog.numbers(layout.previewFrame)
          fields["menu"] = layout.menuFrame.map { EventLog.numbers($0) as Any } ?? NSNull()
          if let bar = layout.accessories.first {
            fields["accessory"] = EventLog.numbers(bar.frame)
            fields["items"] = bar.items.map { ["id": $0.identifier.rawValue, "frame": EventLog.numbers($0.frame)] as [String: Any] }
          }
        }
        log?.write("presented", time: time, fields)
      case .selected(let action): log?.write("select", time: time, ["action": action.rawValue])
      case .accessoryItemTapped(let accessory, let item):
        log?.write("reaction", time: time, ["accessory": accessory.rawValue, "item": item.rawValue])
      case .dragged(let offset):
        var fields: [String: Any] = ["dx": Double(offset.width), "dy": Double(offset.height)]
        if let bar = menu?.interaction.layout?.accessories.first {
          fields["accessory"] = EventLog.numbers(bar.frame(dragTranslation: offset))
        }
        log?.write("drag", time: time, fields)
      case .submenuOpened(let path): log?.write("submenu", time: time, ["path": path, "open": true])
      case .submenuClosed(let path): log?.write("submenu", time: time, ["path": path, "open": false])
      case .dismissed: log?.write("dismissed", time: time)
      case .previewTapped, .deferredElementsRequested: break
      }
    }
    reference.view = view
    return view
  }

  /// Logs where the bubbles are, so a driver can aim at them.
  static func logLayout(_ scene: ConversationScene, log: EventLog?) {
    log?.write("layout", time: 0, [
      "bubbles": scene.chat.bubbles.map {
        ["frame": EventLog.numbers($0.frame), "sent": $0.isSent, "text": $0.text] as [String: Any]
      }
    ])
  }

  /// A message's configuration with Translate as a submenu of languages (the Tapback bar is the
  /// engine's preset, its reactions already named in words).
  nonisolated static func messageConfiguration(_ configuration: ContextMenuConfiguration) -> ContextMenuConfiguration {
    var configuration = configuration
    configuration.menu.children = configuration.menu.children.map { element in
      guard case .action(let action) = element, action.identifier == "translate" else { return element }
      let languages = [("en", "English"), ("fr", "French"), ("es", "Spanish"), ("ja", "Japanese")]
      return .menu(
        Menu(
          "translate", title: action.title, image: action.image,
          children: languages.map { .action(MenuAction("translate-\($0.0)", title: $0.1)) }))
    }
    return configuration
  }
}

/// A weak reference to a view, for an event callback made before its view.
@MainActor
final class WeakView {
  weak var view: SceneView?
}

/// The Messages page's scene: the engine's context-menu scene over a conversation laid out for
/// the window. A new size lays the conversation out again while no menu is up (one that is up
/// keeps its layout until it is dismissed, then the conversation reflows).
struct ConversationScene: InteractiveScene {
  typealias Event = ContextMenuScene.Event
  typealias ElementID = ContextMenuScene.ElementID

  private(set) var menu: ContextMenuScene
  private(set) var chat: ChatScene
  /// The size the conversation was laid out for.
  private var chatSize: CGSize
  private let engine: any TextLayoutEngine

  init(engine: any TextLayoutEngine, environment: SceneEnvironment) {
    self.engine = engine
    chatSize = Self.chatSize(environment)
    chat = ChatScene(context: GalleryContext(textEngine: engine), size: chatSize)
    menu = Self.menu(chat, engine: engine, environment: environment)
  }

  /// The size the conversation is laid out for: the window's, at least 320 × 480.
  private static func chatSize(_ environment: SceneEnvironment) -> CGSize {
    CGSize(width: max(320, environment.size.width), height: max(480, environment.size.height))
  }

  private static func menu(_ chat: ChatScene, engine: any TextLayoutEngine, environment: SceneEnvironment) -> ContextMenuScene {
    ContextMenuScene(
      background: chat.root, container: chat.container,
      sources: chat.bubbles.map {
        ContextMenuScene.Source(
          frame: $0.frame, configuration: MessagesPage.messageConfiguration($0.configuration), hiddenLayers: [$0.layer],
          content: $0.liftedContent, accessibilityLabel: $0.text)
      }, engine: engine, environment: environment)
  }

  var environment: SceneEnvironment { menu.environment }

  mutating func handle(_ input: SceneInput) -> [Event] {
    let events = menu.handle(input)
    reflowIfIdle(at: input.time)
    return events
  }

  mutating func perform(_ action: AccessibilityAction, on element: ElementID, time: TimeInterval) -> [Event] {
    menu.perform(action, on: element, time: time)
  }

  /// Lays the conversation out again for the environment's size, when it changed and no menu is up.
  private mutating func reflowIfIdle(at time: TimeInterval) {
    let size = Self.chatSize(menu.environment)
    guard menu.environment.hasRoom, size != chatSize, menu.interaction.state == .idle else { return }
    chatSize = size
    chat = ChatScene(context: GalleryContext(textEngine: engine), size: size)
    menu = Self.menu(chat, engine: engine, environment: menu.environment)
  }

  func layerTree(at time: TimeInterval) -> LayerTree { menu.layerTree(at: time) }
  var accessibilityTree: AccessibilityTree<ElementID> { menu.accessibilityTree }
  var cursor: SceneCursor { menu.cursor }
  func nextWake(after time: TimeInterval) -> SceneWake { menu.nextWake(after: time) }
}
