import Foundation
import InteractionKitLinkPreview
import InteractionKitPango
import InteractionKitTextLayout
import Testing

/// Line rects of a link through the real layout (Pango): wrapped lines, a range ending at a line
/// start, right-to-left runs and emoji.
@Suite struct LinkPreviewLineRectsTests {
  static let engine = PangoTextLayoutEngine(fonts: .pinned)

  static func layout(_ string: String, width: CGFloat) -> any TextLayout {
    engine.layout(AttributedText(string, attributes: TextAttributes(fontSize: 17)), in: TextContainer(width: width))
  }

  static func range(of needle: String, in string: String) throws -> NSRange {
    let range = (string as NSString).range(of: needle)
    try #require(range.location != NSNotFound)
    return range
  }

  @Test("A link wrapped over two and three lines: one rect per line, each on its own line")
  func wrapped() throws {
    let text = "See https://en.wikipedia.org/wiki/Special:Search?search=interaction+design+for+touch today."
    let layout = Self.layout(text, width: 220)
    let link = try Self.range(of: "https://en.wikipedia.org/wiki/Special:Search?search=interaction+design+for+touch", in: text)
    let rects = try PreviewParameters.textLineRects(for: link, in: layout, origin: CGPoint(x: 10, y: 20))
    let lines = layout.lineFragments.filter { NSIntersectionRange($0.characterRange, link).length > 0 }
    #expect(lines.count >= 3)
    #expect(rects.count == lines.count)
    for (rect, line) in zip(rects, lines) {
      #expect(abs(rect.minY - (line.rect.minY + 20)) < 0.01 && abs(rect.height - line.rect.height) < 0.01)
      #expect(rect.width > 0)
    }
    // The middle line is filled by the link from its start.
    #expect(abs(rects[1].minX - 10) < 0.5)
  }

  @Test("A range that ends exactly at the start of a line adds no sliver on that line")
  func endingAtALineStart() throws {
    let text = "alpha beta gamma delta epsilon zeta eta theta"
    let layout = Self.layout(text, width: 120)
    let second = try #require(layout.lineFragments.dropFirst().first)
    // From the start of the text to the first character of the second line.
    let range = NSRange(location: 0, length: second.characterRange.location)
    let rects = try PreviewParameters.textLineRects(for: range, in: layout)
    #expect(rects.count == 1)
    #expect(rects.allSatisfy { $0.maxY <= second.rect.minY + 0.01 })
  }

  @Test("Right-to-left text with a left-to-right link, and emoji before it")
  func rightToLeftAndEmoji() throws {
    let text = "קראו 🙂👩‍👩‍👧 את https://example.com/he לפני הפגישה"
    let layout = Self.layout(text, width: 600)
    let link = try Self.range(of: "https://example.com/he", in: text)
    let rects = try PreviewParameters.textLineRects(for: link, in: layout)
    #expect(rects.count == 1)
    let rect = try #require(rects.first)
    // The link's rect lies inside its line and covers the characters' boxes: the x of its first
    // and last character's caret fall inside.
    let first = try layout.caretRect(at: link.location)
    #expect(rect.minX - 0.5 <= first.minX && first.minX <= rect.maxX + 0.5)
    #expect(rect.width > 100)
  }

  @Test("Bad ranges throw a typed error")
  func badRanges() {
    let layout = Self.layout("short", width: 100)
    #expect(throws: TextRangeError.self) {
      try PreviewParameters.textLineRects(for: NSRange(location: 3, length: 10), in: layout)
    }
    #expect((try? PreviewParameters.textLineRects(for: NSRange(location: 2, length: 0), in: layout)) == [])
  }
}
