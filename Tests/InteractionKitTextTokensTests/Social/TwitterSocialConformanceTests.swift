import Foundation
import InteractionKitTextTokens
import Testing

/// twitter-text's `extract.yml`, the mention, list, hashtag and cashtag sections, run through
/// `TokenDetector(profile: .twitter)` (so URL overlap resolution applies, as in twitter-text's
/// extractor) and filtered by kind. One parameterised test per section, so each section reports
/// its own pass count. Indices are UTF-16, half-open. No case is skipped.
@Suite("twitter-text extract.yml: mentions, lists, hashtags, cashtags")
struct TwitterSocialConformanceTests {
  static let detector = TokenDetector(profile: .twitter)

  /// The tokens of one kind in `text`.
  static func tokens(_ kind: TokenKind, in text: String) -> [Token] {
    detector.tokens(in: text).filter { $0.kind == kind }
  }

  /// Plain mentions (twitter-text's `extract_mentioned_screen_names` leaves lists out).
  static func screenNames(in text: String) -> [Token] {
    tokens(.mention, in: text).filter { $0.mentionListSlug == nil }
  }

  /// The text of a token without its sign (`@`, `＠`, `#`, `＃`, `$` are one UTF-16 unit each).
  static func unsigned(_ token: Token) -> String { String(token.text.dropFirst()) }

  static func username(_ token: Token) -> String? {
    if case .mention(let username, _) = token.value { username } else { nil }
  }

  @Test("mentions", arguments: Conformance.twitter("mentions"))
  func mentions(_ testCase: Conformance.TwitterCase) {
    let found = Self.screenNames(in: testCase.text).map { Self.username($0) ?? "?" }
    #expect(found == testCase.expected.strings, "\(testCase.text)")
  }

  @Test("mentions_with_indices", arguments: Conformance.twitter("mentions_with_indices"))
  func mentionsWithIndices(_ testCase: Conformance.TwitterCase) {
    let found = Self.screenNames(in: testCase.text).map {
      SocialEntity(value: Self.username($0) ?? "?", start: $0.range.location, end: NSMaxRange($0.range))
    }
    #expect(found == SocialEntity.expected(testCase.expected, key: "screen_name"), "\(testCase.text)")
  }

  @Test("mentions_or_lists_with_indices", arguments: Conformance.twitter("mentions_or_lists_with_indices"))
  func mentionsOrListsWithIndices(_ testCase: Conformance.TwitterCase) {
    let found = Self.tokens(.mention, in: testCase.text).map {
      SocialEntity(
        value: (Self.username($0) ?? "?") + "|" + ($0.mentionListSlug ?? ""), start: $0.range.location,
        end: NSMaxRange($0.range))
    }
    var expected: [SocialEntity] = []
    if case .array(let items) = testCase.expected {
      for case .object(let object) in items {
        guard case .string(let name)? = object["screen_name"], case .string(let slug)? = object["list_slug"],
          case .array(let indices)? = object["indices"], indices.count == 2,
          case .number(let start) = indices[0], case .number(let end) = indices[1]
        else { continue }
        expected.append(SocialEntity(value: name + "|" + slug, start: Int(start), end: Int(end)))
      }
    }
    #expect(!expected.isEmpty)
    #expect(found == expected, "\(testCase.text)")
  }

  @Test("hashtags", arguments: Conformance.twitter("hashtags"))
  func hashtags(_ testCase: Conformance.TwitterCase) {
    let found = Self.tokens(.hashtag, in: testCase.text).map(Self.unsigned)
    #expect(found == testCase.expected.strings, "\(testCase.text)")
  }

  @Test("hashtags_from_astral", arguments: Conformance.twitter("hashtags_from_astral"))
  func hashtagsFromAstral(_ testCase: Conformance.TwitterCase) {
    let found = Self.tokens(.hashtag, in: testCase.text).map(Self.unsigned)
    #expect(found == testCase.expected.strings, "\(testCase.text)")
  }

  @Test("hashtags_with_indices", arguments: Conformance.twitter("hashtags_with_indices"))
  func hashtagsWithIndices(_ testCase: Conformance.TwitterCase) {
    let found = Self.tokens(.hashtag, in: testCase.text).map {
      SocialEntity(value: Self.unsigned($0), start: $0.range.location, end: NSMaxRange($0.range))
    }
    #expect(found == SocialEntity.expected(testCase.expected, key: "hashtag"), "\(testCase.text)")
  }

  @Test("cashtags", arguments: Conformance.twitter("cashtags"))
  func cashtags(_ testCase: Conformance.TwitterCase) {
    let found = Self.tokens(.cashtag, in: testCase.text).map(Self.unsigned)
    #expect(found == testCase.expected.strings, "\(testCase.text)")
  }

  @Test("cashtags_with_indices", arguments: Conformance.twitter("cashtags_with_indices"))
  func cashtagsWithIndices(_ testCase: Conformance.TwitterCase) {
    let found = Self.tokens(.cashtag, in: testCase.text).map {
      SocialEntity(value: Self.unsigned($0), start: $0.range.location, end: NSMaxRange($0.range))
    }
    #expect(found == SocialEntity.expected(testCase.expected, key: "cashtag"), "\(testCase.text)")
  }

  @Test("each section loads with its documented case count")
  func sectionSizes() {
    let sizes = [
      "mentions": 23, "mentions_with_indices": 3, "mentions_or_lists_with_indices": 5, "hashtags": 65,
      "hashtags_from_astral": 3, "hashtags_with_indices": 8, "cashtags": 8, "cashtags_with_indices": 2,
    ]
    for (section, size) in sizes { #expect(Conformance.twitter(section).count == size, "\(section)") }
  }
}

/// A `*_with_indices` entity: value and UTF-16 half-open range.
struct SocialEntity: Equatable, CustomStringConvertible {
  var value: String
  var start: Int
  var end: Int

  var description: String { "\(value)[\(start),\(end))" }

  static func expected(_ json: Conformance.JSONValue, key: String) -> [SocialEntity]? {
    json.entities(key: key)?.map { SocialEntity(value: $0.0, start: $0.1, end: $0.2) }
  }
}
