public import Foundation

extension CalloutAnimation {
  /// The callout layer's anchor point, in unit coordinates of its bounds, that puts the pivot of
  /// every callout animation on the arrow's tip: `(arrowPoint.x / width, arrowPoint.y / height)`.
  ///
  /// The callout then grows from the tip and shrinks back into it, as the reference sets
  /// `layer.anchorPoint`. Set the anchor point before the frame, because a `Layer`'s frame is placed
  /// through its anchor point:
  ///
  /// ```swift
  /// var layer = Layer(id: "callout")
  /// layer.anchorPoint = CalloutAnimation.anchorPoint(calloutSize: layout.frame.size, arrowPoint: layout.arrowPoint)
  /// layer.frame = layout.frame
  /// layer.transform = animation.transform(at: t)
  /// ```
  ///
  /// For a 150 × 57 callout pointing down at (123, 57) the anchor point is (0.82, 1).
  ///
  /// Values outside 0...1 are kept (a tip outside the bounds pivots outside them, as in Core
  /// Animation). Documented clamps: on an axis whose size is zero, negative, NaN or infinite, or
  /// whose arrow coordinate is NaN or infinite, the anchor is the middle, 0.5.
  ///
  /// - Parameters:
  ///   - calloutSize: The callout's bounds size.
  ///   - arrowPoint: The arrow's tip in the callout's own coordinates (the layout's arrow point).
  public static func anchorPoint(calloutSize: CGSize, arrowPoint: CGPoint) -> CGPoint {
    func unit(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
      guard length.isFinite, length > 0, value.isFinite else { return 0.5 }
      return value / length
    }
    return CGPoint(x: unit(arrowPoint.x, calloutSize.width), y: unit(arrowPoint.y, calloutSize.height))
  }
}
