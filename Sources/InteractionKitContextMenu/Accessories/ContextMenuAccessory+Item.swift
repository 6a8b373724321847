public import Foundation

extension ContextMenuAccessory {
  /// A tappable part of an accessory: one reaction of a reaction bar.
  public struct Item: Hashable, Sendable {
    /// What the host knows the item by.
    public var identifier: String
    /// The item's frame in the accessory's own coordinates (origin at its top-left corner).
    public var frame: CGRect

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - identifier: What the host knows it by.
    ///   - frame: Its frame in the accessory's coordinates.
    public init(_ identifier: String, frame: CGRect) {
      self.identifier = identifier
      self.frame = frame
    }
  }
}
