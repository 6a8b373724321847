public import Foundation

extension TokenStorage {
  /// Replaces the characters in `range` with `replacement`, updates the tokens around the edit and
  /// tells the observers.
  ///
  /// Only a window around the edit is rescanned (see ``TokenStorage``); later tokens are moved,
  /// not re-detected. Cost: O(window + replacement + log n). In a storage with undetected text
  /// (see ``Detection``), an edit far inside undetected text scans nothing and stays undetected,
  /// and any other edit also detects the undetected text within ``contextLength`` + 1 units of it.
  ///
  /// **Surrogate pairs.** A range boundary that falls between the two halves of a surrogate pair
  /// is moved outward to the whole scalar: the start moves back to the pair's first half and the
  /// end forward past its second half, so an edit never leaves half an emoji behind. An empty range
  /// inside a pair moves to the pair's start (an insertion stays an insertion). The returned
  /// change's ``Change/replacedRange`` is the range actually replaced.
  ///
  /// - Parameters:
  ///   - range: The UTF-16 range to replace, within `0...length`.
  ///   - replacement: The new text.
  /// - Returns: The change, also handed to every observer.
  /// - Throws: ``TokenStorageError`` when the range is `NSNotFound`, negative or ends past the
  ///   end of the text; nothing is changed then.
  @discardableResult
  public mutating func replaceCharacters(in range: NSRange, with replacement: String) throws(TokenStorageError)
    -> Change
  {
    try replaceCharacters(in: range, withUTF16: Array(replacement.utf16))
  }

  /// Replaces the characters in `range` with UTF-16 code units, kept exactly as given.
  ///
  /// Like ``replaceCharacters(in:with:)`` (same surrogate-pair rule for the range), for callers that
  /// hold UTF-16 (`unichar` buffers, platform text input). A lone surrogate in `units` is stored as
  /// is; detection reads it as U+FFFD, and ``string`` shows it as U+FFFD.
  ///
  /// - Returns: The change, also handed to every observer.
  /// - Throws: ``TokenStorageError`` when the range is `NSNotFound`, negative or ends past the
  ///   end of the text; nothing is changed then.
  @discardableResult
  public mutating func replaceCharacters(in range: NSRange, withUTF16 units: [UInt16]) throws(TokenStorageError)
    -> Change
  {
    let offsets = try TokenStorageError.validate(range, length: length)
    return apply(units, replacing: wholeScalars(offsets))
  }

  /// Replaces the whole text, detects its tokens now or on demand, then tells the observers.
  ///
  /// - Parameters:
  ///   - string: The new text.
  ///   - detection: ``Detection/immediate`` (the default) rescans the new text; with
  ///     ``Detection/deferred`` it is left undetected (see ``detectTokens(in:)``), except with
  ///     custom matchers.
  /// - Returns: The change, also handed to every observer; it lists every old token as removed and
  ///   every new one (none when deferred) as added.
  @discardableResult
  public mutating func replaceAll(with string: String, detection: Detection = .immediate) -> Change {
    let units = ScanText.utf16Units(of: string)
    guard detection.defers(for: detector) else {
      undetected = UndetectedRanges()
      return apply(units, replacing: 0..<length)
    }
    let old = index.all
    let oldLength = length
    text = TextBuffer(units)
    index = TokenStorageIndex(tokens: [], length: units.count)
    undetected = UndetectedRanges(0..<units.count)
    lastScannedUnitCount = 0
    lastScanPassCount = 0
    let change = Change(
      editedRange: NSRange(location: 0, length: units.count), changeInLength: units.count - oldLength,
      removedTokens: old, addedTokens: [])
    notify(change)
    return change
  }

  /// Switches to another detector, detects the whole text again now or on demand, then tells the
  /// observers.
  ///
  /// - Parameters:
  ///   - detector: The new detector.
  ///   - detection: ``Detection/immediate`` (the default) rescans the whole text (O(length));
  ///     ``Detection/deferred`` drops every token and leaves the text undetected (see
  ///     ``detectTokens(in:)``), except when `detector` has custom matchers.
  /// - Returns: The change, also handed to every observer: its ``Change/editedRange`` is the whole
  ///   text with a ``Change/changeInLength`` of 0; its token lists hold only the tokens that differ
  ///   between the old tokens and the new ones (every old token when deferred).
  @discardableResult
  public mutating func setDetector(_ detector: TokenDetector, detection: Detection = .immediate) -> Change {
    let old = index.all
    self.detector = detector
    var new: [Token] = []
    if detection.defers(for: detector) {
      undetected = UndetectedRanges(0..<length)
      index = TokenStorageIndex(tokens: [], length: length)
      lastScannedUnitCount = 0
      lastScanPassCount = 0
    } else {
      detectWholeText(text.allUnits)
      new = index.all
    }
    let oldSet = Set(old)
    let newSet = Set(new)
    let change = Change(
      editedRange: NSRange(location: 0, length: length), changeInLength: 0,
      removedTokens: old.filter { !newSet.contains($0) }, addedTokens: new.filter { !oldSet.contains($0) })
    notify(change)
    return change
  }

  /// `offsets` with each end that splits a surrogate pair moved outward to the whole scalar
  /// (an empty range inside a pair moves to the pair's start).
  func wholeScalars(_ offsets: Range<Int>) -> Range<Int> {
    let lower = splitsSurrogatePair(at: offsets.lowerBound) ? offsets.lowerBound - 1 : offsets.lowerBound
    guard !offsets.isEmpty else { return lower..<lower }
    let upper = splitsSurrogatePair(at: offsets.upperBound) ? offsets.upperBound + 1 : offsets.upperBound
    return lower..<upper
  }

  /// Whether `offset` falls between a high and a low surrogate.
  func splitsSurrogatePair(at offset: Int) -> Bool {
    guard offset > 0, offset < length else { return false }
    return UTF16.isLeadSurrogate(text.unit(at: offset - 1)) && UTF16.isTrailSurrogate(text.unit(at: offset))
  }

  /// Replaces valid `offsets` with `units`, rescans the window and notifies the observers.
  ///
  /// The offsets must lie in the text and not split a surrogate pair (see ``wholeScalars(_:)``);
  /// a storage with undetected text takes ``applyDeferred(_:replacing:)`` instead.
  package mutating func apply(_ units: [UInt16], replacing offsets: Range<Int>) -> Change {
    guard undetected.isEmpty else { return applyDeferred(units, replacing: offsets) }
    text.replace(offsets, with: units)
    let (removed, added) = rescan(replaced: offsets, newLength: units.count)
    totalScannedUnitCount += lastScannedUnitCount
    let change = Change(
      editedRange: NSRange(location: offsets.lowerBound, length: units.count),
      changeInLength: units.count - offsets.count, removedTokens: removed, addedTokens: added)
    notify(change)
    return change
  }

  /// Calls every observer with `change`, in order.
  func notify(_ change: Change) {
    for observer in observers { observer.handler(change) }
  }
}
