import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitScene
import Testing

/// A double-tap on a bubble presents its Tapback bar without the menu, as Messages does: two
/// clicks 0.12 s apart (the showcase's e2e sends `xdotool click --repeat 2 --delay 120`).
@Suite struct ContextMenuSceneDoubleTapTests {
  typealias Event = ContextMenuScene.Event

  /// Clicks `point` twice, `gap` seconds between the first click's release and the second press,
  /// and lets the presentation settle.
  static func doubleTap(_ host: inout VirtualHost<ContextMenuScene>, _ point: CGPoint, gap: TimeInterval = 0.12) {
    host.tap(point, duration: 0.01)
    host.run(for: gap)
    host.tap(point, duration: 0.01)
    host.settle()
  }

  @Test func aDoubleTapShowsTheTapbackBarWithoutTheMenu() throws {
    var host = SceneFixture.host()
    let index = SceneFixture.received
    let center = host.scene.sources[index].frame.center
    Self.doubleTap(&host, center)
    #expect(host.events(since: 0) == [.lifted(source: index), .presented(source: index)])
    #expect(host.scene.interaction.presentsAccessoriesOnly && host.scene.interaction.isPresented)
    let layout = try #require(host.scene.interaction.layout)
    #expect(layout.menuFrame == nil && layout.rows.isEmpty)
    let bar = try #require(layout.accessories.first)
    #expect(bar.identifier == "tapback" && bar.frame.maxY <= layout.previewFrame.minY)
    // Settled: the scene sleeps.
    #expect(host.nextWake == .never)
    // Assistive technologies read the reactions, no menu, and can dismiss through the bar.
    let tree = host.accessibilityTree
    #expect(tree.element(.menu) == nil)
    let group = try #require(tree.element(.accessory("tapback")))
    #expect(group.actions == [.dismiss])
    #expect(group.children.map(\.label) == SceneFixture.reactions.map(\.label))
    #expect(!tree.elements.contains { if case .menuItem = $0.id { true } else { false } })
    #expect(tree.focusOrder == SceneFixture.reactions.map { .accessoryItem(accessory: "tapback", item: $0.id) })
    // The bar is drawn; no menu platter is.
    #expect(host.layerTree.layer("contextMenu.accessory.tapback") != nil)
    // A tap on a reaction reports it and dismisses.
    let heart = try #require(tree.element(.accessoryItem(accessory: "tapback", item: "❤️")))
    let mark = host.events.count
    host.tap(heart.frame.center)
    host.settle()
    #expect(host.events(since: mark) == [.accessoryItemTapped(accessory: "tapback", item: "❤️"), .dismissed])
    #expect(!host.scene.interaction.presentsAccessoriesOnly && host.scene.interaction.state == .idle)
    #expect(host.nextWake == .never)
  }

  @Test func aTapOutsideDismisses() {
    var host = SceneFixture.host()
    Self.doubleTap(&host, host.scene.sources[SceneFixture.sent].frame.center)
    #expect(host.scene.interaction.presentsAccessoriesOnly)
    let mark = host.events.count
    host.tap(CGPoint(x: 200, y: 760))
    host.settle()
    #expect(host.events(since: mark) == [.dismissed])
  }

  @Test func theKeyboardWalksAndTapsTheReactions() {
    var host = SceneFixture.host()
    Self.doubleTap(&host, host.scene.sources[SceneFixture.received].frame.center)
    host.key(.down)   // no menu: nothing to highlight
    #expect(host.scene.interaction.highlightedRow == nil)
    host.key(.tab)
    host.key(.tab)
    #expect(host.accessibilityTree.focusedElement == .accessoryItem(accessory: "tapback", item: "👍"))
    let mark = host.events.count
    host.key(.returnKey)
    host.settle()
    #expect(host.events(since: mark) == [.accessoryItemTapped(accessory: "tapback", item: "👍"), .dismissed])
    // Escape dismisses a double-tapped bar too.
    Self.doubleTap(&host, host.scene.sources[SceneFixture.received].frame.center)
    let again = host.events.count
    host.key(.escape)
    host.settle()
    #expect(host.events(since: again) == [.dismissed])
  }

