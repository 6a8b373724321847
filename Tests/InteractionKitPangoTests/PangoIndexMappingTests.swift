import Foundation
import InteractionKitPango
import InteractionKitTextLayout
import PropertyBased
import Testing

/// One line mixing every hard case: a combining sequence, emoji, a ZWJ family, a flag, CJK, Arabic and
/// Hebrew (the last two reordered right to left inside the left-to-right paragraph).
let mixedLine = "Hi é e\u{301}\u{323} 🙂 👩\u{200D}👩\u{200D}👧 🇫🇷 日本語 مرحبا שלום!"

@Suite struct PangoIndexMappingTests {
  @Test func zwjFamilyHasOneRectAsWideAsItsAdvance() throws {
    let family = "👩\u{200D}👩\u{200D}👧"
    let laidOut = layout(referenceParagraph, TextContainer(width: 300))
    let range = try #require(utf16Range(of: family, in: referenceParagraph))
    #expect(range == NSRange(location: 82, length: 8))
    let rects = try laidOut.enclosingRects(for: range)
    #expect(rects.count == 1)
    let rect = try #require(rects.first)
    // The advance measured independently: the family laid out alone, and the caret positions around it.
    #expect(rect.width == layout(family).size.width)
    #expect(rect.width == 18.6767578125)
    #expect(try rect.minX == laidOut.caretRect(at: range.location).minX)
    #expect(try rect.maxX == laidOut.caretRect(at: NSMaxRange(range)).minX)
    #expect(rect.minY == laidOut.lineFragments[2].usedRect.minY)
  }

  @Test func everyGraphemeOfAMixedScriptLineHitsItself() throws {
    let laidOut = layout(mixedLine)
    #expect(laidOut.lineFragments.count == 1)
    let graphemes = graphemeRanges(of: mixedLine)
    #expect(graphemes.count == 28)
    for grapheme in graphemes {
      let rects = try laidOut.enclosingRects(for: grapheme)
      #expect(rects.count == 1, "\(grapheme)")
      for rect in rects {
        #expect(rect.width > 0)
        #expect(laidOut.characterIndex(at: CGPoint(x: rect.midX, y: rect.midY), mode: .exact) == grapheme.location)
        #expect(laidOut.characterIndex(at: CGPoint(x: rect.midX, y: rect.midY), mode: .nearest) == grapheme.location)
      }
    }
  }

  @Test func mixedLineGraphemesTileTheLine() throws {
    let laidOut = layout(mixedLine)
    let rects = try graphemeRanges(of: mixedLine).flatMap { try laidOut.enclosingRects(for: $0) }
      .sorted { $0.minX < $1.minX }
    #expect(rects.first?.minX == 0)
    #expect(rects.last?.maxX == laidOut.lineFragments[0].usedRect.maxX)
    #expect(zip(rects, rects.dropFirst()).allSatisfy { abs($0.maxX - $1.minX) < 1e-9 })
  }

  @Test func rightToLeftRunsAreReordered() throws {
    let laidOut = layout(mixedLine)
    let mem = try #require(utf16Range(of: "م", in: mixedLine))
    let alef = NSRange(location: mem.location + 4, length: 1)
    // In logical order م comes first, but it is drawn to the right of the rest of its word.
    let memRect = try #require(try laidOut.enclosingRects(for: mem).first)
    let alefRect = try #require(try laidOut.enclosingRects(for: alef).first)
    #expect(memRect.minX > alefRect.maxX)
  }

  @Test func caretsAfterCombiningMarksAndSurrogatesLandOnGraphemeStarts() throws {
    let laidOut = layout(mixedLine)
    let sequence = try #require(utf16Range(of: "e\u{301}\u{323}", in: mixedLine))
    let start = try laidOut.caretRect(at: sequence.location)
    // Offsets inside the cluster snap back to its start.
    #expect(try laidOut.caretRect(at: sequence.location + 1) == start)
    #expect(try laidOut.caretRect(at: sequence.location + 2) == start)
    let smile = try #require(utf16Range(of: "🙂", in: mixedLine))
    #expect(try laidOut.caretRect(at: smile.location + 1) == laidOut.caretRect(at: smile.location))
  }

  @Test func halfASurrogatePairCoversTheWholeEmoji() throws {
    let laidOut = layout(mixedLine)
    let smile = try #require(utf16Range(of: "🙂", in: mixedLine))
    let whole = try laidOut.enclosingRects(for: smile)
    #expect(try laidOut.enclosingRects(for: NSRange(location: smile.location, length: 1)) == whole)
    #expect(try laidOut.enclosingRects(for: NSRange(location: smile.location + 1, length: 1)) == whole)
  }

  @Test func randomMixedLinesHitEveryGrapheme() async {
    let pieces = [
      "a", "Z", " ", "1", "2", ",", "!", "(", "é", "e\u{301}", "e\u{301}\u{323}", "🙂", "👩\u{200D}👩\u{200D}👧", "🇫🇷",
      "日", "本", "م", "ر", "ح", "ש", "ל",
    ]
    let generator = Gen<String?>.element(of: pieces).map { $0 ?? "a" }.array(of: 1 ... 16).map { $0.joined() }
    let engine = makeEngine()
    await propertyCheck(count: 150, input: generator) { string in
      let laidOut = engine.makeLayout(AttributedText(string, attributes: body15), in: TextContainer())
      var total: CGFloat = 0
      for grapheme in graphemeRanges(of: string) {
        let rects = (try? laidOut.enclosingRects(for: grapheme)) ?? []
        #expect(rects.count == 1, "\(string.debugDescription) \(grapheme)")
        for rect in rects {
          total += rect.width
          let hit = laidOut.characterIndex(at: CGPoint(x: rect.midX, y: rect.midY), mode: .exact)
          #expect(hit == grapheme.location, "\(string.debugDescription) \(grapheme)")
        }
      }
      #expect(abs(total - laidOut.lineFragments[0].usedRect.width) < 1e-6, "\(string.debugDescription)")
    }
  }
}
