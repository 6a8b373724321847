public import Foundation
public import InteractionKitTextLayout

extension ViewportTextLayout {
  /// Shows a rect of the content: lays out the paragraphs it intersects (plus ``overscan``) and no
  /// others, then anchors it.
  ///
  /// The paragraph at the rect's top is the anchor: when paragraphs above it get measured, or the
  /// estimates get refined, ``viewport`` moves by the same amount so the anchor stays where it was
  /// on screen. A negative width or height is clamped to 0.
  ///
  /// - Throws: ``InteractiveTextError/nonFiniteViewport(_:)``; the layout is then unchanged.
  public mutating func setViewport(_ rect: CGRect) throws(InteractiveTextError) {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else {
      throw .nonFiniteViewport(rect)
    }
    viewport = CGRect(
      x: rect.origin.x, y: rect.origin.y, width: Swift.max(0, rect.size.width), height: Swift.max(0, rect.size.height))
    let anchor = currentAnchor()
    layOut(anchor: anchor.index, offset: anchor.offset)
  }

  /// Changes the style: every paragraph is laid out again (lazily, as it comes into view).
  public mutating func setStyle(_ newStyle: InteractiveTextStyle) {
    let anchor = currentAnchor()
    style = newStyle
    forgetLayouts(charactersPerLine: Self.initialCharactersPerLine(newStyle, container), lineHeight: Self.initialLineHeight(newStyle))
    layOut(anchor: anchor.index, offset: anchor.offset)
  }

  /// Changes the container (a new width, for example): every paragraph is laid out again (lazily).
  public mutating func setContainer(_ newContainer: TextContainer) {
    let anchor = currentAnchor()
    var perLine = Self.initialCharactersPerLine(style, newContainer)
    if let old = container.width, let new = newContainer.width, old > 0, heights.charactersPerLine.isFinite {
      perLine = Swift.max(1, heights.charactersPerLine * Double(new / old))
    }
    container = newContainer
    forgetLayouts(charactersPerLine: perLine)
    layOut(anchor: anchor.index, offset: anchor.offset)
  }

  /// Scrolls as little as needed to show the start of a range, like `UITextView.scrollRangeToVisible`.
  ///
  /// The paragraph holding the range's first character is laid out; if the range's first rect is
  /// above the viewport it moves to the top, if below, to the bottom.
  ///
  /// - Throws: ``InteractiveTextError/malformedRange(_:)`` or ``InteractiveTextError/rangeOutOfBounds(_:length:)``.
  public mutating func scrollRangeToVisible(_ range: NSRange) throws(InteractiveTextError) {
    try range.validated(inLength: document.length)
    let index = document.paragraphs.index(containing: range.location)
    ensureLaidOut(index)
    guard let entry = cache[index] else { return }
    let local = NSRange(location: range.location - entry.start, length: Swift.max(1, range.length))
      .clamped(toLength: entry.layout.text.utf16Count)
    var target = (try? entry.layout.enclosingRects(for: local))?.first
    if target == nil { target = try? entry.layout.caretRect(at: Swift.min(local.location, entry.layout.text.utf16Count)) }
    let rect = (target ?? .zero).offsetBy(dx: 0, dy: heights.top(of: index))
    var top = viewport.minY
    if rect.minY < viewport.minY {
      top = rect.minY
    } else if rect.maxY > viewport.maxY {
      top = rect.maxY - viewport.height
    } else {
      return
    }
    viewport.origin.y = top
    let anchor = currentAnchor()
    layOut(anchor: anchor.index, offset: anchor.offset)
  }

  /// The paragraph at the viewport's top and the viewport's offset from that paragraph's top.
  func currentAnchor() -> (index: Int, offset: Double) {
    let index = heights.index(atY: Double(viewport.minY))
    return (index, Double(viewport.minY) - heights.top(of: index))
  }

