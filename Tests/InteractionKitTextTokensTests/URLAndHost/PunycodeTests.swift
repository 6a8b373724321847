import InteractionKitTextTokens
import PropertyBased
import Testing

/// One sample string of RFC 3492 section 7.1: the code points and the published encoding.
struct PunycodeSample: Sendable, CustomTestStringConvertible {
  var name: String
  var codePoints: [UInt32]
  var encoded: String
  var testDescription: String { name }

  var string: String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: codePoints.compactMap(Unicode.Scalar.init))
    return String(view)
  }

  /// The published encoding with the digits after the last hyphen lower-cased: the encoder writes
  /// lower-case digits and no mixed-case annotation (only sample I uses one, the `D`).
  var expectedEncoderOutput: String {
    guard let dash = encoded.lastIndex(of: "-") else { return encoded.lowercased() }
    return String(encoded[...dash]) + encoded[encoded.index(after: dash)...].lowercased()
  }
}

@Suite struct PunycodeTests {
  /// RFC 3492 section 7.1, samples A to S.
  static let samples: [PunycodeSample] = [
    .init(
      name: "(A) Arabic (Egyptian)",
      codePoints: [
        0x0644, 0x064A, 0x0647, 0x0645, 0x0627, 0x0628, 0x062A, 0x0643, 0x0644, 0x0645, 0x0648, 0x0634, 0x0639,
        0x0631, 0x0628, 0x064A, 0x061F,
      ], encoded: "egbpdaj6bu4bxfgehfvwxn"),
    .init(
      name: "(B) Chinese (simplified)",
      codePoints: [0x4ED6, 0x4EEC, 0x4E3A, 0x4EC0, 0x4E48, 0x4E0D, 0x8BF4, 0x4E2D, 0x6587],
      encoded: "ihqwcrb4cv8a8dqg056pqjye"),
    .init(
      name: "(C) Chinese (traditional)",
      codePoints: [0x4ED6, 0x5011, 0x7232, 0x4EC0, 0x9EBD, 0x4E0D, 0x8AAA, 0x4E2D, 0x6587],
      encoded: "ihqwctvzc91f659drss3x8bo0yb"),
    .init(
      name: "(D) Czech",
      codePoints: [
        0x0050, 0x0072, 0x006F, 0x010D, 0x0070, 0x0072, 0x006F, 0x0073, 0x0074, 0x011B, 0x006E, 0x0065, 0x006D,
        0x006C, 0x0075, 0x0076, 0x00ED, 0x010D, 0x0065, 0x0073, 0x006B, 0x0079,
      ], encoded: "Proprostnemluvesky-uyb24dma41a"),
    .init(
      name: "(E) Hebrew",
      codePoints: [
        0x05DC, 0x05DE, 0x05D4, 0x05D4, 0x05DD, 0x05E4, 0x05E9, 0x05D5, 0x05D8, 0x05DC, 0x05D0, 0x05DE, 0x05D3,
        0x05D1, 0x05E8, 0x05D9, 0x05DD, 0x05E2, 0x05D1, 0x05E8, 0x05D9, 0x05EA,
      ], encoded: "4dbcagdahymbxekheh6e0a7fei0b"),
    .init(
      name: "(F) Hindi (Devanagari)",
      codePoints: [
        0x092F, 0x0939, 0x0932, 0x094B, 0x0917, 0x0939, 0x093F, 0x0928, 0x094D, 0x0926, 0x0940, 0x0915, 0x094D,
        0x092F, 0x094B, 0x0902, 0x0928, 0x0939, 0x0940, 0x0902, 0x092C, 0x094B, 0x0932, 0x0938, 0x0915, 0x0924,
        0x0947, 0x0939, 0x0948, 0x0902,
      ], encoded: "i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd"),
    .init(
      name: "(G) Japanese (kanji and hiragana)",
      codePoints: [
        0x306A, 0x305C, 0x307F, 0x3093, 0x306A, 0x65E5, 0x672C, 0x8A9E, 0x3092, 0x8A71, 0x3057, 0x3066, 0x304F,
        0x308C, 0x306A, 0x3044, 0x306E, 0x304B,
      ], encoded: "n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa"),
    .init(
      name: "(H) Korean (Hangul syllables)",
      codePoints: [
        0xC138, 0xACC4, 0xC758, 0xBAA8, 0xB4E0, 0xC0AC, 0xB78C, 0xB4E4, 0xC774, 0xD55C, 0xAD6D, 0xC5B4, 0xB97C,
        0xC774, 0xD574, 0xD55C, 0xB2E4, 0xBA74, 0xC5BC, 0xB9C8, 0xB098, 0xC88B, 0xC744, 0xAE4C,
      ], encoded: "989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c"),
    .init(
      name: "(I) Russian (Cyrillic)",
      codePoints: [
        0x043F, 0x043E, 0x0447, 0x0435, 0x043C, 0x0443, 0x0436, 0x0435, 0x043E, 0x043D, 0x0438, 0x043D, 0x0435,
        0x0433, 0x043E, 0x0432, 0x043E, 0x0440, 0x044F, 0x0442, 0x043F, 0x043E, 0x0440, 0x0443, 0x0441, 0x0441,
        0x043A, 0x0438,
      ], encoded: "b1abfaaepdrnnbgefbaDotcwatmq2g4l"),
    .init(
      name: "(J) Spanish",
      codePoints: [
        0x0050, 0x006F, 0x0072, 0x0071, 0x0075, 0x00E9, 0x006E, 0x006F, 0x0070, 0x0075, 0x0065, 0x0064, 0x0065,
        0x006E, 0x0073, 0x0069, 0x006D, 0x0070, 0x006C, 0x0065, 0x006D, 0x0065, 0x006E, 0x0074, 0x0065, 0x0068,
        0x0061, 0x0062, 0x006C, 0x0061, 0x0072, 0x0065, 0x006E, 0x0045, 0x0073, 0x0070, 0x0061, 0x00F1, 0x006F,
        0x006C,
      ], encoded: "PorqunopuedensimplementehablarenEspaol-fmd56a"),
    .init(
      name: "(K) Vietnamese",
      codePoints: [
        0x0054, 0x1EA1, 0x0069, 0x0073, 0x0061, 0x006F, 0x0068, 0x1ECD, 0x006B, 0x0068, 0x00F4, 0x006E, 0x0067,
        0x0074, 0x0068, 0x1EC3, 0x0063, 0x0068, 0x1EC9, 0x006E, 0x00F3, 0x0069, 0x0074, 0x0069, 0x1EBF, 0x006E,
        0x0067, 0x0056, 0x0069, 0x1EC7, 0x0074,
      ], encoded: "TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g"),
    .init(
      name: "(L) 3<nen>B<gumi><kinpachi><sensei>",
      codePoints: [0x0033, 0x5E74, 0x0042, 0x7D44, 0x91D1, 0x516B, 0x5148, 0x751F],
      encoded: "3B-ww4c5e180e575a65lsy2b"),
    .init(
      name: "(M) <amuro><namie>-with-SUPER-MONKEYS",
      codePoints: [
        0x5B89, 0x5BA4, 0x5948, 0x7F8E, 0x6075, 0x002D, 0x0077, 0x0069, 0x0074, 0x0068, 0x002D, 0x0053, 0x0055,
        0x0050, 0x0045, 0x0052, 0x002D, 0x004D, 0x004F, 0x004E, 0x004B, 0x0045, 0x0059, 0x0053,
      ], encoded: "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"),
    .init(
      name: "(N) Hello-Another-Way-<sorezore><no><basho>",
      codePoints: [
        0x0048, 0x0065, 0x006C, 0x006C, 0x006F, 0x002D, 0x0041, 0x006E, 0x006F, 0x0074, 0x0068, 0x0065, 0x0072,
        0x002D, 0x0057, 0x0061, 0x0079, 0x002D, 0x305D, 0x308C, 0x305E, 0x308C, 0x306E, 0x5834, 0x6240,
      ], encoded: "Hello-Another-Way--fc4qua05auwb3674vfr0b"),
    .init(
      name: "(O) <hitotsu><yane><no><shita>2",
      codePoints: [0x3072, 0x3068, 0x3064, 0x5C4B, 0x6839, 0x306E, 0x4E0B, 0x0032],
      encoded: "2-u9tlzr9756bt3uc0v"),
    .init(
      name: "(P) Maji<de>Koi<suru>5<byou><mae>",
      codePoints: [0x004D, 0x0061, 0x006A, 0x0069, 0x3067, 0x004B, 0x006F, 0x0069, 0x3059, 0x308B, 0x0035, 0x79D2, 0x524D],
      encoded: "MajiKoi5-783gue6qz075azm5e"),
    .init(
      name: "(Q) <pafii>de<runba>",
      codePoints: [0x30D1, 0x30D5, 0x30A3, 0x30FC, 0x0064, 0x0065, 0x30EB, 0x30F3, 0x30D0],
      encoded: "de-jg4avhby1noc0d"),
    .init(
      name: "(R) <sono><supiido><de>",
      codePoints: [0x305D, 0x306E, 0x30B9, 0x30D4, 0x30FC, 0x30C9, 0x3067],
      encoded: "d9juau41awczczp"),
    .init(
      name: "(S) -> $1.00 <-",
      codePoints: [0x002D, 0x003E, 0x0020, 0x0024, 0x0031, 0x002E, 0x0030, 0x0030, 0x0020, 0x003C, 0x002D],
      encoded: "-> $1.00 <--"),
  ]

