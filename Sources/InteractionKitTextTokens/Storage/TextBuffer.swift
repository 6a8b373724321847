/// UTF-16 text in chunks of about 2,048 code units, for edits that cost the size of a chunk, not
/// of the text.
///
/// Each chunk (``TextChunk``) keeps its units in the smaller of a compact, UTF-8-like form (one
/// byte a unit for ASCII) and UTF-16, so the text takes at most 4/3 of its UTF-8 size, plus about
/// 100 bytes a chunk (``storageByteCount``).
///
/// An edit inside one chunk replaces code units in that chunk only and updates one entry of the
/// chunk lengths' prefix sums (O(chunk + log k)). An edit that overflows a chunk, shrinks it below
/// ``minimumChunkLength`` (it is merged with a neighbour) or spans several rebuilds only the chunks
/// it touches, then the prefix sums (O(k) pointer-sized work, once every few hundred inserted or
/// deleted units at worst). Chunks keep the bound after any edits (see ``TextChunk``). Nothing ever copies or re-decodes
/// the whole text, except ``allUnits``.
///
/// The units are kept exactly as given: lone surrogates are allowed (the text is UTF-16, as in
/// `NSString`). Offsets are UTF-16 offsets; callers validate them.
package struct TextBuffer: Sendable {
  /// Chunks are built at about this length.
  package static let targetChunkLength = 2048
  /// An edit that would grow a chunk past this length splits it.
  package static let maximumChunkLength = 4096
  /// An edit that would shrink a chunk below this length merges it with a neighbour, so a chunk's
  /// fixed cost (about 100 bytes) stays a small part of it.
  package static let minimumChunkLength = 512

  /// The chunks, none of them empty.
  private var chunks: [TextChunk]
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
    return chunks[index].unit(at: offset - start)
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
      let count = chunks[index].count
      chunks[index].appendUnits(max(lower - start, 0)..<min(upper - start, count), to: &result)
      start += count
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
      let count = chunks[index].count
      let end = min(upper, start + count)
      if let found = chunks[index].firstIndex(in: (offset - start)..<(end - start), where: predicate) {
        return start + found
      }
      offset = end
      start += count
      index += 1
    }
    return nil
  }

  /// The offset of the last unit in `range` (clamped) that satisfies `predicate`, or `nil`.
  package func lastIndex(in range: Range<Int>, where predicate: (UInt16) -> Bool) -> Int? {
    let lower = max(0, range.lowerBound)
    let upper = min(count, range.upperBound)
    guard lower < upper, var (index, start) = offsets.chunk(containing: upper - 1) else { return nil }
    var end = upper
    while end > lower {
      let from = max(lower, start)
      if let found = chunks[index].lastIndex(in: (from - start)..<(end - start), where: predicate) {
        return start + found
      }
      end = from
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
    for chunk in chunks { chunk.appendUnits(0..<chunk.count, to: &result) }
    return result
  }

  /// The bytes the text's storage holds: its chunks' arrays, about 48 bytes of array header and
  /// allocation per array, and the chunk lengths' prefix sums (16 bytes a chunk).
  package var storageByteCount: Int {
    var total = 0
    for chunk in chunks { total += chunk.storageByteCount + 2 * 48 }
    return total + 16 * chunks.count
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
      if newLength > 0, newLength <= Self.maximumChunkLength,
        newLength >= Self.minimumChunkLength || newLength >= oldLength || chunks.count == 1
      {
        chunks[first].replace(lower..<upper, with: replacement)
        offsets.add(newLength - oldLength, at: first)
        return
      }
    }
    var firstChunk = first
    var lastChunk = last
    var merged: [UInt16] = []
    merged.reserveCapacity(lower + replacement.count + chunks[last].count - upper)
    chunks[first].appendUnits(0..<lower, to: &merged)
    merged.append(contentsOf: replacement)
    chunks[last].appendUnits(upper..<chunks[last].count, to: &merged)
    // A short result takes a neighbour along.
    if merged.count < Self.minimumChunkLength {
      if lastChunk + 1 < chunks.count {
        lastChunk += 1
        chunks[lastChunk].appendUnits(0..<chunks[lastChunk].count, to: &merged)
      } else if firstChunk > 0 {
        firstChunk -= 1
        var before: [UInt16] = []
        before.reserveCapacity(chunks[firstChunk].count + merged.count)
        chunks[firstChunk].appendUnits(0..<chunks[firstChunk].count, to: &before)
        merged = before + merged
      }
    }
    let pieces = Self.split(merged[...])
    if pieces.count == lastChunk - firstChunk + 1 {
      // Same number of chunks: update their sizes in place, O(log k) each.
      for (piece, chunk) in pieces.enumerated() {
        offsets.add(chunk.count - chunks[firstChunk + piece].count, at: firstChunk + piece)
        chunks[firstChunk + piece] = chunk
      }
    } else {
      chunks.replaceSubrange(firstChunk...lastChunk, with: pieces)
      offsets = ChunkPrefixSums(chunks.map(\.count))
    }
  }

  /// Cuts units into chunks of nearly equal length, about ``targetChunkLength`` each; none when empty.
  private static func split(_ units: ArraySlice<UInt16>) -> [TextChunk] {
    guard !units.isEmpty else { return [] }
    let pieces = (units.count + targetChunkLength - 1) / targetChunkLength
    var result: [TextChunk] = []
    result.reserveCapacity(pieces)
    var start = units.startIndex
    for piece in 0..<pieces {
      let end = units.startIndex + units.count * (piece + 1) / pieces
      result.append(TextChunk(units[start..<end]))
      start = end
    }
    return result
  }
}
