public import Foundation

/// Why a ``TokenStorage`` refused a range; the storage is left unchanged.
public enum TokenStorageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The range's location is `NSNotFound` (a search that found nothing).
  case rangeNotFound
  /// The range's location or length is negative.
  case negativeRange(NSRange)
  /// The range ends past the end of the text, whose length is `length` UTF-16 units.
  case rangeOutOfBounds(NSRange, length: Int)

  /// A full-sentence explanation that ends in the fix.
  public var description: String {
    switch self {
    case .rangeNotFound:
      return "The range's location is NSNotFound, so it names no place in the text; "
        + "check the search that produced it and pass a range inside the text instead."
    case .negativeRange(let range):
      return "The range {\(range.location), \(range.length)} has a negative location or length; "
        + "pass a location and a length of at least 0."
    case .rangeOutOfBounds(let range, let length):
      return "The range {\(range.location), \(range.length)} ends past the end of the text, which is "
        + "\(length) UTF-16 units long; pass a range that ends at \(length) or before."
    }
  }

  /// Checks that `range` lies inside a text of `length` UTF-16 units and returns it as offsets.
  ///
  /// - Throws: ``rangeNotFound``, ``negativeRange(_:)`` or ``rangeOutOfBounds(_:length:)``.
  static func validate(_ range: NSRange, length: Int) throws(TokenStorageError) -> Range<Int> {
    if range.location == NSNotFound { throw .rangeNotFound }
    if range.location < 0 || range.length < 0 { throw .negativeRange(range) }
    // Written without `location + length`, which could overflow.
    if range.location > length || range.length > length - range.location {
      throw .rangeOutOfBounds(range, length: length)
    }
    return range.location..<(range.location + range.length)
  }
}
