public import Foundation

extension TokenStorage {
  /// When a storage detects the tokens of text it is given: all at once, or part by part on demand.
  ///
  /// ```swift
  /// var storage = TokenStorage(string: tenMegabytes, detector: detector, detection: .deferred)
  /// storage.detectTokens(in: NSRange(location: 0, length: 8_000))  // the first screen only
  /// let links = storage.tokens(in: NSRange(location: 0, length: 8_000))
  /// ```
  ///
  /// **Why detecting part by part is exact.** The window rescan of every edit already relies on two
  /// properties of the built-in kinds (see ``TokenStorage/contextLength``), which the property tests
  /// check on random mixed-script text:
  /// - no built-in candidate, kept or dropped, contains ASCII white space (U+0009–U+000D and
  ///   U+0020, so LF and CR among them);
  /// - whether a candidate starts at an offset depends only on the text from ``contextLength``
  ///   units before it to ``contextLength`` units past the run of non-white-space units holding it.
  ///
  /// So every offset just after an ASCII white-space unit, and both ends of the text, is a
  /// *detection boundary*: a candidate that starts before a boundary ends before it, overlaps are
  /// resolved afresh from it, and the tokens that start between two boundaries are exactly those a
  /// scan of that stretch, with ``contextLength`` + 1 units of context on each side, finds there.
  /// The storage records its undetected text as ranges between boundaries (``undetectedRanges``);
  /// ``detectTokens(in:)`` widens a range only to the nearest boundaries, the words around its
  /// ends, so even a 10 MB text without a line break is detected a screen at a time. The other
  /// separators (NEL U+0085, U+2028, U+2029) are not boundaries: they are not ASCII white space,
  /// and nothing proves the rules start afresh after them.
  ///
  /// **Edits.** An edit inside undetected text, at least ``contextLength`` + 1 units from detected
  /// text, only moves the later offsets: nothing is scanned, and the edited text stays undetected.
  /// Any other edit rescans from the boundary at or before ``contextLength`` + 1 units ahead of the
  /// edit to the boundary at or after ``contextLength`` + 1 units past its new text, and that
  /// stretch is detected from then on; the tokens elsewhere cannot change (the properties above).
  ///
  /// **Custom matchers** may match white space and line breaks, and a chain of overlapping custom
  /// candidates can carry a decision any distance, so no offset can be shown to be a boundary
  /// without scanning: a detector with custom matchers is always detected immediately, and
  /// ``deferred`` then means ``immediate``.
  public enum Detection: Hashable, Sendable {
    /// Detect the whole text now (O(length)); the storage is then fully detected.
    case immediate
    /// Detect nothing now: ``TokenStorage/detectTokens(in:)``,
    /// ``TokenStorage/detectAllTokens()`` and the token searches detect on demand. With custom
    /// matchers, the same as ``immediate``.
    case deferred

    /// Whether a storage with `detector` leaves its text undetected.
    func defers(for detector: TokenDetector) -> Bool {
      self == .deferred && detector.customMatchers.isEmpty
    }
  }

  /// Whether every token of the text is detected: always, unless detection was deferred (see
  /// ``Detection``) and some text was not detected since.
  public var isFullyDetected: Bool { undetected.isEmpty }

  /// The parts of the text whose tokens are not detected yet, in order, as UTF-16 ranges (empty
  /// when ``isFullyDetected``). Each starts and ends at a detection boundary (see ``Detection``).
  public var undetectedRanges: [NSRange] {
    undetected.ranges.map { NSRange(location: $0.lowerBound, length: $0.count) }
  }

  /// Detects the tokens of every undetected part of the text that `range` touches, widened to the
  /// nearest detection boundaries (the white space around its ends; see ``Detection``), and tells
  /// the observers.
  ///
  /// The cost is the undetected text in the widened range plus ``contextLength`` + 1 units of
  /// context on each side of each part; detected text is not scanned again. The range is clamped to
  /// the text: a negative, `NSNotFound`, empty or out-of-range range detects its overlap with the
  /// text, possibly nothing.
  ///
  /// - Returns: The change, also handed to every observer: ``Change/editedRange`` spans the text
  ///   detected, ``Change/changeInLength`` is 0, ``Change/addedTokens`` are the tokens found and no
  ///   token is removed. `nil` when nothing was undetected there (the observers are not called).
  @discardableResult
  public mutating func detectTokens(in range: NSRange) -> Change? {
    guard !undetected.isEmpty, let bounds = Self.clamped(range, length: length) else { return nil }
    var parts: [Range<Int>] = []
    var position = undetected.firstPosition(endingAfter: bounds.lowerBound)
    while position < undetected.count, undetected[position].lowerBound < bounds.upperBound {
      let part = undetected[position]
      let lower = boundary(atOrBefore: max(part.lowerBound, bounds.lowerBound), notBefore: part.lowerBound)
      let upper = boundary(atOrAfter: min(part.upperBound, bounds.upperBound), notAfter: part.upperBound)
      parts.append(lower..<upper)
      position += 1
    }
    return store(parts.map(scanTokens(in:)))
  }

