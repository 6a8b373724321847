/// What an accessibility element is, as screen readers name roles.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
  /// A paragraph of text, read whole; its links and buttons are its children.
  case paragraph
  /// A link (a URL or an e-mail address in a text).
  case link
  /// A button (a mention or a hashtag that can be tapped, a pin, a control, a reaction).
  case button
  /// A menu.
  case menu
  /// An item of a menu.
  case menuItem
  /// A group of elements (a toolbar, a Tapback bar, a callout).
  case group
  /// An image or a picture (a photo, a map).
  case image
}
