public import Foundation
import InteractionKitGeometry

extension LinkPreviewLayout {
  /// The centre of the union of a link's line rects, each axis on its own: see
  /// ``PreviewTarget/center(ofLineRects:wholeView:)``, which this forwards to.
  ///
  /// - Parameters:
  ///   - lineRects: The rects of the link's line pieces, in the container's coordinates.
  ///   - wholeView: The view's bounds in the container's coordinates, used when there is no rect.
  public static func targetCenter(of lineRects: [CGRect], wholeView: CGRect) -> CGPoint {
    PreviewTarget.center(ofLineRects: lineRects, wholeView: wholeView)
  }
}