  /// Detects the tokens of all the text not detected yet and tells the observers; afterwards
  /// ``tokens`` equals a full rescan.
  ///
  /// - Returns: The change, as for ``detectTokens(in:)``; `nil` when everything was detected.
  @discardableResult
  public mutating func detectAllTokens() -> Change? {
    store(undetected.ranges.map(scanTokens(in:)))
  }

  /// Units of context scanned on each side of a stretch being detected, and the distance from an
  /// edit within which undetected text is detected before the edit's rescan.
  static var boundaryMargin: Int { contextLength + 1 }

  /// The detected tokens of a stretch between two detection boundaries, and the number of units
  /// scanned for them (the stretch and its context).
  func scanTokens(in stretch: Range<Int>) -> DetectedStretch {
    let scanStart = max(0, stretch.lowerBound - Self.boundaryMargin)
    let scanEnd = min(length, stretch.upperBound + Self.boundaryMargin)
    let units = text.units(in: scanStart..<scanEnd)
    let tokens = Self.detect(units, with: detector).compactMap { token in
      stretch.contains(token.range.location + scanStart) ? token.offset(by: scanStart) : nil
    }
    return DetectedStretch(range: stretch, tokens: tokens, scannedUnitCount: units.count)
  }

  /// A stretch of undetected text, scanned: its range, its tokens and the units the scan read.
  struct DetectedStretch {
    /// The stretch, from one detection boundary to another.
    var range: Range<Int>
    /// The tokens that start in it, in order.
    var tokens: [Token]
    /// The units handed to the detector, context included.
    var scannedUnitCount: Int
  }

  /// Puts the tokens of scanned stretches into the index, marks the stretches detected and tells
  /// the observers; `nil` (and no call) when there is nothing to store.
  @discardableResult
  mutating func store(_ stretches: [DetectedStretch]) -> Change? {
    guard let first = stretches.first else { return nil }
    var lower = first.range.lowerBound
    var upper = first.range.upperBound
    var added: [Token] = []
    for stretch in stretches {
      index.replaceTokens(startingIn: stretch.range, with: stretch.tokens, changeInLength: 0)
      undetected.remove(stretch.range)
      totalScannedUnitCount += stretch.scannedUnitCount
      added.append(contentsOf: stretch.tokens)
      lower = min(lower, stretch.range.lowerBound)
      upper = max(upper, stretch.range.upperBound)
    }
    added.sort { $0.range.location < $1.range.location }
    let change = Change(
      editedRange: NSRange(location: lower, length: upper - lower), changeInLength: 0, removedTokens: [],
      addedTokens: added)
    notify(change)
    return change
  }

  /// Scans the whole text (`units`) and makes the storage fully detected.
  mutating func detectWholeText(_ units: [UInt16]) {
    index = TokenStorageIndex(tokens: Self.detect(units, with: detector), length: units.count)
    undetected = UndetectedRanges()
    lastScannedUnitCount = units.count
    lastScanPassCount = 1
    totalScannedUnitCount += units.count
  }

  /// The last detection boundary at or before `offset`, but not before `floor` (itself a boundary).
  func boundary(atOrBefore offset: Int, notBefore floor: Int) -> Int {
    guard offset > floor else { return floor }
    if let space = text.lastIndex(in: floor..<offset, where: Self.isWhiteSpace) { return space + 1 }
    return floor
  }

  /// The first detection boundary at or after `offset`, but not after `ceiling` (itself a boundary).
  func boundary(atOrAfter offset: Int, notAfter ceiling: Int) -> Int {
    guard offset < ceiling else { return ceiling }
    guard offset > 0 else { return 0 }
    if let space = text.firstIndex(in: (offset - 1)..<ceiling, where: Self.isWhiteSpace) { return space + 1 }
    return ceiling
  }

  /// `range` clamped to a text of `length` units, or `nil` when nothing of it is left (an
  /// `NSNotFound` location, a negative length, no overlap).
  static func clamped(_ range: NSRange, length: Int) -> Range<Int>? {
    guard range.location != NSNotFound, range.length > 0 else { return nil }
    let lower = max(0, range.location)
    // Written without `location + length` when that could overflow.
    let upper = range.location > length - range.length ? length : range.location + range.length
    return lower < upper ? lower..<upper : nil
  }
}
