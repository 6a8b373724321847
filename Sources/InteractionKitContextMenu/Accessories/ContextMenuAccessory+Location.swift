extension ContextMenuAccessory {
  /// The frame an accessory attaches to (`_UIContextMenuAccessoryView`'s location 0, 1, 2).
  public enum Location: String, Hashable, Sendable, Codable, CaseIterable {
    /// The container's safe bounds: its bounds inset by the safe area, at least 8 pt on every edge
    /// (``ContextMenuLayout/contentBounds``).
    case containerSafeBounds
    /// The lifted preview's frame.
    case preview
    /// The menu's frame (the preview's frame when the menu is empty).
    case menu
  }
}
