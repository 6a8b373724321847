import CInteractionKitCairo
public import Foundation

/// A decoded bitmap in premultiplied 8-bit ARGB, for comparing renders (golden-image tests).
public struct PixelImage: Hashable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// One `0xAARRGGBB` premultiplied value per pixel, row-major from the top-left.
  public let pixels: [UInt32]

  /// Decodes PNG data.
  ///
  /// - Throws: ``RenderError/unreadablePNG`` when Cairo cannot decode the bytes.
  public init(pngData: Data) throws(RenderError) {
    let reader = StreamReader(data: pngData)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(StreamReader.callback, Unmanaged.passUnretained(reader).toOpaque())
    }
    guard let surface else { throw .unreadablePNG }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let converted = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
    else { throw .unreadablePNG }
    defer { cairo_surface_destroy(converted) }
    if let cr = cairo_create(converted) {
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_paint(cr)
      cairo_destroy(cr)
    }
    cairo_surface_flush(converted)
    width = Int(cairo_image_surface_get_width(converted))
    height = Int(cairo_image_surface_get_height(converted))
    let stride = Int(cairo_image_surface_get_stride(converted))
    var result = [UInt32](repeating: 0, count: width * height)
    if let base = cairo_image_surface_get_data(converted) {
      for y in 0..<height {
        let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { result[y * width + x] = row[x] }
      }
    }
    pixels = result
  }

  /// Compares with another image channel by channel.
  ///
  /// - Parameters:
  ///   - other: The image to compare with, such as a golden image.
  ///   - tolerance: The largest per-channel difference (0–255) that still counts as equal.
  /// - Returns: the comparison; images of different sizes differ in every pixel.
  public func difference(from other: PixelImage, tolerance: Int = 0) -> ImageDifference {
    guard width == other.width, height == other.height else {
      return ImageDifference(
        differingPixels: max(width * height, other.width * other.height), maximumChannelDelta: 255,
        pixelCount: max(width * height, other.width * other.height), sizesMatch: false)
    }
    var differing = 0
    var maximum = 0
    for (p, q) in zip(pixels, other.pixels) where p != q {
      var worst = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
        worst = max(worst, d)
      }
      maximum = max(maximum, worst)
      if worst > tolerance { differing += 1 }
    }
    return ImageDifference(
      differingPixels: differing, maximumChannelDelta: maximum, pixelCount: width * height, sizesMatch: true)
  }
}

/// How two images differ.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
  /// Pixels whose largest channel difference exceeds the tolerance.
  public var differingPixels: Int
  /// The largest channel difference over all pixels.
  public var maximumChannelDelta: Int
  /// The number of pixels compared.
  public var pixelCount: Int
  /// Whether the two images have the same dimensions.
  public var sizesMatch: Bool

  /// The share of differing pixels, 0…1.
  public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

  /// A one-line summary for test failure messages.
  public var description: String {
    sizesMatch
      ? "\(differingPixels) of \(pixelCount) pixels differ (largest channel delta \(maximumChannelDelta))"
      : "the images have different sizes"
  }
}

/// Feeds bytes to Cairo's PNG reader.
final class StreamReader {
  let data: Data
  var offset = 0
  init(data: Data) { self.data = data }

  static let callback: cairo_read_func_t = { closure, buffer, length in
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let reader = Unmanaged<StreamReader>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
    reader.data.withUnsafeBytes { raw in
      let start = raw.baseAddress!.advanced(by: reader.offset).assumingMemoryBound(to: UInt8.self)
      buffer.update(from: start, count: count)
    }
    reader.offset += count
    return CAIRO_STATUS_SUCCESS
  }
}
