import CInteractionKitCairo
import Foundation
import InteractionKitGeometry
import InteractionKitScene

/// Draws a layer's backdrop material: the pixels already drawn beneath its shape (on the context's
/// target surface), blurred, saturated and tinted, clipped to the shape.
///
/// The blur approximates a Gaussian of the material's radius (times the device scale and the
/// current transform's scale) with three box blurs, on a copy of the backdrop reduced by a whole
/// factor first (about the standard deviation in pixels, up to 8), and scaled back up
/// with bilinear filtering once (a blur that wide loses nothing at the lower resolution), so each
/// frame draws it pixel for pixel. The result is
/// kept in the ``RenderCache`` by layer and resolution with the backdrop pixels it came from, and
/// reused while they are the same; when only part of the frame is redrawn and the area the
/// material reads was not (damage left it alone, so nothing beneath changed), or the damage found
/// its backdrop steady, the kept result is drawn without reading the backdrop (whose pixels
/// outside the redrawn area may hold the last frame's material).
///
/// A target that is not an ARGB32 image (SVG, PDF) has no pixels to read: the shape is filled with
/// the material's fallback colour.
struct BackdropPainter {
  let context: CairoContext
  let cache: RenderCache?
  /// The rects of the target redrawn this time, in device pixels; nil when all of it is.
  let redrawn: [CGRect]?
  /// Whether the backdrop is known not to have changed since the kept blur was made.
  var steady = false
  var cr: OpaquePointer { context.cr }

  func paint(_ material: BackdropMaterial, shape: Path, id: LayerID, alpha: Double = 1) {
    let box = shape.boundingBox
    guard !box.isNull, box.isFiniteRect, !box.isEmpty else { return }
    guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else {
      fill(shape, with: material.fallbackColor.withAlpha(material.fallbackColor.alpha * alpha))
      return
    }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let transformScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
    let device = Self.deviceMapping(of: target)
    let sigma = Double(material.blurRadius) * transformScale * device.scale
    let margin = Double(material.sampleOutset) * transformScale * device.scale
    let surfaceRect = CGRect(
      x: 0, y: 0, width: Double(cairo_image_surface_get_width(target)),
      height: Double(cairo_image_surface_get_height(target)))
    let shapePixels = Self.pixelBounds(of: box, cr: cr, device: device)
    let sample = shapePixels.insetBy(dx: -margin, dy: -margin).integral.intersection(surfaceRect)
    guard sigma.isFinite, margin.isFinite, !sample.isNull, !sample.isEmpty, sample.width * sample.height <= 64_000_000
    else { return }
    // Reduced by about the standard deviation (the block average is part of the blur), at most 8.
    let factor = sigma >= 3 ? min(8, Int(sigma)) : 1
    let key = LayerSurfaceKey(id: id, scale: device.scale)
    let kept = cache?.backdrop(for: key)
    defer { if let kept { cairo_surface_destroy(kept.surface) } }
    let usable = kept.flatMap { $0.sample == sample && $0.material == material && $0.factor == factor ? $0 : nil }
    let covered = redrawn.map { rects in rects.contains { $0.insetBy(dx: -0.5, dy: -0.5).contains(sample) } } ?? true
    let result: KeptBackdrop
    if let usable, steady || !covered {
      result = usable
    } else {
      let source = Self.read(sample, of: target)
      if let usable, usable.source == source {
        result = usable
      } else {
        guard let made = Self.blur(source, sample: sample, factor: factor, sigma: sigma, material: material) else { return }
        cache?.countBackdrop(reused: false)
        cache?.store(made, for: key)
        result = made
        defer { cairo_surface_destroy(made.surface) }
        draw(result, in: shape, device: device, alpha: alpha)
        return
      }
    }
    cache?.countBackdrop(reused: true)
    draw(result, in: shape, device: device, alpha: alpha)
  }

