import Foundation
import InteractionKitTestSupport
import PropertyBased
import Testing

@testable import InteractionKitTextTokens

/// "Detection in windows" (`TokenDetector.forEachWindow(of:byteCount:_:)`): detecting UTF-8 text a
/// window at a time gives exactly the tokens and counts of one pass over the whole text, whatever
/// the window size, for well-formed and malformed text alike.
@Suite struct TokenDetectorWindowTests {
  static let profiles: [DetectionProfile] = [.twitter, .mastodon, .linkify]

  /// The tokens `forEachToken(inUTF8:windowByteCount:_:)` passes, in order.
  static func windowedTokens(_ detector: TokenDetector, _ bytes: [UInt8], window: Int) -> [Token] {
    var tokens: [Token] = []
    bytes.withUnsafeBufferPointer { buffer in
      detector.forEachToken(inUTF8: buffer, windowByteCount: window) { tokens.append($0) }
    }
    return tokens
  }

  /// Checks windows of `sizes` bytes against one pass over the whole text (`tokens(inUTF8:)`, and
  /// `tokens(in:)` of the decoded string): tokens, their text and value, and the counts per kind.
  static func expectWindowsMatchWholeText(
    _ bytes: [UInt8], sizes: [Int], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for profile in profiles {
      let detector = TokenDetector(profile: profile)
      let whole = detector.tokens(inUTF8: bytes)
      #expect(whole == detector.tokens(in: String(decoding: bytes, as: UTF8.self)), sourceLocation: sourceLocation)
      var expectedCounts: [TokenKind: Int] = [:]
      for token in whole { expectedCounts[token.kind, default: 0] += 1 }
      for size in sizes {
        let windowed = windowedTokens(detector, bytes, window: size)
        #expect(windowed == whole, "window \(size): \(String(decoding: bytes, as: UTF8.self).debugDescription)", sourceLocation: sourceLocation)
        let counts = bytes.withUnsafeBufferPointer { detector.tokenCounts(inUTF8: $0, windowByteCount: size) }
        #expect(counts == expectedCounts, "window \(size)", sourceLocation: sourceLocation)
      }
    }
  }

  /// Random texts of tokens, near-tokens, separators (spaces, tabs, CRLF, runs of them, other
  /// white space that does not cut a window) and malformed bytes, cut into windows of 1 to 64
  /// bytes: every window edge lands somewhere a token could be.
  @Test func randomTextsGiveTheSameTokensInAnyWindows() async {
    let pieces = Self.pieces
    await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let bytes = (0..<rng.int(0...40)).flatMap { _ in rng.pick(pieces) }
      Self.expectWindowsMatchWholeText(bytes, sizes: [1, 2, 3, 5, 8, 13, 64])
    }
  }

  /// Pieces of random texts: tokens, near-tokens, separators (spaces, tabs, CRLF, runs of them,
  /// other white space that does not cut a window) and malformed bytes.
  static let pieces: [[UInt8]] = [
    "https://example.com/a?b=c#d", "www.Example.org/x", "//example.net/y", "example.com", "a.b", "Ana.Lopez@EXAMPLE.com",
    "mailto:bob@example.org", "@alice", "@alice@example.social", "@bob@bücher.example", "#tag", "#日本語", "#ÉCOLE",
    "$AAPL", "$x", "http://例え.テスト/パス", "xn--bcher-kva.example", "(https://example.com/a_(b))", "\"@q\"",
    "@", "#", "$", ".", ":", "/", "＠ana", "＃tag", "🙂", "é", "x",
    " ", " ", "  ", "\t", "\n", "\r\n", "\r", " \n ", "\u{00A0}", "\u{3000}", "\u{2028}", "\u{000B}", "\u{000C}",
  ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xE2, 0x82]]

  /// The benchmark corpora, mixed and dense, in windows of 1 kB and 4 kB.
  @Test func corporaGiveTheSameTokensInWindows() {
    Self.expectWindowsMatchWholeText(Array(SyntheticCorpus.mixed(utf8Count: 40_000, seed: 4).utf8), sizes: [1_000, 4_096])
    Self.expectWindowsMatchWholeText(Array(SyntheticCorpus.dense(utf8Count: 40_000, seed: 4).utf8), sizes: [1_000, 4_096])
  }

  /// A word far longer than a window (a 300 kB URL, too long to be a token, and a 3 kB one that is
  /// one) makes its window longer, and the tokens around it keep their offsets.
  @Test func wordsLongerThanAWindowStayWhole() {
    let long = "@ana https://example.com/" + String(repeating: "é", count: 150_000) + " #after"
    let token = "x https://example.com/" + String(repeating: "a", count: 3_000) + " @bob"
    Self.expectWindowsMatchWholeText(Array(long.utf8), sizes: [16, 1 << 18])
    Self.expectWindowsMatchWholeText(Array(token.utf8), sizes: [16, 100])
    let tokens = Self.windowedTokens(TokenDetector(profile: .twitter), Array(token.utf8), window: 16)
    #expect(tokens.map(\.kind) == [.url, .mention])
    #expect(tokens.first?.range.length == 3_020)
  }

  /// Empty text, text of only separators, and text without any white space give no windows to cut.
  @Test func edgeCases() {
    Self.expectWindowsMatchWholeText([], sizes: [1])
    Self.expectWindowsMatchWholeText(Array(" \t\r\n  \n".utf8), sizes: [1, 2])
    Self.expectWindowsMatchWholeText(Array("@a@b.c#d$e".utf8), sizes: [1])
    Self.expectWindowsMatchWholeText(Array("a\r\n@b\r\n#c\r\n".utf8), sizes: [1, 3])
  }
}
