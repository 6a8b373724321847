import InteractionKitTextTokens

/// The start offsets of a text's paragraphs, ascending, in blocks of a few hundred: reading one
/// start, finding the paragraph at an offset and moving every later start after an edit cost
/// O(block + log blocks), not O(paragraphs).
///
/// Each block holds its starts relative to the block's first start (so its first entry is 0);
/// one Fenwick tree (`ChunkPrefixSums`) holds each block's span in UTF-16 units (from its first
/// start to the next block's, or to the text's end), another its number of starts. An edit that
/// shifts the paragraphs after it changes one block's entries and one span; only an edit that
/// makes a block too long or empties one rebuilds the two trees, O(blocks).
///
/// Two values are equal when they hold the same starts, however they are cut into blocks.
struct ParagraphStarts: Hashable, Sendable {
  /// Blocks are built with this many starts.
  static let targetBlockLength = 256
  /// A block that grows past this many starts is split.
  static let maximumBlockLength = 1024

  /// The starts of each block, relative to its first one; none is empty.
  private var blocks: [[Int]]
  /// Each block's span in UTF-16 units: the text from its first start to the next block's first
  /// start (to the end of the text for the last block).
  private var spans: ChunkPrefixSums
  /// Each block's number of starts.
  private var counts: ChunkPrefixSums

  /// Blocks for `starts` (ascending, the first 0, non-empty) in a text of `length` units.
  init(_ starts: [Int], length: Int) {
    blocks = []
    var spanSizes: [Int] = []
    var countSizes: [Int] = []
    Self.appendBlocks(of: starts[...], regionEnd: length, to: &blocks, spans: &spanSizes, counts: &countSizes)
    spans = ChunkPrefixSums(spanSizes)
    counts = ChunkPrefixSums(countSizes)
  }

  /// The number of starts.
  var count: Int { counts.total }

  /// The start at `index` (0 ≤ index < count). O(log blocks).
  subscript(index: Int) -> Int {
    guard let (block, first) = counts.chunk(containing: index) else { return 0 }
    return spans.prefixSum(block) + blocks[block][index - first]
  }

  static func == (lhs: ParagraphStarts, rhs: ParagraphStarts) -> Bool {
    lhs.count == rhs.count && lhs.spans.total == rhs.spans.total && lhs.all == rhs.all
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(spans.total)
    hasher.combine(all)
  }

  /// Every start, in order. O(n).
  var all: [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    var base = 0
    for (block, starts) in blocks.enumerated() {
      for start in starts { result.append(base + start) }
      base += spans.sizes[block]
    }
    return result
  }

  /// The length of each paragraph in `indices` (clamped to the starts), the last one ending at
  /// `length`. O(log blocks + indices.count).
  func lengths(in indices: Range<Int>, length: Int) -> [Int] {
    let lower = Swift.max(0, indices.lowerBound)
    let upper = Swift.min(count, indices.upperBound)
    guard lower < upper, let (firstBlock, first) = counts.chunk(containing: lower) else { return [] }
    var block = firstBlock
    var result: [Int] = []
    result.reserveCapacity(upper - lower)
    var base = spans.prefixSum(block)
    var position = lower - first
    var index = lower
    while index < upper {
      let starts = blocks[block]
      let start = base + starts[position]
      let end: Int
      if position + 1 < starts.count {
        end = base + starts[position + 1]
      } else {
        end = block + 1 < blocks.count ? base + spans.sizes[block] : length
      }
      result.append(end - start)
      index += 1
      position += 1
      if position == starts.count {
        base += spans.sizes[block]
        block += 1
        position = 0
      }
    }
    return result
  }

  /// The UTF-16 length of each of consecutive runs of paragraphs, the first starting at paragraph
  /// `first`, each as many paragraphs long as its entry in `runs` (clamped to the starts; the last
  /// paragraph ends at `length`). The runs' ends are found by walking the blocks once:
  /// O(log blocks + blocks walked + runs.count), whatever the number of paragraphs in the runs.
  func characterCounts(ofRuns runs: [Int], from first: Int, length: Int) -> [Int] {
    let total = count
    var index = Swift.min(Swift.max(0, first), total)
    guard total > 0, let (firstBlock, firstOfBlock) = counts.chunk(containing: Swift.min(index, total - 1)) else {
      return runs.map { _ in 0 }
    }
    var block = firstBlock
    var blockFirst = firstOfBlock
    var base = spans.prefixSum(block)
    /// The start of paragraph `index`, for indices that never decrease (`length` for `count`).
    func start(_ index: Int) -> Int {
      guard index < total else { return length }
      while index >= blockFirst + blocks[block].count {
        base += spans.sizes[block]
        blockFirst += blocks[block].count
        block += 1
      }
      return base + blocks[block][index - blockFirst]
    }
    var previous = start(index)
    var result: [Int] = []
    result.reserveCapacity(runs.count)
    for run in runs {
      index = Swift.min(total, index + Swift.max(0, run))
      let next = start(index)
      result.append(next - previous)
      previous = next
    }
    return result
  }

