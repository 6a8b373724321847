/// A match's text and value written as UTF-8 bytes straight from the scanned units, for writers
/// that copy tokens to a file or a pipe (``Token/withTextUTF8(_:)``, ``Token/withValueTextUTF8(_:)``).
extension TokenSource {
  /// The most bytes the text of match `index` takes in UTF-8, with room for a value's scheme
  /// prefix.
  func utf8Capacity(ofMatch index: Int) -> Int {
    URLValueBuilder.httpPrefix.count + 3 * matches[index].range.count + 1
  }

  /// Calls `body` with the UTF-8 bytes of ``text(ofMatch:)``.
  func withTextUTF8(ofMatch index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8Capacity(ofMatch: index)) { buffer in
      let count = buffer.baseAddress.map { writeText(ofMatch: index, into: $0) } ?? 0
      return try body(UnsafeBufferPointer(start: buffer.baseAddress, count: count))
    }
  }

  /// Writes the UTF-8 bytes of ``text(ofMatch:)`` to `out` (room for ``utf8Capacity(ofMatch:)``
  /// bytes) and returns their number.
  func writeText(ofMatch index: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
    let buffer = UnsafeMutableBufferPointer(start: out, count: utf8Capacity(ofMatch: index))
    return URLStringBuilder.write(units, matches[index].range, into: buffer, at: 0)
  }

  /// Writes the UTF-8 bytes of `String(decoding: u[range], as: UTF16.self).lowercased()` into
  /// `buffer` at `start` and returns the end of what was written, or `nil` when lower-casing made
  /// them longer than `buffer`'s room. `buffer` must have room for the units' own UTF-8 (three bytes
  /// a unit, as ``utf8Capacity(ofMatch:)`` gives).
  static func writeLowercased(
    _ u: [UInt16], _ range: Range<Int>, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int? {
    // "Stable hosts without Foundation": text whose other scalars lower-casing leaves alone (most
    // IDN hosts, such as `пример.рф` or `例え.jp`) is written from the units, `A`–`Z` lower-cased,
    // in the room every value buffer has for the units' UTF-8. Dense text's IDN hosts spent about
    // a twelfth of a JSON run making and lower-casing strings.
    if isStable(u, range, foldsToASCII: false) {
      return URLStringBuilder.write(u, range, lowercasingPrefix: range.count, into: buffer, at: start)
    }
    var lowercased = URLStringBuilder.string(u, range).lowercased()
    return lowercased.withUTF8 { bytes -> Int? in
      guard let base = bytes.baseAddress, let out = buffer.baseAddress else { return start }
      guard bytes.count <= buffer.count - start else { return nil }
      (out + start).update(from: base, count: bytes.count)
      return start + bytes.count
    }
  }

  /// Whether `u[range]` is ASCII or its other scalars are all normalization-stable (and, when
  /// `foldsToASCII`, outside the Latin blocks folding changes; see `HashtagNormalization.isStable`):
  /// text that lower-casing (and normalizing) changes only in its `A`–`Z`.
  static func isStable(_ u: [UInt16], _ range: Range<Int>, foldsToASCII: Bool) -> Bool {
    URLStringBuilder.isASCII(u, range)
      || UnicodeClasses.withTable { classes in
        u.withUnsafeBufferPointer { all in
          HashtagNormalization.isStable(UnsafeBufferPointer(rebasing: all[range]), foldsToASCII: foldsToASCII, classes: classes)
        }
      }
  }

  /// Calls `body` with the UTF-8 bytes of the text of ``value(ofMatch:)`` (see
  /// ``TokenValue/text``), written from the units when the value's letters are ASCII and built as
  /// a `String` otherwise.
  func withValueTextUTF8(ofMatch index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
    let written = try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8Capacity(ofMatch: index)) {
      buffer -> Bool in
      guard let count = writeValueText(ofMatch: index, into: buffer) else { return false }
      try body(UnsafeBufferPointer(start: buffer.baseAddress, count: count))
      return true
    }
    guard !written else { return }
    var text = value(ofMatch: index).text
    try text.withUTF8(body)
  }

  /// Writes the value text of match `index` into `buffer` (``utf8Capacity(ofMatch:)`` bytes) and
  /// returns its length, or returns `nil` when the value is built as a `String` (a hashtag that
  /// Unicode normalization may change, a mention whose user name is not ASCII, a custom payload,
  /// a lower-cased host that does not fit). A host or domain that is not ASCII is lower-cased as a
  /// `String` and the rest written from the units.
  func writeValueText(ofMatch index: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    let match = matches[index]
    let u = units
    switch match.recipe {
    case .url(let host, let form):
      // As `URLValueBuilder.value`: the scheme and the host lower-cased, the rest as written.
      let prefix: [UInt8] =
        form == .none ? URLValueBuilder.httpPrefix : (form == .neutral ? URLValueBuilder.httpColon : [])
      let range = match.range
      let head = range.lowerBound..<host.lowerBound
      let asciiHost = URLStringBuilder.isASCII(u, host)
      if head.isEmpty, asciiHost {
        return URLStringBuilder.write(u, range, prefix: prefix, lowercasingPrefix: host.count, into: buffer, at: 0)
      }
      var schemeLength = 0
      if form == .explicit {
        while range.lowerBound + schemeLength < host.lowerBound, u[range.lowerBound + schemeLength] != 0x3A {
          schemeLength += 1
        }
      }
      let end = URLStringBuilder.write(u, head, prefix: prefix, lowercasingPrefix: schemeLength, into: buffer, at: 0)
      if asciiHost {
        return URLStringBuilder.write(
          u, host.lowerBound..<range.upperBound, lowercasingPrefix: host.count, into: buffer, at: end)
      }
      // "Only the host as a string": a host that is not ASCII is lower-cased as a `String`, the
      // rest written from the units.
      guard let hostEnd = Self.writeLowercased(u, host, into: buffer, at: end) else { return nil }
      return URLStringBuilder.write(u, host.upperBound..<range.upperBound, into: buffer, at: hostEnd)
    case .email(let name, let host):
      // As `EmailMatcher.value`: the host lower-cased.
      let end = URLStringBuilder.write(u, name.lowerBound..<host.lowerBound, into: buffer, at: 0)
      guard URLStringBuilder.isASCII(u, host) else { return Self.writeLowercased(u, host, into: buffer, at: end) }
      return URLStringBuilder.write(u, host, lowercasingPrefix: host.count, into: buffer, at: end)
    case .mention(let username, let domain):
      // The user name as `UTF16Scalars.asciiString` reads it: one byte per unit.
      guard URLStringBuilder.isASCII(u, username) else { return nil }
      var end = 0
      for i in username {
        buffer[end] = UInt8(truncatingIfNeeded: u[i])
        end += 1
      }
      guard let domain else { return end }
      buffer[end] = UInt8(ascii: "@")
      // As `MentionMatcher.lowercasedDomain`.
      guard URLStringBuilder.isASCII(u, domain) else { return Self.writeLowercased(u, domain, into: buffer, at: end + 1) }
      return URLStringBuilder.write(u, domain, lowercasingPrefix: domain.count, into: buffer, at: end + 1)
    case .hashtag(let tag, let foldsToASCII):
      // ASCII tags and tags of normalization-stable scalars only lower-case their ASCII letters
      // (see `HashtagNormalization.normalize`).
      guard Self.isStable(u, tag, foldsToASCII: foldsToASCII) else { return nil }
      return URLStringBuilder.write(u, tag, lowercasingPrefix: tag.count, into: buffer, at: 0)
    case .cashtag(let symbol):
      // As `CashtagMatcher.uppercased`: one byte per unit, ASCII letters upper-cased.
      guard URLStringBuilder.isASCII(u, symbol) else { return nil }
      var end = 0
      for i in symbol {
        let byte = UInt8(truncatingIfNeeded: u[i])
        buffer[end] = byte &- 0x61 < 26 ? byte & 0xDF : byte
        end += 1
      }
      return end
    case .custom:
      return nil
    }
  }
}
