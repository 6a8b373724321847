import Foundation
import InteractionKitTestSupport
import PropertyBased
import Testing

@testable import InteractionKitTextTokens

/// The named fast paths of issue 23's detection work give exactly what the general paths give.
@Suite struct DetectionFastPathTests {
  /// The "run without a TLD" fast path: wherever it answers, the full analysis of the same run
  /// ends at the same offset and finds no TLD.
  @Test func runsWithoutATopLevelDomainEndWhereTheFullAnalysisEnds() async {
    let alphabet: [String] = ["a", "b", "ab", "com", "1", ".", ".", "..", "-", "_", "é", "日", " ", "/", "@", "\u{200B}"]
    await propertyCheck(count: 400, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let text = (0..<rng.int(1...60)).map { _ in rng.pick(alphabet) }.joined()
      let units = Array(text.utf16)
      units.withUnsafeBufferPointer { u in
        for resume in 0..<u.count {
          guard let end = TwitterHostRun.endOfRunWithoutTopLevelDomain(u, resumingAt: resume) else { continue }
          var run = TwitterHostRun()
          let fullEnd = run.analyze(u, from: resume, tlds: .twitter)
          #expect(end == fullEnd, "\(text) from \(resume)")
          #expect(!run.hasTopLevelDomain, "\(text) from \(resume)")
        }
      }
    }
  }

  /// `a.a.a.…` and its neighbours: no URL in the dotted run, the URLs after it found.
  @Test func dottedRunsAndTheURLsAroundThem() {
    let detector = TokenDetector(profile: .twitter)
    let dotted = String(repeating: "a.", count: 5_000)
    #expect(detector.tokens(in: dotted).isEmpty)
    for text in [dotted + "com", "a.a.a.b x.a.example.com a..example.org b.a.a.a.a.io"] {
      #expect(detector.tokens(in: text).map(\.text) == detector.tokens(in: ScanText(text)).map(\.text))
    }
    #expect(detector.tokens(in: "a.a.a.b x.a.example.com").map(\.text) == ["x.a.example.com"])
  }

  /// Every profile's candidates scanned into the shared array and sorted in place ("scan into the
  /// candidates") give the tokens of each rule run over the whole text, on the dense corpus and on
  /// text with Mastodon's extra URIs and linkify's `mailto:` links.
  @Test func filteredDetectionMatchesAFullScanOnDenseText() {
    let dense = SyntheticCorpus.dense(utf8Count: 60_000, seed: 3)
    let extras = String(
      repeating: "mailto:a@b.com x@y.org magnet:?xt=urn:btih:abc https://example.com/p?q=1 xmpp:me@example.com ", count: 40)
    for profile in [DetectionProfile.twitter, .mastodon, .linkify] {
      let detector = TokenDetector(profile: profile)
      for text in [dense, extras, dense.prefix(20_000) + extras] {
        let text = String(text)
        let filtered = detector.tokens(in: text)
        let full = detector.tokens(in: ScanText(text))
        #expect(filtered.map(\.range) == full.map(\.range), "\(profile.name)")
        #expect(filtered.map(\.value) == full.map(\.value), "\(profile.name)")
      }
    }
  }

  /// "The linkify class table from the generated classes" holds, for every BMP code point, the
  /// class the standard library's general category gives (surrogates: none).
  @Test func linkifyClassTableMatchesTheStandardLibrary() {
    let table = URLLinkifyCharacters.table
    var mismatches: [UInt32] = []
    for value in UInt32(0)..<0x10000 {
      let expected = Unicode.Scalar(value).map(URLLinkifyCharacters.flags(of:)) ?? 0
      if table[Int(value)] != expected { mismatches.append(value) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20).map { String($0, radix: 16) })")
  }

  /// The dense corpus is deterministic, about as long as asked, and token-dense.
  @Test func denseCorpusIsDeterministicAndDense() {
    let text = SyntheticCorpus.dense(utf8Count: 100_000, seed: 9)
    #expect(text == SyntheticCorpus.dense(utf8Count: 100_000, seed: 9))
    #expect(text.utf8.count >= 100_000 && text.utf8.count < 100_400)
    let tokens = TokenDetector(profile: .twitter).tokens(in: text)
    #expect(tokens.count > 800, "\(tokens.count) tokens")
    #expect(Set(tokens.map(\.kind)) == [.url, .mention, .hashtag, .cashtag])
  }
}
