import Foundation
@testable import InteractionKitInteractiveText
import PropertyBased
import Testing

/// The blocked structures behind large documents (``ParagraphStarts``, ``ParagraphHeights``)
/// against plain arrays, over random edits and queries large enough to split and merge blocks.
@Suite struct ParagraphBlocksPropertyTests {
  /// The estimate's rounding without libm equals `rounded()` (half away from zero), at least 1:
  /// on exact halves, just around them, and on random quotients.
  @Test func estimatedLinesRoundLikeTheStandardLibrary() async {
    func expected(_ length: Int, _ perLine: Double) -> Double { Swift.max(1, (Double(length) / perLine).rounded()) }
    for length in 0 ... 2_000 {
      for perLine in [1.0, 2.0, 4.0, 8.0, 3.0, 0.5.nextUp + 1, 2.5, 7.999999999999999, 40.0, 1e-300 + 1] {
        #expect(ParagraphHeights.estimatedLines(length, charactersPerLine: perLine) == expected(length, perLine))
      }
    }
    await propertyCheck(count: 2_000, input: Gen.int(in: 0 ... 1_000_000_000), Gen.double(in: 1 ... 1_000)) {
      length, perLine in
      #expect(ParagraphHeights.estimatedLines(length, charactersPerLine: perLine) == expected(length, perLine))
    }
    #expect(ParagraphHeights.estimatedLines(Int.max, charactersPerLine: 1) == Double(Int.max))
    #expect(ParagraphHeights.estimatedLines(7, charactersPerLine: .infinity) == 1)
  }

