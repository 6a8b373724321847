/// The modifier keys held with a key or a pointer event, with `UIKeyModifierFlags`' values (Shift
/// is `1 << 17`, and so on), so a set converts to and from UIKit's by its raw value.
///
/// The one set of modifiers in the engine: a pointer region request carries it as
/// `KeyModifierFlags`, a key input as it is.
public struct SceneKeyModifiers: OptionSet, Hashable, Sendable, Codable {
  /// The bits of the set.
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock is on.
  public static let alphaShift = SceneKeyModifiers(rawValue: 1 << 16)
  /// A Shift key is down (Shift-Tab moves focus backwards).
  public static let shift = SceneKeyModifiers(rawValue: 1 << 17)
  /// A Control key is down.
  public static let control = SceneKeyModifiers(rawValue: 1 << 18)
  /// An Option (Alt) key is down.
  public static let alternate = SceneKeyModifiers(rawValue: 1 << 19)
  /// A Command key is down (Super, or the Windows key).
  public static let command = SceneKeyModifiers(rawValue: 1 << 20)
  /// The key is on the numeric keypad.
  public static let numericPad = SceneKeyModifiers(rawValue: 1 << 21)
}
