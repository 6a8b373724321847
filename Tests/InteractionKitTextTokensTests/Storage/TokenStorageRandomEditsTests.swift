import Foundation
import InteractionKitTextTokens
import Testing

/// The invariant of ``TokenStorage``: after every edit its tokens equal a full rescan of its text,
/// checked over thousands of random edit sequences on mixed-script text.
///
/// Reproducing a failure: every sequence is generated from `baseSeed + sequence number` with
/// SplitMix64 (``StorageTestRandom``); a failure names the configuration, the seed and the edit,
/// and `TokenStorageRandomEditsTests.replay(configuration:seed:)` replays that one sequence.
struct TokenStorageRandomEditsTests {
  /// The seed of the run; sequence `i` of a configuration uses `baseSeed + i`. The default run uses
  /// `0x1C_2024_0003`; set the environment variable `TOKEN_STORAGE_SEED` (decimal) to explore others.
  static let baseSeed: UInt64 =
    ProcessInfo.processInfo.environment["TOKEN_STORAGE_SEED"].flatMap { UInt64($0) } ?? 0x1C_2024_0003

  @Test("Tokens equal a full rescan after every random edit", arguments: StorageTestConfiguration.all)
  func invariantHolds(configuration: StorageTestConfiguration) {
    var failures = 0
    for sequence in 0..<configuration.sequences where failures < 3 {
      let seed = Self.baseSeed &+ UInt64(sequence)
      if !Self.run(configuration, seed: seed) { failures += 1 }
    }
    #expect(failures == 0, "\(configuration.name): \(failures) failing sequence(s); see the issues above")
  }

  @Test("Long documents: windows smaller than the text under the presets' real caps")
  func longDocuments() {
    for (offset, configuration) in StorageTestConfiguration.long.enumerated() {
      for sequence in 0..<configuration.sequences {
        let seed = Self.baseSeed &+ 1_000_000 &+ UInt64(offset * 1000 + sequence)
        #expect(Self.run(configuration, seed: seed))
      }
    }
  }

  /// Replays one sequence (for debugging a reported failure).
  static func replay(configuration name: String, seed: UInt64) -> Bool {
    guard
      let configuration = (StorageTestConfiguration.all + StorageTestConfiguration.long).first(where: {
        $0.name == name
      })
    else { return false }
    return run(configuration, seed: seed)
  }

  /// Runs one random sequence; records an issue and returns `false` at the first broken check.
  static func run(_ configuration: StorageTestConfiguration, seed: UInt64) -> Bool {
    var random = StorageTestRandom(seed: seed)
    let detector = configuration.detector
    var model = Array(StorageTestAlphabet.document(length: configuration.documentLength, using: &random).utf16)
    var storage = TokenStorage(string: String(decoding: model, as: UTF16.self), detector: detector)
    var previous = storage.tokens
    guard check(storage, model: model, detector: detector, context: "\(configuration.name) seed \(seed) initial")
    else { return false }
    for step in 0..<configuration.editsPerSequence {
      let edit = StorageTestAlphabet.edit(in: model.count, using: &random)
      let context = "\(configuration.name) seed \(seed) edit \(step): \(edit)"
      let change: TokenStorage.Change
      do {
        change = try storage.replaceCharacters(in: edit.range, withUTF16: edit.replacement)
      } catch {
        Issue.record("\(context): unexpected \(error)")
        return false
      }
      let replaced = StorageTestAlphabet.wholeScalars(edit.range, in: model)
      let before = String(decoding: model, as: UTF16.self).debugDescription
      model.replaceSubrange(replaced, with: edit.replacement)
      guard
        check(
          storage, model: model, detector: detector,
          context: "\(context)\nbefore: \(before)\ntokens before: \(previous)\nafter")
      else { return false }
      // The change must turn the previous tokens into the new ones.
      let delta = edit.replacement.count - replaced.count
      let expectedChange = NSRange(location: replaced.lowerBound, length: edit.replacement.count)
      let removed = Set(change.removedTokens)
      var rebuilt = previous.filter { !removed.contains($0) }.map { token in
        token.range.location >= replaced.upperBound ? token.offset(by: delta) : token
      }
      rebuilt.append(contentsOf: change.addedTokens)
      rebuilt.sort { $0.range.location < $1.range.location }
      let current = storage.tokens
      guard change.editedRange == expectedChange, change.changeInLength == delta, rebuilt == current,
        removed.isSubset(of: Set(previous)), Set(change.addedTokens).isSubset(of: Set(current))
      else {
        Issue.record("\(context): change \(change) does not turn \(previous) into \(current)")
        return false
      }
      previous = current
    }
    return true
  }