  /// Draws the kept result inside `shape` (in the current user space), pixel for pixel.
  private func draw(_ backdrop: KeptBackdrop, in shape: Path, device: DeviceMapping, alpha: Double) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    context.clip(to: shape)
    // User space becomes the target's pixels.
    cairo_identity_matrix(cr)
    cairo_scale(cr, 1 / device.scale, 1 / device.scale)
    cairo_translate(cr, -device.offset.x, -device.offset.y)
    cairo_set_source_surface(cr, backdrop.surface, backdrop.sample.minX, backdrop.sample.minY)
    if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
  }

  private func fill(_ shape: Path, with color: Color) {
    guard color.alpha > 0 else { return }
    context.setPath(shape)
    context.setSource(color)
    cairo_fill(cr)
  }

  // MARK: Pixels

  /// How the target maps Cairo's device space to its pixels.
  struct DeviceMapping {
    var scale: Double
    var offset: CGPoint
  }

  static func deviceMapping(of surface: OpaquePointer) -> DeviceMapping {
    var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
    cairo_surface_get_device_scale(surface, &sx, &sy)
    cairo_surface_get_device_offset(surface, &ox, &oy)
    let scale = sx.isFinite && sx > 0 ? sx : 1
    return DeviceMapping(scale: scale, offset: CGPoint(x: ox, y: oy))
  }

  /// The bounding box of a user-space rect in the target's pixels.
  static func pixelBounds(of rect: CGRect, cr: OpaquePointer, device: DeviceMapping) -> CGRect {
    var result = CGRect.null
    for corner in [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
      CGPoint(x: rect.maxX, y: rect.maxY),
    ] {
      var x = Double(corner.x), y = Double(corner.y)
      cairo_user_to_device(cr, &x, &y)
      let pixel = CGRect(x: x * device.scale + device.offset.x, y: y * device.scale + device.offset.y, width: 0, height: 0)
      result = result.union(pixel)
    }
    return result
  }

  /// User-space rects (the damage) in the target's pixels, for ``redrawn``.
  static func pixelRects(_ rects: [CGRect], cr: OpaquePointer) -> [CGRect] {
    guard let target = cairo_get_target(cr) else { return [] }
    let device = deviceMapping(of: target)
    return rects.map { pixelBounds(of: $0, cr: cr, device: device) }
  }

  /// The target's premultiplied ARGB pixels in `rect` (whole pixels inside the surface), row by row.
  static func read(_ rect: CGRect, of surface: OpaquePointer) -> [UInt32] {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let x0 = Int(rect.minX), y0 = Int(rect.minY), width = Int(rect.width), height = Int(rect.height)
    return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
      for row in 0..<height {
        let start = UnsafeRawPointer(data + (y0 + row) * stride + 4 * x0)
        (buffer.baseAddress! + row * width).update(from: start.assumingMemoryBound(to: UInt32.self), count: width)
      }
      count = width * height
    }
  }

  /// The backdrop reduced by `factor`, blurred, saturated and tinted, as a kept result.
  static func blur(_ source: [UInt32], sample: CGRect, factor: Int, sigma: Double, material: BackdropMaterial)
    -> KeptBackdrop?
  {
    let width = Int(sample.width), height = Int(sample.height)
    guard source.count == width * height, width > 0, height > 0 else { return nil }
    let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
    var pixels = [UInt32](repeating: 0, count: smallWidth * smallHeight)
    pixels.withUnsafeMutableBufferPointer { small in
      source.withUnsafeBufferPointer { full in
        reduce(full, width: width, height: height, factor: factor, into: small, smallWidth: smallWidth)
      }
      // Three boxes of this size match a Gaussian of the standard deviation (the usual 3·√(2π)/4 rule).
      let box = Int((sigma / Double(factor) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
      let radius = box / 2
      if radius > 0 {
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: max(smallWidth, smallHeight))
        defer { line.deallocate() }
        for _ in 0..<3 {
          for row in 0..<smallHeight {
            boxBlur(small.baseAddress! + row * smallWidth, count: smallWidth, step: 1, radius: radius, line: line)
          }
          for column in 0..<smallWidth {
            boxBlur(small.baseAddress! + column, count: smallHeight, step: smallWidth, radius: radius, line: line)
          }
        }
      }
      saturateAndTint(small, saturation: material.saturation, tint: material.tintColor)
    }
    guard let small = imageSurface(pixels, width: smallWidth, height: smallHeight) else { return nil }
    guard factor > 1 else {
      return KeptBackdrop(surface: small, sample: sample, factor: factor, material: material, source: source)
    }
    // Scaled back up once, so that each frame draws it pixel for pixel.
    defer { cairo_surface_destroy(small) }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let scr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_scale(scr, Double(factor), Double(factor))
    cairo_set_source_surface(scr, small, 0, 0)
    if let pattern = cairo_get_source(scr) {
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
    cairo_set_operator(scr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(scr)
    cairo_destroy(scr)
    return KeptBackdrop(surface: surface, sample: sample, factor: factor, material: material, source: source)
  }

  /// An ARGB32 image surface holding `pixels` (premultiplied, row by row), or nil.
  static func imageSurface(_ pixels: [UInt32], width: Int, height: Int) -> OpaquePointer? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    pixels.withUnsafeBufferPointer { buffer in
      for row in 0..<height {
        UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
          .update(from: buffer.baseAddress! + row * width, count: width)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// Averages `factor` × `factor` blocks (fewer at the right and bottom edges).
  static func reduce(
    _ full: UnsafeBufferPointer<UInt32>, width: Int, height: Int, factor: Int, into small: UnsafeMutableBufferPointer<UInt32>,
    smallWidth: Int
  ) {
    guard factor > 1 else {
      _ = small.initialize(from: full)
      return
    }
    let smallHeight = small.count / smallWidth
    for sy in 0..<smallHeight {
      let y0 = sy * factor, y1 = min(height, y0 + factor)
      for sx in 0..<smallWidth {
        let x0 = sx * factor, x1 = min(width, x0 + factor)
        // The four channels summed at once, 16 bits each (at most 64 × 255 per block).
        var sum: UInt64 = 0
        for y in y0..<y1 {
          var index = y * width + x0
          for _ in x0..<x1 {
            sum &+= spread(full[index])
            index += 1
          }
        }
        let n = (y1 - y0) * (x1 - x0)
        let a = Int(sum >> 48), r = Int((sum >> 32) & 0xFFFF), g = Int((sum >> 16) & 0xFFFF), b = Int(sum & 0xFFFF)
        small[sy * smallWidth + sx] = pack(a / n, r / n, g / n, b / n)
      }
    }
  }

  /// One box blur of `count` pixels `step` apart, edges clamped, in place (`line` is scratch).
  static func boxBlur(_ base: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int, line: UnsafeMutablePointer<UInt32>) {
    for i in 0..<count { line[i] = base[i * step] }
    // A window (one pixel more while it moves) that fits 16 bits a channel is summed four channels at once.
    if 255 * (2 * radius + 2) <= 0xFFFF {
      packedBoxBlur(base, count: count, step: step, radius: radius, line: line)
      return
    }
    var a = 0, r = 0, g = 0, b = 0
    for k in -radius...radius {
      let p = line[min(max(k, 0), count - 1)]
      a += Int(p >> 24)
      r += Int((p >> 16) & 255)
      g += Int((p >> 8) & 255)
      b += Int(p & 255)
    }
    // Division by the window as a multiplication, rounded.
    let reciprocal = ((1 << 24) + radius) / (2 * radius + 1)
    let half = 1 << 23
    for x in 0..<count {
      base[x * step] = pack(
        min(255, (a * reciprocal + half) >> 24), min(255, (r * reciprocal + half) >> 24),
        min(255, (g * reciprocal + half) >> 24), min(255, (b * reciprocal + half) >> 24))
      let leaving = line[max(x - radius, 0)], entering = line[min(x + radius + 1, count - 1)]
      a += Int(entering >> 24) - Int(leaving >> 24)
      r += Int((entering >> 16) & 255) - Int((leaving >> 16) & 255)
      g += Int((entering >> 8) & 255) - Int((leaving >> 8) & 255)
      b += Int(entering & 255) - Int(leaving & 255)
    }
  }

  /// ``boxBlur(_:count:step:radius:line:)`` with the channel sums kept in one 64-bit word, 16 bits
  /// each (the caller checks that a window fits): the same sums, so the same pixels.
  private static func packedBoxBlur(
    _ base: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int, line: UnsafeMutablePointer<UInt32>
  ) {
    var sum: UInt64 = 0
    for k in -radius...radius { sum &+= spread(line[min(max(k, 0), count - 1)]) }
    let reciprocal = ((1 << 24) + radius) / (2 * radius + 1)
    let half = 1 << 23
    for x in 0..<count {
      let a = Int(sum >> 48), r = Int((sum >> 32) & 0xFFFF), g = Int((sum >> 16) & 0xFFFF), b = Int(sum & 0xFFFF)
      base[x * step] = pack(
        min(255, (a * reciprocal + half) >> 24), min(255, (r * reciprocal + half) >> 24),
        min(255, (g * reciprocal + half) >> 24), min(255, (b * reciprocal + half) >> 24))
      // Adding before subtracting keeps every channel's sum from borrowing from the next.
      sum = sum &+ spread(line[min(x + radius + 1, count - 1)]) &- spread(line[max(x - radius, 0)])
    }
  }

  /// A pixel's four channels 16 bits apart in one word (alpha highest), for summing them at once.
  @inline(__always)
  static func spread(_ p: UInt32) -> UInt64 {
    let p = UInt64(p)
    return (p & 0xFF00_0000) << 24 | (p & 0x00FF_0000) << 16 | (p & 0x0000_FF00) << 8 | (p & 0x0000_00FF)
  }

  /// Moves each colour away from its luminance by `saturation` (Rec. 709 weights), then composites
  /// the tint over it; premultiplied throughout.
  static func saturateAndTint(_ pixels: UnsafeMutableBufferPointer<UInt32>, saturation: Double, tint: Color) {
    let s = Int((saturation * 256).rounded())
    let ta = Int((min(1, max(0, tint.alpha)) * 255).rounded())
    let tr = Int((min(1, max(0, tint.red)) * Double(ta)).rounded())
    let tg = Int((min(1, max(0, tint.green)) * Double(ta)).rounded())
    let tb = Int((min(1, max(0, tint.blue)) * Double(ta)).rounded())
    let keep = 255 - ta
    for i in pixels.indices {
      let p = pixels[i]
      var a = Int(p >> 24), r = Int((p >> 16) & 255), g = Int((p >> 8) & 255), b = Int(p & 255)
      if s != 256 {
        let l = (54 * r + 183 * g + 19 * b) >> 8
        r = min(a, max(0, l + ((r - l) * s) >> 8))
        g = min(a, max(0, l + ((g - l) * s) >> 8))
        b = min(a, max(0, l + ((b - l) * s) >> 8))
      }
      a = ta + (a * keep + 127) / 255
      r = tr + (r * keep + 127) / 255
      g = tg + (g * keep + 127) / 255
      b = tb + (b * keep + 127) / 255
      pixels[i] = pack(min(255, a), min(255, r), min(255, g), min(255, b))
    }
  }

  @inline(__always)
  static func pack(_ a: Int, _ r: Int, _ g: Int, _ b: Int) -> UInt32 {
    UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
  }
}

/// A material's blurred, tinted backdrop at the target's resolution (blurred reduced by `factor`),
/// with the backdrop pixels and the pixel rect of the target it was made from.
struct KeptBackdrop: KeptSurface {
  var surface: OpaquePointer
  var sample: CGRect
  var factor: Int
  var material: BackdropMaterial
  var source: [UInt32]
}
