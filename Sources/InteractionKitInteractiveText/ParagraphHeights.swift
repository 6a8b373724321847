import Foundation
import InteractionKitTextTokens

/// The vertical extent of every paragraph, measured or estimated, with O(log n) positions, and
/// per-paragraph state only where paragraphs were measured.
///
/// Paragraphs are kept in blocks of a few hundred, each with its number of paragraphs, its UTF-16
/// length, the sum of its measured heights and the sum of its estimated line counts; two Fenwick
/// trees over the blocks hold those sums, so the top of a paragraph is `measured prefix +
/// lineHeight × lines prefix` (refining the line height costs nothing).
///
/// A block is *lazy* until one of its paragraphs is measured: it keeps no per-paragraph state, its
/// estimated line count is a function of its paragraph count and length alone
/// (``estimatedLines(ofBlockOf:characters:charactersPerLine:)``: its length over the characters per
/// line, rounded, at least one line a paragraph), and its paragraphs share that estimate evenly.
/// Measuring a paragraph *materialises* its block: the block reads its paragraphs' lengths from
/// the document (``ParagraphLengthSource``) and keeps, per paragraph, the length, the measured
/// height (NaN where unmeasured) and the estimated line count (its length over the characters per
/// line, rounded, at least 1; 0 once measured). Looking into a lazy block (``top(of:)``,
/// ``index(atY:)``, ``height(of:)``) never materialises it, and an edit inside a lazy block keeps it
/// lazy; a block that an edit leaves without a measured paragraph, and every block when the
/// measurements are forgotten, become lazy again.
///
/// So creating the heights costs O(blocks) (the blocks' lengths come from the paragraph index, not
/// from each paragraph), re-estimating after the characters per line drift by more than 10 % costs
/// O(blocks + materialised paragraphs), and every query, measurement and edit costs O(block + log
/// blocks), whatever the document's size. Only a change of the blocks' number rebuilds the trees
/// (O(blocks)).
///
/// Invariants: every block holds at least one paragraph; a lazy block's measured sum is 0 and its
/// line sum is its block estimate at ``charactersPerLine``; a materialised block's arrays hold one
/// entry a paragraph, its length is the sum of theirs, and its sums are theirs; every line count is
/// a whole number (so line sums move exactly in a `Double`).
struct ParagraphHeights: Sendable {
  /// Blocks are built with this many paragraphs.
  static let targetBlockLength = 256
  /// A block that grows past this many paragraphs is split.
  static let maximumBlockLength = 1024

  /// The per-paragraph state of a materialised block.
  struct Paragraphs: Sendable {
    /// Each paragraph's length in UTF-16 units.
    var characters: [Int]
    /// Each paragraph's measured height, or NaN.
    var measured: [Double]
    /// Each unmeasured paragraph's estimated line count (0 once measured).
    var lines: [Double]

    /// No per-paragraph state: a lazy block's (empty arrays allocate nothing).
    static var empty: Paragraphs { Paragraphs(characters: [], measured: [], lines: []) }
  }

  /// A run of consecutive paragraphs, lazy or materialised.
  struct Block: Sendable {
    /// The number of paragraphs.
    var count: Int
    /// The sum of the paragraphs' lengths in UTF-16 units.
    var characters: Int
    /// The sum of the measured heights (0 when lazy).
    var measuredSum: Double = 0
    /// The sum of the estimated line counts.
    var linesSum: Double
    /// The per-paragraph state; empty while the block is lazy. (Not an optional: reading a
    /// paragraph then goes straight to its array, without copying the state out.)
    var paragraphs: Paragraphs

    /// Whether the block has per-paragraph state (a block holds at least one paragraph).
    var isMaterialised: Bool { !paragraphs.measured.isEmpty }

