public import Foundation
public import InteractionKitTextTokens

/// What an edit of a ``TextDocument`` changed, for whoever caches its layout (the analogue of
/// `NSTextStorage`'s `editedRange` and `changeInLength`).
public struct TextDocumentChange: Hashable, Sendable {
  /// The range of the new characters, in the document after the edit (empty for a deletion or a
  /// token-only change).
  public var editedRange: NSRange
  /// The change in the document's length, in UTF-16 units.
  public var changeInLength: Int
  /// The paragraphs the edit replaced (empty ranges when only tokens changed).
  public var paragraphs: ParagraphIndex.Change
  /// The range, in the document after the edit, in which tokens were removed or added (its
  /// paragraphs need new token styling).
  public var retokenizedRange: NSRange

  /// Creates a change description.
  public init(editedRange: NSRange, changeInLength: Int, paragraphs: ParagraphIndex.Change, retokenizedRange: NSRange) {
    self.editedRange = editedRange
    self.changeInLength = changeInLength
    self.paragraphs = paragraphs
    self.retokenizedRange = retokenizedRange
  }
}

extension TextDocument {
  /// Replaces the characters of a range, updating the paragraph index and the tokens incrementally.
  ///
  /// Tokens that the edit touches are dropped and later tokens move by the change in length. With a
  /// ``detector``, the paragraph(s) around the edit (from the separator before it to the separator
  /// after it) are scanned again and their tokens replaced; for a document whose paragraphs are
  /// huge, leave ``detector`` `nil` and feed an incremental storage's tokens to
  /// ``replaceTokens(in:with:)`` instead.
  ///
  /// - Throws: ``InteractiveTextError/malformedRange(_:)``,
  ///   ``InteractiveTextError/rangeOutOfBounds(_:length:)`` or
  ///   ``InteractiveTextError/rangeSplitsSurrogatePair(_:)``; the document is unchanged.
  @discardableResult
  public mutating func replaceCharacters(in range: NSRange, with string: String) throws(InteractiveTextError)
    -> TextDocumentChange
  {
    try range.validated(inLength: units.count)
    if splitsSurrogatePair(at: range.location) || splitsSurrogatePair(at: NSMaxRange(range)) {
      throw .rangeSplitsSurrogatePair(range)
    }
    let replacement = Self.utf16Units(of: string)
    let delta = replacement.count - range.length
    units.replaceSubrange(range.location ..< NSMaxRange(range), with: replacement)
    let paragraphChange = paragraphs.update(replacing: range, replacementLength: replacement.count, in: units)

    // Drop the tokens the edit touches; move the later ones.
    let lower = firstToken(endingAfter: range.location)
    let upper = firstToken(startingAtOrAfter: NSMaxRange(range))
    var retokenized = NSRange(location: range.location, length: replacement.count)
    if lower < upper {
      let start = Swift.min(range.location, tokens[lower].range.location)
      let end = Swift.max(NSMaxRange(retokenized), NSMaxRange(tokens[upper - 1].range) + delta)
      retokenized = NSRange(location: start, length: end - start)
    }
    if delta != 0 {
      for i in upper ..< tokens.count { tokens[i].range.location += delta }
    }
    tokens.removeSubrange(lower ..< upper)

    if let detector {
      let paragraph = enclosingParagraph(from: range.location, to: range.location + replacement.count)
      let found = detector.tokens(in: self.string(in: paragraph)).map { $0.offset(by: paragraph.location) }
      let first = firstToken(endingAfter: paragraph.location)
      let last = firstToken(startingAtOrAfter: NSMaxRange(paragraph))
      tokens.replaceSubrange(first ..< last, with: found)
      let start = Swift.min(retokenized.location, paragraph.location)
      let end = Swift.max(NSMaxRange(retokenized), NSMaxRange(paragraph))
      retokenized = NSRange(location: start, length: end - start)
    }
    return TextDocumentChange(
      editedRange: NSRange(location: range.location, length: replacement.count), changeInLength: delta,
      paragraphs: paragraphChange, retokenizedRange: retokenized)
  }

  /// Replaces the tokens that overlap a range with new ones (for example the tokens an incremental
  /// token storage reports after an edit).
  ///
  /// Existing tokens that overlap `range` are removed whole, even where they reach outside it.
  ///
  /// - Throws: ``InteractiveTextError/malformedRange(_:)`` or
  ///   ``InteractiveTextError/rangeOutOfBounds(_:length:)`` for the range;
  ///   ``InteractiveTextError/tokenOutsideRange(_:_:)``, ``InteractiveTextError/tokenOutOfBounds(_:length:)``
  ///   or ``InteractiveTextError/tokensOverlap(_:_:)`` for the tokens. The document is then unchanged.
  @discardableResult
  public mutating func replaceTokens(in range: NSRange, with newTokens: [Token]) throws(InteractiveTextError)
    -> TextDocumentChange
  {
    try range.validated(inLength: units.count)
    try Self.validate(newTokens, within: range, length: units.count)
    // An empty range overlaps no token (and validation only lets an empty list in).
    let lower = range.length == 0 ? firstToken(startingAtOrAfter: range.location) : firstToken(endingAfter: range.location)
    var upper = lower
    while upper < tokens.count, tokens[upper].range.location < NSMaxRange(range) { upper += 1 }
    var start = range.location
    var end = NSMaxRange(range)
    if lower < upper {
      start = Swift.min(start, tokens[lower].range.location)
      end = Swift.max(end, NSMaxRange(tokens[upper - 1].range))
    }
    tokens.replaceSubrange(lower ..< upper, with: newTokens)
    let unchanged = paragraphs.index(containing: range.location)
    return TextDocumentChange(
      editedRange: NSRange(location: range.location, length: 0), changeInLength: 0,
      paragraphs: ParagraphIndex.Change(oldParagraphs: unchanged ..< unchanged, newParagraphs: unchanged ..< unchanged),
      retokenizedRange: NSRange(location: start, length: end - start))
  }

  /// Whether `offset` falls between the halves of a surrogate pair.
  func splitsSurrogatePair(at offset: Int) -> Bool {
    guard offset > 0, offset < units.count else { return false }
    return ParagraphIndex.isLowSurrogate(units[offset]) && ParagraphIndex.isHighSurrogate(units[offset - 1])
  }

  /// The range from the paragraph separator before `start` to the one at or after `end`, both
  /// excluded: the text a detector must scan again after an edit of `start ..< end`.
  func enclosingParagraph(from start: Int, to end: Int) -> NSRange {
    var lower = start
    while lower > 0, !ParagraphIndex.isSeparator(units[lower - 1]) { lower -= 1 }
    var upper = end
    while upper < units.count, !ParagraphIndex.isSeparator(units[upper]) { upper += 1 }
    return NSRange(location: lower, length: upper - lower)
  }
}
