import Foundation
import InteractionKitTestSupport
import Testing

@testable import InteractionKitTextTokens

/// `Token.withTextUTF8(_:)` and `withValueTextUTF8(_:)` write the bytes of `text` and of
/// `value.text` exactly, and `TokenDetector.tokenCounts(inUTF8:)` counts what `tokens(inUTF8:)`
/// finds.
@Suite struct TokenUTF8OutputTests {
  /// Texts whose values need each path: schemes and hosts in upper case, URLs without a scheme
  /// and with linkify's `//`, IDN hosts, e-mails with upper-case and IDN hosts, federated mentions
  /// with upper-case and IDN domains, ASCII, stable and normalized (NFKC, folded) hashtags, lower-
  /// case cashtags, lone surrogates and non-BMP scalars next to tokens.
  static let texts: [String] = [
    "HTTPS://Example.COM/Path?Q=A#F and WWW.EXAMPLE.org/X and //Example.NET/y and example.com",
    "https://例え.テスト/パス and http://BÜCHER.example/ä and xn--bcher-kva.example",
    "Mail Ana.Lopez@EXAMPLE.com or user@Bücher.Example or mailto:Bob@Example.ORG",
    "@Alice @alice@Example.SOCIAL @bob@BÜCHER.example @cd@xn--bcher-kva.EXAMPLE",
    "#Swift #日本語 #ÉCOLE #Straße #ｆｕｌｌ #Ⅻ #café #Ǆemo #tag_1",
    "$aapl $AAPL $Tsla.B x$no",
    "🙂@ana 𝒳https://example.com/🙂 #tag🙂 \u{2028}@bob",
  ]

  /// Every token of `bytes` under every profile, detected from UTF-8 and from the decoded string.
  static func tokens(_ bytes: [UInt8]) -> [Token] {
    [DetectionProfile.twitter, .mastodon, .linkify].flatMap { profile in
      let detector = TokenDetector(profile: profile)
      return detector.tokens(inUTF8: bytes) + detector.tokens(in: String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The bytes `token` passes to `withTextUTF8(_:)`, or to `withValueTextUTF8(_:)` for `value`.
  static func bytes(_ token: Token, value: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = []
    if value { token.withValueTextUTF8 { bytes = Array($0) } } else { token.withTextUTF8 { bytes = Array($0) } }
    return bytes
  }

  static func expectBytesEqualStrings(_ tokens: [Token], sourceLocation: SourceLocation = #_sourceLocation) {
    for token in tokens {
      #expect(Self.bytes(token) == Array(token.text.utf8), "\(token)", sourceLocation: sourceLocation)
      #expect(
        Self.bytes(token, value: true) == Array(token.value.text.utf8), "\(token)", sourceLocation: sourceLocation)
    }
  }

  @Test func bytesEqualTheStringsOfEveryPath() {
    var bytes: [[UInt8]] = Self.texts.map { Array($0.utf8) }
    // A lone surrogate (WTF-8) inside a hashtag, a mention and a URL.
    bytes.append(Array("#ab".utf8) + [0xED, 0xA0, 0xBD] + Array("c @de".utf8) + [0xED, 0xB8, 0x80] + Array(" https://x.com/".utf8) + [0xED, 0xA0, 0x80])
    let tokens = bytes.flatMap(Self.tokens)
    #expect(tokens.count > 60)
    Self.expectBytesEqualStrings(tokens)
  }

  @Test func bytesEqualTheStringsOnTheMixedCorpus() {
    Self.expectBytesEqualStrings(Self.tokens(Array(SyntheticCorpus.mixed(utf8Count: 200_000, seed: 5).utf8)))
  }

  @Test func builtAndCustomTokensGiveTheirStrings() {
    let built = Token(kind: .mention, range: NSRange(location: 0, length: 3), text: "@ä\"", value: .mention(username: "ä", domain: "x"))
    #expect(Self.bytes(built) == Array("@ä\"".utf8))
    #expect(Self.bytes(built, value: true) == Array("ä@x".utf8))
    let matcher = CustomTokenMatcher(kind: "ticket", maximumLength: 10) { string in
      guard let range = string.range(of: "T-42") else { return [] }
      return [CustomTokenMatcher.Match(range: NSRange(range, in: string), payload: "id:\"42\"")]
    }
    let custom = TokenDetector(customMatchers: [matcher]).tokens(in: "see T-42 and @bob")
    #expect(custom.count == 2)
    Self.expectBytesEqualStrings(custom)
  }

  @Test func countsEqualTheTokensCounted() {
    var inputs: [[UInt8]] = Self.texts.map { Array($0.utf8) }
    inputs.append(Array(SyntheticCorpus.mixed(utf8Count: 300_000, seed: 9).utf8))
    inputs.append([])
    inputs.append(Array("@ab".utf8) + [0xFF] + Array(" #x https://example.com".utf8))
    for profile in [DetectionProfile.twitter, .mastodon, .linkify] {
      let detector = TokenDetector(profile: profile)
      for input in inputs {
        var expected: [TokenKind: Int] = [:]
        for token in detector.tokens(inUTF8: input) { expected[token.kind, default: 0] += 1 }
        let counts = input.withUnsafeBufferPointer { detector.tokenCounts(inUTF8: $0) }
        #expect(counts == expected)
      }
    }
  }
}
