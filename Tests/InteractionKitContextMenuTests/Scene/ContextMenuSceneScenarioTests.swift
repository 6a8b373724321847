import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitScene
import Testing

/// The live scenarios of the Messages page, headless: the same inputs and assertions as
/// `scripts/e2e_showcase.py`, on a virtual clock.
@Suite struct ContextMenuSceneScenarioTests {
  typealias Event = ContextMenuScene.Event

  @Test func aLongPressOnABubbleShowsTheTapbackBarBySenderADragMovesItAndAReactionIsLogged() throws {
    var host = SceneFixture.host()
    for index in [SceneFixture.received, SceneFixture.sent] {
      let mark = host.events.count
      let center = host.scene.sources[index].frame.center
      host.send(.pointerDown(center, time: host.now))
      host.run(for: 1)
      #expect(host.events(since: mark) == [.lifted(source: index), .presented(source: index)])
      let layout = try #require(host.scene.interaction.layout)
      let preview = layout.previewFrame
      let bar = try #require(layout.accessories.first).frame
      #expect(bar.maxY <= preview.minY, "the bar is above the preview")
      if SceneFixture.messages[index].sent {
        #expect(abs(bar.maxX - (preview.maxX - 3)) < 1e-9, "a sent bubble's bar is trailing")
      } else {
        #expect(abs(bar.minX - (preview.minX + 3)) < 1e-9, "a received bubble's bar is leading")
      }
      // Drag: the preview and the bar follow the finger.
      let dragMark = host.events.count
      for step in 1...5 {
        host.send(.pointerDragged(CGPoint(x: center.x + 2 * CGFloat(step), y: center.y + 6 * CGFloat(step)), time: host.now))
        host.run(for: 0.03)
      }
      let drags = host.events(since: dragMark).compactMap { event -> CGSize? in
        if case .dragged(let offset) = event { return offset }
        return nil
      }
      let drag = try #require(drags.last)
      // 10 × 30 pt from the origin: past the 15 pt tear-off, rubber-banded by 0.2.
      let distance = (10.0 * 10 + 30 * 30).squareRoot()
      #expect(abs(drag.height - 30 * (distance - 15) / distance * 0.2) < 1e-9)
      #expect(drag.height > 2)
      let group = try #require(host.accessibilityTree.element(.accessory("tapback")))
      #expect(group.frame.minY > bar.minY && abs(group.frame.minY - bar.minY - drag.height) < 0.01)
      let drawn = try #require(host.layerTree.layer("contextMenu.accessory.tapback"))
      #expect(abs(drawn.frame.minY - bar.minY - drag.height) < 0.01, "the bar is drawn where it was dragged")
      host.send(.pointerUp(CGPoint(x: center.x + 10, y: center.y + 30), time: host.now))
      host.run(for: 0.8)
      #expect(!host.events(since: dragMark).contains { if case .selected = $0 { true } else { false } })
      if index == SceneFixture.received {
        let heart = try #require(host.accessibilityTree.element(.accessoryItem(accessory: "tapback", item: "❤️")))
        #expect(heart.label == "Heart" && heart.role == .button)
        let tapped = host.tap(heart.frame.center)
        #expect(tapped == [.accessoryItemTapped(accessory: "tapback", item: "❤️")])
      }
      host.key(.escape)
      host.run(for: 1)
      #expect(host.events.last?.event == .dismissed)
      #expect(host.scene.interaction.state == .idle)
    }
  }

  @Test func theKeyboardOpensAMessagesMenuReachesAReactionAndEscapeCloses() throws {
    var host = SceneFixture.host()
    host.key(.tab)
    #expect(host.scene.focusedElement == .source(0))
    #expect(host.layerTree.contains("focus.ring"))
    // The context-menu key lifts at once, without the long press.
    #expect(host.key(.contextMenu) == [.lifted(source: 0)])
    host.run(for: 1)
    #expect(host.events.last?.event == .presented(source: 0))
    let tree = host.accessibilityTree
    let focus = try #require(tree.focusedElement)
    #expect(focus == .menuItem("reply"))
    let selected = tree.allElements.filter { $0.states.contains(.selected) }.map(\.id)
    #expect(selected == [focus], "the highlighted item is the selected one")
    host.key(.tab)
    #expect(host.scene.focusedElement == .accessoryItem(accessory: "tapback", item: "❤️"))
    #expect(host.layerTree.contains("focus.ring"))
    #expect(host.key(.returnKey) == [.accessoryItemTapped(accessory: "tapback", item: "❤️")])
    host.run(for: 0.5)
    host.key(.escape)
    host.run(for: 1)
    #expect(host.events.map(\.event).last == .dismissed)
    #expect(!host.layerTree.contains("contextMenu.menu"))
  }

