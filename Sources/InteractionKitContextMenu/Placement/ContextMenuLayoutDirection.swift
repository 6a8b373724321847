/// The direction a context menu is laid out in: `UIUserInterfaceLayoutDirection`.
///
/// Right to left mirrors what leading and trailing mean: the resolved menu alignment, an
/// accessory's leading and trailing anchors and the x of its offsets.
public enum ContextMenuLayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}
