import Foundation
import InteractionKitTestSupport
import InteractionKitTextTokens
import Testing

@testable import InteractionKitCLICore

/// "Strings straight into the buffer": the eight-bytes-at-a-time check for characters JSON
/// escapes, and the tokens' direct writes it checks.
@Suite struct TokenOutputWriterEscapeTests {
  /// Whether `bytes` hold `"`, `\` or a control character, one byte at a time.
  static func needsEscape(_ bytes: [UInt8]) -> Bool {
    bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
  }

  /// Every escaped byte and its neighbours (0x1F, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xFF) at
  /// every position of strings of 0 to 24 bytes, with garbage after the end that must not count.
  @Test func theWordCheckFindsExactlyTheBytesToEscape() {
    let special: [UInt8] = Array(0..<0x20) + [0x22, 0x5C]
    let harmless: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x61, 0x7F, 0x80, 0xC3, 0xFF]
    for length in 0...24 {
      for position in 0..<max(length, 1) {
        for byte in special + harmless {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          if length > 0 { bytes[position] = byte }
          // Past the end: a quote, a control character and a backslash, to be ignored.
          let padded = bytes + [0x22, 0x01, 0x5C, 0x22, 0x01, 0x5C, 0x22, 0x01]
          let found = padded.withUnsafeBufferPointer {
            TokenOutputWriter.needsJSONEscape($0.baseAddress!, count: length)
          }
          #expect(found == Self.needsEscape(bytes), "length \(length), byte \(byte) at \(position)")
        }
      }
    }
  }

  /// `Token.writeTextUTF8(into:)` and `writeValueTextUTF8(into:)` write the bytes of `text` and
  /// of `value.text` within `utf8Capacity`, on the dense corpus with every profile (upper-case
  /// schemes and hosts, IDN hosts, long paths) and on a text of the cases in between.
  @Test func directWritesEqualTheStrings() {
    let texts = [
      SyntheticCorpus.dense(utf8Count: 60_000, seed: 8),
      "HTTPS://WWW.EXAMPLE.COM/PATH HTTP://Ab.CD.ef.GH.ij.KL.mn/Q Mail.Name@EXAMPLE.ORG.UK @Alice@EXAMPLE.SOCIAL "
        + "#ABCDEFGHIJK $abcdef https://BÜCHER.example/ä WWW.ÉXAMPLE.com/abcdefgh",
    ]
    for text in texts {
      for profile in [DetectionProfile.twitter, .mastodon, .linkify] {
        for token in TokenDetector(profile: profile).tokens(in: text) {
          let capacity = token.utf8Capacity
          var buffer = [UInt8](repeating: 0, count: capacity)
          let textCount = buffer.withUnsafeMutableBufferPointer { token.writeTextUTF8(into: $0.baseAddress!) }
          #expect(Array(buffer[0..<textCount]) == Array(token.text.utf8), "\(token)")
          let valueCount = buffer.withUnsafeMutableBufferPointer { token.writeValueTextUTF8(into: $0.baseAddress!) }
          if let valueCount {
            #expect(Array(buffer[0..<valueCount]) == Array(token.value.text.utf8), "\(token)")
          }
        }
      }
    }
  }
}
