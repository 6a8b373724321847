import Foundation
import InteractionKitGeometry
import InteractionKitGestures
import InteractionKitInteractiveText
import InteractionKitLinkPreview
import InteractionKitLiveScene
import InteractionKitScene
import InteractionKitTestSupport
import InteractionKitTextTokens
import Testing

/// Wakes, keys, scrolling, resizes, appearance, cursor and edits of the interactive text scene.
@Suite struct InteractiveTextSceneTests {
  // MARK: Wakes

  @Test func idleWithAPreviewUpDrawsNoFrames() throws {
    var host = SceneFixture.host()
    #expect(host.nextWake == .never)
    let (_, rects) = try #require(host.scene.first(.url))
    host.send(.pointerDown(center(rects[0]), time: 0))
    #expect(host.nextWake == .at(0.15))
    // Until the press effect, nothing moves: no frames.
    #expect(host.framesDrawn(during: { $0.run(for: 0.1) }) == 0)
    host.run(for: 0.1)
    #expect(host.nextWake == .everyFrame)  // the press effect springs
    host.run(for: 0.4)
    host.send(.pointerUp(center(rects[0]), time: host.now))
    host.settle()
    guard case .previewing = host.scene.items.linkPreview.state else {
      Issue.record("expected the preview, got \(host.scene.items.linkPreview.state)")
      return
    }
    #expect(host.nextWake == .never)
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
  }

  @Test func aLongPressOnAMentionWaitsOnATimerAndUsesThePhonesPressTiming() throws {
    var host = SceneFixture.host()
    let (mention, rects) = try #require(host.scene.first(.mention))
    host.send(.pointerDown(center(rects[0]), time: 0))
    // PressTiming.phone: the same 0.4 s as a link's lift.
    #expect(host.nextWake == .at(0.4))
    #expect(host.framesDrawn(during: { $0.run(for: 0.3) }) == 0)
    let events = host.run(for: 0.2)
    #expect(events == [.longPressed(mention)])
    #expect(host.events.last?.time == 0.4)
    #expect(host.timerWakes == 1)
    #expect(host.send(.pointerUp(center(rects[0]), time: host.now)) == [])
    #expect(host.nextWake == .never)
  }

  @Test func aTextWithOtherPressNumbersSetsThemThroughPressTiming() throws {
    var style = InteractiveTextStyle()
    style.pressTiming = PressTiming(longPressDuration: 0.5, allowableMovement: 10)
    var host = VirtualHost(scene: SceneFixture.scene(style: style))
    let (mention, rects) = try #require(host.scene.first(.mention))
    host.send(.pointerDown(center(rects[0]), time: 0))
    #expect(host.nextWake == .at(0.5))
    #expect(host.run(for: 0.6) == [.longPressed(mention)])
  }

  @Test func aLinkPressedAfterAScrollLiftsItsOwnText() throws {
    var host = SceneFixture.host()
    host.send(.scroll(dx: 0, dy: 100, time: 0))
    let (link, rects) = try #require(host.scene.first(.url) { _, rects in rects[0].minY > 40 })
    host.send(.pointerDown(center(rects[0]), time: 0))
    host.run(for: 0.2)
    // The snapshot's line rects are in the text layer's bounds (content) coordinates: mapped to
    // the scene they are the link where it is drawn, 100 pt up from where it is in the content.
    let preview = try #require(host.scene.preview)
    #expect(preview.parameters.textLineRects == host.scene.items.text.lineRects(for: link))
    #expect(preview.lineRectsInContainer == rects)
    #expect(preview.bubbleBounds.contains(host.scene.items.text.lineRects(for: link)[0]))
  }

  @Test func aCancelledPressSpringsBackThenSleeps() throws {
    var host = SceneFixture.host()
    let (link, rects) = try #require(host.scene.first(.url))
    host.send(.pointerDown(center(rects[0]), time: 0))
    host.run(for: 0.3)
    #expect(host.send(.pointerUp(center(rects[0]), time: host.now)) == [.tapped(link)])
    // The spring back runs, drawn over the text, then nothing.
    #expect(host.nextWake == .everyFrame)
    #expect(host.layerTree.layer("linkPreview.platter") != nil)
    host.settle()
    #expect(host.nextWake == .never)
    #expect(host.layerTree.layer("linkPreview.platter") == nil)
  }

  // MARK: Keys

