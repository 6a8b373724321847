import Foundation
@testable import InteractionKitInteractiveText
import InteractionKitTestSupport
import InteractionKitTextLayout
import PropertyBased
import Testing

/// Paragraph lengths from a plain array, as the heights read them from a document.
struct LengthArray: ParagraphLengthSource {
  var values: [Int]

  var count: Int { values.count }

  func lengths(in indices: Range<Int>) -> [Int] {
    let lower = Swift.min(Swift.max(0, indices.lowerBound), values.count)
    let upper = Swift.min(Swift.max(lower, indices.upperBound), values.count)
    return Array(values[lower ..< upper])
  }

  func characterCounts(ofRuns runs: [Int], from first: Int) -> [Int] {
    var index = Swift.min(Swift.max(0, first), values.count)
    return runs.map { run in
      let end = Swift.min(values.count, index + Swift.max(0, run))
      defer { index = end }
      return values[index ..< end].reduce(0, +)
    }
  }
}

/// The lazy paragraph heights behind large documents: blocks far from anything measured keep no
/// per-paragraph state, and the heights stay consistent (tops monotonic, the paragraph at a
/// paragraph's top is that paragraph, measured heights exact) over random measurements, edits,
/// refinements and forgetting.
@Suite struct LazyParagraphHeightsTests {
  /// Creating heights for a million paragraphs, querying them and refining the estimates
  /// materialise no block; a measurement materialises its block only; forgetting makes every
  /// block lazy again.
  @Test func creatingHeightsMaterialisesNoBlock() {
    var rng = SeededGenerator(seed: 23)
    let source = LengthArray(values: (0 ..< 1_000_000).map { _ in Int.random(in: 1 ... 120, using: &rng) })
    var heights = ParagraphHeights(paragraphs: source, lineHeight: 20, charactersPerLine: 50)
    #expect(heights.count == 1_000_000)
    #expect(heights.materialisedBlockCount == 0)
    for _ in 0 ..< 1_000 {
      let i = Int.random(in: 0 ..< heights.count, using: &rng)
      #expect(heights.index(atY: heights.top(of: i)) == i)
      #expect(heights.height(of: i) >= 20)
      #expect(!heights.isMeasured(i))
    }
    #expect(heights.materialisedBlockCount == 0)

    heights.setMeasured(500_000, height: 60, lineCount: 3, in: source)
    #expect(heights.materialisedBlockCount == 1)
    #expect(heights.isMaterialised(500_000))
    #expect(!heights.isMaterialised(0))
    #expect(heights.height(of: 500_000) == 60)
    // 120 characters on 3 lines is far from 50 per line: every lazy block is estimated again.
    heights.refineEstimates()
    #expect(heights.charactersPerLine == Swift.max(1, Double(source.values[500_000]) / 3))
    #expect(heights.materialisedBlockCount == 1)
    // An edit far from it, with and without a change in the paragraph count, keeps it lazy.
    var edited = source
    let change = 7 - edited.values[10]
    edited.values[10] = 7
    heights.replace(10 ..< 11, with: 10 ..< 11, changeInLength: change, in: edited)
    let split = 12 - edited.values[20]
    edited.values.replaceSubrange(20 ..< 21, with: [3, 4, 5])
    heights.replace(20 ..< 21, with: 20 ..< 23, changeInLength: split, in: edited)
    #expect(heights.count == 1_000_002)
    #expect(heights.materialisedBlockCount == 1)
    heights.forgetMeasurements(charactersPerLine: 50)
    #expect(heights.materialisedBlockCount == 0)
    #expect(!heights.isMeasured(500_002))
  }