  @Test func anAssistiveTechnologyTapsAReactionOrDismissesTheBar() {
    var host = SceneFixture.host()
    Self.doubleTap(&host, host.scene.sources[SceneFixture.received].frame.center)
    var mark = host.events.count
    host.perform(.activate, on: .accessoryItem(accessory: "tapback", item: "😂"))
    host.settle()
    #expect(host.events(since: mark) == [.accessoryItemTapped(accessory: "tapback", item: "😂"), .dismissed])
    Self.doubleTap(&host, host.scene.sources[SceneFixture.received].frame.center)
    mark = host.events.count
    host.perform(.dismiss, on: .accessory("tapback"))
    host.settle()
    #expect(host.events(since: mark) == [.dismissed])
  }

  // 0.35 s is UIKit's interval: 0.34 s between the taps opens the bar; 0.36 s is two taps.
  @Test func theIntervalTheDistanceAndTheSourceDecide() {
    let center = SceneFixture.messages[SceneFixture.received].frame.center
    var host = SceneFixture.host()
    Self.doubleTap(&host, center, gap: 0.34)
    #expect(host.scene.interaction.presentsAccessoriesOnly)

    host = SceneFixture.host()
    Self.doubleTap(&host, center, gap: 0.36)
    #expect(host.scene.interaction.state == .idle && host.events.isEmpty)

    // 44 pt away still counts; 45 pt does not (the second tap is then a press of its own).
    host = SceneFixture.host()
    host.tap(center, duration: 0.01)
    host.run(for: 0.1)
    host.tap(CGPoint(x: center.x + 44, y: center.y), duration: 0.01)
    #expect(host.scene.interaction.presentsAccessoriesOnly)
    host = SceneFixture.host()
    host.tap(center, duration: 0.01)
    host.run(for: 0.1)
    host.tap(CGPoint(x: center.x + 45, y: center.y), duration: 0.01)
    #expect(!host.scene.interaction.presentsAccessoriesOnly && host.scene.interaction.state == .idle)

    // A tap on one bubble and then on another is not a double-tap.
    host = SceneFixture.host()
    host.tap(center, duration: 0.01)
    host.run(for: 0.1)
    host.tap(SceneFixture.messages[SceneFixture.received + 2].frame.center, duration: 0.01)
    host.settle()
    #expect(host.scene.interaction.state == .idle && host.events.isEmpty)
  }

  @Test func aZeroIntervalTurnsDoubleTapsOffAndBadValuesAreClamped() {
    var timing = ContextMenuTiming.phone
    #expect(timing.doubleTapInterval == 0.35 && timing.doubleTapDistance == 44)
    timing.doubleTapInterval = -.infinity
    timing.doubleTapDistance = .nan
    #expect(timing.doubleTapInterval == 0.35 && timing.doubleTapDistance == 44)
    timing.doubleTapInterval = 0
    var host = VirtualHost(
      scene: ContextMenuScene(
        background: SceneFixture.background, container: SceneFixture.container, sources: SceneFixture.sources,
        engine: SceneFixture.engine, environment: SceneEnvironment(size: SceneFixture.size), timing: timing))
    Self.doubleTap(&host, SceneFixture.messages[0].frame.center, gap: 0.05)
    #expect(host.scene.interaction.state == .idle && host.events.isEmpty)
  }

  // Holding the second tap is the long press it started as: the bar alone, then lifting the finger
  // where it went down changes nothing.
  @Test func holdingTheSecondTapKeepsTheBarUp() {
    var host = SceneFixture.host()
    let center = SceneFixture.messages[SceneFixture.received].frame.center
    host.tap(center, duration: 0.01)
    host.run(for: 0.12)
    host.send(.pointerDown(center, time: host.now))
    host.run(for: 1)
    #expect(host.scene.interaction.isPresented && host.scene.interaction.presentsAccessoriesOnly)
    let mark = host.events.count
    host.send(.pointerUp(center, time: host.now))
    host.settle()
    #expect(host.events(since: mark).isEmpty && host.scene.interaction.isPresented)
  }
}
