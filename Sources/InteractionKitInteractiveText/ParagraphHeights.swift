import Foundation
import InteractionKitTextTokens

/// The vertical extent of every paragraph, measured or estimated, with O(log n) positions.
///
/// A measured paragraph has its laid-out height. An unmeasured one has an estimated number of lines
/// (its length over the average characters per line, rounded, at least 1) times the average line
/// height. Paragraphs are kept in blocks of a few hundred, each with the sums of its measured
/// heights and of its estimated line counts; two Fenwick trees over the blocks hold those sums, so
/// the top of a paragraph is `measured prefix + lineHeight × lines prefix` (refining the line
/// height costs nothing) and measuring, re-estimating or replacing paragraphs costs
/// O(block + log blocks), whatever the document's size. Only a change of the blocks' number
/// rebuilds the trees (O(blocks)), and the line counts are recomputed (O(n)) only when the
/// characters-per-line average drifts by more than 10 %.
struct ParagraphHeights: Sendable {
  /// Blocks are built with this many paragraphs.
  static let targetBlockLength = 256
  /// A block that grows past this many paragraphs is split.
  static let maximumBlockLength = 1024

  /// A run of consecutive paragraphs.
  struct Block: Sendable {
    /// Each paragraph's length in UTF-16 units.
    var characters: [Int]
    /// Each paragraph's measured height, or NaN.
    var measured: [Double]
    /// Each unmeasured paragraph's estimated line count (0 once measured).
    var lines: [Double]
    /// The sum of the measured heights.
    var measuredSum: Double = 0
    /// The sum of the estimated line counts.
    var linesSum: Double = 0

    /// Unmeasured paragraphs of the given lengths.
    init(characters: ArraySlice<Int>, charactersPerLine: Double) {
      self.init(
        characters: Array(characters), measured: Array(repeating: .nan, count: characters.count),
        lines: characters.map { ParagraphHeights.estimatedLines($0, charactersPerLine: charactersPerLine) })
    }

    /// Paragraphs with the given lengths, measured heights (NaN where unmeasured) and estimated
    /// line counts.
    init(characters: [Int], measured: [Double], lines: [Double]) {
      self.characters = characters
      self.measured = measured
      self.lines = lines
      resum()
    }

    /// Estimates the unmeasured paragraphs' line counts again, then the sums.
    mutating func reestimate(charactersPerLine: Double) {
      for p in measured.indices where measured[p].isNaN {
        lines[p] = ParagraphHeights.estimatedLines(characters[p], charactersPerLine: charactersPerLine)
      }
      resum()
    }

    /// Recomputes the two sums.
    mutating func resum() {
      measuredSum = 0
      linesSum = 0
      for i in measured.indices {
        if !measured[i].isNaN { measuredSum += measured[i] }
        linesSum += lines[i]
      }
    }
  }

  private var blocks: [Block]
  /// Each block's number of paragraphs.
  private var counts: ChunkPrefixSums
  /// Fenwick trees (1-based) over the blocks' measured sums and line sums.
  private var measuredTree: [Double]
  private var linesTree: [Double]
  /// The largest power of two not above the number of blocks, where searches start.
  private var topStep: Int
  /// The height of one estimated line.
  private(set) var lineHeight: Double
  /// The characters per line the estimated line counts were computed with (`.infinity` without wrapping).
  private(set) var charactersPerLine: Double
  /// Totals over every measurement so far, for refining the estimates.
  private var sampledHeight: Double = 0
  private var sampledLines: Double = 0
  private var sampledCharacters: Double = 0

  /// Creates the heights of paragraphs of the given lengths, none measured yet.
  init(lengths: [Int], lineHeight: Double, charactersPerLine: Double) {
    self.lineHeight = lineHeight
    self.charactersPerLine = charactersPerLine
    blocks = Self.blocks(of: lengths[...], charactersPerLine: charactersPerLine)
    counts = ChunkPrefixSums([])
    measuredTree = []
    linesTree = []
    topStep = 0
    rebuildTrees()
  }

