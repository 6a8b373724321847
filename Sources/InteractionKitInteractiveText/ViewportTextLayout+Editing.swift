public import Foundation
public import InteractionKitTextTokens

extension ViewportTextLayout {
  /// Replaces characters of the document and lays out again only the paragraphs the edit touched
  /// (and those whose tokens changed), keeping the viewport anchored.
  ///
  /// See ``TextDocument/replaceCharacters(in:with:)`` for how tokens follow the edit.
  ///
  /// - Throws: ``InteractiveTextError/malformedRange(_:)``,
  ///   ``InteractiveTextError/rangeOutOfBounds(_:length:)`` or
  ///   ``InteractiveTextError/rangeSplitsSurrogatePair(_:)``; nothing changes then.
  @discardableResult
  public mutating func replaceCharacters(in range: NSRange, with string: String) throws(InteractiveTextError)
    -> TextDocumentChange
  {
    // The document checks everything before it changes anything, so a throw leaves all as it was.
    let change = try document.replaceCharacters(in: range, with: string)
    apply(change)
    return change
  }

  /// Replaces the tokens that overlap a range, in a document without a detector (for example with
  /// a server's entities), and restyles only the paragraphs they are in.
  ///
  /// - Throws: The errors of ``TextDocument/replaceTokens(in:with:)``, among them
  ///   ``InteractiveTextError/tokensComeFromDetector`` for a document with a detector; nothing
  ///   changes then.
  @discardableResult
  public mutating func replaceTokens(in range: NSRange, with tokens: [Token]) throws(InteractiveTextError)
    -> TextDocumentChange
  {
    let change = try document.replaceTokens(in: range, with: tokens)
    apply(change)
    return change
  }

  /// Replaces the whole document (nothing of the old layout is kept but the viewport's position).
  public mutating func setDocument(_ newDocument: TextDocument) {
    let position = viewport.minY
    document = newDocument
    cache.removeAll()
    heights = ParagraphHeights(
      paragraphs: newDocument.paragraphs,
      lineHeight: heights.lineHeight, charactersPerLine: heights.charactersPerLine)
    viewport.origin.y = position
    let anchor = currentAnchor()
    layOut(anchor: anchor.index, offset: anchor.offset)
  }

  /// Moves the caches to the edited ``document``: replaced paragraphs lose their layout and height,
  /// later ones move, restyled ones lose their layout; then the viewport is laid out again.
  mutating func apply(_ change: TextDocumentChange) {
    let old = change.paragraphs.oldParagraphs
    let new = change.paragraphs.newParagraphs
    let shift = new.count - old.count
    let restyled = change.retokenizedRange
    // An edit below every paragraph the last layout walked through (and restyling none of them)
    // changes nothing it would walk through again: the viewport is only re-anchored.
    let isBelowLayout =
      old.lowerBound >= laidOutEnd
      && (restyled.length == 0 || document.paragraphs.index(containing: restyled.location) >= laidOutEnd)

    // Anchor to a paragraph that survives the edit (the heights still describe the old paragraphs).
    var (anchor, offset) = currentAnchor()
    if old.contains(anchor) {
      offset += heights.top(of: anchor) - heights.top(of: old.lowerBound)
      anchor = new.lowerBound
    } else if anchor >= old.upperBound {
      anchor += shift
    }

    heights.replace(old, with: new, changeInLength: change.changeInLength, in: document.paragraphs)
    if shift == 0 {
      // The same number of paragraphs: the later layouts keep their keys, so they are moved in
      // place (no new dictionary, no rehashing) and only the replaced ones go.
      for index in old { cache[index] = nil }
      if change.changeInLength != 0 {
        // Only the keys are read: reading an entry copies it (its layout and pieces retained).
        var position = cache.keys.startIndex
        while position != cache.keys.endIndex {
          if cache.keys[position] >= old.upperBound { cache.values[position].start += change.changeInLength }
          position = cache.keys.index(after: position)
        }
      }
    } else {
      var moved: [Int: ParagraphLayoutEntry] = [:]
      for (index, entry) in cache {
        if index < old.lowerBound {
          moved[index] = entry
        } else if index >= old.upperBound {
          var shifted = entry
          shifted.start += change.changeInLength
          moved[index + shift] = shifted
        }
      }
      cache = moved
    }
    dropLayouts(overlapping: restyled)
    if isBelowLayout { relocate(anchor: anchor, offset: offset) } else { layOut(anchor: anchor, offset: offset) }
  }

  /// Drops the cached layouts of the paragraphs that overlap `range` (of the edited document, where
  /// every cached layout's range is its paragraph's), found through the paragraph index rather
  /// than by reading each cached entry.
  mutating func dropLayouts(overlapping range: NSRange) {
    guard range.length > 0, !cache.isEmpty else { return }
    let first = document.paragraphs.index(containing: range.location)
    let last = document.paragraphs.index(containing: NSMaxRange(range) - 1)
    guard first <= last else { return }
    if last - first + 1 <= cache.count {
      for index in first ... last { cache[index] = nil }
    } else {
      for index in cache.keys.filter({ (first ... last).contains($0) }) { cache[index] = nil }
    }
  }
}