    /// A lazy block of `count` paragraphs of `characters` UTF-16 units in all.
    init(count: Int, characters: Int, charactersPerLine: Double) {
      self.count = count
      self.characters = characters
      linesSum = ParagraphHeights.estimatedLines(
        ofBlockOf: count, characters: characters, charactersPerLine: charactersPerLine)
      paragraphs = .empty
    }

    /// A materialised block with the given per-paragraph state.
    init(_ paragraphs: Paragraphs) {
      count = paragraphs.characters.count
      characters = 0
      linesSum = 0
      self.paragraphs = paragraphs
      resum()
    }

    /// Unmeasured paragraphs of the given lengths, materialised.
    init(characters: [Int], charactersPerLine: Double) {
      self.init(
        Paragraphs(
          characters: characters, measured: Array(repeating: .nan, count: characters.count),
          lines: characters.map { ParagraphHeights.estimatedLines($0, charactersPerLine: charactersPerLine) }))
    }

    /// The estimated line count of each paragraph of a lazy block: the block's, shared evenly.
    var sharedLines: Double { linesSum / Double(Swift.max(1, count)) }

    /// Estimates the unmeasured paragraphs' line counts again, then the sums.
    mutating func reestimate(charactersPerLine: Double) {
      guard isMaterialised else {
        linesSum = ParagraphHeights.estimatedLines(
          ofBlockOf: count, characters: characters, charactersPerLine: charactersPerLine)
        return
      }
      for p in paragraphs.measured.indices where paragraphs.measured[p].isNaN {
        paragraphs.lines[p] = ParagraphHeights.estimatedLines(
          paragraphs.characters[p], charactersPerLine: charactersPerLine)
      }
      resum()
    }

