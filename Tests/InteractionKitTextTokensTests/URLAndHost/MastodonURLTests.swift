import Foundation
import InteractionKitTextTokens
import Testing

/// Where the mastodon profile's URLs differ from twitter-text's: Mastodon's path and query
/// character classes (its `config/initializers/twitter_regex.rb`), each case checked against the
/// twitter profile too.
@Suite struct MastodonURLTests {
  static let twitter = TokenDetector(profile: .twitter)
  static let mastodon = TokenDetector(profile: .mastodon)

  static func urls(_ detector: TokenDetector, _ text: String) -> [String] {
    detector.tokens(in: text).filter { $0.kind == .url }.map(\.text)
  }

  /// A path may end in any character but white space and `()?!*"'「」<>;:=,.$%[]~&|@`: non-ASCII
  /// symbols, CJK, `^`, braces, the backtick and `\` end a Mastodon path; twitter-text cuts before them.
  @Test(
    arguments: [
      ("https://example.com/%E2%9C%93✓", "https://example.com/%E2%9C%93"),
      ("https://example.com/新着", "https://example.com/"),
      ("https://example.com/a^", "https://example.com/a"),
      ("https://example.com/{id}", "https://example.com/"),
      ("https://example.com/a`", "https://example.com/a"),
      ("https://example.com/→", "https://example.com/"),
    ])
  func pathsEndInCharactersTwitterTextCutsOff(text: String, twitter: String) {
    #expect(Self.urls(Self.mastodon, text + " next") == [text])
    #expect(Self.urls(Self.twitter, text + " next") == [twitter])
  }

  /// A path never ends in Mastodon's excluded ending characters, though they may stand inside it.
  @Test func pathsDoNotEndInExcludedCharacters() {
    for ending in ["!", "*", "\"", "'", ";", ":", "=", ",", ".", "$", "%", "[", "]", "~", "&", "|", "@", "「", "」"] {
      #expect(Self.urls(Self.mastodon, "https://example.com/a\(ending) next") == ["https://example.com/a"])
      #expect(Self.urls(Self.mastodon, "https://example.com/a\(ending)b next") == ["https://example.com/a\(ending)b"])
    }
  }

  /// Parentheses nest one level inside a Mastodon path, as in twitter-text.
  @Test func parenthesesNestOneLevel() {
    let text = "https://en.wikipedia.org/wiki/Sample_(statistics_(math)) and https://example.com/a_(b_(c_(d)))"
    #expect(Self.urls(Self.mastodon, text) == ["https://en.wikipedia.org/wiki/Sample_(statistics_(math))", "https://example.com/a_"])
    #expect(Self.urls(Self.twitter, text) == Self.urls(Self.mastodon, text))
  }

  /// A group of Mastodon-only path characters stands inside a path but cannot end it: Mastodon's
  /// ending rule accepts only twitter-text's groups.
  @Test func aGroupOfMastodonOnlyCharactersDoesNotEndAPath() {
    #expect(Self.urls(Self.mastodon, "https://ja.wikipedia.org/wiki/Tokyo_(東京) x") == ["https://ja.wikipedia.org/wiki/Tokyo_"])
    #expect(
      Self.urls(Self.mastodon, "https://ja.wikipedia.org/wiki/Tokyo_(東京)_2 x") == ["https://ja.wikipedia.org/wiki/Tokyo_(東京)_2"])
    #expect(Self.urls(Self.mastodon, "https://example.com/a_(b^c) x") == ["https://example.com/a_"])
    #expect(Self.urls(Self.mastodon, "https://example.com/a_(café) x") == ["https://example.com/a_(café)"])
    #expect(Self.urls(Self.mastodon, "https://example.com/a_(b_(日本)) x") == ["https://example.com/a_"])
  }

  /// `^` may stand in a Mastodon query (not last); twitter-text stops the query before it.
  @Test func caretStandsInAQuery() {
    #expect(Self.urls(Self.mastodon, "https://example.com/search?q=a^b x") == ["https://example.com/search?q=a^b"])
    #expect(Self.urls(Self.mastodon, "https://example.com/search?q=a^ x") == ["https://example.com/search?q=a"])
    #expect(Self.urls(Self.twitter, "https://example.com/search?q=a^b x") == ["https://example.com/search?q=a"])
  }

  /// RFC 3987 `ucschar` and `iprivate` stand in a Mastodon query and may end it; twitter-text's query
  /// is ASCII.
  @Test func internationalAndPrivateUseCharactersStandInAQuery() {
    #expect(Self.urls(Self.mastodon, "https://example.com/?q=東京 x") == ["https://example.com/?q=東京"])
    #expect(Self.urls(Self.twitter, "https://example.com/?q=東京 x") == ["https://example.com/?q="])
    #expect(Self.urls(Self.mastodon, "https://example.com/?icon=\u{E000} x") == ["https://example.com/?icon=\u{E000}"])
    #expect(Self.urls(Self.mastodon, "https://example.com/?icon=\u{F0000} x") == ["https://example.com/?icon=\u{F0000}"])
    #expect(Self.urls(Self.mastodon, "https://example.com/?icon=\u{10FFFD} x") == ["https://example.com/?icon=\u{10FFFD}"])
    // Noncharacters (U+FDD0, U+FFFFE, U+10FFFF) end the query before them.
    for value: UInt32 in [0xFDD0, 0xFFFFE, 0x10FFFF] {
      let nonCharacter = String(Character(Unicode.Scalar(value)!))
      #expect(Self.urls(Self.mastodon, "https://example.com/?a=b" + nonCharacter) == ["https://example.com/?a=b"])
    }
    #expect(Self.urls(Self.twitter, "https://example.com/?icon=\u{E000} x") == ["https://example.com/?icon="])
  }

  /// The query rules hold for `xmpp:` and `magnet:` URIs, which Mastodon adds.
  @Test func extendedURIsUseMastodonsQuery() {
    #expect(Self.urls(Self.mastodon, "magnet:?xt=urn:btih:abc&dn=a^b&x=東京 x") == ["magnet:?xt=urn:btih:abc&dn=a^b&x=東京"])
  }
}
