import CInteractionKitCairo
import Foundation
import InteractionKitGeometry
import InteractionKitScene

/// Draws a blurred shadow: the shape is rasterised into an alpha mask at device resolution (lower
/// for a wide blur: at most four pixels per σ, the mask then drawn enlarged), blurred with three
/// box passes (a close Gaussian approximation), and used as a mask for the shadow colour. `shadowRadius` is taken as the Gaussian σ, the mapping design tools
/// use between CSS blur (2σ) and Core Animation (a CSS blur of 10 is a shadowRadius of 5).
struct ShadowPainter {
  let context: CairoContext
  /// Where blurred masks are kept between frames, if anywhere.
  var cache: RenderCache?
  var cr: OpaquePointer { context.cr }

  func paint(_ shadow: Shadow, shape: Path) {
    let bounds = shape.boundingBox
    guard !bounds.isNull, bounds.isFiniteRect, bounds.width > 0 || bounds.height > 0 else { return }
    let color = shadow.color
    guard shadow.radius > 0 else {
      cairo_save(cr)
      cairo_translate(cr, shadow.offset.width, shadow.offset.height)
      context.setPath(shape)
      context.setSource(color, alpha: shadow.opacity)
      cairo_fill(cr)
      cairo_restore(cr)
      return
    }
    // Pixels per point: the current transform times the surface's device scale (an @2x surface
    // has a device scale of 2, which `cairo_user_to_device_distance` does not include), so the
    // mask is blurred at the surface's own resolution, never upscaled.
    var ux = 1.0, uy = 0.0, vx = 0.0, vy = 1.0
    cairo_user_to_device_distance(cr, &ux, &uy)
    cairo_user_to_device_distance(cr, &vx, &vy)
    var deviceX = 1.0, deviceY = 1.0
    cairo_surface_get_device_scale(cairo_get_group_target(cr), &deviceX, &deviceY)
    let device = (deviceX > 0 && deviceY > 0 && deviceX.isFinite && deviceY.isFinite) ? (deviceX * deviceY).squareRoot() : 1
    let deviceScale = max(0.25, min(16, abs(ux * vy - uy * vx).squareRoot() * device))
    // A wide blur needs no more than a few pixels per σ: a shadow of radius 12 at @2x is blurred
    // at 1/3 pixel per point (σ = 4 px) and drawn smoothly enlarged, 36 times fewer pixels to blur.
    let scale = Self.maskScale(min(deviceScale, max(0.05, Self.pixelsPerSigma / shadow.radius)))
    let key = ShadowMaskKey(shape: shape, radius: shadow.radius, scale: scale)
    let mask: ShadowMask
    if let cached = cache?.mask(for: key) {
      mask = cached
    } else {
      guard let made = Self.blurredMask(of: shape, bounds: bounds, radius: shadow.radius, scale: scale) else { return }
      cache?.store(made, for: key)
      mask = made
    }
    defer { cairo_surface_destroy(mask.surface) }
    let area = mask.area
    cairo_save(cr)
    cairo_translate(cr, area.minX + shadow.offset.width, area.minY + shadow.offset.height)
    cairo_scale(cr, 1 / scale, 1 / scale)
    context.setSource(color, alpha: shadow.opacity)
    cairo_mask_surface(cr, mask.surface, 0, 0)
    cairo_restore(cr)
  }

  /// The most mask pixels per σ of blur: beyond it a mask is blurred at a lower resolution.
  static let pixelsPerSigma = 4.0

  /// The resolution a mask is blurred at for a layer drawn at `scale` pixels per point: the scale
  /// itself when it is a whole number (1×, 2×, 3× screens), else the next of eight steps per
  /// octave above it, so a layer whose scale animates (a lift, a pop-in) reuses a few masks instead
  /// of blurring one each frame; such a mask is drawn at most 9% smaller than it was blurred.
  static func maskScale(_ scale: Double) -> Double {
    let whole = scale.rounded()
    if abs(scale - whole) < 1e-6 { return whole }
    return pow(2, (log2(scale) * 8).rounded(.up) / 8)
  }

  /// The shape rasterised at `scale` pixels per point into an alpha mask with room for the blur,
  /// blurred with σ = `radius` points; nil when the mask would be empty or too large.
  static func blurredMask(of shape: Path, bounds: CGRect, radius: CGFloat, scale: Double) -> ShadowMask? {
    let sigma = radius * scale
    let margin = (3 * sigma / scale).rounded(.up) + 1
    let area = bounds.insetBy(dx: -margin, dy: -margin)
    let width = Int32((area.width * scale).rounded(.up))
    let height = Int32((area.height * scale).rounded(.up))
    guard width > 0, height > 0, Int(width) * Int(height) <= 64_000_000,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)
    else { return nil }
    if let mcr = cairo_create(mask) {
      cairo_scale(mcr, scale, scale)
      cairo_translate(mcr, -area.minX, -area.minY)
      CairoContext(cr: mcr).setPath(shape)
      cairo_set_source_rgba(mcr, 0, 0, 0, 1)
      cairo_fill(mcr)
      cairo_destroy(mcr)
    }
    cairo_surface_flush(mask)
    BoxBlur.blurAlpha(
      cairo_image_surface_get_data(mask), width: Int(width), height: Int(height),
      stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
    cairo_surface_mark_dirty(mask)
    return ShadowMask(surface: mask, area: area, scale: scale)
  }
}

/// Three-pass box blur of an 8-bit alpha buffer.
enum BoxBlur {
  static func blurAlpha(_ data: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int, sigma: Double) {
    guard let data, width > 0, height > 0, sigma > 0.2 else { return }
    // Box width for three passes approximating a Gaussian of this sigma.
    let box = max(1, Int(((12 * sigma * sigma / 3) + 1).squareRoot().rounded()))
    let radius = box / 2
    var line = [Int](repeating: 0, count: max(width, height))
    var out = [Int](repeating: 0, count: max(width, height))
    for _ in 0..<3 {
      for y in 0..<height {
        let row = data + y * stride
        for x in 0..<width { line[x] = Int(row[x]) }
        blurLine(&line, &out, count: width, radius: radius)
        for x in 0..<width { row[x] = UInt8(out[x]) }
      }
      for x in 0..<width {
        for y in 0..<height { line[y] = Int(data[y * stride + x]) }
        blurLine(&line, &out, count: height, radius: radius)
        for y in 0..<height { data[y * stride + x] = UInt8(out[y]) }
      }
    }
  }

  /// A moving average of window `2·radius + 1`, treating outside samples as zero.
  private static func blurLine(_ line: inout [Int], _ out: inout [Int], count: Int, radius: Int) {
    let window = 2 * radius + 1
    var sum = 0
    for i in 0...min(radius, count - 1) { sum += line[i] }
    for i in 0..<count {
      out[i] = (sum + window / 2) / window
      let add = i + radius + 1
      let remove = i - radius
      if add < count { sum += line[add] }
      if remove >= 0 { sum -= line[remove] }
    }
  }
}
