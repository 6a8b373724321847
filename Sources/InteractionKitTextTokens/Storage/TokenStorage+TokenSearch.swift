extension TokenStorage {
  /// The first token that starts at or after `offset` in the fully detected text, or `nil`.
  ///
  /// Undetected text between `offset` and the first detected token after it is scanned on the fly,
  /// in stretches that start at 4,096 units and double, until a token turns up; what was scanned is
  /// not kept (``detectNextToken(startingAtOrAfter:)`` keeps it). So the answer is the one a fully
  /// detected storage gives, for the cost of the text up to that token. A negative offset counts
  /// as 0.
  public func nextToken(startingAtOrAfter offset: Int) -> Token? {
    searchForward(from: offset).token
  }

  /// The last token that starts before `offset` in the fully detected text, or `nil`.
  ///
  /// Like ``nextToken(startingAtOrAfter:)``, backwards: undetected text is scanned on the fly and
  /// not kept (``detectPreviousToken(startingBefore:)`` keeps it). An offset past the end counts as
  /// the end.
  public func previousToken(startingBefore offset: Int) -> Token? {
    searchBackward(from: offset).token
  }

  /// The first token that starts at or after `offset`, like ``nextToken(startingAtOrAfter:)``, but
  /// the text it detected on the way stays detected, and the observers are told about it (as for
  /// ``detectTokens(in:)``).
  public mutating func detectNextToken(startingAtOrAfter offset: Int) -> Token? {
    let (token, stretches) = searchForward(from: offset)
    store(stretches)
    return token
  }

  /// The last token that starts before `offset`, like ``previousToken(startingBefore:)``, but the
  /// text it detected on the way stays detected, and the observers are told about it.
  public mutating func detectPreviousToken(startingBefore offset: Int) -> Token? {
    let (token, stretches) = searchBackward(from: offset)
    store(stretches)
    return token
  }

  /// The first stretch scanned by a token search, in UTF-16 units; each further one is twice as long.
  static var searchStretchLength: Int { 4096 }

  /// The first token that starts at or after `offset`, and the undetected stretches scanned to be
  /// sure of it (in order; not stored).
  func searchForward(from offset: Int) -> (token: Token?, stretches: [DetectedStretch]) {
    var position = max(0, offset)
    var step = Self.searchStretchLength
    var stretches: [DetectedStretch] = []
    while position < length {
      let known = index.firstToken(startingAtOrAfter: position)
      let next = undetected.firstPosition(endingAfter: position)
      guard next < undetected.count else { return (known, stretches) }
      let gap = undetected[next]
      let gapStart = max(position, gap.lowerBound)
      // Everything from `position` to the gap is detected.
      if let known, known.range.location < gapStart { return (known, stretches) }
      let lower = boundary(atOrBefore: gapStart, notBefore: gap.lowerBound)
      let upper = boundary(atOrAfter: min(gap.upperBound, gapStart + step), notAfter: gap.upperBound)
      let stretch = scanTokens(in: lower..<upper)
      stretches.append(stretch)
      if let found = stretch.tokens.first(where: { $0.range.location >= position }) { return (found, stretches) }
      position = upper
      step *= 2
    }
    return (nil, stretches)
  }

  /// The last token that starts before `offset`, and the undetected stretches scanned to be sure
  /// of it (not stored).
  func searchBackward(from offset: Int) -> (token: Token?, stretches: [DetectedStretch]) {
    var position = min(length, offset)
    var step = Self.searchStretchLength
    var stretches: [DetectedStretch] = []
    while position > 0 {
      let known = index.lastToken(startingBefore: position)
      guard let gap = undetected.lastRange(startingBefore: position) else { return (known, stretches) }
      let gapEnd = min(position, gap.upperBound)
      // Everything from the gap to `position` is detected.
      if let known, known.range.location >= gapEnd { return (known, stretches) }
      let upper = boundary(atOrAfter: gapEnd, notAfter: gap.upperBound)
      let lower = boundary(atOrBefore: max(gap.lowerBound, gapEnd - step), notBefore: gap.lowerBound)
      let stretch = scanTokens(in: lower..<upper)
      stretches.append(stretch)
      if let found = stretch.tokens.last(where: { $0.range.location < position }) { return (found, stretches) }
      position = lower
      step *= 2
    }
    return (nil, stretches)
  }
}
