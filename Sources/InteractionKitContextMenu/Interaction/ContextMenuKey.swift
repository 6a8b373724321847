/// A key the presented menu responds to, as a keyboard works a menu.
public enum ContextMenuKey: String, Hashable, Sendable, CaseIterable {
  /// Moves the highlight up, skipping disabled rows; wraps at the top.
  case up
  /// Moves the highlight down, skipping disabled rows; wraps at the bottom.
  case down
  /// Closes the open submenu (left to right), or opens the highlighted submenu (right to left).
  case left
  /// Opens the highlighted submenu (left to right), or closes the open submenu (right to left).
  case right
  /// Selects the highlighted row (opens it, for a submenu row).
  case `return`
  /// Closes the open submenu, or else dismisses the menu.
  case escape
}
