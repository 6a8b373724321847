/// The horizontal size class of the container: `UIUserInterfaceSizeClass`.
///
/// Only the regular class lets the menu move beside the preview.
public enum ContextMenuSizeClass: String, Hashable, Sendable, Codable, CaseIterable {
  /// An iPhone in portrait, a narrow split view: the menu is always above or below the preview.
  case compact
  /// An iPad or a wide window: the menu goes beside the preview when it fits neither above nor below.
  case regular
}
