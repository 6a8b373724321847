import Foundation
@testable import InteractionKitTextTokens
import Testing

/// Ranges of URL and e-mail tokens are UTF-16 offsets that stay right after emoji, ZWJ sequences,
/// combining marks and right-to-left text; international hosts; malformed text never crashes.
@Suite struct URLUnicodeRangeTests {
  static let profiles: [DetectionProfile] = [
    DetectionProfile(name: "twitter-urls", urls: .twitter),
    DetectionProfile(name: "mastodon-urls", urls: .mastodon, emails: .standard),
    .linkify,
  ]

  /// A prefix that shifts UTF-16 offsets away from character and scalar counts.
  struct Prefix: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var testDescription: String { name }
  }

  static let prefixes: [Prefix] = [
    Prefix(name: "emoji", text: "😀 "),
    Prefix(name: "ZWJ family", text: "👩‍👩‍👧‍👦 and "),
    Prefix(name: "flag and skin tone", text: "🇫🇷👍🏽 "),
    Prefix(name: "combining marks", text: "e\u{301}e\u{301} Z\u{35C}\u{35C}o "),
    Prefix(name: "Arabic", text: "مرحبا بالعالم "),
    Prefix(name: "Hebrew with marks", text: "\u{202B}שָׁלוֹם\u{202C} "),
    Prefix(name: "astral CJK", text: "𠀋𡈽 "),
  ]

  @Test(arguments: prefixes)
  func urlRangeIsInUTF16UnitsAfter(_ prefix: Prefix) throws {
    let link = "https://example.com/path?q=1"
    let text = prefix.text + link + " " + prefix.text
    for profile in Self.profiles {
      let tokens = TokenDetector(profile: profile).tokens(in: text)
      let token = try #require(tokens.first, "\(profile.name)")
      #expect(tokens.count == 1, "\(profile.name)")
      #expect(token.range == NSRange(location: prefix.text.utf16.count, length: link.utf16.count), "\(profile.name)")
      #expect(token.text == link)
      let range = try #require(token.range(in: text))
      #expect(String(text[range]) == link)
      #expect(text[..<range.lowerBound] == prefix.text)
    }
  }

  @Test(arguments: prefixes)
  func emailRangeIsInUTF16UnitsAfter(_ prefix: Prefix) throws {
    let address = "someone@example.org"
    let text = prefix.text + address
    for profile in [Self.profiles[1], Self.profiles[2]] {
      let token = try #require(TokenDetector(profile: profile).tokens(in: text).first, "\(profile.name)")
      #expect(token.kind == .email)
      #expect(token.range == NSRange(location: prefix.text.utf16.count, length: address.utf16.count))
      #expect(token.value == .email(address: address))
    }
  }

  @Test func rightToLeftTextAroundALink() {
    let text = "זה הקישור: https://example.com/אבג ושם example.com"
    let twitter = TokenDetector(profile: Self.profiles[0]).tokens(in: text)
    #expect(twitter.map(\.text) == ["https://example.com/", "example.com"])
    #expect(twitter.map(\.range.location) == [11, 39])
    let mastodon = TokenDetector(profile: Self.profiles[1]).tokens(in: text)
    #expect(mastodon.map(\.text) == ["https://example.com/אבג"])
  }

  @Test func internationalHosts() {
    let twitter = TokenDetector(profile: Self.profiles[0])
    #expect(twitter.tokens(in: "go http://✪df.ws/123 now").map(\.text) == ["http://✪df.ws/123"])
    #expect(twitter.tokens(in: "http://президент.рф/путь и http://例子.中国").map(\.text) == ["http://президент.рф/путь", "http://例子.中国"])
    // Without a scheme twitter-text needs an ASCII host.
    #expect(twitter.tokens(in: "президент.рф").isEmpty)
    let linkify = TokenDetector(profile: .linkify)
    #expect(linkify.tokens(in: "http://✪df.ws/123").map(\.text) == ["http://✪df.ws/123"])
    #expect(linkify.tokens(in: "президент.рф, ➡.ws/䨹").map(\.text) == ["президент.рф", "➡.ws/䨹"])
    #expect(linkify.tokens(in: "http://www.bürgerentscheid-krankenhäuser.de").first?.value
      == .url(string: "http://www.bürgerentscheid-krankenhäuser.de", hasExplicitScheme: true))
  }

  @Test func loneSurrogatesAndNULDoNotBreakDetection() {
    // A Swift String cannot hold a lone surrogate, so the matchers get raw code units here.
    let units: [UInt16] = Array("a ".utf16) + [0xD800] + Array(" https://example.com/x ".utf16) + [0xDC00, 0x00]
      + Array("b.com\u{0}c@example.org x".utf16) + [0xD83D] + Array("example.net/\u{0}".utf16) + [0xDBFF]
    let text = ScanText(units: units)
    let link = Array(" https://example.com/x".utf16)
    let linkStart = 4
    #expect(Array(units[(linkStart - 1)..<(linkStart - 1 + link.count)]) == link)
    for rules in [URLRules.twitter, .mastodon, .linkify] {
      let matches = URLMatcher(rules: rules).matches(in: text)
      #expect(matches.contains { $0.range == linkStart..<(linkStart + link.count - 1) }, "\(rules.grammar)")
      #expect(matches.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= units.count })
    }
    for rules in [EmailRules.standard, .linkify] {
      let matches = EmailMatcher(rules: rules).matches(in: text)
      #expect(matches.map { $0.recipe.value(in: units, range: $0.range, payloads: []) } == [.email(address: "c@example.org")], "\(rules.grammar)")
    }
    // A high surrogate right before a host: twitter-text reads it as a character that may precede a URL.
    let twitter = URLMatcher(rules: .twitter).matches(in: text).map { String(decoding: units[$0.range], as: UTF16.self) }
    #expect(twitter.contains("example.net/"))
    let nul = "\u{0}http://example.com\u{0}example.org\u{0}"
    #expect(TokenDetector(profile: Self.profiles[0]).tokens(in: nul).map(\.text) == ["http://example.com", "example.org"])
    #expect(TokenDetector(profile: .linkify).tokens(in: nul).map(\.text) == ["http://example.com", "example.org"])
  }

  @Test func surrogateHalvesInsideHostsAndPathsStayWhole() {
    let text = "http://a😀b.com/😀 https://example.com/p😀q"
    let tokens = TokenDetector(profile: .linkify).tokens(in: text)
    #expect(tokens.map(\.text) == ["http://a😀b.com/😀", "https://example.com/p😀q"])
    for token in tokens { #expect(token.range(in: text) != nil) }
  }

  @Test func aMegabyteLongCandidateIsDroppedWithoutHanging() {
    let long = String(repeating: "a", count: 1 << 20)
    let inputs = [
      "see http://example.com/" + long + " and http://example.org ok",
      "see " + long + ".com and http://example.org ok",
      "see http://" + long + " and http://example.org ok",
      "see " + String(repeating: "a.", count: 1 << 19) + "com and http://example.org ok",
      "see x@" + long + ".com and http://example.org ok",
    ]
    for profile in Self.profiles {
      let detector = TokenDetector(profile: profile)
      for input in inputs {
        let tokens = detector.tokens(in: input)
        #expect(tokens.map(\.text) == ["http://example.org"], "\(profile.name)")
        #expect(tokens.allSatisfy { $0.range.length <= 4096 })
      }
    }
  }
}
