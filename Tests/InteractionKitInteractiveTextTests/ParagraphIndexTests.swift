import Foundation
@testable import InteractionKitInteractiveText
import InteractionKitTextTokens
import PropertyBased
import Testing

@Suite struct ParagraphIndexTests {
  @Test func separatorsEndParagraphsAndBelongToThem() {
    let index = ParagraphIndex("a\nb\r\nc\rd\u{2029}e\u{85}f")
    #expect(index.starts == [0, 2, 5, 7, 9, 11])
    #expect(index.range(ofParagraph: 1) == NSRange(location: 2, length: 3))
    #expect(index.range(ofParagraph: 5) == NSRange(location: 11, length: 1))
  }

  @Test func lineSeparatorDoesNotEndAParagraph() {
    #expect(ParagraphIndex("a\u{2028}b").starts == [0])
  }

  @Test func trailingSeparatorLeavesAnEmptyLastParagraph() {
    #expect(ParagraphIndex("a\n").starts == [0, 2])
    #expect(ParagraphIndex("\n\n").starts == [0, 1, 2])
    #expect(ParagraphIndex("").starts == [0])
    #expect(ParagraphIndex("").range(ofParagraph: 0) == NSRange(location: 0, length: 0))
  }

  @Test func indexContainingOffsetIsClamped() {
    let index = ParagraphIndex("ab\ncd\nef")
    #expect(index.index(containing: -5) == 0)
    #expect(index.index(containing: 2) == 0)
    #expect(index.index(containing: 3) == 1)
    #expect(index.index(containing: 8) == 2)
    #expect(index.index(containing: 100) == 2)
    #expect(index.range(ofParagraph: 3) == nil)
    #expect(index.range(ofParagraph: -1) == nil)
  }

  @Test func longParagraphSplitsAfterWhiteSpaceInTheSecondHalf() {
    let text = String(repeating: "word ", count: 40)  // 200 units
    let index = ParagraphIndex(text, maximumLength: 64)
    let units = Array(text.utf16)
    #expect(index.starts == [0, 60, 120, 180])
    for start in index.starts.dropFirst() { #expect(units[start - 1] == 0x20) }
  }

  @Test func runWithoutWhiteSpaceSplitsAtTheLimit() {
    #expect(ParagraphIndex(String(repeating: "x", count: 200), maximumLength: 64).starts == [0, 64, 128, 192])
  }

  @Test func maximumLengthBelowSixtyFourIsClamped() {
    #expect(ParagraphIndex("x", maximumLength: 3).maximumLength == 64)
  }

  @Test func splitNeverCutsSurrogatePairsOrJoinedSequences() {
    let emoji = "x" + String(repeating: "😀", count: 100)
    let units = Array(emoji.utf16)
    let index = ParagraphIndex(units, maximumLength: 64)
    #expect(index.starts == [0, 63, 127, 191])
    for start in index.starts { #expect(start == 0 || !(0xDC00 ... 0xDFFF).contains(units[start])) }

    let family = "x" + String(repeating: "👨‍👩‍👧", count: 30)  // 8 units each, joined by ZWJ
    let familyStarts = ParagraphIndex(family, maximumLength: 64).starts
    #expect(familyStarts.count == 4)
    for start in familyStarts.dropFirst() {
      #expect((start - 1) % 8 == 0, "cut inside a ZWJ sequence at \(start)")
    }

    let accents = String(repeating: "e\u{301}", count: 100)
    for start in ParagraphIndex(accents, maximumLength: 65).starts.dropFirst() {
      #expect(start % 2 == 0, "cut before a combining mark at \(start)")
    }
  }

  @Test func crLfIsNeverSplit() {
    let text = String(repeating: "x", count: 63) + "\r\n" + "y"
    #expect(ParagraphIndex(text, maximumLength: 64).starts == [0, 65])
  }

  @Test func editReportsOnlyTheParagraphsItReplaced() {
    var text = Array("one\ntwo\nthree\nfour".utf16)
    var index = ParagraphIndex(text)
    let range = NSRange(location: 5, length: 1)  // "w" of "two"
    text.replaceSubrange(5 ..< 6, with: Array("W\nw".utf16))
    let change = index.update(replacing: range, replacementLength: 3, in: text)
    #expect(index.starts == [0, 4, 7, 10, 16])
    #expect(change.oldParagraphs == 1 ..< 2)
    #expect(change.newParagraphs == 1 ..< 3)
  }

  @Test func editFarIntoADocumentRescansOnlyNearby() {
    var text = Array(String(repeating: "paragraph of text\n", count: 1_000).utf16)
    var index = ParagraphIndex(text, maximumLength: 64)
    let at = 500 * 18 + 3
    text.insert(0x78, at: at)
    let change = index.update(replacing: NSRange(location: at, length: 0), replacementLength: 1, in: text)
    #expect(change.oldParagraphs == 500 ..< 501)
    #expect(change.newParagraphs == 500 ..< 501)
    #expect(index == ParagraphIndex(text, maximumLength: 64))
  }

  /// The index (which skips four units at a time when none can be a separator) finds exactly the
  /// paragraph starts of a plain unit-by-unit scan, wherever the separators fall.
  @Test func startsMatchANaiveScan() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      let pieces = ["a", "b", "\n", "\r", "\r\n", "\u{2029}", "\u{85}", "\u{2028}", "😀", "\u{8085}", "\u{0E}", "\u{2028}"]
      var text = ""
      for _ in 0 ..< Int.random(in: 0 ... 100, using: &rng) {
        text += Int.random(in: 0 ..< 3, using: &rng) == 0 ? pieces[Int.random(in: 0 ..< pieces.count, using: &rng)] : "x"
      }
      let units = Array(text.utf16)
      var expected = [0]
      var i = 0
      while i < units.count {
        let u = units[i]
        if u == 0x0D, i + 1 < units.count, units[i + 1] == 0x0A {
          i += 2
          expected.append(i)
          continue
        }
        i += 1
        if u == 0x0A || u == 0x0D || u == 0x85 || u == 0x2029 { expected.append(i) }
      }
      #expect(ParagraphIndex(units, maximumLength: 1_000).starts == expected, "\(units)")
    }
  }

