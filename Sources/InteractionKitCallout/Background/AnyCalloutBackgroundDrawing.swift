/// A custom callout background kept in a ``CalloutLayout``: equal when the backgrounds are of one
/// type and equal, so the layout stays `Hashable`.
struct AnyCalloutBackgroundDrawing: Hashable, Sendable {
  /// The background.
  let base: any CalloutBackgroundDrawing

  static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }

  func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
