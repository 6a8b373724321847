public import Foundation
import InteractionKitGeometry
import InteractionKitTextLayout

extension Layer {
  /// Where drawing this layer alone (shadow, background, contents and border, not its sublayers)
  /// can change pixels, in the layer's bounds coordinates; `CGRect.null` when it draws nothing.
  ///
  /// The rect is generous, never short: a stroke's half width, a shadow's blur (three radii) and
  /// offset, text ink that overhangs its line boxes and a point for anti-aliasing are included.
  /// ``maskPath`` and ``masksToBounds`` clip it as they clip drawing. A ``backdropMaterial`` adds
  /// ``backdropSampleRect``, all that it reads, so that a change to it redraws its backdrop too.
  public var drawingBounds: CGRect {
    guard !isHidden, opacity > 0 else { return .null }
    var result = CGRect.null
    if let backgroundColor, backgroundColor.alpha > 0 { result = result.union(bounds) }
    if borderWidth > 0, borderColor.alpha > 0 { result = result.union(bounds) }
    if let contents { result = result.union(Self.drawingBounds(of: contents, in: bounds)) }
    if masksToBounds { result = result.intersection(bounds) }
    // A material reads its backdrop around its shape: a change to it redraws all it reads.
    if backdropMaterial != nil { result = result.union(backdropSampleRect) }
    if let shadow, shadow.opacity > 0 {
      var shape = bounds
      if let path = shadow.path {
        shape = path.boundingBox
      } else if backgroundColor == nil, case .shape(let contents)? = contents {
        shape = contents.path.boundingBox
      }
      if !shape.isNull {
        let blur = 3 * shadow.radius + 1
        var cast = shape.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -blur, dy: -blur)
        if masksToBounds { cast = cast.intersection(bounds) }
        result = result.union(cast)
      }
    }
    return clippedByMask(result).outset(by: 1)
  }

  /// Where drawing this layer and its whole subtree can change pixels, in the layer's bounds
  /// coordinates; `CGRect.null` when nothing is drawn. Generous like ``drawingBounds``.
  public var subtreeDrawingBounds: CGRect {
    guard !isHidden, opacity > 0 else { return .null }
    var children = CGRect.null
    for sublayer in sublayers {
      let rect = sublayer.subtreeDrawingBounds
      if !rect.isNull { children = children.union(rect.applying(sublayer.transformToSuperlayer)) }
    }
    if masksToBounds { children = children.intersection(bounds.outset(by: 1)) }
    return drawingBounds.union(clippedByMask(children))
  }

  private func clippedByMask(_ rect: CGRect) -> CGRect {
    guard let maskPath, !rect.isNull else { return rect }
    return rect.intersection(maskPath.boundingBox.outset(by: 1))
  }

  private static func drawingBounds(of contents: LayerContents, in bounds: CGRect) -> CGRect {
    switch contents {
    case .shape(let shape):
      let box = shape.path.boundingBox
      guard !box.isNull else { return .null }
      let stroke = shape.strokeColor != nil ? shape.lineWidth / 2 : 0
      return box.outset(by: stroke + 1)
    case .text(let text):
      var used = CGRect.null
      var tallest: CGFloat = 0
      for line in text.layout.lineFragments {
        used = used.union(line.rect)
        tallest = max(tallest, line.rect.height)
      }
      guard !used.isNull else { return .null }
      // Ink can overhang the line boxes: accents, italics, emoji and marks that stack.
      return used.offsetBy(dx: text.origin.x, dy: text.origin.y).outset(by: tallest / 2 + 2)
    case .image:
      return bounds
    case .snapshot(let snapshot):
      return CGRect(origin: bounds.origin, size: snapshot.rect.size)
    }
  }
}

extension CGRect {
  /// The rect grown by `amount` on every side; null stays null.
  fileprivate func outset(by amount: CGFloat) -> CGRect {
    isNull ? self : insetBy(dx: -amount, dy: -amount)
  }
}
