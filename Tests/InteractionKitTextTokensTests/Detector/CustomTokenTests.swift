import Foundation
import InteractionKitTextTokens
import Testing

/// User-registered token kinds: a ticket reference matcher (`IK-123`) with its payload, its
/// overlap with built-in kinds, and the detector's checks on what a custom matcher returns.
@Suite("Custom token kinds")
struct CustomTokenTests {
  /// Finds `IK-` followed by 1…6 ASCII digits, not preceded by a letter or digit and not followed
  /// by a digit; the payload is the number.
  static let tickets = CustomTokenMatcher(kind: "ticket", maximumLength: 9) { string in
    let units = Array(string.utf16)
    var matches: [CustomTokenMatcher.Match] = []
    var index = 0
    func isAlphanumeric(_ unit: UInt16) -> Bool {
      (unit >= 0x30 && unit <= 0x39) || ((unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A)
    }
    while index + 3 < units.count {
      guard units[index] == 0x49, units[index + 1] == 0x4B, units[index + 2] == 0x2D,
        index == 0 || !isAlphanumeric(units[index - 1])
      else {
        index += 1
        continue
      }
      var end = index + 3
      while end < units.count, end - index < 9, units[end] >= 0x30, units[end] <= 0x39 { end += 1 }
      let digits = end - index - 3
      if digits > 0, end == units.count || !(units[end] >= 0x30 && units[end] <= 0x39) {
        let number = String(decoding: units[(index + 3)..<end], as: UTF16.self)
        matches.append(.init(range: NSRange(location: index, length: end - index), payload: number))
        index = end
      } else {
        index += 1
      }
    }
    return matches
  }

  static let detector = TokenDetector(
    profile: DetectionProfile(name: "social", mentions: .twitter, hashtags: .twitter, cashtags: .twitter),
    customMatchers: [tickets])

  @Test func ticketsAreFoundWithTheirPayload() {
    let text = "Fixed in IK-123 and IK-7 (not XIK-9 or IK-1234567) 👍IK-42"
    let tokens = Self.detector.tokens(in: text)
    #expect(tokens.map(\.kind) == [.custom("ticket"), .custom("ticket"), .custom("ticket")])
    #expect(tokens.map(\.text) == ["IK-123", "IK-7", "IK-42"])
    #expect(tokens.map(\.value) == [.custom(payload: "123"), .custom(payload: "7"), .custom(payload: "42")])
    #expect(tokens.last?.range == NSRange(location: text.utf16.count - 5, length: 5))
    #expect(TokenKind.custom("ticket").description == "ticket")
  }

  @Test func ticketsAndBuiltInKindsLiveSideBySide() {
    let tokens = Self.detector.tokens(in: "@alice see IK-9 #release $AAPL")
    #expect(tokens.map(\.kind) == [.mention, .custom("ticket"), .hashtag, .cashtag])
  }

  @Test func overlapsWithBuiltInKindsResolveByStartThenLengthThenPriority() {
    // The hashtag starts first and wins; the ticket inside it is dropped.
    #expect(Self.detector.tokens(in: "#IK-12").map(\.text) == ["#IK"])
    // Same start, the custom match is longer: it wins over the mention.
    let team = CustomTokenMatcher(kind: "team", maximumLength: 32) { string in
      guard let range = string.range(of: "@alice-team") else { return [] }
      return [.init(range: NSRange(range, in: string), payload: "alice-team")]
    }
    let withTeam = TokenDetector(profile: DetectionProfile(name: "m", mentions: .twitter), customMatchers: [team])
    #expect(withTeam.tokens(in: "hi @alice-team").map(\.kind) == [.custom("team")])
    // Same start and length: the built-in kind comes first.
    let shadow = CustomTokenMatcher(kind: "shadow", maximumLength: 32) { string in
      guard let range = string.range(of: "@alice") else { return [] }
      return [.init(range: NSRange(range, in: string), payload: "")]
    }
    let withShadow = TokenDetector(profile: DetectionProfile(name: "m", mentions: .twitter), customMatchers: [shadow])
    #expect(withShadow.tokens(in: "hi @alice").map(\.kind) == [.mention])
    // Two custom kinds at the same range: registration order decides.
    let echo = CustomTokenMatcher(kind: "echo", maximumLength: 32) { string in shadow.matches(string) }
    let shadowFirst = TokenDetector(profile: DetectionProfile(name: "none"), customMatchers: [shadow, echo])
    #expect(shadowFirst.tokens(in: "@alice").map(\.kind) == [.custom("shadow")])
    let echoFirst = TokenDetector(profile: DetectionProfile(name: "none"), customMatchers: [echo, shadow])
    #expect(echoFirst.tokens(in: "@alice").map(\.kind) == [.custom("echo")])
  }

  @Test func invalidCustomRangesAreIgnored() {
    let wild = CustomTokenMatcher(kind: "wild", maximumLength: 4) { string in
      let length = string.utf16.count
      return [
        .init(range: NSRange(location: -1, length: 2), payload: "negative"),
        .init(range: NSRange(location: 0, length: 0), payload: "empty"),
        .init(range: NSRange(location: 0, length: 5), payload: "too long"),
        .init(range: NSRange(location: length - 1, length: 2), payload: "past the end"),
        .init(range: NSRange(location: 1, length: 2), payload: "fine"),
      ]
    }
    let detector = TokenDetector(profile: DetectionProfile(name: "none"), customMatchers: [wild])
    #expect(detector.tokens(in: "abcdef").map(\.value) == [.custom(payload: "fine")])
    #expect(CustomTokenMatcher(kind: "x", maximumLength: 0) { _ in [] }.maximumLength == 1)
    #expect(CustomTokenMatcher(kind: "x", maximumLength: .max) { _ in [] }.maximumLength == 65_536)
  }
}
