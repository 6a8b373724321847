import CInteractionKitPango
import Foundation
import InteractionKitGeometry
import InteractionKitTextLayout

/// Translation of ``AttributedText`` runs into Pango attributes.
///
/// Mapping notes: the font size is in points (× `PANGO_SCALE`; at the engine's 72 dpi a point is a
/// user unit); ``UnderlineStyle/thick`` becomes a single underline because Pango 1.50 has no underline
/// thickness (a renderer that wants a thick line draws it itself; geometry is unaffected); the
/// underline colour carries no alpha (Pango has none for it); a fully transparent colour is sent with
/// alpha 1/65535 because Pango reads alpha 0 as "opaque".
enum PangoAttributes {
  /// A new attribute list for `text`, with byte ranges from `map`. The caller owns the list.
  static func makeList(for text: AttributedText, map: TextIndexMap) -> OpaquePointer {
    let list: OpaquePointer = pango_attr_list_new()
    for run in text.runs {
      let bytes = map.utf8Range(forUTF16Range: run.range)
      guard !bytes.isEmpty else { continue }
      for attribute in attributes(for: run.attributes) {
        attribute.pointee.start_index = UInt32(bytes.lowerBound)
        attribute.pointee.end_index = UInt32(bytes.upperBound)
        pango_attr_list_insert(list, attribute)  // the list takes ownership
      }
    }
    return list
  }

  /// A new attribute list for `text` with only the attributes that change the geometry (family,
  /// size, weight, style), each over the longest stretch of runs that share it. The caller owns
  /// the list.
  ///
  /// Colours, underlines and backgrounds change no glyph's position, and Pango 1.50 applies them
  /// to every glyph item by scanning the attribute list from its start
  /// (`pango_glyph_item_apply_attrs`): with them, laying out text with many coloured tokens is
  /// quadratic. ``PangoTextLayout`` measures with this list and adds the paint attributes only to
  /// draw.
  static func makeGeometryList(for text: AttributedText, map: TextIndexMap) -> OpaquePointer {
    let list: OpaquePointer = pango_attr_list_new()
    var stretches: [(range: NSRange, attributes: TextAttributes)] = []
    for run in text.runs where run.range.length > 0 {
      if let last = stretches.last, sameFont(last.attributes, run.attributes) {
        stretches[stretches.count - 1].range.length += run.range.length
      } else {
        stretches.append((run.range, run.attributes))
      }
    }
    for stretch in stretches {
      let bytes = map.utf8Range(forUTF16Range: stretch.range)
      guard !bytes.isEmpty else { continue }
      let a = stretch.attributes
      let attributes = [
        pango_attr_family_new(a.fontFamily), pango_attr_size_new(PangoUnits.units(a.fontSize)),
        pango_attr_weight_new(weight(a.fontWeight)),
        pango_attr_style_new(a.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL),
      ]
      for attribute in attributes.compactMap({ $0 }) {
        attribute.pointee.start_index = UInt32(bytes.lowerBound)
        attribute.pointee.end_index = UInt32(bytes.upperBound)
        pango_attr_list_insert(list, attribute)  // the list takes ownership
      }
    }
    return list
  }

  /// Whether two runs' attributes select the same font.
  private static func sameFont(_ a: TextAttributes, _ b: TextAttributes) -> Bool {
    a.fontFamily == b.fontFamily && a.fontSize == b.fontSize && a.fontWeight == b.fontWeight
      && a.isItalic == b.isItalic
  }

  /// A new font description for `attributes`. The caller frees it with `pango_font_description_free`.
  static func makeFontDescription(for attributes: TextAttributes) -> OpaquePointer {
    let description: OpaquePointer = pango_font_description_new()
    pango_font_description_set_family(description, attributes.fontFamily)
    pango_font_description_set_size(description, PangoUnits.units(attributes.fontSize))
    pango_font_description_set_weight(description, weight(attributes.fontWeight))
    pango_font_description_set_style(description, attributes.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }

  /// Newly allocated Pango attributes for one run (ranges not yet set).
  private static func attributes(for a: TextAttributes) -> [UnsafeMutablePointer<PangoAttribute>] {
    var result: [UnsafeMutablePointer<PangoAttribute>?] = [
      pango_attr_family_new(a.fontFamily),
      pango_attr_size_new(PangoUnits.units(a.fontSize)),
      pango_attr_weight_new(weight(a.fontWeight)),
      pango_attr_style_new(a.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL),
      colorAttribute(a.foregroundColor, pango_attr_foreground_new),
      pango_attr_foreground_alpha_new(PangoUnits.alpha(a.foregroundColor.alpha)),
    ]
    if a.underlineStyle != .none {
      result.append(pango_attr_underline_new(underline(a.underlineStyle)))
      if let color = a.underlineColor {
        result.append(colorAttribute(color, pango_attr_underline_color_new))
      }
    }
    if let background = a.backgroundColor {
      result.append(colorAttribute(background, pango_attr_background_new))
      result.append(pango_attr_background_alpha_new(PangoUnits.alpha(background.alpha)))
    }
    return result.compactMap { $0 }
  }

  /// A colour attribute made by one of Pango's RGB constructors.
  private static func colorAttribute(
    _ color: Color, _ make: (UInt16, UInt16, UInt16) -> UnsafeMutablePointer<PangoAttribute>?
  ) -> UnsafeMutablePointer<PangoAttribute>? {
    make(
      PangoUnits.colorComponent(color.red), PangoUnits.colorComponent(color.green),
      PangoUnits.colorComponent(color.blue))
  }

  /// The Pango weight of a font weight (both use the CSS 100–900 scale).
  private static func weight(_ weight: FontWeight) -> PangoWeight {
    PangoWeight(rawValue: numericCast(weight.rawValue))
  }

  /// The Pango underline of an underline style.
  private static func underline(_ style: UnderlineStyle) -> PangoUnderline {
    switch style {
    case .none: PANGO_UNDERLINE_NONE
    case .single, .thick: PANGO_UNDERLINE_SINGLE
    case .double: PANGO_UNDERLINE_DOUBLE
    }
  }
}
