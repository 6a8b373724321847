import Foundation
@testable import InteractionKitTextTokens
import InteractionKitTestSupport
import Testing

/// ``HostNameLimits/punycodeLength(_:)`` and ``HostNameLimits/labelLength(_:from:to:counting:)``
/// against a plain RFC 3492 encoder that builds the encoded string, over thousands of random labels.
struct HostNameLimitsPunycodeLengthTests {
  /// Known encodings (RFC 3492 section 7.1 and common IDN examples), as the reference writes them.
  static let knownEncodings: [(label: String, encoded: String)] = [
    ("bücher", "bcher-kva"), ("münchen", "mnchen-3ya"), ("例子", "fsqu00a"), ("президент", "d1abbgf6aiiy"),
    ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"), ("ليهمابتكلموشعربي؟", "egbpdaj6bu4bxfgehfvwxn"),
    ("☃", "n3h"), ("😀", "e28h"),
  ]

  @Test func referenceEncoderWritesTheKnownEncodings() {
    for (label, encoded) in Self.knownEncodings {
      #expect(PunycodeReference.encode(label.unicodeScalars.map(\.value)) == encoded, "\(label)")
    }
  }

  @Test func knownLabelsHaveTheirACELengths() {
    // "xn--bcher-kva" and "xn--mnchen-3ya" are 13 and 14 characters long.
    #expect(Self.labelLength("bücher") == 13)
    #expect(Self.labelLength("münchen") == 14)
    #expect(Self.labelLength("例子") == 11)
    #expect(Self.labelLength("他们为什么不说中文") == 28)
    #expect(HostNameLimits.punycodeLength("他们为什么不说中文".unicodeScalars.map(\.value)) == 24)
    // ASCII and characters counting, ignorable characters, the ACE prefix, empty labels.
    #expect(Self.labelLength("example") == 7)
    #expect(Self.labelLength("b\u{AD}ücher") == 13)
    #expect(Self.labelLength("b\u{AD}ücher", counting: .characters) == 7)
    #expect(Self.labelLength("xn--bücher") == nil)
    #expect(Self.labelLength("\u{200B}") == nil)
    #expect(Self.labelLength("") == nil)
    // 63 scalars is the most a label holds; 59 digits the most its encoding may have.
    #expect(Self.labelLength(String(repeating: "é", count: 63), counting: .characters) == 63)
    #expect(Self.labelLength(String(repeating: "é", count: 64), counting: .characters) == nil)
    #expect(Self.labelLength(String(repeating: "é", count: 64)) == nil)
    // "a" × 55 + "é" encodes to 59 characters, × 57 to 61: too long, reported as 64.
    #expect(Self.labelLength(String(repeating: "a", count: 55) + "é") == 63)
    #expect(Self.labelLength(String(repeating: "a", count: 57) + "é") == HostNameLimits.maximumLabelLength + 1)
    #expect(Self.labelLength(String(repeating: "é", count: 57)) == 63)
    #expect(Self.labelLength(String(repeating: "é", count: 58)) == 64)
  }

  @Test func lengthsEqualTheReferenceOnRandomLabels() {
    var random = SplitMix64(seed: 0x5EED_C0DE)
    var checked = 0
    var atTheLimit = 0
    var justOver = 0
    var tooLong = 0
    for script in LabelScript.allCases {
      for _ in 0..<1_500 {
        let scalars = script.label(length: Int.random(in: 1...80, using: &random), using: &random)
        let encoded = PunycodeReference.encode(scalars)
        let exact = HostNameLimits.punycodeLength(scalars)
        #expect(exact == encoded.count, "\(script) \(scalars)")
        let bounded = scalars.withUnsafeBufferPointer { HostNameLimits.punycodeLength($0, limit: 59) }
        #expect(bounded == min(encoded.count, 60), "\(script) \(scalars)")
        let units = PunycodeReference.utf16(scalars)
        for counting in [HostNameLimits.Counting.punycode, .characters] {
          let measured = units.withUnsafeBufferPointer {
            HostNameLimits.labelLength($0, from: 0, to: units.count, counting: counting)
          }
          let expected = PunycodeReference.labelLength(units, counting: counting).map { min($0, 64) }
          #expect(measured == expected, "\(script) \(counting) \(scalars)")
        }
        let reference = PunycodeReference.labelLength(units, counting: .punycode)
        if reference == 63 { atTheLimit += 1 }
        if reference == 64 { justOver += 1 }
        if let reference, reference > 64 { tooLong += 1 }
        checked += 1
      }
    }
    #expect(checked == 1_500 * LabelScript.allCases.count)
    // The random labels reach both sides of the limit, where the measurement stops early.
    #expect(atTheLimit > 0 && justOver > 0 && tooLong > 100, "\(atTheLimit) \(justOver) \(tooLong)")
  }

  @Test(arguments: [PunycodeReference.Mutation.multiplierOffByOne, .smallerScalarsUncounted, .biasNotAdapted])
  func aBrokenEncoderDisagrees(mutation: PunycodeReference.Mutation) {
    // The comparison above catches a mistake in the arithmetic: a mutated encoder gives other
    // lengths for many labels.
    var random = SplitMix64(seed: 7)
    var disagreements = 0
    for _ in 0..<500 {
      let scalars = LabelScript.mixed.label(length: Int.random(in: 1...40, using: &random), using: &random)
      if PunycodeReference.encode(scalars, mutation: mutation).count != HostNameLimits.punycodeLength(scalars) {
        disagreements += 1
      }
    }
    #expect(disagreements > 50, "\(disagreements)")
  }

