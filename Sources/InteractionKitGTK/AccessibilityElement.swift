public import Foundation

/// Something on screen that assistive technologies should know: a link in a text, a button, a
/// menu and its items. Hosts describe their elements (``SceneViewContent/accessibilityElements``);
/// a ``SceneView`` exposes them to GTK's accessibility tree with their roles and labels, where they
/// can be activated.
public struct AccessibilityElement: Hashable, Sendable {
  /// What the element is, as GTK's accessible roles name it.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// A link (a URL or an e-mail address in a text).
    case link
    /// A button (a mention or hashtag that can be tapped, a pin, an accessory, a reaction).
    case button
    /// A menu.
    case menu
    /// An item of a menu.
    case menuItem
  }

  /// An identifier, unique among the content's elements, used to activate it.
  public var identifier: String
  /// What the element is.
  public var role: Role
  /// What assistive technologies read.
  public var label: String
  /// Where it is, in the view's coordinates.
  public var frame: CGRect
  /// Whether it is selected: the highlighted item of a menu, the pin whose callout is shown
  /// (GTK's selected state).
  public var isSelected: Bool

  /// Creates an element, not selected unless `isSelected`.
  public init(identifier: String, role: Role, label: String, frame: CGRect, isSelected: Bool = false) {
    self.identifier = identifier
    self.role = role
    self.label = label
    self.frame = frame
    self.isSelected = isSelected
  }
}
