import InteractionKitTestSupport
import Testing

@testable import InteractionKitTextTokens

/// The block-at-a-time scan of ``AnchoredWords`` against a byte-by-byte reference: every unit and
/// every segment, around block boundaries, across multi-byte sequences and over long runs.
struct AnchoredWordsScanTests {
  /// Records an issue when the filter and the reference disagree on `text`; returns whether they agree.
  @discardableResult
  static func check(
    _ text: String, _ label: @autoclosure () -> String = "",
    anchorSets: [AnchoredWords.Anchors] = [.all, [], [.hashes], [.dotsAndSlashes]]
  ) -> Bool {
    for anchors in anchorSets {
      let found = ReferenceAnchoredWords(AnchoredWords(text, anchors: anchors))
      let expected = ReferenceAnchoredWords(reference: text, anchors: anchors)
      guard found == expected else {
        Issue.record(
          """
          \(label()) anchors \(anchors.rawValue) \(text.debugDescription)
          found units \(found.units.count) segments \(found.segments)
          expected units \(expected.units.count) segments \(expected.segments)
          """)
        return false
      }
    }
    return true
  }

  @Test("Each optional anchor alone, at every offset of a block pair")
  func optionalAnchorsAlone() {
    for anchors: AnchoredWords.Anchors in [.dotsAndSlashes, .dollar, .hashes, []] {
      for prefix in 0...40 {
        for probe in ["x.co", "a/b", "$X", "@u", "#t", "a:b", "＃t"] {
          Self.check(String(repeating: "q", count: prefix) + " " + probe + " z", anchorSets: [anchors])
        }
      }
    }
  }

  @Test("The reference itself copies the words it should")
  func referenceCopiesAnchoredWords() {
    let text = "plain words here x.com more plain 🙂 @alice and #tag."
    let reference = ReferenceAnchoredWords(reference: text)
    #expect(String(decoding: reference.units, as: UTF16.self) == " x.com  @alice  #tag.")
    #expect(reference.segments.map(\.originalStart) == [16, 36, 47])
    #expect(reference.segments.map(\.compactStart) == [0, 7, 15])
  }

  @Test("Every probe at every offset 0...70, with suffixes across block boundaries, in every filler")
  func probesAtEveryOffset() {
    var failures = 0
    for filler in AnchoredWordsPieces.fillers where failures < 5 {
      for probe in AnchoredWordsPieces.probes where failures < 5 {
        for prefix in 0...70 where failures < 5 {
          for suffix in [0, 1, 2, 15, 16, 17, 31, 32, 33, 47, 48, 49] where failures < 5 {
            let text = AnchoredWordsPieces.text(prefix: prefix, probe: probe, suffix: suffix, filler: filler)
            if !Self.check(text, "prefix \(prefix) suffix \(suffix)") { failures += 1 }
          }
        }
      }
    }
  }

  @Test(
    "An anchor or white space as the first or last byte of a block",
    arguments: [15, 16, 17, 31, 32, 33, 47, 48, 49])
  func blockEdges(offset: Int) {
    for filler in ["a", "é", "🙂"] {
      for sign in [".", "@", "#", "$", ":", "/", "＠", "＃"] {
        // The sign's first byte at `offset`, then a character or white space right after it.
        for after in ["x", " ", "\n", "é", "🙂", ""] {
          Self.check(AnchoredWordsPieces.text(prefix: offset, probe: sign + after, suffix: 20, filler: filler))
          Self.check(AnchoredWordsPieces.text(prefix: offset, probe: sign + after, suffix: 0, filler: filler))
        }
        // White space at `offset` with the word before it ending in the sign, and after it.
        Self.check(AnchoredWordsPieces.text(prefix: offset - 2, probe: "w" + sign + " v", suffix: 20, filler: filler))
        Self.check(AnchoredWordsPieces.text(prefix: offset, probe: " " + sign + "v", suffix: 20, filler: filler))
      }
    }
  }