  @Test(arguments: samples)
  func encodesRFC3492Sample(_ sample: PunycodeSample) throws {
    #expect(try Punycode.encode(sample.string) == sample.expectedEncoderOutput)
  }

  @Test(arguments: samples)
  func decodesRFC3492Sample(_ sample: PunycodeSample) throws {
    let decoded = try Punycode.decode(sample.encoded)
    #expect(decoded.unicodeScalars.map(\.value) == sample.codePoints)
    // Digits are case-insensitive: the all-upper-case digits decode to the same code points.
    let shouted = try Punycode.decode(sample.expectedEncoderOutput)
    #expect(shouted.unicodeScalars.map(\.value) == sample.codePoints)
  }

  @Test func encodesSmallExamples() throws {
    #expect(try Punycode.encode("bücher") == "bcher-kva")
    #expect(try Punycode.encode("münchen") == "mnchen-3ya")
    #expect(try Punycode.encode("é") == "9ca")
    #expect(try Punycode.encode("abc") == "abc-")
    #expect(try Punycode.encode("") == "")
    #expect(try Punycode.decode("") == "")
    #expect(try Punycode.decode("abc-") == "abc")
    // Basic code points keep their case; digits are case-insensitive.
    #expect(try Punycode.decode("BCHER-KVA") == "BüCHER")
  }

