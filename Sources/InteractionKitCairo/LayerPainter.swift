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
  var cr: OpaquePointer { context.cr }

  /// Paints `layer`. The root (and a snapshot's captured layer) is drawn in its own bounds space;
  /// any other layer first applies its transform to its superlayer.
  func paint(_ layer: Layer, asRoot: Bool = false) {
    guard !layer.isHidden, layer.opacity > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if !asRoot { context.concat(layer.transformToSuperlayer) }
    if culls, !asRoot, !clipIntersects(layer.subtreeDrawingBounds) { return }
    if let mask = layer.maskPath { context.clip(to: mask) }

    let grouped = layer.opacity < 1
    if grouped { cairo_push_group(cr) }

    let rounded = layer.roundedBoundsPath
    if let shadow = layer.shadow, shadow.opacity > 0 {
      // As in Core Animation, masking to bounds also clips the layer's own shadow.
      cairo_save(cr)
      if layer.masksToBounds { context.clip(to: rounded) }
      ShadowPainter(context: context, cache: cache).paint(shadow, shape: shadow.path ?? shadowShape(of: layer, rounded: rounded))
      cairo_restore(cr)
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
      LayerPainter(context: context, cache: cache, culls: false).paint(snapshot.layer, asRoot: true)
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
    cairo_move_to(cr, text.origin.x, text.origin.y)
    layout.withPangoLayout { pangoLayout in
      pango_cairo_show_layout(cr, pangoLayout)
    }
    cairo_new_path(cr)
    cairo_restore(cr)
  }
}
