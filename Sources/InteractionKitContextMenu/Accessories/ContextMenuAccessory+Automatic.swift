import Foundation

extension ContextMenuAccessory {
  /// Where an accessory at ``Location/automatic`` goes in `layout`: the frame it was placed against
  /// and its resting frame, in the container's coordinates.
  ///
  /// The accessory (its size clamped to the content bounds) is placed in the empty area around the
  /// preview and the menu, `layout.spacing` plus the anchor's ``Anchor/attachmentOffset`` away
  /// from them (never less than 0), lined up by the anchor's ``Anchor/alignment`` and
  /// ``Anchor/alignmentOffset``; the anchor's attachment is not used, since the rule picks the edge:
  ///
  /// 1. **Above the preview**, when it fits between the preview and the top of the content bounds
  ///    without covering the menu (a menu above the preview takes that room).
  /// 2. Else **below the menu** (below the preview when the menu is empty), when it fits above the
  ///    bottom of the content bounds without covering the preview.
  /// 3. Else on the side of the preview and menu together with the most room left once the
  ///    accessory is there: above, below, before the leading edge or after the trailing edge, in
  ///    that order on a tie. When even that side is too small the frame is moved inside the content
  ///    bounds, where it covers the preview or the menu: ``ContextMenuPlacement`` then moves the
  ///    preview and the menu to make room, or leaves the accessory out
  ///    (``ContextMenuLayout/omittedAccessories``).
  ///
  /// Rules 1 and 2 also skip a place that would cover one of `obstacles` (the accessories placed
  /// before this one). Then ``offset`` moves it (its x mirrored in right-to-left layout) and the
  /// frame is moved inside the content bounds.
  ///
  /// - Parameters:
  ///   - layout: A context menu's layout.
  ///   - obstacles: Frames rules 1 and 2 keep clear of, besides the preview and the menu; default none.
  /// - Returns: The reference (the preview, the menu, or both together) and the frame.
  func automaticPlacement(
    in layout: ContextMenuLayout, avoiding obstacles: [CGRect] = []
  ) -> (reference: CGRect, frame: CGRect) {
    let bounds = layout.contentBounds.isFiniteRect ? layout.contentBounds.standardized : .zero
    let preview = layout.previewFrame.isFiniteRect ? layout.previewFrame.standardized : .zero
    let menu = layout.menuFrame.flatMap { $0.isFiniteRect ? $0.standardized : nil }
    let valid = size.clampedToValid
    let w = Swift.min(valid.width, bounds.width)
    let h = Swift.min(valid.height, bounds.height)
    let spacing = layout.spacing.isFinite ? layout.spacing : 0
    let extra = anchor.attachmentOffset.isFinite ? anchor.attachmentOffset : 0
    let gap = Swift.max(0, spacing + extra)
    let tolerance: CGFloat = 1e-9
    /// This accessory attached to `reference` at `attachment`, `gap` away, not moved by `offset`.
    func placed(_ attachment: Anchor.Attachment, against reference: CGRect) -> CGRect {
      var fixed = self
      fixed.anchor.attachment = attachment
      fixed.anchor.attachmentOffset = gap
      fixed.offset = .zero
      return fixed.frame(reference: reference, bounds: bounds, layoutDirection: layout.layoutDirection)
    }
    /// Whether `a` and `b` share an area.
    func overlap(_ a: CGRect, _ b: CGRect?) -> Bool {
      guard let b else { return false }
      return Swift.min(a.maxX, b.maxX) - Swift.max(a.minX, b.minX) > tolerance
        && Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY) > tolerance
    }
    let chosen: (reference: CGRect, frame: CGRect)
    /// Whether `frame` covers one of the obstacles.
    func blocked(_ frame: CGRect) -> Bool { obstacles.contains { overlap(frame, $0) } }
    if preview.minY - gap - h >= bounds.minY - tolerance, case let above = placed(.top, against: preview),
      !overlap(above, menu), !blocked(above)
    {
      chosen = (preview, above)
    } else if case let lower = menu ?? preview, lower.maxY + gap + h <= bounds.maxY + tolerance,
      case let below = placed(.bottom, against: lower), !overlap(below, menu == nil ? nil : preview), !blocked(below)
    {
      chosen = (lower, below)
    } else {
      let block = menu.map { preview.union($0) } ?? preview
      let rtl = layout.layoutDirection == .rightToLeft
      let left = block.minX - bounds.minX - gap - w
      let right = bounds.maxX - block.maxX - gap - w
      let sides: [(Anchor.Attachment, CGFloat)] = [
        (.top, block.minY - bounds.minY - gap - h),
        (.bottom, bounds.maxY - block.maxY - gap - h),
        (.leading, rtl ? right : left),
        (.trailing, rtl ? left : right),
      ]
      var best = sides[0]
      for side in sides.dropFirst() where side.1 > best.1 { best = side }
      chosen = (block, placed(best.0, against: block))
    }
    let dx = offset.x.isFinite ? offset.x : 0
    let dy = offset.y.isFinite ? offset.y : 0
    var frame = chosen.frame.offsetBy(dx: layout.layoutDirection == .rightToLeft ? -dx : dx, dy: dy)
    frame.origin.x = Swift.min(Swift.max(frame.minX, bounds.minX), bounds.maxX - w)
    frame.origin.y = Swift.min(Swift.max(frame.minY, bounds.minY), bounds.maxY - h)
    return (chosen.reference, frame)
  }
}
