/// How the menu lines up with the preview: the private `preferredMenuAlignment` of
/// `UIContextMenuConfiguration`.
///
/// For a menu above or below the preview, leading makes their leading edges equal, trailing their
/// trailing edges, and centre their centres. In right-to-left layout leading and trailing are the
/// right and left edges. A menu beside the preview is always top-aligned with it, whatever is asked.
public enum ContextMenuAlignment: String, Hashable, Sendable, Codable, CaseIterable {
  /// The arbiter's choice: centred when the source's centre is within
  /// ``ContextMenuMetrics/centeringTolerance`` of the content's centre, else hugging the preview's
  /// outer edge (the left edge for a source on the left half, the right edge otherwise).
  case automatic
  /// Leading edges equal.
  case leading
  /// Centres equal.
  case center
  /// Trailing edges equal.
  case trailing
}
