import CInteractionKitGtk
import InteractionKitLiveScene

extension SceneKey {
  /// The key of a GDK key value with the modifiers it was pressed with, or nil for keys no scene
  /// uses. Shift-Tab (GDK's ISO_Left_Tab) is Tab with Shift; Shift-F10 is the context-menu key.
  static func from(gdkKeyval keyval: guint, modifiers: SceneKeyModifiers) -> (key: Self, modifiers: SceneKeyModifiers)? {
    let key: Self
    var modifiers = modifiers
    switch Int32(keyval) {
    case GDK_KEY_Up, GDK_KEY_KP_Up: key = .up
    case GDK_KEY_Down, GDK_KEY_KP_Down: key = .down
    case GDK_KEY_Left, GDK_KEY_KP_Left: key = .left
    case GDK_KEY_Right, GDK_KEY_KP_Right: key = .right
    case GDK_KEY_Tab, GDK_KEY_KP_Tab: key = .tab
    case GDK_KEY_ISO_Left_Tab:
      key = .tab
      modifiers.insert(.shift)
    case GDK_KEY_Return, GDK_KEY_KP_Enter: key = .returnKey
    case GDK_KEY_space, GDK_KEY_KP_Space: key = .space
    case GDK_KEY_Escape: key = .escape
    case GDK_KEY_Menu: key = .contextMenu
    case GDK_KEY_F10 where modifiers.contains(.shift):
      key = .contextMenu
      modifiers.remove(.shift)
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: key = .pageUp
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: key = .pageDown
    case GDK_KEY_Home, GDK_KEY_KP_Home: key = .home
    case GDK_KEY_End, GDK_KEY_KP_End: key = .end
    default:
      let scalar = gdk_keyval_to_unicode(keyval)
      guard scalar > 0, let unicode = Unicode.Scalar(scalar), !unicode.properties.isWhitespace else { return nil }
      key = .character(Character(unicode).lowercased().first ?? Character(unicode))
    }
    return (key, modifiers)
  }
}
