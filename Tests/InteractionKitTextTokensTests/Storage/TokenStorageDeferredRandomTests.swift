import Foundation
import InteractionKitTextTokens
import Testing

/// The invariant of deferred detection, over thousands of random sequences of edits, detections
/// and token searches on mixed-script text full of line breaks: at every step the storage's tokens
/// are the full rescan's tokens that start in detected text, the undetected ranges are sorted,
/// separate and end on detection boundaries, every change turns the old tokens into the new ones,
/// and after `detectAllTokens()` the tokens equal the full rescan.
///
/// Reproducing a failure: sequence `i` of a configuration uses the seed `baseSeed + i` (SplitMix64);
/// `TokenStorageDeferredRandomTests.run(configuration, seed:)` replays one.
struct TokenStorageDeferredRandomTests {
  /// The seed of the run; `TOKEN_STORAGE_SEED` (decimal) explores others.
  static let baseSeed: UInt64 =
    ProcessInfo.processInfo.environment["TOKEN_STORAGE_SEED"].flatMap { UInt64($0) } ?? 0xDEF_2024_0004

  /// The random test's pieces plus every kind of line and paragraph break, the other ASCII white
  /// space and long words, so that detected and undetected text meet at every kind of boundary.
  static let pieces: [String] =
    StorageTestAlphabet.pieces + [
      "\n", "\n", "\r", "\r\n", "\n\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\t",
      "Zürich", "Ελλάδα", "мир", "한국어", "ไทย", "नमस्ते", "word ", " word", "lorem ipsum ",
      "https://example.com/path\n", "@alice\n", "#tag\r\n", "$AAPL\u{2028}",
    ]

  /// The detectors: the presets, the presets with caps lowered to about 40 units, and the local
  /// kinds alone. (Custom matchers are always detected immediately; see `TokenStorageDeferredTests`.)
  static let configurations: [StorageTestConfiguration] = {
    var result: [StorageTestConfiguration] = []
    for (name, profile) in [("twitter", DetectionProfile.twitter), ("mastodon", .mastodon), ("linkify", .linkify)] {
      result.append(
        .init(
          name: name, detector: TokenDetector(profile: profile), sequences: 300, editsPerSequence: 14,
          documentLength: 900))
      result.append(
        .init(
          name: "\(name)-capped", detector: TokenDetector(profile: StorageTestConfiguration.capped(profile, to: 40)),
          sequences: 300, editsPerSequence: 14, documentLength: 600))
    }
    var social = StorageTestConfiguration.capped(.twitter, to: 40)
    social.urls = nil
    result.append(
      .init(
        name: "twitter-social-capped", detector: TokenDetector(profile: social), sequences: 300, editsPerSequence: 14,
        documentLength: 600))
    return result
  }()

  @Test("Detected tokens equal the full rescan's in detected text after every random step", arguments: configurations)
  func invariantHolds(configuration: StorageTestConfiguration) {
    var failures = 0
    var statistics = Statistics()
    for sequence in 0..<configuration.sequences where failures < 3 {
      if !Self.run(configuration, seed: Self.baseSeed &+ UInt64(sequence), statistics: &statistics) { failures += 1 }
    }
    #expect(failures == 0, "\(configuration.name): \(failures) failing sequence(s); see the issues above")
    // Every path ran many times: edits that only move offsets, edits that rescan, detections.
    #expect(statistics.unscannedEdits > configuration.sequences / 2, "\(statistics)")
    #expect(statistics.scannedEdits > configuration.sequences * 3, "\(statistics)")
    #expect(statistics.detections > configuration.sequences * 3, "\(statistics)")
    #expect(statistics.partlyDetectedSteps > configuration.sequences * 5, "\(statistics)")
  }

  /// What a run exercised.
  struct Statistics: CustomStringConvertible {
    var unscannedEdits = 0
    var scannedEdits = 0
    var detections = 0
    var partlyDetectedSteps = 0
    var description: String {
      "unscanned edits \(unscannedEdits), scanned edits \(scannedEdits), detections \(detections), "
        + "partly detected steps \(partlyDetectedSteps)"
    }
  }

