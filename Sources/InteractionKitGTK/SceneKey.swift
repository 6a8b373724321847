/// The keys the engine's interactions understand.
public enum SceneKey: Hashable, Sendable {
  /// The up arrow: the previous menu row.
  case up
  /// The down arrow: the next menu row.
  case down
  /// The left arrow: out of a submenu (into one, right to left).
  case left
  /// The right arrow: into a submenu (out of one, right to left).
  case right
  /// Tab: keyboard focus to the next token or control.
  case tab
  /// Shift-Tab: keyboard focus to the previous token or control.
  case backTab
  /// Return or Enter: activate the focused token or the highlighted row.
  case returnKey
  /// Space: activate the focused token.
  case space
  /// Escape: dismiss what is presented.
  case escape
  /// The context-menu key (Menu, or Shift-F10): open the focused element's context menu or link
  /// preview without a long press.
  case contextMenu
  /// Any other key, by the character it types (lowercased).
  case character(Character)
}
