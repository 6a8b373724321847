/// A set of screen axes, as `UIAxis`: the axes a region latches on, or a style constrains.
///
/// ```swift
/// let slider = PointerRegion(rect: track, identifier: "volume", latchingAxes: .horizontal)
/// let beam = PointerStyle(shape: .verticalBeam(length: 17), constrainedAxes: .vertical)
/// ```
public struct PointerAxes: OptionSet, Hashable, Sendable, Codable {
  /// The bits of the set: 1 for horizontal, 2 for vertical; other bits are ignored.
  public let rawValue: Int

  /// Creates a set from its bits; bits other than the two axes are dropped.
  public init(rawValue: Int) { self.rawValue = rawValue & 0b11 }

  /// The x axis.
  public static let horizontal = PointerAxes(rawValue: 1)

  /// The y axis.
  public static let vertical = PointerAxes(rawValue: 2)

  /// Both axes.
  public static let both: PointerAxes = [.horizontal, .vertical]
}