  /// Compares the storage with the model text and with a full rescan.
  static func check(_ storage: TokenStorage, model: [UInt16], detector: TokenDetector, context: String) -> Bool {
    let string = storage.string
    let expected = detector.tokens(in: string)
    let actual = storage.tokens
    let units = (try? storage.utf16(in: NSRange(location: 0, length: storage.length))) ?? []
    guard units == model, storage.length == model.count, string == String(decoding: model, as: UTF16.self) else {
      Issue.record("\(context): the text differs from the model")
      return false
    }
    // The window relies on this: no built-in token holds ASCII white space.
    let spaced = expected.filter { token in
      if case .custom = token.kind { return false }
      return token.text.utf16.contains { $0 == 0x20 || (0x09...0x0D).contains($0) }
    }
    guard spaced.isEmpty else {
      Issue.record("\(context): built-in tokens with white space break the window's assumption: \(spaced)")
      return false
    }
    guard actual == expected, storage.tokenCount == expected.count else {
      let missing = expected.filter { !actual.contains($0) }
      let extra = actual.filter { !expected.contains($0) }
      Issue.record("\(context): text \(string.debugDescription)\nmissing \(missing)\nextra \(extra)")
      return false
    }
    return true
  }
}

/// One detector setup the random test runs, with its share of sequences.
struct StorageTestConfiguration: Sendable, CustomTestStringConvertible {
  var name: String
  var detector: TokenDetector
  var sequences: Int
  var editsPerSequence = 8
  var documentLength = 160
  var testDescription: String { name }

  /// The default run (3,350 sequences of 8 edits): the three presets with their own caps and with
  /// every cap lowered to about 40 units, the local kinds alone (windows bounded by length as well as
  /// by white space), custom matchers alone (one of them produces chains of overlapping candidates)
  /// and mixed with presets.
  static let all: [StorageTestConfiguration] = {
    var result: [StorageTestConfiguration] = []
    for (name, profile) in [("twitter", DetectionProfile.twitter), ("mastodon", .mastodon), ("linkify", .linkify)] {
      result.append(.init(name: name, detector: TokenDetector(profile: profile), sequences: 300))
      result.append(
        .init(
          name: "\(name)-capped", detector: TokenDetector(profile: capped(profile, to: 40)), sequences: 500,
          documentLength: 200))
    }
    // Mentions, hashtags and cashtags alone are local, so their window is also bounded by length.
    var social = capped(.twitter, to: 40)
    social.urls = nil
    result.append(
      .init(
        name: "twitter-social-capped", detector: TokenDetector(profile: social), sequences: 200, documentLength: 200))
    result.append(
      .init(
        name: "custom",
        detector: TokenDetector(profile: DetectionProfile(name: "none"), customMatchers: StorageTestMatchers.all),
        sequences: 300))
    result.append(
      .init(
        name: "mastodon-capped+custom",
        detector: TokenDetector(profile: capped(.mastodon, to: 40), customMatchers: StorageTestMatchers.all),
        sequences: 250,
        documentLength: 200))
    result.append(
      .init(
        name: "twitter+custom", detector: TokenDetector(profile: .twitter, customMatchers: StorageTestMatchers.all),
        sequences: 200))
    return result
  }()

  /// A few sequences on texts longer than two windows under the presets' real caps.
  static let long: [StorageTestConfiguration] = [
    .init(
      name: "twitter-long", detector: TokenDetector(profile: .twitter), sequences: 4, editsPerSequence: 12,
      documentLength: 12_000),
    .init(
      name: "mastodon-long", detector: TokenDetector(profile: .mastodon), sequences: 4, editsPerSequence: 12,
      documentLength: 12_000),
    .init(
      name: "linkify-long", detector: TokenDetector(profile: .linkify), sequences: 4, editsPerSequence: 12,
      documentLength: 12_000),
  ]

  /// `profile` with every token kind's length caps lowered so no token is longer than about `cap`.
  static func capped(_ profile: DetectionProfile, to cap: Int) -> DetectionProfile {
    var profile = profile
    profile.urls?.maximumLength = cap
    profile.emails?.maximumLength = cap
    profile.mentions?.maximumUsernameLength = cap / 3
    profile.mentions?.maximumListSlugLength = cap / 4
    profile.mentions?.maximumDomainLength = cap / 2
    profile.hashtags?.maximumTagLength = cap / 2
    return profile
  }
}
