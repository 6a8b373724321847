import CInteractionKitCairo
import Foundation
import InteractionKitScene

/// Draws a straight-alpha RGBA raster image scaled into a rect.
struct ImagePainter {
  let context: CairoContext
  var cr: OpaquePointer { context.cr }

  func paint(_ image: RasterImage, in rect: CGRect) {
    guard image.pixelWidth > 0, image.pixelHeight > 0, rect.width > 0, rect.height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.pixelWidth), Int32(image.pixelHeight))
    else { return }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    if let base = cairo_image_surface_get_data(surface) {
      base.withMemoryRebound(to: UInt8.self, capacity: stride * image.pixelHeight) { pixels in
        for y in 0..<image.pixelHeight {
          let row = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
          for x in 0..<image.pixelWidth {
            let i = (y * image.pixelWidth + x) * 4
            let a = UInt32(image.rgba[i + 3])
            // Cairo wants premultiplied ARGB in native endianness.
            let r = UInt32(image.rgba[i]) * a / 255
            let g = UInt32(image.rgba[i + 1]) * a / 255
            let b = UInt32(image.rgba[i + 2]) * a / 255
            row[x] = (a << 24) | (r << 16) | (g << 8) | b
          }
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    cairo_save(cr)
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
    cairo_set_source_surface(cr, surface, 0, 0)
    // Pad the edges so scaling up does not fade the border pixels into transparency.
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_paint(cr)
    cairo_restore(cr)
  }
}
