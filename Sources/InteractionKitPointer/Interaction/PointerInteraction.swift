/// A pointer interaction, as `UIPointerInteraction`: a delegate value that turns pointer positions
/// into regions and regions into styles, and whether it is enabled.
///
/// Attach interactions to layers (or explicit areas) in a ``PointerInteractionRegistry``; a
/// ``PointerTracker`` finds the interaction under the pointer, asks its ``delegate`` and emits the
/// entrances, exits and presented pointer.
///
/// ```swift
/// var interactions = PointerInteractionRegistry()
/// interactions.addInteraction(PointerInteraction(delegate: .highlight), to: "play")
/// interactions.addInteraction(PointerInteraction(delegate: .lift), to: "avatar")
/// ```
///
/// UIKit's `invalidate()` is the tracker's ``PointerTracker/Event/invalidated(_:time:)`` event: an
/// interaction is a value, so the tracker, which holds the state, does the re-asking.
public struct PointerInteraction: Sendable {
  /// The region and style callbacks.
  public var delegate: Delegate

  /// Whether the interaction takes part; a disabled one is skipped as if absent (the tracker looks
  /// further up the layer's ancestors). Default `true`.
  public var isEnabled: Bool

  /// What assistive technologies read for the control the interaction is attached to ("Bold"), as
  /// `UIView.accessibilityLabel`; `nil` (the default) for none, in which case a ``PointerScene``
  /// reads the layer's identifier.
  public var accessibilityLabel: String?

  /// Creates an interaction.
  ///
  /// - Parameters:
  ///   - delegate: The callbacks; default ``Delegate/highlight``.
  ///   - isEnabled: Whether it takes part; default `true`.
  ///   - accessibilityLabel: The control's name for assistive technologies; default none.
  public init(delegate: Delegate = .highlight, isEnabled: Bool = true, accessibilityLabel: String? = nil) {
    self.delegate = delegate
    self.isEnabled = isEnabled
    self.accessibilityLabel = accessibilityLabel
  }
}
