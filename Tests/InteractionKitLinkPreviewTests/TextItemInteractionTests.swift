import Foundation
import InteractionKitGeometry
import InteractionKitInteractiveText
import InteractionKitLinkPreview
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens
import Testing

/// The interactive text → link preview hand-off, with no host glue: touches in, effects out, the
/// previewed link followed by its token through scrolls and edits.
///
/// Geometry with `FakeTextLayoutEngine` (10 pt graphemes, 20 pt lines): in "See https://swift.org now
/// and @ann", the link is units 4..<21, one line piece at (40, 0, 170, 20) in content coordinates.
/// The text view sits at (20, 100) in a 390 × 844 container, so the link is at (60, 100, 170, 20)
/// there, and a touch at (70, 110) is on it.
@Suite struct TextItemInteractionTests {
  static let string = "See https://swift.org now and @ann"
  static let viewFrame = CGRect(x: 20, y: 100, width: 320, height: 200)
  static let onLink = CGPoint(x: 70, y: 110)
  /// `@ann` (units 30..<34) does not fit the 32 columns of the first line: it starts the second,
  /// at (0, 20, 40, 20) in content coordinates.
  static let onMention = CGPoint(x: 20 + 15, y: 100 + 30)

  static func make() throws -> TextItemInteraction {
    let document = TextDocument(string, detector: TokenDetector(profile: .twitter))
    var text = ViewportTextLayout(document: document, engine: FakeTextLayoutEngine(), container: TextContainer(width: 320))
    try text.setViewport(CGRect(x: 0, y: 0, width: 320, height: 200))
    return TextItemInteraction(
      text: text,
      layout: LinkPreviewLayout(
        viewBounds: viewFrame, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
        cardSize: CGSize(width: 300, height: 200)))
  }

  static func link(_ items: TextItemInteraction) throws -> Token {
    try #require(items.text.document.tokens.first { $0.kind == .url })
  }

  static func lift(_ effects: [TextItemInteraction.Effect]) -> LinkPreviewTransition? {
    for case .linkPreview(.lift(let transition)) in effects { return transition }
    return nil
  }

  @Test func theTextAndTheLinkAreWhereTheConversionsSay() throws {
    let items = try Self.make()
    let link = try Self.link(items)
    #expect(link.range == NSRange(location: 4, length: 17))
    #expect(items.text.lineRects(for: link) == [CGRect(x: 40, y: 0, width: 170, height: 20)])
    let source = try #require(items.text.linkPreviewSource(at: Self.onLink, viewFrame: Self.viewFrame))
    #expect(source.lineRects == [CGRect(x: 60, y: 100, width: 170, height: 20)])
    #expect(source.token == link)
    #expect(source.id == LinkPreviewSource.ID(token: link))
    #expect(source.range == link.range)
    // A mention is a token, but not a link a preview lifts; nothing and non-finite points neither.
    #expect(items.text.token(at: CGPoint(x: 15, y: 30)).map(\.kind) == .mention)
    #expect(items.text.linkPreviewSource(at: Self.onMention, viewFrame: Self.viewFrame) == nil)
    #expect(items.text.linkPreviewSource(at: CGPoint(x: 25, y: 190), viewFrame: Self.viewFrame) == nil)
    #expect(items.text.linkPreviewSource(at: CGPoint(x: CGFloat.nan, y: 110), viewFrame: Self.viewFrame) == nil)
  }

  @Test func aLongPressOnALinkLiftsItsPreviewAndEndsTheTextsHighlight() throws {
    var items = try Self.make()
    let link = try Self.link(items)
    #expect(items.handle(.touchDown(Self.onLink, time: 0)) == [.text(.highlight(link))])
    #expect(items.isPreviewing)
    #expect(items.previewedToken == link)
    #expect(items.nextDeadline == 0.15)
    let effects = items.handle(.time(0.4))
    let lift = try #require(Self.lift(effects))
    #expect(lift.lineRects == [CGRect(x: 60, y: 100, width: 170, height: 20)])
    #expect(effects.last == .text(.unhighlight))
    #expect(items.textInteraction.highlightedToken == nil)
    // The text's own long press (due at 0.4 s too: both take `PressTiming.phone`) is the preview's
    // now: no `.longPress` for the link.
    let later = items.handle(.time(0.6)) + items.handle(.touchUp(Self.onLink, time: 0.7))
    #expect(!later.contains(.text(.longPress(link))))
    #expect(!later.contains(.text(.tap(link))))
  }

  @Test func aQuickTapOnALinkTapsItAndCancelsThePress() throws {
    var items = try Self.make()
    let link = try Self.link(items)
    items.handle(.touchDown(Self.onLink, time: 0))
    let effects = items.handle(.touchUp(Self.onLink, time: 0.3))
    #expect(effects.contains(.text(.tap(link))))
    #expect(effects.contains { if case .linkPreview(.cancelPressEffect) = $0 { true } else { false } })
    #expect(Self.lift(effects) == nil)
  }

