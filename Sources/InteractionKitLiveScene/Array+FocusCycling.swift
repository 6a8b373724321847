extension Array where Element: Equatable {
  /// The element keyboard focus moves to from `current` (Tab forward, Shift-Tab back), wrapping
  /// around; the first (or last) when nothing, or something not in the array, has focus; nil
  /// when empty. Every scene walks its ``AccessibilityTree/focusOrder`` with it.
  ///
  /// ```swift
  /// [1, 2, 3].focus(after: 3, forward: true)   // 1
  /// [1, 2, 3].focus(after: nil, forward: false) // 3
  /// ```
  public func focus(after current: Element?, forward: Bool) -> Element? {
    guard !isEmpty else { return nil }
    guard let current, let index = firstIndex(of: current) else { return forward ? first : last }
    return self[(index + (forward ? 1 : count - 1)) % count]
  }
}
