/// The pointer a host shows over a scene.
public enum SceneCursor: Hashable, Sendable, CaseIterable {
  /// The platform's arrow.
  case arrow
  /// A hand over something tappable (a link, a token).
  case pointingHand
  /// The I-beam over text.
  case text
  /// A hand that grabs, over something that can be dragged (a map).
  case grab
  /// No system pointer: the scene draws its own (a pointer interaction's shape or highlight).
  case hidden
}
