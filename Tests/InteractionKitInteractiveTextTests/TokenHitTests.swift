import Foundation
import InteractionKitInteractiveText
import InteractionKitTextTokens
import Testing

/// `token(at:)` with the fake engine: 10 pt per grapheme, 20 pt lines, so columns are exact.
@Suite struct TokenHitTests {
  @Test func pointOnATokenHitsIt() throws {
    let (layout, _) = try makeLayout("see @bob and #swift")
    // "@bob" covers columns 4…7, "#swift" columns 13…18.
    #expect(layout.token(at: CGPoint(x: 45, y: 10), slop: 0)?.text == "@bob")
    #expect(layout.token(at: CGPoint(x: 40, y: 0), slop: 0)?.text == "@bob")
    #expect(layout.token(at: CGPoint(x: 79.9, y: 19.9), slop: 0)?.text == "@bob")
    #expect(layout.token(at: CGPoint(x: 135, y: 10), slop: 0)?.text == "#swift")
    #expect(layout.token(at: CGPoint(x: 15, y: 10), slop: 0) == nil)
    #expect(layout.lineRects(for: try #require(layout.document.tokens.first)) == [CGRect(x: 40, y: 0, width: 40, height: 20)])
  }

  @Test func pointPastTheEndOfTheLineHitsNothing() throws {
    let (layout, _) = try makeLayout("hello @bob")
    // "@bob" ends at x = 100, the end of the line.
    #expect(layout.token(at: CGPoint(x: 105, y: 10), slop: 0) == nil)
    #expect(layout.token(at: CGPoint(x: 100, y: 10), slop: 0) == nil)
    #expect(layout.token(at: CGPoint(x: 300, y: 10)) == nil)
    // Within the default 12 pt slop the short token is still reachable, like a 44 pt target.
    #expect(layout.token(at: CGPoint(x: 105, y: 10))?.text == "@bob")
    #expect(layout.token(at: CGPoint(x: 112.5, y: 10)) == nil)
  }

  @Test func pointInTrailingWhiteSpaceHitsNothing() throws {
    // At 90 pt (9 columns) "aaaa #tag" fills line 1; its trailing space hangs past the used rect.
    let (layout, _) = try makeLayout("aaaa #tag bbbbbbbb", width: 90)
    let line = try #require(layout.visibleParagraphs.first?.layout.lineFragments.first)
    #expect(line.usedRect.width == 90)
    #expect(line.characterRange == NSRange(location: 0, length: 10))
    #expect(layout.token(at: CGPoint(x: 85, y: 10), slop: 0)?.text == "#tag")
    #expect(layout.token(at: CGPoint(x: 90, y: 10), slop: 0) == nil)
    #expect(layout.token(at: CGPoint(x: 89.99, y: 30), slop: 0) == nil)
    // A space between words inside a line is not the token either.
    let (inside, _) = try makeLayout("#tag rest")
    #expect(inside.token(at: CGPoint(x: 45, y: 10), slop: 0) == nil)
  }

  @Test func slopReachesAShortTokenAndPrefersTheClosest() throws {
    let (layout, _) = try makeLayout("x #a y")
    // "#a" covers x 20…40 on the only line (y 0…20).
    #expect(layout.token(at: CGPoint(x: 47, y: 10), slop: 0) == nil)
    #expect(layout.token(at: CGPoint(x: 47, y: 10), slop: 12)?.text == "#a")
    #expect(layout.token(at: CGPoint(x: 47, y: 10), slop: 5) == nil)
    #expect(layout.token(at: CGPoint(x: 30, y: 29), slop: 12)?.text == "#a")
    #expect(layout.token(at: CGPoint(x: 30, y: -8), slop: 12)?.text == "#a")
    #expect(layout.token(at: CGPoint(x: 30, y: -13), slop: 12) == nil)

    let (two, _) = try makeLayout("#a x #b")
    // "#a" at x 0…20, "#b" at x 50…70.
    #expect(two.token(at: CGPoint(x: 38, y: 10), slop: 15)?.text == "#b")
    #expect(two.token(at: CGPoint(x: 27, y: 10), slop: 15)?.text == "#a")
    // Equidistant (15 pt from each): the earlier token wins.
    #expect(two.token(at: CGPoint(x: 35, y: 10), slop: 15)?.text == "#a")
  }

