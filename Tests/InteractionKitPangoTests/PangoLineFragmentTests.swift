import Foundation
import InteractionKitPango
import InteractionKitTextLayout
import Testing

@Suite struct PangoLineFragmentTests {
  @Test func referenceParagraphWrapsIntoThreeContiguousLines() {
    let laidOut = layout(referenceParagraph, TextContainer(width: 300))
    let lines = laidOut.lineFragments
    #expect(lines.count == 3)
    // Pango breaks after "https://example.com/" and after "— " (UAX #14 opportunities).
    #expect(lines.map(\.characterRange) == [
      NSRange(location: 0, length: 37), NSRange(location: 37, length: 37), NSRange(location: 74, length: 35),
    ])
    // Contiguous and covering the whole text.
    var next = 0
    for line in lines {
      #expect(line.characterRange.location == next)
      next = NSMaxRange(line.characterRange)
    }
    #expect(next == referenceParagraph.utf16.count)
    // Baselines increase; rects are full-width and stacked without gaps.
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.baseline < $1.baseline })
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.rect.maxY == $1.rect.minY })
    #expect(lines.allSatisfy { $0.rect.minX == 0 && $0.rect.width == 300 && !$0.isRightToLeft })
    #expect(lines.allSatisfy { $0.usedRect.minX == 0 && $0.usedRect.width <= 300 })
    #expect(lines[0].rect.minY == 0)
    #expect(laidOut.size == CGSize(width: 300, height: lines[2].rect.maxY))
  }

  @Test func referenceParagraphMeasurements() {
    // Measured once with the pinned fonts (DejaVu Sans, Noto Color Emoji, WenQuanYi) at 15 pt, 72 dpi.
    // Line 0 holds 🙂 and line 2 the ZWJ family, CJK and stacked marks, so they are taller than
    // line 1's plain DejaVu height (15 × (0.928 + 0.236) ≈ 17.46).
    let lines = layout(referenceParagraph, TextContainer(width: 300)).lineFragments
    #expect(lines.map(\.rect.height) == [17.5859375, 17.4609375, 17.7099609375])
    #expect(lines.map(\.baseline) == [13.923828125, 31.509765625, 49.0947265625])
    #expect(lines.map(\.usedRect.width) == [276.05859375, 282.1005859375, 214.056640625])
  }

  @Test func lineSpacingKeepsRectsContiguousAndSeparatesUsedRects() {
    let lines = layout("one two three four five six seven", TextContainer(width: 100, lineSpacing: 6)).lineFragments
    #expect(lines.count == 4)
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.rect.maxY == $1.rect.minY })
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $1.usedRect.minY - $0.usedRect.maxY == 6 })
    #expect(lines.allSatisfy { $0.usedRect.height == 17.4609375 })
    #expect(lines[0].rect.minY == 0)
  }

  @Test func trailingNewlineMakesAnEmptyLastLine() {
    let lines = layout("a\nb\n").lineFragments
    #expect(lines.map(\.characterRange) == [
      NSRange(location: 0, length: 2), NSRange(location: 2, length: 2), NSRange(location: 4, length: 0),
    ])
    #expect(lines[2].usedRect.width == 0)
    #expect(lines[2].rect.minY == lines[1].rect.maxY)
  }

  @Test func emptyTextHasOneEmptyLine() throws {
    let laidOut = layout("")
    #expect(laidOut.lineFragments.count == 1)
    let line = try #require(laidOut.lineFragments.first)
    #expect(line.characterRange == NSRange(location: 0, length: 0))
    #expect(line.rect == CGRect(x: 0, y: 0, width: 0, height: 17.4609375))
    #expect(line.baseline == 13.923828125)
    #expect(laidOut.size == CGSize(width: 0, height: 17.4609375))
    #expect(try laidOut.enclosingRects(for: NSRange(location: 0, length: 0)) == [])
    #expect(laidOut.characterIndex(at: CGPoint(x: 0, y: 5), mode: .nearest) == nil)
    #expect(laidOut.characterIndex(at: CGPoint(x: 0, y: 5), mode: .exact) == nil)
    #expect(try laidOut.caretRect(at: 0) == CGRect(x: 0, y: 0, width: 2, height: 17.4609375))
  }

  @Test func unboundedContainerNeverWraps() {
    let laidOut = layout(referenceParagraph)
    #expect(laidOut.lineFragments.count == 1)
    let line = laidOut.lineFragments[0]
    #expect(line.rect.width == line.usedRect.width)
    #expect(laidOut.size.width == line.usedRect.width)
  }

  @Test func naturalAlignmentFollowsEachParagraphsDirection() {
    let lines = layout("Hello\nשלום", TextContainer(width: 200)).lineFragments
    #expect(lines.map(\.isRightToLeft) == [false, true])
    #expect(lines[0].usedRect.minX == 0)
    #expect(lines[1].usedRect.maxX == 200)
  }

  @Test func explicitAlignmentsAreLiteral() {
    let hebrew = "שלום עולם"
    let left = layout(hebrew, TextContainer(width: 200, alignment: .left)).lineFragments[0]
    #expect(left.isRightToLeft)
    #expect(left.usedRect.minX == 0)
    let right = layout("Hello", TextContainer(width: 200, alignment: .right)).lineFragments[0]
    #expect(right.usedRect.maxX == 200)
    let center = layout("Hello", TextContainer(width: 200, alignment: .center)).lineFragments[0]
    #expect(abs(center.usedRect.midX - 100) < 0.001)
  }

  @Test func paragraphsWithoutStrongCharactersFollowThePreviousOne() {
    let alone = layout("123", TextContainer(width: 200)).lineFragments[0]
    #expect(!alone.isRightToLeft)
    #expect(alone.usedRect.minX == 0)
    let afterHebrew = layout("שלום\n123", TextContainer(width: 200)).lineFragments[1]
    #expect(afterHebrew.isRightToLeft)
    #expect(afterHebrew.usedRect.maxX == 200)
  }

  @Test func fixedWritingDirectionOverridesTheText() {
    let rtl = layout("aaa bbb", TextContainer(width: 200, writingDirection: .rightToLeft)).lineFragments[0]
    #expect(rtl.isRightToLeft)
    #expect(rtl.usedRect.maxX == 200)
    let ltr = layout("שלום", TextContainer(width: 200, writingDirection: .leftToRight)).lineFragments[0]
    #expect(!ltr.isRightToLeft)
    #expect(ltr.usedRect.minX == 0)
    let rtlLeft = layout("aaa", TextContainer(width: 200, alignment: .left, writingDirection: .rightToLeft))
    #expect(rtlLeft.lineFragments[0].usedRect.minX == 0)
  }
}
