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
  /// With a ``detector``, the edit goes through the token storage: only a window around it is
  /// rescanned (the run of non-white-space text around the edit plus some context, whatever the
  /// paragraph's length), text not detected yet that lies near the edit is detected with it, and an
  /// edit far inside undetected text scans nothing. Without one, the tokens the edit touches are
  /// dropped (an insertion drops only a token it falls strictly inside) and later tokens move by
  /// the change in length.
  ///
  /// The change's ``TextDocumentChange/retokenizedRange`` spans the new characters and every token
  /// removed (where it was, in the edited text) or added.
  ///
  /// - Throws: ``InteractiveTextError/malformedRange(_:)``,
  ///   ``InteractiveTextError/rangeOutOfBounds(_:length:)`` or
  ///   ``InteractiveTextError/rangeSplitsSurrogatePair(_:)``; the document is unchanged.
  @discardableResult
  public mutating func replaceCharacters(in range: NSRange, with string: String) throws(InteractiveTextError)
    -> TextDocumentChange
  {
    try range.validated(inLength: length)
    if splitsSurrogatePair(at: range.location) || (range.length > 0 && splitsSurrogatePair(at: NSMaxRange(range))) {
      throw .rangeSplitsSurrogatePair(range)
    }
    let replacement = TokenStorage.utf16Units(of: string)
    let replaced = range.location ..< NSMaxRange(range)
    var removed: [Token] = []
    var added: [Token] = []
    if let change = withStorage({ $0.apply(replacement, replacing: replaced) }) {
      removed = change.removedTokens
      added = change.addedTokens
    } else {
      removed = withSuppliedTokens { $0.replace(replaced, with: replacement) } ?? []
    }
    let paragraphChange = paragraphs.update(replacing: range, replacementLength: replacement.count, in: text)
    return TextDocumentChange(
      editedRange: NSRange(location: range.location, length: replacement.count),
      changeInLength: replacement.count - range.length, paragraphs: paragraphChange,
      retokenizedRange: Self.retokenizedRange(
        replaced: replaced, replacementLength: replacement.count, removed: removed, added: added))
  }

  /// Replaces the tokens that overlap a range with new ones, in a document without a detector (for
  /// example a server's entities after an edit, or another detector's results).
  ///
  /// Existing tokens that overlap `range` are removed whole, even where they reach outside it.
  ///
  /// - Throws: ``InteractiveTextError/tokensComeFromDetector`` when the document has a
  ///   ``detector``, whose tokens follow the text by themselves;
  ///   ``InteractiveTextError/malformedRange(_:)`` or
  ///   ``InteractiveTextError/rangeOutOfBounds(_:length:)`` for the range;
  ///   ``InteractiveTextError/tokenOutsideRange(_:_:)``, ``InteractiveTextError/tokenOutOfBounds(_:length:)``
  ///   or ``InteractiveTextError/tokensOverlap(_:_:)`` for the tokens. The document is then unchanged.
  @discardableResult
  public mutating func replaceTokens(in range: NSRange, with newTokens: [Token]) throws(InteractiveTextError)
    -> TextDocumentChange
  {
    if case .detected = content { throw .tokensComeFromDetector }
    try range.validated(inLength: length)
    try Self.validate(newTokens, within: range, length: length)
    // An empty range overlaps no token (and validation only lets an empty list in).
    var removed: [Token] = []
    if range.length > 0 {
      removed = withSuppliedTokens { $0.replaceTokens(overlapping: range.location ..< NSMaxRange(range), with: newTokens) } ?? []
    }
    var start = range.location
    var end = NSMaxRange(range)
    if let first = removed.first, let last = removed.last {
      start = Swift.min(start, first.range.location)
      end = Swift.max(end, NSMaxRange(last.range))
    }
    let unchanged = paragraphs.index(containing: range.location)
    return TextDocumentChange(
      editedRange: NSRange(location: range.location, length: 0), changeInLength: 0,
      paragraphs: ParagraphIndex.Change(oldParagraphs: unchanged ..< unchanged, newParagraphs: unchanged ..< unchanged),
      retokenizedRange: NSRange(location: start, length: end - start))
  }

  /// The range of the edited text that spans the new characters, the removed tokens (their old
  /// ranges moved into the edited text) and the added ones.
  static func retokenizedRange(replaced: Range<Int>, replacementLength: Int, removed: [Token], added: [Token]) -> NSRange {
    let delta = replacementLength - replaced.count
    // An old offset in the edited text: unchanged before the edit, moved after it, and inside it
    // pinned to the new text's start (for a start) or end (for an end).
    func start(_ offset: Int) -> Int {
      offset <= replaced.lowerBound ? offset : offset >= replaced.upperBound ? offset + delta : replaced.lowerBound
    }
    func end(_ offset: Int) -> Int {
      offset <= replaced.lowerBound
        ? offset : offset >= replaced.upperBound ? offset + delta : replaced.lowerBound + replacementLength
    }
    var lower = replaced.lowerBound
    var upper = replaced.lowerBound + replacementLength
    for token in removed {
      lower = Swift.min(lower, start(token.range.location))
      upper = Swift.max(upper, end(NSMaxRange(token.range)))
    }
    for token in added {
      lower = Swift.min(lower, token.range.location)
      upper = Swift.max(upper, NSMaxRange(token.range))
    }
    return NSRange(location: lower, length: upper - lower)
  }

  /// Whether `offset` falls between the halves of a surrogate pair.
  func splitsSurrogatePair(at offset: Int) -> Bool {
    guard offset > 0, offset < length else { return false }
    return ParagraphIndex.isLowSurrogate(text.unit(at: offset)) && ParagraphIndex.isHighSurrogate(text.unit(at: offset - 1))
  }
}
