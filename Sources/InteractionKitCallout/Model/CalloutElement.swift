public import Foundation
public import InteractionKitScene
import InteractionKitGeometry

/// A view a callout places: an accessory, or a custom title, subtitle or content view.
///
/// The layout needs only its ``size``; the ``layer``, when there is one, is what a renderer draws
/// in the frame the layout gives it. A layer-backed element takes its size from the layer's bounds
/// unless a size is given.
///
/// ```swift
/// let pin = CalloutElement(size: CGSize(width: 32, height: 32))
/// let button = CalloutElement(layer: infoButtonLayer)   // size = infoButtonLayer.bounds.size
/// ```
public struct CalloutElement: Sendable {
  /// The element's size in points. Negative and non-finite dimensions become 0 and dimensions
  /// beyond `GeometryLimits.maximumCoordinate` are clamped to it (`CGSize.clampedToValid`).
  public var size: CGSize {
    didSet { size = size.clampedToValid }
  }

  /// What to draw, or `nil` when the element only reserves room.
  public var layer: Layer?

  /// What assistive technologies read for an accessory that can be tapped ("Directions"), as
  /// `UIView.accessibilityLabel`; `nil` (the default) lets the reader describe it (a
  /// ``CalloutMapScene`` says "More about …" for the trailing accessory and "Actions for …" for the
  /// leading one).
  public var accessibilityLabel: String?

  /// Creates an element of a given size, optionally drawn by a layer.
  ///
  /// - Parameters:
  ///   - size: The size in points; negative and non-finite dimensions become 0.
  ///   - layer: What to draw in the element's frame; default none.
  ///   - accessibilityLabel: Its name for assistive technologies; default none.
  public init(size: CGSize, layer: Layer? = nil, accessibilityLabel: String? = nil) {
    self.size = size.clampedToValid
    self.layer = layer
    self.accessibilityLabel = accessibilityLabel
  }

  /// Creates an element drawn by `layer`, as large as the layer's bounds.
  public init(layer: Layer, accessibilityLabel: String? = nil) {
    self.init(size: layer.bounds.size, layer: layer, accessibilityLabel: accessibilityLabel)
  }
}
