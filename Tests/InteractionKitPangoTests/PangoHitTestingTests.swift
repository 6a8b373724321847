import Foundation
import InteractionKitPango
import InteractionKitTextLayout
import Testing

@Suite struct PangoHitTestingTests {
  private let laidOut = layout(referenceParagraph, TextContainer(width: 300))

  @Test func exactHitsInsideTheText() throws {
    // The centre of "https://example.com/" on line 0 is inside the URL.
    let url = try #require(utf16Range(of: "https://example.com/", in: referenceParagraph))
    let rect = try #require(try laidOut.enclosingRects(for: url).first)
    let hit = try #require(laidOut.characterIndex(at: CGPoint(x: rect.midX, y: rect.midY), mode: .exact))
    #expect(NSLocationInRange(hit, url))
    #expect(laidOut.characterIndex(at: CGPoint(x: 0.5, y: 8), mode: .exact) == 0)
  }

  @Test func pointFarBelowTheText() {
    let lastLine = laidOut.lineFragments[2]
    let below = CGPoint(x: 10, y: 1000)
    #expect(laidOut.characterIndex(at: below, mode: .exact) == nil)
    // Nearest: the character at that x on the last line ("tap": x = 10 is inside the "a").
    let sameX = laidOut.characterIndex(at: CGPoint(x: 10, y: lastLine.usedRect.midY), mode: .exact)
    #expect(sameX == 75)
    #expect(laidOut.characterIndex(at: below, mode: .nearest) == sameX)
    // Below and to the right: the last character, never the text's length.
    let farCorner = CGPoint(x: 1000, y: 1000)
    #expect(laidOut.characterIndex(at: farCorner, mode: .exact) == nil)
    #expect(laidOut.characterIndex(at: farCorner, mode: .nearest) == referenceParagraph.utf16.count - 1)
  }

  @Test func pointAboveTheText() {
    #expect(laidOut.characterIndex(at: CGPoint(x: 0.5, y: -40), mode: .exact) == nil)
    #expect(laidOut.characterIndex(at: CGPoint(x: 0.5, y: -40), mode: .nearest) == 0)
  }

  @Test func pointPastTheEndOfALine() {
    let line = laidOut.lineFragments[0]
    let point = CGPoint(x: line.usedRect.maxX + 5, y: line.usedRect.midY)
    #expect(point.x < 300)
    #expect(laidOut.characterIndex(at: point, mode: .exact) == nil)
    // The last character of line 0 is the "/" ending "https://example.com/".
    #expect(laidOut.characterIndex(at: point, mode: .nearest) == NSMaxRange(line.characterRange) - 1)
    #expect(laidOut.characterIndex(at: CGPoint(x: -5, y: line.usedRect.midY), mode: .exact) == nil)
    #expect(laidOut.characterIndex(at: CGPoint(x: -5, y: line.usedRect.midY), mode: .nearest) == 0)
  }

  @Test func rightHalfOfTheZWJFamilyStillReturnsItsFirstOffset() throws {
    // Pango reports the right half with trailing = 5 scalars; the character is still the family.
    let family = NSRange(location: 82, length: 8)
    let rect = try #require(try laidOut.enclosingRects(for: family).first)
    let point = CGPoint(x: rect.maxX - 1, y: rect.midY)
    #expect(laidOut.characterIndex(at: point, mode: .exact) == 82)
    #expect(laidOut.characterIndex(at: CGPoint(x: rect.minX + 1, y: rect.midY), mode: .exact) == 82)
  }

  @Test func caretAtTheStartAndTheEnd() throws {
    let start = try laidOut.caretRect(at: 0)
    #expect(start.minX == 0)
    #expect(start.width == PangoTextLayout.caretWidth)
    #expect(start.width == 2)
    #expect(start.minY >= 0 && start.maxY <= laidOut.lineFragments[0].rect.maxY)
    let end = try laidOut.caretRect(at: referenceParagraph.utf16.count)
    let lastLine = laidOut.lineFragments[2]
    #expect(end.minX == lastLine.usedRect.maxX)
    #expect(end.minY >= lastLine.rect.minY && end.maxY <= lastLine.rect.maxY)
    #expect(end.height == 17.4609375)
  }

  @Test func caretsAdvanceAlongALine() throws {
    let text = layout("Hello")
    let xs = try (0 ... 5).map { try text.caretRect(at: $0).minX }
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
    #expect(xs.last == text.size.width)
  }

  @Test func caretAtASoftWrapStartsTheNextLine() throws {
    let caret = try laidOut.caretRect(at: 37)
    #expect(caret.minX == 0)
    #expect(caret.minY == laidOut.lineFragments[1].rect.minY)
  }
}
