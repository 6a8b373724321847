import Foundation

/// The sorted, non-overlapping tokens of a ``TokenStorage``, in chunks that each cover a span of
/// the text, so an edit shifts every later token by updating one prefix sum.
///
/// Chunk `i` covers the offsets `start(i) ..< start(i) + span(i)`; the spans tile the whole text and
/// live in ``ChunkPrefixSums``. A chunk holds the tokens that start in its span, with locations
/// relative to the chunk's start, so a change of length inside one chunk moves all later chunks at
/// once (O(log k)). Chunks hold up to ``maximumChunkCount`` tokens; no chunk is empty unless it is
/// the only one. Lookups are a prefix-sum descent plus a binary search in one chunk.
package struct TokenStorageIndex: Sendable {
  /// Chunks are built with about this many tokens.
  static let targetChunkCount = 64
  /// A rebuilt region with more tokens than this is split into several chunks.
  static let maximumChunkCount = 128

  /// The tokens of each chunk, located relative to the chunk's start.
  private var chunks: [[Token]]
  /// The span of each chunk; the total is the text's length.
  private var spans: ChunkPrefixSums
  /// The number of tokens.
  package private(set) var count: Int

  /// Indexes `tokens` (sorted, non-overlapping, absolute) of a text of `length` UTF-16 units.
  package init(tokens: [Token], length: Int) {
    chunks = [[]]
    spans = ChunkPrefixSums([length])
    count = 0
    replaceRegion(first: 0, last: 0, start: 0, end: length, with: tokens)
  }

  /// Every token, in order (O(count)).
  package var all: [Token] {
    var result: [Token] = []
    result.reserveCapacity(count)
    var start = 0
    for (index, chunk) in chunks.enumerated() {
      for token in chunk { result.append(token.offset(by: start)) }
      start += spans.sizes[index]
    }
    return result
  }

  /// The tokens whose start lies in `range`, in order.
  package func tokens(startingIn range: Range<Int>) -> [Token] {
    guard !range.isEmpty, var (index, start) = spans.chunk(containing: max(range.lowerBound, 0)) else { return [] }
    var result: [Token] = []
    var position = Self.firstIndex(in: chunks[index], notBefore: range.lowerBound - start)
    while index < chunks.count {
      let chunk = chunks[index]
      while position < chunk.count {
        let token = chunk[position].offset(by: start)
        if token.range.location >= range.upperBound { return result }
        result.append(token)
        position += 1
      }
      start += spans.sizes[index]
      index += 1
      position = 0
    }
    return result
  }

  /// The last token that starts before `offset`, or `nil`.
  package func lastToken(startingBefore offset: Int) -> Token? {
    guard offset > 0, let (index, start) = spans.chunk(containing: offset - 1) else { return nil }
    let position = Self.firstIndex(in: chunks[index], notBefore: offset - start)
    if position > 0 { return chunks[index][position - 1].offset(by: start) }
    // No chunk but the only one is empty, so the previous chunk's last token is the answer.
    guard index > 0, let token = chunks[index - 1].last else { return nil }
    return token.offset(by: start - spans.sizes[index - 1])
  }

  /// The first token that starts at or after `offset`, or `nil`.
  package func firstToken(startingAtOrAfter offset: Int) -> Token? {
    guard var (index, start) = spans.chunk(containing: max(offset, 0)) else { return nil }
    var position = Self.firstIndex(in: chunks[index], notBefore: max(offset, 0) - start)
    // No chunk but a sole one is empty, so at most the next chunk needs a look.
    while index < chunks.count {
      if position < chunks[index].count { return chunks[index][position].offset(by: start) }
      start += spans.sizes[index]
      index += 1
      position = 0
    }
    return nil
  }

  /// The tokens that share at least one UTF-16 unit with `range`, in order.
  package func tokens(overlapping range: Range<Int>) -> [Token] {
    guard !range.isEmpty else { return [] }
    var result: [Token] = []
    if let first = lastToken(startingBefore: range.lowerBound + 1), NSMaxRange(first.range) > range.lowerBound {
      result.append(first)
    }
    result.append(contentsOf: tokens(startingIn: (range.lowerBound + 1)..<range.upperBound))
    return result
  }

  /// Removes the tokens starting in `range` (old offsets), inserts `tokens` (new offsets, sorted,
  /// starting in `range.lowerBound ..< range.upperBound + changeInLength`) and moves every token
  /// from `range.upperBound` on by `changeInLength`, the change of the text's length inside `range`.
  package mutating func replaceTokens(startingIn range: Range<Int>, with tokens: [Token], changeInLength: Int) {
    guard let (first, start) = spans.chunk(containing: range.lowerBound),
      let (last, lastStart) = spans.chunk(containing: range.upperBound)
    else { return }
    if first == last, tokens.isEmpty, replaceInPlace(chunk: first, start: start, range: range, changeInLength: changeInLength) {
      return
    }
    var gathered: [Token] = []
    var later: [Token] = []
    var chunkStart = start
    for index in first...last {
      for token in chunks[index] {
        let absolute = token.offset(by: chunkStart)
        if absolute.range.location < range.lowerBound {
          gathered.append(absolute)
        } else if absolute.range.location >= range.upperBound {
          later.append(absolute.offset(by: changeInLength))
        }
      }
      count -= chunks[index].count
      chunkStart += spans.sizes[index]
    }
    gathered.append(contentsOf: tokens)
    gathered.append(contentsOf: later)
    let end = lastStart + spans.sizes[last] + changeInLength
    replaceRegion(first: first, last: last, start: start, end: end, with: gathered)
  }

  /// The in-place edit: removes the tokens of one chunk that start in `range`, moves its later ones
  /// and its span by `changeInLength`, without gathering and rebuilding the chunk (an edit in
  /// undetected text or between tokens copies no token). The chunks come out as
  /// ``replaceRegion(first:last:start:end:with:)`` would make them; returns `false`, changing
  /// nothing, when the chunk would be left empty beside others (the region path merges it).
  private mutating func replaceInPlace(chunk: Int, start: Int, range: Range<Int>, changeInLength: Int) -> Bool {
    let lower = Self.firstIndex(in: chunks[chunk], notBefore: range.lowerBound - start)
    let upper = Self.firstIndex(in: chunks[chunk], notBefore: range.upperBound - start)
    let tokenCount = chunks[chunk].count
    guard tokenCount - (upper - lower) > 0 || chunks.count == 1 else { return false }
    if changeInLength != 0 {
      for position in upper..<tokenCount {
        chunks[chunk][position] = chunks[chunk][position].offset(by: changeInLength)
      }
    }
    chunks[chunk].removeSubrange(lower..<upper)
    count -= upper - lower
    spans.add(changeInLength, at: chunk)
    return true
  }

  /// Replaces chunks `first...last`, which cover `start ..< end` after the edit, with chunks holding
  /// `tokens` (absolute), keeping every chunk but a sole one non-empty.
  private mutating func replaceRegion(first: Int, last: Int, start: Int, end: Int, with tokens: [Token]) {
    count += tokens.count
    if tokens.isEmpty, chunks.count > last - first + 1 {
      // Give the region's span to a neighbour instead of keeping an empty chunk.
      var sizes = spans.sizes
      if first > 0 {
        sizes[first - 1] += end - start
      } else {
        let grow = end - start
        chunks[last + 1] = chunks[last + 1].map { $0.offset(by: grow) }
        sizes[last + 1] += grow
      }
      chunks.removeSubrange(first...last)
      sizes.removeSubrange(first...last)
      spans = ChunkPrefixSums(sizes)
      return
    }
    let replaced = last - first + 1
    var pieces =
      tokens.count > Self.maximumChunkCount ? (tokens.count + Self.targetChunkCount - 1) / Self.targetChunkCount : 1
    if pieces != replaced, tokens.count >= replaced, tokens.count <= replaced * Self.maximumChunkCount {
      // Keep the number of chunks when it fits, so the prefix sums are updated, not rebuilt.
      pieces = replaced
    }
    var newChunks: [[Token]] = []
    var newSpans: [Int] = []
    newChunks.reserveCapacity(pieces)
    var lowerIndex = 0
    var pieceStart = start
    for piece in 0..<pieces {
      let upperIndex = tokens.count * (piece + 1) / pieces
      let pieceEnd = piece == pieces - 1 ? end : tokens[upperIndex].range.location
      newChunks.append(tokens[lowerIndex..<upperIndex].map { $0.offset(by: -pieceStart) })
      newSpans.append(pieceEnd - pieceStart)
      lowerIndex = upperIndex
      pieceStart = pieceEnd
    }
    if pieces == replaced {
      for piece in 0..<pieces {
        chunks[first + piece] = newChunks[piece]
        spans.add(newSpans[piece] - spans.sizes[first + piece], at: first + piece)
      }
    } else {
      var sizes = spans.sizes
      chunks.replaceSubrange(first...last, with: newChunks)
      sizes.replaceSubrange(first...last, with: newSpans)
      spans = ChunkPrefixSums(sizes)
    }
  }

  /// The index of the first token in `chunk` whose relative location is at least `location`.
  private static func firstIndex(in chunk: [Token], notBefore location: Int) -> Int {
    var low = 0
    var high = chunk.count
    while low < high {
      let middle = (low + high) / 2
      if chunk[middle].range.location < location { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
