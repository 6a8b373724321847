/// A token's text and value written as UTF-8 straight into a caller's buffer, for writers that
/// copy many tokens to a file or a pipe (`interactionkit tokens`): no temporary buffer and no copy
/// out of it, unlike ``Token/withTextUTF8(_:)`` and ``Token/withValueTextUTF8(_:)``.
extension Token {
  /// The most bytes ``writeTextUTF8(into:)`` writes, and ``writeValueTextUTF8(into:)`` when it
  /// writes.
  package var utf8Capacity: Int {
    switch content {
    case .built(let text, _): text.utf8.count
    case .deferred(let source, let index): source.utf8Capacity(ofMatch: index)
    }
  }

  /// Writes the UTF-8 bytes of ``text`` to `out`, which has room for ``utf8Capacity`` bytes, and
  /// returns their number.
  package func writeTextUTF8(into out: UnsafeMutablePointer<UInt8>) -> Int {
    switch content {
    case .built(var text, _):
      return text.withUTF8 { bytes in
        if let base = bytes.baseAddress { out.update(from: base, count: bytes.count) }
        return bytes.count
      }
    case .deferred(let source, let index): return source.writeText(ofMatch: index, into: out)
    }
  }

  /// Writes the UTF-8 bytes of the text of ``value`` to `out`, which has room for
  /// ``utf8Capacity`` bytes, and returns their number; or writes nothing and returns `nil` when the
  /// value is built as a `String` (see ``withValueTextUTF8(_:)``, which the caller then uses).
  package func writeValueTextUTF8(into out: UnsafeMutablePointer<UInt8>) -> Int? {
    guard case .deferred(let source, let index) = content else { return nil }
    return source.writeValueText(ofMatch: index, into: UnsafeMutableBufferPointer(start: out, count: source.utf8Capacity(ofMatch: index)))
  }
}
