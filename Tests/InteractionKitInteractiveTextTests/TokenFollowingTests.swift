import Foundation
import InteractionKitInteractiveText
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens
import Testing

/// Following a token through edits (`TextDocument.token(following:through:)`) and the viewport's
/// coordinate conversions.
@Suite struct TokenFollowingTests {
  static let string = "Go to https://swift.org and ask @ann"

  static func document() -> TextDocument {
    var document = TextDocument(string, detector: TokenDetector(profile: .twitter))
    document.detectAllTokens()
    return document
  }

  static func link(_ document: TextDocument) throws -> Token {
    try #require(document.tokens.first { $0.kind == .url })
  }

  @Test(arguments: [
    // (edit range, replacement, where the link starts after it; nil when it is gone)
    (NSRange(location: 0, length: 0), "Now ", 10 as Int?),  // typed before: moves right
    (NSRange(location: 0, length: 3), "", 3),  // deleted before: moves left
    (NSRange(location: 6, length: 0), "→ ", 8),  // typed right at its start: moves right
    (NSRange(location: 30, length: 5), "", 6),  // edited after: stays
    (NSRange(location: 23, length: 0), "/docs", 6),  // typed at its end: the longer link, same start
    (NSRange(location: 6, length: 1), "H", nil),  // its first character replaced: gone
    (NSRange(location: 10, length: 13), "", nil),  // its text cut: no link starts there
  ])
  func aTokenFollowsAnEditOrIsGone(edit: NSRange, replacement: String, start: Int?) throws {
    var document = Self.document()
    let link = try Self.link(document)
    #expect(link.range == NSRange(location: 6, length: 17))
    let change = try document.replaceCharacters(in: edit, with: replacement)
    let followed = document.token(following: link, through: change)
    #expect(followed?.range.location == start)
    if let followed { #expect(followed.kind == .url && document.tokens.contains(followed)) }
  }

  @Test func theViewportConversionsAreInverseAndMoveByItsOrigin() throws {
    var text = ViewportTextLayout(
      document: Self.document(), engine: FakeTextLayoutEngine(), container: TextContainer(width: 400))
    try text.setViewport(CGRect(x: 0, y: 12, width: 400, height: 100))
    let content = CGPoint(x: 70, y: 15)
    #expect(text.viewPoint(forContentPoint: content) == CGPoint(x: 70, y: 3))
    #expect(text.contentPoint(forViewPoint: text.viewPoint(forContentPoint: content)) == content)
    let link = try Self.link(text.document)
    let rects = text.lineRects(for: link)
    #expect(rects == [CGRect(x: 60, y: 0, width: 170, height: 20)])
    #expect(rects.map(text.viewRect(forContentRect:)) == [CGRect(x: 60, y: -12, width: 170, height: 20)])
  }

  @Test func theVisibleLineRectsAreTheTextsLinesAndItsTokensPieces() throws {
    var text = ViewportTextLayout(
      document: Self.document(), engine: FakeTextLayoutEngine(), container: TextContainer(width: 200))
    try text.setViewport(CGRect(x: 0, y: 0, width: 200, height: 100))
    // 20 columns: "Go to " | "https://swift.org " | "and ask @ann".
    #expect(text.visibleLineRects == [
      CGRect(x: 0, y: 0, width: 60, height: 20), CGRect(x: 0, y: 20, width: 180, height: 20),
      CGRect(x: 0, y: 40, width: 120, height: 20),
    ])
    let tokens = text.visibleTokenLineRects
    #expect(tokens.map(\.token.kind) == [.url, .mention])
    #expect(tokens.map(\.lineRects) == [
      [CGRect(x: 0, y: 20, width: 170, height: 20)], [CGRect(x: 80, y: 40, width: 40, height: 20)],
    ])
  }
}
