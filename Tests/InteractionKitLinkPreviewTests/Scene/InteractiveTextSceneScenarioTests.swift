import Foundation
import InteractionKitGeometry
import InteractionKitInteractiveText
import InteractionKitLinkPreview
import InteractionKitLiveScene
import InteractionKitScene
import InteractionKitTestSupport
import InteractionKitTextTokens
import Testing

/// The live timeline scenarios of `scripts/e2e_showcase.py`, headless: the same actions on a
/// virtual clock, the same assertions on the scene's events, layers and geometry.
@Suite struct InteractiveTextSceneScenarioTests {
  @Test func tapAMention() throws {
    var host = SceneFixture.host()
    let (mention, rects) = try #require(host.scene.first(.mention))
    #expect(mention.text == "@anna@mastodon.social")
    // "Anna Lind " is 10 columns: the mention starts at x 16 + 100 on the first line.
    #expect(rects == [CGRect(x: 116, y: 8, width: 210, height: 20)])
    #expect(host.tap(center(rects[0])) == [.tapped(mention)])
    #expect(host.lifts.isEmpty)
  }

  @Test func longPressALinkLiftsItAndEscapeDismisses() throws {
    var host = SceneFixture.host()
    let (link, rects) = try #require(host.scene.first(.url))
    #expect(link.text == "https://swift.org/documentation")
    let before = host.layerTree
    #expect(before.layer("linkPreview.dimming") == nil)
    host.send(.pointerDown(center(rects[0]), time: 0))
    // The press waits for its press effect: a timer, no frames.
    #expect(host.nextWake == .at(0.15))
    host.run(for: 1)
    // The bubble lifts at the long-press time, on the first frame at or after it.
    let lift = try #require(host.lifts.first)
    #expect(lift.token == link)
    #expect(lift.time >= 0.4 - 1e-9 && lift.time <= 0.4 + 1.0 / 60 + 1e-9)
    host.send(.pointerUp(center(rects[0]), time: host.now))
    host.settle()
    // The text outside the bubble is dimmed: the dimming covers the scene at full opacity.
    let dimming = try #require(host.layerTree.layer("linkPreview.dimming"))
    #expect(dimming.opacity == 1)
    #expect(dimming.frame == CGRect(x: 0, y: 0, width: 900, height: 600))
    #expect(host.nextWake == .never)
    host.key(.escape)
    host.settle()
    #expect(host.returned == rects)
    #expect(host.happened(.dismissed))
    // The dimming is gone after the dismissal.
    #expect(host.layerTree.layer("linkPreview.dimming") == nil)
    #expect(host.scene.preview == nil)
    #expect(host.nextWake == .never)
  }

  @Test func onlyTheLinksTextLiftsAndItReturnsToWhereTheLinkIsAfterAScroll() throws {
    var host = SceneFixture.host()
    // A link with a word before it on its line: "… Read them at https://swift.org/documentation".
    let (link, rects) = try #require(host.scene.first(.url) { _, rects in rects[0].minX > 80 })
    let contentRects = host.scene.items.text.lineRects(for: link)
    host.send(.pointerDown(center(rects[0]), time: 0))
    host.run(for: 0.2)
    // Pressed: the link is highlighted in the text, and the preview snapshots the text with it.
    #expect(host.scene.items.textInteraction.highlightedToken == link)
    let preview = try #require(host.scene.preview)
    #expect(preview.parameters.textLineRects == contentRects)
    host.run(for: 0.25)
    // Lifted: the bubble's tight mask is the link's line rects, nothing beside them, and the text's
    // highlight has ended.
    #expect(host.lifts.map(\.token) == [link])
    let bubble = try #require(host.layerTree.layer("linkPreview.bubble"))
    let tight = try #require(host.layerTree.layer("linkPreview.bubble.tightMask")?.maskPath)
    let union = contentRects.dropFirst().reduce(contentRects[0]) { $0.union($1) }
    #expect(tight.boundingBox.offsetBy(dx: bubble.bounds.minX, dy: bubble.bounds.minY) == union)
    #expect(host.scene.items.textInteraction.highlightedToken == nil)
    host.run(for: 0.3)
    host.send(.pointerUp(center(rects[0]), time: host.now))
    host.settle()
    // The timeline scrolls under the card; then a click outside the card and the menu.
    #expect(host.send(.scroll(dx: 0, dy: 40, time: host.now)) == [.scrolled(CGPoint(x: 0, y: 40))])
    let outside = CGPoint(x: 20, y: 540)
    let layout = try #require(host.scene.items.linkPreview.menuLayout)
    #expect(!layout.previewFrame.contains(outside) && layout.menuFrame?.contains(outside) == false)
    host.tap(outside)
    host.settle()
    #expect(host.returned == rects.map { $0.offsetBy(dx: 0, dy: -40) })
    #expect(host.happened(.dismissed))
  }

  @Test func aQuickClickOnALinkTapsItWithoutLifting() throws {
    var host = SceneFixture.host()
    let (link, rects) = try #require(host.scene.first(.url))
    #expect(host.tap(center(rects[0])) == [.tapped(link)])
    host.run(for: 0.6)
    #expect(host.lifts.isEmpty)
    #expect(host.layerTree.layer("linkPreview.dimming") == nil)
    #expect(host.nextWake == .never)
  }

  @Test func scrollThenTapTheRightToken() throws {
    var host = SceneFixture.host()
    for _ in 0 ..< 4 { host.send(.scroll(dx: 0, dy: 50, time: host.now)) }
    #expect(host.scene.items.text.viewport.minY == 200)
    #expect(host.events.map(\.event).last == .scrolled(CGPoint(x: 0, y: 200)))
    let (hashtag, rects) = try #require(host.scene.first(.hashtag) { _, rects in rects[0].minY > 40 && rects[0].minY < 520 })
    #expect(host.tap(center(rects[0])) == [.tapped(hashtag)])
  }

  @Test func scrollTheBigDocumentToItsMiddleAndTapATokenThere() throws {
    let text = SyntheticCorpus.mixed(utf8Count: 3_000_000, seed: 7)
    let document = TextDocument(text, detector: TokenDetector(profile: .twitter))
    #expect(document.length > 1_000_000)
    var host = VirtualHost(
      scene: InteractiveTextScene(
        document: document, engine: FakeTextLayoutEngine(), environment: SceneEnvironment(size: SceneFixture.size)))
    // A click on the scroll track's middle jumps to the middle of the document.
    let events = host.tap(CGPoint(x: 894, y: 300))
    let scrolled = try #require(events.first)
    guard case .scrolled(let origin) = scrolled else {
      Issue.record("expected a scroll, got \(events)")
      return
    }
    let maximum = host.scene.maximumScrollOffset
    #expect(abs(origin.y - maximum / 2) < maximum * 0.02)
    let inside = host.scene.visibleTokens.filter { _, rects in
      rects.allSatisfy { $0.minY > 40 && $0.maxY < 560 && $0.maxX < 870 }
    }
    let target = try #require(inside.isEmpty ? nil : inside[inside.count / 2])
    #expect(target.token.range.location > document.length / 3)
    #expect(host.tap(center(target.lineRects[0])) == [.tapped(target.token)])
  }
}
