public import Foundation
public import InteractionKitTextTokens

extension TextDocument {
  /// Every token known now, in order: the supplied tokens, or those the detector found so far
  /// (all of them once ``isFullyDetected``). O(number of tokens): prefer ``tokens(intersecting:)``.
  public var tokens: [Token] { tokenIndex.all }

  /// The number of tokens known now (see ``tokens``).
  public var tokenCount: Int { tokenIndex.count }

  /// The known tokens that overlap a range, in order. O(log n + k).
  ///
  /// The range is clamped to the text; an empty, `NSNotFound` or out-of-range range gives none.
  /// With a detector, text not detected yet has no tokens here: ``ViewportTextLayout`` detects the
  /// paragraphs it lays out, and ``detectTokens(in:)`` detects any range.
  public func tokens(intersecting range: NSRange) -> [Token] {
    guard range.location != NSNotFound, range.length > 0 else { return [] }
    let lower = Swift.max(0, range.location)
    // Written without `location + length` when that could overflow.
    let upper = range.location > length - range.length ? length : range.location + range.length
    guard lower < upper else { return [] }
    return tokenIndex.tokens(overlapping: lower ..< upper)
  }

  /// The first token that starts after `token`'s location, or the first token when `token` is
  /// `nil`, in reading order.
  ///
  /// With a detector, text not detected yet is scanned on the fly as far as the answer needs (in
  /// stretches of 4,096 units and more) and not kept, so the answer is the one a fully detected
  /// document gives; ``detectToken(after:)`` keeps what it scanned.
  public func token(after token: Token?) -> Token? {
    let offset = token.map { $0.range.location + 1 } ?? 0
    switch content {
    case .detected(let storage): return storage.nextToken(startingAtOrAfter: offset)
    case .supplied(let supplied): return supplied.index.firstToken(startingAtOrAfter: offset)
    }
  }

  /// The last token that starts before `token`'s location, or the last token when `token` is
  /// `nil`, in reading order. Undetected text is scanned on the fly, as for ``token(after:)``.
  public func token(before token: Token?) -> Token? {
    let offset = token?.range.location ?? length
    switch content {
    case .detected(let storage): return storage.previousToken(startingBefore: offset)
    case .supplied(let supplied): return supplied.index.lastToken(startingBefore: offset)
    }
  }

  /// Like ``token(after:)``, but the text scanned on the way stays detected.
  public mutating func detectToken(after token: Token?) -> Token? {
    let offset = token.map { $0.range.location + 1 } ?? 0
    return withStorage { $0.detectNextToken(startingAtOrAfter: offset) } ?? self.token(after: token)
  }

  /// Like ``token(before:)``, but the text scanned on the way stays detected.
  public mutating func detectToken(before token: Token?) -> Token? {
    let offset = token?.range.location ?? length
    return withStorage { $0.detectPreviousToken(startingBefore: offset) } ?? self.token(before: token)
  }

  /// Whether every token of the text is known: always without a detector, and with one once the
  /// whole text is detected.
  public var isFullyDetected: Bool {
    guard case .detected(let storage) = content else { return true }
    return storage.isFullyDetected
  }

  /// The parts of the text whose tokens are not detected yet, in order (empty without a detector).
  public var undetectedRanges: [NSRange] {
    guard case .detected(let storage) = content else { return [] }
    return storage.undetectedRanges
  }

  /// Detects the tokens of the undetected text that `range` touches, widened to the white space
  /// around its ends (see `TokenStorage.detectTokens(in:)`).
  ///
  /// The range is clamped to the text. Detected text is not scanned again, and a document without
  /// a detector has nothing to detect.
  ///
  /// - Returns: What changed: no character (``TextDocumentChange/editedRange`` is empty, no
  ///   paragraph is replaced), and ``TextDocumentChange/retokenizedRange`` spans the tokens found
  ///   (empty when none was). `nil` when nothing in the range was undetected.
  @discardableResult
  public mutating func detectTokens(in range: NSRange) -> TextDocumentChange? {
    // The common case once a paragraph is shown: nothing to take the storage out for.
    guard !isFullyDetected, let change = withStorage({ $0.detectTokens(in: range) }) ?? nil else { return nil }
    return detectionChange(change)
  }

  /// Detects the tokens of all the text not detected yet (O(undetected length)).
  ///
  /// - Returns: What changed, as for ``detectTokens(in:)``; `nil` when everything was detected.
  @discardableResult
  public mutating func detectAllTokens() -> TextDocumentChange? {
    guard let change = withStorage({ $0.detectAllTokens() }) ?? nil else { return nil }
    return detectionChange(change)
  }

  /// The UTF-16 units handed to the detector since the document was created (0 without one): a
  /// test hook that shows opening and showing a document detects only what was shown.
  package var totalScannedUnitCount: Int {
    guard case .detected(let storage) = content else { return 0 }
    return storage.totalScannedUnitCount
  }

  /// The UTF-16 units handed to the detector by the last edit (0 without one): a test hook that
  /// shows an edit rescans a window, not its paragraph.
  package var lastScannedUnitCount: Int {
    guard case .detected(let storage) = content else { return 0 }
    return storage.lastScannedUnitCount
  }

  /// The document change of a detection: tokens added where `change` says, no character changed.
  func detectionChange(_ change: TokenStorage.Change) -> TextDocumentChange {
    var retokenized = NSRange(location: change.editedRange.location, length: 0)
    if let first = change.addedTokens.first, let last = change.addedTokens.last {
      retokenized = NSRange(location: first.range.location, length: NSMaxRange(last.range) - first.range.location)
    }
    let unchanged = paragraphs.index(containing: change.editedRange.location)
    return TextDocumentChange(
      editedRange: NSRange(location: change.editedRange.location, length: 0), changeInLength: 0,
      paragraphs: ParagraphIndex.Change(oldParagraphs: unchanged ..< unchanged, newParagraphs: unchanged ..< unchanged),
      retokenizedRange: retokenized)
  }
}