  /// Runs one sequence; records an issue and returns `false` at the first broken check.
  static func run(_ configuration: StorageTestConfiguration, seed: UInt64) -> Bool {
    var statistics = Statistics()
    return run(configuration, seed: seed, statistics: &statistics)
  }

  static func run(_ configuration: StorageTestConfiguration, seed: UInt64, statistics: inout Statistics) -> Bool {
    var random = StorageTestRandom(seed: seed)
    let detector = configuration.detector
    var model = Array(
      StorageTestAlphabet.document(length: configuration.documentLength, pieces: pieces, using: &random).utf16)
    var storage = TokenStorage(string: String(decoding: model, as: UTF16.self), detector: detector, detection: .deferred)
    guard storage.tokens.isEmpty, storage.isFullyDetected == model.isEmpty else {
      Issue.record("\(configuration.name) seed \(seed): a deferred storage detected something up front")
      return false
    }
    var previous: [Token] = []
    for step in 0..<configuration.editsPerSequence {
      let context = "\(configuration.name) seed \(seed) step \(step)"
      let before = String(decoding: model, as: UTF16.self).debugDescription
      var description = ""
      var change: TokenStorage.Change?
      var replaced = 0..<0
      var inserted = 0
      var checksChange = true
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<10:
        let edit = StorageTestAlphabet.edit(in: model.count, pieces: pieces, using: &random)
        description = "\(edit)"
        do {
          change = try storage.replaceCharacters(in: edit.range, withUTF16: edit.replacement)
        } catch {
          Issue.record("\(context): \(edit): unexpected \(error)")
          return false
        }
        replaced = StorageTestAlphabet.wholeScalars(edit.range, in: model)
        inserted = edit.replacement.count
        model.replaceSubrange(replaced, with: edit.replacement)
        if storage.lastScanPassCount == 0 { statistics.unscannedEdits += 1 } else { statistics.scannedEdits += 1 }
      case 10..<16:
        let range = randomRange(in: model.count, using: &random)
        description = "detect {\(range.location), \(range.length)}"
        change = storage.detectTokens(in: range)
        statistics.detections += 1
      case 16..<19:
        let offset = Int.random(in: -5...(model.count + 5), using: &random)
        let forward = Bool.random(using: &random)
        description = "\(forward ? "next" : "previous") token from \(offset)"
        let expected = fullTokens(model, detector)
        let oracle =
          forward
          ? expected.first { $0.range.location >= offset } : expected.last { $0.range.location < offset }
        let peeked = forward ? storage.nextToken(startingAtOrAfter: offset) : storage.previousToken(startingBefore: offset)
        let kept = storage.tokens
        let found =
          forward ? storage.detectNextToken(startingAtOrAfter: offset) : storage.detectPreviousToken(startingBefore: offset)
        guard peeked == oracle, found == oracle, kept == previous else {
          let message =
            "\(context): \(description): peeked \(String(describing: peeked)), found \(String(describing: found)), "
            + "expected \(String(describing: oracle))"
          Issue.record(Comment(rawValue: message))
          return false
        }
        // (What the search reports to observers is checked in `TokenStorageDeferredTests`.)
        checksChange = false
      default:
        description = "detect all"
        change = storage.detectAllTokens()
        guard storage.isFullyDetected, storage.undetectedRanges.isEmpty else {
          Issue.record("\(context): detectAllTokens left \(storage.undetectedRanges)")
          return false
        }
      }
      if !storage.isFullyDetected { statistics.partlyDetectedSteps += 1 }
      let full = "\(context): \(description)\nbefore: \(before)"
      guard check(storage, model: model, detector: detector, context: full) else { return false }
      // The change turns the previous tokens into the current ones.
      let delta = inserted - replaced.count
      let removed = Set(change?.removedTokens ?? [])
      var rebuilt = previous.filter { !removed.contains($0) }.map { token in
        token.range.location >= replaced.upperBound && delta != 0 ? token.offset(by: delta) : token
      }
      rebuilt.append(contentsOf: change?.addedTokens ?? [])
      rebuilt.sort { $0.range.location < $1.range.location }
      guard !checksChange || rebuilt == storage.tokens else {
        Issue.record("\(full): change \(String(describing: change)) does not turn \(previous) into \(storage.tokens)")
        return false
      }
      previous = storage.tokens
    }
    storage.detectAllTokens()
    guard storage.isFullyDetected, storage.tokens == fullTokens(model, detector) else {
      Issue.record("\(configuration.name) seed \(seed): after detectAllTokens the tokens differ from a full rescan")
      return false
    }
    return true
  }

  /// A full rescan of the model text.
  static func fullTokens(_ model: [UInt16], _ detector: TokenDetector) -> [Token] {
    detector.tokens(in: String(decoding: model, as: UTF16.self))
  }

  /// A range for `detectTokens(in:)`: mostly inside the text, sometimes empty, negative,
  /// `NSNotFound`, past the end or huge.
  static func randomRange(in length: Int, using random: inout StorageTestRandom) -> NSRange {
    switch Int.random(in: 0..<20, using: &random) {
    case 0: return NSRange(location: NSNotFound, length: 4)
    case 1: return NSRange(location: Int.random(in: -50...0, using: &random), length: Int.random(in: 0...80, using: &random))
    case 2: return NSRange(location: Int.random(in: 0...(length + 20), using: &random), length: Int.max)
    case 3: return NSRange(location: length + Int.random(in: 0...10, using: &random), length: 5)
    case 4: return NSRange(location: Int.random(in: 0...length, using: &random), length: 0)
    default:
      let location = Int.random(in: 0...length, using: &random)
      return NSRange(location: location, length: Int.random(in: 1...60, using: &random))
    }
  }

  /// Compares the storage with the model and with a full rescan restricted to the detected text.
  static func check(_ storage: TokenStorage, model: [UInt16], detector: TokenDetector, context: String) -> Bool {
    let units = (try? storage.utf16(in: NSRange(location: 0, length: storage.length))) ?? []
    guard units == model else {
      Issue.record("\(context): the text differs from the model")
      return false
    }
    let ranges = storage.undetectedRanges
    func isBoundary(_ offset: Int) -> Bool {
      offset == 0 || offset == model.count || model[offset - 1] == 0x20 || (0x09...0x0D).contains(model[offset - 1])
    }
    var end = -1
    for range in ranges {
      guard range.length > 0, range.location > end, NSMaxRange(range) <= model.count, isBoundary(range.location),
        isBoundary(NSMaxRange(range))
      else {
        Issue.record("\(context): bad undetected ranges \(ranges) in \(String(decoding: model, as: UTF16.self).debugDescription)")
        return false
      }
      end = NSMaxRange(range)
    }
    guard storage.isFullyDetected == ranges.isEmpty else {
      Issue.record("\(context): isFullyDetected disagrees with \(ranges)")
      return false
    }
    func isUndetected(_ offset: Int) -> Bool {
      ranges.contains { $0.location <= offset && offset < NSMaxRange($0) }
    }
    let full = fullTokens(model, detector)
    let expected = full.filter { !isUndetected($0.range.location) }
    let actual = storage.tokens
    guard actual == expected, storage.tokenCount == expected.count else {
      let missing = expected.filter { !actual.contains($0) }
      let extra = actual.filter { !expected.contains($0) }
      let message =
        "\(context)\nafter: \(String(decoding: model, as: UTF16.self).debugDescription)\nundetected \(ranges)"
        + "\nmissing \(missing)\nextra \(extra)"
      Issue.record(Comment(rawValue: message))
      return false
    }
    // No token reaches into undetected text (boundaries follow white space, which no token holds).
    for token in full where !isUndetected(token.range.location) {
      guard !(token.range.location..<NSMaxRange(token.range)).contains(where: isUndetected) else {
        Issue.record("\(context): token \(token) reaches into undetected text \(ranges)")
        return false
      }
    }
    return true
  }
}
