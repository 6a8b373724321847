/// A key as scenes understand it: the named keys of menus, focus and scrolling, or the character
/// a key types. Hosts translate their platform's key codes; modifiers travel beside it
/// (``SceneKeyModifiers``).
public enum SceneKey: Hashable, Sendable {
  /// The up arrow: the previous menu row.
  case up
  /// The down arrow: the next menu row.
  case down
  /// The left arrow: out of a submenu (into one, right to left).
  case left
  /// The right arrow: into a submenu (out of one, right to left).
  case right
  /// Tab (with Shift: backwards): keyboard focus to the next element.
  case tab
  /// Return or Enter: activate the focused element or the highlighted row.
  case returnKey
  /// Space: activate the focused element.
  case space
  /// Escape: close the innermost thing presented (a submenu before its menu).
  case escape
  /// The context-menu key (Menu, or Shift-F10): open the focused element's menu without a long
  /// press.
  case contextMenu
  /// Page Up: scroll up by a page.
  case pageUp
  /// Page Down: scroll down by a page.
  case pageDown
  /// Home: scroll to the start.
  case home
  /// End: scroll to the end.
  case end
  /// Any other key, by the character it types (lowercased).
  case character(Character)
}
