import Foundation
import InteractionKitInteractiveText
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens
import Testing

/// Viewport layout of a generated 10 MB document with a counting fake engine (10 pt graphemes, 20 pt lines).
@Suite struct ViewportLayoutTests {
  static let width: CGFloat = 320
  static let screen = CGSize(width: 320, height: 640)

  /// The paragraphs a pass must lay out from paragraph `first` (top at 0) down to `bottom`, by an
  /// independent computation of each paragraph's height.
  static func expectedParagraphs(from first: Int, covering bottom: CGFloat, in document: GeneratedDocument) -> [Int] {
    let units = Array(document.string.utf16)
    var result: [Int] = []
    var y: CGFloat = 0
    var start = document.paragraphLengths[..<first].reduce(0, +)
    var index = first
    while y < bottom, index < document.paragraphLengths.count {
      let length = document.paragraphLengths[index]
      let text = String(decoding: units[start ..< start + max(0, length - 1)], as: UTF16.self)
      y += fakeHeight(text, width: width)
      result.append(index)
      start += length
      index += 1
    }
    return result
  }

  @Test func firstScreenOfTenMegabytesLaysOutOnlyTheFirstParagraphs() throws {
    let generated = tenMegabytes
    let document = try generated.document()
    #expect(document.length >= 10_000_000)
    let engine = FakeTextLayoutEngine()
    var layout = ViewportTextLayout(
      document: document, engine: engine, container: TextContainer(width: Self.width), overscan: 200)
    #expect(engine.counter.calls == 0)
    try layout.setViewport(CGRect(origin: .zero, size: Self.screen))

    let expected = Self.expectedParagraphs(from: 0, covering: 640 + 200, in: generated)
    #expect(layout.laidOutParagraphIndices == expected)
    #expect(engine.counter.calls == expected.count)
    let expectedCharacters = expected.map { generated.paragraphLengths[$0] - 1 }.reduce(0, +)
    #expect(engine.counter.characters == expectedCharacters)
    // O(screen): 42 lines of 32 columns (plus the last paragraph's overhang), nothing like 10 MB.
    #expect(engine.counter.characters < 3_000)
    #expect(layout.viewport == CGRect(origin: .zero, size: Self.screen))
    #expect(layout.visibleParagraphs.first?.index == 0)
    #expect(layout.visibleParagraphs.last.map { $0.frame.maxY >= 640 } == true)
  }

