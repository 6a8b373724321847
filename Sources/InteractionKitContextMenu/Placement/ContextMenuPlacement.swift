public import Foundation
public import InteractionKitGeometry

/// Everything that decides where a context menu goes: the menu, the source, the container and its
/// traits. ``layout(engine:)`` turns it into a ``ContextMenuLayout`` with the rules of UIKit's
/// `_UIContextMenuLayoutArbiter`.
///
/// ```swift
/// let placement = ContextMenuPlacement(
///   menu: menu, sourceFrame: CGRect(x: 40, y: 120, width: 200, height: 44),
///   containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
///   safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
/// let layout = try placement.layout(engine: PangoTextLayoutEngine(fonts: .pinned))
/// layout.menuEdge        // .below: more room under the source
/// ```
public struct ContextMenuPlacement: Hashable, Sendable {
  /// The menu; an empty one (nothing visible) shows the preview alone.
  public var menu: Menu
  /// The source's frame in the container's coordinates: the unlifted preview. Standardized; NaN
  /// and infinite coordinates throw.
  public var sourceFrame: CGRect
  /// The preferred content size of a custom preview, or nil to lift the source itself.
  ///
  /// nil is the arbiter's layout 1 (a targeted preview of the source, scaled by
  /// ``ContextMenuMetrics/liftScale``); a size is layout 0 (a preview view controller, never
  /// grown). A zero dimension fills the content bounds along it; NaN, infinite and negative
  /// dimensions count as 0.
  public var preferredPreviewSize: CGSize?
  /// The container's bounds. Standardized; NaN and infinite coordinates throw.
  public var containerBounds: CGRect
  /// The container's safe area. NaN, infinite and negative insets count as 0.
  public var safeAreaInsets: EdgeInsets
  /// The container's horizontal size class: only regular lets the menu go beside the preview.
  public var horizontalSizeClass: ContextMenuSizeClass
  /// Left to right or right to left.
  public var layoutDirection: ContextMenuLayoutDirection
  /// How the menu should line up with the preview.
  public var preferredMenuAlignment: ContextMenuAlignment
  /// The order of the rows; ``MenuElementOrder/priority`` reverses them when the menu is above the
  /// preview, and ``MenuElementOrder/automatic`` is ``MenuElementOrder/fixed``.
  public var elementOrder: MenuElementOrder
  /// The element path of the open submenu (a nested menu not displayed inline), or nil for the
  /// root menu. An open submenu shows in place of the root: a header row with its title (choosing
  /// it closes the submenu), then its rows.
  public var openSubmenuPath: [Int]?
  /// The accessories to place with the menu.
  public var accessories: [ContextMenuAccessory]
  /// The metrics; sanitized before use (see ``ContextMenuMetrics``).
  public var metrics: ContextMenuMetrics

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - menu: The menu.
  ///   - sourceFrame: The source's frame in the container.
  ///   - containerBounds: The container's bounds.
  ///   - safeAreaInsets: The container's safe area; default none.
  ///   - preferredPreviewSize: A custom preview's size, or nil to lift the source; default nil.
  ///   - horizontalSizeClass: Default compact.
  ///   - layoutDirection: Default left to right.
  ///   - preferredMenuAlignment: Default automatic.
  ///   - elementOrder: Default automatic (fixed).
  ///   - openSubmenuPath: The open submenu, or nil; default nil.
  ///   - accessories: Default none.
  ///   - metrics: Default ``ContextMenuMetrics/phone``.
  public init(
    menu: Menu, sourceFrame: CGRect, containerBounds: CGRect, safeAreaInsets: EdgeInsets = .zero,
    preferredPreviewSize: CGSize? = nil, horizontalSizeClass: ContextMenuSizeClass = .compact,
    layoutDirection: ContextMenuLayoutDirection = .leftToRight,
    preferredMenuAlignment: ContextMenuAlignment = .automatic,
    elementOrder: MenuElementOrder = .automatic, openSubmenuPath: [Int]? = nil,
    accessories: [ContextMenuAccessory] = [],
    metrics: ContextMenuMetrics = .phone
  ) {
    self.menu = menu
    self.sourceFrame = sourceFrame
    self.containerBounds = containerBounds
    self.safeAreaInsets = safeAreaInsets
    self.preferredPreviewSize = preferredPreviewSize
    self.horizontalSizeClass = horizontalSizeClass
    self.layoutDirection = layoutDirection
    self.preferredMenuAlignment = preferredMenuAlignment
    self.elementOrder = elementOrder
    self.openSubmenuPath = openSubmenuPath
    self.accessories = accessories
    self.metrics = metrics
  }
}
