import Foundation
import InteractionKitGeometry
import InteractionKitScene

extension CalloutBackground {
  /// The classic layers: the translucent group (fill, inner highlight, inner stroke, gloss) and the
  /// outer stroke, as the reference's drawn background paints them.
  func classicLayers(in frame: CGRect, idPrefix: String) -> [Layer] {
    let local = CGRect(origin: .zero, size: frame.size)
    let outline = path

    var fill = Layer(id: LayerID("\(idPrefix).fill"), frame: local)
    fill.contents = .shape(
      ShapeContents(path: outline, fillColor: Classic.fillColor, strokeColor: Classic.strokeColor, lineWidth: 1))
    fill.shadow = shadow

    // The inner shadow, unblurred: the interior minus the interior moved by the offset.
    var band = outline
    band.addPath(outline.applying(CGAffineTransform(
      translationX: Classic.innerHighlightOffset.width, y: Classic.innerHighlightOffset.height)))
    var highlight = Layer(id: LayerID("\(idPrefix).innerHighlight"), frame: local)
    highlight.contents = .shape(ShapeContents(path: band, fillColor: Classic.innerHighlightColor, fillRule: .evenOdd))
    highlight.maskPath = outline

    var innerStroke = Layer(id: LayerID("\(idPrefix).innerStroke"), frame: local)
    innerStroke.contents = .shape(
      ShapeContents(
        path: RoundedOutline.path(classicCorners(offset: -1)), fillColor: nil, strokeColor: Classic.innerStrokeColor,
        lineWidth: 1))

    var group = Layer(id: LayerID("\(idPrefix).group"), frame: frame)
    group.opacity = Classic.opacity
    group.sublayers = [fill, highlight, innerStroke, gloss(in: local, idPrefix: idPrefix)]

    var border = Layer(id: LayerID("\(idPrefix).border"), frame: frame)
    border.contents = .shape(ShapeContents(path: borderPath, fillColor: borderColor, fillRule: .evenOdd))

    var layers = [group, border]
    for index in layers.indices { Self.disableInteraction(&layers[index]) }
    return layers
  }

  /// The gloss: flat bands from ``Classic/glossTopColor`` down to ``Classic/glossBottomColor``,
  /// clipped to the gloss outline, at ``Classic/glossOpacity``.
  private func gloss(in local: CGRect, idPrefix: String) -> Layer {
    let shape = RoundedOutline.path(classicGlossCorners())
    let box = shape.boundingBox
    var gloss = Layer(id: LayerID("\(idPrefix).gloss"), frame: local)
    gloss.opacity = Classic.glossOpacity
    gloss.maskPath = shape
    let count = Classic.glossBandCount
    let bandHeight = box.height / CGFloat(count)
    gloss.sublayers = (0..<count).map { index in
      let fromTop = (Double(index) + 0.5) / Double(count)
      var band = Layer(
        id: LayerID("\(idPrefix).gloss.\(index)"),
        frame: CGRect(x: box.minX, y: box.minY + CGFloat(index) * bandHeight, width: box.width, height: bandHeight))
      band.backgroundColor = Self.mix(Classic.glossTopColor, Classic.glossBottomColor, fromTop)
      return band
    }
    return gloss
  }

  /// The colour `fraction` of the way from `a` to `b`, each component blended straight (not
  /// premultiplied), as a linear gradient between two stops is.
  private static func mix(_ a: Color, _ b: Color, _ fraction: Double) -> Color {
    func lerp(_ p: Double, _ q: Double) -> Double { p + (q - p) * fraction }
    return Color(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), alpha: lerp(a.alpha, b.alpha))
  }

  /// Turns off hit testing for a layer and its whole subtree.
  private static func disableInteraction(_ layer: inout Layer) {
    layer.isUserInteractionEnabled = false
    for index in layer.sublayers.indices { disableInteraction(&layer.sublayers[index]) }
  }
}