  @Test func rejectsMalformedEncodings() {
    // A non-digit after the last hyphen.
    #expect(throws: PunycodeError.invalidCharacter("!", offset: 4)) { try Punycode.decode("abc-!") }
    // Non-ASCII input.
    #expect(throws: PunycodeError.invalidCharacter("ü", offset: 1)) { try Punycode.decode("bü-kva") }
    // A leading hyphen with no basic code points is not a delimiter (RFC 3492 sample code).
    #expect(throws: PunycodeError.invalidCharacter("-", offset: 0)) { try Punycode.decode("-abc") }
    // The last number never reaches a digit below its threshold.
    #expect(throws: PunycodeError.truncatedInput) { try Punycode.decode("bcher-kv") }
    // "a" alone is delta 0 at n = 128: it inserts U+0080; "99999…" grows without bound.
    #expect(throws: PunycodeError.overflow) { try Punycode.decode(String(repeating: "9", count: 40)) }
  }

  /// The Punycode of a label holding the single code point `value`: the variable-length integer
  /// `value - 128` at the initial bias (RFC 3492 section 6.3 with one code point). Written out here
  /// as an independent oracle, so code points that Swift cannot hold (surrogates) can be encoded.
  static func singleCodePointEncoding(_ value: Int) -> String {
    let digits = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    var q = value - 128
    var k = 36
    var output = ""
    while true {
      let t = k <= 72 ? 1 : (k >= 72 + 26 ? 26 : k - 72)
      if q < t { break }
      output.append(digits[t + (q - t) % (36 - t)])
      q = (q - t) / (36 - t)
      k += 36
    }
    output.append(digits[q])
    return output
  }

