import Foundation
import InteractionKitTextTokens
import Testing

/// Mastodon's hashtag cases (`spec/models/tag_spec.rb`, restated) and federated mentions
/// (`@user@domain` with IDN domains, trailing punctuation, invalid domains).
@Suite("Mastodon hashtags and federated mentions")
struct MastodonTests {
  static let hashtagsOnly = TokenDetector(profile: DetectionProfile(name: "mastodon-hashtags", hashtags: .mastodon))
  static let mentionsOnly = TokenDetector(profile: DetectionProfile(name: "mastodon-mentions", mentions: .mastodon))

  static func hashtags(_ text: String) -> [Token] { hashtagsOnly.tokens(in: text) }
  static func mentions(_ text: String) -> [Token] { mentionsOnly.tokens(in: text) }

  // MARK: tag_spec.rb

  /// Texts in which the hashtag rule alone finds no tag.
  static let tagSpecNoMatchTexts = [
    "https://medium.com/@alice/some-article#.abcdef123",
    "https://en.wikipedia.org/wiki/Ghostbusters_(song)#Lawsuit",
    "https://bugzilla.mozilla.org/show_bug.cgi?id=111895#c4",
    "https://example.org/testé#foo",
    "https://en.wikipedia.org/wiki/Ghostbusters_(song)?foo=#Lawsuit",
    "#·one·two·three",
    "#0123456",
  ]

  @Test("tag_spec: no match", arguments: tagSpecNoMatchTexts)
  func tagSpecNoMatch(_ text: String) {
    #expect(Self.hashtags(text).isEmpty)
  }

  /// Texts and the one hashtag (with its sign) the rule finds in each.
  static let tagSpecMatchCases: [(text: String, tag: String)] = [
    ("#ａｅｓｔｈｅｔｉｃ", "#ａｅｓｔｈｅｔｉｃ"),
    ("#3d", "#3d"),
    ("#l33ts35k", "#l33ts35k"),
    ("#world2016", "#world2016"),
    ("#_test", "#_test"),
    ("#test_", "#test_"),
    ("#one·two·three", "#one·two·three"),
    ("#one·two·three·", "#one·two·three"),
    ("#ぼっち・ざ・ろっく", "#ぼっち・ざ・ろっく"),
    ("#نرم\u{200C}افزار", "#نرم\u{200C}افزار"),
    ("toß #ruby", "#ruby"),
    ("#rubyOnRails", "#rubyOnRails"),
  ]

  @Test("tag_spec: match", arguments: tagSpecMatchCases)
  func tagSpecMatch(_ testCase: (text: String, tag: String)) {
    #expect(Self.hashtags(testCase.text).map(\.text) == [testCase.tag])
  }

  // MARK: hashtag rules beyond tag_spec

  @Test func hashtagsNeedWhiteSpaceOrTheStartBeforeTheSign() {
    #expect(Self.hashtags("a#tag (#tag ,#tag").isEmpty)
    #expect(Self.hashtags("#one two\n#three\u{3000}#four\t＃five").map(\.text) == ["#one", "#three", "#four", "＃five"])
  }

  @Test func separatorsAreOnlyAllowedInside() {
    #expect(Self.hashtags("#a・b・ #c\u{200C}d\u{200C} #e··f").map(\.text) == ["#a・b", "#c\u{200C}d", "#e··f"])
    #expect(Self.hashtags("#・a #\u{200C}b").isEmpty)
  }

  @Test func aTrailingSchemeIsRemovedBeforeColonSlashSlash() {
    #expect(Self.hashtags("#foohttps://example.com").map(\.text) == ["#foo"])
    #expect(Self.hashtags("#barHTTP://example.com").map(\.text) == ["#bar"])
    #expect(Self.hashtags("#a·http://x").map(\.text) == ["#a"])
    #expect(Self.hashtags("#https://example.com #http://x").isEmpty)
    #expect(Self.hashtags("#foohttps").map(\.text) == ["#foohttps"])
  }

  @Test func valuesAreNFKCLowerCasedAndASCIIFolded() {
    func value(_ text: String) -> String? {
      guard case .hashtag(let normalized)? = Self.hashtags(text).first?.value else { return nil }
      return normalized
    }
    #expect(value("#ａｅｓｔｈｅｔｉｃ") == "aesthetic")
    #expect(value("#RubyOnRails") == "rubyonrails")
    #expect(value("#Café") == "cafe")
    #expect(value("#Cafe\u{301}") == "cafe")
    #expect(value("#Straße") == "strasse")
    #expect(value("#Ærøskøbing") == "aeroskobing")
    #expect(value("#Łódź") == "lodz")
    #expect(value("#हिन्दी") == "हिन्दी")
    #expect(value("#Русский") == "русский")
    #expect(value("#йод") == "йод")
    #expect(value("#ﬁsh") == "fish")
  }

  // MARK: federated mentions

