/// An action an assistive technology can perform on an element, by the name it reads out.
///
/// Every actionable element lists ``activate`` first (what a tap, Return or a screen reader's
/// double-tap does); tokens name it for their kind (``openLink``, ``showProfile``,
/// ``showHashtag``), so a screen reader says what will happen.
public struct AccessibilityAction: Hashable, Sendable, CustomStringConvertible {
  /// The name read out ("Open link").
  public var name: String

  /// An action with a name.
  public init(_ name: String) { self.name = name }

  /// The name.
  public var description: String { name }

  /// Activates the element as a tap would.
  public static let activate = AccessibilityAction("Activate")
  /// Opens a link.
  public static let openLink = AccessibilityAction("Open link")
  /// Writes to an e-mail address.
  public static let sendEmail = AccessibilityAction("Send e-mail")
  /// Shows a mentioned account's profile.
  public static let showProfile = AccessibilityAction("Show profile")
  /// Shows the posts of a hashtag.
  public static let showHashtag = AccessibilityAction("Show hashtag")
  /// Shows a cashtag's symbol.
  public static let showSymbol = AccessibilityAction("Show symbol")
  /// Opens the element's context menu or preview (the context-menu key, a long press).
  public static let showMenu = AccessibilityAction("Show menu")
  /// Closes what is presented.
  public static let dismiss = AccessibilityAction("Dismiss")
}