  @Test func theKeyboardWalksTokensActivatesThemAndOpensALinksPreview() throws {
    var host = SceneFixture.host()
    let tokens = host.scene.visibleTokens.map(\.token)
    let linkIndex = try #require(tokens.firstIndex { $0.kind == .url })
    for index in 0 ... linkIndex {
      host.key(.tab)
      #expect(host.scene.items.textInteraction.focusedToken == tokens[index])
    }
    #expect(host.key(.returnKey) == [.tapped(tokens[linkIndex])])
    #expect(host.key(.space) == [.tapped(tokens[linkIndex])])
    let at = host.now
    #expect(host.key(.contextMenu) == [.lifted(tokens[linkIndex])])
    #expect(host.events.last?.time == at)
    host.settle()
    // The keyboard's menu: the first item highlighted; Down, Tab move on; Return chooses.
    #expect(host.accessibilityTree.focusedElement == .menuItem(row: 0))
    host.key(.down)
    #expect(host.accessibilityTree.focusedElement == .menuItem(row: 1))
    host.key(.tab)
    #expect(host.accessibilityTree.focusedElement == .menuItem(row: 2))
    host.key(.tab, modifiers: .shift)
    #expect(host.key(.returnKey).first == .selected("copy-link", tokens[linkIndex]))
    host.settle()
    #expect(host.happened(.dismissed))
    // Focus stays on the link.
    #expect(host.accessibilityTree.focusedElement == .token(location: tokens[linkIndex].range.location))
  }

  @Test func escapeClosesASubmenuBeforeThePreview() throws {
    var host = SceneFixture.host(menu: SceneFixture.menuWithSubmenu)
    let (_, rects) = try #require(host.scene.first(.url))
    host.press(center(rects[0]), for: 0.6)
    host.settle()
    host.key(.down)
    host.key(.down)
    host.key(.right)
    #expect(host.scene.items.linkPreview.interaction.openSubmenu == [1])
    #expect(host.key(.escape) == [])
    #expect(host.scene.items.linkPreview.interaction.openSubmenu == nil)
    guard case .previewing = host.scene.items.linkPreview.state else {
      Issue.record("Escape closed the preview with the submenu: \(host.scene.items.linkPreview.state)")
      return
    }
    #expect(host.key(.escape) == [.returning(rects)])
    host.settle()
    #expect(host.happened(.dismissed))
  }

  @Test func keysDuringAPressOrALiftDoNothingButEscapeDismissesALift() throws {
    var host = SceneFixture.host()
    let (link, rects) = try #require(host.scene.first(.url))
    host.send(.pointerDown(center(rects[0]), time: 0))
    host.run(for: 0.2)
    for key: SceneKey in [.tab, .returnKey, .space, .escape, .contextMenu, .up, .down, .left, .right] {
      #expect(host.key(key) == [])
    }
    host.run(for: 0.25)
    #expect(host.lifts.map(\.token) == [link])
    guard case .lifted = host.scene.items.linkPreview.state else {
      Issue.record("expected the lift, got \(host.scene.items.linkPreview.state)")
      return
    }
    #expect(host.key(.down) == [])
    #expect(host.key(.escape) == [.returning(rects)])
    host.send(.pointerUp(center(rects[0]), time: host.now))
    host.settle()
    #expect(host.happened(.dismissed))
  }

  @Test func pageHomeEndAndArrowsScroll() throws {
    var host = SceneFixture.host()
    func scrolledY(_ events: [InteractiveTextScene.Event]) -> CGFloat? {
      guard events.count == 1, case .scrolled(let origin) = events[0] else { return nil }
      return origin.y
    }
    // A line of the 17 pt font; a page is the viewport (592 pt) less a line.
    let line: CGFloat = 17 * 1.2
    #expect(abs((scrolledY(host.key(.down)) ?? -1) - line) < 1e-9)
    #expect(host.key(.up) == [.scrolled(.zero)])
    #expect(host.key(.up) == [])
    #expect(abs((scrolledY(host.key(.pageDown)) ?? -1) - (592 - line)) < 1e-9)
    #expect(host.key(.pageUp) == [.scrolled(.zero)])
    host.key(.end)
    let text = host.scene.items.text
    #expect(abs(text.viewport.maxY - text.contentSize.height) < 0.5)
    #expect(host.key(.end) == [])
    #expect(host.key(.home) == [.scrolled(.zero)])
  }

  // MARK: Scrolling

