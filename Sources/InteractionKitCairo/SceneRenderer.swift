import CInteractionKitCairo
public import Foundation
public import InteractionKitScene
import InteractionKitGeometry
import InteractionKitPango

/// Renders a layer tree with Cairo to PNG, SVG or PDF.
///
/// The canvas is the root layer's bounds; the root's own position and transform are ignored (it
/// plays the window). The tree is drawn as given: to render an animated moment, pass
/// `tree.presentation(at: time)`.
///
/// Drawing follows Core Animation's order per layer: shadow, background, contents, sublayers,
/// border; `maskPath` clips all of it, `masksToBounds` clips contents and sublayers to the rounded
/// bounds, and opacity below 1 composites the layer as a group. A layer's backdrop material is
/// drawn after its shadow and before its background, from the pixels already drawn beneath it
/// (on an image surface; SVG and PDF get its fallback colour).
public struct SceneRenderer: Sendable {
  /// What the renderer keeps between frames (blurred shadow masks), or nil to keep nothing.
  public let cache: RenderCache?

  /// Creates a renderer. Text is drawn with the fonts of the engine that laid it out (see
  /// `PangoTextLayoutEngine.Fonts`); the renderer itself selects no font.
  ///
  /// - Parameter cache: Where to keep blurred shadow masks between frames (a live view passes
  ///   the same cache for every frame); default nil, nothing is kept.
  public init(cache: RenderCache? = nil) {
    self.cache = cache
  }

