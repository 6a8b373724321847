import CInteractionKitGtk

extension SceneKey {
  /// The key of a GDK key value, or nil for keys the interactions do not use.
  init?(keyval: guint, shift: Bool) {
    switch Int32(keyval) {
    case GDK_KEY_Up: self = .up
    case GDK_KEY_Down: self = .down
    case GDK_KEY_Left: self = .left
    case GDK_KEY_Right: self = .right
    case GDK_KEY_Tab: self = shift ? .backTab : .tab
    case GDK_KEY_ISO_Left_Tab: self = .backTab
    case GDK_KEY_Return, GDK_KEY_KP_Enter: self = .returnKey
    case GDK_KEY_space: self = .space
    case GDK_KEY_Escape: self = .escape
    case GDK_KEY_Menu: self = .contextMenu
    case GDK_KEY_F10 where shift: self = .contextMenu
    default:
      let scalar = gdk_keyval_to_unicode(keyval)
      guard scalar > 0, let unicode = Unicode.Scalar(scalar) else { return nil }
      self = .character(Character(unicode).lowercased().first ?? Character(unicode))
    }
  }
}
