import Foundation
@testable import InteractionKitTextTokens
import PropertyBased
import Testing

/// Overlap resolution: packed candidate keys, the merge of sorted runs, and its sorting fallback.
@Suite struct CandidateMergeTests {
  @Test func aKeyGivesBackItsFields() {
    let key = CandidateKey(start: 1_234_567, length: 4_096, priority: 7)
    #expect(key?.start == 1_234_567)
    #expect(key?.length == 4_096)
    #expect(key?.end == 1_238_663)
    #expect(key?.priority == 7)
    let largest = CandidateKey(
      start: CandidateKey.startLimit - 1, length: CandidateKey.lengthLimit - 1, priority: CandidateKey.priorityLimit - 1)
    #expect(largest?.start == CandidateKey.startLimit - 1)
    #expect(largest?.length == CandidateKey.lengthLimit - 1)
    #expect(largest?.priority == CandidateKey.priorityLimit - 1)
    #expect(largest.map { $0 < .exhausted } == true)
    #expect(CandidateKey(start: 0, length: 0, priority: 0).map { $0 < .exhausted } == true)
  }

  @Test func fieldsThatDoNotFitHaveNoKey() {
    #expect(CandidateKey(start: CandidateKey.startLimit, length: 1, priority: 0) == nil)
    #expect(CandidateKey(start: 0, length: CandidateKey.lengthLimit, priority: 0) == nil)
    #expect(CandidateKey(start: 0, length: 1, priority: CandidateKey.priorityLimit) == nil)
    #expect(CandidateKey(start: -1, length: 1, priority: 0) == nil)
  }

  @Test func keysOrderByStartThenLongerThenPriority() {
    func key(_ start: Int, _ length: Int, _ priority: Int) -> CandidateKey {
      CandidateKey(start: start, length: length, priority: priority)!
    }
    #expect(key(3, 1, 9) < key(4, 9, 0))
    #expect(key(3, 9, 9) < key(3, 2, 0))
    #expect(key(3, 2, 1) < key(3, 2, 4))
  }

  @Test func theMergeVisitsRunsInKeyOrderTiesToTheEarlierRun() {
    let matches = [(0, 5), (6, 2), (0, 5), (2, 1), (6, 3)].map { start, length in
      TokenMatch(range: start..<start + length, recipe: .cashtag(symbol: start..<start + length))
    }
    var merge = CandidateMerge(matches)
    var order: [Int] = []
    while let (index, _) = merge?.next() { order.append(index) }
    #expect(order == [0, 2, 3, 4, 1])
  }

  @Test func tooManyRunsOrAFieldTooWideFallBackToSorting() {
    let descending = (0..<(CandidateMerge.maximumRuns + 1)).reversed().map { start in
      TokenMatch(range: start..<start + 1, recipe: .url(host: start..<start + 1, form: .none))
    }
    #expect(CandidateMerge(descending) == nil)
    #expect(TokenDetector.keptIndices(descending) == Array(descending.indices.reversed()))
    let wide = [TokenMatch(range: 0..<CandidateKey.lengthLimit, recipe: .url(host: 0..<1, form: .none))]
    #expect(CandidateMerge(wide) == nil)
    #expect(TokenDetector.keptIndices(wide) == [0])
  }

  /// Random lists of a few sorted runs (with empty, equal and overlapping matches): the merge keeps
  /// what sorting keeps.
  @Test func theMergeKeepsWhatSortingKeeps() async {
    // Each integer is a match: its start (0…60), length (0…12) and priority (0…6).
    let match = Gen.int(in: 0...(61 * 13 * 7 - 1)).map { ($0 % 61, $0 / 61 % 13, $0 / (61 * 13)) }
    await propertyCheck(count: 500, input: match.array(of: 0...25).array(of: 0...10)) { runs in
      var matches: [TokenMatch] = []
      for run in runs {
        let sorted = run.sorted { ($0.0, -$0.1, $0.2) < ($1.0, -$1.1, $1.2) }
        for (start, length, priority) in sorted {
          let range = start..<start + length
          let recipe: TokenValueRecipe =
            priority < 5 ? [.url(host: range, form: .none), .email(name: range, host: range), .mention(username: range, domain: nil),
              .hashtag(tag: range, foldsToASCII: false), .cashtag(symbol: range)][priority]
            : .custom(matcher: priority - 5, payload: 0)
          matches.append(TokenMatch(range: range, recipe: recipe))
        }
      }
      #expect(TokenDetector.keptIndices(matches) == TokenDetector.keptIndicesSorted(matches))
    }
  }
}
