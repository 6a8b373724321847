public import Foundation
public import InteractionKitInteractiveText
import InteractionKitTextTokens

extension ViewportTextLayout {
  /// The link under a point, as the source of a link preview, in one call.
  ///
  /// The point is in the container's coordinates, where the text view's frame is `viewFrame`; it is
  /// converted to the view's and then to content coordinates, and hit-tested with the style's touch
  /// slop (`token(at:)`). Only links and e-mail addresses (`LinkPreviewSource.previewableKinds`)
  /// are previewed: a mention, a hashtag, no token or a non-finite point give `nil`.
  public func linkPreviewSource(at point: CGPoint, viewFrame: CGRect) -> LinkPreviewSource? {
    guard point.x.isFinite, point.y.isFinite, viewFrame.minX.isFinite, viewFrame.minY.isFinite else { return nil }
    let inView = CGPoint(x: point.x - viewFrame.minX, y: point.y - viewFrame.minY)
    guard let token = token(at: contentPoint(forViewPoint: inView)),
      LinkPreviewSource.previewableKinds.contains(token.kind)
    else { return nil }
    return LinkPreviewSource(token: token, in: self, viewFrame: viewFrame)
  }
}