  /// Texts and the one mention each holds: its text, user name and domain.
  static let federatedCases: [(text: String, mention: String, username: String, domain: String?)] = [
    ("@arnt@grå.org", "@arnt@grå.org", "arnt", "grå.org"),
    ("hi @user@慕田峪长城.网址 !", "@user@慕田峪长城.网址", "user", "慕田峪长城.网址"),
    ("@Alice@Example.Social", "@Alice@Example.Social", "Alice", "example.social"),
    ("cc @bob@example.org.", "@bob@example.org", "bob", "example.org"),
    ("(@bob@example.org)", "@bob@example.org", "bob", "example.org"),
    ("@bob@example.org, hi", "@bob@example.org", "bob", "example.org"),
    ("@bob@example.org!?", "@bob@example.org", "bob", "example.org"),
    ("@bob@example.org-", "@bob@example.org", "bob", "example.org"),
    ("@bob@example.org…", "@bob@example.org", "bob", "example.org"),
    ("@bob@sub.example-host.org.", "@bob@sub.example-host.org", "bob", "sub.example-host.org"),
    ("@first.last@example.org", "@first.last@example.org", "first.last", "example.org"),
    ("@alice", "@alice", "alice", nil),
    ("@alice.", "@alice", "alice", nil),
    ("@a-b_c", "@a-b_c", "a-b_c", nil),
    // IDN test domains from IANA's test TLDs, many scripts (UASG-004 style), RTL included.
    ("@u@例え.テスト", "@u@例え.テスト", "u", "例え.テスト"),
    ("@u@παράδειγμα.δοκιμή", "@u@παράδειγμα.δοκιμή", "u", "παράδειγμα.δοκιμή"),
    ("@u@пример.испытание", "@u@пример.испытание", "u", "пример.испытание"),
    ("@u@مثال.إختبار", "@u@مثال.إختبار", "u", "مثال.إختبار"),
    ("@u@דוגמה.טעסט", "@u@דוגמה.טעסט", "u", "דוגמה.טעסט"),
    ("@u@उदाहरण.परीक्षा", "@u@उदाहरण.परीक्षा", "u", "उदाहरण.परीक्षा"),
    ("@u@실례.테스트", "@u@실례.테스트", "u", "실례.테스트"),
    ("@u@பரிட்சை.உதாரணம்", "@u@பரிட்சை.உதாரணம்", "u", "பரிட்சை.உதாரணம்"),
    ("@u@ПРИМЕР.РФ", "@u@ПРИМЕР.РФ", "u", "пример.рф"),
  ]

  @Test("federated mention", arguments: federatedCases)
  func federatedMention(_ testCase: (text: String, mention: String, username: String, domain: String?)) {
    let found = Self.mentions(testCase.text)
    #expect(found.map(\.text) == [testCase.mention])
    #expect(found.first?.value == .mention(username: testCase.username, domain: testCase.domain))
    if let token = found.first, let range = token.range(in: testCase.text) {
      #expect(String(testCase.text[range]) == testCase.mention)
    } else {
      Issue.record("no String.Index range")
    }
  }

  /// Texts in which no mention is found, with the reason.
  static let notMentionCases: [(text: String, reason: String)] = [
    ("@arnt@invalid", "a domain needs two labels"),
    ("@a@1.2", "the last label needs a letter"),
    ("@a@", "nothing after the second at sign"),
    ("@a@.org", "a domain starts with a letter or digit"),
    ("bob@example.com", "an at sign after a word character"),
    ("https://medium.com/@alice", "an at sign after /"),
    ("a=@alice", "an at sign after ="),
    ("_@alice", "an at sign after connector punctuation"),
    ("é@alice", "an at sign after a letter"),
    ("@alice@example.org://x", "followed by ://"),
    ("@alicé", "followed by a Latin accented letter"),
    ("@alice@example.org@x", "followed by an at sign"),
    ("＠alice", "the full-width at sign is twitter's, not Mastodon's"),
    ("@.alice @-alice", "a user name starts with a word character"),
    ("@" + String(repeating: "a", count: 65), "a user name longer than 64 units"),
    ("@a@" + String(repeating: "b", count: 250) + ".org", "a domain longer than 253 units"),
  ]

  @Test("not a mention", arguments: notMentionCases)
  func notAMention(_ testCase: (text: String, reason: String)) {
    #expect(Self.mentions(testCase.text).isEmpty, "\(testCase.reason)")
  }

  @Test func domainLengthLimitIsInclusive() {
    let label = String(repeating: "b", count: 249)
    let domain = label + ".org"  // 253 units
    #expect(domain.utf16.count == 253)
    #expect(Self.mentions("@a@" + domain + " x").map(\.text) == ["@a@" + domain])
    #expect(Self.mentions("@a@" + domain + ". x").map(\.text) == ["@a@" + domain])
    #expect(Self.mentions("@a@b" + domain).isEmpty)
    #expect(Self.mentions("@" + String(repeating: "u", count: 64)).count == 1)
  }

  @Test func severalMentionsInOneText() {
    let text = "@alice@example.org and @bob, ping @carol@例え.テスト."
    #expect(Self.mentions(text).map(\.text) == ["@alice@example.org", "@bob", "@carol@例え.テスト"])
  }
}
