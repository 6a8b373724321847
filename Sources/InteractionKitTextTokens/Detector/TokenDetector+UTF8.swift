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
    return builtInTokens(in: AnchoredWords(utf8: bytes, anchors: filterAnchors))
  }

  /// Calls `body` with each token of UTF-8 text, in order: the tokens of
  /// ``tokens(inUTF8:)-(UnsafeBufferPointer<UInt8>)``, made one at a time instead of collected in
  /// an array, for a caller that writes each token out and lets it go.
  ///
  /// - Parameters:
  ///   - bytes: The text's UTF-8 bytes.
  ///   - body: Called once per token, in the order of their ranges; what it throws stops the
  ///     detection and is rethrown.
  public func forEachToken<Failure: Error>(
    inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ body: (Token) throws(Failure) -> Void
  ) throws(Failure) {
    guard let base = bytes.baseAddress, customMatchers.isEmpty,
      AnchoredWords.isValidUTF8(base, count: bytes.count)
    else {
      for token in tokens(inUTF8: bytes) { try body(token) }
      return
    }
    let words = AnchoredWords(utf8: bytes, anchors: filterAnchors)
    let compact = ScanText(units: words.units)
    let source = TokenSource(units: compact.units, candidates: Candidates(matches: builtInCandidates(in: compact)))
    var offsets = words.offsetCursor()
    try Self.forEachKeptIndex(source.matches) { (i, priority) throws(Failure) in
      try body(
        source.builtInToken(i, priority: priority, at: offsets.originalOffset(of: source.matches[i].range.lowerBound)))
    }
  }

  /// The number of tokens of each kind in UTF-8 text: the kinds of
  /// ``tokens(inUTF8:)-(UnsafeBufferPointer<UInt8>)`` counted, without making the tokens.
  ///
  /// - Parameter bytes: The text's UTF-8 bytes.
  /// - Returns: How many tokens of each kind the text holds; kinds it does not hold are absent.
  public func tokenCounts(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [TokenKind: Int] {
    guard let base = bytes.baseAddress, customMatchers.isEmpty,
      AnchoredWords.isValidUTF8(base, count: bytes.count)
    else {
      var counts: [TokenKind: Int] = [:]
      for token in tokens(inUTF8: bytes) { counts[token.kind, default: 0] += 1 }
      return counts
    }
    let words = AnchoredWords(utf8: bytes, anchors: filterAnchors)
    let matches = builtInCandidates(in: ScanText(units: words.units))
    // Without custom matchers every match is a built-in kind, ranked 0 to 4 by its priority.
    var perPriority = [Int](repeating: 0, count: 5)
    Self.forEachKeptIndex(matches) { _, priority in perPriority[priority] += 1 }
    var counts: [TokenKind: Int] = [:]
    for (priority, kind) in Self.builtInKinds.enumerated()
    where perPriority[priority] > 0 {
      counts[kind] = perPriority[priority]
    }
    return counts
  }

  /// The tokens of UTF-8 text; see ``tokens(inUTF8:)-(UnsafeBufferPointer<UInt8>)``.
  ///
  /// - Parameter bytes: The text's UTF-8 bytes.
  /// - Returns: The tokens, in order, without overlaps.
  public func tokens(inUTF8 bytes: [UInt8]) -> [Token] {
    bytes.withUnsafeBufferPointer { tokens(inUTF8: $0) }
  }
}
