import Foundation
import InteractionKitTestSupport
import InteractionKitTextTokens
import Testing

/// The detector as a whole: overlap resolution between kinds, UTF-16 and `String.Index` ranges
/// after emoji, ZWJ sequences, combining marks and right-to-left text, and malformed input.
@Suite("TokenDetector: overlaps, offsets, malformed input")
struct TokenDetectorTests {
  static let social = TokenDetector(
    profile: DetectionProfile(name: "social", mentions: .twitter, hashtags: .twitter, cashtags: .twitter))

  // MARK: overlap resolution with the URL and e-mail rules

  @Test func aHashtagInsideAURLIsDropped() {
    let text = "see https://example.com/page#section and #real"
    let tokens = TokenDetector(profile: .twitter).tokens(in: text)
    #expect(tokens.map(\.kind) == [.url, .hashtag])
    #expect(tokens.map(\.text) == ["https://example.com/page#section", "#real"])
  }

  @Test func aMentionInsideAURLIsDropped() {
    let text = "https://medium.com/@alice/post and @bob"
    let tokens = TokenDetector(profile: .twitter).tokens(in: text)
    #expect(tokens.map(\.text) == ["https://medium.com/@alice/post", "@bob"])
  }

  @Test func anEmailIsOneTokenInTheMastodonProfile() {
    let tokens = TokenDetector(profile: .mastodon).tokens(in: "write to bob@example.com today")
    #expect(tokens.map(\.kind) == [.email])
    #expect(tokens.map(\.text) == ["bob@example.com"])
    #expect(TokenDetector(profile: .mastodon).tokens(in: "@bob@example.com").map(\.kind) == [.mention])
  }

  // MARK: ranges after emoji, ZWJ, combining marks, right-to-left text

  /// Text pieces; the `true` ones are the tokens the social profile must find, in order.
  static let pieces: [(String, Bool)] = [
    ("👨‍👩‍👧‍👦 ", false), ("#family", true), (" e\u{301}\u{302} ", false), ("@user", true),
    (" 🏳️‍🌈 ", false), ("$AAPL", true), (" שלום ", false), ("#עברית", true), (" \u{200F}مرحبا ", false),
    ("#مرحبا_بكم", true), ("\u{202E}abc\u{202C} ", false), ("@other/list-1", true), (" 🇯🇵", false),
    ("＃日本", true), (" क्षि ", false), ("#𠀡", true), (".", false),
  ]

  @Test func rangesAreUTF16OffsetsAndMapToStringIndices() throws {
    let text = Self.pieces.map(\.0).joined()
    var expected: [(NSRange, String)] = []
    var offset = 0
    for (piece, isToken) in Self.pieces {
      if isToken { expected.append((NSRange(location: offset, length: piece.utf16.count), piece)) }
      offset += piece.utf16.count
    }
    let tokens = Self.social.tokens(in: text)
    #expect(tokens.map(\.range) == expected.map(\.0))
    #expect(tokens.map(\.text) == expected.map(\.1))
    for token in tokens {
      let range = try #require(token.range(in: text))
      #expect(String(text[range]) == token.text)
      #expect(NSRange(range, in: text) == token.range)
    }
  }

  // MARK: malformed input

  @Test func loneSurrogatesAndNULNeverCrash() {
    // On Darwin an NSString keeps lone surrogates through bridging; elsewhere they become U+FFFD.
    let units: [UInt16] = [
      0xD800, 0x23, 0x61, 0x20, 0x40, 0x62, 0xDC00, 0x20, 0x24, 0x41, 0x42, 0x20, 0xD83D, 0x0, 0x23, 0x63,
    ]
    let text = NSString(characters: units, length: units.count) as String
    for profile in [DetectionProfile.twitter, .mastodon, .linkify] {
      let tokens = TokenDetector(profile: profile).tokens(in: text)
      for token in tokens { #expect(NSMaxRange(token.range) <= text.utf16.count) }
    }
    let social = Self.social.tokens(in: text)
    #expect(social.map(\.kind) == [.hashtag, .mention, .cashtag, .hashtag])
    #expect(social.map(\.range.location) == [1, 4, 8, 14])
    #expect(Self.social.tokens(in: "\0#a\0@b $C \0").map(\.text) == ["#a", "@b", "$C"])
    #expect(Self.social.tokens(in: "$C\0").isEmpty)
    #expect(Self.social.tokens(in: "").isEmpty)
    #expect(Self.social.tokens(in: "#").isEmpty)
    #expect(Self.social.tokens(in: "@").isEmpty)
    #expect(Self.social.tokens(in: "$").isEmpty)
  }

  @Test func randomTextYieldsSortedDisjointTokensThatMatchTheirText() {
    let alphabet: [String] = [
      "a", "Z", "9", "_", "-", ".", "/", ":", " ", "\n", "#", "＃", "@", "＠", "$", "é", "\u{301}", "\u{200D}",
      "\u{200C}", "·", "・", "👍", "🏳️‍🌈", "日", "ש", "م", "\u{FE0F}", "\u{20E3}", "&", "=", "http", "://", "rt",
    ]
    var generator = SplitMix64(seed: 7)
    let profiles = [
      Self.social,
      TokenDetector(profile: DetectionProfile(name: "m", mentions: .mastodon, hashtags: .mastodon)),
    ]
    for _ in 0..<500 {
      let length = Int(generator.next() % 40)
      let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
      let utf16 = Array(text.utf16)
      for detector in profiles {
        var end = 0
        for token in detector.tokens(in: text) {
          #expect(token.range.location >= end && token.range.length > 0, "\(text)")
          end = NSMaxRange(token.range)
          #expect(end <= utf16.count)
          guard end <= utf16.count else { continue }
          let slice = String(decoding: utf16[token.range.location..<end], as: UTF16.self)
          #expect(slice == token.text, "\(text)")
        }
      }
    }
  }
}