  @Test func shiftTabWalksTheSourcesBackwardsAndEscapeClearsTheFocus() {
    var host = SceneFixture.host()
    host.key(.tab, modifiers: .shift)
    #expect(host.scene.focusedElement == .source(3))
    host.key(.tab, modifiers: .shift)
    #expect(host.scene.focusedElement == .source(2))
    host.key(.tab)
    host.key(.tab)
    #expect(host.scene.focusedElement == .source(0))
    host.key(.escape)
    #expect(host.scene.focusedElement == nil)
    #expect(!host.layerTree.contains("focus.ring"))
    #expect(host.key(.returnKey) == [])
  }

  @Test func tabGoesAroundTheMenuAndEveryReaction() {
    var host = SceneFixture.host()
    host.longPress(SceneFixture.received)
    // Presented by a press: nothing highlighted, so the first Tab lands on the menu's first row.
    #expect(host.scene.focusedElement == nil)
    host.key(.tab)
    #expect(host.scene.focusedElement == .menuItem("reply"))
    var visited: [ContextMenuScene.ElementID] = []
    for _ in 0..<6 {
      host.key(.tab)
      visited += host.scene.focusedElement.map { [$0] } ?? []
    }
    #expect(visited == SceneFixture.reactions.map { .accessoryItem(accessory: "tapback", item: $0.id) })
    host.key(.tab)
    #expect(host.scene.focusedElement == .menuItem("reply"), "Tab wraps back to the menu")
    host.key(.tab, modifiers: .shift)
    #expect(host.scene.focusedElement == .accessoryItem(accessory: "tapback", item: "❓"))
    #expect(host.key(.space) == [.accessoryItemTapped(accessory: "tapback", item: "❓")])
    // An arrow goes back to the menu.
    host.key(.down)
    #expect(host.scene.focusedElement == .menuItem("copy"))
  }

  @Test func aSubmenuWorksFromTheKeyboard() throws {
    var host = SceneFixture.host()
    let path = SceneFixture.translatePath(sent: false)
    host.key(.tab)
    host.key(.contextMenu)
    host.run(for: 1)
    host.key(.down)
    host.key(.down)
    #expect(host.scene.focusedElement == .submenu(path: path))
    // Right opens it, with its first row (the header that leads back) highlighted.
    #expect(host.key(.right) == [.submenuOpened(path: path)])
    #expect(host.scene.interaction.openSubmenu == path)
    let header = try #require(host.accessibilityTree.element(.submenuHeader(path: path)))
    #expect(header.states.isSuperset(of: [.expandable, .expanded, .selected, .focused]))
    #expect(header.label == "Translate")
    // Left closes it, and the keyboard is back on its row.
    #expect(host.key(.left) == [.submenuClosed(path: path)])
    #expect(host.scene.interaction.openSubmenu == nil)
    #expect(host.scene.focusedElement == .submenu(path: path))
    let row = try #require(host.accessibilityTree.element(.submenu(path: path)))
    #expect(row.states.contains(.expandable) && !row.states.contains(.expanded))
    // Escape closes only the open submenu; the menu stays, and a second Escape dismisses it.
    host.key(.right)
    #expect(host.key(.escape) == [.submenuClosed(path: path)])
    #expect(host.scene.focusedElement == .submenu(path: path))
    host.run(for: 1)
    #expect(host.scene.interaction.isPresented)
    #expect(!host.events.contains { $0.event == .dismissed })
    host.key(.escape)
    host.run(for: 1)
    #expect(host.events.last?.event == .dismissed)
  }

