import Foundation
import InteractionKitContextMenu
import InteractionKitGTK
import InteractionKitGallery
import InteractionKitInteractiveText
import InteractionKitScene
import InteractionKitTestSupport
import InteractionKitTextTokens
import Testing

/// The keyboard opens what a long press opens: a focused link's preview, a focused message's
/// menu with its Tapback bar, whose reactions the keyboard reaches too.
@MainActor
@Suite struct HostKeyboardMenuTests {
  static func chatHost() -> (ContextMenuHost, ChatScene) {
    let chat = ChatScene(context: GalleryContext(textEngine: FakeTextLayoutEngine()))
    let host = ContextMenuHost(
      background: chat.root, container: chat.container,
      sources: chat.bubbles.map {
        ContextMenuHost.Source(
          frame: $0.frame, configuration: $0.configuration, hiddenLayers: [$0.layer], content: $0.liftedContent,
          label: $0.text)
      }, engine: FakeTextLayoutEngine())
    return (host, chat)
  }

  @Test func theContextMenuKeyOpensTheFocusedLinksPreviewWithoutAPress() {
    let host = HostAccessibilityTests.textHost()
    let size = CGSize(width: 400, height: 600)
    _ = host.tree(size: size, time: 0)
    var events: [InteractiveTextHost.Event] = []
    host.onEvent = { event, _ in events.append(event) }
    _ = host.handle(.key(.tab, time: 0), size: size)
    #expect(host.handle(.key(.contextMenu, time: 1), size: size))
    // The lift is at once: no press, no 0.4 s wait.
    #expect(events.contains { if case .lifted(let token) = $0 { token.text == "https://swift.org" } else { false } })
    for step in 1 ... 90 { _ = host.advance(to: 1 + Double(step) / 60, size: size) }
    #expect(host.accessibilityElements.first?.role == .menu)
    // The first item is highlighted: selected for assistive technologies, GTK's focus on it.
    let selected = host.accessibilityElements.filter(\.isSelected)
    #expect(selected.map(\.label) == ["Open Link"])
    #expect(host.focusedAccessibilityElement == selected.first?.identifier)
    // Return chooses it.
    _ = host.handle(.key(.returnKey, time: 3), size: size)
    #expect(events.contains { if case .selected("open-link", _) = $0 { true } else { false } })
  }

  @Test func tabAndTheContextMenuKeyOpenAMessagesMenuAndReachItsReactions() throws {
    let (host, chat) = Self.chatHost()
    let size = chat.container.bounds.size
    _ = host.tree(size: size, time: 0)
    var events: [ContextMenuHost.Event] = []
    host.onEvent = { event, _ in events.append(event) }
    // Tab walks the bubbles, Shift-Tab back; the ring is drawn around the focused one.
    _ = host.handle(.key(.tab, time: 0), size: size)
    _ = host.handle(.key(.tab, time: 0), size: size)
    #expect(host.focusedSource == 1)
    _ = host.handle(.key(.backTab, time: 0), size: size)
    #expect(host.focusedSource == 0)
    #expect(host.tree(size: size, time: 0).layer("focus.ring") != nil)
    #expect(host.handle(.key(.contextMenu, time: 1), size: size))
    #expect(events.first == .lifted(chat.bubbles[0].configuration.identifier))
    for step in 1 ... 90 { _ = host.advance(to: 1 + Double(step) / 60, size: size) }
    #expect(events.contains(.presented(chat.bubbles[0].configuration.identifier)))
    #expect(host.interaction.highlightedRow != nil)
    #expect(host.accessibilityElements.filter(\.isSelected).map(\.identifier) == [host.focusedAccessibilityElement])
    // Tab moves into the Tapback bar's reactions; Return taps the focused one.
    _ = host.handle(.key(.tab, time: 3), size: size)
    _ = host.handle(.key(.tab, time: 3), size: size)
    let bar = try #require(host.interaction.layout?.accessories.first)
    #expect(host.focusedAccessoryItem == ContextMenuHost.AccessoryItemID(accessory: bar.identifier.rawValue, item: bar.items[1].identifier.rawValue))
    #expect(host.tree(size: size, time: 3).layer("focus.ring") != nil)
    _ = host.handle(.key(.returnKey, time: 3), size: size)
    #expect(events.last == .accessoryItemTapped(accessory: bar.identifier.rawValue, item: bar.items[1].identifier.rawValue))
    // Escape dismisses; the focus stays on the message.
    _ = host.handle(.key(.escape, time: 4), size: size)
    for step in 1 ... 90 { _ = host.advance(to: 4 + Double(step) / 60, size: size) }
    #expect(events.last == .dismissed)
    #expect(host.focusedSource == 0 && host.focusedAccessoryItem == nil)
  }

  @Test func activatingAMessageOpensItsMenu() {
    let (host, chat) = Self.chatHost()
    let size = chat.container.bounds.size
    _ = host.tree(size: size, time: 0)
    let source = host.accessibilityElements[2]
    #expect(source.identifier == "source.2")
    #expect(host.activate(accessibilityElement: source.identifier, time: 1))
    #expect(host.interaction.state != .idle)
    #expect(!host.activate(accessibilityElement: "source.99", time: 1))
  }

  @Test func theConversationReflowsToAWindowsSize() throws {
    let engine = FakeTextLayoutEngine()
    let wide = ChatScene(context: GalleryContext(textEngine: engine), size: CGSize(width: 1280, height: 800))
    #expect(wide.container.bounds == CGRect(x: 0, y: 0, width: 1280, height: 800))
    // Sent bubbles keep 20 pt from the trailing edge, received ones from the leading edge.
    for bubble in wide.bubbles { #expect(bubble.isSent ? bubble.frame.maxX == 1260 : bubble.frame.minX == 20) }
    let field = try #require(wide.root.sublayers.first { $0.id == "input.field" })
    #expect(field.frame == CGRect(x: 58, y: 728, width: 1206, height: 36))
    // Too small or not a size: the smallest screen laid out is 320 × 480.
    let tiny = ChatScene(context: GalleryContext(textEngine: engine), size: CGSize(width: 1, height: CGFloat.nan))
    #expect(tiny.container.bounds.size == CGSize(width: 320, height: 844))
  }
}
