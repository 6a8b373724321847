public import Foundation

/// Why a context menu could not be laid out.
///
/// Only geometry that has no sensible clamp throws; everything else is sanitized as
/// ``ContextMenuPlacement`` documents.
public enum ContextMenuLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The source frame has a NaN or infinite coordinate (or is `CGRect.null`).
  case nonFiniteSourceFrame(CGRect)
  /// The container bounds have a NaN or infinite coordinate (or are `CGRect.null`).
  case nonFiniteContainer(CGRect)
  /// The open submenu path does not lead through the menu's submenus.
  case invalidSubmenuPath([Int])

  /// A full sentence that ends in the fix.
  public var description: String {
    switch self {
    case .nonFiniteSourceFrame(let rect):
      "The context menu's source frame \(rect) is not finite; pass the finite frame of the previewed view "
        + "in the container's coordinates."
    case .nonFiniteContainer(let rect):
      "The context menu's container bounds \(rect) are not finite; pass the finite bounds of the view the "
        + "menu is presented in."
    case .invalidSubmenuPath(let path):
      "The open submenu path \(path) does not name a submenu of the menu; pass the element indices of a "
        + "nested menu that is not displayed inline, or nil."
    }
  }
}
