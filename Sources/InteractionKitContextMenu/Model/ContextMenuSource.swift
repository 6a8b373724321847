public import Foundation
import InteractionKitGeometry

/// Where a context menu's source is on screen: the frame of the view that was pressed and, for
/// text, the rects of the pressed range's line pieces, all in the container's coordinates.
///
/// The lifted preview hugs the line rects (Safari's link bubble) or, without them, the whole frame.
/// Hosts send a new source when the content scrolls or is edited, so the dismissal returns the
/// preview to where the source is *now*.
///
/// ```swift
/// let bubble = ContextMenuSource(frame: textView, lineRects: linkRects)
/// bubble.targetCenter   // the centre of the rects' union, each axis on its own
/// ```
public struct ContextMenuSource: Hashable, Sendable {
  /// The source view's frame in the container. Sanitized: non-finite values become 0 and the rect
  /// is standardized.
  public var frame: CGRect {
    didSet { frame = frame.sanitized }
  }

  /// The line pieces of the pressed text, in the container; empty when the whole view is the
  /// source. Null, non-finite rects and rects beyond the engine's coordinate limit are dropped, the
  /// rest standardized (`CGRect.usable(_:)`).
  public var lineRects: [CGRect] {
    didSet { lineRects = Self.usable(lineRects) }
  }

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - frame: The pressed view's frame in the container.
  ///   - lineRects: The pressed text's line rects in the container; default none (the whole view).
  public init(frame: CGRect, lineRects: [CGRect] = []) {
    self.frame = frame.sanitized
    self.lineRects = Self.usable(lineRects)
  }

  /// The rects the preview hugs: the line rects, or the frame when there are none.
  public var previewRects: [CGRect] { lineRects.isEmpty ? [frame] : lineRects }

  /// The union of ``previewRects``: the unlifted preview's frame.
  public var bounds: CGRect {
    CGRect.union(of: previewRects)
  }

  /// The centre the lifted preview sits on (``PreviewTarget/center(ofLineRects:wholeView:)``).
  public var targetCenter: CGPoint { PreviewTarget.center(ofLineRects: lineRects, wholeView: frame) }

  private static func usable(_ rects: [CGRect]) -> [CGRect] { CGRect.usable(rects) }
}
