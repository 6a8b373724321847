/// Builds `String`s from UTF-16 code units quickly: the standard library's generic
/// `String(decoding:as: UTF16.self)` goes through a slow per-scalar path, which dominated the cost of
/// creating token values. ASCII (the common case for URLs and e-mail addresses) is copied byte by
/// byte; other text is transcoded to UTF-8 by hand (a lone surrogate becomes U+FFFD).
enum URLStringBuilder {
  /// The text of `u[range]`.
  static func string(_ u: [UInt16], _ range: Range<Int>) -> String {
    string(u, range, prefix: [], lowercasingPrefix: 0)
  }

  /// `prefix` (ASCII) followed by the text of `u[range]`, whose first `lowercasingPrefix` units are
  /// lower-cased when they are ASCII letters.
  static func string(_ u: [UInt16], _ range: Range<Int>, prefix: [UInt8], lowercasingPrefix: Int) -> String {
    let capacity = prefix.count + 3 * range.count
    guard capacity > 0 else { return "" }
    return String(unsafeUninitializedCapacity: capacity) { buffer in
      write(u, range, prefix: prefix, lowercasingPrefix: lowercasingPrefix, into: buffer, at: 0)
    }
  }

  /// Writes what ``string(_:_:prefix:lowercasingPrefix:)`` returns as UTF-8 at `start` in
  /// `buffer`, which must have room for `prefix.count + 3 * range.count` bytes there; returns the
  /// end of what was written.
  static func write(
    _ u: [UInt16], _ range: Range<Int>, prefix: [UInt8] = [], lowercasingPrefix: Int = 0,
    into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int {
    var out = start
    for byte in prefix {
      buffer[out] = byte
      out += 1
    }
    let lowercaseEnd = range.lowerBound + lowercasingPrefix
    var i = writeASCIIBlocks(u, range, lowercasingBefore: lowercaseEnd, into: buffer, at: &out)
    while i < range.upperBound {
      let c = u[i]
      if c < 0x80 {
        buffer[out] = UInt8(truncatingIfNeeded: i < lowercaseEnd ? URLCharacterClass.lowercased(c) : c)
        out += 1
        i += 1
        continue
      }
      var value = UInt32(c)
      if URLCharacterClass.isHighSurrogate(c), i + 1 < range.upperBound, URLCharacterClass.isLowSurrogate(u[i + 1]) {
        value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(u[i + 1]) - 0xDC00)
        i += 2
      } else {
        if c & 0xF800 == 0xD800 { value = 0xFFFD }
        i += 1
      }
      out = append(value, to: buffer, at: out)
    }
    return out
  }

  /// "ASCII eight units at a time": while the next eight units of `u[range]` are ASCII, narrows
  /// them to bytes in one step (lower-casing the letters before `lowercaseEnd`) and writes them at
  /// `out`, which moves on; returns where the units it left start (the first block holding another
  /// unit, or fewer than eight units before the end).
  @inline(__always)
  private static func writeASCIIBlocks(
    _ u: [UInt16], _ range: Range<Int>, lowercasingBefore lowercaseEnd: Int,
    into buffer: UnsafeMutableBufferPointer<UInt8>, at out: inout Int
  ) -> Int {
    guard let destination = buffer.baseAddress else { return range.lowerBound }
    var i = range.lowerBound
    u.withUnsafeBufferPointer { all in
      guard let base = all.baseAddress else { return }
      let lanes = SIMD8<UInt8>(0, 1, 2, 3, 4, 5, 6, 7)
      while range.upperBound &- i >= 8 {
        let wide = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD8<UInt16>.self)
        guard wide.max() < 0x80 else { break }
        var narrow = SIMD8<UInt8>(truncatingIfNeeded: wide)
        if i < lowercaseEnd {
          let letter = (narrow &- SIMD8<UInt8>(repeating: 0x41)) .< SIMD8<UInt8>(repeating: 26)
          let inPrefix = lanes .< SIMD8<UInt8>(repeating: UInt8(clamping: lowercaseEnd &- i))
          narrow.replace(with: narrow | SIMD8<UInt8>(repeating: 0x20), where: letter .& inPrefix)
        }
        UnsafeMutableRawPointer(destination + out).storeBytes(of: narrow, as: SIMD8<UInt8>.self)
        i &+= 8
        out &+= 8
      }
    }
    return i
  }

  /// Writes the UTF-8 form of `value` at `out`; returns the new end.
  @inline(__always)
  private static func append(_ value: UInt32, to buffer: UnsafeMutableBufferPointer<UInt8>, at out: Int) -> Int {
    switch value {
    case 0..<0x80:
      buffer[out] = UInt8(value)
      return out + 1
    case 0x80..<0x800:
      buffer[out] = UInt8(0xC0 | (value >> 6))
      buffer[out + 1] = UInt8(0x80 | (value & 0x3F))
      return out + 2
    case 0x800..<0x10000:
      buffer[out] = UInt8(0xE0 | (value >> 12))
      buffer[out + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
      buffer[out + 2] = UInt8(0x80 | (value & 0x3F))
      return out + 3
    default:
      buffer[out] = UInt8(0xF0 | (value >> 18))
      buffer[out + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
      buffer[out + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
      buffer[out + 3] = UInt8(0x80 | (value & 0x3F))
      return out + 4
    }
  }

  /// Whether `u[range]` is all ASCII, eight units at a time.
  @inline(__always)
  static func isASCII(_ u: [UInt16], _ range: Range<Int>) -> Bool {
    u.withUnsafeBufferPointer { all in
      guard let base = all.baseAddress else { return true }
      var i = range.lowerBound
      var bits = SIMD8<UInt16>(repeating: 0)
      while range.upperBound &- i >= 8 {
        bits |= UnsafeRawPointer(base + i).loadUnaligned(as: SIMD8<UInt16>.self)
        i &+= 8
      }
      var rest: UInt16 = 0
      while i < range.upperBound {
        rest |= base[i]
        i &+= 1
      }
      return (bits.max() | rest) < 0x80
    }
  }
}
