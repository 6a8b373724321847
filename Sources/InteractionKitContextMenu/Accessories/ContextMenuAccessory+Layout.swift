public import Foundation
import InteractionKitGeometry

extension ContextMenuAccessory {
  /// The accessory's frame against `reference`, kept inside `bounds`.
  ///
  /// 1. The size is the accessory's (NaN, infinite or negative dimensions count as 0), clamped to
  ///    the size of `bounds`.
  /// 2. The attachment puts it outside one edge of `reference`: above it (its bottom on the top
  ///    edge), below it, before the leading edge or after the trailing edge; the centre attachment
  ///    centres it vertically on `reference`.
  /// 3. The alignment lines it up along the other axis: leading (or top) edges equal, trailing (or
  ///    bottom) edges equal, or centres equal.
  /// 4. The anchor's ``Anchor/attachmentOffset`` moves it away from `reference`, its
  ///    ``Anchor/alignmentOffset`` toward the trailing side (or down), then ``offset`` moves it.
  /// 5. The frame is moved (never resized again) to lie inside `bounds`.
  ///
  /// In ``ContextMenuLayoutDirection/rightToLeft`` leading is the right side: the leading and
  /// trailing attachments and horizontal alignments mirror, and so do the x of the alignment offset
  /// and of ``offset``. Non-finite rects count as `CGRect.zero`.
  ///
  /// - Parameters:
  ///   - reference: The frame the accessory attaches to (see ``Location``).
  ///   - bounds: The area it must stay in: the content bounds of the layout.
  ///   - layoutDirection: Mirrors leading and trailing.
  /// - Returns: The frame, in the coordinates of `reference`.
  public func frame(
    reference: CGRect, bounds: CGRect, layoutDirection: ContextMenuLayoutDirection = .leftToRight
  ) -> CGRect {
    let reference = reference.isFiniteRect ? reference.standardized : .zero
    let bounds = bounds.isFiniteRect ? bounds.standardized : .zero
    let valid = size.clampedToValid
    let w = Swift.min(valid.width, bounds.width)
    let h = Swift.min(valid.height, bounds.height)
    let rtl = layoutDirection == .rightToLeft
    let attachmentOffset = anchor.attachmentOffset.isFinite ? anchor.attachmentOffset : 0
    let alignmentOffset = anchor.alignmentOffset.isFinite ? anchor.alignmentOffset : 0
    var x: CGFloat
    var y: CGFloat
    /// The x of a frame aligned horizontally by `anchor.alignment` (mirrored in RTL).
    func alignedX() -> CGFloat {
      let towardTrailing = rtl ? -alignmentOffset : alignmentOffset
      switch (anchor.alignment, rtl) {
      case (.center, _): return reference.midX - w / 2 + towardTrailing
      case (.leading, false), (.trailing, true): return reference.minX + towardTrailing
      case (.trailing, false), (.leading, true): return reference.maxX - w + towardTrailing
      }
    }
    /// The y of a frame aligned vertically by `anchor.alignment` (leading is the top).
    func alignedY() -> CGFloat {
      switch anchor.alignment {
      case .leading: reference.minY + alignmentOffset
      case .center: reference.midY - h / 2 + alignmentOffset
      case .trailing: reference.maxY - h + alignmentOffset
      }
    }
    switch anchor.attachment {
    case .top:
      x = alignedX()
      y = reference.minY - h - attachmentOffset
    case .bottom:
      x = alignedX()
      y = reference.maxY + attachmentOffset
    case .center:
      x = alignedX()
      y = reference.midY - h / 2 + attachmentOffset
    case .leading, .trailing:
      let onLeft = (anchor.attachment == .leading) != rtl
      x = onLeft ? reference.minX - w - attachmentOffset : reference.maxX + attachmentOffset
      y = alignedY()
    }
    let dx = offset.x.isFinite ? offset.x : 0
    let dy = offset.y.isFinite ? offset.y : 0
    x += rtl ? -dx : dx
    y += dy
    x = Swift.min(Swift.max(x, bounds.minX), bounds.maxX - w)
    y = Swift.min(Swift.max(y, bounds.minY), bounds.maxY - h)
    return CGRect(x: x, y: y, width: w, height: h)
  }

  /// The frame the accessory attaches to in `layout`: its content bounds, its preview frame, or
  /// its menu frame (the preview frame when the menu is empty); for ``Location/automatic`` the
  /// frame the rule placed it against (the preview, the menu, or both together).
  public func referenceFrame(in layout: ContextMenuLayout) -> CGRect {
    switch location {
    case .automatic: automaticPlacement(in: layout).reference
    case .containerSafeBounds: layout.contentBounds
    case .preview: layout.previewFrame
    case .menu: layout.menuFrame ?? layout.previewFrame
    }
  }

  /// The frame the accessory asks for in `layout` (``frame(reference:bounds:layoutDirection:)``
  /// against ``referenceFrame(in:)`` inside the layout's content bounds), plus `dragTranslation`
  /// along the tracked axes.
  ///
  /// At ``Location/automatic`` the accessory goes in the empty area around the preview and the
  /// menu: above the preview when there is room, else below the menu, else on the side with the
  /// most room, `layout.spacing` (plus the anchor's attachment offset) away from them, aligned by
  /// the anchor's alignment, moved by ``offset`` and kept inside the content bounds.
  ///
  /// **No collisions.** This is the frame asked for, which may cover the preview or the menu (an
  /// accessory attached to the menu's top edge when the menu is below the preview, one attached to
  /// the centre, one larger than the room left). ``ContextMenuPlacement`` keeps it only when it
  /// covers neither the preview, nor the menu, nor an accessory placed before it; else it moves
  /// the accessory into the empty area (as an automatic accessory, without its offset) or outside
  /// an edge of the preview or the menu, where that covers nothing; else it moves the preview and
  /// the menu to make room for it (a wider gap for one on the menu's edge facing the preview, a
  /// band along an edge of the content bounds otherwise), never shrinking them below
  /// ``ContextMenuPlacement/minimumPreviewLength``; and else leaves it out.
  /// ``ContextMenuLayout/accessories`` holds the frames shown, ``ContextMenuLayout/omittedAccessories``
  /// the accessories left out and why (see ``ContextMenuPlacement/layout(engine:)``, step 9).
  ///
  /// - Parameters:
  ///   - layout: A context menu's layout.
  ///   - dragTranslation: How far the preview (or the menu) has been dragged; non-finite
  ///     components count as 0. The tracked frame is not clamped: it follows the drag.
  public func frame(in layout: ContextMenuLayout, dragTranslation: CGSize = .zero) -> CGRect {
    let resting =
      location == .automatic
      ? automaticPlacement(in: layout).frame
      : frame(
        reference: referenceFrame(in: layout), bounds: layout.contentBounds, layoutDirection: layout.layoutDirection)
    return Self.tracked(resting, axes: trackingAxis, dragTranslation: dragTranslation)
  }

  /// `frame` moved by `dragTranslation` along `axes`.
  static func tracked(_ frame: CGRect, axes: TrackingAxis, dragTranslation: CGSize) -> CGRect {
    let dx = axes.contains(.x) && dragTranslation.width.isFinite ? dragTranslation.width : 0
    let dy = axes.contains(.y) && dragTranslation.height.isFinite ? dragTranslation.height : 0
    return frame.offsetBy(dx: dx, dy: dy)
  }
}
