import Foundation
import InteractionKitPango
import InteractionKitTextLayout
import Testing

@Suite struct PangoEnclosingRectsTests {
  @Test func aRangeOverThreeLinesHasOneRectPerLine() throws {
    let laidOut = layout(referenceParagraph, TextContainer(width: 300))
    let lines = laidOut.lineFragments
    // From "https://" on line 0 to "naïve" on line 2.
    let start = try #require(utf16Range(of: "https", in: referenceParagraph)).location
    let end = NSMaxRange(try #require(utf16Range(of: "naïve", in: referenceParagraph)))
    let range = NSRange(location: start, length: end - start)
    let rects = try laidOut.enclosingRects(for: range)
    #expect(rects.count == 3)
    #expect(try rects[0].minX == laidOut.caretRect(at: start).minX)
    #expect(rects[0].maxX == lines[0].usedRect.maxX)
    #expect(rects[1] == lines[1].usedRect)
    #expect(rects[2].minX == 0)
    #expect(try rects[2].maxX == laidOut.caretRect(at: end).minX)
    for (rect, line) in zip(rects, lines) {
      #expect(rect.minY == line.usedRect.minY)
      #expect(rect.height == line.usedRect.height)
    }
    // "https://" starts where the text before it, laid out alone, ends.
    #expect(rects[0].minX == layout("🙂 Café (cafe\u{301}): ").size.width)
    #expect(rects[0].minX == 115.8662109375)
  }

  @Test func rightToLeftParagraphRangesLieAtTheRight() throws {
    let hebrew = "שלום עולם, זהו משפט ארוך בעברית שנמשך על פני כמה שורות בתוך המכל"
    let laidOut = layout(hebrew, TextContainer(width: 150))
    #expect(laidOut.lineFragments.count == 4)
    #expect(laidOut.lineFragments.allSatisfy { $0.isRightToLeft && $0.usedRect.maxX == 150 })
    // The first word is the rightmost on the first line.
    let first = try laidOut.enclosingRects(for: NSRange(location: 0, length: 4))
    #expect(first.count == 1)
    #expect(first[0].maxX == 150)
    #expect(first[0].width == 33.1943359375)
    // The caret before the first character is at the right edge, the one after the word to its left.
    #expect(try laidOut.caretRect(at: 0).minX == 150)
    #expect(try laidOut.caretRect(at: 4).minX == first[0].minX)
    // A range from the middle of line 0 to the middle of line 1: the first piece touches the line's
    // left end (its logical end), the second the right edge.
    let rects = try laidOut.enclosingRects(for: NSRange(location: 11, length: 14))
    #expect(rects.count == 2)
    #expect(rects[0].minX == laidOut.lineFragments[0].usedRect.minX)
    #expect(rects[1].maxX == 150)
  }

  @Test func aLeftToRightRangeCrossingIntoHebrewSplitsInTwo() throws {
    let text = "abc שלום עולם def"
    let laidOut = layout(text, TextContainer(width: 300))
    #expect(laidOut.lineFragments.count == 1)
    // "c שלום": "c " stays at the left, "שלום" is drawn at the right end of the Hebrew run.
    let rects = try laidOut.enclosingRects(for: NSRange(location: 2, length: 6))
    #expect(rects.count == 2)
    #expect(rects[0].maxX < rects[1].minX)
    #expect(try rects[0].minX == laidOut.caretRect(at: 2).minX)
    let hebrewWord = try laidOut.enclosingRects(for: NSRange(location: 4, length: 4))
    #expect(hebrewWord == [rects[1]])
  }

  @Test func aRightToLeftRangeCrossingIntoEnglishSplitsInTwo() throws {
    let text = "שלום abc def עולם"
    let laidOut = layout(text, TextContainer(width: 300))
    #expect(laidOut.lineFragments[0].isRightToLeft)
    // "ם abc": the last Hebrew letter (the left end of its word, at the right) with the space after it,
    // and the first English word, at the left end of the English run in the middle; " def" lies between.
    let rects = try laidOut.enclosingRects(for: NSRange(location: 3, length: 5))
    #expect(rects.count == 2)
    #expect(rects.first == (try laidOut.enclosingRects(for: NSRange(location: 5, length: 3))).first)
    let finalLetter = try #require(try laidOut.enclosingRects(for: NSRange(location: 3, length: 1)).first)
    let space = try #require(try laidOut.enclosingRects(for: NSRange(location: 4, length: 1)).first)
    #expect(rects.last == finalLetter.union(space))
    #expect(rects.last?.maxX == 300 - 33.1943359375 + finalLetter.width)
    #expect(try laidOut.enclosingRects(for: NSRange(location: 8, length: 4)).first?.minX == rects[0].maxX)
  }

  @Test func emptyAndNewlineOnlyRangesHaveNoRects() throws {
    let laidOut = layout("ab\ncd")
    #expect(try laidOut.enclosingRects(for: NSRange(location: 1, length: 0)) == [])
    #expect(try laidOut.enclosingRects(for: NSRange(location: 2, length: 1)) == [])
    #expect(try laidOut.enclosingRects(for: NSRange(location: 1, length: 3)).count == 2)
  }

  @Test func rectsFollowAlignment() throws {
    let laidOut = layout("Hello", TextContainer(width: 200, alignment: .right))
    let rects = try laidOut.enclosingRects(for: NSRange(location: 0, length: 5))
    #expect(rects == [laidOut.lineFragments[0].usedRect])
    #expect(rects[0].maxX == 200)
  }
}
