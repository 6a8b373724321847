import Foundation

/// A row of a context menu that does something when chosen: `UIAction` without the closure.
///
/// The engine never runs code for an action: choosing one produces an effect carrying its
/// ``identifier`` (a typed ``ID``), and the host runs the handler it keeps under that identifier.
///
/// ```swift
/// let delete = MenuAction(
///   "delete", title: "Delete", image: "trash", attributes: .destructive)
/// ```
public struct MenuAction: Hashable, Sendable, Codable {
  /// What the host knows an action by: a string literal such as `"reply"`.
  public typealias ID = ContextMenuIdentifier<MenuAction>

  /// What the host knows the action by; unique within a menu (duplicates are allowed, but then a
  /// selection cannot tell them apart).
  public var identifier: ID
  /// The row's title.
  public var title: String
  /// A second line under the title, or nil.
  public var subtitle: String?
  /// The name of the row's image (drawn in the 24 pt image box), or nil.
  public var image: String?
  /// Destructive, disabled, hidden, keeps the menu presented.
  public var attributes: MenuElementAttributes
  /// On, off or mixed: a checkmark (on) or a dash (mixed) in the leading gutter.
  public var state: MenuElementState

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - identifier: What the host knows it by.
  ///   - title: The row's title.
  ///   - subtitle: A second line, or nil.
  ///   - image: An image name, or nil.
  ///   - attributes: Default none.
  ///   - state: Default off.
  public init(
    _ identifier: ID, title: String, subtitle: String? = nil, image: String? = nil,
    attributes: MenuElementAttributes = [], state: MenuElementState = .off
  ) {
    self.identifier = identifier
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.attributes = attributes
    self.state = state
  }

  /// Whether choosing the row does something: not disabled (a hidden action has no row at all).
  public var isEnabled: Bool { !attributes.contains(.disabled) }
}

/// How a menu element behaves and looks: `UIMenuElement.Attributes`.
public struct MenuElementAttributes: OptionSet, Hashable, Sendable, Codable {
  public let rawValue: UInt8

  /// Creates attributes from their raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Drawn in the destructive (red) colour.
  public static let destructive = MenuElementAttributes(rawValue: 1 << 0)
  /// Drawn grey; choosing it does nothing and the keyboard skips it.
  public static let disabled = MenuElementAttributes(rawValue: 1 << 1)
  /// Not shown at all.
  public static let hidden = MenuElementAttributes(rawValue: 1 << 2)
  /// Choosing it keeps the menu presented (a toggle the user flips several times).
  public static let keepsMenuPresented = MenuElementAttributes(rawValue: 1 << 3)
}

/// The check state of an action: `UIMenuElement.State`.
public enum MenuElementState: String, Hashable, Sendable, Codable, CaseIterable {
  /// No mark.
  case off
  /// A checkmark.
  case on
  /// A dash: some of what the action controls is on.
  case mixed
}
