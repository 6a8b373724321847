public import Foundation
public import InteractionKitScene

/// Why a ``ContiguousLayout`` could not arrange its children or build their layers.
public enum ContiguousLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An edge of the children's hit-test insets (the first of top, left, bottom, right that fails)
  /// is not a finite number of zero or less.
  case invalidHitTestInset(CGFloat)
  /// An edge of the container's own hit-test insets (the first of top, left, bottom, right that
  /// fails) is not a finite number of zero or less.
  case invalidContainerHitTestInset(CGFloat)
  /// The origin of the container is not finite.
  case invalidOrigin(CGPoint)
  /// The child size at this index is not finite, or is negative.
  case invalidSize(index: Int, size: CGSize)
  /// The children's total extent, or a hit area around them, overflows or reaches beyond
  /// ±`GeometryLimits.maximumCoordinate` (10¹² pt, the engine-wide bound).
  case extentTooLarge
  /// The number of child identifiers differs from the number of sizes.
  case childCountMismatch(identifiers: Int, sizes: Int)
  /// Two layers (the container or its children) would share this identifier.
  case duplicateLayerID(LayerID)

  /// A full-sentence explanation that ends with the fix.
  public var description: String {
    switch self {
    case .invalidHitTestInset(let inset):
      "The hit-test inset \(inset) is not a finite number of zero or less: pass a negative inset such as −20 to enlarge each child's hit area (zero for none)."
    case .invalidContainerHitTestInset(let inset):
      "The container's hit-test inset \(inset) is not a finite number of zero or less: pass a negative inset to enlarge the container's own hit area, zero for none, or nil to use the children's insets."
    case .invalidOrigin(let origin):
      "The container's origin (\(origin.x), \(origin.y)) is not finite: pass finite coordinates."
    case .invalidSize(let index, let size):
      "The size \(size.width) × \(size.height) of child \(index) is not finite and non-negative: pass finite sizes of zero or more."
    case .extentTooLarge:
      "The children's total extent or hit area reaches beyond ±10¹² pt: pass smaller sizes, origin or inset."
    case .childCountMismatch(let identifiers, let sizes):
      "\(identifiers) child identifiers were given for \(sizes) sizes: pass one identifier per size."
    case .duplicateLayerID(let id):
      "The identifier \"\(id)\" is used twice: give the container and every child its own identifier."
    }
  }
}
