import Foundation

extension TokenStorage {
  /// Brings the tokens up to date after the old units `replaced` became `newLength` new units (the
  /// text is already edited; the index still holds the old tokens) and returns the tokens removed
  /// (old offsets) and added (new offsets), leaving out those found again unchanged.
  ///
  /// Why a window suffices. Overlaps are resolved from left to right, a candidate surviving when it
  /// starts at or after the end of the last kept one, and candidates are local: those that start
  /// at `s` depend only on the text from `s - contextLength` on, up to `contextLength` units past
  /// the longest match from `s` (custom matchers, mentions, hashtags, cashtags) or past the run of
  /// non-white-space units holding `s` (URLs and e-mails; see ``reach``).
  /// - Left edge `start` (``windowStart(editAt:)``): candidates that start before it are unchanged,
  ///   and so is their resolution; every kept token before it ends at or before it, so resolution
  ///   from `start` on begins afresh.
  /// - Right edge `end` (``windowEnd(editEnd:)``): candidates that start at or after it are the old
  ///   ones, moved. From `end` on, the old and new results agree as soon as both block the same
  ///   stretch after `end` (a kept token crossing `end`, or none); until they do, the window grows
  ///   (a chain of overlapping candidates can carry a change along).
  /// The text from `start - contextLength` to ``scanEnd(for:)`` is scanned, and the candidates that
  /// start outside `start ..< end` are ignored.
  mutating func rescan(replaced: Range<Int>, newLength: Int) -> (removed: [Token], added: [Token]) {
    let changeInLength = newLength - replaced.count
    let textLength = text.count
    let start = windowStart(editAt: replaced.lowerBound)
    var end = windowEnd(editEnd: replaced.lowerBound + newLength)
    var growth = max(Self.contextLength, end - start)
    var scanned = 0
    var passes = 0
    var found: [Token] = []
    while true {
      let scanStart = max(0, start - Self.contextLength)
      let units = text.units(in: scanStart..<scanEnd(for: end))
      scanned += units.count
      passes += 1
      let scan = ScanText(units: units)
      let window = (start - scanStart)..<(end - scanStart)
      var candidates = detector.candidates(in: scan)
      candidates.matches.removeAll { !window.contains($0.range.lowerBound) }
      let source = TokenSource(units: scan.units, candidates: candidates)
      found = TokenDetector.keptIndices(candidates.matches).map {
        source.token($0, at: candidates.matches[$0].range.lowerBound + scanStart, detector: detector)
      }
      // Where the kept tokens stop blocking candidates after `end`, in the new and the old result.
      let newBlock = max(end, found.last.map { NSMaxRange($0.range) } ?? end)
      var oldBlock = end
      if let old = index.lastToken(startingBefore: end - changeInLength), NSMaxRange(old.range) > end - changeInLength {
        oldBlock = NSMaxRange(old.range) + changeInLength
      }
      if newBlock == oldBlock || end >= textLength { break }
      end = min(textLength, max(newBlock, oldBlock, end + growth))
      growth *= 2
    }
    lastScannedUnitCount = scanned
    lastScanPassCount = passes

    let oldEnd = end - changeInLength
    let old = index.tokens(startingIn: start..<oldEnd)
    index.replaceTokens(startingIn: start..<oldEnd, with: found, changeInLength: changeInLength)
    return Self.difference(old: old, new: found, replaced: replaced, changeInLength: changeInLength)
  }

  /// The old tokens that are not among the new ones and the new ones that are not among the old,
  /// once the old ones after the edit are moved; an old token that touches the replaced range is
  /// always gone, since its text was edited.
  ///
  /// Both lists are sorted and non-overlapping, so one walk pairs each moved old token with the
  /// new tokens that start where it does. A pair far from the edit (more than ``contextLength``
  /// units from the replaced range) reads the same, unedited code units in both texts, so the same
  /// kind, range and recipe (``Token/hasSameRecipe(as:)``) make the tokens equal without building
  /// their text and value; other pairs are compared in full. Unsorted lists (never produced by a
  /// scan) are compared by full equality.
  static func difference(old: [Token], new: [Token], replaced: Range<Int>, changeInLength: Int)
    -> (removed: [Token], added: [Token])
  {
    func moved(_ token: Token) -> Token? {
      if token.range.location >= replaced.upperBound { return token.offset(by: changeInLength) }
      if NSMaxRange(token.range) <= replaced.lowerBound { return token }
      return nil
    }
    guard isSortedByLocation(old), isSortedByLocation(new) else {
      return fullEqualityDifference(old: old, new: new, moved: moved)
    }
    // Old tokens within this range of old offsets are near the edit.
    let near = (replaced.lowerBound - contextLength)..<(replaced.upperBound + contextLength)
    var removed: [Token] = []
    var matched = [Bool](repeating: false, count: new.count)
    var next = 0
    for token in old {
      guard let movedToken = moved(token) else {
        removed.append(token)
        continue
      }
      let location = movedToken.range.location
      while next < new.count, new[next].range.location < location { next += 1 }
      let isFar = NSMaxRange(token.range) <= near.lowerBound || token.range.location >= near.upperBound
      var found = false
      var candidate = next
      while candidate < new.count, new[candidate].range.location == location {
        let other = new[candidate]
        if other.kind == movedToken.kind, other.range == movedToken.range,
          (isFar && movedToken.hasSameRecipe(as: other)) || movedToken == other
        {
          found = true
          matched[candidate] = true
        }
        candidate += 1
      }
      if !found { removed.append(token) }
    }
    var added: [Token] = []
    for (index, token) in new.enumerated() where !matched[index] { added.append(token) }
    return (removed, added)
  }

  /// Whether the tokens' locations never decrease.
  private static func isSortedByLocation(_ tokens: [Token]) -> Bool {
    var previous = Int.min
    for token in tokens {
      guard token.range.location >= previous else { return false }
      previous = token.range.location
    }
    return true
  }

  /// ``difference(old:new:replaced:changeInLength:)`` by hashing and comparing every token in full.
  private static func fullEqualityDifference(old: [Token], new: [Token], moved: (Token) -> Token?)
    -> (removed: [Token], added: [Token])
  {
    let oldMoved = Set(old.compactMap(moved))
    let newSet = Set(new)
    let removed = old.filter { token in moved(token).map { !newSet.contains($0) } ?? true }
    let added = new.filter { !oldMoved.contains($0) }
    return (removed, added)
  }
}
