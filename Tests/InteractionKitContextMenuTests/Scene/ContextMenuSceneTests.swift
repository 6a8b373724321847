import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitScene
import Testing

/// The scene's outputs one by one: when it wakes, what it draws, what assistive technologies read
/// and do, and its clamps.
@Suite struct ContextMenuSceneTests {
  typealias ElementID = ContextMenuScene.ElementID

  // MARK: Frames

  @Test func aPressWaitsForItsDeadlinesAndAnIdleMenuDrawsNothing() {
    var host = SceneFixture.host()
    #expect(host.nextWake == .never)
    host.send(.pointerDown(host.scene.sources[0].frame.center, time: 0))
    // Before anything moves: one timer for the press effect at 0.15 s.
    #expect(host.nextWake == .at(0.15))
    #expect(host.framesDrawn(during: { $0.run(for: 0.1) }) == 0)
    host.run(for: 0.06)
    #expect(host.scene.interaction.state == .pressEffect(since: 0.15))
    #expect(host.nextWake == .everyFrame)
    host.run(for: 1.5)
    #expect(host.scene.interaction.isPresented)
    host.settle()
    #expect(host.nextWake == .never)
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
  }

  @Test func framesStopWhenTheExpansionAndTheAccessoriesSettle() throws {
    var host = SceneFixture.host()
    host.key(.tab)
    host.key(.contextMenu)
    host.settle()
    let interaction = host.scene.interaction
    guard case .presented(let since) = interaction.state else {
      Issue.record("not presented: \(interaction.state)")
      return
    }
    let expand = try #require(interaction.transition)
    let accessories = ContextMenuAccessory.Transition.spring.settlingDuration
    #expect(interaction.motionEndTime == Swift.max(expand.endTime, since + accessories))
    // The host drew its last frame at or just after the end, and sleeps from then on.
    #expect(host.now >= interaction.motionEndTime! && host.now < interaction.motionEndTime! + 1.0 / 60 + 1e-9)
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
    // A highlight is one frame (the key's), then nothing.
    #expect(host.framesDrawn(during: { $0.key(.down); $0.run(for: 2) }) == 1)
  }

  @Test func aDismissalDrawsUntilItEndsThenNothing() {
    var host = SceneFixture.host()
    host.longPress(1)
    host.key(.escape)
    #expect(host.nextWake == .everyFrame)
    host.settle()
    #expect(host.events.last?.event == .dismissed)
    #expect(host.nextWake == .never)
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
  }

  // MARK: Drawing

  @Test func thePressedSourceIsHiddenUnderItsPreview() throws {
    var host = SceneFixture.host()
    #expect(host.layerTree.layer("bubble-1")?.isHidden == false)
    host.longPress(1)
    let tree = host.layerTree
    #expect(tree.layer("bubble-1")?.isHidden == true)
    #expect(tree.layer("bubble-0")?.isHidden == false)
    for id in ["contextMenu.dimming", "contextMenu.preview", "contextMenu.menu", "contextMenu.accessory.tapback"] {
      #expect(tree.contains(LayerID(id)), "\(id)")
    }
    host.key(.escape)
    host.settle()
    #expect(host.layerTree.layer("bubble-1")?.isHidden == false)
    #expect(!host.layerTree.contains("contextMenu.preview"))
  }

  @Test func aDarkEnvironmentDrawsTheDarkMenu() throws {
    var host = SceneFixture.host()
    host.longPress(1)
    #expect(host.layerTree.layer("contextMenu.menu")?.backdropMaterial == .regular())
    var environment = host.scene.environment
    environment.appearance.isDark = true
    host.send(.environment(environment, time: host.now))
    #expect(host.layerTree.layer("contextMenu.menu")?.backdropMaterial == .regular(isDark: true))
    #expect(host.layerTree.layer("contextMenu.accessory.tapback")?.backdropMaterial == .regular(isDark: true))
  }

  @Test func thePressEffectIsDrawnWithTheRestingLayout() throws {
    var host = SceneFixture.host()
    host.send(.pointerDown(host.scene.sources[0].frame.center, time: 0))
    host.run(for: 0.3)
    #expect(host.scene.interaction.layout == nil)
    let resting = try #require(host.scene.interaction.restingLayout)
    #expect(host.scene.interaction.displayedLayout == resting)
    let tree = host.layerTree
    #expect(tree.contains("contextMenu.preview") && !tree.contains("contextMenu.menu"))
    #expect(tree.layer("bubble-0")?.isHidden == true)
  }

