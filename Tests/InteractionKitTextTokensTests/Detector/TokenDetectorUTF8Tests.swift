import Foundation
import InteractionKitTestSupport
import PropertyBased
import Testing

@testable import InteractionKitTextTokens

/// `TokenDetector.tokens(inUTF8:)` against `tokens(in:)` of the decoded string, and the UTF-8
/// validation it relies on against the standard library's.
@Suite struct TokenDetectorUTF8Tests {
  /// Bytes that make up tokens, their neighbours and every kind of malformed UTF-8: ASCII anchors
  /// and letters, two-, three- and four-byte scalars, lone continuation bytes, truncated
  /// sequences, overlong forms, WTF-8 surrogates (ED A0 80, ED BF BF), bytes above U+10FFFF and
  /// the bytes that never occur (C0, C1, F5…FF).
  static let pieces: [[UInt8]] = [
    Array("a".utf8), Array("Z".utf8), Array("0".utf8), Array(" ".utf8), Array("\n".utf8), Array(".".utf8),
    Array("/".utf8), Array(":".utf8), Array("@".utf8), Array("#".utf8), Array("$".utf8), Array("_".utf8),
    Array("-".utf8), Array("\"".utf8), Array("\\".utf8), Array("https://".utf8), Array("example.com".utf8),
    Array("@alice".utf8), Array("#tag".utf8), Array("$AAPL".utf8), Array("bob@example.org".utf8),
    Array("é".utf8), Array("日本".utf8), Array("🙂".utf8), Array("＠".utf8), Array("＃".utf8), Array("\u{7F}".utf8),
    Array("\u{80}".utf8), Array("\u{7FF}".utf8), Array("\u{800}".utf8), Array("\u{FFFF}".utf8),
    Array("\u{10000}".utf8), Array("\u{10FFFF}".utf8), Array("\u{1}".utf8),
    [0x80], [0xBF], [0xC2], [0xE0, 0xA0], [0xF0, 0x9F, 0x99], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80],
    [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF],
    [0xFE], [0xF8, 0x88, 0x80, 0x80, 0x80],
  ]

  /// The text of the pieces `picks` chooses.
  static func text(_ picks: [Int]) -> [UInt8] { picks.flatMap { pieces[$0] } }

  /// Whether the scan that validates as it gathers takes `bytes` for well-formed UTF-8.
  static func scanFindsWellFormed(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { AnchoredWords(validatingUTF8: $0, measuresOffsets: false) } != nil
  }

  @Test func validationAgreesWithTheStandardLibrary() async {
    await propertyCheck(count: 2_000, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...60)) { picks in
      let bytes = Self.text(picks)
      let expected = String(validating: bytes, as: UTF8.self) != nil
      let valid = Self.scanFindsWellFormed(bytes)
      #expect(valid == expected, "\(bytes)")
    }
    // Every two- and three-byte prefix at every position of a block, and across block ends.
    for lead in 0x80...0xFF {
      for second in [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] {
        for position in [0, 5, 13, 14, 15, 16, 30, 31] {
          var bytes = [UInt8](repeating: 0x61, count: 40)
          bytes[position] = UInt8(lead)
          bytes[position + 1] = UInt8(second)
          let expected = String(validating: bytes, as: UTF8.self) != nil
          let valid = Self.scanFindsWellFormed(bytes)
          #expect(valid == expected, "\(lead) \(second) at \(position)")
        }
      }
    }
  }

  /// Checks "validation in the scan" (`AnchoredWords(validatingUTF8:anchors:measuresOffsets:)`) on
  /// `bytes` with each anchor set, with and without offsets: `nil` exactly when the standard
  /// library finds them malformed, and otherwise the units the scan of well-formed text gathers,
  /// with the same segments and the string's UTF-16 length when it measures offsets.
  static func expectScanValidates(_ bytes: [UInt8], _ label: @autoclosure () -> String = "") {
    let expected = String(validating: bytes, as: UTF8.self)
    for anchors: AnchoredWords.Anchors in [.all, [], [.hashes], [.dotsAndSlashes]] {
      for measuresOffsets in [false, true] {
        let words = bytes.withUnsafeBufferPointer {
          AnchoredWords(validatingUTF8: $0, anchors: anchors, measuresOffsets: measuresOffsets)
        }
        #expect((words == nil) == (expected == nil), "\(label()) anchors \(anchors.rawValue) \(bytes)")
        guard let words, let expected else { continue }
        let reference = AnchoredWords(expected, anchors: anchors)
        #expect(words.units == reference.units, "\(label()) \(bytes)")
        if measuresOffsets {
          #expect(ReferenceAnchoredWords(words) == ReferenceAnchoredWords(reference), "\(label()) \(bytes)")
          #expect(words.utf16Length == expected.utf16.count, "\(label()) \(bytes)")
          #expect(reference.utf16Length == expected.utf16.count, "\(label()) \(bytes)")
        } else {
          #expect(words.segments.isEmpty && words.utf16Length == 0)
        }
      }
    }
  }

  @Test func validationInTheScanAgreesWithTheStandardLibrary() async {
    // Pieces in any order: malformed bytes inside anchored words, between them and at either end.
    await propertyCheck(count: 2_000, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...80)) { picks in
      Self.expectScanValidates(Self.text(picks))
    }
    // Every lead byte and a second byte at every offset of a block pair, in plain text, in an
    // anchored word that is ASCII otherwise and in one that is not, and before or after a word
    // that reaches past the pair.
    let templates: [[UInt8]] = [
      [UInt8](repeating: 0x61, count: 72),
      Array(String(repeating: "ab @cd.ef ", count: 8).utf8),
      Array(String(repeating: "é @日本 ", count: 8).utf8),
      Array(("@" + String(repeating: "w", count: 60) + " " + String(repeating: "x", count: 20)).utf8),
    ]
    for (number, template) in templates.enumerated() {
      for lead in [0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF] {
        for second in [0x20, 0x40, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0] {
          for position in 0..<(template.count - 1) {
            var bytes = template
            bytes[position] = UInt8(lead)
            bytes[position + 1] = UInt8(second)
            Self.expectScanValidates(bytes, "template \(number) at \(position)")
          }
        }
      }
    }
    // Sequences cut by the end of the text.
    for tail: [UInt8] in [[0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x99], [0xE2, 0x82, 0xAC]] {
      for length in [0, 1, 14, 15, 16, 30, 31, 32, 33, 47, 63] {
        Self.expectScanValidates(Array(String(repeating: "@", count: length).utf8) + tail, "tail \(tail) after \(length)")
        Self.expectScanValidates([UInt8](repeating: 0x61, count: length) + tail, "tail \(tail) after \(length) letters")
      }
    }
  }

  @Test func utf8DetectionEqualsDetectionOfTheDecodedString() async {
    for profile in [DetectionProfile.twitter, .mastodon, .linkify] {
      let detector = TokenDetector(profile: profile)
      await propertyCheck(count: 700, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...80)) { picks in
        let bytes = Self.text(picks)
        let expected = detector.tokens(in: String(decoding: bytes, as: UTF8.self))
        let tokens = detector.tokens(inUTF8: bytes)
        #expect(tokens == expected, "\(bytes)")
        #expect(tokens.map(\.text) == expected.map(\.text))
        #expect(tokens.map(\.value) == expected.map(\.value))
      }
    }
  }

  @Test func utf8DetectionOfTheCorpusAndItsEdges() {
    let detector = TokenDetector(profile: .twitter)
    let corpus = Array(SyntheticCorpus.mixed(utf8Count: 200_000, seed: 7).utf8)
    #expect(detector.tokens(inUTF8: corpus) == detector.tokens(in: String(decoding: corpus, as: UTF8.self)))
    // One bad byte in the middle: the replacement character shifts nothing but itself.
    var damaged = corpus
    damaged[100_000] = 0xFF
    #expect(detector.tokens(inUTF8: damaged) == detector.tokens(in: String(decoding: damaged, as: UTF8.self)))
    #expect(detector.tokens(inUTF8: []).isEmpty)
    let surrogate: [UInt8] = Array("@ab".utf8) + [0xED, 0xA0, 0x80] + Array(" #x🙂 @cd".utf8)
    let tokens = detector.tokens(inUTF8: surrogate)
    #expect(tokens == detector.tokens(in: String(decoding: surrogate, as: UTF8.self)))
    #expect(tokens.map(\.text) == ["@ab", "#x", "@cd"])
  }

  @Test func customMatchersSeeTheDecodedString() {
    let detector = TokenDetector(
      profile: .twitter,
      customMatchers: [
        CustomTokenMatcher(kind: "ticket", maximumLength: 10) { string in
          (string as NSString).length >= 4
            ? [CustomTokenMatcher.Match(range: NSRange(location: 4, length: 4), payload: "first")] : []
        }
      ])
    let bytes = Array("see T-12 and @ab ".utf8) + [0xC0] + Array(" T-3".utf8)
    #expect(detector.tokens(inUTF8: bytes) == detector.tokens(in: String(decoding: bytes, as: UTF8.self)))
  }
}
