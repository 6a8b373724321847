import Foundation

/// The vertical extent of every paragraph, measured or estimated, with O(log n) positions.
///
/// A measured paragraph has its laid-out height. An unmeasured one has an estimated number of lines
/// (its length over the average characters per line, rounded, at least 1) times the average line
/// height. Two Fenwick trees hold the measured heights and the estimated line counts, so the top of
/// a paragraph is `measured prefix + lineHeight × lines prefix`: refining the line height costs
/// nothing, and the line counts are recomputed (O(n)) only when the characters-per-line average
/// drifts by more than 10 %.
struct ParagraphHeights: Sendable {
  /// Each paragraph's length in UTF-16 units.
  private var characters: [Int]
  /// Each paragraph's measured height, or `nil`.
  private var measured: [Double?]
  /// Each unmeasured paragraph's estimated line count (0 once measured).
  private var lines: [Double]
  private var measuredTree: [Double]
  private var linesTree: [Double]
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
    self.characters = lengths
    self.measured = Array(repeating: nil, count: lengths.count)
    self.lineHeight = lineHeight
    self.charactersPerLine = charactersPerLine
    self.lines = []
    self.measuredTree = []
    self.linesTree = []
    lines = lengths.map { Self.estimatedLines($0, charactersPerLine: charactersPerLine) }
    rebuildTrees()
  }

  /// The number of paragraphs.
  var count: Int { characters.count }

  /// The sum of all heights.
  var totalHeight: Double { top(of: count) }

  /// Whether a paragraph's height is measured.
  func isMeasured(_ index: Int) -> Bool { measured[index] != nil }

  /// A paragraph's height: measured, or estimated.
  func height(of index: Int) -> Double { measured[index] ?? lines[index] * lineHeight }

  /// The y of a paragraph's top (`index == count` gives the total height). O(log n).
  func top(of index: Int) -> Double {
    var heights = 0.0
    var lineCount = 0.0
    var i = Swift.min(index, count)
    while i > 0 {
      heights += measuredTree[i]
      lineCount += linesTree[i]
      i -= i & -i
    }
    return heights + lineCount * lineHeight
  }

  /// The paragraph at height `y`: the last one whose top is at or above it, clamped into the
  /// paragraphs (a y above the first gives 0, one below the last gives the last). O(log n).
  func index(atY y: Double) -> Int {
    guard count > 0, y.isFinite, y > 0 else { return 0 }
    var position = 0
    var remaining = y
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= count {
        let span = measuredTree[next] + linesTree[next] * lineHeight
        if span <= remaining {
          position = next
          remaining -= span
        }
      }
      step /= 2
    }
    return Swift.min(position, count - 1)
  }

  /// Records a paragraph's laid-out height and line count.
  mutating func setMeasured(_ index: Int, height: Double, lineCount: Int) {
    let oldHeight = measured[index] ?? 0
    if measured[index] == nil {
      add(-lines[index], to: &linesTree, at: index)
      lines[index] = 0
    }
    measured[index] = height
    add(height - oldHeight, to: &measuredTree, at: index)
    sampledHeight += height
    sampledLines += Double(Swift.max(1, lineCount))
    sampledCharacters += Double(characters[index])
  }

  /// Refines the estimates from the measurements so far.
  mutating func refineEstimates() {
    guard sampledLines > 0 else { return }
    lineHeight = sampledHeight / sampledLines
    guard charactersPerLine.isFinite else { return }
    let measuredPerLine = Swift.max(1, sampledCharacters / sampledLines)
    if abs(measuredPerLine - charactersPerLine) > 0.1 * charactersPerLine {
      charactersPerLine = measuredPerLine
      for i in 0 ..< count where measured[i] == nil {
        lines[i] = Self.estimatedLines(characters[i], charactersPerLine: charactersPerLine)
      }
      rebuildTrees()
    }
  }

  /// Replaces paragraphs `old` with unmeasured paragraphs of the given lengths.
  mutating func replace(_ old: Range<Int>, withLengths lengths: [Int]) {
    if old.count == lengths.count {
      for (offset, length) in lengths.enumerated() {
        let i = old.lowerBound + offset
        add(-(measured[i] ?? 0), to: &measuredTree, at: i)
        let estimate = Self.estimatedLines(length, charactersPerLine: charactersPerLine)
        add(estimate - lines[i], to: &linesTree, at: i)
        characters[i] = length
        measured[i] = nil
        lines[i] = estimate
      }
      return
    }
    characters.replaceSubrange(old, with: lengths)
    measured.replaceSubrange(old, with: Array(repeating: nil, count: lengths.count))
    lines.replaceSubrange(old, with: lengths.map { Self.estimatedLines($0, charactersPerLine: charactersPerLine) })
    rebuildTrees()
  }

  /// Forgets every measurement (after a width or style change); the estimates restart from the
  /// given averages (the current line height when `nil`).
  mutating func forgetMeasurements(charactersPerLine newValue: Double, lineHeight newLineHeight: Double? = nil) {
    charactersPerLine = newValue
    lineHeight = newLineHeight ?? lineHeight
    sampledHeight = 0
    sampledLines = 0
    sampledCharacters = 0
    measured = Array(repeating: nil, count: count)
    lines = characters.map { Self.estimatedLines($0, charactersPerLine: newValue) }
    rebuildTrees()
  }

  static func estimatedLines(_ length: Int, charactersPerLine: Double) -> Double {
    guard charactersPerLine.isFinite else { return 1 }
    return Swift.max(1, (Double(length) / charactersPerLine).rounded())
  }

  private func add(_ value: Double, to tree: inout [Double], at index: Int) {
    guard value != 0 else { return }
    var i = index + 1
    while i <= count {
      tree[i] += value
      i += i & -i
    }
  }

  private mutating func rebuildTrees() {
    measuredTree = Self.tree(of: measured.map { $0 ?? 0 })
    linesTree = Self.tree(of: lines)
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