    /// Recomputes a materialised block's count, length and sums from its arrays.
    mutating func resum() {
      guard isMaterialised else { return }
      let state = paragraphs
      var measuredSum = 0.0
      var linesSum = 0.0
      var characters = 0
      for i in state.measured.indices {
        if !state.measured[i].isNaN { measuredSum += state.measured[i] }
        linesSum += state.lines[i]
        characters += state.characters[i]
      }
      count = state.characters.count
      self.characters = characters
      self.measuredSum = measuredSum
      self.linesSum = linesSum
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

  /// Creates the heights of a document's paragraphs, none measured yet and every block lazy.
  /// O(blocks): the blocks' lengths come from `paragraphs` a run at a time.
  init(paragraphs: some ParagraphLengthSource, lineHeight: Double, charactersPerLine: Double) {
    self.lineHeight = lineHeight
    self.charactersPerLine = charactersPerLine
    blocks = Self.lazyBlocks(
      sizes: Self.pieceSizes(paragraphs.count), from: 0, of: paragraphs, charactersPerLine: charactersPerLine)
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

  /// The paragraphs' length in UTF-16 units, from the blocks' lengths. O(blocks); for tests.
  var characterCount: Int { blocks.reduce(0) { $0 + $1.characters } }

  /// The number of materialised blocks (those with per-paragraph state). O(blocks); for tests.
  var materialisedBlockCount: Int { blocks.reduce(0) { $0 + ($1.isMaterialised ? 1 : 0) } }

  /// Whether a paragraph's block is materialised (its unmeasured paragraphs are estimated from
  /// their own lengths, not from the block's).
  func isMaterialised(_ index: Int) -> Bool {
    guard !blocks.isEmpty else { return false }
    return blocks[locate(index).block].isMaterialised
  }

  /// Whether a paragraph's height is measured.
  func isMeasured(_ index: Int) -> Bool {
    guard !blocks.isEmpty else { return false }
    let (block, position) = locate(index)
    guard blocks[block].isMaterialised else { return false }
    return !blocks[block].paragraphs.measured[position].isNaN
  }

  /// A paragraph's height: measured, or estimated (in a lazy block, the block's estimate shared
  /// evenly). O(log blocks).
  func height(of index: Int) -> Double {
    guard !blocks.isEmpty else { return 0 }
    let (block, position) = locate(index)
    guard blocks[block].isMaterialised else { return blocks[block].sharedLines * lineHeight }
    let measured = blocks[block].paragraphs.measured[position]
    return measured.isNaN ? blocks[block].paragraphs.lines[position] * lineHeight : measured
  }

  /// The y of a paragraph's top (`index == count` gives the total height). O(block + log blocks)
  /// (O(log blocks) in a lazy block).
  func top(of index: Int) -> Double {
    let index = Swift.min(Swift.max(0, index), count)
    guard index < count else { return prefix(blocks: blocks.count) }
    let (block, position) = locate(index)
    return top(at: position, in: block, after: sums(ofFirst: block))
  }

  /// The paragraph at height `y`: the last one whose top (as ``top(of:)`` computes it) is at or
  /// above it, clamped into the paragraphs (a y above the first gives 0, one below the last gives
  /// the last). So `index(atY: top(of: i)) == i` for every paragraph of non-zero height.
  /// O(block + log blocks) (O(log blocks) in a lazy block).
  func index(atY y: Double) -> Int { paragraph(atY: y).index }

  /// The paragraph at height `y` (as ``index(atY:)`` finds it) and its top (as ``top(of:)``
  /// computes it), in one search.
  func paragraph(atY y: Double) -> (index: Int, top: Double) {
    // A y of 0 is searched too: paragraphs of no height before the first one with a height all
    // have the top 0, and the last of them is the answer.
    guard count > 0, y.isFinite, y >= 0 else { return (0, 0) }
    // A first guess of the block, down the trees.
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
    // Checked against the blocks' tops as `top(of:)` computes them (the descent's differences
    // round differently): moved up while its top is below y, down while the next block's top is at
    // or above y (looked at only when y is past the top of the block's last paragraph, or that
    // paragraph has no height, so that its top and the next block's may round either way).
    block = Swift.min(block, blocks.count - 1)
    var sums = sums(ofFirst: block)
    while block > 0, sums.heights + sums.lines * lineHeight > y {
      block -= 1
      sums = self.sums(ofFirst: block)
    }
    while true {
      let (position, top, reachesEnd) = lastPosition(atY: y, in: block, after: sums)
      if block + 1 < blocks.count, reachesEnd {
        let next = self.sums(ofFirst: block + 1)
        if next.heights + next.lines * lineHeight <= y {
          block += 1
          sums = next
          continue
        }
      }
      return (counts.prefixSum(block) + position, top)
    }
  }

  /// Records a paragraph's laid-out height and line count, materialising its block (its
  /// paragraphs' lengths read from `paragraphs`, the document the heights describe).
  mutating func setMeasured(
    _ index: Int, height: Double, lineCount: Int, in paragraphs: some ParagraphLengthSource
  ) {
    guard !blocks.isEmpty else { return }
    let (block, position) = locate(index)
    materialise(block, from: paragraphs)
    blocks[block].paragraphs.measured[position] = height
    blocks[block].paragraphs.lines[position] = 0
    resum(block)
    sampledHeight += height
    sampledLines += Double(Swift.max(1, lineCount))
    sampledCharacters += Double(blocks[block].paragraphs.characters[position])
  }

  /// Refines the estimates from the measurements so far. O(1), or O(blocks + materialised
  /// paragraphs) when the measured characters per line drift by more than 10 %.
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

  /// Replaces paragraphs `old` with the unmeasured paragraphs `new` of `paragraphs`, the edited
  /// document (`new` starts where `old` does, as in a ``ParagraphIndex/Change``; the paragraphs
  /// after them keep their lengths and measurements and move by `new.count - old.count`).
  /// `changeInLength` is the new paragraphs' length minus the old ones' (the edit's change in
  /// UTF-16 units).
  ///
  /// A lazy block stays lazy: when the edit lies inside it and keeps the paragraph count, its
  /// length moves by `changeInLength` (nothing is read), otherwise its length is read again, a run
  /// at a time. A materialised block takes the new lengths. A region that is cut into blocks again
  /// keeps per-paragraph state only in the blocks that still hold a measured paragraph.
  /// O(block + log blocks + new.count).
  mutating func replace(
    _ old: Range<Int>, with new: Range<Int>, changeInLength: Int, in paragraphs: some ParagraphLengthSource
  ) {
    let total = count
    guard total > 0 else {
      blocks = Self.lazyBlocks(
        sizes: Self.pieceSizes(paragraphs.count), from: 0, of: paragraphs, charactersPerLine: charactersPerLine)
      rebuildTrees()
      return
    }
    if old.count == new.count {
      replaceKeepingCount(old, with: new, changeInLength: changeInLength, in: paragraphs)
      return
    }
    let shift = new.count - old.count
    var firstBlock = counts.chunk(containing: Swift.min(old.lowerBound, total - 1))?.index ?? 0
    var lastBlock = Swift.max(
      firstBlock, counts.chunk(containing: Swift.max(old.lowerBound, old.upperBound - 1))?.index ?? 0)
    while true {
      let regionStart = counts.prefixSum(firstBlock)
      let oldCount = counts.prefixSum(lastBlock + 1) - regionStart
      let newCount = oldCount + shift
      // A region left without paragraphs takes a neighbouring block along.
      if newCount <= 0 {
        if firstBlock > 0 { firstBlock -= 1 } else if lastBlock + 1 < blocks.count { lastBlock += 1 } else {
          blocks = []
          rebuildTrees()
          return
        }
        continue
      }
      let sizes = newCount <= Self.maximumBlockLength ? [newCount] : Self.pieceSizes(newCount)
      let pieces: [Block]
      if (firstBlock ... lastBlock).allSatisfy({ !blocks[$0].isMaterialised }) {
        pieces = Self.lazyBlocks(sizes: sizes, from: regionStart, of: paragraphs, charactersPerLine: charactersPerLine)
      } else {
        pieces = materialisedPieces(
          sizes: sizes, blocks: firstBlock ... lastBlock, regionStart: regionStart, replacing: old,
          with: new.count, in: paragraphs)
      }
      if pieces.count == lastBlock - firstBlock + 1 {
        for (i, piece) in pieces.enumerated() {
          let block = firstBlock + i
          counts.add(piece.count - counts.sizes[block], at: block)
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

  /// Forgets every measurement (after a width or style change): every block becomes lazy and the
  /// estimates restart from the given averages (the current line height when `nil`). O(blocks).
  mutating func forgetMeasurements(charactersPerLine newValue: Double, lineHeight newLineHeight: Double? = nil) {
    charactersPerLine = newValue
    lineHeight = newLineHeight ?? lineHeight
    sampledHeight = 0
    sampledLines = 0
    sampledCharacters = 0
    for b in blocks.indices {
      blocks[b] = Block(count: blocks[b].count, characters: blocks[b].characters, charactersPerLine: newValue)
    }
    rebuildTrees()
  }

  /// A paragraph's estimated line count: its length over the characters per line, rounded half
  /// away from zero, at least 1 (1 without wrapping).
  ///
  /// "Rounding without libm": the quotient is rounded through an integer conversion (one
  /// instruction) instead of `rounded()`, which x86-64 without SSE4.1 compiles to a call of libm's
  /// `round`. The result is the same for every quotient: below 2⁵² the conversion truncates exactly
  /// and the fraction is exact, and above it every double is whole.
  static func estimatedLines(_ length: Int, charactersPerLine: Double) -> Double {
    guard charactersPerLine.isFinite else { return 1 }
    let quotient = Double(length) / charactersPerLine
    guard quotient > 0, quotient < 0x1p52 else { return Swift.max(1, quotient.isNaN ? 1 : quotient) }
    let whole = Double(Int(quotient))
    return Swift.max(1, quotient - whole >= 0.5 ? whole + 1 : whole)
  }

  /// A lazy block's estimated line count: its length over the characters per line, rounded (as
  /// ``estimatedLines(_:charactersPerLine:)``), but at least one line a paragraph (one line a
  /// paragraph without wrapping; 0 for no paragraph). A whole number.
  static func estimatedLines(ofBlockOf count: Int, characters: Int, charactersPerLine: Double) -> Double {
    guard count > 0 else { return 0 }
    return Swift.max(Double(count), estimatedLines(characters, charactersPerLine: charactersPerLine))
  }

  /// The block of a paragraph and its position there (`index` clamped into the paragraphs; blocks
  /// must not be empty).
  private func locate(_ index: Int) -> (block: Int, position: Int) {
    guard let (block, first) = counts.chunk(containing: Swift.max(0, index)) else { return (0, 0) }
    return (block, Swift.min(index - first, blocks[block].count - 1))
  }

  /// The top of the paragraph at `position` in `block`, from the sums of the blocks before it.
  private func top(at position: Int, in block: Int, after sums: (heights: Double, lines: Double)) -> Double {
    guard blocks[block].isMaterialised else {
      return sums.heights + (sums.lines + Double(position) * blocks[block].sharedLines) * lineHeight
    }
    // The arrays and the sums in local variables, which the loop keeps in registers.
    let measured = blocks[block].paragraphs.measured
    let lines = blocks[block].paragraphs.lines
    var heights = sums.heights
    var lineCount = sums.lines
    for p in 0 ..< position {
      let height = measured[p]
      if height.isNaN { lineCount += lines[p] } else { heights += height }
    }
    return heights + lineCount * lineHeight
  }

  /// The last position in `block` whose top (as `top(at:in:after:)` computes it) is at or above `y`
  /// (0 when none is), from the sums of the blocks before it, with that top; and whether y may lie at or below the
  /// next block's top: when that position is the block's last, or the block's last paragraph has no
  /// height (its top and the next block's may then round either way). O(block) when materialised,
  /// O(1) when lazy.
  private func lastPosition(
    atY y: Double, in block: Int, after sums: (heights: Double, lines: Double)
  ) -> (position: Int, top: Double, reachesEnd: Bool) {
    let count = blocks[block].count
    var position = 0
    var top = sums.heights + sums.lines * lineHeight
    var lastIsEmpty: Bool
    if blocks[block].isMaterialised {
      // Each top accumulated exactly as `top(at:in:after:)` does.
      let measured = blocks[block].paragraphs.measured
      let lines = blocks[block].paragraphs.lines
      var heights = sums.heights
      var lineCount = sums.lines
      for p in 0 ..< count - 1 {
        let height = measured[p]
        if height.isNaN { lineCount += lines[p] } else { heights += height }
        let next = heights + lineCount * lineHeight
        guard next <= y else { break }
        position = p + 1
        top = next
      }
      let last = measured[count - 1]
      lastIsEmpty = (last.isNaN ? lines[count - 1] * lineHeight : last) == 0
    } else {
      let guess = ((y - sums.heights) / lineHeight - sums.lines) / blocks[block].sharedLines
      if guess.isFinite { position = Int(Swift.min(Swift.max(guess, 0), Double(count - 1))) }
      while position + 1 < count, self.top(at: position + 1, in: block, after: sums) <= y { position += 1 }
      while position > 0, self.top(at: position, in: block, after: sums) > y { position -= 1 }
      top = self.top(at: position, in: block, after: sums)
      lastIsEmpty = blocks[block].sharedLines * lineHeight == 0
    }
    return (position, top, position == count - 1 || lastIsEmpty)
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

  /// Gives a lazy block its per-paragraph state: its paragraphs' lengths from `paragraphs` (a
  /// source that disagrees on their number is clamped: missing lengths count as 0), each
  /// unmeasured and estimated from its own length. O(block + log n).
  private mutating func materialise(_ block: Int, from paragraphs: some ParagraphLengthSource) {
    guard !blocks[block].isMaterialised else { return }
    let first = counts.prefixSum(block)
    let n = blocks[block].count
    let lengths = Self.fitted(paragraphs.lengths(in: first ..< first + n), to: n)
    let oldMeasured = blocks[block].measuredSum
    let oldLines = blocks[block].linesSum
    blocks[block] = Block(characters: lengths, charactersPerLine: charactersPerLine)
    add(blocks[block].measuredSum - oldMeasured, to: &measuredTree, at: block)
    add(blocks[block].linesSum - oldLines, to: &linesTree, at: block)
  }

  /// `replace` when as many paragraphs come as go: every block keeps its paragraphs' number. A
  /// lazy block that holds the whole edit moves its length by `changeInLength`, one that holds part
  /// of it reads its length again (one run); a materialised one takes the new lengths, and
  /// when the replaced paragraphs were all unmeasured its line sum moves by a whole number of lines
  /// (exact in a `Double`) instead of being summed again; one left without a measured paragraph
  /// becomes lazy.
  private mutating func replaceKeepingCount(
    _ old: Range<Int>, with new: Range<Int>, changeInLength: Int, in paragraphs: some ParagraphLengthSource
  ) {
    var newLengths: [Int]?  // Read when a materialised block needs them.
    var offset = 0
    while offset < new.count {
      let (block, position) = locate(old.lowerBound + offset)
      let run = Swift.min(new.count - offset, blocks[block].count - position)
      guard blocks[block].isMaterialised else {
        let characters =
          run == new.count
          ? Swift.max(0, blocks[block].characters + changeInLength)
          : paragraphs.characterCounts(ofRuns: [blocks[block].count], from: counts.prefixSum(block))[0]
        let lines = Self.estimatedLines(
          ofBlockOf: blocks[block].count, characters: characters, charactersPerLine: charactersPerLine)
        add(lines - blocks[block].linesSum, to: &linesTree, at: block)
        blocks[block].characters = characters
        blocks[block].linesSum = lines
        offset += run
        continue
      }
      let lengths = newLengths ?? Self.fitted(paragraphs.lengths(in: new), to: new.count)
      newLengths = lengths
      var state = blocks[block].paragraphs
      blocks[block].paragraphs = .empty  // Keeps the arrays uniquely referenced while they change.
      var linesDelta = 0.0
      var charactersDelta = 0
      var needsResum = false
      for i in 0 ..< run {
        let p = position + i
        let length = lengths[offset + i]
        let lines = Self.estimatedLines(length, charactersPerLine: charactersPerLine)
        if state.measured[p].isNaN { linesDelta += lines - state.lines[p] } else { needsResum = true }
        charactersDelta += length - state.characters[p]
        state.characters[p] = length
        state.measured[p] = .nan
        state.lines[p] = lines
      }
      let keepsMeasurement = !needsResum || state.measured.contains { !$0.isNaN }
      blocks[block].paragraphs = state
      if !keepsMeasurement {
        // The block's last measured paragraph was replaced: it becomes lazy again.
        let lazy = Block(
          count: blocks[block].count, characters: blocks[block].characters + charactersDelta,
          charactersPerLine: charactersPerLine)
        add(-blocks[block].measuredSum, to: &measuredTree, at: block)
        add(lazy.linesSum - blocks[block].linesSum, to: &linesTree, at: block)
        blocks[block] = lazy
      } else if needsResum {
        resum(block)
      } else {
        blocks[block].characters += charactersDelta
        if linesDelta != 0 {
          blocks[block].linesSum += linesDelta
          add(linesDelta, to: &linesTree, at: block)
        }
      }
      offset += run
    }
  }

  /// The blocks that replace `blocks` (starting at paragraph `regionStart`, at least one of them
  /// materialised) when their paragraphs `old` become `newCount` unmeasured ones, cut to `sizes`:
  /// the lengths are read from the edited document, the measurements outside `old` kept, and a
  /// piece without a measured paragraph is lazy.
  private func materialisedPieces(
    sizes: [Int], blocks region: ClosedRange<Int>, regionStart: Int, replacing old: Range<Int>, with newCount: Int,
    in paragraphs: some ParagraphLengthSource
  ) -> [Block] {
    var measured: [Double] = []
    for block in region {
      if blocks[block].isMaterialised {
        measured += blocks[block].paragraphs.measured
      } else {
        measured += repeatElement(Double.nan, count: blocks[block].count)
      }
    }
    let lower = Swift.min(Swift.max(0, old.lowerBound - regionStart), measured.count)
    let upper = Swift.min(Swift.max(lower, old.upperBound - regionStart), measured.count)
    measured.replaceSubrange(lower ..< upper, with: repeatElement(Double.nan, count: newCount))
    let total = sizes.reduce(0, +)
    measured = Self.fitted(measured, to: total, padding: .nan)
    let lengths = Self.fitted(paragraphs.lengths(in: regionStart ..< regionStart + total), to: total)
    var pieces: [Block] = []
    pieces.reserveCapacity(sizes.count)
    var from = 0
    for size in sizes {
      let to = from + size
      if measured[from ..< to].contains(where: { !$0.isNaN }) {
        let pieceMeasured = Array(measured[from ..< to])
        let pieceLengths = Array(lengths[from ..< to])
        let lines = zip(pieceLengths, pieceMeasured).map { length, height in
          height.isNaN ? Self.estimatedLines(length, charactersPerLine: charactersPerLine) : 0
        }
        pieces.append(Block(Paragraphs(characters: pieceLengths, measured: pieceMeasured, lines: lines)))
      } else {
        pieces.append(
          Block(count: size, characters: lengths[from ..< to].reduce(0, +), charactersPerLine: charactersPerLine))
      }
      from = to
    }
    return pieces
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
    counts = ChunkPrefixSums(blocks.map(\.count))
    measuredTree = Self.tree(of: blocks.map(\.measuredSum))
    linesTree = Self.tree(of: blocks.map(\.linesSum))
    topStep = blocks.isEmpty ? 0 : 1 << (Int.bitWidth - 1 - blocks.count.leadingZeroBitCount)
  }

  /// The sizes of about ``targetBlockLength`` paragraphs that `count` paragraphs are cut into.
  private static func pieceSizes(_ count: Int) -> [Int] {
    guard count > 0 else { return [] }
    let pieces = (count + targetBlockLength - 1) / targetBlockLength
    var sizes: [Int] = []
    sizes.reserveCapacity(pieces)
    var from = 0
    for piece in 0 ..< pieces {
      let to = count * (piece + 1) / pieces
      sizes.append(to - from)
      from = to
    }
    return sizes
  }

  /// Lazy blocks of the given sizes for the paragraphs from `first` on, their lengths read a run at
  /// a time.
  private static func lazyBlocks(
    sizes: [Int], from first: Int, of paragraphs: some ParagraphLengthSource, charactersPerLine: Double
  ) -> [Block] {
    let characters = paragraphs.characterCounts(ofRuns: sizes, from: first)
    return sizes.indices.map { i in
      Block(count: sizes[i], characters: i < characters.count ? characters[i] : 0, charactersPerLine: charactersPerLine)
    }
  }

  /// `values` cut or padded to `count` entries (a source that disagrees on the number of paragraphs).
  private static func fitted<Value>(_ values: [Value], to count: Int, padding: Value) -> [Value] {
    guard values.count != count else { return values }
    return Array(values.prefix(count)) + repeatElement(padding, count: Swift.max(0, count - values.count))
  }

  private static func fitted(_ lengths: [Int], to count: Int) -> [Int] { fitted(lengths, to: count, padding: 0) }

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
