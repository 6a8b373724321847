extension ContextMenuAccessory {
  /// The frame an accessory attaches to (`_UIContextMenuAccessoryView`'s location 0, 1, 2).
  ///
  /// The reference's location 0 is described as "the empty area around the source view and the
  /// context menu", and its decompiled layout reads it as the window's safe bounds (inset by
  /// max(safe area, 8)). ``automatic`` implements the first reading and is the default and the
  /// private value 0: an accessory attached to the safe bounds with the default centre attachment
  /// would sit in the middle of the screen, over the menu. ``containerSafeBounds`` keeps the literal
  /// reading for hosts that want it; it has no private value.
  public enum Location: String, Hashable, Sendable, Codable, CaseIterable {
    /// The empty area around the preview and the menu (the private location 0, the default): above
    /// the preview when there is room, else below the menu, else on the side of the two with the
    /// most room, always inside the content bounds. See ``ContextMenuAccessory/frame(in:dragTranslation:)``.
    case automatic
    /// The container's safe bounds: its bounds inset by the safe area, at least 8 pt on every edge
    /// (``ContextMenuLayout/contentBounds``); the literal reading of the private location 0.
    case containerSafeBounds
    /// The lifted preview's frame (the private location 1).
    case preview
    /// The menu's frame, or the preview's frame when the menu is empty (the private location 2).
    case menu

    /// The location of the private API's value: 0 automatic, 1 preview, 2 menu; nil for any other
    /// value.
    public init?(privateValue: Int) {
      switch privateValue {
      case 0: self = .automatic
      case 1: self = .preview
      case 2: self = .menu
      default: return nil
      }
    }

    /// The private API's value: 0 automatic, 1 preview, 2 menu; nil for ``containerSafeBounds``,
    /// which the private API has no value for.
    public var privateValue: Int? {
      switch self {
      case .automatic: 0
      case .preview: 1
      case .menu: 2
      case .containerSafeBounds: nil
      }
    }
  }
}
