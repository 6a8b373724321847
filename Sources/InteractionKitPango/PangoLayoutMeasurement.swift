import CInteractionKitPango
import Foundation
import InteractionKitTextLayout

/// The byte bounds of one laid-out line.
struct PangoLineBytes: Hashable, Sendable {
  /// The byte index of the line's first character.
  var start: Int
  /// The end of the characters Pango placed on the line (it excludes the paragraph separator).
  var pangoEnd: Int
  /// The start of the next line (or the text's end): the line's characters including its separator.
  var end: Int
}

/// The eager measurement of a configured `PangoLayout`: line fragments and size.
///
/// Built while the engine's lock is held.
struct PangoLayoutMeasurement {
  /// The measured layout (ownership passes to the ``PangoTextLayout``).
  let layout: OpaquePointer
  /// One fragment per line.
  let fragments: [LineFragment]
  /// Byte bounds per line, parallel to `fragments`.
  let lineBytes: [PangoLineBytes]
  /// The layout's size.
  let size: CGSize

  /// Measures `layout` line by line.
  init(layout: OpaquePointer, container: TextContainer, map: TextIndexMap) {
    self.layout = layout
    struct Line {
      var start: Int, length: Int, logical: CGRect, top: CGFloat, bottom: CGFloat, baseline: CGFloat, isRTL: Bool
    }
    var lines: [Line] = []
    let iterator: OpaquePointer = pango_layout_get_iter(layout)
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      var top: Int32 = 0
      var bottom: Int32 = 0
      pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
      let baseline = pango_layout_iter_get_baseline(iterator)
      var start = 0
      var length = 0
      var isRTL = false
      if let line = pango_layout_iter_get_line_readonly(iterator) {
        start = Int(pango_layout_line_get_start_index(line))
        length = Int(pango_layout_line_get_length(line))
        isRTL = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
      }
      lines.append(
        Line(
          start: start, length: length, logical: PangoUnits.rect(logical), top: PangoUnits.points(top),
          bottom: PangoUnits.points(bottom), baseline: PangoUnits.points(baseline), isRTL: isRTL))
    } while pango_layout_iter_next_line(iterator) != 0
    pango_layout_iter_free(iterator)

    var layoutLogical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &layoutLogical)
    let layoutRect = PangoUnits.rect(layoutLogical)

    var fragments: [LineFragment] = []
    var bytes: [PangoLineBytes] = []
    for (index, line) in lines.enumerated() {
      let end = index + 1 < lines.count ? lines[index + 1].start : map.utf8Count
      let lower = map.utf16Offset(forUTF8Offset: line.start)
      let upper = map.utf16Offset(forUTF8Offset: Swift.max(end, line.start))
      let x = container.width == nil ? line.logical.minX : 0
      let width = container.width ?? line.logical.width
      fragments.append(
        LineFragment(
          rect: CGRect(x: x, y: line.top, width: width, height: line.bottom - line.top),
          usedRect: line.logical,
          baseline: line.baseline,
          characterRange: NSRange(location: lower, length: upper - lower),
          isRightToLeft: line.isRTL))
      bytes.append(PangoLineBytes(start: line.start, pangoEnd: line.start + line.length, end: end))
    }
    self.fragments = fragments
    self.lineBytes = bytes
    self.size = CGSize(width: container.width ?? layoutRect.width, height: layoutRect.maxY)
  }
}