  @Test func tokenUnderThePointBeatsACloserNeighbour() throws {
    // "@a" covers x 0…20, "@bc" x 30…60: with 12 pt of slop, x = 31 is 11 pt from "@a" but on "@bc".
    let (adjacent, _) = try makeLayout("@a @bc")
    #expect(adjacent.token(at: CGPoint(x: 31, y: 10))?.text == "@bc")
    #expect(adjacent.token(at: CGPoint(x: 19, y: 10))?.text == "@a")
    #expect(adjacent.token(at: CGPoint(x: 24, y: 10))?.text == "@a")
    #expect(adjacent.token(at: CGPoint(x: 26, y: 10))?.text == "@bc")
  }

  @Test func afterEmojiTheRightTokenIsHit() throws {
    // A glyph- or grapheme-index bug lands on the wrong token after emoji: 😀 is 2 UTF-16 units,
    // the family 8, and each is one 10 pt grapheme here.
    let string = "😀👨‍👩‍👧 #tag @bob"
    let (layout, _) = try makeLayout(string)
    let tag = try #require(layout.token(at: CGPoint(x: 35, y: 10), slop: 0))
    #expect(tag.text == "#tag")
    #expect(tag.range == NSRange(location: 11, length: 4))
    #expect(layout.token(at: CGPoint(x: 85, y: 10), slop: 0)?.range == NSRange(location: 16, length: 4))
    #expect(layout.token(at: CGPoint(x: 75, y: 10), slop: 0) == nil)

    let (accents, _) = try makeLayout("e\u{301}e\u{301}e\u{301} @x")
    #expect(accents.token(at: CGPoint(x: 45, y: 10), slop: 0)?.range == NSRange(location: 7, length: 2))
  }

  @Test func tokenThatWrapsIsHitOnEveryLine() throws {
    let (layout, _) = try makeLayout("ab #abcdefghijklmnop", width: 100)
    // "#abcdefghijklmnop" (17 graphemes) does not fit after "ab ": it breaks onto lines 2 and 3.
    let token = try #require(layout.document.tokens.first)
    #expect(layout.lineRects(for: token) == [
      CGRect(x: 0, y: 20, width: 100, height: 20), CGRect(x: 0, y: 40, width: 70, height: 20),
    ])
    #expect(layout.token(at: CGPoint(x: 5, y: 25), slop: 0) == token)
    #expect(layout.token(at: CGPoint(x: 65, y: 45), slop: 0) == token)
    #expect(layout.token(at: CGPoint(x: 75, y: 45), slop: 0) == nil)
  }

  @Test func tokensInLaterParagraphsAreFoundByY() throws {
    let (layout, _) = try makeLayout("first line\n\n#two here\nthree @x")
    #expect(layout.token(at: CGPoint(x: 15, y: 45), slop: 0)?.text == "#two")
    #expect(layout.token(at: CGPoint(x: 65, y: 65), slop: 0)?.text == "@x")
    #expect(layout.token(at: CGPoint(x: 15, y: 25), slop: 0) == nil)
    // 12 pt of slop from the empty paragraph (y 20…40) reaches "#two" below it.
    #expect(layout.token(at: CGPoint(x: 15, y: 30), slop: 12)?.text == "#two")
  }

  @Test func paragraphsThatAreNotLaidOutAreNotHit() throws {
    let string = String(repeating: "plain text\n", count: 200) + "@far"
    let (layout, _) = try makeLayout(string, viewportHeight: 100)
    let far = try #require(layout.document.tokens.last)
    #expect(!layout.isParagraphLaidOut(200))
    let estimated = try #require(layout.frame(ofParagraph: 200))
    #expect(layout.token(at: CGPoint(x: 5, y: estimated.midY), slop: 0) == nil)
    #expect(layout.lineRects(for: far).isEmpty)
  }

  @Test func nonFinitePointsHitNothing() throws {
    let (layout, _) = try makeLayout("@bob")
    #expect(layout.token(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
    #expect(layout.token(at: CGPoint(x: 5, y: CGFloat.infinity)) == nil)
    #expect(layout.token(at: CGPoint(x: 5, y: 10), slop: .nan)?.text == "@bob")
    #expect(layout.token(at: CGPoint(x: 45, y: 10), slop: -3) == nil)
    #expect(layout.token(at: CGPoint(x: 45, y: 10), slop: .infinity) == nil)
  }

  @Test func emptyDocumentHitsNothing() throws {
    let (layout, _) = try makeLayout("")
    #expect(layout.document.paragraphs.count == 1)
    #expect(layout.visibleParagraphs.count == 1)
    #expect(layout.token(at: CGPoint(x: 0, y: 0)) == nil)
    #expect(layout.token(after: nil) == nil)
  }
}
