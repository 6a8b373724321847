import Foundation
import InteractionKitInteractiveText
import InteractionKitLinkPreview
import InteractionKitLiveScene
import InteractionKitTestSupport
import InteractionKitTextTokens
import Testing

/// The accessibility tree reads the text itself: the visible paragraphs with their whole text, their
/// tokens as links and buttons (a wrapped link one element over its pieces), the preview's menu.
@Suite struct InteractiveTextSceneAccessibilityTests {
  typealias ID = InteractiveTextScene.ElementID

  @Test func theTreeReadsTheVisibleParagraphsText() throws {
    let scene = SceneFixture.scene()
    let tree = scene.accessibilityTree
    let first = SceneFixture.posts[0].split(separator: "\n").map(String.init)
    #expect(tree.elements.count >= 8)
    #expect(tree.elements.allSatisfy { $0.role == .paragraph })
    #expect(tree.elements[0].label == first[0])
    #expect(tree.elements[0].id == .paragraph(0))
    #expect(tree.elements[0].frame == CGRect(x: 16, y: 8, width: 868, height: 20))
    // The second paragraph wraps (117 columns on lines of 86): two lines, 40 pt.
    let second = tree.elements[1]
    #expect(second.label == first[1])
    #expect(second.id == .paragraph(1))
    #expect(second.frame == CGRect(x: 16, y: 28, width: 868, height: 40))
    #expect(second.children.map(\.label) == ["https://swift.org/documentation", "@ben@fosstodon.org", "#Swift", "#docs"])
    #expect(second.children.map(\.role) == [.link, .button, .button, .button])
    #expect(second.children.map(\.actions) == [[.openLink, .showMenu], [.showProfile], [.showHashtag], [.showHashtag]])
    // The blank paragraph between two posts is not read.
    #expect(tree.elements[2].label == SceneFixture.posts[1].split(separator: "\n")[0].description)
    // Reading order: every visible paragraph's text, top to bottom, as the layout has it.
    let visible = scene.items.text.visibleParagraphs.map(\.layout.text.string).filter { !$0.isEmpty }
    #expect(tree.elements.map(\.label) == visible)
    // Every token is in the focus order, in reading order, and every actionable element is named.
    #expect(tree.focusOrder == scene.visibleTokens.map { ID.token(location: $0.token.range.location) })
    #expect(tree.allElements.filter(\.isActionable).allSatisfy { !$0.label.isEmpty })
  }

  @Test func aWrappedLinkIsOneElementCoveringBothPieces() throws {
    // 200 pt of text: 20 columns. "See " on the first line; the 28-column link breaks after 20.
    let scene = SceneFixture.scene("See https://github.com/swiftlang now", size: CGSize(width: 232, height: 300))
    let tree = scene.accessibilityTree
    let link = try #require(tree.element(.token(location: 4)))
    #expect(link.label == "https://github.com/swiftlang")
    #expect(link.role == .link)
    #expect(link.pieces == [CGRect(x: 16, y: 28, width: 200, height: 20), CGRect(x: 16, y: 48, width: 80, height: 20)])
    #expect(link.frame == CGRect(x: 16, y: 28, width: 200, height: 40))
    #expect(tree.elements.count == 1)
    #expect(tree.elements[0].children.map(\.id) == [.token(location: 4)])
  }

  @Test func framesAreRightAfterAScroll() throws {
    var host = SceneFixture.host()
    let before = host.accessibilityTree
    host.send(.scroll(dx: 0, dy: 30, time: 0))
    let after = host.accessibilityTree
    let token = try #require(before.elements[1].children.first)
    #expect(after.element(token.id)?.frame == token.frame.offsetBy(dx: 0, dy: -30))
    #expect(after.element(.paragraph(1))?.frame == before.elements[1].frame.offsetBy(dx: 0, dy: -30))
    // Frames are where the tokens are drawn and hit: a tap at a frame's centre taps that token.
    let mention = try #require(after.allElements.first { $0.role == .button && $0.frame.minY > 40 })
    let events = host.tap(center(mention.frame))
    guard case .tapped(let tapped) = events.first else {
      Issue.record("expected a tap, got \(events)")
      return
    }
    #expect(ID.token(location: tapped.range.location) == mention.id)
  }

