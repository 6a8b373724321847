public import Foundation
public import InteractionKitGeometry

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