  @Test func aLanguageIsChosenInsideTheSubmenuWithTheKeyboard() {
    var host = SceneFixture.host()
    host.key(.tab)
    host.key(.tab)
    host.key(.contextMenu)
    host.run(for: 1)
    // A sent message: Reply, Undo Send (disabled, skipped), Copy, Translate.
    host.key(.down)
    host.key(.down)
    #expect(host.scene.focusedElement == .submenu(path: SceneFixture.translatePath(sent: true)))
    host.key(.right)
    host.key(.down)
    host.key(.down)
    #expect(host.highlightedTitle == "French")
    let mark = host.events.count
    host.key(.returnKey)
    host.run(for: 1)
    #expect(host.events(since: mark) == [.selected("translate-fr"), .dismissed])
  }

  @Test func rightToLeftLeftOpensTheSubmenuAndRightClosesIt() {
    var host = SceneFixture.host(layoutDirection: .rightToLeft)
    let path = SceneFixture.translatePath(sent: false)
    host.key(.tab)
    host.key(.contextMenu)
    host.run(for: 1)
    host.key(.down)
    host.key(.down)
    #expect(host.key(.right) == [])
    #expect(host.key(.left) == [.submenuOpened(path: path)])
    #expect(host.key(.right) == [.submenuClosed(path: path)])
  }

  @Test func aSubmenuWorksFromThePointer() throws {
    var host = SceneFixture.host()
    let path = SceneFixture.translatePath(sent: false)
    let center = host.scene.sources[0].frame.center
    host.send(.pointerDown(center, time: host.now))
    host.run(for: 1)
    // Drag onto the Translate row: it highlights; releasing there opens the submenu.
    let translate = try #require(host.menuItem(titled: "Translate"))
    host.send(.pointerDragged(translate.frame.center, time: host.now))
    #expect(host.accessibilityTree.element(.submenu(path: path))?.states.contains(.selected) == true)
    #expect(host.send(.pointerUp(translate.frame.center, time: host.now)) == [.submenuOpened(path: path)])
    // A tap on a row inside selects it.
    let spanish = try #require(host.menuItem(titled: "Spanish"))
    #expect(spanish.id == .menuItem("translate-es"))
    let mark = host.events.count
    host.tap(spanish.frame.center)
    host.run(for: 1)
    #expect(host.events(since: mark) == [.selected("translate-es"), .dismissed])
  }

  @Test func aTapOnTheSubmenuRowOpensItAndItsHeaderGoesBack() throws {
    var host = SceneFixture.host()
    let path = SceneFixture.translatePath(sent: false)
    host.longPress(0)
    host.send(.pointerUp(host.scene.sources[0].frame.center, time: host.now))
    let translate = try #require(host.menuItem(titled: "Translate"))
    #expect(host.tap(translate.frame.center) == [.submenuOpened(path: path)])
    let header = try #require(host.accessibilityTree.element(.submenuHeader(path: path)))
    #expect(host.tap(header.frame.center) == [.submenuClosed(path: path)])
    #expect(host.scene.interaction.isPresented)
  }

  @Test func dragToSelectChoosesTheRowTheFingerLiftsOn() throws {
    var host = SceneFixture.host()
    host.longPress(SceneFixture.received)
    let copy = try #require(host.menuItem(titled: "Copy"))
    host.send(.pointerDragged(copy.frame.center, time: host.now))
    #expect(host.highlightedTitle == "Copy")
    let mark = host.events.count
    host.send(.pointerUp(copy.frame.center, time: host.now))
    host.run(for: 1)
    let events = host.events(since: mark)
    #expect(events.first == .selected("copy") && events.last == .dismissed)
  }

  @Test func aPressOnNothingAndAQuickClickDoNothing() {
    var host = SceneFixture.host()
    #expect(host.tap(CGPoint(x: 300, y: 700)) == [])
    #expect(host.nextWake == .never)
    // A click shorter than the long press lifts nothing.
    #expect(host.tap(host.scene.sources[0].frame.center, duration: 0.1) == [])
    host.run(for: 1)
    #expect(host.events.isEmpty)
    #expect(host.scene.interaction.state == .idle)
  }
}
