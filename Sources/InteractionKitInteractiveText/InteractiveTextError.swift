public import Foundation
public import InteractionKitTextTokens

/// A request to an interactive text document or its layout that cannot be honoured.
public enum InteractiveTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The range has a negative location or length, or `NSNotFound` as its location.
  case malformedRange(NSRange)
  /// The range ends past the end of the document.
  case rangeOutOfBounds(NSRange, length: Int)
  /// An end of the range falls between the two halves of a surrogate pair.
  case rangeSplitsSurrogatePair(NSRange)
  /// A token's range is empty, malformed or ends past the end of the document.
  case tokenOutOfBounds(Token, length: Int)
  /// Two tokens overlap, or are not sorted by location.
  case tokensOverlap(Token, Token)
  /// A replacement token lies outside the range whose tokens it replaces.
  case tokenOutsideRange(Token, NSRange)
  /// The viewport has a NaN or infinite coordinate.
  case nonFiniteViewport(CGRect)
  /// Tokens were handed to a document whose detector finds its tokens itself.
  case tokensComeFromDetector

  /// A full-sentence explanation that ends with the fix.
  public var description: String {
    switch self {
    case .malformedRange(let r):
      "The range {\(r.location), \(r.length)} is malformed: use a non-negative location and length."
    case .rangeOutOfBounds(let r, let length):
      "The range {\(r.location), \(r.length)} ends past the document's \(length) UTF-16 units: clamp it with NSRange.clamped(toLength:)."
    case .rangeSplitsSurrogatePair(let r):
      "The range {\(r.location), \(r.length)} cuts a surrogate pair in half: move its ends to character boundaries."
    case .tokenOutOfBounds(let t, let length):
      "The \(t.kind) token at {\(t.range.location), \(t.range.length)} is empty or lies outside the document's \(length) UTF-16 units: pass tokens found in this document's text."
    case .tokensOverlap(let a, let b):
      "The tokens at {\(a.range.location), \(a.range.length)} and {\(b.range.location), \(b.range.length)} overlap or are out of order: pass tokens sorted by location without overlaps, as TokenDetector returns them."
    case .tokenOutsideRange(let t, let r):
      "The token at {\(t.range.location), \(t.range.length)} lies outside the replaced range {\(r.location), \(r.length)}: widen the range or drop the token."
    case .nonFiniteViewport(let rect):
      "The viewport \(rect) has a NaN or infinite coordinate: pass a finite rect in content coordinates."
    case .tokensComeFromDetector:
      "The document's detector finds its tokens and keeps them in step with every edit, so they cannot be replaced: set the document's detector to nil first to supply tokens yourself."
    }
  }
}

extension NSRange {
  /// Checks that the range lies within `length` UTF-16 units.
  func validated(inLength length: Int) throws(InteractiveTextError) {
    guard location != NSNotFound, location >= 0, self.length >= 0 else { throw .malformedRange(self) }
    let (end, overflow) = location.addingReportingOverflow(self.length)
    guard !overflow, end <= length else { throw .rangeOutOfBounds(self, length: length) }
  }
}