  @Test func aLongPressOnAMentionIsTheTextsOwn() throws {
    var items = try Self.make()
    let mention = try #require(items.text.document.tokens.first { $0.kind == .mention })
    #expect(items.handle(.touchDown(Self.onMention, time: 0)) == [.text(.highlight(mention))])
    #expect(!items.isPreviewing)
    #expect(items.nextDeadline == 0.4)
    #expect(items.handle(.time(0.39)) == [])
    #expect(items.handle(.time(0.4)) == [.text(.longPress(mention))])
  }

  /// The check of the issue: the preview follows its link through a scroll and an edit, and the
  /// dismissal returns it to where the link is then, with the identity it was lifted with.
  @Test func thePreviewFollowsItsLinkThroughAScrollAndAnEdit() throws {
    var items = try Self.make()
    let link = try Self.link(items)
    items.handle(.touchDown(Self.onLink, time: 0))
    items.handle(.time(0.4))
    items.handle(.touchUp(Self.onLink, time: 0.5))
    items.handle(.time(1.2))
    guard case .previewing = items.linkPreview.state else {
      Issue.record("expected the card, got \(items.linkPreview.state)")
      return
    }

    // Scroll the text down by 5 pt: the link moves up in the container.
    try items.setViewport(CGRect(x: 0, y: 5, width: 320, height: 200))
    #expect(items.linkPreview.subject?.source?.lineRects == [CGRect(x: 60, y: 95, width: 170, height: 20)])

    // Type "Hi " at the start: the link moves 3 graphemes right, keeps its identity.
    try items.replaceCharacters(in: NSRange(location: 0, length: 0), with: "Hi ")
    let moved = try #require(items.previewedToken)
    #expect(moved.range == NSRange(location: 7, length: 17))
    #expect(moved.text == link.text)
    let source = try #require(items.linkPreview.subject?.source)
    #expect(source.lineRects == [CGRect(x: 90, y: 95, width: 170, height: 20)])
    #expect(source.id == LinkPreviewSource.ID(token: link))

    // Dismiss: the preview returns onto the link's current rects.
    let effects = items.handle(.dismiss(time: 2))
    let back = try #require(effects.lazy.compactMap { effect -> LinkPreviewTransition? in
      if case .linkPreview(.dismissToSource(let t)) = effect { return t } else { return nil }
    }.first)
    #expect(back.lineRects == [CGRect(x: 90, y: 95, width: 170, height: 20)])
    items.handle(.time(3))
    #expect(!items.isPreviewing)
    #expect(items.previewedToken == nil)
  }

  @Test func aPreviewWhoseLinkWasEditedAwayFadesOut() throws {
    var items = try Self.make()
    let link = try Self.link(items)
    items.handle(.touchDown(Self.onLink, time: 0))
    items.handle(.time(0.4))
    try items.replaceCharacters(in: link.range, with: "")
    #expect(items.previewedToken == nil)
    let effects = items.handle(.dismiss(time: 1))
    #expect(effects.contains { if case .linkPreview(.fadeOut) = $0 { true } else { false } })
  }

  @Test func aNewStyleOrContainerKeepsThePreviewOnItsLink() throws {
    var items = try Self.make()
    let link = try Self.link(items)
    items.handle(.touchDown(Self.onLink, time: 0))
    items.handle(.time(0.4))
    var style = items.text.style
    style.baseAttributes.foregroundColor = .white
    style.touchSlop = 3
    items.setStyle(style)
    #expect(items.text.style.baseAttributes.foregroundColor == .white)
    #expect(items.textInteraction.style.touchSlop == 3)
    #expect(items.linkPreview.subject?.source?.lineRects == [CGRect(x: 60, y: 100, width: 170, height: 20)])
    // A narrower container wraps "See " and the link onto one line of 21 columns: the link stays.
    items.setContainer(TextContainer(width: 210))
    #expect(items.previewedToken == link)
    #expect(items.linkPreview.subject?.source?.lineRects == [CGRect(x: 60, y: 100, width: 170, height: 20)])
  }

  @Test func scrollingARangeIntoViewMovesThePreviewWithItsLink() throws {
    var items = try Self.make()
    let link = try Self.link(items)
    items.handle(.touchDown(Self.onLink, time: 0))
    items.handle(.time(0.4))
    try items.setViewport(CGRect(x: 0, y: 15, width: 320, height: 200))
    #expect(items.linkPreview.subject?.source?.lineRects == [CGRect(x: 60, y: 85, width: 170, height: 20)])
    // The link's line starts above the viewport: the smallest scroll puts it at the top again.
    try items.scrollRangeToVisible(link.range)
    #expect(items.text.viewport.minY == 0)
    #expect(items.linkPreview.subject?.source?.lineRects == [CGRect(x: 60, y: 100, width: 170, height: 20)])
  }

  @Test func whilePreviewingTheTextIgnoresKeyboardFocus() throws {
    var items = try Self.make()
    let link = try Self.link(items)
    #expect(items.handle(.focusNext) == [.text(.focus(link))])
    items.handle(.touchDown(Self.onLink, time: 0))
    items.handle(.time(0.4))
    #expect(items.handle(.focusNext) == [])
  }
}
