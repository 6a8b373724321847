/// The fast scan that every URL and e-mail pass starts with: the next anchor character (`.`, `:`,
/// `/`, `@`) in the code units, sixteen units at a time once past the first few.
extension Array where Element == UInt16 {
  /// The first offset at or after `start` that holds `a` or `b` (pass the same unit twice to look
  /// for one), or `count`. Sixteen code units are compared at a time.
  @inline(__always)
  func urlAnchorIndex(of a: UInt16, or b: UInt16, from start: Int) -> Int {
    withUnsafeBufferPointer { buffer in
      let count = buffer.count
      var i = Swift.max(0, start)
      // Anchors often come in clusters: look at a few units one by one before going wide.
      let near = Swift.min(count, i + 4)
      while i < near {
        let c = buffer[i]
        if c == a || c == b { return i }
        i += 1
      }
      guard let base = buffer.baseAddress else { return count }
      let raw = UnsafeRawPointer(base)
      let wantA = SIMD16<UInt16>(repeating: a)
      let wantB = SIMD16<UInt16>(repeating: b)
      while i + 16 <= count {
        let chunk = raw.loadUnaligned(fromByteOffset: 2 * i, as: SIMD16<UInt16>.self)
        if any((chunk .== wantA) .| (chunk .== wantB)) { break }
        i += 16
      }
      while i < count {
        let c = buffer[i]
        if c == a || c == b { return i }
        i += 1
      }
      return count
    }
  }

  /// The first offset at or after `start` that holds `unit`, or `count`.
  @inline(__always)
  func urlAnchorIndex(of unit: UInt16, from start: Int) -> Int {
    urlAnchorIndex(of: unit, or: unit, from: start)
  }
}
