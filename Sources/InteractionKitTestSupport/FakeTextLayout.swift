public import Foundation
public import InteractionKitTextLayout

/// The layout of ``FakeTextLayoutEngine``: 10 pt graphemes, 20 pt lines.
public struct FakeTextLayout: TextLayout {
  /// The width of a grapheme.
  public static let advance: CGFloat = 10
  /// The height of a line.
  public static let lineHeight: CGFloat = 20
  /// The baseline's distance below a line's top.
  public static let ascent: CGFloat = 15

  /// One line: graphemes `start ..< end`, of which `start ..< visibleEnd` have width.
  public struct Line: Hashable, Sendable {
    /// The first grapheme.
    public var start: Int
    /// The grapheme after the last.
    public var end: Int
    /// The grapheme after the last one with width.
    public var visibleEnd: Int
  }

  /// The text laid out.
  public let text: AttributedText
  /// The container.
  public let container: TextContainer
  /// The UTF-16 start of every grapheme, plus the length as a sentinel.
  public let graphemeStarts: [Int]
  /// The lines.
  public let lines: [Line]
  /// One fragment per line.
  public let lineFragments: [LineFragment]
  /// The laid-out size.
  public let size: CGSize

  /// Lays `text` out in `container`.
  public init(text: AttributedText, container: TextContainer) {
    self.text = text
    self.container = container
    var starts: [Int] = []
    var kinds: [Character] = []
    var offset = 0
    for character in text.string {
      starts.append(offset)
      kinds.append(character)
      offset += character.utf16.count
    }
    starts.append(offset)
    graphemeStarts = starts
    let columns = container.width.map { Swift.max(1, Int(($0 / Self.advance).rounded(.down))) } ?? Int.max
    let lines = Self.wrap(kinds, columns: columns)
    self.lines = lines
    let usedWidths = lines.map { CGFloat($0.visibleEnd - $0.start) * Self.advance }
    let width = container.width ?? (usedWidths.max() ?? 0)
    lineFragments = lines.enumerated().map { i, line in
      let y = CGFloat(i) * Self.lineHeight
      return LineFragment(
        rect: CGRect(x: 0, y: y, width: width, height: Self.lineHeight),
        usedRect: CGRect(x: 0, y: y, width: usedWidths[i], height: Self.lineHeight),
        baseline: y + Self.ascent,
        characterRange: NSRange(location: starts[line.start], length: starts[line.end] - starts[line.start]),
        isRightToLeft: false)
    }
    size = CGSize(width: width, height: CGFloat(lines.count) * Self.lineHeight)
  }

  /// Wraps graphemes greedily into lines of `columns`.
  public static func wrap(_ graphemes: [Character], columns: Int) -> [Line] {
    let n = graphemes.count
    func isSpace(_ i: Int) -> Bool { graphemes[i] == " " }
    func isNewline(_ i: Int) -> Bool { graphemes[i] == "\n" }
    var lines: [Line] = []
    var lineStart = 0
    var position = 0
    var visibleEnd = 0
    while true {
      if position >= n {
        lines.append(Line(start: lineStart, end: n, visibleEnd: visibleEnd))
        return lines
      }
      var wordEnd = position
      while wordEnd < n, !isSpace(wordEnd), !isNewline(wordEnd) { wordEnd += 1 }
      if wordEnd - lineStart > columns {
        if visibleEnd > lineStart || position > lineStart {
          // The word does not fit after what the line holds: break before it.
          lines.append(Line(start: lineStart, end: position, visibleEnd: visibleEnd))
          lineStart = position
          visibleEnd = position
          continue
        }
        // A word longer than a whole line: break it between graphemes.
        let cut = lineStart + columns
        lines.append(Line(start: lineStart, end: cut, visibleEnd: cut))
        lineStart = cut
        position = cut
        visibleEnd = cut
        continue
      }
      visibleEnd = wordEnd
      var spaceEnd = wordEnd
      while spaceEnd < n, isSpace(spaceEnd) { spaceEnd += 1 }
      // Spaces that still fit on the line are visible; the rest hang.
      if spaceEnd - lineStart <= columns { visibleEnd = spaceEnd }
      position = spaceEnd
      if position < n, isNewline(position) {
        lines.append(Line(start: lineStart, end: position + 1, visibleEnd: visibleEnd))
        lineStart = position + 1
        position = lineStart
        visibleEnd = lineStart
        if position == n {
          lines.append(Line(start: n, end: n, visibleEnd: n))
          return lines
        }
      }
    }
  }

  /// The grapheme index that holds a UTF-16 offset.
  public func grapheme(containing offset: Int) -> Int {
    var low = 0
    var high = graphemeStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if graphemeStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// One rect per line piece of the range's graphemes with width.
  public func enclosingRects(for range: NSRange) throws(TextRangeError) -> [CGRect] {
    try range.validate(inLength: text.utf16Count)
    guard range.length > 0 else { return [] }
    var rects: [CGRect] = []
    for (i, line) in lines.enumerated() {
      var first: Int?
      var last = 0
      for g in line.start ..< line.visibleEnd
      where graphemeStarts[g] < NSMaxRange(range) && graphemeStarts[g + 1] > range.location {
        if first == nil { first = g }
        last = g
      }
      guard let first else { continue }
      rects.append(
        CGRect(
          x: CGFloat(first - line.start) * Self.advance, y: CGFloat(i) * Self.lineHeight,
          width: CGFloat(last - first + 1) * Self.advance, height: Self.lineHeight))
    }
    return rects
  }

  /// The grapheme under a point.
  public func characterIndex(at point: CGPoint, mode: CharacterHitMode) -> Int? {
    guard point.x.isFinite, point.y.isFinite, text.utf16Count > 0 else { return nil }
    var row = Int((point.y / Self.lineHeight).rounded(.down))
    var column = Int((point.x / Self.advance).rounded(.down))
    if mode == .exact {
      guard point.y >= 0, row < lines.count, point.x >= 0 else { return nil }
      let line = lines[row]
      guard column < line.visibleEnd - line.start else { return nil }
      return graphemeStarts[line.start + column]
    }
    row = Swift.min(Swift.max(0, row), lines.count - 1)
    let line = lines[row]
    column = Swift.min(Swift.max(0, column), Swift.max(0, line.visibleEnd - line.start - 1))
    return graphemeStarts[Swift.min(line.start + column, graphemeStarts.count - 2)]
  }

  /// A 2 pt caret before the grapheme at `offset`.
  public func caretRect(at offset: Int) throws(TextRangeError) -> CGRect {
    guard offset >= 0, offset <= text.utf16Count else { throw .offsetOutOfBounds(offset, length: text.utf16Count) }
    let g = grapheme(containing: offset)
    let row = lines.lastIndex { $0.start <= g } ?? 0
    let column = Swift.min(g - lines[row].start, lines[row].visibleEnd - lines[row].start)
    return CGRect(x: CGFloat(column) * Self.advance, y: CGFloat(row) * Self.lineHeight, width: 2, height: Self.lineHeight)
  }
}
