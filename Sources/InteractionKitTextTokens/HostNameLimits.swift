/// The DNS length caps every detected host must respect: each label 1…63 characters, the whole
/// name at most 253.
///
/// Two ways of counting, one per source grammar:
/// - IDNA (``Counting/punycode``, twitter-text, Mastodon, standard e-mails): lengths of the ASCII
///   form, where a label with non-ASCII characters counts as `xn--` plus its punycode encoding
///   (RFC 3492, computed without building strings) and a label that starts with `xn--` must already
///   be ASCII. As IDNA's mapping step does, `。`, `．` and `｡` separate labels and the characters it
///   maps to nothing (soft hyphen, zero-width space and joiners, variation selectors…) are ignored.
/// - Characters (``Counting/characters``, linkify-it): lengths in characters as written, which is how
///   linkify-it counts its 63-character labels.
enum HostNameLimits {
  /// How lengths are measured.
  enum Counting {
    case punycode
    case characters
  }

  /// The longest label.
  static let maximumLabelLength = TokenLimits.maximumLabelLength
  /// The longest host name.
  static let maximumDomainLength = TokenLimits.maximumDomainLength

  /// Whether the host `u[start..<end]` (labels separated by `.`) fits the caps.
  ///
  /// One pass: an ASCII label's length is its extent; only a label with other characters is measured
  /// again by ``labelLength(_:from:to:counting:)``.
  static func fits(_ u: URLUnits, from start: Int, to end: Int, counting: Counting = .punycode) -> Bool {
    guard start < end, end - start <= 2 * maximumDomainLength + 64 else { return false }
    var total = 0
    var labelStart = start
    var plain = true
    var i = start
    while true {
      var separates = i == end
      if !separates {
        let c = u[i]
        if c < 0x80 {
          separates = c == 0x2E
        } else if counting == .punycode, isIdeographicDot(c) {
          separates = true
        } else {
          plain = false
        }
      }
      if separates {
        let length: Int
        if plain {
          length = i - labelStart
          guard length > 0 else { return false }
        } else {
          guard let measured = labelLength(u, from: labelStart, to: i, counting: counting) else { return false }
          length = measured
        }
        guard length <= maximumLabelLength else { return false }
        total += length + (i == end ? 0 : 1)
        guard total <= maximumDomainLength else { return false }
        if i == end { return true }
        labelStart = i + 1
        plain = true
      }
      i += 1
    }
  }

  /// `fits(_:from:to:counting:)` on an array.
  static func fits(_ u: [UInt16], from start: Int, to end: Int, counting: Counting = .punycode) -> Bool {
    u.withUnsafeBufferPointer { fits($0, from: start, to: end, counting: counting) }
  }

  @inline(__always)
  static func isIdeographicDot(_ c: UInt16) -> Bool { c == 0x3002 || c == 0xFF0E || c == 0xFF61 }

  /// Characters IDNA maps to nothing.
  @inline(__always)
  static func isIgnorable(_ c: UInt16) -> Bool {
    switch c {
    case 0xAD, 0x34F, 0x1806, 0x180B...0x180D, 0x200B...0x200D, 0x2060, 0xFE00...0xFE0F, 0xFEFF: return true
    default: return false
    }
  }

  /// The length of one label, or `nil` when it is empty or malformed.
  static func labelLength(_ u: URLUnits, from start: Int, to end: Int, counting: Counting) -> Int? {
    var plain = true
    for k in start..<end where u[k] >= 0x80 {
      plain = false
      break
    }
    if plain { return start < end && end - start <= maximumLabelLength ? end - start : nil }
    var scalars: [UInt32] = []
    var ascii = true
    var k = start
    while k < end {
      if counting == .punycode, isIgnorable(u[k]) {
        k += 1
        continue
      }
      let (value, length) = URLCharacterClass.scalarValue(u, k)
      if value >= 0x80 { ascii = false }
      scalars.append(value)
      k += length
      if scalars.count > maximumLabelLength { return nil }
    }
    guard !scalars.isEmpty else { return nil }
    if ascii || counting == .characters { return scalars.count }
    let startsWithACEPrefix =
      scalars.count >= 4 && scalars[0] | 0x20 == 0x78 && scalars[1] | 0x20 == 0x6E && scalars[2] == 0x2D && scalars[3] == 0x2D
    return startsWithACEPrefix ? nil : 4 + punycodeLength(scalars)
  }

  /// The length of the RFC 3492 encoding of `input` (without the `xn--` prefix).
  static func punycodeLength(_ input: [UInt32]) -> Int {
    let base = 36, tMin = 1, tMax = 26
    let basic = input.filter { $0 < 0x80 }.count
    var output = basic > 0 ? basic + 1 : 0
    var n: UInt32 = 0x80
    var delta = 0
    var bias = 72
    var handled = basic
    while handled < input.count {
      guard let m = input.filter({ $0 >= n }).min() else { break }
      delta += Int(m - n) * (handled + 1)
      n = m
      for c in input {
        if c < n { delta += 1 }
        guard c == n else { continue }
        var q = delta
        var k = base
        while true {
          let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
          if q < t { break }
          output += 1
          q = (q - t) / (base - t)
          k += base
        }
        output += 1
        bias = adapt(delta, count: handled + 1, first: handled == basic)
        delta = 0
        handled += 1
      }
      delta += 1
      n += 1
    }
    return output
  }

  private static func adapt(_ delta: Int, count: Int, first: Bool) -> Int {
    var delta = first ? delta / 700 : delta / 2
    delta += delta / count
    var k = 0
    while delta > ((36 - 1) * 26) / 2 {
      delta /= 35
      k += 36
    }
    return k + (36 * delta) / (delta + 38)
  }
}
