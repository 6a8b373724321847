public import Foundation
import InteractionKitGeometry
public import InteractionKitScene

/// What a pointer effect acts on, as `UITargetedPreview`: the content's frame and shape.
///
/// The tracker builds one for each interaction it asks for a style: for a layer, its frame in the
/// tracker's coordinates, its corner radius and whether it has a background; for an explicit area,
/// the area's rect. Effects use it to generate their automatic shape (see
/// ``PointerEffect/defaultShape``).
public struct PointerPreview: Hashable, Sendable {
  /// The content's frame, in the tracker's coordinates. Sanitized (`CGRect.sanitized`).
  public var frame: CGRect {
    didSet { frame = frame.sanitized }
  }

  /// The content's corner radius; negative and non-finite values become 0.
  public var cornerRadius: CGFloat {
    didSet { cornerRadius = Self.radius(cornerRadius) }
  }

  /// Whether the content draws a background (an opaque platter). ``PointerEffect/automatic(_:)``
  /// lifts such content and highlights content without one. Default `false`.
  public var hasBackground: Bool

  /// The layer the preview shows, or `nil` for an explicit area.
  public var layerID: LayerID?

  /// Creates a preview.
  ///
  /// - Parameters:
  ///   - frame: The content's frame in the tracker's coordinates; sanitized like ``frame``.
  ///   - cornerRadius: The content's corner radius; default 0, clamped like ``cornerRadius``.
  ///   - hasBackground: Whether the content has a background; default `false`.
  ///   - layerID: The layer shown; default `nil`.
  public init(frame: CGRect, cornerRadius: CGFloat = 0, hasBackground: Bool = false, layerID: LayerID? = nil) {
    self.frame = frame.sanitized
    self.cornerRadius = Self.radius(cornerRadius)
    self.hasBackground = hasBackground
    self.layerID = layerID
  }

  private static func radius(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
  }
}
