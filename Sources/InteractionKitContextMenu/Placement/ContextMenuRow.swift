public import Foundation

/// One row of a laid-out context menu: what it shows, which menu element it stands for, and where
/// it is.
///
/// Rows come from ``ContextMenuRow/rows(for:width:metrics:engine:)`` (frames relative to the menu's
/// top-left corner) or from ``ContextMenuLayout/rows`` (frames in the container's coordinates, laid
/// out top-down from the menu's top and not scrolled).
public struct ContextMenuRow: Hashable, Sendable {
  /// What a row is.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The title of the root menu, or of an inline section: footnote text, not selectable.
    case header
    /// The title of an open submenu above its rows: choosing it closes the submenu.
    case submenuHeader
    /// An action.
    case action
    /// A submenu that opens in place when chosen.
    case submenu
    /// The loading row a deferred element shows until the host supplies its elements.
    case loading
    /// The 8 pt separator between two sections.
    case separator
  }

  /// What the row is.
  public var kind: Kind
  /// The indices of the row's element in the menu tree: `[2]` is the root menu's third child,
  /// `[2, 0]` the first child of that (inline or submenu) menu. A header's path is its menu's
  /// (empty for the root); a separator's path is empty.
  public var elementPath: [Int]
  /// The identifier of the row's action, menu or deferred element; empty for a separator or the
  /// root header.
  public var identifier: String
  /// The text the row shows: the title (the loading row and separators show none).
  public var title: String
  /// Whether choosing the row does something: an enabled action, a submenu, an open submenu's
  /// header. Headers, separators, loading rows and disabled actions are not selectable.
  public var isSelectable: Bool
  /// How many lines of text the row shows (title and subtitle together; 0 for a separator).
  public var lineCount: Int
  /// The row's frame.
  public var frame: CGRect

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - kind: What the row is.
  ///   - elementPath: Its element's indices in the menu tree.
  ///   - identifier: Its element's identifier.
  ///   - title: The text it shows.
  ///   - isSelectable: Whether choosing it does something.
  ///   - lineCount: The lines of text it shows.
  ///   - frame: Its frame.
  public init(
    kind: Kind, elementPath: [Int], identifier: String = "", title: String = "", isSelectable: Bool,
    lineCount: Int, frame: CGRect
  ) {
    self.kind = kind
    self.elementPath = elementPath
    self.identifier = identifier
    self.title = title
    self.isSelectable = isSelectable
    self.lineCount = lineCount
    self.frame = frame
  }
}
