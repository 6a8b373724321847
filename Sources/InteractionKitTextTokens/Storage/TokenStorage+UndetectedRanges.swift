extension TokenStorage {
  /// The parts of a storage's text whose tokens are not detected yet, in UTF-16 offsets.
  ///
  /// The ranges are sorted, non-empty, disjoint and never adjacent (touching ranges are merged).
  /// The storage keeps both ends of every range on a detection boundary (see
  /// ``TokenStorage/Detection``), so each range can be detected on its own. Lookups are binary
  /// searches; an edit that moves the ranges after it costs O(number of ranges).
  struct UndetectedRanges: Hashable, Sendable {
    /// The ranges, in order.
    private(set) var ranges: [Range<Int>] = []

    /// No range.
    init() {}

    /// One range, or none when it is empty.
    init(_ range: Range<Int>) {
      if !range.isEmpty { ranges = [range] }
    }

    /// Whether every part of the text is detected.
    var isEmpty: Bool { ranges.isEmpty }

    /// The number of ranges.
    var count: Int { ranges.count }

    /// The range at `position` (0 ≤ position < count).
    subscript(position: Int) -> Range<Int> { ranges[position] }

    /// The position of the first range that ends after `offset` (``count`` when none does).
    func firstPosition(endingAfter offset: Int) -> Int {
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        if ranges[middle].upperBound > offset { high = middle } else { low = middle + 1 }
      }
      return low
    }

    /// The last range that starts before `offset`, or `nil`.
    func lastRange(startingBefore offset: Int) -> Range<Int>? {
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        if ranges[middle].lowerBound < offset { low = middle + 1 } else { high = middle }
      }
      return low > 0 ? ranges[low - 1] : nil
    }

    /// The range that holds `offset`, or `nil`.
    func range(containing offset: Int) -> Range<Int>? {
      let position = firstPosition(endingAfter: offset)
      guard position < ranges.count, ranges[position].lowerBound <= offset else { return nil }
      return ranges[position]
    }

    /// The parts of the ranges inside `bounds`, in order.
    func parts(in bounds: Range<Int>) -> [Range<Int>] {
      var result: [Range<Int>] = []
      var position = firstPosition(endingAfter: bounds.lowerBound)
      while position < ranges.count, ranges[position].lowerBound < bounds.upperBound {
        let range = ranges[position]
        result.append(max(range.lowerBound, bounds.lowerBound)..<min(range.upperBound, bounds.upperBound))
        position += 1
      }
      return result
    }

    /// Marks `detected` as detected: removes it from every range it overlaps.
    mutating func remove(_ detected: Range<Int>) {
      guard !detected.isEmpty else { return }
      let first = firstPosition(endingAfter: detected.lowerBound)
      var last = first
      var kept: [Range<Int>] = []
      while last < ranges.count, ranges[last].lowerBound < detected.upperBound {
        let range = ranges[last]
        if range.lowerBound < detected.lowerBound { kept.append(range.lowerBound..<detected.lowerBound) }
        if range.upperBound > detected.upperBound { kept.append(detected.upperBound..<range.upperBound) }
        last += 1
      }
      ranges.replaceSubrange(first..<last, with: kept)
    }

    /// Follows an edit that replaced `replaced` (old offsets) with `newLength` units, by growing or
    /// shrinking the range at `position`, which holds the whole edit, and moving the later ones.
    /// The range is dropped if it becomes empty.
    mutating func stretch(at position: Int, replaced: Range<Int>, newLength: Int) {
      let delta = newLength - replaced.count
      let range = ranges[position]
      for later in (position + 1)..<ranges.count {
        ranges[later] = (ranges[later].lowerBound + delta)..<(ranges[later].upperBound + delta)
      }
      if range.count + delta > 0 {
        ranges[position] = range.lowerBound..<(range.upperBound + delta)
      } else {
        ranges.remove(at: position)
      }
    }

    /// Follows an edit that replaced `replaced` (old offsets) with `newLength` units whose
    /// tokens are detected: the parts of the ranges inside `replaced` go, the parts after it move,
    /// and then `detected` (new offsets, holding the new units) is removed as well.
    mutating func follow(replaced: Range<Int>, newLength: Int, detected: Range<Int>) {
      let delta = newLength - replaced.count
      var result: [Range<Int>] = []
      result.reserveCapacity(ranges.count + 1)
      for range in ranges {
        if range.lowerBound < replaced.lowerBound {
          result.append(range.lowerBound..<min(range.upperBound, replaced.lowerBound))
        }
        if range.upperBound > replaced.upperBound {
          result.append((max(range.lowerBound, replaced.upperBound) + delta)..<(range.upperBound + delta))
        }
      }
      ranges = Self.merged(result)
      remove(detected)
    }

    /// Sorted ranges with touching neighbours merged and empty ones dropped.
    static func merged(_ sorted: [Range<Int>]) -> [Range<Int>] {
      var result: [Range<Int>] = []
      for range in sorted where !range.isEmpty {
        if let last = result.last, last.upperBound >= range.lowerBound {
          result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
        } else {
          result.append(range)
        }
      }
      return result
    }
  }
}
