import Foundation
import InteractionKitTextTokens
import PropertyBased
import Testing

/// The structures under ``TokenStorage`` against plain-array models, at sizes that make many chunks.
struct TokenStorageBuffersTests {
  @Test func prefixSumsMatchANaiveModel() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...9).array(of: 0...40), Gen.uint64()) { sizes, seed in
      var tree = ChunkPrefixSums(sizes)
      var model = sizes
      var random = StorageTestRandom(seed: seed)
      for _ in 0..<20 where !model.isEmpty {
        let index = Int.random(in: 0..<model.count, using: &random)
        let delta = Int.random(in: -model[index]...9, using: &random)
        tree.add(delta, at: index)
        model[index] += delta
      }
      #expect(tree.sizes == model && tree.total == model.reduce(0, +))
      var start = 0
      for (index, size) in model.enumerated() {
        #expect(tree.prefixSum(index) == start)
        for offset in start..<(start + size) { #expect(Self.pair(tree.chunk(containing: offset)) == [index, start]) }
        start += size
      }
      if let lastIndex = model.indices.last {
        #expect(Self.pair(tree.chunk(containing: start)) == [lastIndex, start - model[lastIndex]])
      } else {
        #expect(tree.chunk(containing: 0) == nil)
      }
    }
  }

  @Test func textBufferKeepsChunksBounded() {
    var buffer = TextBuffer(Array(repeating: 65, count: 100_000))
    #expect(buffer.chunkCount == 49)
    for i in 0..<5_000 { buffer.replace((50_000 + i)..<(50_000 + i), with: [66]) }
    #expect(buffer.count == 105_000 && buffer.chunkCount <= 105_000 / 2_048 + 4)
    buffer.replace(0..<buffer.count, with: [])
    #expect(buffer.count == 0 && buffer.chunkCount == 0 && buffer.units(in: 0..<10).isEmpty)
  }

  @Test func tokenIndexMatchesAnArray() async {
    await propertyCheck(count: 60, input: Gen.uint64()) { seed in
      var random = StorageTestRandom(seed: seed)
      var length = Int.random(in: 0...20_000, using: &random)
      var model = Self.randomTokens(in: 0..<length, using: &random)
      var index = TokenStorageIndex(tokens: model, length: length)
      for _ in 0..<40 {
        // Replace the tokens starting in a window around a random edit, as a rescan does.
        let start = Int.random(in: 0...length, using: &random)
        let end = min(length, start + [0, 5, 60, 900, 20_000][Int.random(in: 0..<5, using: &random)])
        let change = Int.random(in: -(end - start)...300, using: &random)
        let before = model.filter { NSMaxRange($0.range) <= start }
        let crossing = model.contains { $0.range.location < start && NSMaxRange($0.range) > start }
        guard !crossing else { continue }
        let fresh = Self.randomTokens(in: start..<(end + change), using: &random)
        let after = model.filter { $0.range.location >= end }.map { $0.offset(by: change) }
        guard fresh.last.map({ NSMaxRange($0.range) <= (after.first?.range.location ?? Int.max) }) ?? true else {
          continue
        }
        index.replaceTokens(startingIn: start..<end, with: fresh, changeInLength: change)
        model = before + fresh + after
        length += change
      }
      #expect(index.all == model && index.count == model.count)
      for _ in 0..<30 {
        let lower = Int.random(in: 0...length, using: &random)
        let upper = Int.random(in: lower...max(lower, length), using: &random)
        #expect(index.tokens(startingIn: lower..<upper) == model.filter { (lower..<upper).contains($0.range.location) })
        #expect(index.lastToken(startingBefore: lower) == model.last { $0.range.location < lower })
        // Sharing at least one unit: an empty range shares none.
        #expect(
          index.tokens(overlapping: lower..<upper)
            == model.filter { lower < upper && $0.range.location < upper && NSMaxRange($0.range) > lower })
      }
    }
  }

  /// Edits that add no token (typing in undetected text or between tokens) take the in-place path
  /// of one chunk; the index still matches the array, with chunks emptied and merged away.
  @Test func tokenIndexMatchesAnArrayUnderEditsWithoutNewTokens() async {
    await propertyCheck(count: 60, input: Gen.uint64()) { seed in
      var random = StorageTestRandom(seed: seed)
      var length = Int.random(in: 0...20_000, using: &random)
      var model = Self.randomTokens(in: 0..<length, using: &random)
      var index = TokenStorageIndex(tokens: model, length: length)
      for _ in 0..<120 {
        let start = Int.random(in: 0...length, using: &random)
        let end = min(length, start + [0, 1, 3, 30, 400][Int.random(in: 0..<5, using: &random)])
        let change = Int.random(in: -(end - start)...8, using: &random)
        // Tokens starting in the range are removed; one crossing its start would be cut, so skip.
        guard !model.contains(where: { $0.range.location < start && NSMaxRange($0.range) > start }) else { continue }
        let before = model.filter { $0.range.location < start }
        let after = model.filter { $0.range.location >= end }.map { $0.offset(by: change) }
        index.replaceTokens(startingIn: start..<end, with: [], changeInLength: change)
        model = before + after
        length += change
        #expect(index.count == model.count)
      }
      #expect(index.all == model)
      for _ in 0..<30 {
        let lower = Int.random(in: 0...length, using: &random)
        let upper = Int.random(in: lower...max(lower, length), using: &random)
        #expect(index.tokens(startingIn: lower..<upper) == model.filter { (lower..<upper).contains($0.range.location) })
        #expect(index.firstToken(startingAtOrAfter: lower) == model.first { $0.range.location >= lower })
      }
    }
  }

  /// A chunk lookup as `[index, start]` (empty for `nil`), for comparisons.
  static func pair(_ chunk: (index: Int, start: Int)?) -> [Int] {
    chunk.map { [$0.index, $0.start] } ?? []
  }

  /// Sorted, non-overlapping tokens inside `range`.
  static func randomTokens(in range: Range<Int>, using random: inout StorageTestRandom) -> [Token] {
    var tokens: [Token] = []
    var position = range.lowerBound
    while true {
      position += Int.random(in: 0...40, using: &random)
      let length = Int.random(in: 1...12, using: &random)
      guard position + length <= range.upperBound else { return tokens }
      tokens.append(
        Token(
          kind: .hashtag, range: NSRange(location: position, length: length), text: "#\(position)",
          value: .hashtag(normalized: "")))
      position += length
    }
  }
}
