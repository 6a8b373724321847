import Foundation
import InteractionKitTextTokens
import Testing

/// Large documents: edits stay bounded by the window, never by the document.
struct TokenStorageScaleTests {
  /// A paragraph with every kind of token, repeated to about `units` UTF-16 units.
  static func document(units: Int) -> String {
    let paragraph =
      "Bonjour @alice@example.social, voir https://example.com/a_(b) et www.exemple.fr. #Swift #日本 $AAPL "
      + "mail bob@example.org 🙂👩‍👩‍👧 مرحبا @bob IK-42 0123 שלום foo.bar\n"
    let count = paragraph.utf16.count
    return String(repeating: paragraph, count: max(1, units / count))
  }

  /// The most units one edit may scan without growing its window: the left reach (a token
  /// crossing the window's start may begin one longest token further back), the right reach and
  /// the context on each side of both.
  static func windowBound(_ storage: TokenStorage, replacement: Int) -> Int {
    let longest = storage.detector.customMatchers.reduce(storage.detector.profile.maximumTokenLength) {
      max($0, $1.maximumLength)
    }
    return 3 * longest + replacement + 4 * TokenStorage.contextLength
  }

  @Test func oneMegabyteDocumentEditsScanOnlyTheirWindow() throws {
    let detector = TokenDetector(profile: .mastodon, customMatchers: [StorageTestMatchers.ticket])
    var storage = TokenStorage(string: Self.document(units: 1_000_000), detector: detector)
    #expect(storage.length > 990_000)
    let initialCount = storage.tokenCount
    #expect(storage.lastScannedUnitCount == storage.length)
    var random = StorageTestRandom(seed: 42)
    let edits: [(Int, Int, String)] = [
      (0, 0, "IK-7 "), (storage.length / 2, 0, "x"), (storage.length / 2 + 10, 5, ""), (storage.length - 1, 1, "@zoe"),
      (Int.random(in: 0..<storage.length - 100, using: &random), 40, "#neu https://example.net/ "),
      (storage.length / 3, 0, "@carol@example.org "),
    ]
    for (location, length, replacement) in edits {
      try storage.replaceCharacters(in: NSRange(location: location, length: length), with: replacement)
      #expect(storage.lastScanPassCount == 1)
      #expect(storage.lastScannedUnitCount <= Self.windowBound(storage, replacement: replacement.utf16.count))
      #expect(storage.lastScannedUnitCount * 50 < storage.length)
    }
    #expect(abs(storage.tokenCount - initialCount) < 10)
    #expect(storage.tokens == detector.tokens(in: storage.string))
  }

  @Test func typingInProseScansOnlyTheWordsAroundTheEdit() throws {
    let detector = TokenDetector(profile: .twitter)
    var storage = TokenStorage(string: Self.document(units: 1_000_000), detector: detector)
    var caret = storage.length / 2
    for character in "hello @bob see example.com " {
      try storage.replaceCharacters(in: NSRange(location: caret, length: 0), with: String(character))
      caret += 1
      // The run of non-space units around the caret plus the context on each side, never 4,096.
      #expect(storage.lastScannedUnitCount < 400)
    }
    let around = NSRange(location: caret - 40, length: 40)
    #expect(
      storage.tokens(in: around)
        == detector.tokens(in: try storage.string(in: around)).map { $0.offset(by: around.location) })
  }

  @Test func manyEditsInALargeDocumentDoNotHang() throws {
    let detector = TokenDetector(profile: .twitter)
    var storage = TokenStorage(string: Self.document(units: 200_000), detector: detector)
    var random = StorageTestRandom(seed: 7)
    for _ in 0..<300 {
      let edit = StorageTestAlphabet.edit(in: storage.length, using: &random)
      let bounded = NSRange(location: edit.range.location, length: min(edit.range.length, 30))
      try storage.replaceCharacters(in: bounded, withUTF16: edit.replacement)
      #expect(
        storage.lastScannedUnitCount <= Self.windowBound(storage, replacement: edit.replacement.count)
          || storage.lastScanPassCount > 1)
    }
    #expect(storage.tokens == detector.tokens(in: storage.string))
  }

  /// Why the window for links and e-mails is the white-space-free run and not the longest token:
  /// under the grammars of twitter-text, Mastodon and linkify-it with the 4,096-unit cap, a short
  /// token depends on a unit 5,000 units past its end, farther than any token reaches, so no window
  /// bounded by the longest token could equal a full rescan.
  @Test func aTokenThatDependsOnFarTextStaysExact() throws {
    // `example.com/a` followed by 5,000 dots is a URL when white space follows the dots (they are
    // trailing punctuation), and no URL when a letter does (the path would pass the 4,096 cap);
    // Mastodon, which wants a scheme, the same with `https://` and exclamation marks.
    let cases: [(DetectionProfile, String, String)] = [
      (.twitter, "example.com/a", "."), (.linkify, "example.com/a", "."), (.mastodon, "https://example.com/a", "!"),
    ]
    for (profile, url, filler) in cases {
      let detector = TokenDetector(profile: profile)
      let prefix = "see " + url
      let edit = prefix.utf16.count + 5_000
      var storage = TokenStorage(
        string: prefix + String(repeating: filler, count: 5_000) + " end", detector: detector)
      #expect(storage.tokens.map(\.text) == [url], "\(profile.name)")
      #expect(edit - prefix.utf16.count > profile.maximumTokenLength + TokenStorage.contextLength)
      let removed = try storage.replaceCharacters(in: NSRange(location: edit, length: 1), with: "b")
      #expect(removed.removedTokens.map(\.text) == [url] && storage.tokens.isEmpty, "\(profile.name)")
      let restored = try storage.replaceCharacters(in: NSRange(location: edit, length: 1), with: "\n")
      #expect(restored.addedTokens.map(\.text) == [url], "\(profile.name)")
      #expect(storage.tokens == detector.tokens(in: storage.string))
    }
  }

  @Test func aChainOfOverlappingCandidatesGrowsTheWindowOnlyAsFarAsTheChain() throws {
    // Every pair of adjacent digits is a candidate; which pairs survive depends on the parity of
    // the distance from the start of the run, so an edit at the start changes the whole run.
    let detector = TokenDetector(
      profile: DetectionProfile(name: "none"), customMatchers: [StorageTestMatchers.digitPair])
    let run = String(repeating: "0", count: 10_000)
    let tail = String(repeating: "plain words ", count: 50_000)
    var storage = TokenStorage(string: "x " + run + " " + tail, detector: detector)
    #expect(storage.tokenCount == 5_000)
    let change = try storage.replaceCharacters(in: NSRange(location: 2, length: 0), with: "1")
    #expect(storage.lastScanPassCount > 1)
    #expect(storage.lastScannedUnitCount < 6 * 10_000 && storage.lastScannedUnitCount * 10 < storage.length)
    #expect(change.removedTokens.count == 5_000 && change.addedTokens.count == 5_000)
    #expect(storage.tokens == detector.tokens(in: storage.string))
    // At the end of the run the same edit touches two pairs and scans a small window.
    try storage.replaceCharacters(in: NSRange(location: 10_003, length: 0), with: "2")
    #expect(storage.lastScanPassCount == 1 && storage.lastScannedUnitCount < 400)
    #expect(storage.tokens == detector.tokens(in: storage.string))
  }
}