  /// A lazy block's paragraphs share its estimate, the block's length over the characters per
  /// line and at least a line a paragraph: 47-character paragraphs at 50 a line take a line each,
  /// 400-character ones 8; once materialised, each paragraph is estimated from its own length.
  @Test func lazyBlocksAreEstimatedFromTheirLength() {
    let short = ParagraphHeights(paragraphs: LengthArray(values: Array(repeating: 47, count: 10_000)), lineHeight: 20, charactersPerLine: 50)
    #expect(short.totalHeight == 200_000)
    #expect(short.height(of: 4_321) == 20)
    #expect(short.top(of: 4_321) == 86_420)
    #expect(short.index(atY: 86_420) == 4_321)
    #expect(short.index(atY: 86_419.5) == 4_320)

    let long = LengthArray(values: Array(repeating: 400, count: 1_000))
    var heights = ParagraphHeights(paragraphs: long, lineHeight: 20, charactersPerLine: 50)
    #expect(heights.height(of: 999) == 160)
    #expect(heights.totalHeight == 160_000)
    // Mixed lengths in one lazy block: 255 paragraphs of 10 and one of 2,550 characters (5,100
    // in all, 102 lines at 50 a line) share 256 lines, one each; materialised, 255 + 51.
    let mixed = LengthArray(values: Array(repeating: 10, count: 255) + [2_550])
    heights = ParagraphHeights(paragraphs: mixed, lineHeight: 20, charactersPerLine: 50)
    #expect(heights.totalHeight == 256 * 20)
    heights.setMeasured(0, height: 20, lineCount: 1, in: mixed)
    #expect(heights.totalHeight == (255 + 51) * 20)
    #expect(heights.height(of: 255) == 51 * 20)
  }

  /// Paragraphs of no height at the start share the top 0 with the first paragraph that has a
  /// height, and the y 0 finds that one, as any other top finds its paragraph (the property test
  /// below found a y of 0 answered with paragraph 0).
  @Test func theTopOfTheDocumentFindsTheFirstParagraphWithAHeight() {
    let source = LengthArray(values: [10, 10, 10, 10])
    var heights = ParagraphHeights(paragraphs: source, lineHeight: 20, charactersPerLine: 50)
    #expect(heights.index(atY: 0) == 0)
    heights.setMeasured(0, height: 0, lineCount: 1, in: source)
    heights.setMeasured(1, height: 0, lineCount: 1, in: source)
    #expect(heights.top(of: 2) == 0)
    #expect(heights.index(atY: 0) == 2)
    #expect(heights.paragraph(atY: 0) == (index: 2, top: 0))
    #expect(heights.index(atY: -1) == 0)
    #expect(heights.index(atY: 20) == 3)
  }

