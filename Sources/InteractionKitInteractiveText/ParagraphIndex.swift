public import Foundation
import InteractionKitTextTokens

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
/// the paragraph that can see it and stops as soon as a new boundary meets an old one. The starts
/// are kept in blocks of a few hundred, each relative to its first, with the blocks' spans in a
/// Fenwick tree, so the later paragraphs move with their blocks: an edit costs the edited
/// paragraphs plus O(block + log n), whatever the document's size.
public struct ParagraphIndex: Hashable, Sendable {
  /// The piece length used when none is given: 4,096 UTF-16 units.
  public static let defaultMaximumLength = 4096

  /// The smallest allowed ``maximumLength``: 64 UTF-16 units.
  public static let minimumMaximumLength = 64

  /// The longest paragraph, in UTF-16 units, before it is split (at least 64; the separator that
  /// ends a paragraph may add up to 2 units).
  public let maximumLength: Int

  /// The length of the indexed text in UTF-16 units.
  public internal(set) var length: Int

  /// The UTF-16 offset where each paragraph starts, ascending; the first is always 0.
  ///
  /// Built on each read (O(n)): use ``range(ofParagraph:)`` and ``index(containing:)`` for one paragraph.
  public var starts: [Int] { storage.all }

  /// The starts, in blocks.
  var storage: ParagraphStarts

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
    let maximum = self.maximumLength
    let starts =
      units.withUnsafeBufferPointer { buffer in
        Self.split(buffer, base: 0, isTextEnd: true, from: 0, maximumLength: maximum) { _ in false }
      } ?? [0]
    storage = ParagraphStarts(starts, length: units.count)
  }

  /// Indexes a string's UTF-16 units, like the initializer that takes them.
  public init(_ string: String, maximumLength: Int = ParagraphIndex.defaultMaximumLength) {
    self.init(TokenStorage.utf16Units(of: string), maximumLength: maximumLength)
  }

  /// The number of paragraphs (at least 1).
  public var count: Int { storage.count }

  /// The UTF-16 range of a paragraph, separator included, or `nil` for an index outside `0 ..< count`.
  /// O(log n).
  public func range(ofParagraph index: Int) -> NSRange? {
    guard index >= 0, index < storage.count else { return nil }
    let start = storage[index]
    let end = index + 1 < storage.count ? storage[index + 1] : length
    return NSRange(location: start, length: end - start)
  }

  /// The lengths of the paragraphs in `indices` (clamped to the paragraphs), separators included.
  /// O(log n + indices.count).
  func lengths(in indices: Range<Int>) -> [Int] {
    storage.lengths(in: indices, length: length)
  }

  /// The index of the paragraph that contains a UTF-16 offset.
  ///
  /// Offsets are clamped into the text: a negative offset gives the first paragraph, an offset at
  /// or past the end the last one. O(log n).
  public func index(containing offset: Int) -> Int {
    storage.index(containing: offset)
  }
}

extension ParagraphIndex: ParagraphLengthSource {
  /// The UTF-16 length of each of consecutive runs of paragraphs from paragraph `first` (see
  /// ``ParagraphLengthSource/characterCounts(ofRuns:from:)``). O(log n + blocks walked + runs.count).
  func characterCounts(ofRuns runs: [Int], from first: Int) -> [Int] {
    storage.characterCounts(ofRuns: runs, from: first, length: length)
  }
}
