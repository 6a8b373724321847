/// The sizes of a chunked sequence in a Fenwick (binary indexed) tree: changing one chunk's size,
/// the offset where a chunk starts and the chunk that holds an offset all cost O(log k) for k chunks.
///
/// ``TextBuffer`` keeps its chunk lengths here and ``TokenStorageIndex`` its chunk spans, so neither
/// walks the chunks before an edit to find where it lands, and neither shifts later chunks when a
/// chunk grows or shrinks. Sizes must not be negative.
package struct ChunkPrefixSums: Sendable, Hashable {
  /// 1-based Fenwick array; `tree[i]` sums the sizes of chunks `(i - lowbit(i)) ..< i`.
  private var tree: [Int]
  /// The size of each chunk.
  package private(set) var sizes: [Int]
  /// The sum of all sizes.
  package private(set) var total: Int
  /// The largest power of two not above `sizes.count` (0 when empty), where searches start.
  private var topStep: Int

  /// Builds the tree over `sizes` in O(k).
  package init(_ sizes: [Int]) {
    self.sizes = sizes
    let count = sizes.count
    var tree = [0] + sizes
    var total = 0
    for i in stride(from: 1, through: count, by: 1) {
      total += sizes[i - 1]
      let parent = i + (i & -i)
      if parent <= count { tree[parent] += tree[i] }
    }
    self.tree = tree
    self.total = total
    topStep = count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
  }

  /// The number of chunks.
  package var count: Int { sizes.count }

  /// The sum of the sizes of the first `chunkCount` chunks: where chunk `chunkCount` starts.
  package func prefixSum(_ chunkCount: Int) -> Int {
    var sum = 0
    var i = min(max(chunkCount, 0), sizes.count)
    while i > 0 {
      sum += tree[i]
      i &= i - 1
    }
    return sum
  }

  /// Adds `delta` to the size of chunk `index`.
  package mutating func add(_ delta: Int, at index: Int) {
    sizes[index] += delta
    total += delta
    var i = index + 1
    while i < tree.count {
      tree[i] += delta
      i += i & -i
    }
  }

  /// The chunk that holds `offset` and the offset where that chunk starts.
  ///
  /// That is the last chunk starting at or before `offset` among those with a non-zero size, so
  /// an offset at a chunk boundary belongs to the chunk that starts there. An offset at or past
  /// ``total`` (or any offset when every size is 0) gives the last chunk; `nil` when there are none.
  package func chunk(containing offset: Int) -> (index: Int, start: Int)? {
    guard !sizes.isEmpty else { return nil }
    if offset >= total { return (sizes.count - 1, total - sizes[sizes.count - 1]) }
    var position = 0
    var remaining = max(offset, 0)
    var step = topStep
    while step > 0 {
      let next = position + step
      if next <= sizes.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step >>= 1
    }
    return (position, max(offset, 0) - remaining)
  }
}
