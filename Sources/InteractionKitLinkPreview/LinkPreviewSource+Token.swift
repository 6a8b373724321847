public import Foundation
public import InteractionKitInteractiveText
public import InteractionKitTextTokens
import InteractionKitGeometry

extension LinkPreviewSource {
  /// The kinds of token a link preview lifts: links and e-mail addresses (a `mailto:` link).
  public static let previewableKinds: Set<TokenKind> = [.url, .email]

  /// The source of a token of an interactive text, with the token as its identity.
  ///
  /// The line rects are the token's `ViewportTextLayout.lineRects(for:)` (content coordinates)
  /// converted to the view's (`viewRect(forContentRect:)`) and then to the container's, where the
  /// view's frame is `viewFrame`. A token outside the laid-out paragraphs has no rects, so the
  /// source has no geometry.
  ///
  /// - Parameters:
  ///   - token: A token of the text's document.
  ///   - text: The laid-out text, scrolled as it is on screen.
  ///   - viewFrame: The text view's frame in the container's coordinates.
  ///   - id: The identity; default the token's (`ID(token:)`). Pass the identity of an earlier
  ///     source to describe the same link after an edit moved it.
  public init(token: Token, in text: ViewportTextLayout, viewFrame: CGRect, id: ID? = nil) {
    let origin = viewFrame.origin.isFinitePoint ? viewFrame.origin : .zero
    let rects = text.lineRects(for: token).map {
      text.viewRect(forContentRect: $0).offsetBy(dx: origin.x, dy: origin.y)
    }
    self.init(id: id ?? ID(token: token), range: token.range, lineRects: rects)
    self.token = token
  }
}