  @Test("Words that start and end at every distance from their anchor, at every block offset")
  func wordExtents() {
    var failures = 0
    for filler in ["a", "é"] {
      for anchorOffset in 0...33 where failures < 5 {
        for before in [0, 1, 2, 14, 15, 16, 17, 30, 31, 32, 33] where failures < 5 {
          for after in 0...50 where failures < 5 {
            // `filler` text, white space, `before` bytes of word, the anchor, `after` bytes of word,
            // white space, more text.
            let prefix = max(0, anchorOffset - before - 1)
            let word = String(repeating: "w", count: before) + "@" + String(repeating: "v", count: after)
            let text = AnchoredWordsPieces.text(prefix: prefix, probe: " " + word + " ", suffix: 20, filler: filler)
            if !Self.check(text, "before \(before) after \(after)") { failures += 1 }
            if !Self.check(String(text.dropLast(21)), "at the end, before \(before) after \(after)") { failures += 1 }
          }
        }
      }
    }
  }

  @Test("Multi-byte sequences straddling a block boundary, before, inside and after anchored words")
  func straddlingSequences() {
    let wide = AnchoredWordsPieces.scalars.filter { $0.utf8.count > 1 }
    for scalar in wide {
      for offset in 10...70 {
        // The scalar ends the skipped text, starts the anchored word, sits inside it, ends it.
        Self.check(AnchoredWordsPieces.text(prefix: offset, probe: scalar + " x.co", suffix: 8, filler: "a"))
        Self.check(AnchoredWordsPieces.text(prefix: offset, probe: " " + scalar + "@b", suffix: 8, filler: "a"))
        Self.check(AnchoredWordsPieces.text(prefix: offset, probe: " a@" + scalar + "b ", suffix: 8, filler: "a"))
        Self.check(AnchoredWordsPieces.text(prefix: offset, probe: " #t" + scalar, suffix: 8, filler: "a"))
        Self.check(AnchoredWordsPieces.text(prefix: offset, probe: scalar + scalar + " ", suffix: 30, filler: "b"))
      }
    }
  }

  @Test("Texts of 0 to 100 bytes of every kind")
  func shortTexts() {
    var random = SplitMix64(seed: 0xB10C_5CA9)
    let kinds: [(String, [String])] = [
      ("ascii", ["a", "b", "c"]), ("space", [" ", "\t", "\n", "\r"]), ("signs", [".", "/", ":", "@", "#", "$"]),
      ("words", ["a", "b", " ", ".", "@", "#"]), ("wide", ["é", "中", "🙂", "＠", "＃", "，"]),
      ("everything", AnchoredWordsPieces.scalars),
    ]
    for (name, pieces) in kinds {
      for length in 0...100 {
        for _ in 0..<4 {
          var bytes: [UInt8] = []
          while bytes.count < length { bytes += random.pick(pieces).utf8 }
          Self.check(String(decoding: bytes, as: UTF8.self), "\(name) \(length)")
        }
      }
    }
  }

  @Test("3,000 random texts of up to 300 bytes from edge-heavy pieces")
  func randomTexts() {
    var random = SplitMix64(seed: 0x5EED_A11C)
    var failures = 0
    for round in 0..<3_000 where failures < 5 {
      var text = ""
      let length = random.int(0...300)
      while text.utf8.count < length {
        text += random.chance(70) ? random.pick(AnchoredWordsPieces.scalars) : random.pick(AnchoredWordsPieces.probes)
      }
      if !Self.check(text, "round \(round)") { failures += 1 }
    }
  }

  @Test("Long runs: ASCII and non-ASCII words over 48 bytes, and skipped text over 127 blocks")
  func longRuns() {
    for length in [47, 48, 49, 63, 64, 65, 200, 3_000] {
      let word = String(repeating: "w", count: length)
      Self.check("x " + word + ".com y")
      Self.check("x " + word + "é.com y")
      Self.check("x é" + word + "@b 🙂" + word + " z")
      Self.check(word + "#" + word)
    }
    // Skipped text long enough to fill the counter's lanes (127 blocks, 2,032 bytes) and more, with
    // continuation bytes (which raise a lane) or four-byte lead bytes (which lower it) in the same
    // lanes block after block, before and after an anchored word.
    for scalar in ["é", "中", "🙂", "a"] {
      for blocks in [126, 127, 128, 129, 254, 255, 256, 300] {
        let skipped = String(repeating: scalar, count: blocks * 16 / scalar.utf8.count)
        Self.check(skipped + " x.co " + skipped + " @ab " + skipped)
        Self.check(skipped + "a@b")
        Self.check("q " + skipped + " #t")
      }
    }
  }