  @Test func theCursorIsAHandOverRowsAndReactions() throws {
    var host = SceneFixture.host()
    #expect(host.scene.cursor == .arrow)
    host.longPress(0)
    let copy = try #require(host.menuItem(titled: "Copy"))
    host.send(.hover(copy.frame.center, time: host.now))
    #expect(host.scene.cursor == .pointingHand)
    let heart = try #require(host.accessibilityTree.element(.accessoryItem(accessory: "tapback", item: "❤️")))
    host.send(.hover(heart.frame.center, time: host.now))
    #expect(host.scene.cursor == .pointingHand)
    host.send(.hover(CGPoint(x: 5, y: 830), time: host.now))
    #expect(host.scene.cursor == .arrow)
  }

  // MARK: Accessibility

  @Test func idleSourcesAreExpandableButtonsInReadingOrder() {
    let tree = SceneFixture.scene().accessibilityTree
    #expect(tree.elements.map(\.id) == (0..<4).map { ElementID.source($0) })
    #expect(tree.focusOrder == (0..<4).map { ElementID.source($0) })
    let first = tree.elements[0]
    #expect(first.role == .button && first.label == "Are we still on for dinner tonight?")
    #expect(first.actions == [.activate, .showMenu] && first.states == [.expandable])
    #expect(first.frame == SceneFixture.messages[0].frame)
  }

