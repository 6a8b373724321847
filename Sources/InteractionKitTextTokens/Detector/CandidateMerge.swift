/// The candidates of one scan in the order overlap resolution visits them, found by merging runs.
///
/// The rules' lists arrive one after another, each already in ``CandidateKey`` order or, for a rule
/// that scans in two passes (linkify's links and e-mails, Mastodon's links and extra URIs), as two
/// ordered passes, so the keys form a few ascending runs. "Runs left to the merge": such a rule
/// does not sort its part, since the merge visits the candidates in key order, and on equal keys
/// in index order, whatever the runs (sorting copied every 50-byte record at least once, 3 % of
/// `linkify`). Merging them visits every candidate in key order in linear time
/// (at most ``maximumRuns`` heads are compared per step) instead of sorting; on equal keys the
/// earlier run, whose indices are lower, comes first.
struct CandidateMerge: IteratorProtocol {
  /// The most runs a merge takes; more make sorting the better choice.
  static let maximumRuns = 8

  /// The candidates' keys, in the rules' order.
  ///
  /// "Keys computed once": the initializer computes every key to find the runs, and keeps them,
  /// so taking a run's next head reads one integer instead of the match's range and recipe again
  /// (a key per candidate costs 8 bytes; recomputing it cost a tenth of overlap resolution).
  private let keys: [CandidateKey]
  /// One past the last key of each run.
  private let runEnds: [Int]
  /// The index of each run's next key.
  private var heads: [Int]
  /// Each run's next key, ``CandidateKey/exhausted`` once the run is used up.
  private var headKeys: [CandidateKey]

  /// The merge of `matches`, or `nil` when a match has no key or they form more than
  /// ``maximumRuns`` ascending runs.
  init?(_ matches: [TokenMatch]) {
    var runStarts: [Int] = []
    runStarts.reserveCapacity(Self.maximumRuns)
    runStarts.append(0)
    var runEnds: [Int] = []
    runEnds.reserveCapacity(Self.maximumRuns)
    var keys: [CandidateKey] = []
    keys.reserveCapacity(matches.count)
    var last: CandidateKey?
    for (index, match) in matches.enumerated() {
      guard let key = CandidateKey(match) else { return nil }
      if let last, key < last {
        guard runStarts.count < Self.maximumRuns else { return nil }
        runEnds.append(index)
        runStarts.append(index)
      }
      keys.append(key)
      last = key
    }
    runEnds.append(matches.count)
    self.keys = keys
    self.runEnds = runEnds
    heads = runStarts
    headKeys = zip(runStarts, runEnds).map { start, end in start < end ? keys[start] : .exhausted }
  }

  /// The next candidate in key order: its index in the matches and its key; `nil` at the end.
  @inline(__always)
  mutating func next() -> (index: Int, key: CandidateKey)? {
    var best = 0
    var bestKey = headKeys[0]
    for run in 1..<headKeys.count where headKeys[run] < bestKey {
      best = run
      bestKey = headKeys[run]
    }
    guard bestKey != .exhausted else { return nil }
    let index = heads[best]
    heads[best] = index + 1
    headKeys[best] = index + 1 < runEnds[best] ? keys[index + 1] : .exhausted
    return (index, bestKey)
  }
}

