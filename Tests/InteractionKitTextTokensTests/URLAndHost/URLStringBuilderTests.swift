import Foundation
@testable import InteractionKitTextTokens
import PropertyBased
import Testing

/// ``URLStringBuilder`` (which also backs `ScanText.string`, the text of every token) must give
/// exactly what the standard library's UTF-16 decoding gives, lone surrogates included.
@Suite struct URLStringBuilderTests {
  static let units = Gen.uint16().array(of: 0...40)

  @Test func matchesStandardDecodingOnArbitraryUnits() async {
    await propertyCheck(count: 1000, input: Self.units, Gen.int(in: 0...6)) { raw, style in
      // Squeeze some units into surrogate and ASCII ranges so that every path is exercised.
      let units = raw.map { value -> UInt16 in
        switch (Int(value) + style) % 4 {
        case 0: 0xD800 | (value & 0x7FF)
        case 1: value & 0x7F
        default: value
        }
      }
      let expected = String(decoding: units, as: UTF16.self)
      #expect(URLStringBuilder.string(units, 0..<units.count) == expected)
      if units.count > 2 {
        #expect(URLStringBuilder.string(units, 1..<(units.count - 1)) == String(decoding: units[1..<(units.count - 1)], as: UTF16.self))
      }
    }
  }

  @Test func prefixesAndLowerCasing() {
    let units = Array("HTTPS://Ex.COM/Ä".utf16)
    #expect(URLStringBuilder.string(units, 0..<units.count, prefix: Array("x:".utf8), lowercasingPrefix: 5) == "x:https://Ex.COM/Ä")
    #expect(URLStringBuilder.string(units, 3..<3) == "")
    #expect(URLStringBuilder.isASCII(units, 0..<15) && !URLStringBuilder.isASCII(units, 0..<16))
  }
}