  /// The index of the last start at or before `offset` (0 for an offset at or before the first).
  /// O(log blocks + log block).
  func index(containing offset: Int) -> Int {
    guard offset > 0, let (block, base) = spans.chunk(containing: offset) else { return 0 }
    let starts = blocks[block]
    let local = offset - base
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= local { low = mid } else { high = mid - 1 }
    }
    return counts.prefixSum(block) + low
  }

  /// Replaces the starts at `replaced` with `newStarts` (ascending, in the edited text's offsets),
  /// moves every start after them by `delta`, and makes the text `delta` units longer.
  ///
  /// Only the blocks holding the replaced starts and the first moved one are rebuilt; the starts
  /// after them move with their block's base, through one span.
  mutating func replace(_ replaced: Range<Int>, with newStarts: ArraySlice<Int>, delta: Int) {
    let total = count
    if replaceInOneBlock(replaced, with: newStarts, delta: delta, total: total) { return }
    var firstBlock = counts.chunk(containing: Swift.min(replaced.lowerBound, total - 1))?.index ?? 0
    var lastBlock = Swift.max(firstBlock, counts.chunk(containing: Swift.min(replaced.upperBound, total - 1))?.index ?? 0)
    while true {
      let firstIndex = counts.prefixSum(firstBlock)
      let base = spans.prefixSum(firstBlock)
      // The region's starts, in the edited text.
      var region: [Int] = []
      var blockBase = base
      for block in firstBlock ... lastBlock {
        for start in blocks[block] { region.append(blockBase + start) }
        blockBase += spans.sizes[block]
      }
      let lower = replaced.lowerBound - firstIndex
      let upper = Swift.min(region.count, replaced.upperBound - firstIndex)
      for i in upper ..< region.count { region[i] += delta }
      region.replaceSubrange(lower ..< upper, with: newStarts)
      // A region left without starts takes a neighbouring block along, which keeps its own.
      if region.isEmpty {
        if firstBlock > 0 { firstBlock -= 1 } else if lastBlock + 1 < blocks.count { lastBlock += 1 } else { return }
        continue
      }
      replaceBlocks(firstBlock ... lastBlock, base: base, with: region, regionEnd: blockBase + delta)
      return
    }
  }

  /// The usual edit, in place: when the replaced starts all lie in one block, which keeps its first
  /// start and stays between 1 and ``maximumBlockLength`` starts, its later starts and its span move
  /// by `delta` there (no block is gathered and cut again, no array made). The starts come out as
  /// the general path makes them (which may also merge a neighbouring block in); returns `false`,
  /// changing nothing, otherwise.
  private mutating func replaceInOneBlock(
    _ replaced: Range<Int>, with newStarts: ArraySlice<Int>, delta: Int, total: Int
  ) -> Bool {
    guard total > 0, let (block, firstIndex) = counts.chunk(containing: Swift.min(replaced.lowerBound, total - 1)) else {
      return false
    }
    let blockCount = blocks[block].count
    let lower = replaced.lowerBound - firstIndex
    let upper = replaced.upperBound - firstIndex
    let newCount = blockCount - replaced.count + newStarts.count
    guard lower >= 0, upper <= blockCount, newCount >= 1, newCount <= Self.maximumBlockLength else { return false }
    let base = spans.prefixSum(block)
    guard lower > 0 || newStarts.first == base else { return false }
    if delta != 0 {
      for i in upper ..< blockCount { blocks[block][i] += delta }
      spans.add(delta, at: block)
    }
    if upper - lower == newStarts.count {
      var i = lower
      for start in newStarts {
        blocks[block][i] = start - base
        i += 1
      }
    } else {
      blocks[block].replaceSubrange(lower ..< upper, with: newStarts.lazy.map { $0 - base })
      counts.add(newCount - blockCount, at: block)
    }
    return true
  }

  /// Replaces `old` blocks, whose first one starts at `base`, with blocks for `region` (absolute
  /// starts) that reach `regionEnd`.
  private mutating func replaceBlocks(_ old: ClosedRange<Int>, base: Int, with region: [Int], regionEnd: Int) {
    var newBlocks: [[Int]] = []
    var newSpans: [Int] = []
    var newCounts: [Int] = []
    Self.appendBlocks(of: region[...], regionEnd: regionEnd, to: &newBlocks, spans: &newSpans, counts: &newCounts)
    // The block before the region now ends where the region's first start is.
    if old.lowerBound > 0, region[0] != base { spans.add(region[0] - base, at: old.lowerBound - 1) }
    if newBlocks.count == old.count {
      for (i, block) in newBlocks.enumerated() {
        spans.add(newSpans[i] - spans.sizes[old.lowerBound + i], at: old.lowerBound + i)
        counts.add(newCounts[i] - counts.sizes[old.lowerBound + i], at: old.lowerBound + i)
        blocks[old.lowerBound + i] = block
      }
    } else {
      var spanSizes = spans.sizes
      var countSizes = counts.sizes
      blocks.replaceSubrange(old, with: newBlocks)
      spanSizes.replaceSubrange(old, with: newSpans)
      countSizes.replaceSubrange(old, with: newCounts)
      spans = ChunkPrefixSums(spanSizes)
      counts = ChunkPrefixSums(countSizes)
    }
  }

  /// Cuts ascending starts into blocks (one when they fit in ``maximumBlockLength``, otherwise
  /// pieces of about ``targetBlockLength``), relative to each block's first start, and appends
  /// them with their spans (the last one reaching `regionEnd`) and counts.
  private static func appendBlocks(
    of starts: ArraySlice<Int>, regionEnd: Int, to blocks: inout [[Int]], spans: inout [Int], counts: inout [Int]
  ) {
    guard !starts.isEmpty else { return }
    let pieces = starts.count <= maximumBlockLength ? 1 : (starts.count + targetBlockLength - 1) / targetBlockLength
    var from = starts.startIndex
    for piece in 0 ..< pieces {
      let to = starts.startIndex + starts.count * (piece + 1) / pieces
      let blockBase = starts[from]
      blocks.append(starts[from ..< to].map { $0 - blockBase })
      spans.append((to < starts.endIndex ? starts[to] : regionEnd) - blockBase)
      counts.append(to - from)
      from = to
    }
  }
}