  @Test func thePresentedMenuListsItsRowsAndTheReactionsInWords() throws {
    var host = SceneFixture.host()
    host.longPress(SceneFixture.sent)
    let tree = host.accessibilityTree
    #expect(tree.elements.map(\.id) == [.menu, .accessory("tapback")])
    let menu = try #require(tree.element(.menu))
    #expect(menu.role == .menu && menu.label == "Menu" && menu.actions == [.dismiss])
    #expect(menu.children.map(\.label) == ["Reply", "Undo Send", "Copy", "Translate", "More…"])
    #expect(
      menu.children.map(\.id) == [
        .menuItem("reply"), .menuItem("undo-send"), .menuItem("copy"), .submenu(path: [3]), .menuItem("more"),
      ])
    #expect(menu.children.allSatisfy { $0.role == .menuItem })
    let undo = menu.children[1]
    #expect(undo.states == [.disabled] && undo.actions.isEmpty && !undo.isActionable)
    #expect(menu.children[3].states == [.expandable])
    let layout = try #require(host.scene.interaction.layout)
    #expect(menu.frame == layout.menuFrame)
    #expect(menu.children[0].frame == layout.rows.first { $0.identifier == "reply" }?.frame)
    let bar = try #require(tree.element(.accessory("tapback")))
    #expect(bar.role == .group && bar.label == "Reactions")
    #expect(bar.children.map(\.label) == ["Heart", "Thumbs Up", "Thumbs Down", "Ha ha", "Exclamation", "Question"])
    #expect(bar.children.allSatisfy { $0.role == .button && $0.actions == [.activate] })
    #expect(tree.focusOrder.first == .menuItem("reply") && tree.focusOrder.count == 7)
  }

  @Test func anItemsLabelDefaultsToItsIdentifier() {
    let item = ContextMenuAccessory.Item("👍", frame: .zero)
    #expect(item.accessibilityLabel == "👍")
    #expect(ContextMenuAccessory.Item("x", frame: .zero, accessibilityLabel: "").accessibilityLabel == "x")
    #expect(ContextMenuAccessory("bar", size: .zero).accessibilityLabel == "bar")
  }

  @Test func performOpensChoosesTapsAndDismisses() throws {
    var host = SceneFixture.host()
    #expect(host.perform(.showMenu, on: .source(2)) == [.lifted(source: 2)])
    host.run(for: 1)
    #expect(host.perform(.activate, on: .accessoryItem(accessory: "tapback", item: "😂")) == [
      .accessoryItemTapped(accessory: "tapback", item: "😂")
    ])
    // An element that is not in the tree, or an action it does not list, does nothing.
    #expect(host.perform(.activate, on: .source(0)) == [])
    #expect(host.perform(.openLink, on: .menuItem("copy")) == [])
    #expect(host.perform(.activate, on: .submenu(path: [2])) == [.submenuOpened(path: [2])])
    #expect(host.perform(.activate, on: .submenuHeader(path: [2])) == [.submenuClosed(path: [2])])
    // A menu item is selected, then the menu is dismissed.
    #expect(host.perform(.activate, on: .menuItem("copy")) == [.selected("copy")])
    #expect(host.scene.interaction.state != .idle && !host.scene.interaction.isPresented)
    host.settle()
    #expect(host.events.last?.event == .dismissed)
    #expect(host.perform(.activate, on: .source(1)) == [.lifted(source: 1)])
    host.run(for: 1)
    #expect(host.perform(.activate, on: .menuItem("undo-send")) == [], "a disabled row has no action")
    host.perform(.dismiss, on: .menu)
    host.settle()
    #expect(host.events.last?.event == .dismissed)
  }

  // MARK: Clamps

  @Test func aResizeToNothingMidLiftDrawsNothingIgnoresPointersAndRecovers() throws {
    var host = SceneFixture.host()
    host.send(.pointerDown(host.scene.sources[0].frame.center, time: 0))
    host.run(for: 0.45)
    #expect(host.scene.interaction.state == .lifted(since: 0.4))
    host.resize(to: .zero)
    #expect(host.layerTree.count == 1 && host.layerTree.root.frame == .zero)
    #expect(host.accessibilityTree.elements.isEmpty)
    #expect(host.send(.pointerDown(CGPoint(x: 100, y: 300), time: host.now)) == [])
    #expect(host.key(.escape) == [])
    // Time goes on: the lift presents its menu meanwhile.
    host.run(for: 1)
    #expect(host.scene.interaction.isPresented)
    #expect(host.layerTree.count == 1)
    host.resize(to: SceneFixture.size)
    #expect(host.layerTree.contains("contextMenu.menu"))
    host.key(.escape)
    host.settle()
    #expect(host.events.last?.event == .dismissed)
    host.longPress(3)
    #expect(host.scene.interaction.isPresented)
  }

  @Test func timeGoingBackwardsCountsAsTheLatestAndAReleaseWithoutAPressIsIgnored() {
    var host = SceneFixture.host()
    #expect(host.send(.pointerUp(CGPoint(x: 50, y: 180), time: 0)) == [])
    host.send(.pointerDown(host.scene.sources[0].frame.center, time: 1))
    host.send(.time(0.2))
    #expect(host.scene.interaction.state == .pressing(since: 1))
    host.send(.time(1.45))
    #expect(host.events.map(\.event) == [.lifted(source: 0)])
    host.send(.time(.nan))
    host.send(.pointerDragged(CGPoint(x: CGFloat.nan, y: 4), time: -3))
    host.run(for: 1)
    #expect(host.events.map(\.event) == [.lifted(source: 0), .presented(source: 0)])
  }

  @Test func keysDuringALiftDoNothing() {
    var host = SceneFixture.host()
    host.send(.pointerDown(host.scene.sources[0].frame.center, time: 0))
    host.run(for: 0.42)
    for key in [SceneKey.escape, .down, .returnKey, .tab, .contextMenu, .left] {
      #expect(host.key(key) == [])
    }
    host.run(for: 1)
    #expect(host.scene.interaction.isPresented)
    #expect(host.scene.interaction.highlightedRow == nil)
  }

  @Test func theEnvironmentsDirectionIsTheContainersWhileIdle() {
    var host = SceneFixture.host()
    #expect(host.scene.interaction.container.layoutDirection == .leftToRight)
    host.longPress(0)
    var environment = host.scene.environment
    environment.layoutDirection = .rightToLeft
    host.send(.environment(environment, time: host.now))
    #expect(host.scene.interaction.container.layoutDirection == .leftToRight, "a sequence keeps its direction")
    host.key(.escape)
    host.settle()
    #expect(host.scene.interaction.container.layoutDirection == .rightToLeft)
  }
}
