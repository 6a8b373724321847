import Foundation
import InteractionKitTextLayout

/// Reference answers computed with the standard library's `String.Index` conversions, independently of
/// ``TextIndexMap``'s arrays.
struct TextIndexOracle {
  let string: String

  /// The UTF-8 offset of the scalar that contains UTF-16 offset `offset`.
  func utf8Offset(forUTF16Offset offset: Int) -> Int {
    var index = string.utf16.index(string.utf16.startIndex, offsetBy: offset)
    while index.samePosition(in: string.unicodeScalars) == nil {
      index = string.utf16.index(before: index)
    }
    return string.utf8.distance(from: string.utf8.startIndex, to: index)
  }

  /// The UTF-16 offset of the scalar that contains UTF-8 offset `offset`.
  func utf16Offset(forUTF8Offset offset: Int) -> Int {
    var index = string.utf8.index(string.utf8.startIndex, offsetBy: offset)
    while index.samePosition(in: string.unicodeScalars) == nil {
      index = string.utf8.index(before: index)
    }
    return string.utf16.distance(from: string.utf16.startIndex, to: index)
  }

  /// Whether a UTF-16 offset starts a `Character` (or is the end).
  func isGraphemeBoundary(_ offset: Int) -> Bool {
    String.Index(utf16Offset: offset, in: string).samePosition(in: string) != nil
  }

  /// The UTF-16 range of the `Character` containing `offset`, found by walking to the nearest
  /// boundaries on either side.
  func graphemeRange(containing offset: Int) -> NSRange {
    var lower = offset
    while !isGraphemeBoundary(lower) { lower -= 1 }
    var upper = offset + 1
    while !isGraphemeBoundary(upper) { upper += 1 }
    return NSRange(location: lower, length: upper - lower)
  }

  /// Checks every UTF-16 and UTF-8 offset of the string against `map`; returns the mismatches.
  func mismatches(in map: TextIndexMap) -> [String] {
    var problems: [String] = []
    if map.utf16Count != string.utf16.count { problems.append("utf16Count \(map.utf16Count)") }
    if map.utf8Count != string.utf8.count { problems.append("utf8Count \(map.utf8Count)") }
    if map.graphemeCount != string.count { problems.append("graphemeCount \(map.graphemeCount)") }
    for offset in 0 ... string.utf16.count {
      let expected = utf8Offset(forUTF16Offset: offset)
      if map.utf8Offset(forUTF16Offset: offset) != expected { problems.append("utf8(\(offset))") }
      if map.isGraphemeBoundary(offset) != isGraphemeBoundary(offset) { problems.append("boundary(\(offset))") }
      if offset < string.utf16.count, map.graphemeRange(containing: offset) != graphemeRange(containing: offset) {
        problems.append("grapheme(\(offset))")
      }
    }
    for offset in 0 ... string.utf8.count where map.utf16Offset(forUTF8Offset: offset) != utf16Offset(forUTF8Offset: offset) {
      problems.append("utf16(\(offset))")
    }
    return problems
  }
}