  /// The number of paragraphs.
  var count: Int { counts.total }

  /// The sum of all heights.
  var totalHeight: Double { top(of: count) }

  /// Whether a paragraph's height is measured.
  func isMeasured(_ index: Int) -> Bool {
    let (block, position) = locate(index)
    return !blocks[block].measured[position].isNaN
  }

  /// A paragraph's height: measured, or estimated.
  func height(of index: Int) -> Double {
    let (block, position) = locate(index)
    let measured = blocks[block].measured[position]
    return measured.isNaN ? blocks[block].lines[position] * lineHeight : measured
  }

  /// The y of a paragraph's top (`index == count` gives the total height). O(block + log blocks).
  func top(of index: Int) -> Double {
    let index = Swift.min(Swift.max(0, index), count)
    guard index < count else { return prefix(blocks: blocks.count) }
    let (block, position) = locate(index)
    var (heights, lineCount) = sums(ofFirst: block)
    let entries = blocks[block]
    for p in 0 ..< position {
      let measured = entries.measured[p]
      if measured.isNaN { lineCount += entries.lines[p] } else { heights += measured }
    }
    return heights + lineCount * lineHeight
  }

  /// The paragraph at height `y`: the last one whose top is at or above it, clamped into the
  /// paragraphs (a y above the first gives 0, one below the last gives the last). O(block + log blocks).
  func index(atY y: Double) -> Int {
    guard count > 0, y.isFinite, y > 0 else { return 0 }
    var block = 0
    var remaining = y
    var step = topStep
    while step > 0 {
      let next = block + step
      if next <= blocks.count {
        let span = measuredTree[next] + linesTree[next] * lineHeight
        if span <= remaining {
          block = next
          remaining -= span
        }
      }
      step >>= 1
    }
    guard block < blocks.count else { return count - 1 }
    var index = counts.prefixSum(block)
    let entries = blocks[block]
    for p in entries.measured.indices {
      let measured = entries.measured[p]
      let height = measured.isNaN ? entries.lines[p] * lineHeight : measured
      guard height <= remaining else { break }
      remaining -= height
      index += 1
    }
    return Swift.min(index, count - 1)
  }

  /// Records a paragraph's laid-out height and line count.
  mutating func setMeasured(_ index: Int, height: Double, lineCount: Int) {
    let (block, position) = locate(index)
    blocks[block].measured[position] = height
    blocks[block].lines[position] = 0
    resum(block)
    sampledHeight += height
    sampledLines += Double(Swift.max(1, lineCount))
    sampledCharacters += Double(blocks[block].characters[position])
  }

  /// Refines the estimates from the measurements so far.
  mutating func refineEstimates() {
    guard sampledLines > 0 else { return }
    lineHeight = sampledHeight / sampledLines
    guard charactersPerLine.isFinite else { return }
    let measuredPerLine = Swift.max(1, sampledCharacters / sampledLines)
    if abs(measuredPerLine - charactersPerLine) > 0.1 * charactersPerLine {
      charactersPerLine = measuredPerLine
      for b in blocks.indices { blocks[b].reestimate(charactersPerLine: measuredPerLine) }
      rebuildTrees()
    }
  }