  /// The tree rendered to a PNG at `scale` pixels per point (1, 2 or 3 are typical).
  ///
  /// - Throws: ``RenderError/invalidCanvas(width:height:scale:)`` for an empty, non-finite or
  ///   oversized canvas (more than 16384 px per side), ``RenderError/cairo(_:)`` otherwise.
  public func pngData(_ tree: LayerTree, scale: Double = 2) throws(RenderError) -> Data {
    let size = try Self.canvasSize(tree, scale: scale)
    let width = Int32((size.width * scale).rounded(.up))
    let height = Int32((size.height * scale).rounded(.up))
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
      throw .cairo("could not create an image surface")
    }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_scale(surface, scale, scale)
    try draw(tree, on: surface)
    return try StreamWriter.capture { writer in
      cairo_surface_write_to_png_stream(surface, StreamWriter.callback, writer)
    }
  }

  /// The tree rendered to SVG (glyphs as paths), in points.
  ///
  /// - Throws: like ``pngData(_:scale:)``.
  public func svgData(_ tree: LayerTree) throws(RenderError) -> Data {
    let size = try Self.canvasSize(tree, scale: 1)
    return try StreamWriter.capture { writer in
      guard let surface = cairo_svg_surface_create_for_stream(StreamWriter.callback, writer, size.width, size.height)
      else { return CAIRO_STATUS_NO_MEMORY }
      defer { cairo_surface_destroy(surface) }
      cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
      do { try draw(tree, on: surface) } catch { return CAIRO_STATUS_INVALID_STATUS }
      cairo_surface_finish(surface)
      return cairo_surface_status(surface)
    }
  }

  /// The tree rendered to a one-page PDF, in points.
  ///
  /// - Throws: like ``pngData(_:scale:)``.
  public func pdfData(_ tree: LayerTree) throws(RenderError) -> Data {
    let size = try Self.canvasSize(tree, scale: 1)
    return try StreamWriter.capture { writer in
      guard let surface = cairo_pdf_surface_create_for_stream(StreamWriter.callback, writer, size.width, size.height)
      else { return CAIRO_STATUS_NO_MEMORY }
      defer { cairo_surface_destroy(surface) }
      // Fixed metadata keeps the bytes identical from run to run.
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "InteractionKit")
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2026-01-01T00:00:00Z")
      do { try draw(tree, on: surface, showPage: true) } catch { return CAIRO_STATUS_INVALID_STATUS }
      cairo_surface_finish(surface)
      return cairo_surface_status(surface)
    }
  }

  /// Draws the tree into a Cairo context the caller owns (a widget's, a surface's), at the
  /// context's current transform: the root's bounds origin at the context's origin, one point a
  /// user unit. The context's state is restored afterwards. Nothing is encoded, so a live view
  /// draws each frame with this.
  ///
  /// - Parameters:
  ///   - tree: The tree to draw (for an animated moment, its presentation at that time).
  ///   - context: A `cairo_t`.
  /// - Throws: ``RenderError/cairo(_:)`` when the context is in an error state after drawing.
  public func draw(_ tree: LayerTree, in context: OpaquePointer) throws(RenderError) {
    try paint(tree, in: context, within: nil)
  }

  /// Draws only the parts of the tree inside `rects` (in the root's bounds coordinates) into a
  /// Cairo context the caller owns, leaving the pixels outside them untouched: a view that keeps
  /// its last frame redraws the tree's `LayerTree.damage(since:limit:)` with
  /// this. Inside the rects the pixels are drawn over what is there (clear them first for a frame
  /// with transparency); subtrees that draw nothing inside them are skipped.
  ///
  /// - Throws: ``RenderError/cairo(_:)`` when the context is in an error state after drawing.
  public func draw(_ tree: LayerTree, in context: OpaquePointer, within rects: [CGRect]) throws(RenderError) {
    let rects = rects.filter { !$0.isNull && $0.isFiniteRect && !$0.isEmpty }
    guard !rects.isEmpty else { return }
    try paint(tree, in: context, within: rects)
  }

  /// Paints the tree into `context` with the root's bounds origin at the context's origin, clipped
  /// to `rects` (and skipping subtrees outside them) when given; the context's state is restored.
  ///
  /// `steadyBackdrops` names the materials whose backdrop did not change since they were last
  /// drawn (`LayerTree.damageAndSteadyBackdrops(since:limit:)`): their kept blur is drawn again
  /// without reading the pixels beneath.
  func paint(
    _ tree: LayerTree, in context: OpaquePointer, within rects: [CGRect]?, steadyBackdrops: Set<LayerID> = []
  ) throws(RenderError) {
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_translate(context, -tree.root.bounds.minX, -tree.root.bounds.minY)
    if let rects {
      for rect in rects { cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height) }
      cairo_clip(context)
    }
    var painter = LayerPainter(context: CairoContext(cr: context), cache: cache, culls: rects != nil)
    painter.redrawn = rects.map { BackdropPainter.pixelRects($0, cr: context) }
    painter.steadyBackdrops = steadyBackdrops
    painter.paint(tree.root, asRoot: true)
    try Self.checkStatus(of: context)
  }

  private static func checkStatus(of context: OpaquePointer) throws(RenderError) {
    let status = cairo_status(context)
    guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
  }

  /// The tree's canvas size, checked: at least 1 × 1 point, a finite positive scale, at most
  /// 16384 pixels a side.
  static func canvasSize(_ tree: LayerTree, scale: Double) throws(RenderError) -> CGSize {
    let size = tree.root.bounds.size
    let ok =
      size.width >= 1 && size.height >= 1 && scale.isFinite && scale > 0 && size.width * scale <= 16384
      && size.height * scale <= 16384
    guard ok else { throw .invalidCanvas(width: size.width, height: size.height, scale: scale) }
    return size
  }

  private func draw(_ tree: LayerTree, on surface: OpaquePointer, showPage: Bool = false) throws(RenderError) {
    guard let cr = cairo_create(surface) else { throw .cairo("could not create a context") }
    defer { cairo_destroy(cr) }
    try paint(tree, in: cr, within: nil)
    if showPage {
      cairo_show_page(cr)
      try Self.checkStatus(of: cr)
    }
  }
}

/// Collects the bytes Cairo streams out.
final class StreamWriter {
  var data = Data()

  static let callback: cairo_write_func_t = { closure, bytes, length in
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    let writer = Unmanaged<StreamWriter>.fromOpaque(closure).takeUnretainedValue()
    writer.data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
  }

  static func capture(_ body: (UnsafeMutableRawPointer) -> cairo_status_t) throws(RenderError) -> Data {
    let writer = StreamWriter()
    let status = withExtendedLifetime(writer) { body(Unmanaged.passUnretained(writer).toOpaque()) }
    guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    return writer.data
  }
}
