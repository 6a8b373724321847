public import Foundation

/// Why a callout could not be laid out.
public enum CalloutLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The target rect has a NaN or infinite coordinate (or is `CGRect.null`), or an edge beyond
  /// ±`GeometryLimits.maximumCoordinate` (10¹² pt).
  case nonFiniteTarget(CGRect)
  /// The container rect has a NaN or infinite coordinate (or is `CGRect.null`), or an edge beyond
  /// ±`GeometryLimits.maximumCoordinate` (10¹² pt).
  case nonFiniteContainer(CGRect)

  /// A full sentence that ends in the fix.
  public var description: String {
    switch self {
    case .nonFiniteTarget(let rect):
      "The callout's target rect \(rect) is not finite or beyond ±10¹² pt; pass the finite rect of the "
        + "annotation or text the callout points at."
    case .nonFiniteContainer(let rect):
      "The callout's container rect \(rect) is not finite or beyond ±10¹² pt; pass the finite bounds of the "
        + "view that constrains the callout."
    }
  }
}
