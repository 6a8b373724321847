public import Foundation

/// A text range or offset that does not fit the text it addresses.
public enum TextRangeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The range has a negative location or length, or `NSNotFound` as its location.
  case malformed(NSRange)
  /// The range ends past the end of the text.
  case outOfBounds(NSRange, length: Int)
  /// The offset is negative or past the end of the text.
  case offsetOutOfBounds(Int, length: Int)

  /// A full-sentence explanation that ends with the fix.
  public var description: String {
    switch self {
    case .malformed(let r):
      "The range {\(r.location), \(r.length)} is malformed: use a non-negative location and length."
    case .outOfBounds(let r, let length):
      "The range {\(r.location), \(r.length)} ends past the text's \(length) UTF-16 units: clamp it with NSRange.clamped(toLength:)."
    case .offsetOutOfBounds(let o, let length):
      "The offset \(o) lies outside 0...\(length): pass an offset within the text."
    }
  }
}

extension NSRange {
  /// Checks that the range lies within a text of `length` UTF-16 units.
  ///
  /// - Throws: ``TextRangeError/malformed(_:)`` or ``TextRangeError/outOfBounds(_:length:)``.
  public func validate(inLength length: Int) throws(TextRangeError) {
    guard location != NSNotFound, location >= 0, self.length >= 0 else { throw .malformed(self) }
    let (end, overflow) = location.addingReportingOverflow(self.length)
    guard !overflow, end <= length else { throw .outOfBounds(self, length: length) }
  }

  /// The range clamped into `0 ..< length` (a malformed range becomes the empty range at 0).
  public func clamped(toLength length: Int) -> NSRange {
    guard location != NSNotFound, location >= 0, self.length >= 0 else { return NSRange(location: 0, length: 0) }
    let lower = Swift.min(location, length)
    let (end, overflow) = location.addingReportingOverflow(self.length)
    let upper = overflow ? length : Swift.min(end, length)
    return NSRange(location: lower, length: upper - lower)
  }
}
