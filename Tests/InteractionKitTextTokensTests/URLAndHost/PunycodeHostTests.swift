import InteractionKitTextTokens
import PropertyBased
import Testing

@Suite struct PunycodeHostTests {
  @Test func convertsHostsToASCII() {
    #expect(Punycode.asciiHost("Bücher.Example") == "xn--bcher-kva.example")
    #expect(Punycode.asciiHost("例え.テスト") == "xn--r8jz45g.xn--zckzah")
    #expect(Punycode.asciiHost("президент.рф") == "xn--d1abbgf6aiiy.xn--p1ai")
    #expect(Punycode.asciiHost("WWW.Example.COM") == "www.example.com")
    #expect(Punycode.asciiHost("münchen.de") == "xn--mnchen-3ya.de")
    #expect(Punycode.asciiHost("xn--MNCHEN-3ya.de") == "xn--mnchen-3ya.de")
    #expect(Punycode.asciiHost("my_host.example") == "my_host.example")
    #expect(Punycode.asciiHost("127.0.0.1") == "127.0.0.1")
  }

  @Test func lowerCasesAndNormalizesBeforeEncoding() {
    // Upper-case Ü lower-cases first; the decomposed u + U+0308 composes to ü (NFC).
    #expect(Punycode.asciiHost("BÜCHER.de") == "xn--bcher-kva.de")
    #expect(Punycode.asciiHost("bu\u{308}cher.de") == "xn--bcher-kva.de")
    // The Kelvin sign lower-cases to ASCII k, so the label is plain ASCII.
    #expect(Punycode.asciiHost("\u{212A}ite.example") == "kite.example")
    // Compatibility characters are not mapped (documented limitation): fullwidth e is encoded.
    #expect(Punycode.asciiHost("\u{FF45}x.com")?.hasPrefix("xn--") == true)
  }

  @Test func acceptsIDNADotsAndOneTrailingDot() {
    #expect(Punycode.asciiHost("例え。テスト") == "xn--r8jz45g.xn--zckzah")
    #expect(Punycode.asciiHost("example\u{FF0E}com") == "example.com")
    #expect(Punycode.asciiHost("example\u{FF61}com") == "example.com")
    #expect(Punycode.asciiHost("example.com.") == "example.com.")
    #expect(Punycode.unicodeHost("xn--bcher-kva.de.") == "bücher.de.")
  }

  @Test func convertsHostsToUnicode() {
    #expect(Punycode.unicodeHost("xn--bcher-kva.example") == "bücher.example")
    #expect(Punycode.unicodeHost("XN--R8JZ45G.xn--zckzah") == "例え.テスト")
    #expect(Punycode.unicodeHost("Bücher.EXAMPLE") == "bücher.example")
    #expect(Punycode.unicodeHost("example.com") == "example.com")
  }

  @Test func rejectsEmptyLabels() {
    for host in ["", ".", "..", ".example.com", "example..com", "example.com..", "a。。b"] {
      #expect(Punycode.asciiHost(host) == nil, "\(host)")
      #expect(Punycode.unicodeHost(host) == nil, "\(host)")
    }
  }

  @Test func enforcesTheLabelAndDomainLengths() {
    let label63 = String(repeating: "a", count: 63)
    let label64 = String(repeating: "a", count: 64)
    #expect(Punycode.asciiHost(label63 + ".com") == label63 + ".com")
    #expect(Punycode.asciiHost(label64 + ".com") == nil)
    // 59 non-ASCII letters encode to more than 63 characters with the prefix.
    #expect(Punycode.asciiHost(String(repeating: "ü", count: 59) + ".de") == nil)
    // Encoded length, not Unicode length, counts: these 19 Han characters encode to exactly 63
    // characters with the prefix (checked with Python's punycode codec), one more makes 66.
    let han19 = "弲雛嘓溦崗赪螈該纗棟娃豲冠翥蕤鯀久蜂瀗"
    #expect(Punycode.asciiHost(han19 + ".cn")?.count == 63 + 3)
    #expect(Punycode.asciiHost(han19 + "歈.cn") == nil)
    // 253 characters is the most for a whole name: 4 labels of 63 plus 3 dots = 255.
    let name253 = [label63, label63, label63, String(repeating: "b", count: 61)].joined(separator: ".")
    #expect(name253.count == 253)
    #expect(Punycode.asciiHost(name253) == name253)
    #expect(Punycode.asciiHost(name253 + ".") == name253 + ".")
    #expect(Punycode.asciiHost(name253 + "b") == nil)
  }

