/// Detection straight from UTF-8 bytes, for text read from a file or a pipe.
extension TokenDetector {
  /// The tokens of UTF-8 text: the same tokens as ``tokens(in:)`` finds in
  /// `String(decoding: bytes, as: UTF8.self)`, with ranges in UTF-16 offsets of that string.
  ///
  /// Well-formed UTF-8 is scanned where it lies, with no `String` built first; bytes that are not
  /// well-formed UTF-8 (including lone surrogates encoded as WTF-8) read as U+FFFD replacement
  /// characters, as `String(decoding:as:)` decodes them.
  ///
  /// - Parameter bytes: The text's UTF-8 bytes.
  /// - Returns: The tokens, in order, without overlaps (see ``tokens(in:)``).
  public func tokens(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
    guard let base = bytes.baseAddress, customMatchers.isEmpty,
      AnchoredWords.isValidUTF8(base, count: bytes.count)
    else {
      return tokens(in: String(decoding: bytes, as: UTF8.self))
    }
    let words = AnchoredWords(utf8: bytes, anchors: filterAnchors)
    let compact = ScanText(units: words.units)
    let candidates = Candidates(matches: builtInCandidates(in: compact))
    let kept = Self.keptIndices(candidates.matches)
    let source = TokenSource(units: compact.units, candidates: candidates)
    var tokens: [Token] = []
    tokens.reserveCapacity(kept.count)
    var offsets = words.offsetCursor()
    for i in kept {
      tokens.append(source.token(i, at: offsets.originalOffset(of: source.matches[i].range.lowerBound), detector: self))
    }
    return tokens
  }

  /// The tokens of UTF-8 text; see ``tokens(inUTF8:)-(UnsafeBufferPointer<UInt8>)``.
  ///
  /// - Parameter bytes: The text's UTF-8 bytes.
  /// - Returns: The tokens, in order, without overlaps.
  public func tokens(inUTF8 bytes: [UInt8]) -> [Token] {
    bytes.withUnsafeBufferPointer { tokens(inUTF8: $0) }
  }
}
