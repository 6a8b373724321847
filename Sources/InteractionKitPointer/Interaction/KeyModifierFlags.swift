/// The modifier keys held with a pointer event, as `UIKeyModifierFlags`.
///
/// A ``PointerRegionRequest`` carries the keys held "at the time of this request", so a delegate can
/// return another region (and so another style) while, say, Option is down.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable, Codable {
  /// The bits of the set, with `UIKeyModifierFlags`' values (shift is `1 << 17`, and so on).
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock is on.
  public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
  /// A Shift key is down.
  public static let shift = KeyModifierFlags(rawValue: 1 << 17)
  /// A Control key is down.
  public static let control = KeyModifierFlags(rawValue: 1 << 18)
  /// An Option (Alt) key is down.
  public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
  /// A Command key is down.
  public static let command = KeyModifierFlags(rawValue: 1 << 20)
  /// The key is on the numeric keypad.
  public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}