  /// Lays out the paragraphs the viewport and overscan need around an anchor, refines the
  /// estimates, anchors the viewport and trims the cache.
  mutating func layOut(anchor: Int, offset: Double) {
    let count = heights.count
    let anchor = Swift.min(Swift.max(0, anchor), count - 1)
    let height = Double(viewport.height)
    let margin = Double(overscan)
    var y = offset
    var below = anchor
    // Downwards from the anchor's top (at y = 0 here), until past the viewport's bottom + overscan.
    var bottom = 0.0
    while below < count, below == anchor || bottom < y + height + margin {
      ensureLaidOut(below)
      bottom += heights.height(of: below)
      below += 1
    }
    laidOutEnd = below
    // Upwards, until past the viewport's top − overscan.
    var above = anchor
    var top = 0.0
    while above > 0, top > y - margin {
      above -= 1
      ensureLaidOut(above)
      top -= heights.height(of: above)
    }
    heights.refineEstimates()
    y = heights.top(of: anchor) + offset
    viewport.origin.y = CGFloat(y)
    visibleIndices = paragraphsIntersecting(minY: y, maxY: y + height)
    trimCache(keeping: above ..< below)
  }

  /// What ``layOut(anchor:offset:)`` does when every paragraph it would visit is laid out and
  /// unchanged since it last ran ("no layout below the fold": after an edit from ``laidOutEnd`` on):
  /// refines the estimates and anchors the viewport, without walking the paragraphs again.
  mutating func relocate(anchor: Int, offset: Double) {
    heights.refineEstimates()
    let y = heights.top(of: anchor) + offset
    viewport.origin.y = CGFloat(y)
    visibleIndices = paragraphsIntersecting(minY: y, maxY: y + Double(viewport.height))
  }

  /// The paragraphs whose vertical extent intersects `minY ..< maxY`: from the one at `minY` to the
  /// last whose top is above `maxY`, found by y (O(block + log n), not a walk down the paragraphs).
  func paragraphsIntersecting(minY: Double, maxY: Double) -> Range<Int> {
    guard maxY > minY, maxY > 0, minY < heights.totalHeight else { return 0 ..< 0 }
    let first = heights.index(atY: minY)
    // The last paragraph whose top is at or above maxY, moved up past those whose top is maxY.
    var last = Swift.max(first, heights.index(atY: maxY))
    while last > first, heights.top(of: last) >= maxY { last -= 1 }
    return first ..< last + 1
  }

  /// Lays out a paragraph unless it is cached, and records its height.
  ///
  /// The paragraph's tokens are detected first, if they were not yet (``TextDocument/detectTokens(in:)``).
  /// That never changes another paragraph's tokens: detection adds tokens only to undetected text,
  /// and a laid-out paragraph has none, so the cached layouts stay valid.
  mutating func ensureLaidOut(_ index: Int) {
    guard cache[index] == nil, index >= 0, index < heights.count else { return }
    if let range = document.paragraphs.range(ofParagraph: index) { document.detectTokens(in: range) }
    let entry = ParagraphLayoutEntry(paragraph: index, of: document, engine: engine, style: style, container: container)
    cache[index] = entry
    heights.setMeasured(
      index, height: Double(entry.height), lineCount: entry.layout.lineFragments.count, in: document.paragraphs)
  }

  /// Drops the cached paragraphs farthest from `needed` until at most ``maximumCachedParagraphs`` remain.
  mutating func trimCache(keeping needed: Range<Int>) {
    guard cache.count > maximumCachedParagraphs else { return }
    func distance(_ index: Int) -> Int {
      index < needed.lowerBound ? needed.lowerBound - index : index >= needed.upperBound ? index - needed.upperBound + 1 : 0
    }
    let candidates = cache.keys.filter { !needed.contains($0) }.sorted { distance($0) > distance($1) }
    var excess = cache.count - Swift.max(maximumCachedParagraphs, needed.count)
    for index in candidates where excess > 0 {
      cache[index] = nil
      excess -= 1
    }
  }

  /// Drops every layout and measurement (after a style or container change).
  mutating func forgetLayouts(charactersPerLine: Double, lineHeight: Double? = nil) {
    cache.removeAll()
    heights.forgetMeasurements(charactersPerLine: charactersPerLine, lineHeight: lineHeight)
  }
}
