public import Foundation
public import InteractionKitContextMenu

/// The menu file of `interactionkit context-menu`: a strict JSON form of a ``Menu``.
///
/// ```json
/// { "title": "Message", "order": "fixed",
///   "children": [
///     { "action": { "id": "reply", "title": "Reply", "subtitle": "To Ana", "image": "arrowshape",
///                   "attributes": ["keepsMenuPresented"], "state": "on" } },
///     { "section": { "title": "Share", "children": [ { "action": { "id": "copy", "title": "Copy" } } ] } },
///     { "submenu": { "id": "more", "title": "More", "image": "ellipsis", "attributes": ["destructive"],
///                    "children": [ { "action": { "id": "info", "title": "Info" } } ] } },
///     { "deferred": "suggestions" } ] }
/// ```
///
/// - The root object takes `children` (required), `title`, `id` and `order` (`automatic`, `fixed`
///   or `priority`).
/// - Every element is an object with exactly one key: `action`, `section` (an inline menu: a
///   section between separators), `submenu` (a row that opens a menu in place) or `deferred` (a
///   string: the identifier of elements that load later, shown as a loading row).
/// - An action takes `id` and `title` (required), `subtitle`, `image`, `attributes` (a list of
///   `destructive`, `disabled`, `hidden`, `keepsMenuPresented`) and `state` (`off`, `on`, `mixed`).
/// - A section takes `children` (required), `title` and `id`; a submenu takes `id`, `title` and
///   `children` (required), `image` and `attributes` (only `destructive`).
///
/// Reading is strict: an unknown key, a value of the wrong type, a missing required key, an unknown
/// word or malformed JSON is a ``ReadError`` that names the field's path, like
/// `menu.children[2].action.titel`.
public struct ContextMenuFile {
  /// The menu the file describes.
  public var menu: Menu
  /// The order of the menu's rows (`order`; default automatic).
  public var order: MenuElementOrder

  /// Why a menu file was rejected: a one-line description naming the file and the field's path,
  /// ending with the fix.
  public struct ReadError: Error, CustomStringConvertible {
    /// The one-line description.
    public var description: String
  }

  /// Decodes a menu file's bytes; `name` names the file in errors.
  ///
  /// - Throws: ``ReadError`` naming the field's path (or the line and column of malformed JSON).
  public static func decode(_ data: Data, name: String) throws(ReadError) -> ContextMenuFile {
    do {
      let root = try StrictJSON.decode(Root.self, from: data, root: "menu")
      return ContextMenuFile(menu: root.menu, order: root.order)
    } catch {
      throw ReadError(description: "\(name): \(error.description)")
    }
  }

  // MARK: Decoding

  /// The root object: the menu and the row order.
  struct Root: Decodable {
    /// The menu.
    var menu: Menu
    /// The row order.
    var order: MenuElementOrder

    /// Reads `{"title", "id", "order", "children"}`.
    init(from decoder: any Decoder) throws {
      let fields = try StrictJSON.Fields(decoder, allowed: ["title", "id", "order", "children"], kind: "the menu")
      order = try fields.word("order", as: MenuElementOrder.self, ["automatic", "fixed", "priority"]) ?? .automatic
      menu = Menu(
        try fields.optional("id") ?? "", title: try fields.optional("title") ?? "",
        children: try fields.required("children", as: [Element].self).map(\.element))
    }
  }

  /// One element: an object with exactly one of `action`, `section`, `submenu`, `deferred`.
  struct Element: Decodable {
    /// The element.
    var element: MenuElement

    /// Reads `{"action": …}`, `{"section": …}`, `{"submenu": …}` or `{"deferred": "id"}`.
    init(from decoder: any Decoder) throws {
      let kinds = ["action", "section", "submenu", "deferred"]
      let fields = try StrictJSON.Fields(decoder, allowed: kinds, kind: "an element")
      let keys = fields.container.allKeys.map(\.stringValue)
      guard keys.count == 1, let kind = keys.first else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: keys.isEmpty
              ? "empty element; give one of action, section, submenu, deferred."
              : "an element has exactly one key, found \(keys.sorted().joined(separator: " and ")); split it."))
      }
      switch kind {
      case "action": element = .action(try fields.required(kind, as: Action.self).action)
      case "section": element = .menu(try fields.required(kind, as: Section.self).menu)
      case "submenu": element = .menu(try fields.required(kind, as: Submenu.self).menu)
      default: element = .deferred(DeferredMenuElement(try fields.required(kind, as: String.self)))
      }
    }
  }

  /// An action: `{"id", "title", "subtitle", "image", "attributes", "state"}`.
  struct Action: Decodable {
    /// The action.
    var action: MenuAction

    /// Reads the action; `id` and `title` are required.
    init(from decoder: any Decoder) throws {
      let fields = try StrictJSON.Fields(
        decoder, allowed: ["id", "title", "subtitle", "image", "attributes", "state"], kind: "an action")
      var attributes: MenuElementAttributes = []
      for word in try fields.attributes(["destructive", "disabled", "hidden", "keepsMenuPresented"]) {
        switch word {
        case "destructive": attributes.insert(.destructive)
        case "disabled": attributes.insert(.disabled)
        case "hidden": attributes.insert(.hidden)
        default: attributes.insert(.keepsMenuPresented)
        }
      }
      action = MenuAction(
        MenuAction.ID(try fields.required("id", as: String.self)), title: try fields.required("title"), subtitle: try fields.optional("subtitle"),
        image: try fields.optional("image"), attributes: attributes,
        state: try fields.word("state", as: MenuElementState.self, ["off", "on", "mixed"]) ?? .off)
    }
  }

  /// An inline section: `{"title", "id", "children"}`.
  struct Section: Decodable {
    /// The inline menu.
    var menu: Menu

    /// Reads the section; `children` is required.
    init(from decoder: any Decoder) throws {
      let fields = try StrictJSON.Fields(decoder, allowed: ["title", "id", "children"], kind: "a section")
      menu = Menu(
        try fields.optional("id") ?? "", title: try fields.optional("title") ?? "", options: .displayInline,
        children: try fields.required("children", as: [Element].self).map(\.element))
    }
  }

  /// A submenu: `{"id", "title", "image", "attributes", "children"}`.
  struct Submenu: Decodable {
    /// The nested menu.
    var menu: Menu

    /// Reads the submenu; `id`, `title` and `children` are required.
    init(from decoder: any Decoder) throws {
      let fields = try StrictJSON.Fields(
        decoder, allowed: ["id", "title", "image", "attributes", "children"], kind: "a submenu")
      let destructive = try fields.attributes(["destructive"]).contains("destructive")
      menu = Menu(
        try fields.required("id"), title: try fields.required("title"), image: try fields.optional("image"),
        options: destructive ? .destructive : [],
        children: try fields.required("children", as: [Element].self).map(\.element))
    }
  }
}