  @Test func scrollingToTheMiddleLaysOutOnlyWhatComesIntoView() throws {
    let generated = tenMegabytes
    let engine = FakeTextLayoutEngine()
    var layout = ViewportTextLayout(
      document: try generated.document(), engine: engine, container: TextContainer(width: Self.width), overscan: 200)
    try layout.setViewport(CGRect(origin: .zero, size: Self.screen))
    let firstScreen = Set(layout.laidOutParagraphIndices)
    let before = engine.counter.characters

    let middle = layout.contentSize.height / 2
    try layout.setViewport(CGRect(origin: CGPoint(x: 0, y: middle), size: Self.screen))
    let new = Set(layout.laidOutParagraphIndices).subtracting(firstScreen)
    #expect(!new.isEmpty)
    #expect(engine.counter.characters - before < 4_000)
    #expect(engine.counter.calls == firstScreen.count + new.count)
    // Every newly laid-out paragraph lies within the viewport plus overscan.
    let reach = layout.viewport.insetBy(dx: 0, dy: -200)
    for index in new {
      let frame = try #require(layout.frame(ofParagraph: index))
      #expect(frame.maxY > reach.minY && frame.minY < reach.maxY, "paragraph \(index) at \(frame)")
    }
    // The visible paragraphs are laid out and cover the viewport.
    let visible = layout.visibleParagraphs
    #expect(try #require(visible.first).frame.minY <= layout.viewport.minY)
    #expect(try #require(visible.last).frame.maxY >= layout.viewport.maxY)
    // The middle of the document is about half way through the paragraphs.
    let fraction = Double(try #require(visible.first).index) / Double(generated.paragraphLengths.count)
    #expect(abs(fraction - 0.5) < 0.05)

    // A small scroll lays out only the paragraphs that come into view.
    let calls = engine.counter.calls
    try layout.setViewport(layout.viewport.offsetBy(dx: 0, dy: 100))
    #expect(engine.counter.calls - calls <= 3)
    // Scrolling back to the top reuses the cache.
    let callsBeforeTop = engine.counter.calls
    try layout.setViewport(CGRect(origin: .zero, size: Self.screen))
    #expect(engine.counter.calls == callsBeforeTop)
  }

  @Test func viewportStaysAnchoredWhenParagraphsAboveGetMeasured() throws {
    let generated = GeneratedDocument(length: 200_000, seed: 3)
    var layout = ViewportTextLayout(
      document: try generated.document(), engine: FakeTextLayoutEngine(), container: TextContainer(width: Self.width),
      overscan: 300)
    let requested = CGRect(x: 0, y: 40_000, width: 320, height: 640)
    // Before any measurement, the paragraph at y = 40,000 and the offset into it, by the estimates.
    let anchor = try #require(
      (0 ..< generated.paragraphLengths.count).first { (layout.frame(ofParagraph: $0)?.maxY ?? 0) > requested.minY })
    let offset = requested.minY - (try #require(layout.frame(ofParagraph: anchor))).minY
    try layout.setViewport(requested)
    // Paragraphs above were measured and the estimates refined, so y moved, but the same paragraph
    // is at the viewport's top with the same offset.
    let frame = try #require(layout.frame(ofParagraph: anchor))
    #expect(abs(layout.viewport.minY - frame.minY - offset) < 1e-6)
    #expect(layout.isParagraphMeasured(anchor))
    #expect(layout.isParagraphMeasured(anchor - 1))
  }

  @Test func estimatesConvergeOnTheTrueHeight() throws {
    let generated = GeneratedDocument(length: 300_000, seed: 11)
    var layout = ViewportTextLayout(
      document: try generated.document(), engine: FakeTextLayoutEngine(), container: TextContainer(width: Self.width))
    let units = Array(generated.string.utf16)
    var start = 0
    var truth: CGFloat = 0
    for length in generated.paragraphLengths {
      truth += fakeHeight(String(decoding: units[start ..< start + max(0, length - 1)], as: UTF16.self), width: Self.width)
      start += length
    }
    try layout.setViewport(CGRect(origin: .zero, size: Self.screen))
    // After one screen of samples the estimate is within 10 % of the true height.
    #expect(abs(layout.contentSize.height - truth) / truth < 0.10)
    #expect(layout.contentSize.width == 320)
  }

  @Test func editLaysOutOnlyItsParagraphAgain() throws {
    let generated = tenMegabytes
    let engine = FakeTextLayoutEngine()
    var layout = ViewportTextLayout(
      document: try generated.document(), engine: engine, container: TextContainer(width: Self.width), overscan: 200)
    try layout.setViewport(CGRect(origin: .zero, size: Self.screen))
    let laidOut = layout.laidOutParagraphIndices
    let calls = engine.counter.calls
    let characters = engine.counter.characters
    let paragraph = try #require(layout.document.paragraphs.range(ofParagraph: 2))

    try layout.replaceCharacters(in: NSRange(location: paragraph.location + 3, length: 0), with: "xyz")
    #expect(engine.counter.calls == calls + 1)
    #expect(engine.counter.characters == characters + paragraph.length - 1 + 3)
    #expect(engine.counter.texts.last?.utf16.count == paragraph.length + 2)
    #expect(layout.laidOutParagraphIndices == laidOut)

    // Splitting a paragraph with a newline lays out exactly the two halves; later paragraphs move
    // by one index and keep their layouts.
    let next = try #require(layout.document.paragraphs.range(ofParagraph: 1))
    try layout.replaceCharacters(in: NSRange(location: next.location + 4, length: 0), with: "\n")
    #expect(engine.counter.calls == calls + 3)
    #expect(layout.laidOutParagraphIndices == [0, 1, 2] + laidOut.filter { $0 >= 2 }.map { $0 + 1 })
    #expect(layout.document.paragraphs.count == generated.paragraphLengths.count + 1)
  }

  @Test func editFarBelowTheViewportLaysOutNothing() throws {
    let (layout0, engine) = try makeLayout(String(repeating: "some words here\n", count: 2_000), viewportHeight: 640)
    var layout = layout0
    let calls = engine.counter.calls
    let far = try #require(layout.document.paragraphs.range(ofParagraph: 1_500))
    try layout.replaceCharacters(in: NSRange(location: far.location, length: 4), with: "many")
    #expect(engine.counter.calls == calls)
    #expect(layout.viewport.minY == 0)
  }

  @Test func retokenizingRestylesOnlyTheTouchedParagraph() throws {
    let (layout0, engine) = try makeLayout("one @a\ntwo @b\nthree @c\n", viewportHeight: 640)
    var layout = layout0
    let calls = engine.counter.calls
    try layout.replaceTokens(in: NSRange(location: 7, length: 6), with: [])
    #expect(engine.counter.calls == calls + 1)
    #expect(engine.counter.texts.last == "two @b")
    #expect(layout.document.tokens.map(\.text) == ["@a", "@c"])
    #expect(layout.visibleParagraphs[1].tokens.isEmpty)
  }

  @Test func hugeSingleLineIsLaidOutPieceByPiece() throws {
    // One 1 MB line without a separator: the paragraph index splits it into 4,096-unit pieces.
    let line = String(repeating: "word ", count: 200_000)
    let engine = FakeTextLayoutEngine()
    var layout = ViewportTextLayout(
      document: TextDocument(line, detector: nil), engine: engine, container: TextContainer(width: Self.width))
    try layout.setViewport(CGRect(origin: .zero, size: Self.screen))
    #expect(engine.counter.calls == 1)
    #expect(engine.counter.characters <= 4_096)
  }

  @Test func widthAndStyleChangesLayOutAgain() throws {
    let (layout0, engine) = try makeLayout("a fairly long first paragraph that wraps\nsecond", viewportHeight: 640)
    var layout = layout0
    #expect(layout.visibleParagraphs.map(\.frame.height) == [40, 20])
    let calls = engine.counter.calls
    layout.setContainer(TextContainer(width: 100))
    #expect(engine.counter.calls == calls + 2)
    #expect(layout.visibleParagraphs.map(\.frame.height) == [80, 20])
    var style = layout.style
    style.defaultTokenStyle.color = .systemRed
    layout.setStyle(style)
    #expect(engine.counter.calls == calls + 4)
  }

  @Test func cacheIsTrimmedToItsLimit() throws {
    let (layout0, _) = try makeLayout(String(repeating: "line\n", count: 2_000), viewportHeight: 200)
    var layout = layout0
    layout.maximumCachedParagraphs = 20
    for step in 1 ... 30 { try layout.setViewport(CGRect(x: 0, y: CGFloat(step * 400), width: 320, height: 200)) }
    #expect(layout.laidOutParagraphIndices.count <= 20)
    for paragraph in layout.visibleParagraphs { #expect(layout.isParagraphLaidOut(paragraph.index)) }
    layout.maximumCachedParagraphs = 0
    #expect(layout.maximumCachedParagraphs == 1)
  }

  @Test func scrollRangeToVisibleBringsATokenIntoView() throws {
    let string = String(repeating: "filler text\n", count: 500) + "find @me here"
    let (layout0, _) = try makeLayout(string, viewportHeight: 200)
    var layout = layout0
    let token = try #require(layout.document.tokens.last)
    try layout.scrollRangeToVisible(token.range)
    let rect = try #require(layout.lineRects(for: token).first)
    #expect(layout.viewport.minY <= rect.minY && rect.maxY <= layout.viewport.maxY)
    #expect(layout.token(at: CGPoint(x: rect.midX, y: rect.midY), slop: 0) == token)
    // Already visible: nothing moves.
    let viewport = layout.viewport
    try layout.scrollRangeToVisible(token.range)
    #expect(layout.viewport == viewport)
  }

  @Test func unboundedContainerLaysEachParagraphOnOneLine() throws {
    let engine = FakeTextLayoutEngine()
    var layout = ViewportTextLayout(
      document: makeDocument("short\na much longer paragraph @x\n"), engine: engine, container: TextContainer(width: nil))
    try layout.setViewport(CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(layout.visibleParagraphs.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0, y: 20, width: 260, height: 20),
      CGRect(x: 0, y: 40, width: 0, height: 20),
    ])
    #expect(layout.contentSize == CGSize(width: 260, height: 60))
    #expect(layout.token(at: CGPoint(x: 245, y: 30), slop: 0)?.text == "@x")
  }

  @Test func editsThroughTheLayoutRetokenizeWithTheDocumentsDetector() throws {
    let engine = FakeTextLayoutEngine()
    var layout = ViewportTextLayout(
      document: TextDocument("hello\nworld\n", detector: TokenDetector(profile: .twitter)), engine: engine,
      container: TextContainer(width: 320))
    try layout.setViewport(CGRect(x: 0, y: 0, width: 320, height: 200))
    let calls = engine.counter.calls
    try layout.replaceCharacters(in: NSRange(location: 11, length: 0), with: " #new")
    #expect(layout.document.tokens.map(\.text) == ["#new"])
    #expect(engine.counter.calls == calls + 1)
    #expect(layout.token(at: CGPoint(x: 65, y: 30), slop: 0)?.text == "#new")
    // Replacing the whole document keeps nothing but the scroll position.
    layout.setDocument(makeDocument("@only"))
    #expect(layout.visibleParagraphs.count == 1)
    #expect(layout.token(at: CGPoint(x: 5, y: 5), slop: 0)?.text == "@only")
  }

  @Test func badViewportsAreRejectedOrClamped() throws {
    let (layout0, _) = try makeLayout("text", viewportHeight: 100)
    var layout = layout0
    let before = layout.viewport
    #expect(throws: InteractiveTextError.self) { try layout.setViewport(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)) }
    #expect(throws: InteractiveTextError.self) { try layout.setViewport(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)) }
    #expect(layout.viewport == before)
    try layout.setViewport(CGRect(x: 0, y: 0, width: -50, height: -10))
    #expect(layout.viewport.size == .zero)
    #expect(layout.visibleParagraphs.isEmpty)
    layout.overscan = -5
    #expect(layout.overscan == 0)
    layout.overscan = .nan
    #expect(layout.overscan == 0)
    // Far beyond the end, or above the top: nothing crashes, nothing is visible below the text.
    try layout.setViewport(CGRect(x: 0, y: 1e9, width: 320, height: 100))
    #expect(layout.visibleParagraphs.isEmpty)
    try layout.setViewport(CGRect(x: 0, y: -50, width: 320, height: 100))
    #expect(layout.visibleParagraphs.map(\.index) == [0])
    #expect(layout.frame(ofParagraph: 5) == nil)
    #expect(throws: InteractiveTextError.self) { try layout.scrollRangeToVisible(NSRange(location: 3, length: 9)) }
  }
}
