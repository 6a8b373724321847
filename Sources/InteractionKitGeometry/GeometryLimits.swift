public import Foundation

/// The engine-wide bound on coordinates: the largest magnitude, in points, that geometry may have.
///
/// Every public entry point of the engine either rejects geometry beyond the bound with its typed
/// error (layouts and placements that already throw for non-finite input throw the same error) or
/// clamps it to the bound (setters, sanitizers, derived frames and conversions), so that sums,
/// differences and products of coordinates with scales, anchors and transforms stay finite: NaN and
/// infinities never come out of a layout or reach hit testing. 10¹² pt is far beyond any screen
/// (the largest `CGFloat` that still resolves a 1/3 pt pixel grid is about 10¹⁵) and leaves room
/// for squares and sums.
///
/// The helpers `isWithinCoordinateLimits` and `clampedToCoordinateLimits` on `CGFloat`, `CGPoint`,
/// `CGSize`, `CGRect`, `CGAffineTransform` and ``EdgeInsets`` apply the bound.
public enum GeometryLimits {
  /// The largest coordinate magnitude the engine accepts: 10¹² pt (the same bound as the context
  /// menu's placement).
  public static let maximumCoordinate: CGFloat = 1e12

  /// `value` clamped to `-maximumCoordinate … maximumCoordinate`; NaN becomes 0.
  public static func clamp(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : Swift.min(Swift.max(value, -maximumCoordinate), maximumCoordinate)
  }

  /// Whether `value` is finite and its magnitude at most ``maximumCoordinate``.
  public static func contains(_ value: CGFloat) -> Bool {
    value.isFinite && Swift.abs(value) <= maximumCoordinate
  }
}
