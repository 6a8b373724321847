import CInteractionKitPango
import Foundation
import InteractionKitPango
import InteractionKitTextLayout

/// The paragraph the reference measurements use: emoji, combining marks, a URL, a ZWJ family and CJK.
let referenceParagraph =
  "🙂 Café (cafe\u{301}): https://example.com/docs/link-highlights?topic=bubbles — tap it. "
  + "👩\u{200D}👩\u{200D}👧 naïve 日本語 e\u{301}\u{323} end."

/// 15 pt DejaVu Sans, the size every measurement below was taken at.
let body15 = TextAttributes(fontSize: 15)

/// A new engine. Creating it pins the fonts (once per process) before Pango is first used, so every
/// test makes its own engine and tests can run in parallel.
func makeEngine() -> PangoTextLayoutEngine { PangoTextLayoutEngine(fonts: .pinned) }

/// Lays a plain string out at 15 pt with a fresh engine.
func layout(_ string: String, _ container: TextContainer = TextContainer()) -> PangoTextLayout {
  makeEngine().makeLayout(AttributedText(string, attributes: body15), in: container)
}

/// The UTF-16 range of the first occurrence of `needle` in `string`.
func utf16Range(of needle: String, in string: String) -> NSRange? {
  guard let range = string.range(of: needle) else { return nil }
  return NSRange(range, in: string)
}

/// The grapheme clusters of a string as UTF-16 ranges.
func graphemeRanges(of string: String) -> [NSRange] {
  var ranges: [NSRange] = []
  var offset = 0
  for character in string {
    let length = character.utf16.count
    ranges.append(NSRange(location: offset, length: length))
    offset += length
  }
  return ranges
}

extension PangoTextLayout {
  /// The family and style of the font Pango chose for each run of glyphs, in visual order.
  func resolvedFonts() -> [(family: String, style: PangoStyle)] {
    withPangoLayout { layout in
      var fonts: [(String, PangoStyle)] = []
      let iterator: OpaquePointer = pango_layout_get_iter(layout)
      defer { pango_layout_iter_free(iterator) }
      repeat {
        guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font
        else { continue }
        let description: OpaquePointer = pango_font_describe(font)
        defer { pango_font_description_free(description) }
        let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        fonts.append((family, pango_font_description_get_style(description)))
      } while pango_layout_iter_next_run(iterator) != 0
      return fonts
    }
  }
}