  @Test("The units of a small text keep no more room than they need when the words are few")
  func unitsFit() {
    let sparse = String(repeating: "plain words without signs ", count: 2_000) + "x.com"
    #expect(sparse.utf8.count < AnchoredWords.largeText)
    let words = AnchoredWords(sparse)
    #expect(String(decoding: words.units, as: UTF16.self) == " x.com")
    #expect(words.units.capacity < 64)
    // A large text's room is mapped memory whose unused pages are never written: it is kept.
    let large = String(repeating: "plain words without signs ", count: 4_000) + "x.com"
    let largeWords = AnchoredWords(large)
    #expect(String(decoding: largeWords.units, as: UTF16.self) == " x.com")
    #expect(largeWords.units.capacity >= large.utf8.count)
    // Dense words keep the room of the first allocation: copying them would cost more than it frees.
    let dense = String(repeating: "x.co ", count: 4_000)
    #expect(AnchoredWords(dense).units.count == dense.utf16.count)
  }

  @Test("The UTF-16 length of every byte range of a mixed text, block reads and masks included")
  func utf16LengthOfEveryRange() {
    let text =
      "aé中🙂b\u{301}👩‍👩‍👧 שלום x" + String(repeating: "é🙂a", count: 12) + "\u{FFFF}\u{10FFFF} end"
    let bytes = Array(text.utf8)
    // The UTF-16 offset of each scalar boundary.
    var offsets: [Int: Int] = [:]
    var byte = 0
    var unit = 0
    for scalar in text.unicodeScalars {
      offsets[byte] = unit
      byte += UTF8.width(scalar)
      unit += UTF16.width(scalar)
    }
    offsets[bytes.count] = unit
    var mismatches = 0
    bytes.withUnsafeBufferPointer { buffer in
      for (start, startUnits) in offsets {
        for (end, endUnits) in offsets where end >= start {
          if AnchoredWords.utf16Length(buffer, from: start, to: end) != endUnits - startUnits { mismatches += 1 }
        }
      }
    }
    #expect(mismatches == 0)
    #expect(offsets.count > 60)
  }

  @Test("utf16Units(of:) equals the string's UTF-16 view for texts of every kind")
  func transcoding() {
    var random = SplitMix64(seed: 0x7E47_0016)
    for length in 0...120 {
      for _ in 0..<6 {
        var text = ""
        while text.utf8.count < length {
          text +=
            random.chance(50)
            ? String(repeating: "z", count: random.int(1...40)) : random.pick(AnchoredWordsPieces.scalars)
        }
        #expect(ScanText.utf16Units(of: text) == Array(text.utf16), "\(text.debugDescription)")
      }
    }
    let long = String(repeating: "ascii run ", count: 500) + "é" + String(repeating: "🙂x", count: 300)
    #expect(ScanText.utf16Units(of: long) == Array(long.utf16))
  }

  @Test("Compact offsets map back to the same UTF-16 unit of the original text")
  func offsetsMapBack() {
    var random = SplitMix64(seed: 0x0FF5_E75)
    var failures = 0
    for _ in 0..<300 where failures == 0 {
      var text = ""
      let length = random.int(0...400)
      while text.utf8.count < length {
        text += random.chance(60) ? random.pick(AnchoredWordsPieces.scalars) : random.pick(AnchoredWordsPieces.probes)
      }
      let words = AnchoredWords(text)
      let original = Array(text.utf16)
      var cursor = words.offsetCursor()
      for (index, unit) in words.units.enumerated() {
        let offset = words.originalOffset(of: index)
        guard cursor.originalOffset(of: index) == offset, original.indices.contains(offset), original[offset] == unit
        else {
          Issue.record("\(text.debugDescription): compact offset \(index) maps to \(offset)")
          failures += 1
          break
        }
      }
    }
  }
}
