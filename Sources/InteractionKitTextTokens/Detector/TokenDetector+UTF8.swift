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
    guard customMatchers.isEmpty,
      let words = AnchoredWords(
        validatingUTF8: bytes, anchors: filterAnchors, passesOverPlainAddresses: filterPassesOverPlainAddresses,
        measuresOffsets: true)
    else {
      return tokens(in: String(decoding: bytes, as: UTF8.self))
    }
    return builtInTokens(in: words)
  }

  /// Calls `body` with each token of UTF-8 text, in order: the tokens of
  /// ``tokens(inUTF8:)-(UnsafeBufferPointer<UInt8>)``, made one at a time instead of collected in
  /// an array, for a caller that writes each token out and lets it go.
  ///
  /// Without custom matchers the text is detected in windows of about 256 kB (see
  /// `forEachWindow(of:byteCount:_:)`), so the scan's buffers stay small and in cache however
  /// long the text is.
  ///
  /// - Parameters:
  ///   - bytes: The text's UTF-8 bytes.
  ///   - body: Called once per token, in the order of their ranges; what it throws stops the
  ///     detection and is rethrown.
  public func forEachToken<Failure: Error>(
    inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ body: (Token) throws(Failure) -> Void
  ) throws(Failure) {
    try forEachToken(inUTF8: bytes, windowByteCount: Self.windowByteCount, body)
  }

  /// ``forEachToken(inUTF8:_:)`` with windows of at least `windowByteCount` bytes (tests use small
  /// ones to put many window edges in a short text).
  func forEachToken<Failure: Error>(
    inUTF8 bytes: UnsafeBufferPointer<UInt8>, windowByteCount: Int, _ body: (Token) throws(Failure) -> Void
  ) throws(Failure) {
    guard customMatchers.isEmpty else {
      for token in tokens(inUTF8: bytes) { try body(token) }
      return
    }
    try forEachToken(inUTF8: bytes, startingAt: 0, windowByteCount: windowByteCount, body)
  }

  /// ``forEachToken(inUTF8:_:)`` without custom matchers, for text that starts at UTF-16 offset
  /// `location` of a longer one: each token's range is moved by `location`.
  ///
  /// - Returns: The UTF-16 offset just past the text (`location` plus its length as
  ///   `String(decoding:as:)` counts it).
  @discardableResult
  func forEachToken<Failure: Error>(
    inUTF8 bytes: UnsafeBufferPointer<UInt8>, startingAt location: Int, windowByteCount: Int,
    _ body: (Token) throws(Failure) -> Void
  ) throws(Failure) -> Int {
    let anchors = filterAnchors
    let passesOver = filterPassesOverPlainAddresses
    var location = location
    try Self.forEachWindow(of: bytes, byteCount: windowByteCount) { (window, isLast) throws(Failure) in
      // The window's units up to the next window, whose first byte this one shares (one unit).
      let shared = isLast ? 0 : 1
      if let words = AnchoredWords(
        validatingUTF8: window, anchors: anchors, passesOverPlainAddresses: passesOver, measuresOffsets: true)
      {
        let compact = ScanText(units: words.units)
        let source = TokenSource(units: compact.units, candidates: Candidates(matches: builtInCandidates(in: compact)))
        var offsets = words.offsetCursor()
        try Self.forEachKeptIndex(source.matches) { (i, priority) throws(Failure) in
          let start = location + offsets.originalOffset(of: source.matches[i].range.lowerBound)
          try body(source.builtInToken(i, priority: priority, at: start))
        }
        location += words.utf16Length - shared
      } else {
        // Not well-formed: the window's bytes as `String(decoding:as:)` decodes them.
        let string = String(decoding: window, as: UTF8.self)
        for var token in tokens(in: string) {
          token.range.location += location
          try body(token)
        }
        location += string.utf16.count - shared
      }
    }
    return location
  }

  /// The number of tokens of each kind in UTF-8 text: the kinds of
  /// ``tokens(inUTF8:)-(UnsafeBufferPointer<UInt8>)`` counted, without making the tokens, window by
  /// window as ``forEachToken(inUTF8:_:)`` detects.
  ///
  /// - Parameter bytes: The text's UTF-8 bytes.
  /// - Returns: How many tokens of each kind the text holds; kinds it does not hold are absent.
  public func tokenCounts(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [TokenKind: Int] {
    tokenCounts(inUTF8: bytes, windowByteCount: Self.windowByteCount)
  }

  /// ``tokenCounts(inUTF8:)`` with windows of at least `windowByteCount` bytes.
  func tokenCounts(inUTF8 bytes: UnsafeBufferPointer<UInt8>, windowByteCount: Int) -> [TokenKind: Int] {
    var counts: [TokenKind: Int] = [:]
    guard customMatchers.isEmpty else {
      for token in tokens(inUTF8: bytes) { counts[token.kind, default: 0] += 1 }
      return counts
    }
    let anchors = filterAnchors
    let passesOver = filterPassesOverPlainAddresses
    // Without custom matchers every match is a built-in kind, ranked 0 to 4 by its priority.
    var perPriority = [Int](repeating: 0, count: 5)
    // Counts need no offsets: the words are gathered without them, and the windows are validated
    // as they are gathered (see `AnchoredWords.gather`), in one reading of the bytes.
    Self.forEachWindow(of: bytes, byteCount: windowByteCount) { window, _ in
      if let words = AnchoredWords(
        validatingUTF8: window, anchors: anchors, passesOverPlainAddresses: passesOver, measuresOffsets: false)
      {
        let matches = builtInCandidates(in: ScanText(units: words.units))
        Self.forEachKeptIndex(matches) { _, priority in perPriority[priority] += 1 }
      } else {
        for token in tokens(in: String(decoding: window, as: UTF8.self)) { counts[token.kind, default: 0] += 1 }
      }
    }
    for (priority, kind) in Self.builtInKinds.enumerated() where perPriority[priority] > 0 {
      counts[kind, default: 0] += perPriority[priority]
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

/// "Detection in windows": a long text is detected a window at a time, each window's scan text
/// and candidates allocated, used and freed before the next, so the allocator hands the next
/// window the same memory, already mapped and in cache, instead of fresh pages the size of the
/// whole text that the kernel must zero on first touch.
extension TokenDetector {
  /// The bytes a window holds at least (the last one may hold fewer): 256 kB, whose scan text and
  /// candidates fit in a core's level-2 cache.
  static let windowByteCount = 1 << 18

  /// Calls `body` with the bytes of each window of `bytes`, not validated, and whether it is the
  /// last.
  ///
  /// A window ends just after the first ASCII white-space byte (space, tab, line feed, carriage
  /// return) at or after `byteCount` bytes from its start, or at the end of the text; the next
  /// window starts at that same white-space byte. No built-in token holds ASCII white space, and
  /// every built-in rule decides a candidate from its own characters and its one neighbour on each
  /// side (see ``AnchoredWords``), so every token lies inside one window, and its neighbours there
  /// are the ones it has in the whole text: the built-in tokens of the text are those of its
  /// windows, in order, each found once (the shared byte is white space and part of no token). A
  /// word longer than a window (a megabyte-long token) makes its window longer.
  ///
  /// Each window can be validated on its own: a window starts and ends at an ASCII byte, which no
  /// UTF-8 sequence contains, so the text is well formed exactly when every window is, and
  /// `String(decoding:as:)` decodes the text as the concatenation of its windows' decodings (a
  /// replacement never swallows an ASCII byte). The UTF-16 length of the text is the sum of the
  /// windows' lengths, less one unit for each shared byte.
  static func forEachWindow<Failure: Error>(
    of bytes: UnsafeBufferPointer<UInt8>, byteCount: Int,
    _ body: (_ window: UnsafeBufferPointer<UInt8>, _ isLast: Bool) throws(Failure) -> Void
  ) throws(Failure) {
    guard let base = bytes.baseAddress else { return }
    let n = bytes.count
    let size = max(byteCount, 1)
    var start = 0
    while start < n {
      // The shared white-space byte, or the end of the text.
      var cut = n - start > size ? start + size : n
      while cut < n, !AnchoredWords.isSpace(base[cut]) { cut += 1 }
      let end = cut < n ? cut + 1 : n
      try body(UnsafeBufferPointer(start: base + start, count: end - start), cut == n)
      start = cut
    }
  }
}
