extension TokenDetector {
  /// The indices of the matches that survive overlap resolution, in the order of their starts.
  ///
  /// Matches are visited by start, then the longer first, then by priority (url, e-mail, mention,
  /// hashtag, cashtag, custom matchers in registration order), then by index; each one that starts
  /// at or after the end of the last kept one is kept. The visit merges the rules' sorted runs of
  /// ``CandidateKey``s (``CandidateMerge``), or sorts when the matches do not fit packed keys.
  static func keptIndices(_ matches: [TokenMatch]) -> [Int] {
    guard !matches.isEmpty else { return [] }
    var kept: [Int] = []
    kept.reserveCapacity(matches.count)
    forEachKeptIndex(matches) { index, _ in kept.append(index) }
    return kept
  }

  /// Calls `body` with the index and the priority (``TokenValueRecipe/priority``) of each match
  /// that survives overlap resolution, in the order of their starts (see ``keptIndices(_:)``),
  /// without collecting them. The priority comes from the match's key, so callers need not read
  /// the recipe again.
  @inline(__always)
  static func forEachKeptIndex<Failure: Error>(
    _ matches: [TokenMatch], _ body: (_ index: Int, _ priority: Int) throws(Failure) -> Void
  ) throws(Failure) {
    try forEachKeptCandidate(matches) { (index, _, _, priority) throws(Failure) in try body(index, priority) }
  }

  /// Calls `body` with the index, start, length and priority of each match that survives overlap
  /// resolution, in the order of their starts (see ``keptIndices(_:)``).
  ///
  /// "Fields from the key": the merge hands over the start and length held in the match's
  /// ``CandidateKey`` with its priority, so a caller making tokens reads nothing of the match (its
  /// range and recipe lie in a 50-byte record per candidate) a second time.
  @inline(__always)
  static func forEachKeptCandidate<Failure: Error>(
    _ matches: [TokenMatch], _ body: (_ index: Int, _ start: Int, _ length: Int, _ priority: Int) throws(Failure) -> Void
  ) throws(Failure) {
    guard !matches.isEmpty else { return }
    guard var merge = CandidateMerge(matches) else {
      for index in keptIndicesSorted(matches) {
        let match = matches[index]
        try body(index, match.range.lowerBound, match.range.count, match.priority)
      }
      return
    }
    var end = 0
    while let (index, key) = merge.next() {
      let start = key.start
      let length = key.length
      if start >= end, length > 0 {
        try body(index, start, length, key.priority)
        end = start &+ length
      }
    }
  }

  /// ``keptIndices(_:)`` by sorting, for matches whose fields do not fit a ``CandidateKey`` or that
  /// come in more than ``CandidateMerge/maximumRuns`` runs.
  static func keptIndicesSorted(_ matches: [TokenMatch]) -> [Int] {
    var candidates: [SortedCandidate] = []
    candidates.reserveCapacity(matches.count)
    for (index, match) in matches.enumerated() where !match.range.isEmpty {
      candidates.append(
        SortedCandidate(start: match.range.lowerBound, length: match.range.count, priority: match.priority, index: index))
    }
    candidates.sort()
    var kept: [Int] = []
    kept.reserveCapacity(candidates.count)
    var end = 0
    for candidate in candidates where candidate.start >= end {
      kept.append(candidate.index)
      end = candidate.start + candidate.length
    }
    return kept
  }

  /// A candidate's fields unpacked, in the order of ``CandidateKey`` and then by index.
  struct SortedCandidate: Comparable {
    var start: Int
    var length: Int
    var priority: Int
    var index: Int

    static func < (a: SortedCandidate, b: SortedCandidate) -> Bool {
      if a.start != b.start { return a.start < b.start }
      if a.length != b.length { return a.length > b.length }
      if a.priority != b.priority { return a.priority < b.priority }
      return a.index < b.index
    }
  }
}
