public import Foundation
public import InteractionKitGeometry
public import InteractionKitScene

/// Where a preview sits: the layer it is presented in and its centre in that layer's
/// coordinates — `UIPreviewTarget`.
public struct PreviewTarget: Hashable, Sendable {
  /// The layer the preview is presented in (the container).
  public var container: LayerID
  /// The preview's centre in the container's bounds coordinates.
  public var center: CGPoint

  /// Creates a target; a non-finite centre is clamped to the origin.
  public init(container: LayerID, center: CGPoint) {
    self.container = container
    self.center = center.isFinitePoint ? center : .zero
  }

  /// The centre of the union of a link's line rects: where `UIPreviewTarget` places the lifted
  /// preview in the container.
  ///
  /// The x coordinate is the middle of the rects' combined x extent (the leftmost `minX` to the
  /// rightmost `maxX`) and the y coordinate the middle of their combined y extent, each axis on its
  /// own. For a link that wraps from the end of one line to the start of the next, that is the
  /// middle of the whole two-line block, not the average of the pieces' centres:
  ///
  /// ```swift
  /// PreviewTarget.center(
  ///   ofLineRects: [CGRect(x: 200, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 40, height: 20)],
  ///   wholeView: CGRect(x: 0, y: 0, width: 320, height: 480))
  /// // (150, 20)
  /// ```
  ///
  /// Rects must be in the container's coordinates. Null and non-finite rects are skipped and
  /// negative sizes are standardized; zero-width and zero-height rects count. With no usable rect
  /// (an empty array, as `UIPreviewParameters(textLineRects:)` with no rects) the result is the
  /// centre of `wholeView`, the whole view being the preview; a non-finite `wholeView` is sanitized
  /// first (`CGRect.sanitized`), so the result is always finite.
  ///
  /// - Parameters:
  ///   - lineRects: The rects of the link's line pieces.
  ///   - wholeView: The view's bounds in the container's coordinates, used when there is no rect.
  public static func center(ofLineRects lineRects: [CGRect], wholeView: CGRect) -> CGPoint {
    let union = CGRect.union(of: lineRects.lazy.filter(\.isFiniteRect).map(\.standardized))
    guard !union.isNull else { return wholeView.sanitized.center }
    let center = CGPoint(x: union.minX + union.width / 2, y: union.minY + union.height / 2)
    // Two finite rects at opposite ends of the double range can overflow the extent.
    guard center.isFinitePoint else { return wholeView.sanitized.center }
    return center
  }
}

/// A preview of part of a view: a snapshot of the view's region, the parameters that shape it,
/// and its target — `UITargetedPreview(view:parameters:target:)`.
///
/// The target's centre is the centre of the union of the line rects (from their x extent for x
/// and their y extent for y), converted to the container, so the lifted bubble sits exactly over
/// the link. Keep the preview for the dismissal and ``retargeted(textLineRects:in:)`` it when the
/// text moved or scrolled, so the bubble returns to where the link is now.
///
/// ```swift
/// let preview = try TargetedPreview(
///   view: "text", in: tree, parameters: PreviewParameters(textLineRects: rects), container: "root")
/// preview.target.center   // the middle of the link, in the container
/// ```
public struct TargetedPreview: Sendable {
  /// The previewed view.
  public var view: LayerID
  /// The view's subtree and the region of it the preview shows (the bounds of the visible path).
  public var snapshot: Snapshot
  /// The shape, shadow and background of the preview.
  public var parameters: PreviewParameters
  /// Where the preview sits.
  public var target: PreviewTarget
  /// The transform from the view's bounds coordinates to the container's, at creation time.
  public var viewToContainer: CGAffineTransform

  /// Creates the preview of `view` in `tree`, targeted at the centre of its line rects (or of the
  /// whole view when the parameters have none) in `container`.
  ///
  /// - Throws: `SceneError` when `view` or `container` is not in the tree, or the conversion
  ///   between them is not invertible.
  public init(view: LayerID, in tree: LayerTree, parameters: PreviewParameters, container: LayerID) throws(SceneError) {
    let bounds = tree.layer(view)?.bounds ?? .zero
    self.view = view
    self.parameters = parameters
    self.viewToContainer = try tree.conversion(from: view, to: container)
    self.snapshot = try tree.snapshot(of: view, rect: parameters.previewRect(viewBounds: bounds))
    let center = PreviewTarget.center(ofLineRects: parameters.textLineRects, wholeView: bounds)
    self.target = PreviewTarget(container: container, center: center.applying(viewToContainer))
  }

  /// The same preview for line rects that moved (the text scrolled or was edited): new
  /// parameters with the same insets, radius and colours, a new snapshot region and centre.
  ///
  /// - Throws: `SceneError` when the view or the container left the tree.
  public func retargeted(textLineRects: [CGRect], in tree: LayerTree) throws(SceneError) -> TargetedPreview {
    var parameters = self.parameters
    parameters.textLineRects = CGRect.usable(textLineRects)
    return try TargetedPreview(view: view, in: tree, parameters: parameters, container: target.container)
  }

  /// The line rects in the container's coordinates (the link's pieces where they are on screen).
  public var lineRectsInContainer: [CGRect] {
    parameters.textLineRects.map { $0.applying(viewToContainer) }
  }

  /// The bounds of the bubble in the view's coordinates (the snapshot's region).
  public var bubbleBounds: CGRect { snapshot.rect }
}
