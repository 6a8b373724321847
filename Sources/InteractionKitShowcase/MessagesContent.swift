import Foundation
import InteractionKitGTK
import InteractionKitGallery
import InteractionKitLinux

/// Page 3: a Messages conversation, laid out for the window's size. Long-press a bubble: it lifts with the Tapback bar above it
/// (leading for a received message, trailing for a sent one) and the message menu; drag, and the
/// preview and the bar follow; click a reaction and it is logged.
@MainActor
final class MessagesContent: HostedPage {
  var hosted: any SceneViewContent { host }

  private var host: ContextMenuHost
  var isDark = false
  private let engine: any TextLayoutEngine
  private let log: EventLog?
  /// The size the conversation is laid out for: the window's, once it is known.
  private var size = CGSize(width: 390, height: 844)

  init(engine: any TextLayoutEngine, log: EventLog?) {
    self.engine = engine
    self.log = log
    host = Self.makeHost(size: size, engine: engine, log: log)
    wire()
  }

  /// The conversation reflows to the window: a new size builds the scene again (while no menu is
  /// up; one that is up keeps its layout until it is dismissed).
  func tree(size: CGSize, time: TimeInterval) -> LayerTree {
    reflow(to: size)
    return host.tree(size: size, time: time)
  }

  func handle(_ input: SceneInput, size: CGSize) -> Bool {
    reflow(to: size)
    return host.handle(input, size: size)
  }

  private func reflow(to newSize: CGSize) {
    guard newSize != size, newSize.width >= 1, newSize.height >= 1, host.interaction.state == .idle else { return }
    size = newSize
    host = Self.makeHost(size: newSize, engine: engine, log: log)
    wire()
  }

  private static func makeHost(size: CGSize, engine: any TextLayoutEngine, log: EventLog?) -> ContextMenuHost {
    let chat = ChatScene(context: GalleryContext(textEngine: engine), size: size)
    let host = ContextMenuHost(
      background: chat.root, container: chat.container,
      sources: chat.bubbles.map {
        ContextMenuHost.Source(
          frame: $0.frame, configuration: Self.messageConfiguration($0.configuration), hiddenLayers: [$0.layer], content: $0.liftedContent,
          label: $0.text)
      }, engine: engine)
    log?.write("layout", time: 0, [
      "bubbles": chat.bubbles.map { ["frame": Self.numbers($0.frame), "sent": $0.isSent, "text": $0.text] as [String: Any] }
    ])
    return host
  }

  private func wire() {
    let log = self.log
    host.onEvent = { [unowned self] event, time in
      switch event {
      case .lifted(let id): log?.write("lift", time: time, ["source": id])
      case .presented(let id):
        let layout = self.host.interaction.layout
        var fields: [String: Any] = ["source": id]
        if let preview = layout?.previewFrame { fields["preview"] = Self.numbers(preview) }
        if let bar = layout?.accessories.first {
          fields["accessory"] = Self.numbers(bar.frame)
          fields["items"] = bar.items.map { ["id": $0.identifier.rawValue, "frame": Self.numbers($0.frame)] as [String: Any] }
        }
        log?.write("presented", time: time, fields)
      case .selected(let action): log?.write("select", time: time, ["action": action])
      case .accessoryItemTapped(let accessory, let item):
        log?.write("reaction", time: time, ["accessory": accessory, "item": item])
      case .dragged(let offset):
        var fields: [String: Any] = ["dx": Double(offset.width), "dy": Double(offset.height)]
        if let bar = self.host.interaction.layout?.accessories.first {
          // Where the bar is drawn: its frame moved by the drag on the axes it tracks.
          let dx = bar.trackingAxis.contains(.x) ? offset.width : 0
          let dy = bar.trackingAxis.contains(.y) ? offset.height : 0
          fields["accessory"] = Self.numbers(bar.frame.offsetBy(dx: dx, dy: dy))
          fields["items"] = bar.items.map { ["id": $0.identifier.rawValue, "frame": Self.numbers($0.frame)] as [String: Any] }
        }
        log?.write("drag", time: time, fields)
      case .dismissed: log?.write("dismissed", time: time)
      }
    }
  }

  /// The Tapback reactions in words, as assistive technologies read them.
  static let reactionLabels: [ContextMenuAccessory.Item.ID: String] = [
    "❤️": "Heart", "👍": "Thumbs Up", "👎": "Thumbs Down", "😂": "Ha ha", "‼️": "Exclamation", "❓": "Question",
  ]

  /// A message's configuration with its reactions labelled in words and Translate as a submenu of
  /// languages.
  static func messageConfiguration(_ configuration: ContextMenuConfiguration) -> ContextMenuConfiguration {
    var configuration = configuration
    configuration.accessories = configuration.accessories.map { accessory in
      var accessory = accessory
      accessory.accessibilityLabel = "Reactions"
      accessory.items = accessory.items.map { item in
        var item = item
        item.accessibilityLabel = reactionLabels[item.identifier] ?? item.accessibilityLabel
        return item
      }
      return accessory
    }
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

  static func numbers(_ rect: CGRect) -> [Double] {
    [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
  }

}
