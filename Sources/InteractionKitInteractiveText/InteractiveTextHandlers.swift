public import InteractionKitTextTokens

/// Closures that receive the taps and long presses of an ``InteractiveTextInteraction``.
///
/// The host still draws the highlight and focus ring from the effects; this only delivers the
/// actions. A keyboard activation is the keyboard's tap, so it calls ``onTap``.
///
/// ```swift
/// let handlers = InteractiveTextHandlers(onTap: { token in open(token) })
/// handlers.perform(interaction.handle(event, in: layout))
/// ```
public struct InteractiveTextHandlers: Sendable {
  /// Called with a tapped or keyboard-activated token.
  public var onTap: (@Sendable (Token) -> Void)?
  /// Called with a long-pressed token.
  public var onLongPress: (@Sendable (Token) -> Void)?

  /// Creates handlers; either may be `nil`.
  public init(onTap: (@Sendable (Token) -> Void)? = nil, onLongPress: (@Sendable (Token) -> Void)? = nil) {
    self.onTap = onTap
    self.onLongPress = onLongPress
  }

  /// Calls the handlers for the actions among `effects`, in order.
  public func perform(_ effects: [InteractiveTextInteraction.Effect]) {
    for effect in effects {
      switch effect {
      case .tap(let token), .activate(let token): onTap?(token)
      case .longPress(let token): onLongPress?(token)
      case .highlight, .unhighlight, .focus, .unfocus: break
      }
    }
  }
}
