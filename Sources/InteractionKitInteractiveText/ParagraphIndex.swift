public import Foundation

/// Where the paragraphs of a text start: found once in linear time, updated incrementally by edits.
///
/// A paragraph ends after a paragraph separator (LF, CR, CR LF, NEL U+0085 or PARAGRAPH SEPARATOR
/// U+2029; the separator belongs to the paragraph it ends). Text that ends with a separator has a
/// last, empty paragraph after it, as in TextKit; empty text has one empty paragraph.
///
/// Paragraphs are also the unit of layout, so a paragraph longer than ``maximumLength`` UTF-16 units
/// is split into pieces, each counted as a paragraph: after the last white space (space, tab,
/// U+2028, U+3000) in the second half of the allowed length, or, in a run without white space, at
/// the allowed length moved back (at most 32 units) so that it does not cut a surrogate pair, a
/// combining mark, a variation selector or a zero-width joiner from its neighbours. A split forces
/// a line break there; it keeps one unbroken 10 MB line (a minified file, a log) from being laid
/// out whole when only its first screen is shown.
///
/// Splitting is greedy and only looks ``maximumLength`` + 1 units ahead, so an edit re-splits from
/// the paragraph that can see it and stops as soon as a new boundary meets an old one: the work is
/// proportional to the edited paragraphs, plus one integer shift per later paragraph.
public struct ParagraphIndex: Hashable, Sendable {
  /// The piece length used when none is given: 4,096 UTF-16 units.
  public static let defaultMaximumLength = 4096

  /// The smallest allowed ``maximumLength``: 64 UTF-16 units.
  public static let minimumMaximumLength = 64

  /// The longest paragraph, in UTF-16 units, before it is split (at least 64; the separator that
  /// ends a paragraph may add up to 2 units).
  public let maximumLength: Int

  /// The length of the indexed text in UTF-16 units.
  public private(set) var length: Int

  /// The UTF-16 offset where each paragraph starts, ascending; the first is always 0.
  public private(set) var starts: [Int]

  /// The paragraphs that an edit replaced.
  public struct Change: Hashable, Sendable {
    /// The indices of the replaced paragraphs in the index before the edit.
    public var oldParagraphs: Range<Int>
    /// The indices of the paragraphs that replaced them in the index after the edit. Paragraphs
    /// after them moved by `newParagraphs.count - oldParagraphs.count` places.
    public var newParagraphs: Range<Int>

    /// Creates a change.
    public init(oldParagraphs: Range<Int>, newParagraphs: Range<Int>) {
      self.oldParagraphs = oldParagraphs
      self.newParagraphs = newParagraphs
    }
  }

  /// Indexes UTF-16 text in one linear pass.
  ///
  /// A `maximumLength` below 64 is clamped to 64.
  public init(_ units: [UInt16], maximumLength: Int = ParagraphIndex.defaultMaximumLength) {
    self.maximumLength = Swift.max(Self.minimumMaximumLength, maximumLength)
    self.length = units.count
    self.starts = []
    starts = Self.split(units, from: 0, maximumLength: self.maximumLength) { _ in false }.starts
  }

  /// Indexes a string's UTF-16 units, like the initializer that takes them.
  public init(_ string: String, maximumLength: Int = ParagraphIndex.defaultMaximumLength) {
    self.init(TextDocument.utf16Units(of: string), maximumLength: maximumLength)
  }

  /// The number of paragraphs (at least 1).
  public var count: Int { starts.count }

  /// The UTF-16 range of a paragraph, separator included, or `nil` for an index outside `0 ..< count`.
  public func range(ofParagraph index: Int) -> NSRange? {
    guard index >= 0, index < starts.count else { return nil }
    let end = index + 1 < starts.count ? starts[index + 1] : length
    return NSRange(location: starts[index], length: end - starts[index])
  }

  /// The index of the paragraph that contains a UTF-16 offset.
  ///
  /// Offsets are clamped into the text: a negative offset gives the first paragraph, an offset at
  /// or past the end the last one. O(log n).
  public func index(containing offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Updates the index after `range` (in the old text) was replaced by `replacementLength` units;
  /// `units` is the text after the edit. Returns which paragraphs were replaced.
  mutating func update(replacing range: NSRange, replacementLength: Int, in units: [UInt16]) -> Change {
    let delta = replacementLength - range.length
    let newEditEnd = range.location + replacementLength
    let first = index(containing: Swift.max(0, range.location - maximumLength - 2))
    var tail = starts.count
    var oldIndex = first
    let generated = Self.split(units, from: starts[first], maximumLength: maximumLength) { position in
      // A new paragraph that starts after the edit, where an old one started, begins the same
      // sequence of paragraphs as before: stop and reuse the rest.
      guard position >= newEditEnd else { return false }
      let oldPosition = position - delta
      while oldIndex < starts.count, starts[oldIndex] < oldPosition { oldIndex += 1 }
      guard oldIndex < starts.count, starts[oldIndex] == oldPosition else { return false }
      tail = oldIndex
      return true
    }.starts
    // Paragraphs re-split from before the edit that came out the same (same start, same end, all
    // before the edit) keep their text: they are not part of the change.
    var same = 0
    while same < generated.count, first + same < tail, generated[same] == starts[first + same] {
      let newEnd = same + 1 < generated.count ? generated[same + 1] : (tail < starts.count ? starts[tail] + delta : units.count)
      let oldEnd = first + same + 1 < starts.count ? starts[first + same + 1] : length
      guard newEnd == oldEnd, newEnd <= range.location else { break }
      same += 1
    }
    if delta != 0 {
      for i in tail ..< starts.count { starts[i] += delta }
    }
    starts.replaceSubrange(first + same ..< tail, with: generated[same...])
    length = units.count
    return Change(oldParagraphs: first + same ..< tail, newParagraphs: first + same ..< first + generated.count)
  }

  /// Splits `units` into paragraphs from `start` (a paragraph start) until the end, or until
  /// `stop` returns `true` for the start of the next paragraph (which is then not included).
  static func split(
    _ units: [UInt16], from start: Int, maximumLength: Int, stop: (Int) -> Bool
  ) -> (starts: [Int], stopped: Bool) {
    units.withUnsafeBufferPointer { units in
      var result: [Int] = []
      var position = start
      while true {
        if stop(position) { return (result, true) }
        result.append(position)
        if position == units.count { return (result, false) }
        let next = nextBoundary(in: units, from: position, maximumLength: maximumLength)
        if next.end == units.count && !next.isHard { return (result, false) }
        position = next.end
      }
    }
  }
}
