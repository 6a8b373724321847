public import Foundation

/// An accessory the layout left out: it had no room where it would not cover the lifted preview,
/// the menu or an accessory placed before it, even once the layout tried moving the preview and
/// the menu to make some (see ``ContextMenuLayout/omittedAccessories``).
///
/// An omitted accessory is not drawn, not hit-tested and not in the accessibility tree: it is in
/// none of ``ContextMenuLayout/accessories``. A host that wants it shown gives it room (a smaller
/// size, another location) or fewer menu items.
public struct ContextMenuOmittedAccessory: Hashable, Sendable {
  /// Why the accessory was left out: what it would have covered, or that it had no room.
  public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
    /// Its frame would have covered the lifted preview.
    case coversPreview
    /// Its frame would have covered the menu.
    case coversMenu
    /// Its frame would have covered an accessory placed before it (accessories are placed in the
    /// order given, so the earlier one keeps its place).
    case coversAccessory
    /// It is on the preview, and the room it needs would have shrunk the preview or the menu below
    /// ``ContextMenuPlacement/minimumPreviewLength``: the preview and the menu were laid out as if
    /// it were not there, and no free place was left for it. (Its requested frame is the frame it
    /// asks for in that layout.)
    case noRoom
  }

  /// The accessory's identifier.
  public var identifier: ContextMenuAccessory.ID
  /// The frame it asked for (``ContextMenuAccessory/frame(in:dragTranslation:)``, at rest), in the
  /// container's coordinates.
  public var requestedFrame: CGRect
  /// What its requested frame would have covered (the preview first, then the menu, then another
  /// accessory), or ``Reason/noRoom``.
  public var reason: Reason

  /// Creates the record of an omitted accessory.
  ///
  /// - Parameters:
  ///   - identifier: The accessory's identifier.
  ///   - requestedFrame: The frame it asked for.
  ///   - reason: What that frame would have covered.
  public init(identifier: ContextMenuAccessory.ID, requestedFrame: CGRect, reason: Reason) {
    self.identifier = identifier
    self.requestedFrame = requestedFrame
    self.reason = reason
  }
}