  /// Starts and lengths from a naive array, after random replacements with shifts.
  @Test func paragraphStartsMatchAnArray() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      var (model, length) = Self.randomStarts(upTo: 3_000, using: &rng)
      var starts = ParagraphStarts(model, length: length)
      for _ in 0 ..< 25 {
        let edit = Self.randomEdit(
          of: &model, length: &length, maximumReplaced: Int.random(in: 0 ... 1_500, using: &rng),
          added: Int.random(in: 0 ... 3, using: &rng) == 0 ? Int.random(in: 0 ... 2_000, using: &rng) : Int.random(in: 0 ... 3, using: &rng),
          shift: -40 ... 40, using: &rng)
        starts.replace(edit.replaced, with: edit.new[...], delta: edit.delta)
        #expect(starts.count == model.count)
        #expect(starts.all == model)
        for _ in 0 ..< 20 {
          let i = Int.random(in: 0 ..< model.count, using: &rng)
          #expect(starts[i] == model[i])
          let offset = Int.random(in: -2 ... length + 2, using: &rng)
          let expected = (model.lastIndex { $0 <= offset }) ?? 0
          #expect(starts.index(containing: offset) == expected, "offset \(offset)")
        }
        let from = Int.random(in: 0 ... model.count, using: &rng)
        let to = Int.random(in: from ... Swift.min(model.count, from + 600), using: &rng)
        let lengths = (from ..< to).map { ($0 + 1 < model.count ? model[$0 + 1] : length) - model[$0] }
        #expect(starts.lengths(in: from ..< to, length: length) == lengths)
      }
    }
  }

  /// Starts after many small edits (a few starts replaced by a few, the later ones moved), which
  /// mostly stay in one block and are made in place, sometimes at a block's first start.
  @Test func paragraphStartsMatchAnArrayUnderSmallEdits() async {
    await propertyCheck(count: 40, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      var (model, length) = Self.randomStarts(upTo: 2_000, using: &rng)
      var starts = ParagraphStarts(model, length: length)
      for _ in 0 ..< 300 {
        let edit = Self.randomEdit(
          of: &model, length: &length, maximumReplaced: 2, added: Int.random(in: 0 ... 3, using: &rng), shift: -6 ... 6,
          keepsFirstSometimes: true, using: &rng)
        starts.replace(edit.replaced, with: edit.new[...], delta: edit.delta)
        #expect(starts.count == model.count)
      }
      #expect(starts.all == model)
      for _ in 0 ..< 40 {
        let offset = Int.random(in: -2 ... length + 2, using: &rng)
        let expected = (model.lastIndex { $0 <= offset }) ?? 0
        #expect(starts.index(containing: offset) == expected, "offset \(offset)")
      }
    }
  }

  /// Tops, heights and the paragraph at a y from naive sums, after random measurements,
  /// replacements, refinements and forgetting. A paragraph of a lazy block (one without a
  /// measured paragraph) has its block's shared estimate, which the model takes from the heights;
  /// one of a materialised block is estimated from its own length.
  @Test func paragraphHeightsMatchArrays() async {
    await propertyCheck(count: 40, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      var characters = (0 ..< Int.random(in: 1 ... 3_000, using: &rng)).map { _ in Int.random(in: 0 ... 400, using: &rng) }
      var measured: [Double?] = Array(repeating: nil, count: characters.count)
      var heights = ParagraphHeights(paragraphs: LengthArray(values: characters), lineHeight: 12, charactersPerLine: 50)
      func expectedHeight(_ i: Int) -> Double {
        guard heights.isMaterialised(i) else { return measured[i] ?? heights.height(of: i) }
        return measured[i] ?? ParagraphHeights.estimatedLines(characters[i], charactersPerLine: heights.charactersPerLine) * heights.lineHeight
      }
      for _ in 0 ..< 30 {
        switch Int.random(in: 0 ..< 10, using: &rng) {
        case 0 ..< 4:
          let i = Int.random(in: 0 ..< characters.count, using: &rng)
          let lines = Int.random(in: 1 ... 5, using: &rng)
          let height = Double(lines * 13)
          heights.setMeasured(i, height: height, lineCount: lines, in: LengthArray(values: characters))
          measured[i] = height
        case 4 ..< 8:
          let lo = Int.random(in: 0 ... characters.count, using: &rng)
          let hi = Int.random(in: lo ... Swift.min(characters.count, lo + Int.random(in: 0 ... 1_500, using: &rng)), using: &rng)
          let k = Int.random(in: 0 ... 3, using: &rng) == 0 ? Int.random(in: 0 ... 2_000, using: &rng) : Int.random(in: 0 ... 3, using: &rng)
          guard characters.count - (hi - lo) + k > 0 else { continue }
          let lengths = (0 ..< k).map { _ in Int.random(in: 0 ... 400, using: &rng) }
          let change = lengths.reduce(0, +) - characters[lo ..< hi].reduce(0, +)
          characters.replaceSubrange(lo ..< hi, with: lengths)
          heights.replace(lo ..< hi, with: lo ..< lo + k, changeInLength: change, in: LengthArray(values: characters))
          measured.replaceSubrange(lo ..< hi, with: Array(repeating: nil, count: k))
        case 8:
          heights.refineEstimates()
        default:
          heights.forgetMeasurements(charactersPerLine: Double(Int.random(in: 20 ... 80, using: &rng)))
          measured = Array(repeating: nil, count: characters.count)
        }
        #expect(heights.count == characters.count)
        var top = 0.0
        var tops: [Double] = []
        for i in characters.indices {
          tops.append(top)
          top += expectedHeight(i)
        }
        #expect(abs(heights.totalHeight - top) < 1e-6 * Swift.max(1, top))
        for _ in 0 ..< 20 {
          let i = Int.random(in: 0 ..< characters.count, using: &rng)
          #expect(heights.isMeasured(i) == (measured[i] != nil))
          #expect(abs(heights.height(of: i) - expectedHeight(i)) < 1e-9 * Swift.max(1, expectedHeight(i)))
          #expect(abs(heights.top(of: i) - tops[i]) < 1e-6 * Swift.max(1, top))
          // A y inside a paragraph of some height finds it.
          if expectedHeight(i) > 1 {
            #expect(heights.index(atY: tops[i] + expectedHeight(i) / 2) == i)
          }
        }
        #expect(heights.index(atY: -5) == 0)
        #expect(heights.index(atY: top + 100) == characters.count - 1)
      }
    }
  }

  /// Up to `count` paragraph starts 1–9 units apart from 0, and a text length 0–9 past the last.
  /// A random edit of `model`, the starts of a text of `length` units: starts `lo ..< hi` (never
  /// the first; at most `maximumReplaced`) replaced by `added` new ones, the later ones moved by a
  /// delta drawn from `shift` (or more, to make room). With `keepsFirstSometimes`, the first
  /// replaced start is sometimes kept where it was (a block's first start stays). Applied to
  /// `model` and `length`, and returned for `ParagraphStarts.replace`.
  static func randomEdit(
    of model: inout [Int], length: inout Int, maximumReplaced: Int, added k: Int, shift: ClosedRange<Int>,
    keepsFirstSometimes: Bool = false, using rng: inout SeededGenerator
  ) -> (replaced: Range<Int>, new: [Int], delta: Int) {
    let lo = Int.random(in: 1 ... model.count, using: &rng)
    let hi = Int.random(in: lo ... Swift.min(model.count, lo + maximumReplaced), using: &rng)
    let left = model[lo - 1]
    let right = hi < model.count ? model[hi] : length + 1
    let delta = Swift.max(left + k + 1 - right, Int.random(in: shift, using: &rng))
    var fresh = Set<Int>()
    if keepsFirstSometimes, k > 0, lo < hi, model[lo] < right + delta, Bool.random(using: &rng) { fresh.insert(model[lo]) }
    while fresh.count < k { fresh.insert(Int.random(in: (left + 1) ... (right + delta - 1), using: &rng)) }
    let new = fresh.sorted()
    model.replaceSubrange(lo..., with: new + model[hi...].map { $0 + delta })
    length += delta
    return (lo ..< hi, new, delta)
  }

  static func randomStarts(upTo count: Int, using rng: inout SeededGenerator) -> (starts: [Int], length: Int) {
    var starts = [0]
    var length = 0
    for _ in 0 ..< Int.random(in: 0 ... count, using: &rng) {
      length += Int.random(in: 1 ... 9, using: &rng)
      starts.append(length)
    }
    length += Int.random(in: 0 ... 9, using: &rng)
    return (starts, length)
  }
}
