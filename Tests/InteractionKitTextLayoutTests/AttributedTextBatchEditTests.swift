import Foundation
import InteractionKitGeometry
import InteractionKitTestSupport
import InteractionKitTextLayout
import PropertyBased
import Testing

/// The batch edit `modifyAttributes(in: [NSRange], _:)` against one edit per range as the oracle.
@Suite struct AttributedTextBatchEditTests {
  /// A text of `length` units whose runs alternate font sizes every few units, so edits cross runs.
  static func text(length: Int, using random: inout SplitMix64) -> AttributedText {
    var text = AttributedText(String(repeating: "a", count: length), attributes: TextAttributes(fontSize: 15))
    var location = 0
    while location < length {
      let run = Int.random(in: 1...6, using: &random)
      let range = NSRange(location: location, length: Swift.min(run, length - location))
      let size = CGFloat(Int.random(in: 10...13, using: &random))
      try? text.modifyAttributes(in: range) { $0.fontSize = size }
      location += run
    }
    return text
  }

  /// `count` random ranges inside `0 ..< length`, some empty, some overlapping, in random order.
  static func ranges(count: Int, length: Int, using random: inout SplitMix64) -> [NSRange] {
    (0..<count).map { _ in
      let location = Int.random(in: 0...length, using: &random)
      return NSRange(location: location, length: Int.random(in: 0...Swift.min(8, length - location), using: &random))
    }
  }

  /// Whether the runs tile the string in order and are maximal (no equal neighbours).
  static func isCanonical(_ text: AttributedText) -> Bool {
    var next = 0
    for (index, run) in text.runs.enumerated() {
      guard run.range.location == next, run.range.length > 0 || text.utf16Count == 0 else { return false }
      if index > 0, text.runs[index - 1].attributes == run.attributes { return false }
      next = NSMaxRange(run.range)
    }
    return next == text.utf16Count
  }

  @Test func randomRangesMatchOneEditPerRange() async {
    await propertyCheck(count: 400, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var random = SplitMix64(seed: UInt64(seed))
      let length = Int.random(in: 0...60, using: &random)
      let original = Self.text(length: length, using: &random)
      let ranges = Self.ranges(count: Int.random(in: 0...12, using: &random), length: length, using: &random)
      // An idempotent edit (a colour), so overlapping ranges agree too.
      let edit = { (attributes: inout TextAttributes) in attributes.foregroundColor = .systemBlue }
      var oracle = original
      for range in ranges { try? oracle.modifyAttributes(in: range, edit) }
      var batch = original
      try? batch.modifyAttributes(in: ranges, edit)
      #expect(batch == oracle, "seed \(seed): \(ranges)")
      #expect(Self.isCanonical(batch), "seed \(seed)")
    }
  }

  @Test func disjointRangesMatchOneEditPerRangeForAnyEdit() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var random = SplitMix64(seed: UInt64(seed))
      let length = Int.random(in: 1...60, using: &random)
      let original = Self.text(length: length, using: &random)
      // Disjoint ranges: cut points, every other gap taken, shuffled.
      var cuts = Set((0..<Int.random(in: 0...10, using: &random)).map { _ in Int.random(in: 0...length, using: &random) })
      cuts.formUnion([0, length])
      let sorted = cuts.sorted()
      var ranges = zip(sorted, sorted.dropFirst()).enumerated().filter { $0.offset % 2 == 0 }.map {
        NSRange(location: $0.element.0, length: $0.element.1 - $0.element.0)
      }
      ranges.shuffle(using: &random)
      // A non-idempotent edit: applied twice it would differ.
      let edit = { (attributes: inout TextAttributes) in attributes.fontSize += 1 }
      var oracle = original
      for range in ranges { try? oracle.modifyAttributes(in: range, edit) }
      var batch = original
      try? batch.modifyAttributes(in: ranges, edit)
      #expect(batch == oracle, "seed \(seed): \(ranges)")
    }
  }

  @Test func aBadRangeThrowsAndLeavesTheTextUnchanged() {
    let original = AttributedText("Hello world")
    var text = original
    #expect(throws: TextRangeError.self) {
      try text.modifyAttributes(in: [NSRange(location: 0, length: 2), NSRange(location: 9, length: 5)]) {
        $0.fontWeight = .bold
      }
    }
    #expect(text == original)
  }

  @Test func emptyAndNoRangesAreNoOps() throws {
    let original = AttributedText("Hello")
    #expect(try original.modifyingAttributes(in: []) { $0.fontWeight = .bold } == original)
    #expect(try original.modifyingAttributes(in: [NSRange(location: 2, length: 0)]) { $0.fontWeight = .bold } == original)
  }

  @Test func touchingRangesBecomeOneRun() throws {
    let text = try AttributedText("abcdefghij").modifyingAttributes(
      in: [NSRange(location: 5, length: 2), NSRange(location: 2, length: 3)]
    ) { $0.fontWeight = .bold }
    #expect(text.runs.map(\.range) == [
      NSRange(location: 0, length: 2), NSRange(location: 2, length: 5), NSRange(location: 7, length: 3),
    ])
  }

  @Test func aHundredThousandTokensTakeOnePass() throws {
    // 100,000 one-unit tokens: one edit per token would copy ~100,000 runs 100,000 times.
    let count = 100_000
    let original = AttributedText(String(repeating: "@a ", count: count))
    let ranges = (0..<count).map { NSRange(location: 3 * $0, length: 2) }
    let clock = ContinuousClock()
    var text = original
    let elapsed = try clock.measure { try text.modifyAttributes(in: ranges) { $0.foregroundColor = .systemBlue } }
    #expect(text.runs.count == 2 * count)
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }
}
