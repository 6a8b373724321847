import Foundation
import InteractionKitTextTokens
import Testing

/// twitter-text mention rules beyond the conformance suite: caps, lists, the retweet marker,
/// the full-width at sign, what may follow a mention, values and configuration.
@Suite("Mentions (twitter rules)")
struct MentionTests {
  static let mentionsOnly = TokenDetector(profile: DetectionProfile(name: "twitter-mentions", mentions: .twitter))

  static func mentions(_ text: String) -> [Token] { mentionsOnly.tokens(in: text) }

  @Test func aLongNameYieldsItsFirstTwentyUnits() {
    let name = String(repeating: "a", count: 20)
    let found = Self.mentions("@" + name + "bcdef")
    #expect(found.map(\.range) == [NSRange(location: 0, length: 21)])
    #expect(found.first?.value == .mention(username: name, domain: nil))
  }

  @Test func listSlugsAreCutAfterTwentyFiveUnits() {
    let slug = "l" + String(repeating: "x", count: 30)
    let found = Self.mentions("@user/" + slug)
    #expect(found.map(\.range) == [NSRange(location: 0, length: 1 + 4 + 1 + 25)])
    #expect(found.first?.mentionListSlug == "/" + String(slug.prefix(25)))
    #expect(found.first?.value == .mention(username: "user", domain: nil))
  }

  @Test func listSlugsStartWithALetter() {
    #expect(Self.mentions("@user/7list").map(\.text) == ["@user"])
    #expect(Self.mentions("@user/").map(\.text) == ["@user"])
    #expect(Self.mentions("@user/a-b_C9").map(\.text) == ["@user/a-b_C9"])
    #expect(Self.mentions("@user/list@x").isEmpty)
    #expect(Self.mentions("@user").first?.mentionListSlug == nil)
  }

  @Test func theFullWidthAtSignWorks() {
    let found = Self.mentions("hi ＠user")
    #expect(found.map(\.range) == [NSRange(location: 3, length: 5)])
    #expect(found.first?.value == .mention(username: "user", domain: nil))
  }

  @Test func whatMayFollowAMention() {
    for text in ["@user@x", "@user＠x", "@useré", "@user\u{301}", "@userṡ", "@user://x", "@user/list://x"] {
      #expect(Self.mentions(text).isEmpty, "\(text)")
    }
    for text in ["@user:", "@user:/", "@user.", "@userж", "@user!", "@user#x", "@user—"] {
      #expect(Self.mentions(text).map(\.text) == ["@user"], "\(text)")
    }
  }

  @Test func whatMayPrecedeAMention() {
    for prefix in ["a", "Z", "9", "_", "!", "#", "$", "%", "&", "*", "@", "＠"] {
      #expect(Self.mentions(prefix + "@user").isEmpty, "\(prefix)")
    }
    for prefix in [" ", "(", ".", ":", "+", "é", "の", "👍", "\u{200F}", "\n"] {
      #expect(Self.mentions(prefix + "@user").map(\.text) == ["@user"], "\(prefix)")
    }
  }

  @Test func theRetweetMarker() {
    #expect(Self.mentions("RT@a rt@b Rt:@c (RT@d").map(\.text) == ["@a", "@b", "@c", "@d"])
    #expect(Self.mentions("xRT@a .RT@b 1rt@c -RT@d ~rt@e +Rt@f").isEmpty)
    #expect(Self.mentions("T@a").isEmpty)
  }

  @Test func runsOfAtSignsAndRejectedCandidates() {
    #expect(Self.mentions("@@@@user").isEmpty)
    #expect(Self.mentions("@a@b@c @d").map(\.text) == ["@d"])
    #expect(Self.mentions("@_@ @_").map(\.text) == ["@_"])
    #expect(Self.mentions("@").isEmpty)
    #expect(Self.mentions("@ user").isEmpty)
  }

  @Test func configuredLimitsAreClampedAndUsed() {
    var rules = MentionRules(syntax: .twitter, maximumUsernameLength: 3, maximumListSlugLength: 2)
    var detector = TokenDetector(profile: DetectionProfile(name: "short", mentions: rules))
    #expect(detector.tokens(in: "@abcdef/xyz").map(\.text) == ["@abc"])
    #expect(detector.tokens(in: "@abc/xyz").map(\.text) == ["@abc/xy"])
    #expect(rules.maximumLength == 1 + 3 + 1 + 2)
    rules.maximumUsernameLength = -5
    rules.maximumListSlugLength = 0
    detector.profile.mentions = rules
    #expect(rules.maximumLength == 4)
    #expect(detector.tokens(in: "@ab").map(\.text) == ["@a"])
    rules.maximumUsernameLength = .max
    #expect(rules.maximumLength == 1 + 1_024 + 1 + 1)
  }

  @Test func presetsDescribeTheirLimits() {
    #expect(MentionRules.twitter.maximumLength == 47)
    #expect(MentionRules.mastodon.maximumLength == 1 + 64 + 1 + 253)
    #expect(MentionRules.twitter.syntax == .twitter)
    #expect(MentionRules.mastodon.syntax == .federated)
  }

  @Test func listSlugIsNilForOtherKinds() {
    let token = Token(
      kind: .hashtag, range: NSRange(location: 0, length: 4), text: "#a/b", value: .hashtag(normalized: "a/b"))
    #expect(token.mentionListSlug == nil)
    let federated = Token(
      kind: .mention, range: NSRange(location: 0, length: 6), text: "@a@b.c",
      value: .mention(username: "a", domain: "b.c"))
    #expect(federated.mentionListSlug == nil)
  }
}
