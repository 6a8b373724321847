import Foundation
@testable import InteractionKitInteractiveText
import InteractionKitTextTokens
import PropertyBased
import Testing

@Suite struct UTF16TranscodingTests {
  @Test func fixedStringsMatchTheStandardLibrary() {
    let long = "abcdefghijklmnopqrstuvwxyz0123456789é" + String(repeating: "ascii run ", count: 9) + "😀tail"
    for string in ["", "ascii", "café", "日本語", "😀", "a👨‍👩‍👧b", "e\u{301}", "\u{10FFFF}\u{FFFF}\u{80}\u{7FF}\u{800}", long] {
      #expect(TokenStorage.utf16Units(of: string) == Array(string.utf16), "\(string)")
    }
  }

  /// The fast transcoder agrees with `String.utf16` on random scalars from every UTF-8 length.
  @Test func randomStringsMatchTheStandardLibrary() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      var scalars = String.UnicodeScalarView()
      for _ in 0 ..< Int.random(in: 0 ... 200, using: &rng) {
        // Mostly ASCII, so that runs of eight and more take the fast path.
        let ranges: [ClosedRange<UInt32>] = [
          0 ... 0x7F, 0 ... 0x7F, 0 ... 0x7F, 0 ... 0x7F, 0 ... 0x7F, 0 ... 0x7F, 0 ... 0x7F, 0 ... 0x7F, 0x80 ... 0x7FF,
          0x800 ... 0xD7FF, 0xE000 ... 0xFFFF, 0x10000 ... 0x10FFFF,
        ]
        let range = ranges[Int.random(in: 0 ..< ranges.count, using: &rng)]
        if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &rng)) { scalars.append(scalar) }
      }
      let string = String(scalars)
      #expect(TokenStorage.utf16Units(of: string) == Array(string.utf16))
    }
  }
}
