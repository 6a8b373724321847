/// The fast scan that every URL and e-mail pass starts with: the next anchor character (`.`, `:`,
/// `/`, `@`) in the code units, sixteen units at a time.
extension UnsafeBufferPointer where Element == UInt16 {
  /// The first offset at or after `start` that holds `a` or `b` (pass the same unit twice to look
  /// for one), or `count`. Sixteen code units are compared at a time.
  @inline(__always)
  func urlAnchorIndex(of a: UInt16, or b: UInt16, from start: Int) -> Int {
    let count = self.count
    var i = Swift.max(0, start)
    guard let base = baseAddress else { return count }
    let raw = UnsafeRawPointer(base)
    let wantA = SIMD16<UInt16>(repeating: a)
    let wantB = SIMD16<UInt16>(repeating: b)
    while i + 16 <= count {
      let chunk = raw.loadUnaligned(fromByteOffset: 2 * i, as: SIMD16<UInt16>.self)
      let hits = (chunk .== wantA) .| (chunk .== wantB)
      // "The lane from the mask" (see `UTF16Scalars.firstIndex(of:or:in:from:to:)`).
      if UTF16Scalars.hasLane(hits) { return i &+ UTF16Scalars.firstLane(hits) }
      i += 16
    }
    while i < count {
      let c = self[i]
      if c == a || c == b { return i }
      i += 1
    }
    return count
  }

  /// The first offset at or after `start` that holds `:` or starts `//`, or `count`.
  ///
  /// Sixteen positions are tested at a time by comparing the units at `i…i+15` with `:` and `/`
  /// and those at `i+1…i+16` with `/`.
  func urlColonOrDoubleSlashIndex(from start: Int) -> Int {
    let count = self.count
    var i = Swift.max(0, start)
    if let base = baseAddress {
      let raw = UnsafeRawPointer(base)
      let colon = SIMD16<UInt16>(repeating: 0x3A)
      let slash = SIMD16<UInt16>(repeating: 0x2F)
      while i + 17 <= count {
        let here = raw.loadUnaligned(fromByteOffset: 2 * i, as: SIMD16<UInt16>.self)
        let next = raw.loadUnaligned(fromByteOffset: 2 * i + 2, as: SIMD16<UInt16>.self)
        if UTF16Scalars.hasLane((here .== colon) .| ((here .== slash) .& (next .== slash))) { break }
        i += 16
      }
    }
    while i < count {
      let c = self[i]
      if c == 0x3A || (c == 0x2F && i + 1 < count && self[i + 1] == 0x2F) { return i }
      i += 1
    }
    return count
  }

  /// The first offset at or after `start` that holds `unit`, or `count`.
  @inline(__always)
  func urlAnchorIndex(of unit: UInt16, from start: Int) -> Int {
    urlAnchorIndex(of: unit, or: unit, from: start)
  }
}
