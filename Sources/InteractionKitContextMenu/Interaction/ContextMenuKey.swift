/// A key the menu responds to, as a keyboard works a menu: ``menu`` opens it without a press, the
/// others work it once presented.
public enum ContextMenuKey: String, Hashable, Sendable, CaseIterable {
  /// The context-menu key (Menu, or Shift-F10 on a PC keyboard): while idle, lifts the configured
  /// source at once, without the press, and presents its menu with the first row highlighted, as a
  /// keyboard user opens a context menu. Ignored in any other state.
  case menu
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
