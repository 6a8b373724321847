public import Foundation
public import InteractionKitGeometry

/// Where a context menu is presented: the container's bounds (the window), its safe area, its
/// horizontal size class, its layout direction and the metrics of the platform.
///
/// ```swift
/// let phone = ContextMenuContainer(
///   bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
///   safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
/// ```
public struct ContextMenuContainer: Hashable, Sendable {
  /// The container's bounds. Sanitized: standardized, non-finite values become 0.
  public var bounds: CGRect {
    didSet { bounds = bounds.sanitized }
  }

  /// The safe area; non-finite or negative insets count as 0 (`EdgeInsets` as given otherwise).
  public var safeAreaInsets: EdgeInsets

  /// Compact (a phone in portrait) or regular (a pad): regular width may put the menu beside the
  /// preview.
  public var horizontalSizeClass: ContextMenuSizeClass

  /// Left to right or right to left: mirrors leading and trailing.
  public var layoutDirection: ContextMenuLayoutDirection

  /// The platform's numbers.
  public var metrics: ContextMenuMetrics

  /// Creates a container.
  ///
  /// - Parameters:
  ///   - bounds: The container's bounds.
  ///   - safeAreaInsets: Default none.
  ///   - horizontalSizeClass: Default compact.
  ///   - layoutDirection: Default left to right.
  ///   - metrics: Default ``ContextMenuMetrics/phone``.
  public init(
    bounds: CGRect, safeAreaInsets: EdgeInsets = EdgeInsets(), horizontalSizeClass: ContextMenuSizeClass = .compact,
    layoutDirection: ContextMenuLayoutDirection = .leftToRight, metrics: ContextMenuMetrics = .phone
  ) {
    self.bounds = bounds.sanitized
    self.safeAreaInsets = safeAreaInsets
    self.horizontalSizeClass = horizontalSizeClass
    self.layoutDirection = layoutDirection
    self.metrics = metrics
  }

  /// The area the preview and the menu stay inside: the bounds inset by the safe area, each edge by
  /// at least ``ContextMenuMetrics/minimumContainerInset`` (``ContextMenuLayout/contentBounds``).
  public var contentBounds: CGRect {
    ContextMenuPlacement.contentBounds(
      container: bounds, safeArea: safeAreaInsets, minimum: metrics.minimumContainerInset)
  }
}