  static func labelLength(_ label: String, counting: HostNameLimits.Counting = .punycode) -> Int? {
    let units = Array(label.utf16)
    return units.withUnsafeBufferPointer {
      HostNameLimits.labelLength($0, from: 0, to: units.count, counting: counting)
    }
  }
}

/// The scripts random labels are drawn from.
enum LabelScript: CaseIterable {
  case ascii, latin, cyrillic, cjk, astral, mixed

  /// A label of `length` scalars.
  func label(length: Int, using random: inout SplitMix64) -> [UInt32] {
    (0..<length).map { _ in scalar(using: &random) }
  }

  func scalar(using random: inout SplitMix64) -> UInt32 {
    switch self {
    case .ascii:
      let ranges: [Range<UInt32>] = [0x61..<0x7B, 0x30..<0x3A, 0x2D..<0x2E]
      return UInt32.random(in: ranges.randomElement(using: &random) ?? 0x61..<0x7B, using: &random)
    case .latin:
      let ranges: [Range<UInt32>] = [0x61..<0x7B, 0xE0..<0x100]
      return UInt32.random(in: ranges.randomElement(using: &random) ?? 0x61..<0x7B, using: &random)
    case .cyrillic: return UInt32.random(in: 0x430..<0x450, using: &random)
    case .cjk: return UInt32.random(in: 0x4E00..<0x9FA0, using: &random)
    case .astral: return UInt32.random(in: 0x1F300..<0x1F650, using: &random)
    case .mixed:
      let scripts: [LabelScript] = [.ascii, .latin, .cyrillic, .cjk, .astral]
      switch UInt32.random(in: 0..<20, using: &random) {
      case 0: return [0xAD, 0x200B, 0xFE0F].randomElement(using: &random) ?? 0xAD
      case 1:
        let value = UInt32.random(in: 0x80...0x10FFFF, using: &random)
        return (0xD800...0xDFFF).contains(value) ? 0xFFFD : value
      default: return (scripts.randomElement(using: &random) ?? .ascii).scalar(using: &random)
      }
    }
  }
}

/// A plain RFC 3492 encoder that builds the encoded string, and the label length it implies.
enum PunycodeReference {
  /// Deliberate mistakes, to show the comparison catches them.
  enum Mutation: Sendable {
    case none
    /// `delta += (m - n) * handled` instead of `handled + 1`.
    case multiplierOffByOne
    /// The scalars smaller than the one inserted are not counted.
    case smallerScalarsUncounted
    /// The bias keeps its initial value.
    case biasNotAdapted
  }

  static func encode(_ input: [UInt32], mutation: Mutation = .none) -> String {
    let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700, initialBias = 72
    func adapt(_ delta: Int, _ count: Int, _ first: Bool) -> Int {
      var delta = first ? delta / damp : delta / 2
      delta += delta / count
      var k = 0
      while delta > ((base - tMin) * tMax) / 2 {
        delta /= base - tMin
        k += base
      }
      return k + (base - tMin + 1) * delta / (delta + skew)
    }
    func digit(_ d: Int) -> Character {
      Character(Unicode.Scalar(UInt8(d < 26 ? 97 + d : 22 + d)))
    }
    var output = String(input.filter { $0 < 0x80 }.map { Character(Unicode.Scalar(UInt8($0))) })
    let basic = output.count
    if basic > 0 { output.append("-") }
    var n = 0x80
    var delta = 0
    var bias = initialBias
    var handled = basic
    while handled < input.count {
      let m = input.map(Int.init).filter { $0 >= n }.min() ?? n
      delta += (m - n) * (mutation == .multiplierOffByOne ? handled : handled + 1)
      n = m
      for c in input.map(Int.init) {
        if c < n, mutation != .smallerScalarsUncounted { delta += 1 }
        if c == n {
          var q = delta
          var k = base
          while true {
            let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
            if q < t { break }
            output.append(digit(t + (q - t) % (base - t)))
            q = (q - t) / (base - t)
            k += base
          }
          output.append(digit(q))
          if mutation != .biasNotAdapted { bias = adapt(delta, handled + 1, handled == basic) }
          delta = 0
          handled += 1
        }
      }
      delta += 1
      n += 1
    }
    return output
  }

  /// The UTF-16 form of `scalars` (surrogate values, which the random labels never hold, as is).
  static func utf16(_ scalars: [UInt32]) -> [UInt16] {
    scalars.flatMap { value -> [UInt16] in
      guard value >= 0x10000 else { return [UInt16(value)] }
      let v = value - 0x10000
      return [UInt16(0xD800 + (v >> 10)), UInt16(0xDC00 + (v & 0x3FF))]
    }
  }

  /// The label's length as documented by ``HostNameLimits``: `nil` when empty or over 63 scalars
  /// (after dropping ignorable characters when counting punycode), the ASCII form's length otherwise.
  static func labelLength(_ units: [UInt16], counting: HostNameLimits.Counting) -> Int? {
    let ignorable: Set<UInt32> = [0xAD, 0x34F, 0x1806, 0x180B, 0x180C, 0x180D, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF]
    var scalars = String(decoding: units, as: UTF16.self).unicodeScalars.map(\.value)
    if counting == .punycode {
      scalars.removeAll { ignorable.contains($0) || (0xFE00...0xFE0F).contains($0) }
    }
    guard !scalars.isEmpty, scalars.count <= 63 else { return nil }
    if counting == .characters || scalars.allSatisfy({ $0 < 0x80 }) { return scalars.count }
    let prefix = String(String.UnicodeScalarView(scalars.prefix(4).compactMap(Unicode.Scalar.init))).lowercased()
    if prefix == "xn--" { return nil }
    return 4 + encode(scalars).count
  }
}
