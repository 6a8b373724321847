import Foundation
import InteractionKitTestSupport
import PropertyBased
import Testing

@testable import InteractionKitTextTokens

/// "Detection in parts" (`TokenDetector.parts(of:count:)`): a text cut into parts, each detected
/// on its own from its first byte's offset, gives the tokens of the whole text.
@Suite struct TokenDetectorPartsTests {
  /// The tokens of `parts` of `bytes`, each detected from the offset the previous one returned
  /// (minus the shared white space) or, with `assumed`, from its well-formed length.
  static func partTokens(_ detector: TokenDetector, _ bytes: [UInt8], parts: [Range<Int>]) -> [Token] {
    var tokens: [Token] = []
    bytes.withUnsafeBufferPointer { buffer in
      var location = 0
      for part in parts {
        let end = detector.forEachToken(inUTF8: UnsafeBufferPointer(rebasing: buffer[part]), startingAt: location) {
          tokens.append($0)
        }
        location = end - 1
      }
    }
    return tokens
  }

  /// Checks that `parts` cut `bytes` as promised: in order, covering the text, each but the last
  /// ending just after an ASCII white-space byte the next starts with, at most `count` of them.
  static func expectCut(_ parts: [Range<Int>], of bytes: [UInt8], count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(parts.count <= max(count, 1), sourceLocation: sourceLocation)
    #expect(parts.isEmpty == bytes.isEmpty, sourceLocation: sourceLocation)
    guard let first = parts.first, let last = parts.last else { return }
    #expect(first.lowerBound == 0 && last.upperBound == bytes.count, sourceLocation: sourceLocation)
    for (part, next) in zip(parts, parts.dropFirst()) {
      #expect(part.upperBound == next.lowerBound + 1 && !part.isEmpty, sourceLocation: sourceLocation)
      #expect([0x20, 0x09, 0x0A, 0x0D].contains(bytes[next.lowerBound]), sourceLocation: sourceLocation)
    }
  }

  /// Random texts of tokens, separators and malformed bytes in 1 to 9 parts: the parts' tokens
  /// are the whole text's, with the same offsets, and each part's returned end is its decoded end.
  @Test func randomTextsGiveTheSameTokensInParts() async {
    let pieces = TokenDetectorWindowTests.pieces
    await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let bytes = (0..<rng.int(0...60)).flatMap { _ in rng.pick(pieces) }
      let count = rng.int(1...9)
      let parts = bytes.withUnsafeBufferPointer { TokenDetector.parts(of: $0, count: count) }
      Self.expectCut(parts, of: bytes, count: count)
      for profile in TokenDetectorWindowTests.profiles {
        let detector = TokenDetector(profile: profile)
        #expect(
          Self.partTokens(detector, bytes, parts: parts) == detector.tokens(inUTF8: bytes),
          "\(count) parts: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
      }
      // The offset after the whole text, from one part, is its decoded length.
      let end = bytes.withUnsafeBufferPointer {
        TokenDetector(profile: .twitter).forEachToken(inUTF8: $0, startingAt: 7) { _ in }
      }
      #expect(end == 7 + String(decoding: bytes, as: UTF8.self).utf16.count)
    }
  }

  /// The well-formed length is the decoded length of well-formed text, and not of malformed text
  /// (so a caller that assumes it must check the offsets the parts return).
  @Test func wellFormedLengths() {
    for text in ["", "a", "é 日本 🙂 x", String(repeating: "ab🙂ü ", count: 40)] {
      let bytes = Array(text.utf8)
      #expect(
        bytes.withUnsafeBufferPointer { TokenDetector.utf16LengthIfWellFormed($0, from: 0, to: bytes.count) }
          == text.utf16.count)
    }
    let malformed: [UInt8] = [0x61, 0x80, 0x20]
    let assumed = malformed.withUnsafeBufferPointer { TokenDetector.utf16LengthIfWellFormed($0, from: 0, to: 3) }
    #expect(assumed != String(decoding: malformed, as: UTF8.self).utf16.count)
  }

  /// The dense corpus in 2 to 16 parts, and texts that cannot be cut: empty, one long word,
  /// white space only.
  @Test func corporaAndEdgeCases() {
    let dense = Array(SyntheticCorpus.dense(utf8Count: 60_000, seed: 9).utf8)
    let detector = TokenDetector(profile: .linkify)
    for count in [2, 3, 16] {
      let parts = dense.withUnsafeBufferPointer { TokenDetector.parts(of: $0, count: count) }
      Self.expectCut(parts, of: dense, count: count)
      #expect(parts.count == count)
      #expect(Self.partTokens(detector, dense, parts: parts) == detector.tokens(inUTF8: dense))
    }
    let word = Array(("https://example.com/" + String(repeating: "a", count: 5_000)).utf8)
    #expect(word.withUnsafeBufferPointer { TokenDetector.parts(of: $0, count: 4) } == [0 ..< word.count])
    #expect([UInt8]().withUnsafeBufferPointer { TokenDetector.parts(of: $0, count: 4) }.isEmpty)
    let spaces = [UInt8](repeating: 0x20, count: 10)
    let parts = spaces.withUnsafeBufferPointer { TokenDetector.parts(of: $0, count: 4) }
    Self.expectCut(parts, of: spaces, count: 4)
    #expect(parts.count == 4)
    #expect(TokenDetector(profile: .twitter).detectsInParts)
    #expect(!TokenDetector(profile: .twitter, customMatchers: [StorageTestMatchers.ticket]).detectsInParts)
  }
}
