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
