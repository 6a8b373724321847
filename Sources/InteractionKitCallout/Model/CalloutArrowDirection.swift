/// Which way a callout's arrow points: the permitted directions of a ``Callout``, or the direction a
/// ``CalloutLayout`` chose.
///
/// An option set like `UIPopoverArrowDirection`. There is no left or right: the arrow points down
/// at the target from above it, or up at it from below.
///
/// - ``down`` only (the default) or an empty set: always down, even without room above (the
///   container is then asked to scroll).
/// - ``up`` only: always up.
/// - ``any``: down, unless the room above the target is shorter than the callout and the room
///   below is larger than the room above. A callout never flips from up to down.
public struct CalloutArrowDirection: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The bits: 1 for up, 2 for down (SMCalloutView's values).
  public let rawValue: Int

  /// Creates a set from its bits; bits other than up and down are kept but ignored.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The arrow points up: the callout sits below the target.
  public static let up = CalloutArrowDirection(rawValue: 1 << 0)

  /// The arrow points down: the callout sits above the target.
  public static let down = CalloutArrowDirection(rawValue: 1 << 1)

  /// Up or down, whichever fits: ``up`` and ``down``.
  public static let any: CalloutArrowDirection = [.up, .down]

  /// `up`, `down`, `any` or `none`.
  public var description: String {
    switch (contains(.up), contains(.down)) {
    case (true, true): "any"
    case (true, false): "up"
    case (false, true): "down"
    case (false, false): "none"
    }
  }
}