  /// Random documents of random paragraph lengths, with random measurements, edits (same count and
  /// not), refinements and forgetting: tops never decrease, the paragraph at a paragraph's top is
  /// that paragraph (when its height is not 0) and comes with its top, the total height is the top of `count`, measured
  /// heights come back exactly, and a paragraph of a materialised block is estimated from its own
  /// length. Only blocks with a measured paragraph hold per-paragraph state.
  @Test func lazyHeightsAreConsistent() async {
    await propertyCheck(count: 30, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      var source = LengthArray(
        values: (0 ..< Int.random(in: 1 ... 2_500, using: &rng)).map { _ in
          Int.random(in: 0 ... 3, using: &rng) == 0 ? Int.random(in: 0 ... 2_000, using: &rng) : Int.random(in: 1 ... 80, using: &rng)
        })
      var measured: [Double?] = Array(repeating: nil, count: source.count)
      var heights = ParagraphHeights(paragraphs: source, lineHeight: 17, charactersPerLine: 40)
      for _ in 0 ..< 25 {
        switch Int.random(in: 0 ..< 10, using: &rng) {
        case 0 ..< 4:
          // A run of measurements, as a screen lays out, sometimes of zero height.
          let first = Int.random(in: 0 ..< source.count, using: &rng)
          for i in first ..< Swift.min(source.count, first + Int.random(in: 1 ... 40, using: &rng)) {
            let lines = Int.random(in: 1 ... 4, using: &rng)
            let height = Int.random(in: 0 ... 30, using: &rng) == 0 ? 0 : Double(lines) * 15.25
            heights.setMeasured(i, height: height, lineCount: lines, in: source)
            measured[i] = height
          }
        case 4 ..< 8:
          let lo = Int.random(in: 0 ... source.count, using: &rng)
          let hi = Int.random(in: lo ... Swift.min(source.count, lo + Int.random(in: 0 ... 600, using: &rng)), using: &rng)
          let k =
            Bool.random(using: &rng)
            ? hi - lo : Int.random(in: 0 ... 3, using: &rng) == 0 ? Int.random(in: 0 ... 1_500, using: &rng) : Int.random(in: 0 ... 3, using: &rng)
          guard source.count - (hi - lo) + k > 0 else { continue }
          let lengths = (0 ..< k).map { _ in Int.random(in: 0 ... 300, using: &rng) }
          let change = lengths.reduce(0, +) - source.values[lo ..< hi].reduce(0, +)
          source.values.replaceSubrange(lo ..< hi, with: lengths)
          measured.replaceSubrange(lo ..< hi, with: Array(repeating: nil, count: k))
          heights.replace(lo ..< hi, with: lo ..< lo + k, changeInLength: change, in: source)
        case 8:
          heights.refineEstimates()
        default:
          heights.forgetMeasurements(charactersPerLine: Double(Int.random(in: 20 ... 80, using: &rng)))
          measured = Array(repeating: nil, count: source.count)
          #expect(heights.materialisedBlockCount == 0)
        }
        #expect(heights.count == source.count)
        #expect(heights.characterCount == source.values.reduce(0, +))
        #expect(heights.totalHeight == heights.top(of: heights.count))
        #expect(heights.materialisedBlockCount <= measured.count { $0 != nil })
        for _ in 0 ..< 30 {
          let i = Int.random(in: 0 ..< source.count, using: &rng)
          #expect(heights.isMeasured(i) == (measured[i] != nil))
          if let height = measured[i] {
            #expect(heights.height(of: i) == height)
          } else if heights.isMaterialised(i) {
            let lines = ParagraphHeights.estimatedLines(source.values[i], charactersPerLine: heights.charactersPerLine)
            #expect(heights.height(of: i) == lines * heights.lineHeight)
          }
          // The paragraph at a y comes with its top, exactly as `top(of:)` gives it.
          let y = Double.random(in: -10 ... heights.totalHeight + 10, using: &rng)
          let found = heights.paragraph(atY: y)
          #expect(found.index == heights.index(atY: y))
          #expect(found.top == heights.top(of: found.index))
          if heights.height(of: i) > 0 {
            #expect(heights.index(atY: heights.top(of: i)) == i, "paragraph \(i)")
            #expect(heights.index(atY: heights.top(of: i) + heights.height(of: i) / 2) == i, "paragraph \(i)")
          }
        }
      }
      // Over every paragraph: tops never decrease (within rounding where a zero height meets a
      // block boundary), and each top plus its height is the next top.
      var previous = 0.0
      let total = heights.totalHeight
      for i in 0 ... heights.count {
        let top = heights.top(of: i)
        #expect(top >= previous - 1e-9 * Swift.max(1, total), "paragraph \(i)")
        if i > 0 { #expect(abs(previous + heights.height(of: i - 1) - top) <= 1e-9 * Swift.max(1, total)) }
        previous = top
      }
      #expect(heights.index(atY: -1) == 0)
      #expect(heights.index(atY: total + 1) == heights.count - 1)
    }
  }

  /// Opening a document of 30,000 short paragraphs and showing its first screen materialises only
  /// the blocks the screen measured; a jump to the middle adds only its own.
  @Test func firstScreenMaterialisesOnlyItsBlocks() throws {
    let text = (0 ..< 30_000).map { "line \($0) with a few words and #tag\($0 % 7)\n" }.joined()
    var layout = ViewportTextLayout(
      document: makeDocument(text), engine: FakeTextLayoutEngine(), container: TextContainer(width: 320), overscan: 200)
    #expect(layout.heights.materialisedBlockCount == 0)
    try layout.setViewport(CGRect(x: 0, y: 0, width: 320, height: 640))
    #expect(layout.heights.materialisedBlockCount == 1)
    try layout.setViewport(CGRect(x: 0, y: layout.contentSize.height / 2, width: 320, height: 640))
    #expect((2 ... 3).contains(layout.heights.materialisedBlockCount))
    #expect(!layout.visibleParagraphs.isEmpty)
  }

  /// After random scrolls and edits, a layout shows what a fresh layout of its document shows when
  /// anchored at the same paragraph and offset: the same visible paragraphs, ranges, heights,
  /// tokens and positions relative to the viewport (every one of them measured in both).
  @Test func layoutMatchesAFreshLayoutWhereBothAreMeasured() async {
    await propertyCheck(count: 40, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var random = SeededGenerator(seed: UInt64(seed))
      let pieces = ViewportEditPropertyTests.pieces + ["\n", "\n", "a longer line of words that wraps at this width\n"]
      let text = (0 ..< Int.random(in: 0 ... 4_000, using: &random)).map { _ in
        pieces[Int.random(in: 0 ..< pieces.count, using: &random)]
      }.joined()
      let viewportHeight = CGFloat(Int.random(in: 40 ... 400, using: &random))
      let overscan = CGFloat([0, 20, 200][Int.random(in: 0 ..< 3, using: &random)])
      guard var layout = try? makeLayout(text, viewportHeight: viewportHeight, overscan: overscan).layout else { return }
      for _ in 0 ..< 8 {
        if Bool.random(using: &random) {
          let y = CGFloat(Double.random(in: 0 ... 1, using: &random)) * layout.contentSize.height
          try? layout.setViewport(CGRect(x: 0, y: y, width: 320, height: viewportHeight))
        } else {
          let length = layout.document.length
          let lower = Int.random(in: 0 ... length, using: &random)
          let upper = Swift.min(length, lower + Int.random(in: 0 ... 12, using: &random))
          let replacement = ViewportEditPropertyTests.randomText(Int.random(in: 0 ... 3, using: &random), using: &random)
          _ = try? layout.replaceCharacters(in: NSRange(location: lower, length: upper - lower), with: replacement)
        }
      }
      // The blocks' lengths followed the edits.
      #expect(layout.heights.characterCount == layout.document.length)
      #expect(layout.heights.count == layout.document.paragraphs.count)
      let visible = layout.visibleParagraphs
      guard let anchor = visible.first else { return }
      let offset = layout.viewport.minY - anchor.frame.minY
      var fresh = ViewportTextLayout(
        document: layout.document, engine: FakeTextLayoutEngine(), container: layout.container,
        overscan: layout.overscan)
      // Measure the anchor first, then put the viewport at the same offset from its top.
      try? fresh.scrollRangeToVisible(NSRange(location: anchor.range.location, length: 0))
      guard let top = fresh.frame(ofParagraph: anchor.index)?.minY else { return }
      try? fresh.setViewport(CGRect(x: 0, y: top + offset, width: 320, height: viewportHeight))
      let other = fresh.visibleParagraphs
      #expect(other.map(\.index) == visible.map(\.index), "seed \(seed)")
      for (a, b) in zip(visible, other) {
        #expect(layout.isParagraphMeasured(a.index) && fresh.isParagraphMeasured(b.index))
        #expect(a.range == b.range)
        #expect(a.frame.height == b.frame.height)
        #expect(a.tokens == b.tokens)
        #expect(abs((a.frame.minY - layout.viewport.minY) - (b.frame.minY - fresh.viewport.minY)) < 1e-6)
      }
    }
  }
}
