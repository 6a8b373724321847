import CInteractionKitPango
public import Foundation
public import InteractionKitTextLayout

/// Text laid out by Pango: line fragments, range rects, hit testing and carets in UTF-16 offsets.
///
/// Created by ``PangoTextLayoutEngine``. The layout owns a `PangoLayout` whose text is the string's
/// UTF-8 bytes and whose attributes come from the text's runs; every offset crossing the boundary is
/// converted with a `TextIndexMap`. Line fragments and the size are computed once, at creation.
///
/// Lines wrap at word boundaries, falling back to character boundaries for words longer than the
/// container (`PANGO_WRAP_WORD_CHAR`); an unbounded container (`width == nil`) never wraps. A U+0000
/// in the string is laid out as a space, because Pango's text ends at the first NUL byte.
///
/// Thread safety: `@unchecked Sendable` because every Pango call runs under the owning engine's lock
/// (see ``PangoTextLayoutEngine``); the remaining state is immutable.
public final class PangoTextLayout: TextLayout, @unchecked Sendable {
  /// The engine whose font map and lock this layout uses.
  public let engine: PangoTextLayoutEngine
  /// The text that was laid out.
  public let text: AttributedText
  /// The container it was laid out in.
  public let container: TextContainer
  /// The lines, top to bottom; empty text has one empty line.
  public let lineFragments: [LineFragment]
  /// The container width (or the widest line when unbounded) by the total height of the lines.
  public let size: CGSize
  /// The UTF-16 ⇄ UTF-8 map of ``text``'s string.
  public let indexMap: TextIndexMap

  /// The width of the rect ``caretRect(at:)`` returns, in points: 2, like UIKit's text caret.
  public static let caretWidth: CGFloat = 2

  /// The owned `PangoLayout`; touched only under `engine.lock`.
  let pangoLayout: OpaquePointer
  /// Per-line byte bounds, parallel to ``lineFragments``.
  let lineBytes: [PangoLineBytes]
  /// Whether ``pangoLayout`` has the paint attributes (colours, underlines, backgrounds) besides
  /// the geometry ones; touched only under `engine.lock`.
  private var hasPaintAttributes = false

  /// Lays `text` out; called by the engine.
  init(engine: PangoTextLayoutEngine, text: AttributedText, container: TextContainer) {
    self.engine = engine
    self.text = text
    self.container = container
    let map = TextIndexMap(text.string)
    self.indexMap = map
    let measured: PangoLayoutMeasurement = engine.lock.withLock {
      let style = PangoParagraphStyle(container)
      let context = engine.makeContext(baseDirection: style.baseDirection)
      let layout: OpaquePointer = pango_layout_new(context)
      g_object_unref(UnsafeMutableRawPointer(context))  // the layout keeps its own reference
      Self.configure(layout, text: text, container: container, style: style, map: map)
      return PangoLayoutMeasurement(layout: layout, container: container, map: map)
    }
    self.pangoLayout = measured.layout
    self.lineFragments = measured.fragments
    self.lineBytes = measured.lineBytes
    self.size = measured.size
  }

  deinit {
    engine.lock.withLock { g_object_unref(UnsafeMutableRawPointer(pangoLayout)) }
  }

  /// Runs `body` with the underlying `PangoLayout *` while holding the engine's lock.
  ///
  /// For renderers, e.g. `pango_cairo_show_layout(cr, layout)`. The pointer is only valid inside
  /// `body`; do not retain it, and do not change the layout (its geometry is cached here). Do not call
  /// `pango_cairo_update_context` on it: that would overwrite the engine's hinting settings.
  ///
  /// The layout is measured with the attributes that change the geometry only; the first call adds
  /// the colours, underlines and backgrounds (the geometry stays the same), so drawing text with
  /// many coloured runs costs Pango's attribute pass once, and measuring never does.
  public func withPangoLayout<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
    engine.lock.lock()
    defer { engine.lock.unlock() }
    if !hasPaintAttributes {
      let attributes = PangoAttributes.makeList(for: text, map: indexMap)
      pango_layout_set_attributes(pangoLayout, attributes)
      pango_attr_list_unref(attributes)
      hasPaintAttributes = true
    }
    return try body(pangoLayout)
  }

  /// Applies text, attributes, font, wrapping, width, alignment, direction and spacing to `layout`.
  private static func configure(
    _ layout: OpaquePointer, text: AttributedText, container: TextContainer, style: PangoParagraphStyle,
    map: TextIndexMap
  ) {
    let description = PangoAttributes.makeFontDescription(for: text.attributes(at: 0))
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)

    var string = text.string
    if string.utf8.contains(0) {
      string = String(decoding: string.utf8.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
    }
    string.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        if let base = chars.baseAddress {
          pango_layout_set_text(layout, base, Int32(clamping: chars.count))
        } else {
          pango_layout_set_text(layout, "", 0)
        }
      }
    }

    // Geometry only: the paint attributes are added when the layout is drawn (see withPangoLayout).
    let attributes = PangoAttributes.makeGeometryList(for: text, map: map)
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)

    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_width(layout, container.width.map { PangoUnits.units($0) } ?? -1)
    pango_layout_set_auto_dir(layout, style.autoDirection ? 1 : 0)
    pango_layout_set_alignment(layout, style.alignment)
    pango_layout_set_spacing(layout, PangoUnits.units(container.lineSpacing))
  }
}