  /// Incremental updates equal a fresh index, for random texts with every separator, long runs
  /// and astral characters, and random edits (a short maximum length exercises the splitting).
  @Test func incrementalUpdateEqualsFullRescan() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      let pieces = ["a", "bc ", "\n", "\r", "\r\n", "\u{2029}", "\u{85}", " ", "😀", "e\u{301}", "👨‍👩‍👧", "word "]
      func randomText(_ count: Int) -> [UInt16] {
        var s = ""
        for _ in 0 ..< count { s += pieces[Int.random(in: 0 ..< pieces.count, using: &rng)] }
        if Int.random(in: 0 ..< 4, using: &rng) == 0 { s += String(repeating: "z", count: Int.random(in: 0 ... 200, using: &rng)) }
        return Array(s.utf16)
      }
      var text = randomText(Int.random(in: 0 ... 120, using: &rng))
      var index = ParagraphIndex(text, maximumLength: 64)
      for _ in 0 ..< 8 {
        let lower = Int.random(in: 0 ... text.count, using: &rng)
        let upper = Int.random(in: lower ... Swift.min(text.count, lower + 40), using: &rng)
        let replacement = randomText(Int.random(in: 0 ... 6, using: &rng))
        text.replaceSubrange(lower ..< upper, with: replacement)
        let change = index.update(
          replacing: NSRange(location: lower, length: upper - lower), replacementLength: replacement.count, in: text)
        let fresh = ParagraphIndex(text, maximumLength: 64)
        #expect(index == fresh)
        // Paragraphs outside the change kept their text: those before it, and those after it moved.
        #expect(change.newParagraphs.upperBound <= fresh.count)
        #expect(change.oldParagraphs.lowerBound == change.newParagraphs.lowerBound)
        for i in 0 ..< change.newParagraphs.lowerBound {
          #expect(NSMaxRange(fresh.range(ofParagraph: i)!) <= lower)
        }
      }
    }
  }

  /// Updating from a chunked text buffer (what a document does) equals a fresh index, on texts of a
  /// few thousand units where the re-split must often read past its first window.
  @Test func updateFromAChunkedTextEqualsFullRescan() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      let pieces = ["a", "bc ", "\n", "\r", "\r\n", "\u{2029}", " ", "😀", "e\u{301}", "word ", String(repeating: "z", count: 150)]
      func randomText(_ count: Int) -> [UInt16] {
        Array((0 ..< count).map { _ in pieces[Int.random(in: 0 ..< pieces.count, using: &rng)] }.joined().utf16)
      }
      var units = randomText(Int.random(in: 0 ... 600, using: &rng))
      var text = TextBuffer(units)
      var index = ParagraphIndex(units, maximumLength: 64)
      for _ in 0 ..< 10 {
        let lower = Int.random(in: 0 ... units.count, using: &rng)
        let upper = Int.random(in: lower ... Swift.min(units.count, lower + 300), using: &rng)
        let replacement = randomText(Int.random(in: 0 ... 8, using: &rng))
        units.replaceSubrange(lower ..< upper, with: replacement)
        text.replace(lower ..< upper, with: replacement)
        var fromArray = index
        let change = index.update(
          replacing: NSRange(location: lower, length: upper - lower), replacementLength: replacement.count, in: text)
        let arrayChange = fromArray.update(
          replacing: NSRange(location: lower, length: upper - lower), replacementLength: replacement.count, in: units)
        #expect(index == ParagraphIndex(units, maximumLength: 64), "seed \(seed)")
        #expect(index == fromArray && change == arrayChange, "seed \(seed)")
      }
    }
  }
}
