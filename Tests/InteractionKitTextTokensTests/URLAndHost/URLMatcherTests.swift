import Foundation
import InteractionKitTextTokens
import Testing

/// Behaviour of the three URL grammars beyond the conformance suites, through ``TokenDetector``
/// with URL-and-e-mail-only profiles (so the results do not depend on the social-token rules).
@Suite struct URLMatcherTests {
  static let twitter = TokenDetector(profile: DetectionProfile(name: "twitter-urls", urls: .twitter))
  static let mastodon = TokenDetector(profile: DetectionProfile(name: "mastodon-urls", urls: .mastodon, emails: .standard))
  static let linkify = TokenDetector(profile: .linkify)

  /// `[text: value]` of every token.
  static func values(_ detector: TokenDetector, _ text: String) -> [String] {
    detector.tokens(in: text).map { token in
      switch token.value {
      case .url(let string, let explicit): "\(token.text) → \(string)\(explicit ? "" : " (added)")"
      case .email(let address): "\(token.text) → mailto \(address)"
      default: "\(token.text) → ?"
      }
    }
  }

  // MARK: Values

  @Test func schemeIsAddedWhenMissingAndHostIsLowerCased() {
    #expect(
      Self.values(Self.twitter, "See Example.COM/Path and HTTPS://WWW.Example.org/A?B=C")
        == ["Example.COM/Path → http://example.com/Path (added)", "HTTPS://WWW.Example.org/A?B=C → https://www.example.org/A?B=C"])
    #expect(Self.values(Self.linkify, "go to //Example.com/x") == ["//Example.com/x → http://example.com/x (added)"])
    #expect(
      Self.values(Self.linkify, "http://User:Pass@Example.COM:8080/P")
        == ["http://User:Pass@Example.COM:8080/P → http://User:Pass@example.com:8080/P"])
    #expect(Self.values(Self.linkify, "президент.РФ") == ["президент.РФ → http://президент.рф (added)"])
  }

  @Test func foundationCanReadTheValues() throws {
    for token in Self.twitter.tokens(in: "a http://example.com/a_(b) b t.co/xyz c https://en.wikipedia.org/wiki/Swift") {
      guard case .url(let string, _) = token.value else {
        Issue.record("not a URL: \(token)")
        continue
      }
      let url = try #require(URL(string: string))
      #expect(url.scheme == "http" || url.scheme == "https")
    }
  }

  // MARK: twitter-text grammar

  @Test func twitterExcludesTrailingPunctuationAndKeepsBalancedParentheses() {
    #expect(
      Self.twitter.tokens(in: "(see https://en.wikipedia.org/wiki/Primer_(film)). Or http://x.com/a?b=c!, done.").map(\.text)
        == ["https://en.wikipedia.org/wiki/Primer_(film)", "http://x.com/a?b=c"])
    #expect(Self.twitter.tokens(in: "http://a.com/x_(y_(z))_w more").map(\.text) == ["http://a.com/x_(y_(z))_w"])
    #expect(Self.twitter.tokens(in: "http://a.com/x_(y_(z_(w)))").map(\.text) == ["http://a.com/x_"])
  }

  @Test func twitterNeedsAKnownTopLevelDomainWithoutAScheme() {
    #expect(Self.twitter.tokens(in: "file.txt index.html Mr.Smith example.com test.tar.bz2").map(\.text) == ["example.com"])
    #expect(Self.twitter.tokens(in: "http://localhost:8080 http://no-tld").isEmpty)
    #expect(Self.twitter.tokens(in: "xn--ls8h.la and foo.xn--fiqs8s").map(\.text) == ["xn--ls8h.la", "foo.xn--fiqs8s"])
  }

  @Test func twitterDoesNotTreatEmailsOrPrefixedHostsAsURLs() {
    #expect(Self.twitter.tokens(in: "bob@example.com -x.com _y.com /z.com .w.com $v.com #u.com @t.com").isEmpty)
  }

  @Test func twitterKeepsShortLinksToTheirSlug() {
    #expect(Self.twitter.tokens(in: "http://t.co/abc.def,ghi").map(\.text) == ["http://t.co/abc"])
    #expect(Self.twitter.tokens(in: "http://t.co/" + String(repeating: "a", count: 41)).isEmpty)
  }

  // MARK: Mastodon grammar

  @Test func mastodonRequiresAScheme() {
    #expect(Self.mastodon.tokens(in: "example.com www.example.org/path").isEmpty)
    #expect(Self.mastodon.tokens(in: "see https://example.com/a.").map(\.text) == ["https://example.com/a"])
  }

  @Test func mastodonAcceptsItsExtraSchemes() {
    let text = "dat://example.com/x dweb://example.org ipfs://example.net/a ipns://example.io ssb://example.co gopher://example.com/1 gemini://example.social/~a ftp://example.com"
    #expect(
      Self.mastodon.tokens(in: text).map(\.text)
        == [
          "dat://example.com/x", "dweb://example.org", "ipfs://example.net/a", "ipns://example.io", "ssb://example.co",
          "gopher://example.com/1", "gemini://example.social/~a",
        ])
  }

  @Test func mastodonPathsTakeAnyNonSpaceCharacterButEndCleanly() {
    #expect(Self.mastodon.tokens(in: "https://example.com/日本語/ü?q=日本 next").map(\.text) == ["https://example.com/日本語/ü?q=日本"])
    #expect(Self.mastodon.tokens(in: "「https://example.com/path」").map(\.text) == ["https://example.com/path"])
    #expect(Self.mastodon.tokens(in: "https://example.com/a_(b) and https://example.com/a_(b_(c))").map(\.text)
      == ["https://example.com/a_(b)", "https://example.com/a_(b_(c))"])
    #expect(Self.mastodon.tokens(in: "https://example.com/a;b=c,&d|e@f~").map(\.text) == ["https://example.com/a;b=c,&d|e@f"])
  }

  @Test func mastodonFindsXMPPAndMagnetURIs() {
    #expect(
      Self.values(Self.mastodon, "chat xmpp:Alice@Example.com/Phone?message or magnet:?xt=urn:btih:c12fe1&dn=x.iso.")
        == [
          "xmpp:Alice@Example.com/Phone?message → xmpp:Alice@example.com/Phone?message",
          "magnet:?xt=urn:btih:c12fe1&dn=x.iso → magnet:?xt=urn:btih:c12fe1&dn=x.iso",
        ])
    #expect(Self.mastodon.tokens(in: "xmpp:nobody magnet: magnet:?").isEmpty)
  }

  @Test func mastodonExtendedURIAndURLInsideItDoNotBothSurvive() {
    let tokens = Self.mastodon.tokens(in: "magnet:?xt=urn:btih:abc&tr=https://tracker.example.org/announce")
    #expect(tokens.map(\.text) == ["magnet:?xt=urn:btih:abc&tr=https://tracker.example.org/announce"])
  }

  // MARK: linkify-it grammar

  @Test func linkifyFindsSchemaFuzzyIPAndEmailLinksInOrder() {
    #expect(
      Self.values(Self.linkify, "a http://localhost:3000/x, b 10.0.0.1:80/y, c www.example.com. d mailto:x@y e z@example.org")
        == [
          "http://localhost:3000/x → http://localhost:3000/x", "10.0.0.1:80/y → http://10.0.0.1:80/y (added)",
          "www.example.com → http://www.example.com (added)", "mailto:x@y → mailto x@y", "z@example.org → mailto z@example.org",
        ])
  }

  @Test func linkifyCanLeaveIPAddressesAndFuzzyLinksOut() {
    let noIP = TokenDetector(profile: DetectionProfile(name: "no-ip", urls: URLRules(grammar: .linkify, recognizesIPAddresses: false)))
    #expect(noIP.tokens(in: "10.0.0.1/x http://10.0.0.1/x").map(\.text) == ["http://10.0.0.1/x"])
    let noFuzzy = TokenDetector(
      profile: DetectionProfile(name: "no-fuzzy", urls: URLRules(grammar: .linkify, recognizesURLsWithoutScheme: false)))
    #expect(noFuzzy.tokens(in: "example.com https://example.com").map(\.text) == ["https://example.com"])
  }

  @Test func linkifyPathsCloseBracketsAndQuotesOrStopBeforeThem() {
    #expect(Self.linkify.tokens(in: "http://x.com/a[b]c{d}e(f)\"g\"'h' end").map(\.text) == ["http://x.com/a[b]c{d}e(f)\"g\"'h'"])
    #expect(Self.linkify.tokens(in: "(http://x.com/a[b c)").map(\.text) == ["http://x.com/a"])
    #expect(Self.linkify.tokens(in: "http://x.com/a?? http://x.com/b!!!").map(\.text) == ["http://x.com/a", "http://x.com/b"])
  }

  // MARK: Length caps

  @Test func maximumLengthIsClampedAndHonoured() {
    let short = TokenDetector(profile: DetectionProfile(name: "short", urls: URLRules(grammar: .twitter, maximumLength: 20)))
    #expect(short.tokens(in: "http://example.com/a http://example.com/abc").map(\.text) == ["http://example.com/a"])
    let zero = TokenDetector(profile: DetectionProfile(name: "zero", urls: URLRules(grammar: .linkify, maximumLength: -5)))
    #expect(zero.tokens(in: "http://example.com").isEmpty)
    let path = String(repeating: "a", count: 4096 - "http://example.com/".utf16.count)
    #expect(Self.twitter.tokens(in: "http://example.com/" + path).count == 1)
    #expect(Self.twitter.tokens(in: "http://example.com/" + path + "b").isEmpty)
  }

  @Test func hostsMustFitDNSLimits() {
    let label63 = String(repeating: "a", count: 63)
    let label64 = String(repeating: "a", count: 64)
    for detector in [Self.twitter, Self.linkify] {
      #expect(detector.tokens(in: "http://\(label63).com").count == 1)
      #expect(detector.tokens(in: "http://\(label64).com").isEmpty)
      let host253 = Array(repeating: label63, count: 3).joined(separator: ".") + "." + String(repeating: "b", count: 57) + ".com"
      #expect(host253.utf16.count == 253)
      #expect(detector.tokens(in: "http://\(host253)").count == 1)
      #expect(detector.tokens(in: "http://a\(host253)").isEmpty)
    }
  }
}
