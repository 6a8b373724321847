extension ContextMenuAccessory {
  /// The axes along which an accessory follows a drag of the preview or the menu (the private
  /// `trackingAxis` bitmask: x = 1, y = 2). `[]` keeps it still.
  public struct TrackingAxis: OptionSet, Hashable, Sendable, Codable {
    /// The raw bits: x = 1, y = 2.
    public let rawValue: UInt8

    /// Creates axes from their raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Follows horizontal drags.
    public static let x = TrackingAxis(rawValue: 1 << 0)
    /// Follows vertical drags.
    public static let y = TrackingAxis(rawValue: 1 << 1)
  }
}
