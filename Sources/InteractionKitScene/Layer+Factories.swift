public import Foundation
public import InteractionKitGeometry
public import InteractionKitTextLayout

extension Layer {
  /// A layer that draws a path given in its superlayer's coordinates: its bounds are the path's
  /// bounding box, placed where the box is, so the path needs no conversion. It takes no part in
  /// hit testing (`isUserInteractionEnabled` is false), as a decoration.
  ///
  /// ```swift
  /// let ring = Layer.shape("ring", path: Path(ellipseIn: dot), fill: nil, stroke: .systemBlue, lineWidth: 2)
  /// ```
  public static func shape(
    _ id: LayerID, path: Path, fill: Color? = .black, stroke: Color? = nil, lineWidth: CGFloat = 1,
    fillRule: FillRule = .nonZero
  ) -> Layer {
    let box = path.boundingBox
    let bounds = box.isNull ? .zero : box
    var layer = Layer(id: id, bounds: bounds, position: bounds.origin, anchorPoint: .zero)
    layer.contents = .shape(
      ShapeContents(path: path, fillColor: fill, fillRule: fillRule, strokeColor: stroke, lineWidth: lineWidth))
    layer.isUserInteractionEnabled = false
    return layer
  }

  /// A layer that shows laid-out text with the layout's top-left at `origin` in its superlayer,
  /// as large as the layout.
  public static func text(_ id: LayerID, layout: any TextLayout, at origin: CGPoint = .zero) -> Layer {
    Layer(id: id, frame: CGRect(origin: origin, size: layout.size), contents: .text(TextContents(layout: layout)))
  }

  /// A layer that shows an image in `frame`.
  public static func image(_ id: LayerID, _ image: RasterImage, frame: CGRect) -> Layer {
    Layer(id: id, frame: frame, contents: .image(image))
  }

  /// Adds a sublayer in front of the others. Building a layer's description cannot fail: only a
  /// ``LayerTree`` checks identifiers.
  public mutating func addSublayer(_ layer: Layer) {
    sublayers.append(layer)
  }
}
