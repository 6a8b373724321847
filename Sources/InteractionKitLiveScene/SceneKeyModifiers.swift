/// The modifier keys held with a key or a pointer event.
public struct SceneKeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates a set from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift (Shift-Tab moves focus backwards).
  public static let shift = SceneKeyModifiers(rawValue: 1 << 0)
  /// Control.
  public static let control = SceneKeyModifiers(rawValue: 1 << 1)
  /// Alt or Option.
  public static let alternate = SceneKeyModifiers(rawValue: 1 << 2)
  /// Command, Super or the Windows key.
  public static let command = SceneKeyModifiers(rawValue: 1 << 3)
}
