public import Foundation

extension ContextMenuAccessory {
  /// A tappable part of an accessory: one reaction of a reaction bar.
  public struct Item: Hashable, Sendable {
    /// What the host knows an item by: a string literal such as `"❤️"`.
    public typealias ID = ContextMenuIdentifier<Item>

    /// What the host knows the item by.
    public var identifier: ID
    /// The item's frame in the accessory's own coordinates (origin at its top-left corner), laid
    /// out left to right: in a right-to-left container the layout mirrors it inside the accessory
    /// (``ContextMenuAccessoryLayout/init(_:frame:layoutDirection:)``).
    public var frame: CGRect
    /// What assistive technologies read for it, in words ("Heart" for the "❤️" reaction); the
    /// identifier's string when none is given.
    public var accessibilityLabel: String

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - identifier: What the host knows it by.
    ///   - frame: Its frame in the accessory's coordinates.
    ///   - accessibilityLabel: What assistive technologies read, in words; default (nil or empty)
    ///     the identifier's string.
    public init(_ identifier: ID, frame: CGRect, accessibilityLabel: String? = nil) {
      self.identifier = identifier
      self.frame = frame
      self.accessibilityLabel = accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 } ?? identifier.rawValue
    }
  }
}
