import Foundation
import InteractionKitTextTokens
import PropertyBased
import Testing

/// ``TextBuffer`` on every kind of UTF-16 unit (its chunks' compact and wide forms), against a
/// plain array, and the memory it takes per byte of UTF-8 (issue 23: at most 1.5).
struct TextBufferTests {
  /// Units of every sequence length of the compact form and both sides of each boundary, CJK,
  /// surrogate pairs and lone surrogates, in proportions drawn per text.
  static func randomUnits(count: Int, using random: inout StorageTestRandom) -> [UInt16] {
    let weights = (0..<6).map { _ in Int.random(in: 0...4, using: &random) }
    let total = max(weights.reduce(0, +), 1)
    var units: [UInt16] = []
    units.reserveCapacity(count + 1)
    while units.count < count {
      var pick = Int.random(in: 0..<total, using: &random)
      var kind = 0
      while kind < 5, pick >= weights[kind] {
        pick -= weights[kind]
        kind += 1
      }
      switch kind {
      case 0: units.append(UInt16.random(in: 0x20...0x7F, using: &random))
      case 1: units.append([0x80, 0xE9, 0x3B1, 0x5D0, 0x7FF][Int.random(in: 0..<5, using: &random)])
      case 2: units.append([0x800, 0x4E2D, 0x3042, 0xAC00, 0xFFFD, 0xFFFF][Int.random(in: 0..<6, using: &random)])
      case 3: units += [UInt16.random(in: 0xD800...0xDBFF, using: &random), UInt16.random(in: 0xDC00...0xDFFF, using: &random)]
      case 4: units.append(UInt16.random(in: 0xD800...0xDFFF, using: &random))
      default: units.append(0x20)
      }
    }
    return Array(units.prefix(count))
  }

  /// Replaces a random range of up to `removing` units, at a random offset, with `inserting`
  /// random units, in both the buffer and the array that models it.
  static func randomEdit(
    of buffer: inout TextBuffer, and units: inout [UInt16], removing: ClosedRange<Int>, inserting: ClosedRange<Int>,
    using random: inout StorageTestRandom
  ) {
    let lower = Int.random(in: 0...units.count, using: &random)
    let upper = min(units.count, lower + Int.random(in: removing, using: &random))
    let replacement = randomUnits(count: Int.random(in: inserting, using: &random), using: &random)
    buffer.replace(lower..<upper, with: replacement)
    units.replaceSubrange(lower..<upper, with: replacement)
  }

  /// The size of the units in UTF-8, a lone surrogate counted as the replacement character (3).
  static func utf8Count(of units: [UInt16]) -> Int {
    String(decoding: units, as: UTF16.self).utf8.count
  }

  @Test func matchesAnArrayForEveryKindOfUnit() async {
    await propertyCheck(count: 60, input: Gen.uint64()) { seed in
      var random = StorageTestRandom(seed: seed)
      // One text in four is ASCII only (chunks without marks, indexed directly).
      let count = Int.random(in: 0...9_000, using: &random)
      var model =
        Int.random(in: 0..<4, using: &random) == 0
        ? (0..<count).map { _ in UInt16.random(in: 9...127, using: &random) }
        : Self.randomUnits(count: count, using: &random)
      var buffer = TextBuffer(model)
      for step in 0..<40 {
        let lower = Int.random(in: 0...model.count, using: &random)
        let upper =
          step % 7 == 0
          ? Int.random(in: lower...model.count, using: &random)
          : min(model.count, lower + Int.random(in: 0...3, using: &random))
        let count = [0, 1, 1, 2, 5, 3_000, 6_000][Int.random(in: 0..<7, using: &random)]
        // Mostly ASCII replacements, so chunks turn ASCII and back.
        let replacement =
          Int.random(in: 0..<3, using: &random) == 0
          ? Self.randomUnits(count: count, using: &random)
          : (0..<count).map { _ in UInt16.random(in: 9...126, using: &random) }
        buffer.replace(lower..<upper, with: replacement)
        model.replaceSubrange(lower..<upper, with: replacement)
      }
      #expect(buffer.count == model.count && buffer.allUnits == model)
      for _ in 0..<30 where !model.isEmpty {
        let lower = Int.random(in: 0..<model.count, using: &random)
        let upper = Int.random(in: lower...model.count, using: &random)
        let probe = model[Int.random(in: lower..<max(upper, lower + 1), using: &random)]
        #expect(buffer.unit(at: lower) == model[lower])
        #expect(buffer.units(in: lower..<upper) == Array(model[lower..<upper]))
        #expect(buffer.firstIndex(in: lower..<upper) { $0 == probe } == model[lower..<upper].firstIndex(of: probe))
        #expect(buffer.lastIndex(in: lower..<upper) { $0 == probe } == model[lower..<upper].lastIndex(of: probe))
      }
    }
  }

