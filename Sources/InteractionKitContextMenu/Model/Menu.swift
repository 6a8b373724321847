import Foundation

/// A menu: a title and its elements, shown as the context menu itself, as a submenu row that opens
/// in place, or inline as a section between separators (`UIMenu`).
///
/// ```swift
/// let menu = Menu(children: [
///   .action(MenuAction("reply", title: "Reply", image: "arrowshape.turn.up.left")),
///   .menu(Menu(options: .displayInline, children: [
///     .action(MenuAction("copy", title: "Copy")),
///   ])),
///   .menu(Menu("more", title: "More", children: [.action(MenuAction("info", title: "Info"))])),
///   .action(MenuAction("delete", title: "Delete", attributes: .destructive)),
/// ])
/// ```
public struct Menu: Hashable, Sendable, Codable {
  /// What the host knows the menu by (for a submenu: the identifier a keyboard or a selection
  /// reports when it opens).
  public var identifier: String
  /// The header of the root menu, the row title of a submenu, or the header of an inline section.
  /// Empty for none.
  public var title: String
  /// An image name for a submenu's row, or nil.
  public var image: String?
  /// Inline or not, destructive.
  public var options: MenuOptions
  /// The elements, in order.
  public var children: [MenuElement]

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - identifier: What the host knows it by; default empty.
  ///   - title: Header or row title; default none.
  ///   - image: A row image for a submenu.
  ///   - options: Default none (a submenu when nested).
  ///   - children: The elements.
  public init(
    _ identifier: String = "", title: String = "", image: String? = nil, options: MenuOptions = [],
    children: [MenuElement]
  ) {
    self.identifier = identifier
    self.title = title
    self.image = image
    self.options = options
    self.children = children
  }

  /// Whether the menu has nothing to show: no visible element, a loading row counting as one.
  public var isEmpty: Bool {
    children.allSatisfy { element in
      switch element {
      case .action(let action): action.attributes.contains(.hidden)
      case .menu(let menu): menu.options.contains(.displayInline) && menu.isEmpty
      case .deferred: false
      }
    }
  }

  /// The elements with every deferred element whose identifier `provided` holds replaced by its
  /// elements (recursively, in sections and submenus).
  public func resolvingDeferred(_ provided: [String: [MenuElement]]) -> Menu {
    var copy = self
    copy.children = children.flatMap { element -> [MenuElement] in
      switch element {
      case .deferred(let deferred):
        if let elements = provided[deferred.identifier] {
          return Menu(children: elements).resolvingDeferred(provided).children
        }
        return [element]
      case .menu(let menu):
        return [.menu(menu.resolvingDeferred(provided))]
      case .action:
        return [element]
      }
    }
    return copy
  }

  /// The identifiers of the deferred elements still unresolved, in order.
  public var deferredIdentifiers: [String] {
    children.flatMap { element -> [String] in
      switch element {
      case .deferred(let deferred): [deferred.identifier]
      case .menu(let menu): menu.deferredIdentifiers
      case .action: []
      }
    }
  }
}

/// How a ``Menu`` shows: `UIMenu.Options`.
public struct MenuOptions: OptionSet, Hashable, Sendable, Codable {
  public let rawValue: UInt8

  /// Creates options from their raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The children show in the parent as a section between separators, not behind a submenu row.
  public static let displayInline = MenuOptions(rawValue: 1 << 0)
  /// The submenu row is drawn in the destructive colour.
  public static let destructive = MenuOptions(rawValue: 1 << 1)
}

/// One element of a ``Menu``.
public enum MenuElement: Hashable, Sendable, Codable {
  /// A row that does something.
  case action(MenuAction)
  /// A submenu (a row that opens it in place) or, with ``MenuOptions/displayInline``, a section.
  case menu(Menu)
  /// Elements the host fills in asynchronously: a loading row until it answers.
  case deferred(DeferredMenuElement)
}

/// Elements that arrive later (`UIDeferredMenuElement`): the menu shows a loading row in their place
/// until the host supplies them with the interaction's `provideDeferredElements` event.
public struct DeferredMenuElement: Hashable, Sendable, Codable {
  /// What the host knows the request by.
  public var identifier: String

  /// Creates a deferred element.
  public init(_ identifier: String) {
    self.identifier = identifier
  }
}

/// The order of a menu's rows: `UIContextMenuConfiguration.ElementOrder`.
public enum MenuElementOrder: String, Hashable, Sendable, Codable, CaseIterable {
  /// The system's choice. UIKit resolves it to ``fixed`` inside scrolling content, where the sources
  /// of InteractionKit's hosts live, and the engine resolves it to ``fixed`` everywhere.
  case automatic
  /// The first element at the top, always.
  case fixed
  /// The first element nearest the finger: a menu above its source lists its elements bottom up.
  case priority
}
