/// "Detection in parts": a long UTF-8 text cut into parts that are detected independently, for a
/// caller that detects them on several threads at once and puts their outputs end to end.
///
/// Parts are cut as windows are (see `forEachWindow(of:byteCount:_:)`):
/// each part but the last ends just after an ASCII white-space byte, and the next part starts at
/// that same byte. The built-in tokens of the text are those of its parts, in order, each found
/// once. Each part's tokens need the UTF-16 offset of its first byte in the whole text; for
/// well-formed UTF-8 that offset follows from the bytes before it alone
/// (``utf16LengthIfWellFormed(_:from:to:)``), so every part can start at once, and the part's own
/// detection returns the offset after it as decoded, which a caller compares with the next part's
/// assumed offset: they differ only after bytes that are not well-formed UTF-8.
extension TokenDetector {
  /// Whether the tokens of a text are the tokens of its parts: `true` without custom matchers,
  /// whose rules may look beyond white space.
  package var detectsInParts: Bool { customMatchers.isEmpty }

  /// Cuts `bytes` into at most `count` parts of about equal size (fewer when the text is short or
  /// a word is longer than a part), each but the last ending just after an ASCII white-space byte
  /// that the next part starts with. An empty text has no part.
  package static func parts(of bytes: UnsafeBufferPointer<UInt8>, count: Int) -> [Range<Int>] {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return [] }
    let n = bytes.count
    let count = max(count, 1)
    var result: [Range<Int>] = []
    result.reserveCapacity(count)
    var start = 0
    for part in 1 ... count {
      // The shared white-space byte at or after this part's share of the text, or the end.
      var cut = part == count ? n : max(start + 1, n / count * part)
      while cut < n, !AnchoredWords.isSpace(base[cut]) { cut += 1 }
      guard cut < n else {
        result.append(start ..< n)
        return result
      }
      result.append(start ..< cut + 1)
      start = cut
    }
    return result
  }

  /// The number of UTF-16 units the bytes `start ..< end` of `bytes` decode to when they are
  /// well-formed UTF-8 (one per byte that is not a continuation byte, one more per four-byte
  /// sequence): the offset a part starting at `end` has after a part starting at `start`.
  /// Bytes that are not well-formed may decode to another length.
  package static func utf16LengthIfWellFormed(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    let start = max(0, start)
    let end = min(end, bytes.count)
    return AnchoredWords.utf16Length(bytes, from: start, to: end)
  }

  /// Calls `body` with each token of a part of a UTF-8 text, whose first byte is at UTF-16 offset
  /// `location` of the whole, and returns the offset just past the part.
  ///
  /// The tokens are those ``forEachToken(inUTF8:_:)`` finds in the whole text that lie in the
  /// part, when the part was cut by ``parts(of:count:)`` and `location` is its first byte's offset
  /// (the offset the previous part's call returned, minus the one unit of the white-space byte the
  /// two parts share). Only for a detector that ``detectsInParts``.
  ///
  /// - Parameters:
  ///   - bytes: The part's bytes.
  ///   - location: The UTF-16 offset of the part's first byte in the whole text.
  ///   - body: Called once per token, in order; what it throws stops the detection and is rethrown.
  /// - Returns: `location` plus the part's length in UTF-16 units, as `String(decoding:as:)` counts it.
  @discardableResult
  package func forEachToken<Failure: Error>(
    inUTF8 bytes: UnsafeBufferPointer<UInt8>, startingAt location: Int, _ body: (Token) throws(Failure) -> Void
  ) throws(Failure) -> Int {
    try forEachToken(inUTF8: bytes, startingAt: location, windowByteCount: Self.windowByteCount, body)
  }
}
