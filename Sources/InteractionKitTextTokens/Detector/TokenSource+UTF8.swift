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
      let count = URLStringBuilder.write(units, matches[index].range, into: buffer, at: 0)
      return try body(UnsafeBufferPointer(start: buffer.baseAddress, count: count))
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
  /// returns its length, or returns `nil` when the value needs more than ASCII case mapping (a
  /// non-ASCII host or domain, a hashtag that Unicode normalization may change, a custom payload).
  func writeValueText(ofMatch index: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    let match = matches[index]
    let u = units
    switch match.recipe {
    case .url(let host, let form):
      guard URLStringBuilder.isASCII(u, host) else { return nil }
      // As `URLValueBuilder.value`: the scheme and the host lower-cased, the rest as written.
      let prefix: [UInt8] =
        form == .none ? URLValueBuilder.httpPrefix : (form == .neutral ? URLValueBuilder.httpColon : [])
      let range = match.range
      let head = range.lowerBound..<host.lowerBound
      if head.isEmpty {
        return URLStringBuilder.write(u, range, prefix: prefix, lowercasingPrefix: host.count, into: buffer, at: 0)
      }
      var schemeLength = 0
      if form == .explicit {
        while range.lowerBound + schemeLength < host.lowerBound, u[range.lowerBound + schemeLength] != 0x3A {
          schemeLength += 1
        }
      }
      let end = URLStringBuilder.write(u, head, prefix: prefix, lowercasingPrefix: schemeLength, into: buffer, at: 0)
      return URLStringBuilder.write(
        u, host.lowerBound..<range.upperBound, lowercasingPrefix: host.count, into: buffer, at: end)
    case .email(let name, let host):
      guard URLStringBuilder.isASCII(u, host) else { return nil }
      let end = URLStringBuilder.write(u, name.lowerBound..<host.lowerBound, into: buffer, at: 0)
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
      guard URLStringBuilder.isASCII(u, domain) else { return nil }
      buffer[end] = UInt8(ascii: "@")
      return URLStringBuilder.write(u, domain, lowercasingPrefix: domain.count, into: buffer, at: end + 1)
    case .hashtag(let tag, let foldsToASCII):
      // ASCII tags and tags of normalization-stable scalars only lower-case their ASCII letters
      // (see `HashtagNormalization.normalize`).
      let stable =
        URLStringBuilder.isASCII(u, tag)
        || UnicodeClasses.withTable { classes in
          u.withUnsafeBufferPointer { all in
            HashtagNormalization.isStable(UnsafeBufferPointer(rebasing: all[tag]), foldsToASCII: foldsToASCII, classes: classes)
          }
        }
      guard stable else { return nil }
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
