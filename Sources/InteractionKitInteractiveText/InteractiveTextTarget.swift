public import Foundation
public import InteractionKitTextTokens

/// What an ``InteractiveTextInteraction`` asks of the text it drives: which token is under a point,
/// and the order in which keyboard focus visits tokens.
///
/// ``ViewportTextLayout`` conforms; a test or a host with its own layout can conform too.
public protocol InteractiveTextTarget {
  /// The token under `point` (content coordinates), or the nearest within `slop` points.
  func token(at point: CGPoint, slop: CGFloat) -> Token?
  /// The token after `token` in reading order, or the first token when `token` is `nil`.
  func token(after token: Token?) -> Token?
  /// The token before `token` in reading order, or the last token when `token` is `nil`.
  func token(before token: Token?) -> Token?
}

extension ViewportTextLayout: InteractiveTextTarget {
  /// The first token that starts after `token`, or the document's first token for `nil`.
  ///
  /// Text not detected yet is scanned on the fly and not kept (see ``TextDocument/token(after:)``),
  /// so keyboard focus visits every token of a document that is only detected where it was shown.
  /// Showing the focused token, with ``scrollRangeToVisible(_:)``, lays out and so detects its
  /// paragraph for good.
  public func token(after token: Token?) -> Token? { document.token(after: token) }

  /// The last token that starts before `token`, or the document's last token for `nil`; text not
  /// detected yet is scanned on the fly, as for ``token(after:)``.
  public func token(before token: Token?) -> Token? { document.token(before: token) }
}
