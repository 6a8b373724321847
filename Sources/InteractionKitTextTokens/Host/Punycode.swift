/// Punycode (RFC 3492): the Bootstring encoding that turns a Unicode label into ASCII letters, digits
/// and hyphens, as used by internationalized domain names.
///
/// ``encode(_:)`` and ``decode(_:)`` are the raw algorithm (no `xn--` prefix, no case mapping);
/// ``asciiHost(_:)`` and ``unicodeHost(_:)`` convert whole host names IDNA-style. The encoder writes
/// lower-case digits; the decoder accepts either case and ignores RFC 3492's optional mixed-case
/// annotations (the decoded code points are returned as encoded).
///
/// Both directions refuse inputs longer than ``maximumInputLength`` so the algorithm, quadratic in
/// the label length, stays fast on hostile input.
public enum Punycode {
  /// The longest input ``encode(_:)`` (in Unicode scalars) and ``decode(_:)`` (in characters)
  /// accept: 4,096, the URL cap. Domain labels are far shorter (63 characters).
  public static let maximumInputLength = TokenLimits.maximumURLLength

  // RFC 3492 section 5 parameter values for Punycode.
  static let base = 36
  static let tMin = 1
  static let tMax = 26
  static let skew = 38
  static let damp = 700
  static let initialBias = 72
  static let initialN = 0x80
  static let delimiter = UInt8(ascii: "-")

  /// The Punycode encoding of `input`'s Unicode scalars: its basic (ASCII) code points in order,
  /// a hyphen when there were any, then the digits that insert the other code points.
  ///
  /// `"bücher"` encodes to `"bcher-kva"`. The input is used as given: no normalization, no case mapping.
  /// - Throws: ``PunycodeError/inputTooLong(length:limit:)`` beyond ``maximumInputLength`` scalars,
  ///   ``PunycodeError/overflow`` when the arithmetic would overflow (not reachable within the limit).
  public static func encode(_ input: String) throws(PunycodeError) -> String {
    let scalars = Array(input.unicodeScalars.prefix(maximumInputLength + 1)).map { Int($0.value) }
    guard scalars.count <= maximumInputLength else {
      throw .inputTooLong(length: input.unicodeScalars.count, limit: maximumInputLength)
    }
    var output: [UInt8] = scalars.filter { $0 < initialN }.map { UInt8($0) }
    let basicCount = output.count
    var handled = basicCount
    if basicCount > 0 { output.append(delimiter) }
    var n = initialN
    var delta = 0
    var bias = initialBias
    while handled < scalars.count {
      // The smallest code point not yet handled; there is one since handled < count.
      let m = scalars.lazy.filter { $0 >= n }.min() ?? n
      delta = try add(delta, try multiply(m - n, handled + 1))
      n = m
      for c in scalars {
        if c < n { delta = try add(delta, 1) }
        if c == n {
          var q = delta
          var k = base
          while true {
            let t = threshold(k, bias: bias)
            if q < t { break }
            output.append(digit(t + (q - t) % (base - t)))
            q = (q - t) / (base - t)
            k += base
          }
          output.append(digit(q))
          bias = adapt(delta, count: handled + 1, first: handled == basicCount)
          delta = 0
          handled += 1
        }
      }
      delta = try add(delta, 1)
      n += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The Unicode string whose Punycode encoding is `input` (without an `xn--` prefix).
  ///
  /// Digits are read case-insensitively; basic code points before the last hyphen are copied as
  /// written. `"bcher-kva"` decodes to `"bücher"`.
  /// - Throws: ``PunycodeError/inputTooLong(length:limit:)`` beyond ``maximumInputLength`` characters;
  ///   ``PunycodeError/invalidCharacter(_:offset:)`` for a non-ASCII character or a non-digit after
  ///   the last hyphen; ``PunycodeError/truncatedInput`` when the input ends inside a number;
  ///   ``PunycodeError/invalidCodePoint(_:)`` when a number decodes to an ASCII code point, a
  ///   surrogate or a value above U+10FFFF; ``PunycodeError/overflow`` for numbers too large.
  public static func decode(_ input: String) throws(PunycodeError) -> String {
    let units = Array(input.unicodeScalars.prefix(maximumInputLength + 1))
    guard units.count <= maximumInputLength else {
      throw .inputTooLong(length: input.unicodeScalars.count, limit: maximumInputLength)
    }
    for (offset, scalar) in units.enumerated() where !scalar.isASCII {
      throw .invalidCharacter(scalar, offset: offset)
    }
    let lastDelimiter = units.lastIndex { $0.value == UInt32(delimiter) }
    var output: [Unicode.Scalar] = lastDelimiter.map { Array(units[..<$0]) } ?? []
    var position = lastDelimiter.map { $0 > 0 ? $0 + 1 : 0 } ?? 0
    var n = initialN
    var i = 0
    var bias = initialBias
    while position < units.count {
      let oldI = i
      var w = 1
      var k = base
      while true {
        guard position < units.count else { throw .truncatedInput }
        let scalar = units[position]
        guard let value = digitValue(scalar) else { throw .invalidCharacter(scalar, offset: position) }
        position += 1
        i = try add(i, try multiply(value, w))
        let t = threshold(k, bias: bias)
        if value < t { break }
        w = try multiply(w, base - t)
        k += base
      }
      let length = output.count + 1
      bias = adapt(i - oldI, count: length, first: oldI == 0)
      n = try add(n, i / length)
      guard n <= 0x10FFFF else { throw .invalidCodePoint(UInt32(clamping: n)) }
      i %= length
      guard n >= initialN, let scalar = Unicode.Scalar(UInt32(n)) else { throw .invalidCodePoint(UInt32(n)) }
      output.insert(scalar, at: i)
      i += 1
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: output)
    return String(result)
  }

  /// RFC 3492 section 6.1: the bias adaptation after each delta.
  static func adapt(_ delta: Int, count: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / count
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }

  /// The threshold `t` for position `k` of a variable-length integer.
  @inline(__always)
  static func threshold(_ k: Int, bias: Int) -> Int {
    k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
  }

  /// The ASCII character of a digit value 0...35: `a`–`z` then `0`–`9`.
  @inline(__always)
  static func digit(_ value: Int) -> UInt8 {
    value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "0") + UInt8(value - 26)
  }

  /// The digit value of an ASCII character, or `nil` when it is not a Punycode digit.
  @inline(__always)
  static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar {
    case "a"..."z": Int(scalar.value - UInt32(UInt8(ascii: "a")))
    case "A"..."Z": Int(scalar.value - UInt32(UInt8(ascii: "A")))
    case "0"..."9": Int(scalar.value - UInt32(UInt8(ascii: "0"))) + 26
    default: nil
    }
  }

