import Foundation
import InteractionKitTextTokens
import Testing

/// twitter-text's URL conformance cases (`extract.yml` sections `urls`, `urls_with_indices`,
/// `urls_with_directional_markers`, `tco_urls_with_params`, and every `tlds.yml` case), loaded at
/// test time as the suite's README asks, run through ``TokenDetector`` with a profile that only
/// finds URLs (so overlap resolution is included and the result does not depend on the mention
/// and hashtag rules). Every case is followed; none is skipped.
///
/// Indices are UTF-16 offsets; no case of these sections contains an astral character, so they
/// equal twitter-text's code-point indices.
@Suite struct TwitterURLConformanceTests {
  static let detector = TokenDetector(profile: DetectionProfile(name: "twitter-urls", urls: .twitter))

  static func urls(in text: String) -> [Token] {
    detector.tokens(in: text).filter { $0.kind == .url }
  }

  @Test("extract.yml urls", arguments: Conformance.twitter("urls"))
  func urls(_ testCase: Conformance.TwitterCase) {
    #expect(Self.urls(in: testCase.text).map(\.text) == testCase.expected.strings, "\(testCase.text)")
  }

  @Test("extract.yml urls_with_indices", arguments: Conformance.twitter("urls_with_indices"))
  func urlsWithIndices(_ testCase: Conformance.TwitterCase) {
    let found = Self.urls(in: testCase.text).map { [$0.text, "\($0.range.location)", "\(NSMaxRange($0.range))"] }
    let expected = (testCase.expected.entities(key: "url") ?? []).map { [$0.0, "\($0.1)", "\($0.2)"] }
    #expect(found == expected, "\(testCase.text)")
  }

  @Test("extract.yml urls_with_directional_markers", arguments: Conformance.twitter("urls_with_directional_markers"))
  func urlsWithDirectionalMarkers(_ testCase: Conformance.TwitterCase) {
    let found = Self.urls(in: testCase.text).map { [$0.text, "\($0.range.location)", "\(NSMaxRange($0.range))"] }
    let expected = (testCase.expected.entities(key: "url") ?? []).map { [$0.0, "\($0.1)", "\($0.2)"] }
    #expect(found == expected, "\(testCase.text)")
  }

  @Test("extract.yml tco_urls_with_params", arguments: Conformance.twitter("tco_urls_with_params"))
  func shortLinksWithParameters(_ testCase: Conformance.TwitterCase) {
    #expect(Self.urls(in: testCase.text).map(\.text) == testCase.expected.strings, "\(testCase.text)")
  }

  @Test("tlds.yml", arguments: Conformance.twitterTLDCases().map { TLDCase(group: $0.group, text: $0.text, expected: $0.expected) })
  func topLevelDomains(_ testCase: TLDCase) {
    #expect(Self.urls(in: testCase.text).map(\.text) == testCase.expected)
  }

  /// One `tlds.yml` case.
  struct TLDCase: Sendable, CustomTestStringConvertible {
    var group: String
    var text: String
    var expected: [String]
    var testDescription: String { "\(group): \(text)" }
  }

  @Test func sectionSizesMatchTheSuite() {
    #expect(Conformance.twitter("urls").count == 91)
    #expect(Conformance.twitter("urls_with_indices").count == 10)
    #expect(Conformance.twitter("urls_with_directional_markers").count == 2)
    #expect(Conformance.twitter("tco_urls_with_params").count == 5)
    #expect(Conformance.twitterTLDCases().count == 1574)
  }
}
