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

    /// The axes of the private API's `trackingAxis` bitmask (x = 1, y = 2), as code written
    /// against it passes them. Bits other than 1 and 2 are dropped, so a negative or unknown value
    /// keeps only the known axes it names (`7` is `[.x, .y]`, `4` is `[]`).
    public init(privateValue: Int) {
      self.init(rawValue: UInt8(privateValue & 0b11))
    }
  }
}
