/// The states a screen reader announces.
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8
  /// Creates states from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Selected: the highlighted item of a menu, the pin whose callout is shown.
  public static let selected = AccessibilityStates(rawValue: 1 << 0)
  /// Expanded: a submenu row whose submenu is open, a source whose menu is up.
  public static let expanded = AccessibilityStates(rawValue: 1 << 1)
  /// Can expand (a submenu row, a source with a menu): without ``expanded`` it is collapsed.
  public static let expandable = AccessibilityStates(rawValue: 1 << 2)
  /// Has the keyboard's focus.
  public static let focused = AccessibilityStates(rawValue: 1 << 3)
  /// Shown but not actionable.
  public static let disabled = AccessibilityStates(rawValue: 1 << 4)
}