  /// Replaces paragraphs `old` with unmeasured paragraphs of the given lengths.
  mutating func replace(_ old: Range<Int>, withLengths lengths: [Int]) {
    if old.count == lengths.count {
      // A block whose replaced paragraphs were all unmeasured keeps its measured sum, and its line
      // sum moves by a whole number of lines (exact in a Double): the block is not summed again.
      var current = -1
      var linesDelta = 0.0
      var needsResum = false
      func flush() {
        guard current >= 0 else { return }
        if needsResum {
          resum(current)
        } else if linesDelta != 0 {
          blocks[current].linesSum += linesDelta
          add(linesDelta, to: &linesTree, at: current)
        }
      }
      for (offset, length) in lengths.enumerated() {
        let (block, position) = locate(old.lowerBound + offset)
        if block != current {
          flush()
          current = block
          linesDelta = 0
          needsResum = false
        }
        let lines = Self.estimatedLines(length, charactersPerLine: charactersPerLine)
        if blocks[block].measured[position].isNaN {
          linesDelta += lines - blocks[block].lines[position]
        } else {
          needsResum = true
        }
        blocks[block].characters[position] = length
        blocks[block].measured[position] = .nan
        blocks[block].lines[position] = lines
      }
      flush()
      return
    }
    let total = count
    var firstBlock = counts.chunk(containing: Swift.min(old.lowerBound, total - 1))?.index ?? 0
    var lastBlock = Swift.max(firstBlock, counts.chunk(containing: Swift.max(old.lowerBound, old.upperBound - 1))?.index ?? 0)
    while true {
      let firstIndex = counts.prefixSum(firstBlock)
      var merged = Block(characters: [], measured: [], lines: [])
      for block in firstBlock ... lastBlock {
        merged.characters += blocks[block].characters
        merged.measured += blocks[block].measured
        merged.lines += blocks[block].lines
      }
      let lower = Swift.min(old.lowerBound - firstIndex, merged.characters.count)
      let upper = Swift.min(old.upperBound - firstIndex, merged.characters.count)
      merged.characters.replaceSubrange(lower ..< upper, with: lengths)
      merged.measured.replaceSubrange(lower ..< upper, with: Array(repeating: .nan, count: lengths.count))
      merged.lines.replaceSubrange(
        lower ..< upper, with: lengths.map { Self.estimatedLines($0, charactersPerLine: charactersPerLine) })
      // A region left without paragraphs takes a neighbouring block along.
      if merged.characters.isEmpty {
        if firstBlock > 0 { firstBlock -= 1 } else if lastBlock + 1 < blocks.count { lastBlock += 1 } else {
          blocks = []
          rebuildTrees()
          return
        }
        continue
      }
      let pieces = Self.split(merged)
      if pieces.count == lastBlock - firstBlock + 1 {
        for (i, piece) in pieces.enumerated() {
          let block = firstBlock + i
          counts.add(piece.characters.count - counts.sizes[block], at: block)
          add(piece.measuredSum - blocks[block].measuredSum, to: &measuredTree, at: block)
          add(piece.linesSum - blocks[block].linesSum, to: &linesTree, at: block)
          blocks[block] = piece
        }
      } else {
        blocks.replaceSubrange(firstBlock ... lastBlock, with: pieces)
        rebuildTrees()
      }
      return
    }
  }

  /// Forgets every measurement (after a width or style change); the estimates restart from the
  /// given averages (the current line height when `nil`).
  mutating func forgetMeasurements(charactersPerLine newValue: Double, lineHeight newLineHeight: Double? = nil) {
    charactersPerLine = newValue
    lineHeight = newLineHeight ?? lineHeight
    sampledHeight = 0
    sampledLines = 0
    sampledCharacters = 0
    for b in blocks.indices {
      blocks[b] = Block(characters: blocks[b].characters[...], charactersPerLine: newValue)
    }
    rebuildTrees()
  }

  /// A paragraph's estimated line count: its length over the characters per line, rounded half
  /// away from zero, at least 1 (1 without wrapping).
  ///
  /// "Rounding without libm": the quotient is rounded through an integer conversion (one
  /// instruction) instead of `rounded()`, which x86-64 without SSE4.1 compiles to a call of libm's
  /// `round` (a quarter of a first screen's time over millions of paragraphs). The result is the
  /// same for every quotient: below 2⁵² the conversion truncates exactly and the fraction is exact,
  /// and above it every double is whole.
  static func estimatedLines(_ length: Int, charactersPerLine: Double) -> Double {
    guard charactersPerLine.isFinite else { return 1 }
    let quotient = Double(length) / charactersPerLine
    guard quotient > 0, quotient < 0x1p52 else { return Swift.max(1, quotient.isNaN ? 1 : quotient) }
    let whole = Double(Int(quotient))
    return Swift.max(1, quotient - whole >= 0.5 ? whole + 1 : whole)
  }

