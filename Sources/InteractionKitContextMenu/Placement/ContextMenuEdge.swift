/// Where the menu is relative to the preview.
public enum ContextMenuEdge: String, Hashable, Sendable, Codable, CaseIterable {
  /// Above the preview: the menu's bottom is the spacing above the preview's top.
  case above
  /// Below the preview: the menu's top is the spacing below the preview's bottom (also the value
  /// for an empty menu).
  case below
  /// To the left of the preview (regular width only).
  case left
  /// To the right of the preview (regular width only).
  case right

  /// Whether the menu is beside the preview rather than above or below it.
  public var isSide: Bool { self == .left || self == .right }
}
