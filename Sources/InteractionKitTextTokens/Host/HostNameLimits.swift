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

  /// The length of one label, or `nil` when it is empty, malformed or longer than
  /// ``maximumLabelLength`` scalars.
  ///
  /// A label whose ASCII form would be longer than ``maximumLabelLength`` reads as
  /// `maximumLabelLength + 1` (too long, whatever its exact length), so a long IDN label costs no
  /// more than its first few digits. Allocates nothing: the scalars of a label that fits are at most
  /// 63, copied to a temporary buffer on the stack.
  static func labelLength(_ u: URLUnits, from start: Int, to end: Int, counting: Counting) -> Int? {
    var plain = true
    for k in start..<end where u[k] >= 0x80 {
      plain = false
      break
    }
    if plain { return start < end && end - start <= maximumLabelLength ? end - start : nil }
    if counting == .characters { return characterCount(u, from: start, to: end) }
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: maximumLabelLength) { buffer -> Int? in
      var count = 0
      var ascii = true
      var k = start
      while k < end {
        if isIgnorable(u[k]) {
          k += 1
          continue
        }
        guard count < maximumLabelLength else { return nil }
        let (value, length) = URLCharacterClass.scalarValue(u, k)
        if value >= 0x80 { ascii = false }
        buffer.initializeElement(at: count, to: value)
        count += 1
        k += length
      }
      guard count > 0 else { return nil }
      if ascii { return count }
      let scalars = UnsafeBufferPointer(rebasing: buffer[..<count])
      let startsWithACEPrefix =
        count >= 4 && scalars[0] | 0x20 == 0x78 && scalars[1] | 0x20 == 0x6E && scalars[2] == 0x2D && scalars[3] == 0x2D
      if startsWithACEPrefix { return nil }
      let acePrefixLength = 4
      return acePrefixLength + punycodeLength(scalars, limit: maximumLabelLength - acePrefixLength)
    }
  }

  /// The number of scalars in `u[start..<end]`, or `nil` when there are none or more than
  /// ``maximumLabelLength``.
  private static func characterCount(_ u: URLUnits, from start: Int, to end: Int) -> Int? {
    var count = 0
    var k = start
    while k < end {
      guard count < maximumLabelLength else { return nil }
      k += URLCharacterClass.scalarValue(u, k).length
      count += 1
    }
    return count > 0 ? count : nil
  }
}