  /// The block of a paragraph and its position there (`index` clamped into the paragraphs).
  private func locate(_ index: Int) -> (block: Int, position: Int) {
    guard let (block, first) = counts.chunk(containing: Swift.max(0, index)) else { return (0, 0) }
    return (block, Swift.min(index - first, blocks[block].characters.count - 1))
  }

  /// The sums of the first `blocks` blocks, as a height.
  private func prefix(blocks count: Int) -> Double {
    let (heights, lineCount) = sums(ofFirst: count)
    return heights + lineCount * lineHeight
  }

  /// The measured heights and the estimated line counts of the first `count` blocks, from the
  /// trees. O(log blocks).
  private func sums(ofFirst count: Int) -> (heights: Double, lines: Double) {
    var heights = 0.0
    var lineCount = 0.0
    var i = count
    while i > 0 {
      heights += measuredTree[i]
      lineCount += linesTree[i]
      i &= i - 1
    }
    return (heights, lineCount)
  }

  /// Recomputes a block's sums and moves the trees by their change.
  private mutating func resum(_ block: Int) {
    let oldMeasured = blocks[block].measuredSum
    let oldLines = blocks[block].linesSum
    blocks[block].resum()
    add(blocks[block].measuredSum - oldMeasured, to: &measuredTree, at: block)
    add(blocks[block].linesSum - oldLines, to: &linesTree, at: block)
  }

  private func add(_ value: Double, to tree: inout [Double], at block: Int) {
    guard value != 0 else { return }
    var i = block + 1
    while i < tree.count {
      tree[i] += value
      i += i & -i
    }
  }

  /// Rebuilds the counts and both trees from the blocks, O(blocks).
  private mutating func rebuildTrees() {
    counts = ChunkPrefixSums(blocks.map(\.characters.count))
    measuredTree = Self.tree(of: blocks.map(\.measuredSum))
    linesTree = Self.tree(of: blocks.map(\.linesSum))
    topStep = blocks.isEmpty ? 0 : 1 << (Int.bitWidth - 1 - blocks.count.leadingZeroBitCount)
  }

  /// Cuts paragraph lengths into blocks of about ``targetBlockLength``.
  private static func blocks(of lengths: ArraySlice<Int>, charactersPerLine: Double) -> [Block] {
    guard !lengths.isEmpty else { return [] }
    let pieces = (lengths.count + targetBlockLength - 1) / targetBlockLength
    var result: [Block] = []
    result.reserveCapacity(pieces)
    var from = lengths.startIndex
    for piece in 0 ..< pieces {
      let to = lengths.startIndex + lengths.count * (piece + 1) / pieces
      result.append(Block(characters: lengths[from ..< to], charactersPerLine: charactersPerLine))
      from = to
    }
    return result
  }

  /// A block as it is when it fits in ``maximumBlockLength``, otherwise cut into pieces of about
  /// ``targetBlockLength`` (measurements kept).
  private static func split(_ block: Block) -> [Block] {
    var block = block
    block.resum()
    let n = block.characters.count
    guard n > maximumBlockLength else { return [block] }
    let pieces = (n + targetBlockLength - 1) / targetBlockLength
    var result: [Block] = []
    var from = 0
    for piece in 0 ..< pieces {
      let to = n * (piece + 1) / pieces
      result.append(
        Block(
          characters: Array(block.characters[from ..< to]), measured: Array(block.measured[from ..< to]),
          lines: Array(block.lines[from ..< to])))
      from = to
    }
    return result
  }

  /// A Fenwick tree of `values` in O(n).
  private static func tree(of values: [Double]) -> [Double] {
    var tree = [0] + values
    let n = values.count
    var i = 1
    while i <= n {
      let parent = i + (i & -i)
      if parent <= n { tree[parent] += tree[i] }
      i += 1
    }
    return tree
  }
}
