import Foundation
import InteractionKitGTK
import InteractionKitGallery
import InteractionKitLinux

/// Page 3: a Messages conversation. Long-press a bubble: it lifts with the Tapback bar above it
/// (leading for a received message, trailing for a sent one) and the message menu; drag, and the
/// preview and the bar follow; click a reaction and it is logged.
@MainActor
final class MessagesContent: HostedPage {
  var hosted: any SceneViewContent { host }

  private let host: ContextMenuHost
  var isDark = false

  init(engine: any TextLayoutEngine, log: EventLog?) {
    let chat = ChatScene(context: GalleryContext(textEngine: engine))
    host = ContextMenuHost(
      background: chat.root, container: chat.container,
      sources: chat.bubbles.map {
        ContextMenuHost.Source(
          frame: $0.frame, configuration: $0.configuration, hiddenLayers: [$0.layer], content: $0.liftedContent,
          label: $0.text)
      }, engine: engine)
    host.onEvent = { event, time in
      switch event {
      case .lifted(let id): log?.write("lift", time: time, ["source": id])
      case .presented(let id):
        let layout = self.host.interaction.layout
        var fields: [String: Any] = ["source": id]
        if let preview = layout?.previewFrame { fields["preview"] = Self.numbers(preview) }
        if let bar = layout?.accessories.first {
          fields["accessory"] = Self.numbers(bar.frame)
          fields["items"] = bar.items.map { ["id": $0.identifier, "frame": Self.numbers($0.frame)] as [String: Any] }
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
          fields["items"] = bar.items.map { ["id": $0.identifier, "frame": Self.numbers($0.frame)] as [String: Any] }
        }
        log?.write("drag", time: time, fields)
      case .dismissed: log?.write("dismissed", time: time)
      }
    }
    log?.write("layout", time: 0, [
      "bubbles": chat.bubbles.map { ["frame": Self.numbers($0.frame), "sent": $0.isSent, "text": $0.text] as [String: Any] }
    ])
  }

  static func numbers(_ rect: CGRect) -> [Double] {
    [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
  }

}
