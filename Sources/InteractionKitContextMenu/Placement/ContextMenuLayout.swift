public import Foundation

/// Where everything of a presented context menu goes: the result of
/// ``ContextMenuPlacement/layout(engine:)``. All frames are in the container's coordinates.
public struct ContextMenuLayout: Hashable, Sendable {
  /// The container's bounds, standardized.
  public var containerBounds: CGRect
  /// The area the preview, the menu and the accessories stay in: the container inset by the safe
  /// area, at least ``ContextMenuMetrics/minimumContainerInset`` on every edge.
  public var contentBounds: CGRect
  /// Whether the preview is a custom preview sized by its preferred content size (the arbiter's
  /// layout 0) rather than the lifted source (layout 1).
  public var usesCustomPreview: Bool
  /// The preview's frame: lifted and scaled.
  public var previewFrame: CGRect
  /// The factor the preview is scaled by: of the source frame for a lifted source, of the
  /// preferred size for a custom preview.
  public var previewScale: CGFloat
  /// The menu's frame, or nil when the menu is empty (the preview shows alone).
  public var menuFrame: CGRect?
  /// Where the menu is relative to the preview (``ContextMenuEdge/below`` for an empty menu).
  public var menuEdge: ContextMenuEdge
  /// How the menu lines up with the preview, resolved (never ``ContextMenuAlignment/automatic``).
  /// A menu beside the preview is top-aligned and reports ``ContextMenuAlignment/leading``.
  public var menuAlignment: ContextMenuAlignment
  /// The gap between the preview and the menu (the metric, or less in a container too small for it).
  public var spacing: CGFloat
  /// The menu's rows, in display order, laid out top-down from the menu's top and not scrolled:
  /// a row shows at `frame.offsetBy(dx: 0, dy: -scrollOffset)`, clipped to ``menuFrame``.
  public var rows: [ContextMenuRow]
  /// The height of all rows together.
  public var menuContentHeight: CGFloat
  /// Whether the rows are taller than the menu, so that it scrolls.
  public var menuScrolls: Bool
  /// The accessories placed, in the order given: each inside ``contentBounds``, covering neither
  /// the preview, nor the menu, nor another accessory. An accessory with no such room is in
  /// ``omittedAccessories`` instead (see ``ContextMenuPlacement/layout(engine:)``, step 9).
  public var accessories: [ContextMenuAccessoryLayout]
  /// The accessories left out, in the order given: those with no room where they would not cover
  /// the preview, the menu or an accessory placed before them, even once the preview and the menu
  /// were moved to make some (and those on the preview that would have squeezed the preview or the
  /// menu, ``ContextMenuOmittedAccessory/Reason/noRoom``). They are not drawn, not hit-tested and
  /// not in the accessibility tree.
  public var omittedAccessories: [ContextMenuOmittedAccessory] = []
  /// The direction the layout was made for.
  public var layoutDirection: ContextMenuLayoutDirection
  /// The metrics the layout was made with, sanitized (the corner radius, the separators and the
  /// rest of the drawing metrics come from here).
  public var metrics: ContextMenuMetrics

  /// How far the menu scrolls at most: its content height less its height, or 0.
  public var maximumScrollOffset: CGFloat {
    guard let menuFrame else { return 0 }
    return Swift.max(0, menuContentHeight - menuFrame.height)
  }

  /// The index in ``rows`` of the row under `point`, or nil when the point is outside the menu.
  ///
  /// The row may be a separator, a header or a loading row: check ``ContextMenuRow/isSelectable``.
  /// The search is a binary search, logarithmic in the number of rows.
  ///
  /// - Parameters:
  ///   - point: A point in the container's coordinates; a non-finite point hits nothing.
  ///   - scrollOffset: How far the menu is scrolled, clamped to `0...maximumScrollOffset` (NaN
  ///     counts as 0).
  public func row(at point: CGPoint, scrollOffset: CGFloat = 0) -> Int? {
    guard let menuFrame, point.x.isFinite, point.y.isFinite else { return nil }
    guard point.x >= menuFrame.minX, point.x < menuFrame.maxX, point.y >= menuFrame.minY, point.y < menuFrame.maxY
    else { return nil }
    let offset = scrollOffset.isNaN ? 0 : Swift.min(Swift.max(scrollOffset, 0), maximumScrollOffset)
    let y = point.y + offset
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle].frame.maxY <= y { low = middle + 1 } else { high = middle }
    }
    guard low < rows.count, rows[low].frame.minY <= y else { return nil }
    return low
  }
}
