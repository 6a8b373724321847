import CInteractionKitGtk
import InteractionKitLiveScene

extension SceneKeyModifiers {
  /// The modifiers of a GDK modifier state.
  init(gdk state: GdkModifierType) {
    self = []
    if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { insert(.shift) }
    if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { insert(.control) }
    if state.rawValue & GDK_ALT_MASK.rawValue != 0 { insert(.alternate) }
    if state.rawValue & (GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue) != 0 { insert(.command) }
  }
}
