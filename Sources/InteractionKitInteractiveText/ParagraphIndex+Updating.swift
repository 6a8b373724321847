import Foundation
import InteractionKitTextTokens

extension ParagraphIndex {
  /// Updates the index after `range` (in the old text) was replaced by `replacementLength` units;
  /// `units` is the text after the edit. Returns which paragraphs were replaced.
  mutating func update(replacing range: NSRange, replacementLength: Int, in units: [UInt16]) -> Change {
    update(replacing: range, replacementLength: replacementLength, newLength: units.count, unit: { units[$0] }) {
      Array(units[$0])
    }
  }

  /// Updates the index after `range` (in the old text) was replaced by `replacementLength` units;
  /// `text` is the text after the edit. Only the units around the edit are read.
  mutating func update(replacing range: NSRange, replacementLength: Int, in text: TextBuffer) -> Change {
    update(replacing: range, replacementLength: replacementLength, newLength: text.count, unit: { text.unit(at: $0) }) {
      text.units(in: $0)
    }
  }

  /// The update, reading the new text (`newLength` units) through `read` one window at a time.
  ///
  /// Re-splitting starts at the paragraph that can see the edit and stops as soon as a new
  /// boundary after the edit meets an old one, usually a paragraph or two later. The window reaches
  /// ``initialWindowLength`` units past the edit (a paragraph's boundary is decided as soon as its
  /// separator is in the window, so most edits need no more) and grows until the re-split stops
  /// inside it, reading only the units it adds. `unit` reads one unit of the new text.
  private mutating func update(
    replacing range: NSRange, replacementLength: Int, newLength: Int, unit: (Int) -> UInt16,
    read: (Range<Int>) -> [UInt16]
  ) -> Change {
    let delta = replacementLength - range.length
    let newEditEnd = range.location + replacementLength
    // When the paragraph before the edit's own ends with a separator the edit cannot join (all
    // but a CR right before the edit, which an inserted LF would extend), every boundary before it
    // was decided by text before that separator: the re-split starts at the edit's paragraph.
    // Otherwise it starts at the paragraph that can see the edit (a forced split up to
    // `maximumLength` + 1 units back).
    let own = index(containing: range.location)
    var first = own
    if own > 0 {
      let start = storage[own]
      let last = unit(start - 1)
      if !Self.isSeparator(last) || (last == 0x0D && start == range.location) {
        first = index(containing: Swift.max(0, range.location - maximumLength - 2))
      }
    }
    let from = storage[first]
    // The old starts are read from `storage` itself until the one mutation at the end, so its
    // blocks are never copied.
    let oldCount = storage.count
    let maximum = maximumLength
    var windowEnd = Swift.min(newLength, newEditEnd + Self.initialWindowLength)
    // "Units before the edit unread": in the edit's own paragraph, the units before the edit hold
    // no separator but possibly the last one (a CR before an LF; any other would have ended the
    // paragraph there), and a split of a paragraph too long reads only from half the maximum length
    // on, so the units before both stand in as a letter instead of being read.
    let unread = first == own ? Swift.max(0, Swift.min(range.location - 1, from + maximumLength / 2) - from) : 0
    var window = [UInt16](repeating: 0x61, count: unread)
    window += read(from + unread ..< windowEnd)
    var tail = oldCount
    var generated: [Int] = []
    while true {
      var oldIndex = first
      tail = oldCount
      let result = window.withUnsafeBufferPointer { buffer in
        Self.split(buffer, base: from, isTextEnd: windowEnd == newLength, from: from, maximumLength: maximum) {
          position in
          // A new paragraph that starts after the edit, where an old one started, begins the same
          // sequence of paragraphs as before: stop and reuse the rest.
          guard position >= newEditEnd else { return false }
          let oldPosition = position - delta
          // Old starts ascend: jump to the first one at or after the position, then compare.
          if oldIndex < oldCount, storage[oldIndex] < oldPosition {
            oldIndex = Swift.max(oldIndex, storage.index(containing: oldPosition))
            if storage[oldIndex] < oldPosition { oldIndex += 1 }
          }
          guard oldIndex < oldCount, storage[oldIndex] == oldPosition else { return false }
          tail = oldIndex
          return true
        }
      }
      if let result {
        generated = result
        break
      }
      // A longer window: only the units past the current one are read.
      let longer = Swift.min(newLength, windowEnd + Swift.max(windowEnd - from, Self.initialWindowLength))
      window += read(windowEnd ..< longer)
      windowEnd = longer
    }
    // Paragraphs re-split from before the edit that came out the same (same start, same end, all
    // before the edit) keep their text: they are not part of the change.
    var same = 0
    while same < generated.count, first + same < tail, generated[same] == storage[first + same] {
      let newEnd = same + 1 < generated.count ? generated[same + 1] : (tail < oldCount ? storage[tail] + delta : newLength)
      let oldEnd = first + same + 1 < oldCount ? storage[first + same + 1] : length
      guard newEnd == oldEnd, newEnd <= range.location else { break }
      same += 1
    }
    storage.replace(first + same ..< tail, with: generated[same...], delta: delta)
    length = newLength
    return Change(oldParagraphs: first + same ..< tail, newParagraphs: first + same ..< first + generated.count)
  }

  /// How far past an edit the re-split's first window reaches, in UTF-16 units: room for the rest
  /// of a paragraph of a few hundred units and the next paragraph's start, where the re-split
  /// usually stops (the window grows when it does not, reading only what it adds).
  static let initialWindowLength = 256

  /// Splits text into paragraphs from `start` (a paragraph start) until the end of the text, or
  /// until `stop` returns `true` for the start of the next paragraph (which is then not included).
  ///
  /// `window` holds the text from offset `base` on, to the end of the text when `isTextEnd`.
  /// Otherwise `nil` is returned as soon as a paragraph's end depends on text past the window's
  /// end: ``nextBoundary(in:from:maximumLength:)`` reads up to `maximumLength` + 1 units ahead
  /// unless it meets a separator first, so a paragraph that starts close to the window's end is
  /// measured only when its separator lies inside the window, before its last unit (a CR there
  /// might be followed by an LF). The caller then retries with a longer window.
  static func split(
    _ window: UnsafeBufferPointer<UInt16>, base: Int, isTextEnd: Bool, from start: Int, maximumLength: Int,
    stop: (Int) -> Bool
  ) -> [Int]? {
    var result: [Int] = []
    var position = start
    let end = base + window.count
    while true {
      if stop(position) { return result }
      result.append(position)
      if isTextEnd, position == end { return result }
      let next = nextBoundary(in: window, from: position - base, maximumLength: maximumLength)
      if !isTextEnd, position + maximumLength + 2 > end, !next.isHard || next.end + base >= end { return nil }
      if isTextEnd, next.end + base == end, !next.isHard { return result }
      position = next.end + base
    }
  }
}
