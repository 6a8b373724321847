public import Foundation
import InteractionKitGeometry
public import InteractionKitScene

extension CalloutBackground {
  /// The scene layers that draw the bubble, back to front, each occupying
  /// `CGRect(origin: origin, size: size)` in its superlayer.
  ///
  /// Modern, two shape layers:
  /// - `<idPrefix>.fill`: ``path`` on the system's chrome material (`BackdropMaterial.chrome(isDark:)`
  ///   for ``appearance``), filled with ``fillColor`` at ``Modern/fillOpacityOverMaterial``, casting
  ///   ``shadow``;
  /// - `<idPrefix>.border`: ``borderPath`` filled with ``borderColor`` (even-odd), the hairline.
  ///
  /// Classic: `<idPrefix>.group` at opacity 0.83 holding the filled and stroked outline with its
  /// shadow (`.fill`), the light band along its top (`.innerHighlight`), the faint inner stroke
  /// (`.innerStroke`) and the gloss (`.gloss`, sixteen flat bands standing in for the gradient), then
  /// `<idPrefix>.border`, the outer stroke.
  ///
  /// The layers only draw: they ignore hit tests (`isUserInteractionEnabled` is false), so the
  /// callout's own layers decide what a touch hits. Put the callout's content above them, in a
  /// layer whose `maskPath` is ``contentMaskPath``.
  ///
  /// ```swift
  /// let background = CalloutBackground(size: layout.frame.size, arrowPoint: layout.arrowPoint)
  /// var callout = Layer(id: "callout", frame: layout.frame)
  /// callout.sublayers = background.layers()
  /// var content = Layer(id: "callout.content", frame: callout.bounds, sublayers: [title, accessory])
  /// content.maskPath = background.contentMaskPath
  /// callout.sublayers.append(content)
  /// ```
  ///
  /// - Parameters:
  ///   - origin: Where the callout's top-left corner sits in the superlayer; default zero (the
  ///     layers are then sublayers of the callout's own layer). A non-finite origin counts as zero.
  ///   - idPrefix: The start of every layer's identifier; default `callout.background`.
  public func layers(origin: CGPoint = .zero, idPrefix: String = "callout.background") -> [Layer] {
    let frame = CGRect(origin: origin.isFinitePoint ? origin : .zero, size: size)
    switch style {
    case .modern: return modernLayers(in: frame, idPrefix: idPrefix)
    case .classic: return classicLayers(in: frame, idPrefix: idPrefix)
    }
  }

  /// The layers of a callout at `frame` in the superlayer whose arrow tip is at `arrowPoint` (in the
  /// callout's own coordinates): ``init(style:size:arrowPoint:appearance:isHighlighted:)`` with
  /// `frame.size`, then ``layers(origin:idPrefix:)`` at `frame.origin`.
  ///
  /// A non-finite frame counts as a zero rect, which the size clamp then grows to the style's minimum.
  public static func layers(
    in frame: CGRect, arrowPoint: CGPoint, style: CalloutStyle = .modern, appearance: Appearance = .light,
    isHighlighted: Bool = false, idPrefix: String = "callout.background"
  ) -> [Layer] {
    let frame = frame.isFiniteRect ? frame.standardized : .zero
    let background = CalloutBackground(
      style: style, size: frame.size, arrowPoint: arrowPoint, appearance: appearance, isHighlighted: isHighlighted)
    return background.layers(origin: frame.origin, idPrefix: idPrefix)
  }

  /// The modern layers: the filled outline with its shadow, and the hairline ring.
  private func modernLayers(in frame: CGRect, idPrefix: String) -> [Layer] {
    var fill = Layer(id: LayerID("\(idPrefix).fill"), frame: frame)
    fill.contents = .shape(ShapeContents(path: path, fillColor: fillColor.withAlpha(Modern.fillOpacityOverMaterial)))
    fill.backdropMaterial = .chrome(isDark: appearance == .dark)
    fill.shadow = shadow
    fill.isUserInteractionEnabled = false
    var border = Layer(id: LayerID("\(idPrefix).border"), frame: frame)
    border.contents = .shape(ShapeContents(path: borderPath, fillColor: borderColor, fillRule: .evenOdd))
    border.isUserInteractionEnabled = false
    return [fill, border]
  }
}