  @Test func rejectsCharactersThatCannotBeInAHost() {
    let bad = [
      "exa mple.com", "exa\u{0}mple.com", "example.com/", "user@example.com", "exa\u{7F}mple.com", "ex%61mple.com",
      "bü cher.de", "bü\u{200B}cher.de", "bü\u{202E}cher.de", "bü\u{E000}cher.de", "bü\u{FFFD}cher.de",
      "bü\u{FFFE}cher.de", "bü\u{0378}cher.de", "bü\u{2028}cher.de", "[::1]", "exam:ple.com",
    ]
    for host in bad {
      #expect(Punycode.asciiHost(host) == nil, "\(host.unicodeScalars.map { String($0.value, radix: 16) })")
    }
    // ZWNJ and ZWJ are kept (they are needed in some scripts).
    #expect(Punycode.asciiHost("\u{0645}\u{200C}\u{0646}.ir") != nil)
  }

  @Test func rejectsNonCanonicalPunycodeLabels() {
    // Not decodable.
    #expect(Punycode.asciiHost("xn--.com") == nil)
    #expect(Punycode.asciiHost("xn--bcher-kv.com") == nil)
    // Decodes to ASCII only: must have been written as plain ASCII.
    #expect(Punycode.asciiHost("xn--abc-.com") == nil)
    // Decodes to an upper-case letter: asciiHost would have lower-cased it first.
    let upper = (try? Punycode.encode("Ü")) ?? ""
    #expect(Punycode.asciiHost("xn--\(upper).com") == nil)
    // Decodes to a decomposed sequence: asciiHost would have composed it (NFC).
    let decomposed = (try? Punycode.encode("bu\u{308}cher")) ?? ""
    #expect(Punycode.asciiHost("xn--\(decomposed).com") == nil)
    #expect(Punycode.unicodeHost("xn--\(decomposed).com") == nil)
  }

  @Test func rejectsAMegabyteHostQuickly() {
    let huge = String(repeating: "a", count: 1_000_000) + ".com"
    let hugeUnicode = String(repeating: "ü", count: 500_000) + ".de"
    let hugeLabels = String(repeating: "ab.", count: 300_000) + "com"
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(Punycode.asciiHost(huge) == nil)
      #expect(Punycode.asciiHost(hugeUnicode) == nil)
      #expect(Punycode.unicodeHost(hugeLabels) == nil)
    }
    #expect(elapsed < .milliseconds(100))
  }

  /// Lower-case letters of one script each, all precomposed (stable under NFC) and assigned.
  static let scriptLetters: [ClosedRange<UInt32>] = [
    0x61...0x7A,  // Latin a–z
    0xDF...0xF6,  // Latin-1 lower-case
    0x3B1...0x3C9,  // Greek
    0x430...0x44F,  // Cyrillic
    0x5D0...0x5EA,  // Hebrew
    0x621...0x63A,  // Arabic
    0x905...0x928,  // Devanagari
    0x3041...0x3096,  // Hiragana
    0x30A1...0x30FA,  // Katakana
    0x4E00...0x9FFF,  // Han
    0xAC00...0xD7A3,  // Hangul syllables
    0x20000...0x2A6DF,  // Han extension B
  ]

  /// A label of 1 to 8 letters, each from a randomly chosen script range.
  static let validLabel = Gen.int(in: 0...Int(Int32.max)).array(of: 1...8).map { seeds -> String in
    var view = String.UnicodeScalarView()
    for seed in seeds {
      let range = scriptLetters[seed % scriptLetters.count]
      let value = range.lowerBound + UInt32(seed / scriptLetters.count) % UInt32(range.count)
      view.append(Unicode.Scalar(value) ?? "a")
    }
    return String(view)
  }

  @Test func roundTripsRandomLabels() async {
    await propertyCheck(count: 500, input: Self.validLabel.array(of: 1...4)) { labels in
      let host = labels.joined(separator: ".")
      let ascii = try #require(Punycode.asciiHost(host))
      #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
      #expect(TokenLimits.isWithinDomainLimits(ascii))
      let unicode = try #require(Punycode.unicodeHost(ascii))
      // The labels are lower-case and NFC already, so the round trip is exact, scalar for scalar.
      #expect(unicode.unicodeScalars.elementsEqual(host.unicodeScalars))
      #expect(Punycode.asciiHost(unicode) == ascii)
      #expect(Punycode.asciiHost(ascii) == ascii)
      #expect(Punycode.unicodeHost(host).map { Array($0.unicodeScalars) } == Array(host.unicodeScalars))
    }
  }

  @Test func arbitraryTextNeverCrashesAndConvertsConsistently() async {
    let anyText = Gen.int(in: 0...0x10FFFF).array(of: 0...30).map { values -> String in
      var view = String.UnicodeScalarView()
      // Bias towards dots so texts have several labels.
      view.append(contentsOf: values.map { $0 % 7 == 0 ? "." : Unicode.Scalar(UInt32($0)) ?? "\u{FFFD}" })
      return String(view)
    }
    await propertyCheck(count: 1000, input: anyText) { text in
      let ascii = Punycode.asciiHost(text)
      let unicode = Punycode.unicodeHost(text)
      #expect((ascii == nil) == (unicode == nil))
      if let ascii, let unicode {
        #expect(Punycode.asciiHost(unicode) == ascii)
        #expect(Punycode.unicodeHost(ascii) == unicode)
      }
    }
  }
}
