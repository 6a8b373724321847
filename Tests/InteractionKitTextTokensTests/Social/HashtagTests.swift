import Foundation
import InteractionKitTextTokens
import Testing

/// twitter-text hashtag rules beyond the conformance suite: signs, keycaps, what may precede and
/// follow a tag, right-to-left scripts, values, the length cap.
@Suite("Hashtags (twitter rules)")
struct HashtagTests {
  static let hashtagsOnly = TokenDetector(profile: DetectionProfile(name: "twitter-hashtags", hashtags: .twitter))

  static func hashtags(_ text: String) -> [Token] { hashtagsOnly.tokens(in: text) }

  static func value(_ token: Token?) -> String? {
    guard case .hashtag(let normalized)? = token?.value else { return nil }
    return normalized
  }

  @Test func keycapsAndEmojiPresentationAreNoHashtags() {
    #expect(Self.hashtags("#\u{FE0F}\u{20E3} #\u{20E3}abc #\u{FE0F}abc").isEmpty)
    #expect(Self.hashtags("#abc\u{FE0F}").map(\.text) == ["#abc\u{FE0F}"])
  }

  @Test func whatMayPrecedeTheSign() {
    for prefix in ["a", "é", "1", "٣", "_", "&", "\u{301}", "\u{200D}", "・", "·"] {
      #expect(Self.hashtags(prefix + "#tag").isEmpty, "\(prefix.unicodeScalars.map(\.value))")
    }
    for prefix in [" ", "#", "＃", "!", "$", "@", "(", "\u{FE0E}", "\u{FE0F}", "👍", "。", "\u{200F}", "-"] {
      #expect(Self.hashtags(prefix + "#tag").map(\.text) == ["#tag"], "\(prefix.unicodeScalars.map(\.value))")
    }
  }

  @Test func whatMayFollowTheTag() {
    #expect(Self.hashtags("#tag#x #tag＃x #tag://x").isEmpty)
    #expect(Self.hashtags("#tag:/x").map(\.text) == ["#tag"])
    #expect(Self.hashtags("#tag:x").map(\.text) == ["#tag"])
  }

  @Test func tagsNeedALetterOrMark() {
    #expect(Self.hashtags("#123 #_ #1_2 #〃 #・ #٣").isEmpty)
    #expect(Self.hashtags("#1\u{301}").map(\.text) == ["#1\u{301}"])
    #expect(Self.hashtags("#_a").map(\.text) == ["#_a"])
  }

  @Test func arabicAndHebrewHashtags() {
    let arabic = "مرحبا #السلام_عليكم و#لا #عربي٣"
    #expect(Self.hashtags(arabic).map(\.text) == ["#السلام_عليكم", "#عربي٣"])
    let hebrew = "שלום #עברית, #מ״כ #וכו׳ סוף"
    #expect(Self.hashtags(hebrew).map(\.text) == ["#עברית", "#מ״כ", "#וכו׳"])
    let isolated = "\u{2067}#עברית\u{2069} \u{200F}#نص"
    let found = Self.hashtags(isolated)
    #expect(found.map(\.text) == ["#עברית", "#نص"])
    #expect(found.map(\.range) == [NSRange(location: 1, length: 6), NSRange(location: 10, length: 3)])
  }

  @Test func valuesAreNFKCAndLowerCasedWithoutASCIIFolding() {
    #expect(Self.value(Self.hashtags("#SwiftUI").first) == "swiftui")
    #expect(Self.value(Self.hashtags("＃ｈａｓｈｔａｇ１２３").first) == "hashtag123")
    #expect(Self.value(Self.hashtags("#Café").first) == "café")
    #expect(Self.value(Self.hashtags("#Cafe\u{301}").first) == "café")
    #expect(Self.value(Self.hashtags("#ﾊｯｼｭﾀｸﾞ").first) == "ハッシュタグ")
    #expect(Self.value(Self.hashtags("#РУССКИЙ").first) == "русский")
  }

  /// Every BMP letter as a one-letter tag, every BMP decimal digit after an `a`, the extra tag
  /// characters, and a few multi-scalar tags: the value must equal
  /// Foundation's NFKC followed by lower-casing (the oracle), whichever path the detector took.
  @Test func valuesMatchFoundationForEveryBMPLetterAndDigit() {
    var tags: [String] = []
    for value in UInt32(0x80)..<0x10000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
        tags.append(String(scalar))
      case .decimalNumber:
        tags.append("a" + String(scalar))
      default:
        continue
      }
    }
    tags += [
      "a_\u{200C}\u{200D}\u{A67E}\u{05BE}\u{05F3}\u{05F4}～〜゛゜゠・〃་༌·b", "가나", "\u{1100}\u{1161}", "カ\u{3099}", "Ａｂ",
      "ǅemal", "ΣΊΣΥΦΟΣ", "İstanbul", "ﬁn", "ℌ", "e\u{301}", "Tokyo東京",
    ]
    let text = tags.map { "#" + $0 }.joined(separator: " ")
    let found = Self.hashtags(text)
    #expect(found.count == tags.count)
    var mismatches: [String] = []
    for (token, tag) in zip(found, tags) {
      let oracle = tag.precomposedStringWithCompatibilityMapping.lowercased()
      if token.text != "#" + tag || Self.value(token) != oracle { mismatches.append(tag) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20).map { $0.unicodeScalars.map(\.value) })")
  }

  @Test func theLengthCapIsInclusiveAndLongerRunsAreNoHashtag() {
    let limit = HashtagRules.twitter.maximumTagLength
    #expect(limit == 1_000)
    #expect(HashtagRules.twitter.maximumLength == 1_001)
    let atLimit = "#" + String(repeating: "a", count: limit)
    #expect(Self.hashtags(atLimit + " #b").map(\.range.length) == [limit + 1, 2])
    #expect(Self.hashtags("#" + String(repeating: "a", count: limit + 1) + " #b").map(\.text) == ["#b"])
    let custom = TokenDetector(
      profile: DetectionProfile(name: "short", hashtags: HashtagRules(syntax: .twitter, maximumTagLength: 3)))
    #expect(custom.tokens(in: "#abc #abcd #𠀡𠀡").map(\.text) == ["#abc"])
    #expect(HashtagRules(syntax: .mastodon, maximumTagLength: 0).maximumLength == 2)
    #expect(HashtagRules(syntax: .mastodon, maximumTagLength: .max).maximumLength == 65_537)
  }

  @Test func aMegabyteLongHashtagIsCappedWithoutHanging() {
    let huge = "#" + String(repeating: "a", count: 1_000_000)
    #expect(Self.hashtags(huge).isEmpty)
    #expect(Self.hashtags(huge + " #next").map(\.text) == ["#next"])
    let mastodon = TokenDetector(profile: DetectionProfile(name: "m", hashtags: .mastodon))
    #expect(mastodon.tokens(in: huge + " #next").map(\.text) == ["#next"])
    let separated = "#" + String(repeating: "a·", count: 500_000)
    #expect(mastodon.tokens(in: separated).isEmpty)
  }

  @Test func astralLettersAndSurrogatePairs() {
    let found = Self.hashtags("😀#𠀡𠀢 #A𐒠")
    #expect(found.map(\.text) == ["#𠀡𠀢", "#A𐒠"])
    #expect(found.map(\.range) == [NSRange(location: 2, length: 5), NSRange(location: 8, length: 4)])
  }
}
