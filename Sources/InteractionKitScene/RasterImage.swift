public import Foundation

/// A bitmap in 8-bit RGBA with straight alpha, row-major from the top-left pixel.
public struct RasterImage: Hashable, Sendable {
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  /// Pixels per point.
  public let scale: CGFloat
  /// `pixelWidth × pixelHeight × 4` bytes, RGBA.
  public let rgba: [UInt8]

  /// Creates an image.
  ///
  /// - Throws: ``RasterImageError`` when the dimensions are negative or the byte count does not match.
  public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, rgba: [UInt8]) throws(RasterImageError) {
    guard pixelWidth >= 0, pixelHeight >= 0 else { throw .negativeDimensions(pixelWidth, pixelHeight) }
    let (area, o1) = pixelWidth.multipliedReportingOverflow(by: pixelHeight)
    let (bytes, o2) = area.multipliedReportingOverflow(by: 4)
    guard !o1, !o2, bytes == rgba.count else {
      throw .byteCountMismatch(expected: o1 || o2 ? Int.max : bytes, actual: rgba.count)
    }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = (scale.isFinite && scale > 0) ? scale : 1
    self.rgba = rgba
  }

  /// The image's size in points.
  public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }
}

/// A raster image whose pixels do not match its declared size.
public enum RasterImageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Width or height is negative.
  case negativeDimensions(Int, Int)
  /// The byte buffer is not `width × height × 4` long.
  case byteCountMismatch(expected: Int, actual: Int)

  /// A full-sentence explanation that ends with the fix.
  public var description: String {
    switch self {
    case .negativeDimensions(let w, let h):
      "An image cannot be \(w)×\(h) pixels: pass non-negative dimensions."
    case .byteCountMismatch(let expected, let actual):
      "The image has \(actual) bytes but its dimensions need \(expected): pass 4 bytes (RGBA) per pixel."
    }
  }
}
