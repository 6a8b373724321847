import InteractionKitTextTokens
import Testing

@Suite struct LinkSafetyLimitsTests {
  @Test func documentsTheCaps() {
    #expect(TokenLimits.maximumURLLength == 4_096)
    #expect(TokenLimits.maximumDomainLength == 253)
    #expect(TokenLimits.maximumLabelLength == 63)
  }

  @Test func measuresURLsInUTF16() {
    #expect(TokenLimits.isWithinURLLimit(""))
    #expect(TokenLimits.isWithinURLLimit(String(repeating: "a", count: 4_096)))
    #expect(!TokenLimits.isWithinURLLimit(String(repeating: "a", count: 4_097)))
    // é is two UTF-8 bytes but one UTF-16 unit: 4,096 of them fit.
    #expect(TokenLimits.isWithinURLLimit(String(repeating: "é", count: 4_096)))
    #expect(!TokenLimits.isWithinURLLimit(String(repeating: "é", count: 4_097)))
    // 😀 is two UTF-16 units: 2,048 fit, 2,049 do not.
    #expect(TokenLimits.isWithinURLLimit(String(repeating: "😀", count: 2_048)))
    #expect(!TokenLimits.isWithinURLLimit(String(repeating: "😀", count: 2_049)))
    // Three-byte characters: one unit each.
    #expect(TokenLimits.isWithinURLLimit(String(repeating: "漢", count: 4_096)))
    #expect(!TokenLimits.isWithinURLLimit(String(repeating: "漢", count: 4_097)))
    #expect(!TokenLimits.isWithinURLLimit(String(repeating: "a", count: 1_000_000)))
    #expect(TokenLimits.isWithinURLLimit(String(repeating: "a", count: 5_000).prefix(4_000)))
  }

  @Test func checksDomainLengths() {
    let label63 = String(repeating: "a", count: 63)
    let name253 = [label63, label63, label63, String(repeating: "b", count: 61)].joined(separator: ".")
    #expect(TokenLimits.isWithinDomainLimits("example.com"))
    #expect(TokenLimits.isWithinDomainLimits("example.com."))
    #expect(TokenLimits.isWithinDomainLimits("localhost"))
    #expect(TokenLimits.isWithinDomainLimits(label63 + ".com"))
    #expect(!TokenLimits.isWithinDomainLimits(label63 + "a.com"))
    #expect(TokenLimits.isWithinDomainLimits(name253))
    #expect(TokenLimits.isWithinDomainLimits(name253 + "."))
    #expect(!TokenLimits.isWithinDomainLimits(name253 + "b"))
    #expect(!TokenLimits.isWithinDomainLimits(name253 + ".."))
    #expect(!TokenLimits.isWithinDomainLimits(""))
    #expect(!TokenLimits.isWithinDomainLimits("."))
    #expect(!TokenLimits.isWithinDomainLimits("a..b"))
    #expect(!TokenLimits.isWithinDomainLimits(".a"))
    #expect(!TokenLimits.isWithinDomainLimits(String(repeating: "a.", count: 500_000)))
  }

  @Test func agreesWithPunycodeHostConversion() {
    // Every host asciiHost accepts fits the caps.
    let hosts = ["Bücher.example", "例え.テスト", "xn--mnchen-3ya.de", String(repeating: "ü", count: 50) + ".de"]
    for host in hosts {
      if let ascii = Punycode.asciiHost(host) { #expect(TokenLimits.isWithinDomainLimits(ascii)) }
    }
  }
}
