import Foundation

extension TokenStorage {
  /// Replaces valid `offsets` with `units` in a storage that has undetected text, keeps the tokens
  /// exact (see ``Detection``) and notifies the observers.
  ///
  /// - An edit inside one undetected range, at least ``boundaryMargin`` units from both of its
  ///   ends (or touching an end of the text), can change no detected token: the later tokens and
  ///   ranges move and nothing is scanned.
  /// - Any other edit rescans the stretch from the detection boundary at or before
  ///   ``boundaryMargin`` units ahead of the edit to the one at or after ``boundaryMargin`` units
  ///   past its new text, in the edited text. Tokens that start before that stretch depend on text
  ///   that ends more than ``contextLength`` units before the edit, tokens that start after it on
  ///   text that starts after the edit's new text, and overlaps are resolved afresh at both
  ///   boundaries, so only the stretch's tokens can change; it is detected from then on.
  mutating func applyDeferred(_ units: [UInt16], replacing offsets: Range<Int>) -> Change {
    let margin = Self.boundaryMargin
    let oldLength = length
    let delta = units.count - offsets.count
    let editedRange = NSRange(location: offsets.lowerBound, length: units.count)

    if let range = undetected.lastRange(startingBefore: offsets.lowerBound + 1), offsets.upperBound <= range.upperBound,
      range.lowerBound == 0 || range.lowerBound + margin <= offsets.lowerBound,
      range.upperBound == oldLength || offsets.upperBound + margin <= range.upperBound
    {
      text.replace(offsets, with: units)
      // No token starts in undetected text: this only moves the later ones.
      index.replaceTokens(startingIn: offsets, with: [], changeInLength: delta)
      undetected.stretch(at: undetected.firstPosition(endingAfter: range.lowerBound), replaced: offsets, newLength: units.count)
      lastScannedUnitCount = 0
      lastScanPassCount = 0
      let change = Change(editedRange: editedRange, changeInLength: delta, removedTokens: [], addedTokens: [])
      notify(change)
      return change
    }

    text.replace(offsets, with: units)
    let newLength = text.count
    let editEnd = offsets.lowerBound + units.count
    let start = boundary(atOrBefore: max(0, offsets.lowerBound - margin), notBefore: 0)
    let end = boundary(atOrAfter: min(newLength, editEnd + margin), notAfter: newLength)
    let stretch = scanTokens(in: start..<end)
    // `end` lies at least `margin` units past the new text (or at the end of both texts).
    let oldEnd = end - delta
    let old = index.tokens(startingIn: start..<oldEnd)
    index.replaceTokens(startingIn: start..<oldEnd, with: stretch.tokens, changeInLength: delta)
    undetected.follow(replaced: offsets, newLength: units.count, detected: start..<end)
    lastScannedUnitCount = stretch.scannedUnitCount
    lastScanPassCount = 1
    totalScannedUnitCount += stretch.scannedUnitCount
    let (removed, added) = Self.difference(
      old: old, new: stretch.tokens, replaced: offsets, changeInLength: delta)
    let change = Change(editedRange: editedRange, changeInLength: delta, removedTokens: removed, addedTokens: added)
    notify(change)
    return change
  }
}