  @Test func rejectsDecodedSurrogatesAndValuesBeyondUnicode() throws {
    #expect(try Punycode.decode("a") == "\u{80}")
    #expect(Self.singleCodePointEncoding(0xE9) == "9ca")
    #expect(try Punycode.encode("\u{D7FF}") == Self.singleCodePointEncoding(0xD7FF))
    #expect(try Punycode.decode(Self.singleCodePointEncoding(0xD7FF)) == "\u{D7FF}")
    #expect(try Punycode.decode(Self.singleCodePointEncoding(0x10FFFF)) == "\u{10FFFF}")
    #expect(throws: PunycodeError.invalidCodePoint(0xD800)) { try Punycode.decode(Self.singleCodePointEncoding(0xD800)) }
    #expect(throws: PunycodeError.invalidCodePoint(0xDFFF)) { try Punycode.decode(Self.singleCodePointEncoding(0xDFFF)) }
    #expect(throws: PunycodeError.invalidCodePoint(0x110000)) { try Punycode.decode(Self.singleCodePointEncoding(0x110000)) }
  }

  @Test func refusesInputsAboveTheLimit() {
    let long = String(repeating: "é", count: Punycode.maximumInputLength + 1)
    #expect(throws: PunycodeError.inputTooLong(length: Punycode.maximumInputLength + 1, limit: Punycode.maximumInputLength)) {
      try Punycode.encode(long)
    }
    let longEncoded = String(repeating: "a", count: Punycode.maximumInputLength + 1)
    #expect(throws: PunycodeError.self) { try Punycode.decode(longEncoded) }
    #expect(Punycode.maximumInputLength == 4_096)
  }

  @Test func errorDescriptionsEndInAFix() {
    let errors: [PunycodeError] = [
      .inputTooLong(length: 5000, limit: 4096), .invalidCharacter("!", offset: 3), .truncatedInput,
      .invalidCodePoint(0xD800), .overflow,
    ]
    for error in errors {
      #expect(error.description.hasSuffix("."))
      #expect(error.description.count > 40)
    }
  }

  /// Random scalars from every plane (surrogate values map to U+FFFD).
  static let anyScalarLabel = Gen.int(in: 0...0x10FFFF).array(of: 0...40).map { values in
    values.map { Unicode.Scalar(UInt32($0)) ?? "\u{FFFD}" }
  }

  @Test func roundTripsRandomUnicode() async {
    await propertyCheck(count: 500, input: Self.anyScalarLabel) { scalars in
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars)
      let label = String(view)
      let encoded = try Punycode.encode(label)
      #expect(encoded.unicodeScalars.allSatisfy { $0.isASCII })
      #expect(try Punycode.decode(encoded).unicodeScalars.elementsEqual(scalars))
    }
  }

  @Test func decodingRandomASCIINeverCrashes() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0x20...0x7E).array(of: 0...80)) { bytes in
      let text = String(decoding: bytes.map(UInt8.init), as: UTF8.self)
      // Either a typed error or a string whose encoding decodes back to it.
      if let decoded = try? Punycode.decode(text) {
        let again = try Punycode.decode(Punycode.encode(decoded))
        #expect(again.unicodeScalars.elementsEqual(decoded.unicodeScalars))
      }
    }
  }
}
