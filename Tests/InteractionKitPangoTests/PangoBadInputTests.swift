import Foundation
import InteractionKitPango
import InteractionKitTextLayout
import Testing

@Suite struct PangoBadInputTests {
  private let laidOut = layout("Hello 🙂 world")

  @Test func outOfRangeRangesThrow() {
    let length = "Hello 🙂 world".utf16.count
    #expect(throws: TextRangeError.outOfBounds(NSRange(location: 10, length: 10), length: length)) {
      try laidOut.enclosingRects(for: NSRange(location: 10, length: 10))
    }
    #expect(throws: TextRangeError.outOfBounds(NSRange(location: 3, length: .max), length: length)) {
      try laidOut.enclosingRects(for: NSRange(location: 3, length: .max))
    }
    #expect(throws: TextRangeError.malformed(NSRange(location: NSNotFound, length: 0))) {
      try laidOut.enclosingRects(for: NSRange(location: NSNotFound, length: 0))
    }
    #expect(throws: TextRangeError.malformed(NSRange(location: -1, length: 2))) {
      try laidOut.enclosingRects(for: NSRange(location: -1, length: 2))
    }
  }

  @Test func outOfRangeCaretOffsetsThrow() {
    let length = "Hello 🙂 world".utf16.count
    #expect(throws: TextRangeError.offsetOutOfBounds(-1, length: length)) { try laidOut.caretRect(at: -1) }
    #expect(throws: TextRangeError.offsetOutOfBounds(length + 1, length: length)) {
      try laidOut.caretRect(at: length + 1)
    }
    #expect(throws: TextRangeError.offsetOutOfBounds(.max, length: length)) { try laidOut.caretRect(at: .max) }
    #expect(throws: TextRangeError.offsetOutOfBounds(1, length: 0)) { try layout("").caretRect(at: 1) }
  }

  @Test func nonFinitePointsReturnNil() {
    for point in [
      CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: 5, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 5),
      CGPoint(x: 5, y: -CGFloat.infinity),
    ] {
      #expect(laidOut.characterIndex(at: point, mode: .exact) == nil)
      #expect(laidOut.characterIndex(at: point, mode: .nearest) == nil)
    }
  }

  @Test func hugeFinitePointsClampInsteadOfOverflowing() {
    #expect(laidOut.characterIndex(at: CGPoint(x: 1e300, y: -1e300), mode: .exact) == nil)
    #expect(laidOut.characterIndex(at: CGPoint(x: 1e300, y: -1e300), mode: .nearest) == "Hello 🙂 world".utf16.count - 1)
    #expect(laidOut.characterIndex(at: CGPoint(x: -.greatestFiniteMagnitude, y: 0), mode: .nearest) == 0)
  }

  @Test func nanWidthContainerClampsToZeroAndWrapsEveryCharacter() {
    let container = TextContainer(width: .nan)
    #expect(container.width == 0)
    let narrow = layout("ab cd", container)
    #expect(narrow.size.width == 0)
    #expect(narrow.lineFragments.map(\.characterRange.length) == [1, 1, 1, 1, 1])
    #expect(layout("ab", TextContainer(width: -20)).lineFragments.count == 2)
    #expect(layout("ab", TextContainer(width: .infinity)).container.width == 0)
  }

  @Test func hugeWidthAndBadSpacingAreClamped() {
    let wide = layout("Hello", TextContainer(width: 1e300))
    #expect(wide.lineFragments.count == 1)
    #expect(wide.size.width == 1e300)
    let spaced = layout("a\nb", TextContainer(lineSpacing: .nan))
    #expect(spaced.container.lineSpacing == 0)
    #expect(spaced.size.height == 2 * 17.4609375)
  }

  @Test func nulCharactersAreLaidOutAsSpaces() throws {
    let withNul = layout("a\u{0}b")
    #expect(withNul.lineFragments.map(\.characterRange) == [NSRange(location: 0, length: 3)])
    #expect(withNul.size.width == layout("a b").size.width)
    #expect(try withNul.enclosingRects(for: NSRange(location: 2, length: 1)).count == 1)
  }

  @Test func nonFiniteFontSizeLaysOutAtOnePoint() {
    let tiny = makeEngine().makeLayout(AttributedText("Hello", attributes: TextAttributes(fontSize: .nan)), in: TextContainer())
    #expect(tiny.size.height > 0 && tiny.size.height < 2)
  }
}
