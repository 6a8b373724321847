public import Foundation
import InteractionKitGeometry

/// The link a long press lifts, as the host describes it: an identity, its text range and the rects
/// of its line pieces.
///
/// The host hit-tests its text (for example with `ViewportTextLayout.token(at:slop:)`) and hands
/// the result to ``LinkPreviewInteraction/Event/touchDown(_:time:hit:)``. When the text scrolls or
/// is edited while a preview is up, it sends the link's new rects with the same ``id`` through
/// ``LinkPreviewInteraction/Event/sourceUpdated(_:)``, so the dismissal returns to where the link
/// is now.
///
/// ```swift
/// let source = LinkPreviewSource(
///   id: 7, range: NSRange(location: 12, length: 23),
///   lineRects: [CGRect(x: 180, y: 40, width: 120, height: 20), CGRect(x: 0, y: 60, width: 64, height: 20)])
/// source.bounds   // (0, 40, 300, 40)
/// ```
public struct LinkPreviewSource: Hashable, Sendable {
  /// The host's stable identifier of the link; updates are matched to the lifted link by it.
  public var id: Int

  /// The link's range in the text, in UTF-16 units (as `Token.range`); informational for the host.
  public var range: NSRange

  /// The rects of the link's line pieces (one per line fragment), in the container's coordinates.
  ///
  /// Rects that are null or not finite are ignored by every computation; a source with no other
  /// rect has no geometry (see ``hasGeometry``).
  public var lineRects: [CGRect]

  /// Creates a source from the host's identifier, the link's text range and its line rects.
  public init(id: Int, range: NSRange, lineRects: [CGRect]) {
    self.id = id
    self.range = range
    self.lineRects = lineRects
  }

  /// The line rects that take part in geometry: standardized (negative sizes flipped), then kept
  /// only when finite, non-null and within ±`GeometryLimits.maximumCoordinate` on every edge (the
  /// engine-wide bound), so every size and centre computed from them is finite. Zero-width and
  /// zero-height rects are kept.
  public var usableLineRects: [CGRect] {
    CGRect.usable(lineRects)
  }

  /// Whether at least one line rect is usable: a source without one cannot be lifted or returned to.
  public var hasGeometry: Bool { !usableLineRects.isEmpty }

  /// The smallest rect containing every usable line rect, or `CGRect.null` when there is none.
  ///
  /// Computed from the extremes of the rects' x and y extents, so zero-size rects count too.
  public var bounds: CGRect { Self.bounds(of: usableLineRects) }

  /// The bounding box of already-standardized finite rects, including zero-size ones.
  static func bounds(of rects: [CGRect]) -> CGRect {
    guard let first = rects.first else { return .null }
    var minX = first.minX
    var minY = first.minY
    var maxX = first.maxX
    var maxY = first.maxY
    for rect in rects.dropFirst() {
      minX = Swift.min(minX, rect.minX)
      minY = Swift.min(minY, rect.minY)
      maxX = Swift.max(maxX, rect.maxX)
      maxY = Swift.max(maxY, rect.maxY)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// What a long press lifts: a link, the whole view, or a link that has since disappeared.
public enum LinkPreviewSubject: Hashable, Sendable {
  /// A link under the finger; the preview is a bubble that hugs its line rects.
  case link(LinkPreviewSource)
  /// No link was under the finger (or it had no geometry): the whole view is the preview, as
  /// `UIPreviewParameters(textLineRects:)` shows the whole view for an empty array.
  case wholeView
  /// The lifted link no longer exists (the host reported it gone); its last known geometry is kept.
  /// A dismissal fades the preview out instead of returning it to the text.
  case vanished(LinkPreviewSource)

  /// The lifted link's source, or nil for the whole view.
  public var source: LinkPreviewSource? {
    switch self {
    case .link(let source), .vanished(let source): source
    case .wholeView: nil
    }
  }

  /// The rects the preview's bubble hugs, in the container's coordinates: the usable line rects of
  /// a link (also a vanished one), or `[viewBounds]` for the whole view.
  public func lineRects(viewBounds: CGRect) -> [CGRect] {
    if let source, source.hasGeometry { return source.usableLineRects }
    return [viewBounds]
  }
}
