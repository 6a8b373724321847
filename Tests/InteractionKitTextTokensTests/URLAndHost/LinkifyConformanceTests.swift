import Foundation
import InteractionKitTextTokens
import Testing

/// linkify-it's fixtures (`links.txt`, `not_links.txt`, v5.0.0) run through
/// `TokenDetector(profile: .linkify)`.
///
/// linkify-it's runner compares `match(line)[0].url` with normalisation switched off, which is the
/// matched text exactly as written (`mailto:` included when the text has it, no `http://` added).
/// The comparison here is therefore with the `text` of the first URL or e-mail token (the typed
/// values add `http://` and drop `mailto:`; they are checked in `URLMatcherTests`). The runner also
/// checks the line wrapped in newlines, and so does ``links(_:)``.
///
/// `not_links.txt` must yield no URL or e-mail token at all. linkify-it runs it with default
/// options (`fuzzyIP` off); the profile here keeps `fuzzyIP` on, which is the stricter check.
/// Every case is followed; none is skipped.
@Suite struct LinkifyConformanceTests {
  static let detector = TokenDetector(profile: .linkify)

  static func links(in text: String) -> [Token] {
    detector.tokens(in: text).filter { $0.kind == .url || $0.kind == .email }
  }

  @Test("links.txt", arguments: Conformance.linkify("links.txt", expectsLinks: true))
  func links(_ testCase: Conformance.LinkifyCase) {
    #expect(Self.links(in: testCase.input).first?.text == testCase.expected, "\(testCase.input)")
    #expect(Self.links(in: "\n" + testCase.input + "\n").first?.text == testCase.expected)
  }

  @Test("not_links.txt", arguments: Conformance.linkify("not_links.txt", expectsLinks: false))
  func notLinks(_ testCase: Conformance.LinkifyCase) {
    #expect(Self.links(in: testCase.input).map(\.text) == [], "\(testCase.input)")
  }

  @Test func fixtureSizesMatchTheSuite() {
    #expect(Conformance.linkify("links.txt", expectsLinks: true).count == 117)
    #expect(Conformance.linkify("not_links.txt", expectsLinks: false).count == 38)
  }
}
