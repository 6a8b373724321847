public import Foundation

extension ContextMenuPlacement {
  /// The placement of a configuration in a container: its menu, preview size, alignment, element
  /// order and accessories, the container's bounds, safe area, size class, direction and metrics.
  ///
  /// - Parameters:
  ///   - configuration: What is presented.
  ///   - container: Where it is presented.
  ///   - sourceFrame: Where the source is; default the configuration's source bounds (a preview
  ///     placed where it lifted passes that frame).
  ///   - openSubmenuPath: The open submenu's element path, or nil.
  public init(
    configuration: ContextMenuConfiguration, container: ContextMenuContainer, sourceFrame: CGRect? = nil,
    openSubmenuPath: [Int]? = nil
  ) {
    self.init(
      menu: configuration.menu, sourceFrame: sourceFrame ?? configuration.source.bounds,
      containerBounds: container.bounds, safeAreaInsets: container.safeAreaInsets,
      preferredPreviewSize: configuration.previewContentSize, horizontalSizeClass: container.horizontalSizeClass,
      layoutDirection: container.layoutDirection, preferredMenuAlignment: configuration.preferredMenuAlignment,
      elementOrder: configuration.elementOrder, openSubmenuPath: openSubmenuPath,
      accessories: configuration.accessories, metrics: container.metrics)
  }
}
