import Foundation
import Testing
import InteractionKitTestSupport
@testable import InteractionKitTextTokens

/// The mention, hashtag and cashtag scans jump over a run of one sign to its last sign. These
/// tests hold them against the scan loops as they were before that shortcut (every sign tried in
/// turn), on random texts dense in signs.
struct SignRunTests {
  /// Sign-dense text: runs of `@ ＠ # ＃ $`, name characters, separators, accents and CJK.
  static func signText(length: Int, using random: inout SplitMix64) -> String {
    let pieces = ["@", "@@", "@@@@@", "＠", "＠＠", "#", "###", "＃＃", "$", "$$$", "a", "Z", "é", "1", "_", "-", ".",
      " ", "字", "rt", "RT", "/", ":", "://", "&", "b@c.de"]
    var text = ""
    while text.utf16.count < length { text += random.pick(pieces) }
    return text
  }

  /// The twitter mention loop without the run shortcut.
  static func referenceTwitterMentions(_ matcher: MentionMatcher, _ units: UnsafeBufferPointer<UInt16>) -> [TokenMatch] {
    UnicodeClasses.withTable { classes in
      var result: [TokenMatch] = []
      var index = 0
      while index < units.count - 1 {
        let sign = units[index]
        guard sign == 0x40 || sign == 0xFF20, UTF16Scalars.isASCIIWordCharacter(units[index + 1]),
          index == 0 || !MentionMatcher.isTwitterBlockedPredecessor(units[index - 1])
            || (units[index - 1] | 0x20 == 0x74 && MentionMatcher.followsRetweetMarker(units, sign: index)),
          let found = matcher.twitterMention(units, at: index, classes: classes)
        else {
          index += 1
          continue
        }
        result.append(found)
        index = found.range.upperBound
      }
      return result
    }
  }

  /// The Mastodon mention loop without the run shortcut.
  static func referenceFederatedMentions(_ matcher: MentionMatcher, _ units: UnsafeBufferPointer<UInt16>) -> [TokenMatch]
  {
    UnicodeClasses.withTable { classes in
      var result: [TokenMatch] = []
      var index = 0
      while index < units.count - 1 {
        guard units[index] == 0x40, UTF16Scalars.isASCIIWordCharacter(units[index + 1]),
          let found = matcher.federatedMention(units, at: index, classes: classes)
        else {
          index += 1
          continue
        }
        result.append(found)
        index = found.range.upperBound
      }
      return result
    }
  }

  /// The hashtag loop without the run shortcut.
  static func referenceHashtags(_ matcher: HashtagMatcher, _ units: UnsafeBufferPointer<UInt16>) -> [TokenMatch] {
    UnicodeClasses.withTable { classes in
      let isTwitter = matcher.rules.syntax == .twitter
      let tagStart: UnicodeClasses.Flags = isTwitter ? .twitterHashtagBody : .word
      var result: [TokenMatch] = []
      var index = 0
      while index < units.count - 1 {
        let sign = units[index]
        let next = units[index + 1]
        let previous: UInt16 = index > 0 ? units[index - 1] : 0x20
        let previousBlocks =
          previous < 0x80
          && (isTwitter
            ? UTF16Scalars.isASCIIWordCharacter(previous) || previous == 0x26
            : previous != 0x20 && (previous < 0x09 || previous > 0x0D))
        guard sign == 0x23 || sign == 0xFF03, next & 0xF800 == 0xD800 || classes.bmp[Int(next)].intersects(tagStart),
          !previousBlocks,
          let tag = isTwitter
            ? matcher.twitterTag(units, sign: index, classes: classes)
            : matcher.mastodonTag(units, sign: index, classes: classes)
        else {
          index += 1
          continue
        }
        result.append(
          TokenMatch(
            range: index..<tag.upperBound, recipe: .hashtag(tag: tag, foldsToASCII: matcher.rules.foldsToASCII)))
        index = tag.upperBound
      }
      return result
    }
  }

  @Test("Mentions after runs of at signs equal the sign-by-sign scan (2,000 random texts, both syntaxes)")
  func mentions() {
    var random = SplitMix64(seed: 0x5167_0001)
    for _ in 0..<2_000 {
      let text = ScanText(Self.signText(length: random.int(1...80), using: &random))
      for rules in [MentionRules.twitter, .mastodon] {
        let matcher = MentionMatcher(rules: rules)
        let expected = text.units.withUnsafeBufferPointer { units in
          rules.syntax == .twitter
            ? Self.referenceTwitterMentions(matcher, units) : Self.referenceFederatedMentions(matcher, units)
        }
        #expect(matcher.matches(in: text) == expected, "\(text.string(0..<text.count))")
      }
    }
  }

  @Test("Hashtags after runs of signs equal the sign-by-sign scan (2,000 random texts, both syntaxes)")
  func hashtags() {
    var random = SplitMix64(seed: 0x5167_0002)
    for _ in 0..<2_000 {
      let text = ScanText(Self.signText(length: random.int(1...80), using: &random))
      for rules in [HashtagRules.twitter, .mastodon] {
        let matcher = HashtagMatcher(rules: rules)
        let expected = text.units.withUnsafeBufferPointer { Self.referenceHashtags(matcher, $0) }
        #expect(matcher.matches(in: text) == expected, "\(text.string(0..<text.count))")
      }
    }
  }

  @Test("Exact cases: the last sign of a run is still tried")
  func exactCases() {
    let twitter = TokenDetector(profile: .twitter)
    #expect(twitter.tokens(in: "###tag").map(\.text) == ["#tag"])
    #expect(twitter.tokens(in: "＃＃＃tag").map(\.text) == ["＃tag"])
    #expect(twitter.tokens(in: "@@@user").map(\.text) == [])
    #expect(twitter.tokens(in: "$$$ABC").map(\.text) == [])
    #expect(twitter.tokens(in: String(repeating: "#", count: 100_000) + "tag").map(\.range)
      == [NSRange(location: 99_999, length: 4)])
    #expect(TokenDetector(profile: .mastodon).tokens(in: "x @@@alice").map(\.text) == ["@alice"])
  }

  @Test("endOfRun stops at the first other unit, at every alignment")
  func endOfRun() {
    for length in 0..<20 {
      for tail: UInt16 in [0x41, 0x140, 0x4040] {
        let units: [UInt16] = Array(repeating: 0x40, count: length) + [tail, 0x40]
        units.withUnsafeBufferPointer { buffer in
          #expect(UTF16Scalars.endOfRun(of: 0x40, in: buffer, from: 0, to: buffer.count) == length)
          #expect(UTF16Scalars.endOfRun(of: 0x40, in: buffer, from: 0, to: min(length, 3)) == min(length, 3))
        }
      }
    }
  }
}
