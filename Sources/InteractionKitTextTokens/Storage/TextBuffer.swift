/// UTF-16 text in chunks of about 2,048 code units, for edits that cost the size of a chunk, not
/// of the text.
///
/// An edit inside one chunk replaces code units in that chunk only and updates one entry of the
/// chunk lengths' prefix sums (O(chunk + log k)). An edit that overflows or empties a chunk, or that
/// spans several, rebuilds only the chunks it touches, then the prefix sums (O(k) pointer-sized
/// work, once every couple of thousand inserted units at worst). Nothing ever copies or re-decodes
/// the whole text, except ``allUnits``.
///
/// The units are kept exactly as given: lone surrogates are allowed (the text is UTF-16, as in
/// `NSString`). Offsets are UTF-16 offsets; callers validate them.
package struct TextBuffer: Sendable {
  /// Chunks are built at about this length.
  package static let targetChunkLength = 2048
  /// An edit that would grow a chunk past this length splits it.
  package static let maximumChunkLength = 4096

  /// The chunks, none of them empty.
  private var chunks: [[UInt16]]
  /// Where each chunk starts.
  private var offsets: ChunkPrefixSums

  /// Creates a buffer holding `units`.
  package init(_ units: [UInt16]) {
    chunks = Self.split(units[...])
    offsets = ChunkPrefixSums(chunks.map(\.count))
  }

  /// Creates a buffer holding a string's UTF-16 code units.
  package init(_ string: String) {
    self.init(ScanText.utf16Units(of: string))
  }

  /// The number of UTF-16 code units.
  package var count: Int { offsets.total }

  /// The number of chunks (for tests of the chunking).
  package var chunkCount: Int { chunks.count }

  /// The code unit at `offset` (0 ≤ offset < count).
  package func unit(at offset: Int) -> UInt16 {
    guard let (index, start) = offsets.chunk(containing: offset) else { return 0 }
    return chunks[index][offset - start]
  }

  /// A copy of the code units in `range` (clamped to the text).
  package func units(in range: Range<Int>) -> [UInt16] {
    let lower = max(0, range.lowerBound)
    let upper = min(count, range.upperBound)
    guard lower < upper, let (first, firstStart) = offsets.chunk(containing: lower) else { return [] }
    var result: [UInt16] = []
    result.reserveCapacity(upper - lower)
    var index = first
    var start = firstStart
    while start < upper, index < chunks.count {
      let chunk = chunks[index]
      let from = max(lower - start, 0)
      let to = min(upper - start, chunk.count)
      result.append(contentsOf: chunk[from..<to])
      start += chunk.count
      index += 1
    }
    return result
  }

  /// The offset of the first unit in `range` (clamped) that satisfies `predicate`, or `nil`.
  package func firstIndex(in range: Range<Int>, where predicate: (UInt16) -> Bool) -> Int? {
    let lower = max(0, range.lowerBound)
    let upper = min(count, range.upperBound)
    guard lower < upper, var (index, start) = offsets.chunk(containing: lower) else { return nil }
    var offset = lower
    while offset < upper {
      let chunk = chunks[index]
      let end = min(upper, start + chunk.count)
      while offset < end {
        if predicate(chunk[offset - start]) { return offset }
        offset += 1
      }
      start += chunk.count
      index += 1
    }
    return nil
  }

  /// The offset of the last unit in `range` (clamped) that satisfies `predicate`, or `nil`.
  package func lastIndex(in range: Range<Int>, where predicate: (UInt16) -> Bool) -> Int? {
    let lower = max(0, range.lowerBound)
    let upper = min(count, range.upperBound)
    guard lower < upper, var (index, start) = offsets.chunk(containing: upper - 1) else { return nil }
    var offset = upper - 1
    while offset >= lower {
      let chunk = chunks[index]
      while offset >= max(lower, start) {
        if predicate(chunk[offset - start]) { return offset }
        offset -= 1
      }
      guard index > 0 else { return nil }
      index -= 1
      start -= chunks[index].count
    }
    return nil
  }

  /// All code units, in order (O(n)).
  package var allUnits: [UInt16] {
    var result: [UInt16] = []
    result.reserveCapacity(count)
    for chunk in chunks { result.append(contentsOf: chunk) }
    return result
  }

  /// Replaces the units in `range` (within 0…count) with `replacement`.
  package mutating func replace(_ range: Range<Int>, with replacement: [UInt16]) {
    guard let (first, firstStart) = offsets.chunk(containing: range.lowerBound) else {
      self = TextBuffer(replacement)
      return
    }
    // The last chunk the range touches: the one holding its last unit (or the first, when empty).
    let (last, lastStart) =
      range.isEmpty ? (first, firstStart) : (offsets.chunk(containing: range.upperBound - 1) ?? (first, firstStart))
    let lower = range.lowerBound - firstStart
    let upper = range.upperBound - lastStart
    if first == last {
      let oldLength = chunks[first].count
      let newLength = oldLength - (upper - lower) + replacement.count
      if newLength > 0, newLength <= Self.maximumChunkLength {
        chunks[first].replaceSubrange(lower..<upper, with: replacement)
        offsets.add(newLength - oldLength, at: first)
        return
      }
    }
    var merged: [UInt16] = []
    merged.reserveCapacity(lower + replacement.count + chunks[last].count - upper)
    merged.append(contentsOf: chunks[first][..<lower])
    merged.append(contentsOf: replacement)
    merged.append(contentsOf: chunks[last][upper...])
    let pieces = Self.split(merged[...])
    if pieces.count == last - first + 1 {
      // Same number of chunks: update their sizes in place, O(log k) each.
      for (piece, units) in pieces.enumerated() {
        offsets.add(units.count - chunks[first + piece].count, at: first + piece)
        chunks[first + piece] = units
      }
    } else {
      chunks.replaceSubrange(first...last, with: pieces)
      offsets = ChunkPrefixSums(chunks.map(\.count))
    }
  }

  /// Cuts units into chunks of nearly equal length, about ``targetChunkLength`` each; none when empty.
  private static func split(_ units: ArraySlice<UInt16>) -> [[UInt16]] {
    guard !units.isEmpty else { return [] }
    let pieces = (units.count + targetChunkLength - 1) / targetChunkLength
    var result: [[UInt16]] = []
    result.reserveCapacity(pieces)
    var start = units.startIndex
    for piece in 0..<pieces {
      let end = units.startIndex + units.count * (piece + 1) / pieces
      result.append(Array(units[start..<end]))
      start = end
    }
    return result
  }
}
