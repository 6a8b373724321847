import Foundation
import Testing

@testable import InteractionKitTextTokens

/// The anchored-word filter in front of the built-in matchers must not change a single token: the
/// filtered detector is checked against the matchers run over the whole text.
struct AnchoredWordsTests {
  /// The matchers over the whole text, without the filter.
  static func unfiltered(_ detector: TokenDetector, _ string: String) -> [Token] {
    // Built tokens (text and value as strings), so equality compares them with the detector's
    // deferred ones string by string.
    detector.tokens(in: ScanText(string)).map { Token(kind: $0.kind, range: $0.range, text: $0.text, value: $0.value) }
  }

  static let detectors: [(String, TokenDetector)] = [
    ("twitter", TokenDetector(profile: .twitter)), ("mastodon", TokenDetector(profile: .mastodon)),
    ("linkify", TokenDetector(profile: .linkify)),
    // Profiles of mixed rules, for the filter's choice of anchors (see `filterAnchors`).
    (
      "twitter URLs with schemes only",
      TokenDetector(
        profile: DetectionProfile(
          name: "a", urls: URLRules(grammar: .twitter, recognizesURLsWithoutScheme: false), mentions: .twitter,
          hashtags: .twitter))
    ),
    (
      "mastodon URLs without schemes, cashtags",
      TokenDetector(
        profile: DetectionProfile(
          name: "b", urls: URLRules(grammar: .mastodon, recognizesURLsWithoutScheme: true), emails: .standard,
          cashtags: .twitter))
    ),
    (
      "linkify URLs with schemes only",
      TokenDetector(
        profile: DetectionProfile(
          name: "c", urls: URLRules(grammar: .linkify, recognizesURLsWithoutScheme: false), emails: .linkify))
    ),
  ]

  @Test("Each profile's filter looks only for the anchors its tokens can hold")
  func anchorsPerProfile() {
    #expect(TokenDetector(profile: .twitter).filterAnchors == .all)
    #expect(TokenDetector(profile: .mastodon).filterAnchors == [.hashes])
    #expect(TokenDetector(profile: .linkify).filterAnchors == [.dotsAndSlashes])
    #expect(Self.detectors[3].1.filterAnchors == [.hashes])
    #expect(Self.detectors[4].1.filterAnchors == [.dotsAndSlashes, .dollar])
    #expect(Self.detectors[5].1.filterAnchors == [.dotsAndSlashes])
    // Mastodon's filter skips words whose only anchors are dots, slashes or dollars.
    let text = "plain x.com a/b $AAPL https://a.co @al #t ＃u"
    let words = AnchoredWords(text, anchors: [.hashes])
    #expect(String(decoding: words.units, as: UTF16.self) == " https://a.co @al #t ＃u")
    // linkify's those whose only anchors are hash signs or dollars.
    let linkify = AnchoredWords(text, anchors: [.dotsAndSlashes])
    #expect(String(decoding: linkify.units, as: UTF16.self) == " x.com a/b  https://a.co @al ")
    #expect(String(decoding: AnchoredWords(text, anchors: []).units, as: UTF16.self) == " https://a.co @al ")
  }

  @Test("The filtered detector equals the unfiltered matchers on 1,000 random mixed-script texts, six profiles")
  func filteredEqualsUnfiltered() {
    var random = StorageTestRandom(seed: 0xA11C_4012)
    var failures = 0
    for round in 0..<1_000 where failures < 3 {
      let text = StorageTestAlphabet.document(length: 120, using: &random)
      for (name, detector) in Self.detectors {
        let expected = Self.unfiltered(detector, text)
        let found = detector.tokens(in: text)
        if found != expected {
          failures += 1
          Issue.record("\(name) round \(round): \(text.debugDescription)\nfound \(found)\nexpected \(expected)")
        }
      }
    }
  }

  @Test("Every white-space character and token sign at the edges of words", arguments: detectors.map(\.0))
  func edges(profile: String) throws {
    let detector = try #require(Self.detectors.first { $0.0 == profile }?.1)
    let samples = [
      "", " ", "@", "#", "$", ".", "a.b", "x.com", " x.com", "x.com ", "\nx.com\r\n", "\tx.com\t", "end.", "end. next",
      "note: https://a.co", "＠user", "＃tag ＠", "@user\n#tag\r$AAPL\t", "a@b.co", "RT:@user", "//example.com",
      "mail to a@example.com.", "🙂x.com🙂 👩‍👩‍👧 @bob", "\u{0B}x.com\u{0C}@ab", "日本語。例え.jp", "x.com" + String(repeating: " ", count: 40),
      String(repeating: "a", count: 5_000) + ".com", "a " + String(repeating: "b.", count: 3_000) + "c",
    ]
    for sample in samples {
      #expect(detector.tokens(in: sample) == Self.unfiltered(detector, sample), "\(sample.debugDescription)")
    }
  }

  @Test("The UTF-16 length of skipped text is counted exactly for every byte range")
  func utf16Lengths() {
    let text = "aé中🙂b\u{301}👩‍👩‍👧 שלום x"
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      for start in 0...bytes.count {
        for end in start...bytes.count {
          // Only ranges on scalar boundaries are valid UTF-8.
          guard let piece = String(validating: bytes[start..<end], as: UTF8.self) else { continue }
          #expect(AnchoredWords.utf16Length(buffer, from: start, to: end) == piece.utf16.count)
        }
      }
    }
  }

  @Test("Only anchored words are copied, and offsets map back to the original text")
  func compaction() {
    let text = "plain words here x.com more plain 🙂 @alice and #tag."
    let words = AnchoredWords(text)
    #expect(String(decoding: words.units, as: UTF16.self) == " x.com  @alice  #tag.")
    let utf16 = Array(text.utf16)
    for (index, unit) in words.units.enumerated() {
      let offset = words.originalOffset(of: index)
      #expect(utf16.indices.contains(offset) && utf16[offset] == unit)
    }
    #expect(AnchoredWords("no anchors at all, not one").units.isEmpty)
    #expect(AnchoredWords("").units.isEmpty)
  }
}