  @inline(__always)
  static func add(_ a: Int, _ b: Int) throws(PunycodeError) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    if overflow { throw .overflow }
    return sum
  }

  @inline(__always)
  static func multiply(_ a: Int, _ b: Int) throws(PunycodeError) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    if overflow { throw .overflow }
    return product
  }
}

/// Why a Punycode conversion failed.
public enum PunycodeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The input has more than `limit` scalars or characters.
  case inputTooLong(length: Int, limit: Int)
  /// A character that cannot appear at `offset` of an encoded string (non-ASCII, or not a digit
  /// after the last hyphen).
  case invalidCharacter(Unicode.Scalar, offset: Int)
  /// The encoded string ends in the middle of a variable-length number.
  case truncatedInput
  /// A number decodes to a code point that Punycode never produces: ASCII, a surrogate or beyond U+10FFFF.
  case invalidCodePoint(UInt32)
  /// The numbers are too large for the arithmetic.
  case overflow

  /// A full sentence that says what is wrong with the input and how to fix it.
  public var description: String {
    switch self {
    case .inputTooLong(let length, let limit):
      "The input has \(length) characters but Punycode accepts at most \(limit); split it into domain labels (63 characters at most) before converting."
    case .invalidCharacter(let scalar, let offset):
      "The character U+\(String(scalar.value, radix: 16, uppercase: true)) at offset \(offset) cannot appear in Punycode; pass only the ASCII letters, digits and hyphens after the `xn--` prefix."
    case .truncatedInput:
      "The encoded string ends in the middle of a number; pass the complete label as it appears after `xn--`."
    case .invalidCodePoint(let value):
      "The encoding decodes to the invalid code point \(value); the label is corrupt, so treat the host as invalid rather than displaying it."
    case .overflow:
      "The encoded numbers overflow; the label is corrupt or hostile, so treat the host as invalid rather than displaying it."
    }
  }
}
