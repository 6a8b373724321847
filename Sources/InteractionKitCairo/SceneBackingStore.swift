import CInteractionKitCairo
public import Foundation
public import InteractionKitScene

/// The pixels of a view's last frame, brought up to date by redrawing only where the layer tree
/// changed: what does not change between frames (a dimmed page behind a lifted link, the map under
/// a callout, text that did not scroll) is drawn once and kept.
///
/// Each ``update(to:scale:)`` compares the new tree with the one drawn last
/// (`LayerTree.damage(since:limit:)`), clears and redraws those rects only, and returns them; a new
/// size or scale, the first frame, or damage over 60% of the frame redraws everything. ``paint(in:)`` then copies the pixels into
/// the view's context. The kept pixels are a full render of the latest tree, but for anti-aliased
/// edges: Cairo rasterises a path drawn under a partial clip a little differently (up to about 5% of
/// an edge pixel's value); tests hold the store to that over random trees and changes.
public final class SceneBackingStore {
  /// The renderer used for every redraw (its cache keeps blurred shadows too).
  public let renderer: SceneRenderer

  /// Whether every update redraws the whole frame (a baseline to measure the saving against).
  public var redrawsEverything = false

  private var surface: OpaquePointer?
  private var pixelSize = (width: Int32(0), height: Int32(0))
  private var scale = 0.0
  private var drawn: LayerTree?

  /// Creates an empty store drawing with `renderer`.
  public init(renderer: SceneRenderer = SceneRenderer(cache: RenderCache())) {
    self.renderer = renderer
  }

  deinit {
    if let surface { cairo_surface_destroy(surface) }
  }

  /// Brings the kept pixels up to date with `tree` at `scale` pixels per point and returns the rects
  /// redrawn, in the root's bounds coordinates (empty when nothing changed).
  ///
  /// - Throws: ``RenderError/invalidCanvas(width:height:scale:)`` for an empty, non-finite or
  ///   oversized canvas (more than 16384 px per side), ``RenderError/cairo(_:)`` otherwise. After
  ///   an error the next update redraws everything.
  @discardableResult
  public func update(to tree: LayerTree, scale: Double) throws(RenderError) -> [CGRect] {
    let size: CGSize
    do {
      size = try SceneRenderer.canvasSize(tree, scale: scale)
    } catch {
      invalidate()
      throw error
    }
    let width = Int32((size.width * scale).rounded(.up))
    let height = Int32((size.height * scale).rounded(.up))
    var rects: [CGRect]
    var steady: Set<LayerID> = []
    if surface == nil || width != pixelSize.width || height != pixelSize.height || scale != self.scale {
      invalidate()
      guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
        cairo_surface_status(made) == CAIRO_STATUS_SUCCESS
      else { throw .cairo("could not create an image surface") }
      cairo_surface_set_device_scale(made, scale, scale)
      surface = made
      pixelSize = (width, height)
      self.scale = scale
      rects = [tree.root.bounds]
    } else if let drawn, !redrawsEverything {
      (rects, steady) = tree.damageAndSteadyBackdrops(since: drawn)
      // Most of the frame changed (a scroll, a dimming): one unclipped draw is cheaper.
      let canvas = tree.root.bounds
      if rects.reduce(0, { $0 + $1.width * $1.height }) >= Self.fullFrameShare * canvas.width * canvas.height {
        rects = [canvas]
      }
    } else {
      rects = [tree.root.bounds]
    }
    drawn = tree
    guard !rects.isEmpty else { return rects }
    do {
      try redraw(tree, within: rects, steadyBackdrops: steady)
    } catch {
      invalidate()
      throw error
    }
    return rects
  }

  /// The share of the frame past which damage is redrawn as one whole frame.
  static let fullFrameShare: CGFloat = 0.6

  /// Clears `rects` of the kept pixels and draws the tree there (all of it, unclipped, for a whole frame).
  private func redraw(_ tree: LayerTree, within rects: [CGRect], steadyBackdrops: Set<LayerID>) throws(RenderError) {
    guard let surface, let cr = cairo_create(surface) else { throw .cairo("could not create a context") }
    defer { cairo_destroy(cr) }
    if rects == [tree.root.bounds] {
      // A root whose opaque background covers every pixel replaces them all: no need to clear first.
      if !Self.coversEveryPixel(tree.root, scale: scale) {
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      }
      try renderer.paint(tree, in: cr, within: nil, steadyBackdrops: steadyBackdrops)
      return
    }
    Self.addRects(rects, origin: tree.root.bounds.origin, to: cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_fill(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    try renderer.paint(tree, in: cr, within: rects, steadyBackdrops: steadyBackdrops)
  }

  /// Whether the root's own background, drawn first, sets every pixel of the canvas to an opaque
  /// colour (a square-cornered opaque fill on whole pixels, nothing drawn or read before it).
  static func coversEveryPixel(_ root: Layer, scale: Double) -> Bool {
    guard let background = root.backgroundColor, background.alpha >= 1, !root.isHidden, root.opacity >= 1 else {
      return false
    }
    let width = root.bounds.width * scale, height = root.bounds.height * scale
    return root.cornerRadius == 0 && root.maskPath == nil && root.shadow == nil && root.backdropMaterial == nil
      && width == width.rounded() && height == height.rounded()
  }

  private static func addRects(_ rects: [CGRect], origin: CGPoint, to cr: OpaquePointer) {
    for rect in rects { cairo_rectangle(cr, rect.minX - origin.x, rect.minY - origin.y, rect.width, rect.height) }
  }

  /// Copies the kept pixels into `context` at its current transform (one point a user unit, the
  /// root's bounds origin at the context's origin).
  public func paint(in context: OpaquePointer) {
    guard let surface else { return }
    cairo_save(context)
    cairo_set_source_surface(context, surface, 0, 0)
    cairo_paint(context)
    cairo_restore(context)
  }

  /// The kept pixels as a PNG (tests, screenshots).
  ///
  /// - Throws: ``RenderError/cairo(_:)`` when nothing was drawn yet or encoding fails.
  public func pngData() throws(RenderError) -> Data {
    guard let surface else { throw .cairo("nothing drawn yet") }
    return try StreamWriter.capture { writer in
      cairo_surface_write_to_png_stream(surface, StreamWriter.callback, writer)
    }
  }

  /// Forgets the kept pixels: the next update redraws everything.
  public func invalidate() {
    if let surface { cairo_surface_destroy(surface) }
    surface = nil
    drawn = nil
    pixelSize = (0, 0)
    scale = 0
  }
}