  @Test func everyUnitAtTheFormsBoundariesRoundTrips() {
    let boundaries: [UInt16] = [0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFF]
    for unit in boundaries {
      // Alone, among ASCII (compact form) and among CJK (wide form).
      for text in [[unit], [65, unit, 66] + Array(repeating: 67, count: 200), Array(repeating: 0x4E2D, count: 300) + [unit]] {
        let buffer = TextBuffer(text)
        #expect(buffer.allUnits == text)
        #expect(buffer.unit(at: text.firstIndex(of: unit)!) == unit)
      }
    }
    // Every unit of the BMP, in one buffer of many chunks.
    let all = (0...0xFFFF).map { UInt16($0) }
    let buffer = TextBuffer(all)
    #expect(buffer.allUnits == all)
    #expect(buffer.unit(at: 0xD800) == 0xD800 && buffer.unit(at: 0x7FF) == 0x7FF && buffer.unit(at: 0xFFFF) == 0xFFFF)
  }

  /// Issue 23's target: at most 1.5 bytes of storage per byte of UTF-8, for any text.
  @Test func takesAtMostOneAndAHalfBytesPerByteOfUTF8() async {
    await propertyCheck(count: 60, input: Gen.uint64()) { seed in
      var random = StorageTestRandom(seed: seed)
      var units = Self.randomUnits(count: Int.random(in: 20_000...60_000, using: &random), using: &random)
      var buffer = TextBuffer(units)
      #expect(Double(buffer.storageByteCount) <= 1.5 * Double(Self.utf8Count(of: units)))
      // Edits that rebuild chunks keep the bound.
      for _ in 0..<10 {
        Self.randomEdit(of: &buffer, and: &units, removing: 0...5_000, inserting: 4_000...9_000, using: &random)
      }
      #expect(Double(buffer.storageByteCount) <= 1.5 * Double(Self.utf8Count(of: units)))
    }
  }

  /// The bound holds under small edits too, which change chunks in place: units typed, deleted
  /// and replaced one to four at a time all over the text, in proportions of scripts other than
  /// the text's.
  @Test func smallEditsKeepTheBound() async {
    await propertyCheck(count: 12, input: Gen.uint64()) { seed in
      var random = StorageTestRandom(seed: seed)
      var units = Self.randomUnits(count: Int.random(in: 20_000...40_000, using: &random), using: &random)
      var buffer = TextBuffer(units)
      for _ in 0..<2_000 {
        Self.randomEdit(of: &buffer, and: &units, removing: 0...4, inserting: 0...4, using: &random)
      }
      #expect(buffer.allUnits == units)
      #expect(Double(buffer.storageByteCount) <= 1.5 * Double(Self.utf8Count(of: units)))
    }
  }

  /// Text that changes script in place moves its chunks to the form that suits it, text typed into
  /// a chunk grows it by a little at a time, and text deleted gives its memory back.
  @Test func chunksFollowTheirText() {
    // CJK (wide: 2 bytes a unit) overwritten unit by unit with ASCII (compact: 1).
    let cjk = (0..<20_000).map { UInt16(0x4E00 + $0 % 20_000) }
    var buffer = TextBuffer(cjk)
    for offset in 0..<cjk.count { buffer.replace(offset..<(offset + 1), with: [0x61]) }
    #expect(buffer.allUnits == Array(repeating: 0x61, count: cjk.count))
    #expect(Double(buffer.storageByteCount) <= 1.2 * Double(cjk.count))
    // ASCII typed a unit at a time into every chunk.
    var ascii = TextBuffer(Array(repeating: 0x62, count: 100_000))
    for step in 0..<5_000 { ascii.replace((step * 20)..<(step * 20), with: [0x63]) }
    #expect(ascii.count == 105_000)
    #expect(Double(ascii.storageByteCount) <= 1.2 * 105_000)
    // Nine tenths of the text deleted, a few units at a time all over it.
    var shrinking = TextBuffer(Array(repeating: 0x64, count: 100_000))
    var remaining = 100_000
    var position = 0
    while remaining > 10_000 {
      position = (position + 7) % (remaining - 9)
      shrinking.replace(position..<(position + 9), with: [])
      remaining -= 9
    }
    #expect(shrinking.count == remaining)
    #expect(Double(shrinking.storageByteCount) <= 1.5 * Double(remaining))
  }

  @Test func storesASCIIInOneByteAUnitAndCJKInTwo() {
    let ascii = TextBuffer(Array(repeating: 0x61, count: 1_000_000))
    // 1,000,000 bytes, plus 489 chunks' headers and prefix sums (1.055 bytes per byte), plus what
    // the allocator rounds each chunk's array up by (under 16 bytes).
    let asciiBase = 1_000_000 + 489 * (2 * 48 + 16)
    #expect((asciiBase..<(asciiBase + 489 * 16)).contains(ascii.storageByteCount))
    let cjk = (0..<300_000).map { UInt16(0x4E00 + $0 % 20_000) }
    let buffer = TextBuffer(cjk)
    // Two bytes a unit (UTF-8 takes three): 0.69 bytes per byte with the chunks' costs.
    let cjkBase = 600_000 + 147 * (2 * 48 + 16)
    #expect((cjkBase..<(cjkBase + 147 * 16)).contains(buffer.storageByteCount))
    #expect(Double(buffer.storageByteCount) / Double(Self.utf8Count(of: cjk)) < 0.7)
  }
}
