import CInteractionKitCairo
import CInteractionKitPango
import Foundation
public import InteractionKitTextLayout

/// The Linux text back end: lays attributed text out with Pango (HarfBuzz shaping, fontconfig fonts).
///
/// Each engine owns a private Pango font map, so engines never share Pango state with each other or
/// with Pango's per-thread default font map. Layouts are measured without a drawing surface at 72 dpi,
/// so one point is one Pango/Cairo user unit, with hinting off (hint style none, hint metrics off,
/// grey antialiasing, unrounded glyph positions): geometry is the same at every scale and on every
/// run. Every layout gets its own `PangoContext` from the engine's font map, configured that way,
/// with the language fixed to English so that line breaking and font fallback do not follow the
/// process locale.
///
/// Creating an engine activates ``PinnedFonts`` (process-wide; see there) so that only the pinned
/// fonts are used.
///
/// Thread safety: the class is `@unchecked Sendable` because Pango objects are not thread-safe, and
/// every Pango call on the engine's font map, on its contexts and on the layouts made from them runs
/// while holding the engine's recursive lock. Layouts from one engine therefore serialise with each
/// other; use several engines for parallel layout.
public final class PangoTextLayoutEngine: TextLayoutEngine, @unchecked Sendable {
  /// Serialises every Pango call on this engine's font map and on everything created from it.
  ///
  /// Recursive, so that a ``PangoTextLayout/withPangoLayout(_:)`` body may call back into the layout.
  let lock = NSRecursiveLock()
  /// The engine's own cairo (FreeType/fontconfig) font map; owned, released in `deinit`.
  private let fontMap: UnsafeMutablePointer<PangoFontMap>

  /// The language every layout is itemised with (BCP 47): `"en"`.
  public static let language = "en"

  /// Which fonts an engine lays text out with: a choice each app makes once, explicitly.
  public enum Fonts: Hashable, Sendable {
    /// The fonts InteractionKit pins (``PinnedFonts``), so text geometry and renders are identical
    /// on every machine: what the gallery, the CLI, the tests and golden images use. The engine
    /// calls ``PinnedFonts/activate()`` before it makes its font map.
    case pinned
    /// The fonts fontconfig finds on this machine, as any other GTK or Pango program has them:
    /// what an app that wants its users' fonts uses. (If something in the process pinned the fonts
    /// before fontconfig first initialised, they stay pinned: the configuration is process-wide.)
    case system
  }

  /// The fonts this engine was asked for.
  public let fonts: Fonts

  /// Creates an engine with its own Pango font map.
  ///
  /// - Parameter fonts: ``Fonts/pinned`` for identical geometry everywhere (pinning fontconfig
  ///   for the whole process, before its first use), ``Fonts/system`` for the machine's fonts.
  public init(fonts: Fonts) {
    self.fonts = fonts
    if fonts == .pinned { PinnedFonts.activate() }
    // The FreeType font map is the only cairo font map a Linux Pango provides. Asking for it by type,
    // rather than through pango_cairo_font_map_new(), ignores the PANGOCAIRO_BACKEND variable, which
    // would otherwise make Pango return NULL for an unknown value.
    fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
    pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
  }

  deinit {
    lock.withLock { g_object_unref(fontMap) }
  }

  /// Lays `text` out in `container` and returns a ``PangoTextLayout``.
  public func layout(_ text: AttributedText, in container: TextContainer) -> any TextLayout {
    makeLayout(text, in: container)
  }

  /// Lays `text` out in `container`, returning the concrete Pango layout (for renderers).
  public func makeLayout(_ text: AttributedText, in container: TextContainer) -> PangoTextLayout {
    PangoTextLayout(engine: self, text: text, container: container)
  }

  /// The names of the font families this engine's font map offers, sorted.
  ///
  /// With ``PinnedFonts`` active these are exactly DejaVu Sans, Noto Color Emoji, WenQuanYi Micro Hei
  /// and WenQuanYi Micro Hei Mono.
  public var availableFontFamilies: [String] {
    lock.withLock {
      var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
      var count: Int32 = 0
      pango_font_map_list_families(fontMap, &families, &count)
      defer { g_free(families) }
      guard let families else { return [] }
      var names: [String] = []
      for index in 0 ..< Int(count) {
        guard let family = families[index], let name = pango_font_family_get_name(family) else { continue }
        names.append(String(cString: name))
      }
      return names.sorted()
    }
  }

  /// A new Pango context on the engine's font map, configured for stable point-based geometry.
  ///
  /// The caller holds ``lock`` and owns the returned reference (release it with `g_object_unref`).
  func makeContext(baseDirection: PangoDirection) -> OpaquePointer {
    let context: OpaquePointer = pango_font_map_create_context(fontMap)
    pango_cairo_context_set_resolution(context, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_language(context, pango_language_from_string(Self.language))
    pango_context_set_base_dir(context, baseDirection)
    return context
  }
}
