import Foundation
import InteractionKitTextTokens
import Testing

/// E-mail recognition: the standard grammar (used by the Mastodon profile) and linkify-it's.
@Suite struct EmailMatcherTests {
  static let standard = TokenDetector(profile: DetectionProfile(name: "emails", emails: .standard))
  static let linkify = TokenDetector(profile: DetectionProfile(name: "linkify-emails", emails: .linkify))

  static func addresses(_ detector: TokenDetector, _ text: String) -> [String] {
    detector.tokens(in: text).map { token in
      guard case .email(let address) = token.value else { return "not an e-mail: \(token.text)" }
      return token.text == address ? address : "\(token.text) → \(address)"
    }
  }

  @Test func standardFindsPlainAddresses() {
    #expect(
      Self.addresses(Self.standard, "Write to bob@example.com, Jane.Doe+news@Mail.Example.CO.UK. or ops_1%x@sub.example.org!")
        == ["bob@example.com", "Jane.Doe+news@Mail.Example.CO.UK → Jane.Doe+news@mail.example.co.uk", "ops_1%x@sub.example.org"])
  }

  @Test func standardNeedsAKnownTopLevelDomainAndTwoLabels() {
    #expect(Self.addresses(Self.standard, "me@localhost image@2x.png a@b.c a@b.invalidtld x@y.xn--p1ai") == ["x@y.xn--p1ai"])
  }

  @Test func standardAcceptsInternationalAddresses() {
    #expect(Self.addresses(Self.standard, "用户@例子.中国 and josé@correo.españa.com") == ["用户@例子.中国", "josé@correo.españa.com"])
  }

  @Test func standardRejectsMalformedLocalPartsAndRunOns() {
    #expect(Self.addresses(Self.standard, "a..b@example.com a.@example.com x@example.com-y z@example.com@w").isEmpty)
    #expect(Self.addresses(Self.standard, "...lead@example.com") == ["lead@example.com"])
    #expect(Self.addresses(Self.standard, String(repeating: "a", count: 65) + "@example.com").isEmpty)
    #expect(Self.addresses(Self.standard, String(repeating: "a", count: 64) + "@example.com").count == 1)
  }

  @Test func standardDoesNotTakeFederatedHandlesOrPaths() {
    #expect(Self.addresses(Self.standard, "@alice@example.social https://medium.com/@bob/x /c@example.com").isEmpty)
  }

  @Test func mailtoJoinsTheToken() {
    #expect(Self.addresses(Self.standard, "(mailto:Bob@Example.com)") == ["mailto:Bob@Example.com → Bob@example.com"])
    let plain = TokenDetector(profile: DetectionProfile(name: "plain", emails: EmailRules(recognizesMailtoScheme: false)))
    #expect(Self.addresses(plain, "mailto:bob@example.com") == ["bob@example.com"])
    #expect(Self.addresses(Self.linkify, "MAILTO:foo@bar, mailto:") == ["MAILTO:foo@bar → foo@bar"])
  }

  @Test func linkifyFollowsItsPrecedingCharacterAndHostRules() {
    #expect(
      Self.addresses(Self.linkify, "<a@example.com> (b@example.com) \"c@example.com\" [d@example.com] x:e@example.com f@1.2.3.4")
        == ["a@example.com", "b@example.com", "c@example.com", "x:e@example.com", "f@1.2.3.4"])
    #expect(Self.addresses(Self.linkify, "g@example.com:80 h@example.invalid i@example.com_").isEmpty)
    #expect(Self.addresses(Self.linkify, "test.\"foo\".bar@gmail.co.uk!") == ["test.\"foo\".bar@gmail.co.uk"])
  }

  @Test func linkifyNamesAreAtMost64Characters() {
    #expect(Self.addresses(Self.linkify, String(repeating: "a", count: 64) + "@example.com").count == 1)
    #expect(Self.addresses(Self.linkify, String(repeating: "a", count: 65) + "@example.com").isEmpty)
  }

  @Test func domainCapsApply() {
    let label64 = String(repeating: "a", count: 64)
    #expect(Self.addresses(Self.standard, "x@\(label64).com").isEmpty)
    #expect(Self.addresses(Self.linkify, "x@\(label64).com").isEmpty)
    let long = Array(repeating: String(repeating: "a", count: 60), count: 5).joined(separator: ".") + ".com"
    #expect(Self.addresses(Self.standard, "x@\(long)").isEmpty)
    #expect(Self.addresses(Self.linkify, "x@\(long)").isEmpty)
  }

  @Test func maximumLengthIsHonoured() {
    let short = TokenDetector(profile: DetectionProfile(name: "short", emails: EmailRules(maximumLength: 12)))
    #expect(Self.addresses(short, "ab@example.com abc@ex.com") == ["abc@ex.com"])
  }

  @Test func emailsAndURLsResolveByPosition() {
    let tokens = TokenDetector(profile: .linkify).tokens(in: "192.168.1.1@gmail.com and http://user@example.com")
    #expect(tokens.map(\.kind) == [.email, .url])
    #expect(tokens.map(\.text) == ["192.168.1.1@gmail.com", "http://user@example.com"])
    let mastodon = TokenDetector(profile: DetectionProfile(name: "m", urls: .mastodon, emails: .standard))
    #expect(mastodon.tokens(in: "xmpp:alice@example.com").map(\.kind) == [.url])
  }
}
