public import Foundation

/// Converts between the UTF-16 offsets the engine speaks and the UTF-8 byte offsets text back ends
/// such as Pango use, and knows where the string's grapheme clusters (user-perceived characters) start.
///
/// The map is built once from a string: it records, for every Unicode scalar, where it starts in
/// UTF-8 and in UTF-16, and where every grapheme cluster starts in UTF-16. Lookups are binary
/// searches over those arrays, so each conversion is O(log n).
///
/// Offsets that do not fall on a scalar boundary (a byte inside a multi-byte scalar, or the offset
/// between the two halves of a surrogate pair) snap to the start of the scalar that contains them.
/// Offsets outside the string are clamped to `0 ... count` (a documented clamp, never a crash).
public struct TextIndexMap: Hashable, Sendable {
  /// The string's length in UTF-16 code units.
  public let utf16Count: Int
  /// The string's length in UTF-8 bytes.
  public let utf8Count: Int
  /// The UTF-8 start of every scalar, plus `utf8Count` as a sentinel.
  private let scalarUTF8Starts: [Int]
  /// The UTF-16 start of every scalar, plus `utf16Count` as a sentinel.
  private let scalarUTF16Starts: [Int]
  /// The UTF-16 start of every grapheme cluster, plus `utf16Count` as a sentinel.
  private let graphemeUTF16Starts: [Int]

  /// Builds the map of a string.
  public init(_ string: String) {
    var utf8Starts: [Int] = []
    var utf16Starts: [Int] = []
    utf8Starts.reserveCapacity(string.utf8.count + 1)
    utf16Starts.reserveCapacity(string.utf8.count + 1)
    var utf8 = 0
    var utf16 = 0
    for scalar in string.unicodeScalars {
      utf8Starts.append(utf8)
      utf16Starts.append(utf16)
      utf8 += UTF8.width(scalar)
      utf16 += UTF16.width(scalar)
    }
    utf8Starts.append(utf8)
    utf16Starts.append(utf16)

    var graphemeStarts: [Int] = []
    var offset = 0
    for character in string {
      graphemeStarts.append(offset)
      offset += character.utf16.count
    }
    graphemeStarts.append(offset)

    self.utf8Count = utf8
    self.utf16Count = utf16
    self.scalarUTF8Starts = utf8Starts
    self.scalarUTF16Starts = utf16Starts
    self.graphemeUTF16Starts = graphemeStarts
  }

  /// The number of Unicode scalars in the string.
  public var scalarCount: Int { scalarUTF8Starts.count - 1 }

  /// The number of grapheme clusters (Swift `Character`s) in the string.
  public var graphemeCount: Int { graphemeUTF16Starts.count - 1 }

  /// The UTF-8 byte offset of a UTF-16 offset.
  ///
  /// An offset between the halves of a surrogate pair snaps to the start of its scalar; an offset
  /// outside `0 ... utf16Count` is clamped into it first.
  public func utf8Offset(forUTF16Offset offset: Int) -> Int {
    let clamped = Swift.min(Swift.max(offset, 0), utf16Count)
    return scalarUTF8Starts[Self.lastIndex(in: scalarUTF16Starts, notAbove: clamped)]
  }

  /// The UTF-16 offset of a UTF-8 byte offset.
  ///
  /// A byte inside a multi-byte scalar snaps to the start of that scalar; an offset outside
  /// `0 ... utf8Count` is clamped into it first.
  public func utf16Offset(forUTF8Offset offset: Int) -> Int {
    let clamped = Swift.min(Swift.max(offset, 0), utf8Count)
    return scalarUTF16Starts[Self.lastIndex(in: scalarUTF8Starts, notAbove: clamped)]
  }

  /// The UTF-8 byte range that covers every scalar a UTF-16 range touches.
  ///
  /// The lower end snaps down to its scalar's start and the upper end up to its scalar's end, so a
  /// range that cuts a surrogate pair still covers that scalar. The range is clamped into the string;
  /// a malformed range (negative, `NSNotFound`) yields the empty range at 0.
  public func utf8Range(forUTF16Range range: NSRange) -> Range<Int> {
    let clamped = range.clamped(toLength: utf16Count)
    let lower = utf8Offset(forUTF16Offset: clamped.location)
    let upperIndex = Self.firstIndex(in: scalarUTF16Starts, notBelow: NSMaxRange(clamped))
    return lower ..< Swift.max(lower, scalarUTF8Starts[upperIndex])
  }

  /// The UTF-16 range of a UTF-8 byte range, each end snapped to its scalar's start and clamped.
  public func utf16Range(forUTF8Range range: Range<Int>) -> NSRange {
    let lower = utf16Offset(forUTF8Offset: range.lowerBound)
    let upper = utf16Offset(forUTF8Offset: range.upperBound)
    return NSRange(location: lower, length: Swift.max(0, upper - lower))
  }

  /// Whether a UTF-16 offset is a grapheme-cluster boundary (`0` and `utf16Count` always are).
  ///
  /// Offsets outside `0 ... utf16Count` are not boundaries.
  public func isGraphemeBoundary(_ offset: Int) -> Bool {
    guard offset >= 0, offset <= utf16Count else { return false }
    return graphemeUTF16Starts[Self.lastIndex(in: graphemeUTF16Starts, notAbove: offset)] == offset
  }

  /// The UTF-16 range of the grapheme cluster that contains an offset.
  ///
  /// Returns `nil` when the offset lies outside `0 ..< utf16Count` (there is no character at the end
  /// of the text).
  public func graphemeRange(containing offset: Int) -> NSRange? {
    guard offset >= 0, offset < utf16Count else { return nil }
    let index = Self.lastIndex(in: graphemeUTF16Starts, notAbove: offset)
    let start = graphemeUTF16Starts[index]
    return NSRange(location: start, length: graphemeUTF16Starts[index + 1] - start)
  }

  /// The UTF-16 offsets where grapheme clusters start, followed by `utf16Count`.
  public var graphemeBoundaries: [Int] { graphemeUTF16Starts }

  /// The index of the last element of an ascending array that is `<= value`.
  ///
  /// Every array searched starts with 0 and `value` is never negative, so the answer always exists.
  private static func lastIndex(in starts: [Int], notAbove value: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= value { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The index of the first element of an ascending array that is `>= value` (the last index if none).
  private static func firstIndex(in starts: [Int], notBelow value: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high) / 2
      if starts[mid] >= value { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
