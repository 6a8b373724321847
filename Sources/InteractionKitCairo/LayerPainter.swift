import CInteractionKitCairo
import CInteractionKitPango
import Foundation
import InteractionKitGeometry
import InteractionKitPango
import InteractionKitScene
import InteractionKitTextLayout

/// Draws one layer and its subtree in Core Animation's order.
struct LayerPainter {
  let context: CairoContext
  /// Where blurred shadow masks are kept between frames, if anywhere.
  var cache: RenderCache? = nil
  /// Whether subtrees that draw nothing inside the context's clip are skipped (worth it when the
  /// clip is a small damaged region; a full frame draws everything anyway).
  var culls = false
  /// Whether layers marked `shouldRasterize` are drawn from kept bitmaps (not inside a snapshot,
  /// which shows a piece of a subtree: its own version of a layer would evict the layer's bitmap).
  var rasterizes = true
  /// The rects of the target redrawn this time, in device pixels (nil: all of it), for materials.
  var redrawn: [CGRect]? = nil
  /// The materials whose backdrop did not change since they were last drawn.
  var steadyBackdrops: Set<LayerID> = []
  var cr: OpaquePointer { context.cr }

  /// Paints `layer`. The root (and a snapshot's captured layer) is drawn in its own bounds space;
  /// any other layer first applies its transform to its superlayer.
  func paint(_ layer: Layer, asRoot: Bool = false) {
    guard !layer.isHidden, layer.opacity > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if !asRoot { context.concat(layer.transformToSuperlayer) }
    if culls, !asRoot, !clipIntersects(layer.subtreeDrawingBounds) { return }
    if layer.shouldRasterize, rasterizes, let cache, paintRasterized(layer, cache: cache) { return }
    if let mask = layer.maskPath { context.clip(to: mask) }

    // A layer that draws only its material fades it directly, without a group.
    let materialOnly =
      layer.backdropMaterial != nil && layer.sublayers.isEmpty && layer.contents == nil && layer.shadow == nil
      && (layer.backgroundColor?.alpha ?? 0) == 0 && (layer.borderWidth == 0 || layer.borderColor.alpha == 0)
    let grouped = layer.opacity < 1 && !materialOnly
    if grouped {
      // The group covers what the subtree draws, not all the clip: a layer fading during a
      // full-frame redraw would otherwise composite a group the size of the frame.
      clip(toPixelsAround: layer.subtreeDrawingBounds)
      cairo_push_group(cr)
    }

    let rounded = layer.roundedBoundsPath
    if let shadow = layer.shadow, shadow.opacity > 0 {
      // As in Core Animation, masking to bounds also clips the layer's own shadow.
      cairo_save(cr)
      if layer.masksToBounds { context.clip(to: rounded) }
      ShadowPainter(context: context, cache: cache).paint(shadow, shape: shadow.path ?? shadowShape(of: layer, rounded: rounded))
      cairo_restore(cr)
    }
    if let material = layer.backdropMaterial {
      BackdropPainter(context: context, cache: cache, redrawn: redrawn, steady: steadyBackdrops.contains(layer.id))
        .paint(material, shape: layer.backdropShape, id: layer.id, alpha: materialOnly ? layer.opacity : 1)
    }
    if let background = layer.backgroundColor, background.alpha > 0 {
      context.setPath(rounded)
      context.setSource(background)
      cairo_fill(cr)
    }

    cairo_save(cr)
    if layer.masksToBounds { context.clip(to: rounded) }
    if let contents = layer.contents { paint(contents, in: layer) }
    for sublayer in layer.sublayers { paint(sublayer) }
    cairo_restore(cr)

    if layer.borderWidth > 0, layer.borderColor.alpha > 0 {
      // The border lies inside the bounds, as in Core Animation.
      let half = layer.borderWidth / 2
      let inner = layer.bounds.insetBy(dx: half, dy: half)
      if inner.width >= 0, inner.height >= 0 {
        context.setPath(Path(roundedRect: inner, cornerRadius: max(0, layer.cornerRadius - half), style: layer.cornerCurve))
        context.setSource(layer.borderColor)
        cairo_set_line_width(cr, layer.borderWidth)
        cairo_stroke(cr)
      }
    }

    if grouped {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, layer.opacity)
    }
  }

  /// Draws a layer from its kept bitmap (drawing the bitmap first when the subtree changed), in
  /// the layer's bounds space, moved to the nearest whole device pixel. Returns false, drawing nothing, when the current transform rotates,
  /// skews or flips, or the bitmap would be too large: the layer is then drawn as usual.
  private func paintRasterized(_ layer: Layer, cache: RenderCache) -> Bool {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    guard abs(matrix.xy) < 1e-9, abs(matrix.yx) < 1e-9, matrix.xx > 0, abs(matrix.xx - matrix.yy) < 1e-9 else {
      return false
    }
    var deviceX = 1.0, deviceY = 1.0
    cairo_surface_get_device_scale(cairo_get_group_target(cr), &deviceX, &deviceY)
    let scale = matrix.xx * deviceX
    guard scale.isFinite, scale > 0, deviceX == deviceY else { return false }
    var atRest = layer
    atRest.opacity = 1
    atRest.position = .zero
    atRest.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    atRest.transform = .identity
    atRest.shouldRasterize = false
    let raster: LayerRaster
    if let kept = cache.raster(of: atRest, scale: scale) {
      raster = kept
    } else {
      guard let made = Self.rasterize(atRest, scale: scale, cache: cache) else { return false }
      cache.store(made)
      raster = made
    }
    defer { cairo_surface_destroy(raster.surface) }
    cairo_save(cr)
    // Whole device pixels: a bitmap placed between pixels would be resampled, and text blurred.
    let pixelX = (matrix.x0 + matrix.xx * raster.area.minX) * deviceX
    let pixelY = (matrix.y0 + matrix.yy * raster.area.minY) * deviceY
    cairo_translate(
      cr, raster.area.minX + (pixelX.rounded() - pixelX) / scale, raster.area.minY + (pixelY.rounded() - pixelY) / scale)
    cairo_scale(cr, 1 / scale, 1 / scale)
    cairo_set_source_surface(cr, raster.surface, 0, 0)
    if layer.opacity < 1 { cairo_paint_with_alpha(cr, layer.opacity) } else { cairo_paint(cr) }
    cairo_restore(cr)
    return true
  }

  /// A layer's subtree drawn at `scale` pixels per point into a bitmap aligned to whole pixels;
  /// nil when it draws nothing or would exceed 8192 pixels a side.
  private static func rasterize(_ layer: Layer, scale: Double, cache: RenderCache) -> LayerRaster? {
    let drawn = layer.subtreeDrawingBounds
    guard !drawn.isNull, drawn.isFiniteRect, !drawn.isEmpty else { return nil }
    let minX = (drawn.minX * scale).rounded(.down), minY = (drawn.minY * scale).rounded(.down)
    let maxX = (drawn.maxX * scale).rounded(.up), maxY = (drawn.maxY * scale).rounded(.up)
    guard maxX - minX <= 8192, maxY - minY <= 8192,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(maxX - minX), Int32(maxY - minY))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let rcr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    let area = CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
    cairo_scale(rcr, scale, scale)
    cairo_translate(rcr, -area.minX, -area.minY)
    LayerPainter(context: CairoContext(cr: rcr), cache: cache).paint(layer, asRoot: true)
    cairo_destroy(rcr)
    let raster = LayerRaster(layer: layer, surface: surface, area: area, scale: scale)
    return raster
  }

  /// Clips to the whole target pixels around `rect` (in the current user space), one pixel more on
  /// each side: a clip on pixel edges cuts no drawing inside it, so nothing drawn in `rect` changes.
  private func clip(toPixelsAround rect: CGRect) {
    guard !rect.isNull, rect.isFiniteRect, let target = cairo_get_target(cr) else { return }
    let device = BackdropPainter.deviceMapping(of: target)
    let pixels = BackdropPainter.pixelBounds(of: rect, cr: cr, device: device).insetBy(dx: -1, dy: -1).integral
    guard !pixels.isNull, pixels.isFiniteRect else { return }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_identity_matrix(cr)
    cairo_rectangle(
      cr, (pixels.minX - device.offset.x) / device.scale, (pixels.minY - device.offset.y) / device.scale,
      pixels.width / device.scale, pixels.height / device.scale)
    cairo_set_matrix(cr, &matrix)
    cairo_clip(cr)
  }

  /// Whether `rect` (in the current user space) meets the context's clip.
  private func clipIntersects(_ rect: CGRect) -> Bool {
    guard !rect.isNull else { return false }
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    return rect.intersects(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
  }

  /// The shape that casts a layer's shadow when no shadow path is set: its rounded bounds when it
  /// has a background, else its shape contents.
  private func shadowShape(of layer: Layer, rounded: Path) -> Path {
    if layer.backgroundColor == nil, case .shape(let shape)? = layer.contents { return shape.path }
    return rounded
  }

  private func paint(_ contents: LayerContents, in layer: Layer) {
    switch contents {
    case .shape(let shape):
      context.setPath(shape.path)
      context.setFillRule(shape.fillRule)
      if let fill = shape.fillColor, fill.alpha > 0 {
        context.setSource(fill)
        if shape.strokeColor != nil { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
      }
      if let stroke = shape.strokeColor, shape.lineWidth > 0 {
        context.setSource(stroke)
        cairo_set_line_width(cr, shape.lineWidth)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        if !shape.lineDashPattern.isEmpty {
          shape.lineDashPattern.map(Double.init).withUnsafeBufferPointer {
            cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0)
          }
        }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
      }
      cairo_new_path(cr)
    case .text(let text):
      paint(text)
    case .image(let image):
      ImagePainter(context: context).paint(image, in: layer.bounds)
    case .snapshot(let snapshot):
      cairo_save(cr)
      cairo_translate(cr, layer.bounds.minX - snapshot.rect.minX, layer.bounds.minY - snapshot.rect.minY)
      context.clip(to: Path(rect: snapshot.rect))
      // Only the snapshot's rect shows: subtrees outside it are skipped.
      LayerPainter(context: context, cache: cache, culls: true, rasterizes: false).paint(snapshot.layer, asRoot: true)
      cairo_restore(cr)
    }
  }

  private func paint(_ text: TextContents) {
    let layout: PangoTextLayout
    if let pango = text.layout as? PangoTextLayout {
      layout = pango
    } else {
      // A layout from another engine is drawn by laying the same text out again with Pango.
      guard let relaid = PangoTextLayoutEngine(fonts: .system).layout(text.layout.text, in: text.layout.container) as? PangoTextLayout
      else { return }
      layout = relaid
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let size = layout.size
    let clipsText = y1 > text.origin.y || y2 < text.origin.y + size.height
    layout.withPangoLayout { pangoLayout in
      if clipsText {
        // A damaged region or a snapshot shows part of the text: only its lines are drawn.
        Self.showLines(of: pangoLayout, at: text.origin, between: y1, and: y2, in: cr)
      } else {
        cairo_move_to(cr, text.origin.x, text.origin.y)
        pango_cairo_show_layout(cr, pangoLayout)
      }
    }
    cairo_new_path(cr)
  }

  /// Draws the lines of a layout whose boxes, grown by half their height for ink that overhangs,
  /// reach between two user-space heights; each line where `pango_cairo_show_layout` puts it.
  private static func showLines(of layout: OpaquePointer, at origin: CGPoint, between top: Double, and bottom: Double, in cr: OpaquePointer) {
    guard let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    let unit = Double(PANGO_SCALE)
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let height = Double(logical.height) / unit
      let lineTop = origin.y + Double(logical.y) / unit - height / 2
      let lineBottom = origin.y + Double(logical.y) / unit + height * 1.5
      if lineBottom >= top, lineTop <= bottom, let line = pango_layout_iter_get_line_readonly(iterator) {
        let baseline = Double(pango_layout_iter_get_baseline(iterator)) / unit
        cairo_move_to(cr, origin.x + Double(logical.x) / unit, origin.y + baseline)
        pango_cairo_show_layout_line(cr, line)
      }
    } while pango_layout_iter_next_line(iterator) != 0
  }
}
