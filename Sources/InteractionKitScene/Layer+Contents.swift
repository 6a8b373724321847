public import Foundation
public import InteractionKitGeometry
public import InteractionKitTextLayout

/// What a layer draws inside its bounds, above its background and below its sublayers.
public enum LayerContents: Sendable {
  /// A filled and/or stroked path, like `CAShapeLayer`.
  case shape(ShapeContents)
  /// Laid-out text, drawn with its layout's origin at `origin` in the layer's bounds coordinates.
  case text(TextContents)
  /// A raster image, scaled to fill the layer's bounds.
  case image(RasterImage)
  /// A snapshot of another subtree, drawn at 1:1 with the snapshot's rect origin at the bounds origin.
  indirect case snapshot(Snapshot)
}

/// A path to fill and stroke, in the layer's bounds coordinates.
public struct ShapeContents: Hashable, Sendable {
  /// The outline.
  public var path: Path
  /// The fill colour; `nil` does not fill.
  public var fillColor: Color?
  /// The rule deciding which regions are inside.
  public var fillRule: FillRule
  /// The stroke colour; `nil` does not stroke.
  public var strokeColor: Color?
  /// The stroke width in points (clamped to ≥ 0; NaN becomes 0).
  public var lineWidth: CGFloat {
    didSet { if !(lineWidth.isFinite && lineWidth >= 0) { lineWidth = 0 } }
  }
  /// Dash lengths, alternating on and off; empty draws a solid line.
  public var lineDashPattern: [CGFloat]

  /// Creates shape contents. The defaults fill black with the non-zero rule and do not stroke.
  public init(
    path: Path, fillColor: Color? = .black, fillRule: FillRule = .nonZero,
    strokeColor: Color? = nil, lineWidth: CGFloat = 1, lineDashPattern: [CGFloat] = []
  ) {
    self.path = path
    self.fillColor = fillColor
    self.fillRule = fillRule
    self.strokeColor = strokeColor
    self.lineWidth = (lineWidth.isFinite && lineWidth >= 0) ? lineWidth : 0
    self.lineDashPattern = lineDashPattern.filter { $0.isFinite && $0 >= 0 }
  }
}

/// Laid-out text placed in a layer.
public struct TextContents: Sendable {
  /// The laid-out text.
  public var layout: any TextLayout
  /// Where the layout's origin (top-left of its first line) sits in the layer's bounds coordinates.
  public var origin: CGPoint

  /// Creates text contents; a non-finite origin is clamped to zero.
  public init(layout: any TextLayout, origin: CGPoint = .zero) {
    self.layout = layout
    self.origin = origin.isFinitePoint ? origin : .zero
  }
}

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

/// A shadow cast by a layer, like `CALayer`'s shadow properties.
public struct Shadow: Hashable, Sendable {
  /// The shadow's colour (its alpha multiplies ``opacity``).
  public var color: Color
  /// The shadow's opacity, 0…1 (clamped).
  public var opacity: Double
  /// The offset of the shadow from the layer.
  public var offset: CGSize
  /// The blur radius in points (clamped to ≥ 0).
  public var radius: CGFloat
  /// The shadow's shape in the layer's bounds coordinates; `nil` uses the layer's rounded bounds.
  public var path: Path?

  /// Creates a shadow. Non-finite numbers are clamped to the defaults.
  public init(color: Color = .black, opacity: Double = 0.2, offset: CGSize = CGSize(width: 0, height: 3), radius: CGFloat = 6, path: Path? = nil) {
    self.color = color
    self.opacity = opacity.isFinite ? min(1, max(0, opacity)) : 0
    self.offset = offset.isFiniteSize ? offset : .zero
    self.radius = (radius.isFinite && radius >= 0) ? radius : 0
    self.path = path
  }
}

/// A picture of a subtree, usable as another layer's contents (previews lift one).
public struct Snapshot: Sendable {
  /// The captured subtree, as it was when the snapshot was taken (its own position and transform are ignored).
  public var layer: Layer
  /// The captured region, in the captured layer's bounds coordinates.
  public var rect: CGRect

  /// Creates a snapshot of `layer` limited to `rect` (its bounds when `nil`).
  public init(layer: Layer, rect: CGRect? = nil) {
    self.layer = layer
    self.rect = (rect ?? layer.bounds).sanitized
  }
}
