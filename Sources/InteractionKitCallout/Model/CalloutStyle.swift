/// The look and layout rules of a callout: the iOS 7+ bubble or the iOS 6 one.
///
/// The style picks the ``CalloutMetrics`` (every constant of sizing and placement) and the
/// horizontal placement rule:
///
/// - ``modern``: the bubble is centred on the arrow's anchor, clamped into the constrained area,
///   and slid so the arrow stays ``CalloutMetrics/anchorMargin`` (27 pt) from its ends.
/// - ``classic``: the bubble is centred in the constrained area ("prefer centred on screen") and
///   slid so the arrow stays 39 pt from its ends, without a clamp.
///
/// The module's "Placing a callout" article lists both algorithms with their constants.
public enum CalloutStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// The iOS 7+ callout (SMCalloutView's default): a white rounded bubble, 44 or 52 pt tall.
  case modern
  /// The iOS 6 callout (SMCalloutView's `SMClassicCalloutView`): a dark glossy bubble, 70 pt tall.
  case classic

  /// The constants of this style: ``CalloutMetrics/modern`` or ``CalloutMetrics/classic``.
  public var metrics: CalloutMetrics {
    switch self {
    case .modern: .modern
    case .classic: .classic
    }
  }
}

/// The horizontal direction of the callout's interior.
///
/// In ``rightToLeft`` the interior is mirrored: the leading accessory sits at the right end, the
/// trailing one at the left end, and the left and right content insets trade places. The bubble's
/// own placement does not change (it depends only on the anchor and the constrained area).
public enum CalloutLayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Leading is left (`UIUserInterfaceLayoutDirection.leftToRight`).
  case leftToRight
  /// Leading is right (`UIUserInterfaceLayoutDirection.rightToLeft`).
  case rightToLeft
}