  @Test func theWheelIsClampedToTheContent() throws {
    var host = SceneFixture.host()
    #expect(host.send(.scroll(dx: 0, dy: -100, time: 0)) == [])
    host.send(.scroll(dx: 0, dy: 1_000_000, time: 0))
    let text = host.scene.items.text
    #expect(abs(text.viewport.maxY - text.contentSize.height) < 0.5)
    #expect(host.scene.maximumScrollOffset == text.viewport.minY)
    #expect(host.send(.scroll(dx: 0, dy: .nan, time: 0)) == [])
  }

  @Test func theScrollIndicatorAndTheTrack() throws {
    var host = SceneFixture.host()
    let thumb = try #require(host.scene.scrollIndicatorFrame)
    #expect(thumb.minX == 892 && thumb.width == 5 && thumb.minY == 4)
    let content = host.scene.items.text.contentSize.height
    #expect(abs(thumb.height - max(24, 592 * 592 / content)) < 0.001)
    #expect(host.layerTree.layer("scroll.indicator")?.frame == thumb)
    // A press at the bottom of the track scrolls to the end; dragging to the top, to the start.
    host.send(.pointerDown(CGPoint(x: 895, y: 596), time: 0))
    #expect(abs(host.scene.items.text.viewport.minY - host.scene.maximumScrollOffset) < 0.5)
    #expect(abs((host.scene.scrollIndicatorFrame?.maxY ?? 0) - 596) < 0.5)
    host.send(.pointerDragged(CGPoint(x: 600, y: 2), time: 0.1))
    #expect(host.scene.items.text.viewport.minY == 0)
    #expect(host.send(.pointerUp(CGPoint(x: 600, y: 2), time: 0.2)) == [])
    #expect(host.events.allSatisfy { if case .scrolled = $0.event { true } else { false } })
    // A text that fits has no indicator.
    #expect(SceneFixture.scene("Short @text").scrollIndicatorFrame == nil)
  }

  // MARK: Environment

  @Test func aResizeLaysTheTextOutAgain() throws {
    var host = SceneFixture.host()
    host.resize(to: CGSize(width: 432, height: 300))
    #expect(host.scene.textFrame == CGRect(x: 16, y: 8, width: 400, height: 292))
    #expect(host.scene.items.text.container.width == 400)
    #expect(host.scene.items.layout.viewBounds == host.scene.textFrame)
    #expect(host.scene.items.layout.containerBounds == CGRect(x: 0, y: 0, width: 432, height: 300))
    let (mention, rects) = try #require(host.scene.first(.mention))
    #expect(host.tap(center(rects[0])) == [.tapped(mention)])
  }

  @Test func aResizeToNothingInTheMiddleOfALiftDrawsNothingThenRecovers() throws {
    var host = SceneFixture.host()
    let (link, rects) = try #require(host.scene.first(.url))
    host.send(.pointerDown(center(rects[0]), time: 0))
    host.run(for: 0.45)
    #expect(host.lifts.map(\.token) == [link])
    host.resize(to: .zero)
    #expect(host.layerTree.root.sublayers.isEmpty)
    #expect(host.accessibilityTree == .empty)
    #expect(host.send(.pointerDown(CGPoint(x: 10, y: 10), time: host.now)) == [])
    #expect(host.key(.escape) == [])
    #expect(host.perform(.dismiss, on: .menu) == [])
    // Time still runs (the card is presented), and idle is free.
    host.run(for: 2)
    #expect(host.nextWake == .never)
    host.resize(to: SceneFixture.size)
    #expect(host.layerTree.layer("linkPreview.dimming") != nil)
    #expect(host.accessibilityTree.elements.first?.id == .menu)
    host.key(.escape)
    host.settle()
    #expect(host.happened(.dismissed))
    #expect(host.tap(center(rects[0])) == [.tapped(link)])
  }

  @Test func darkModeDrawsLightTextOnNearBlack() throws {
    var host = SceneFixture.host()
    #expect(host.layerTree.root.backgroundColor == .white)
    var environment = host.scene.environment
    environment.appearance.isDark = true
    host.send(.environment(environment, time: 0))
    #expect(host.layerTree.root.backgroundColor == Color(white: 0.1))
    #expect(host.scene.items.text.style.baseAttributes.foregroundColor == Color(white: 0.92))
    let dark = SceneFixture.scene(isDark: true)
    #expect(dark.items.text.style.baseAttributes.foregroundColor == Color(white: 0.92))
    environment.appearance.isDark = false
    host.send(.environment(environment, time: 0))
    #expect(host.scene.items.text.style.baseAttributes.foregroundColor == InteractiveTextStyle().baseAttributes.foregroundColor)
  }