  @Test func theFocusedTokenIsTheFocusedElement() throws {
    var host = SceneFixture.host()
    let order = host.accessibilityTree.focusOrder
    #expect(host.accessibilityTree.focusedElement == nil)
    host.key(.tab)
    #expect(host.accessibilityTree.focusedElement == order[0])
    host.key(.tab)
    #expect(host.accessibilityTree.focusedElement == order[1])
    #expect(host.accessibilityTree.element(order[1])?.states.contains(.focused) == true)
    host.key(.tab, modifiers: .shift)
    #expect(host.accessibilityTree.focusedElement == order[0])
  }

  @Test func whileAPreviewIsUpTheTreeIsItsMenu() throws {
    var host = SceneFixture.host()
    let (link, rects) = try #require(host.scene.first(.url))
    host.press(center(rects[0]), for: 0.6)
    host.settle()
    let tree = host.accessibilityTree
    #expect(tree.elements.count == 1)
    let menu = tree.elements[0]
    #expect(menu.id == .menu)
    #expect(menu.role == .menu)
    #expect(menu.value == link.text)
    #expect(menu.actions == [.dismiss])
    #expect(menu.children.map(\.label) == ["Open Link", "Copy Link", "Share…"])
    #expect(menu.children.allSatisfy { $0.role == .menuItem && $0.actions == [.activate] })
    #expect(tree.focusOrder == menu.children.map(\.id))
    let layout = try #require(host.scene.items.linkPreview.menuLayout)
    #expect(menu.frame == layout.menuFrame)
    #expect(menu.children.map(\.frame) == layout.rows.filter { $0.kind == .action }.map(\.frame))
    // Nothing highlighted after a press; Down highlights the first item: selected and focused.
    #expect(tree.focusedElement == nil)
    host.key(.down)
    let first = menu.children[0].id
    #expect(host.accessibilityTree.focusedElement == first)
    #expect(host.accessibilityTree.element(first)?.states == [.selected, .focused])
  }

  @Test func aSubmenuRowIsExpandableAndItsOpenTitleExpanded() throws {
    var host = SceneFixture.host(menu: SceneFixture.menuWithSubmenu)
    let link = try #require(host.accessibilityTree.allElements.first { $0.role == .link })
    host.perform(.showMenu, on: link.id)
    host.settle()
    let more = try #require(host.accessibilityTree.elements.first?.children.first { $0.label == "More" })
    #expect(more.states.contains(.expandable) && !more.states.contains(.expanded))
    host.perform(.activate, on: more.id)
    let items = try #require(host.accessibilityTree.elements.first?.children)
    #expect(items.map(\.label) == ["More", "Open in Reader", "Open in New Tab"])
    #expect(items[0].states.isSuperset(of: [.expandable, .expanded]))
  }

  @Test func actionsTapTokensOpenPreviewsAndChooseMenuItems() throws {
    var host = SceneFixture.host()
    let tree = host.accessibilityTree
    let mention = try #require(tree.allElements.first { $0.role == .button && $0.label.hasPrefix("@") })
    let token = try #require(host.scene.first(.mention)?.token)
    #expect(host.perform(.showProfile, on: mention.id) == [.tapped(token)])
    #expect(host.perform(.activate, on: mention.id) == [.tapped(token)])
    // Actions an element does not list do nothing.
    #expect(host.perform(.openLink, on: mention.id) == [])
    #expect(host.perform(.showMenu, on: mention.id) == [])
    #expect(host.perform(.activate, on: .paragraph(0)) == [])
    #expect(host.perform(.activate, on: .menuItem(row: 0)) == [])

    let link = try #require(tree.allElements.first { $0.role == .link })
    let linkToken = try #require(host.scene.first(.url)?.token)
    #expect(host.perform(.showMenu, on: link.id) == [.lifted(linkToken)])
    host.settle()
    // The menu opened without a press has its first item highlighted.
    let menu = try #require(host.accessibilityTree.elements.first)
    #expect(host.accessibilityTree.focusedElement == menu.children[0].id)
    #expect(host.perform(.activate, on: menu.children[1].id).first == .selected("copy-link", linkToken))
    host.settle()
    #expect(host.happened(.dismissed))
    // And the menu's Dismiss closes it.
    host.perform(.showMenu, on: link.id)
    host.settle()
    #expect(host.perform(.dismiss, on: .menu).first == .returning(try #require(host.scene.first(.url)?.rects)))
  }
}
