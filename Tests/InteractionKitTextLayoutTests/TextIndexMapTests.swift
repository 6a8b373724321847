import Foundation
import InteractionKitTextLayout
import PropertyBased
import Testing

/// ASCII, precomposed and decomposed é, a double combining sequence, an emoji outside the BMP, a ZWJ
/// family, a flag, CJK, Arabic and Hebrew.
let mixedSample =
  "Hi é e\u{301} e\u{301}\u{323} 🙂 👩\u{200D}👩\u{200D}👧 🇫🇷 日本語 مرحبا שלום!"

@Suite struct TextIndexMapTests {
  @Test func sampleMatchesTheStandardLibraryAtEveryOffset() {
    let map = TextIndexMap(mixedSample)
    #expect(TextIndexOracle(string: mixedSample).mismatches(in: map) == [])
  }

  @Test func sampleCounts() {
    let map = TextIndexMap(mixedSample)
    #expect(map.utf16Count == mixedSample.utf16.count)
    #expect(map.utf8Count == mixedSample.utf8.count)
    #expect(map.scalarCount == mixedSample.unicodeScalars.count)
    #expect(map.graphemeCount == mixedSample.count)
    #expect(map.graphemeBoundaries.count == mixedSample.count + 1)
  }

  @Test func knownConversions() {
    // "a🙂e\u{301}日": a=1/1, 🙂=4 bytes/2 units, e=1/1, U+0301=2/1, 日=3/1.
    let map = TextIndexMap("a🙂e\u{301}日")
    #expect(map.utf16Count == 6)
    #expect(map.utf8Count == 11)
    #expect(map.utf8Offset(forUTF16Offset: 1) == 1)
    #expect(map.utf8Offset(forUTF16Offset: 2) == 1)  // between the surrogates: snaps to 🙂
    #expect(map.utf8Offset(forUTF16Offset: 3) == 5)
    #expect(map.utf8Offset(forUTF16Offset: 4) == 6)
    #expect(map.utf8Offset(forUTF16Offset: 5) == 8)
    #expect(map.utf8Offset(forUTF16Offset: 6) == 11)
    #expect(map.utf16Offset(forUTF8Offset: 3) == 1)  // inside 🙂
    #expect(map.utf16Offset(forUTF8Offset: 7) == 4)  // inside U+0301
    #expect(map.utf16Offset(forUTF8Offset: 10) == 5)  // inside 日
    #expect(map.graphemeRange(containing: 4) == NSRange(location: 3, length: 2))
    #expect(map.graphemeRange(containing: 2) == NSRange(location: 1, length: 2))
    #expect(map.isGraphemeBoundary(4) == false)
    #expect(map.isGraphemeBoundary(5) == true)
  }

  @Test func zwjFamilyAndFlagAreSingleGraphemes() {
    let family = "x👩\u{200D}👩\u{200D}👧y"
    let map = TextIndexMap(family)
    #expect(map.graphemeRange(containing: 3) == NSRange(location: 1, length: 8))
    #expect(map.utf8Range(forUTF16Range: NSRange(location: 1, length: 8)) == 1 ..< 19)
    let flag = TextIndexMap("🇫🇷🇩🇪")
    #expect(flag.graphemeRange(containing: 2) == NSRange(location: 0, length: 4))
    #expect(flag.graphemeRange(containing: 4) == NSRange(location: 4, length: 4))
  }

  @Test func outOfRangeOffsetsClamp() {
    let map = TextIndexMap("ab🙂")
    #expect(map.utf8Offset(forUTF16Offset: -5) == 0)
    #expect(map.utf8Offset(forUTF16Offset: 99) == 6)
    #expect(map.utf8Offset(forUTF16Offset: .max) == 6)
    #expect(map.utf16Offset(forUTF8Offset: .min) == 0)
    #expect(map.utf16Offset(forUTF8Offset: 99) == 4)
    #expect(map.graphemeRange(containing: 4) == nil)
    #expect(map.graphemeRange(containing: -1) == nil)
    #expect(map.isGraphemeBoundary(-1) == false)
    #expect(map.isGraphemeBoundary(5) == false)
    #expect(map.isGraphemeBoundary(4) == true)
  }

  @Test func utf8RangeCoversCutScalars() {
    let map = TextIndexMap("a🙂b")
    // {1, 1} holds only the high surrogate: the whole emoji is covered.
    #expect(map.utf8Range(forUTF16Range: NSRange(location: 1, length: 1)) == 1 ..< 5)
    #expect(map.utf8Range(forUTF16Range: NSRange(location: 2, length: 1)) == 1 ..< 5)
    #expect(map.utf8Range(forUTF16Range: NSRange(location: 0, length: 4)) == 0 ..< 6)
    #expect(map.utf8Range(forUTF16Range: NSRange(location: 3, length: 0)) == 5 ..< 5)
    #expect(map.utf8Range(forUTF16Range: NSRange(location: NSNotFound, length: 2)) == 0 ..< 0)
    #expect(map.utf8Range(forUTF16Range: NSRange(location: 2, length: 99)) == 1 ..< 6)
    #expect(map.utf16Range(forUTF8Range: 2 ..< 6) == NSRange(location: 1, length: 3))
  }

  @Test func emptyString() {
    let map = TextIndexMap("")
    #expect(map.utf16Count == 0)
    #expect(map.utf8Count == 0)
    #expect(map.graphemeCount == 0)
    #expect(map.utf8Offset(forUTF16Offset: 0) == 0)
    #expect(map.utf16Offset(forUTF8Offset: 3) == 0)
    #expect(map.isGraphemeBoundary(0))
    #expect(map.graphemeRange(containing: 0) == nil)
  }

  @Test func randomMixedStringsMatchTheStandardLibrary() async {
    let pieces = [
      "a", "Z", " ", "é", "e\u{301}", "\u{301}", "\u{323}", "🙂", "👩\u{200D}👩\u{200D}👧", "\u{200D}", "🇫🇷",
      "🇩", "日", "語", "م", "ر", "ש", "ל", "\n", "\r\n", "𝄞", "\u{FE0F}", "ß", "ǅ",
    ]
    let generator = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0 ... 24).map { $0.joined() }
    await propertyCheck(count: 300, input: generator) { string in
      #expect(TextIndexOracle(string: string).mismatches(in: TextIndexMap(string)) == [], "\(string.debugDescription)")
    }
  }
}