  @Test func darkModeDrawsTheBubbleTheCardAndTheMenuDark() throws {
    var host = SceneFixture.host()
    let (_, rects) = try #require(host.scene.first(.url))
    host.press(center(rects[0]), for: 0.6)
    host.settle()
    #expect(host.scene.preview?.parameters.backgroundColor == .white)
    #expect(host.layerTree.layer("card")?.backgroundColor == .white)
    #expect(host.layerTree.layer("card.image.band.0")?.backgroundColor == Color(rgb: 0xE5E5EA))
    #expect(host.layerTree.layer("contextMenu.menu")?.backdropMaterial == .regular())
    var environment = host.scene.environment
    environment.appearance.isDark = true
    host.send(.environment(environment, time: host.now))
    // The preview on screen is taken again in the new appearance: the lifted text on the dark
    // background, the card and the menu dark.
    #expect(host.scene.preview?.parameters.backgroundColor == Color(white: 0.1))
    #expect(host.layerTree.layer("linkPreview.card.background")?.backgroundColor == Color(white: 0.1))
    #expect(host.layerTree.layer("card")?.backgroundColor == .black)
    #expect(host.layerTree.layer("card.caption")?.backgroundColor == Color(rgb: 0x1C1C1E))
    // The drawn stand-in for the page's image (no metadata here) is dark grey, its tile darker.
    #expect(host.layerTree.layer("card.image.band.0")?.backgroundColor == Color(rgb: 0x3A3A3C))
    #expect(host.layerTree.layer("card.image.tile")?.backgroundColor == Color(rgb: 0x1C1C1E))
    #expect(host.layerTree.layer("contextMenu.menu")?.backdropMaterial == .regular(isDark: true))
    environment.appearance.isDark = false
    host.send(.environment(environment, time: host.now))
    #expect(host.layerTree.layer("card")?.backgroundColor == .white)
    #expect(host.layerTree.layer("contextMenu.menu")?.backdropMaterial == .regular())
  }

  // MARK: Cursor

  @Test func theCursorIsAHandOverTokensAnIBeamOverTextAndAnArrowElsewhere() throws {
    var host = SceneFixture.host()
    let (_, rects) = try #require(host.scene.first(.mention))
    host.send(.hover(center(rects[0]), time: 0))
    #expect(host.scene.cursor == .pointingHand)
    host.send(.hover(CGPoint(x: 30, y: 18), time: 0))  // "Anna"
    #expect(host.scene.cursor == .text)
    host.send(.hover(CGPoint(x: 800, y: 18), time: 0))  // past the end of the first line
    #expect(host.scene.cursor == .arrow)
    host.send(.hover(CGPoint(x: 895, y: 18), time: 0))  // the scroll track
    #expect(host.scene.cursor == .arrow)
    host.send(.hover(CGPoint(x: 30, y: 18), time: 0))
    host.send(.pointerExited(time: 0))
    #expect(host.scene.cursor == .arrow)
  }

  // MARK: Edits

  @Test func thePreviewFollowsItsLinkThroughAnEdit() throws {
    var host = SceneFixture.host()
    let (link, rects) = try #require(host.scene.first(.url))
    host.press(center(rects[0]), for: 0.6)
    host.settle()
    var scene = host.scene
    // A new line before the link's paragraph (the first stays at the top): the link moves 20 pt
    // down and 2 units on.
    let start = try #require(scene.items.text.document.paragraphs.range(ofParagraph: 1)?.location)
    let events = try scene.replaceCharacters(in: NSRange(location: start, length: 0), with: "X\n", time: host.now)
    #expect(events == [])
    #expect(scene.items.previewedToken?.range.location == link.range.location + 2)
    var edited = VirtualHost(scene: scene, time: host.now)
    #expect(edited.key(.escape) == [.returning(rects.map { $0.offsetBy(dx: 0, dy: 20) })])
    // A range beyond the text throws and changes nothing.
    let unchanged = scene.items.text.document.length
    do {
      try scene.replaceCharacters(in: NSRange(location: 1_000_000, length: 1), with: "", time: 0)
      Issue.record("an edit beyond the text must throw")
    } catch {}
    #expect(scene.items.text.document.length == unchanged)
  }
}
