import CInteractionKitPango
public import Foundation
public import InteractionKitTextLayout

extension PangoTextLayout {
  /// The rects enclosing a UTF-16 range: one per line piece, several on one line when bidi
  /// reordering splits the range visually.
  ///
  /// Each rect spans the line's logical height (`LineFragment.usedRect`) and the horizontal extent
  /// of the range's glyphs on that line, from `pango_layout_line_get_x_ranges` (adjacent pieces are
  /// merged). A range end that cuts a surrogate pair covers the whole scalar. Characters without
  /// width contribute no rect: a paragraph separator, and the space Pango collapses to zero width at
  /// a soft line break; a range of only such characters yields no rects.
  ///
  /// - Throws: `TextRangeError` for a malformed or out-of-bounds range.
  public func enclosingRects(for range: NSRange) throws(TextRangeError) -> [CGRect] {
    try range.validate(inLength: text.utf16Count)
    guard range.length > 0 else { return [] }
    let bytes = indexMap.utf8Range(forUTF16Range: range)
    return engine.lock.withLock {
      var rects: [CGRect] = []
      for (index, line) in lineBytes.enumerated() {
        let lower = Swift.max(bytes.lowerBound, line.start)
        let upper = Swift.min(bytes.upperBound, line.pangoEnd)
        guard lower < upper, let pangoLine = pango_layout_get_line_readonly(pangoLayout, Int32(index)) else {
          continue
        }
        let usedRect = lineFragments[index].usedRect
        for span in Self.xSpans(of: pangoLine, from: lower, to: upper) {
          rects.append(CGRect(x: span.lowerBound, y: usedRect.minY, width: span.upperBound - span.lowerBound,
                              height: usedRect.height))
        }
      }
      return rects
    }
  }

  /// The UTF-16 offset of the first character of the grapheme cluster under `point`.
  ///
  /// Uses `pango_layout_xy_to_index`, whose byte index names the character under the point (its
  /// `trailing` count, in scalars, only says which half was hit and is ignored: this returns the
  /// character, not a caret offset). In `CharacterHitMode.exact` mode the result is `nil` when Pango
  /// reports the point outside the text or when it lies outside its line's `LineFragment.usedRect`
  /// horizontally. In `CharacterHitMode.nearest` mode the nearest character is returned (never the
  /// text's length). Empty text and non-finite points return `nil`.
  public func characterIndex(at point: CGPoint, mode: CharacterHitMode) -> Int? {
    guard point.x.isFinite, point.y.isFinite, text.utf16Count > 0 else { return nil }
    var byteIndex: Int32 = 0
    var trailing: Int32 = 0
    let inside = engine.lock.withLock {
      pango_layout_xy_to_index(pangoLayout, PangoUnits.units(point.x), PangoUnits.units(point.y), &byteIndex, &trailing)
    }
    if mode == .exact {
      guard inside != 0, let line = lineFragments.first(where: { $0.rect.minY <= point.y && point.y < $0.rect.maxY }),
        line.usedRect.minX <= point.x, point.x < line.usedRect.maxX
      else { return nil }
    }
    let offset = Swift.min(indexMap.utf16Offset(forUTF8Offset: Int(byteIndex)), text.utf16Count - 1)
    return indexMap.graphemeRange(containing: offset)?.location ?? offset
  }

  /// The caret's rect before the character at `offset`, from Pango's strong cursor.
  ///
  /// The rect is ``caretWidth`` (2 pt, like UIKit) wide, starts at the insertion point and spans the
  /// line's height. An offset inside a grapheme cluster snaps back to the cluster's start; the end of
  /// the text (`offset == length`) is a valid position.
  ///
  /// - Throws: `TextRangeError.offsetOutOfBounds(_:length:)` when `offset` is outside `0...length`.
  public func caretRect(at offset: Int) throws(TextRangeError) -> CGRect {
    guard offset >= 0, offset <= text.utf16Count else {
      throw .offsetOutOfBounds(offset, length: text.utf16Count)
    }
    let position = indexMap.graphemeRange(containing: offset)?.location ?? offset
    let byteIndex = Int32(clamping: indexMap.utf8Offset(forUTF16Offset: position))
    var strong = PangoRectangle()
    engine.lock.withLock { pango_layout_get_cursor_pos(pangoLayout, byteIndex, &strong, nil) }
    let rect = PangoUnits.rect(strong)
    return CGRect(x: rect.minX, y: rect.minY, width: Self.caretWidth, height: rect.height)
  }

  /// The horizontal spans, in layout coordinates, of bytes `lower ..< upper` of one line, sorted left
  /// to right, with touching spans merged and empty ones dropped. The caller holds the engine's lock.
  private static func xSpans(of line: UnsafeMutablePointer<PangoLayoutLine>, from lower: Int, to upper: Int)
    -> [Range<CGFloat>]
  {
    var ranges: UnsafeMutablePointer<Int32>?
    var count: Int32 = 0
    pango_layout_line_get_x_ranges(line, Int32(clamping: lower), Int32(clamping: upper), &ranges, &count)
    defer { g_free(ranges) }
    guard let ranges else { return [] }
    var spans: [Range<CGFloat>] = []
    for pair in 0 ..< Int(count) {
      let start = PangoUnits.points(ranges[2 * pair])
      let end = PangoUnits.points(ranges[2 * pair + 1])
      guard end > start else { continue }
      if let last = spans.last, abs(last.upperBound - start) < 1.0 / PangoUnits.scale {
        spans[spans.count - 1] = last.lowerBound ..< Swift.max(last.upperBound, end)
      } else {
        spans.append(start ..< end)
      }
    }
    return spans
  }
}
