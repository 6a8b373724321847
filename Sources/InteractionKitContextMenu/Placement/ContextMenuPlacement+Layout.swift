public import Foundation
import InteractionKitGeometry
public import InteractionKitTextLayout

extension ContextMenuPlacement {
  /// The largest coordinate magnitude the placement accepts (10¹² pt): beyond it sums could
  /// overflow, so such rects throw as if they were not finite.
  public static let maximumCoordinate: CGFloat = 1e12

  /// Lays the context menu out: the pure placement of `_UIContextMenuLayoutArbiter`.
  ///
  /// 1. **Content bounds**: the container inset by the safe area, each edge at least
  ///    ``ContextMenuMetrics/minimumContainerInset``. A container smaller than its insets gives
  ///    empty content bounds at the centre of the overlap (everything then collapses onto them).
  /// 2. **Rows** (``ContextMenuRow/rows(for:width:metrics:engine:)``) for a menu
  ///    `min(menuWidth, contentWidth)` wide.
  /// 3. **Preview**: a lifted source (no preferred size) is scaled by ``ContextMenuMetrics/liftScale``
  ///    for the content width, then fitted into the content bounds; a custom preview takes its
  ///    preferred size (zero dimensions fill the content bounds) fitted without growing.
  /// 4. **Menu height**: the rows' height, at most the content height less
  ///    `min(previewHeight + spacing, 0.55 · contentHeight)` (lifted source) or
  ///    `min(previewHeight, 198)` (custom preview).
  /// 5. **Edge**: for a lifted source, above when the room above the source's centre is larger than
  ///    below, else below; in the regular width class, beside the preview (right when the source's
  ///    centre is left of the content's, else left) when the menu fits neither above nor below
  ///    (`menuHeight > room − (spacing + previewHeight / 2)` on both sides). A custom preview puts
  ///    the menu below, or beside in the regular width class when it is taller than 135 pt. A side
  ///    menu narrows the preview's room by its width and the spacing, and is at most the content
  ///    height tall. Above or below, the preview shrinks (keeping its aspect) until preview,
  ///    spacing and menu fit the content height together.
  /// 6. **Alignment**: a side menu is top-aligned. Otherwise ``ContextMenuAlignment/automatic``
  ///    centres the menu when the source's centre is within 1 pt of the content's centre (and the
  ///    preview is narrower than the content), else it hugs the preview's left edge for a source on
  ///    the left half and its right edge otherwise; in right-to-left layout those are the trailing
  ///    and leading edges. An explicit leading or trailing alignment flips in right-to-left layout.
  /// 7. **Placement**: the preview is centred on the source's centre (on the content's centre for an
  ///    empty menu in the compact width class); the menu goes `spacing` away on its edge, aligned;
  ///    their union is moved inside the content bounds and the preview moved with it; the menu is
  ///    placed again against the moved preview and clamped into the content bounds (its bottom left
  ///    free for a custom preview).
  /// 8. **Rows** get their frames in the container from the menu's top; ``MenuElementOrder/priority``
  ///    reverses them (headers stay on top) for a menu above the preview. The menu scrolls when the
  ///    rows are taller than it.
  /// 9. **Accessories** are placed with ``ContextMenuAccessory/frame(in:dragTranslation:)``.
  ///
  /// The work is linear in the number of menu elements; no output is ever NaN.
  ///
  /// - Parameter engine: Measures the rows' text.
  /// - Throws: ``ContextMenuLayoutError`` for a non-finite (or beyond ``maximumCoordinate``) source
  ///   frame or container, or an open submenu path that names no submenu.
  public func layout(engine: any TextLayoutEngine) throws(ContextMenuLayoutError) -> ContextMenuLayout {
    guard Self.isUsable(containerBounds) else { throw .nonFiniteContainer(containerBounds) }
    guard Self.isUsable(sourceFrame) else { throw .nonFiniteSourceFrame(sourceFrame) }
    let metrics = self.metrics.sanitized
    let container = containerBounds.standardized
    let source = sourceFrame.standardized
    let content = Self.contentBounds(
      container: container, safeArea: safeAreaInsets, minimum: metrics.minimumContainerInset)

    // Rows.
    let menuWidth = Swift.min(metrics.menuWidth, content.width)
    var rows = try menuRows(width: menuWidth, metrics: metrics, engine: engine)
    let hasMenu = !rows.isEmpty
    let rowsHeight = rows.reduce(0) { $0 + $1.frame.height }

    // Preview size and scale.
    let lifted = preferredPreviewSize == nil
    let base: CGSize
    var scale: CGFloat
    if let preferred = preferredPreviewSize?.clampedToValid {
      base = CGSize(
        width: preferred.width > 0 ? preferred.width : content.width,
        height: preferred.height > 0 ? preferred.height : content.height)
      scale = Self.fit(1, base, width: content.width, height: content.height)
    } else {
      base = source.size
      scale = metrics.liftScale.scale(forPreviewSize: base, containerWidth: content.width)
      scale = Self.fit(scale, base, width: content.width, height: content.height)
    }

    // Menu height and edge.
    let contentHeight = content.height
    var spacing = Swift.min(metrics.previewMenuSpacing, contentHeight)
    let previewHeight = base.height * scale
    let share =
      lifted
      ? Swift.min(previewHeight + spacing, metrics.maximumPreviewHeightShare * contentHeight)
      : Swift.min(previewHeight, metrics.maximumCustomPreviewHeightForMenu)
    var menuHeight = hasMenu ? Swift.min(rowsHeight, Swift.max(0, contentHeight - share)) : 0
    let edge =
      hasMenu
      ? menuEdge(
        source: source, content: content, menuWidth: menuWidth, menuHeight: menuHeight,
        previewHeight: previewHeight, spacing: spacing, lifted: lifted, metrics: metrics)
      : .below

    if edge.isSide {
      spacing = Swift.min(metrics.previewMenuSpacing, content.width)
      let room = Swift.max(0, content.width - menuWidth - spacing)
      if lifted {
        scale = metrics.liftScale.scale(forPreviewSize: base, containerWidth: room)
        scale = Self.fit(scale, base, width: room, height: contentHeight)
      } else {
        scale = Self.fit(1, base, width: room, height: contentHeight)
      }
      menuHeight = Swift.min(rowsHeight, contentHeight)
    } else if hasMenu {
      menuHeight = Swift.min(menuHeight, Swift.max(0, contentHeight - spacing))
      let room = Swift.max(0, contentHeight - spacing - menuHeight)
      // With spacing ≤ contentHeight, preview + spacing + menu now fit the content height.
      scale = Self.fit(scale, base, width: content.width, height: room)
    }
    let previewSize = CGSize(width: base.width * scale, height: base.height * scale)
    let menuSize = CGSize(width: menuWidth, height: menuHeight)

    // Alignment.
    let (alignment, side) = resolvedAlignment(
      edge: edge, source: source, content: content, previewWidth: previewSize.width, metrics: metrics)

    // Placement: preview on the source, menu beside it, union clamped, menu placed again and clamped.
    let center = !hasMenu && horizontalSizeClass == .compact ? content.center : source.center
    var preview = CGRect(center: center, size: previewSize)
    var menuFrame: CGRect?
    if hasMenu {
      let first = Self.place(menuSize, by: preview, edge: edge, side: side, spacing: spacing)
      let shift = Self.shift(preview.union(first), into: content)
      preview = preview.offsetBy(dx: shift.x, dy: shift.y)
      let placed = Self.place(menuSize, by: preview, edge: edge, side: side, spacing: spacing)
      let clamp = Self.shift(placed, into: content)
      menuFrame = placed.offsetBy(dx: clamp.x, dy: lifted || clamp.y > 0 ? clamp.y : 0)
    } else {
      let shift = Self.shift(preview, into: content)
      preview = preview.offsetBy(dx: shift.x, dy: shift.y)
    }

    // Rows in the container.
    if edge == .above, elementOrder == .priority {
      // The root header (or an open submenu's) stays on top; section headers move with their rows.
      let pinned = rows.first.map { $0.kind == .submenuHeader || ($0.kind == .header && $0.elementPath.isEmpty) }
      let headers = pinned == true ? 1 : 0
      rows = Array(rows[..<headers]) + rows[headers...].reversed()
    }
    if let menuFrame {
      rows = ContextMenuRow.stacked(rows).map { row in
        var row = row
        row.frame = CGRect(
          x: menuFrame.minX, y: menuFrame.minY + row.frame.minY, width: menuFrame.width, height: row.frame.height)
        return row
      }
    }

    var layout = ContextMenuLayout(
      containerBounds: container, contentBounds: content, usesCustomPreview: !lifted, previewFrame: preview,
      previewScale: scale, menuFrame: menuFrame, menuEdge: edge, menuAlignment: alignment,
      spacing: hasMenu ? spacing : 0,
      rows: rows, menuContentHeight: rowsHeight, menuScrolls: hasMenu && rowsHeight - menuHeight > 1e-9,
      accessories: [], layoutDirection: layoutDirection, metrics: metrics)
    layout.accessories = accessories.map { ContextMenuAccessoryLayout($0, frame: $0.frame(in: layout)) }
    return layout
  }

  // MARK: Steps

  /// The container inset by the safe area (bad insets count as 0), each edge at least `minimum`.
  static func contentBounds(container: CGRect, safeArea: EdgeInsets, minimum: CGFloat) -> CGRect {
    func edge(_ inset: CGFloat) -> CGFloat { Swift.max(inset.isFinite ? inset : 0, minimum) }
    let insets = EdgeInsets(
      top: edge(safeArea.top), left: edge(safeArea.left), bottom: edge(safeArea.bottom), right: edge(safeArea.right))
    let inset = container.inset(by: insets)
    return inset.isFiniteRect ? inset : CGRect(origin: container.center, size: .zero)
  }

  /// The rows of the displayed menu (the root, or the open submenu under its header), unplaced.
  func menuRows(width: CGFloat, metrics: ContextMenuMetrics, engine: any TextLayoutEngine)
    throws(ContextMenuLayoutError)
    -> [ContextMenuRow]
  {
    guard let path = openSubmenuPath else {
      return menu.isEmpty ? [] : ContextMenuRow.rows(for: menu, width: width, metrics: metrics, engine: engine)
    }
    var submenu = menu
    for index in path {
      guard submenu.children.indices.contains(index), case .menu(let nested) = submenu.children[index] else {
        throw .invalidSubmenuPath(path)
      }
      submenu = nested
    }
    guard !path.isEmpty, !submenu.options.contains(.displayInline) else { throw .invalidSubmenuPath(path) }
    let measurer = ContextMenuRow.Measurer(menu: submenu, width: width, metrics: metrics, engine: engine)
    let header = measurer.header(submenu.title, path: path, identifier: submenu.identifier, kind: .submenuHeader)
    return [header] + measurer.sectioned(submenu, path: path)
  }

  /// Step 5: the menu's edge.
  func menuEdge(
    source: CGRect, content: CGRect, menuWidth: CGFloat, menuHeight: CGFloat, previewHeight: CGFloat,
    spacing: CGFloat, lifted: Bool, metrics: ContextMenuMetrics
  ) -> ContextMenuEdge {
    let sideways: ContextMenuEdge = source.midX <= content.midX ? .right : .left
    let sideFits = content.width - menuWidth - spacing > 0
    let regular = horizontalSizeClass == .regular
    guard lifted else {
      return regular && sideFits && menuHeight > metrics.sideMenuThresholdHeight ? sideways : .below
    }
    let roomAbove = source.midY - content.minY
    let roomBelow = content.maxY - source.midY
    if regular, sideFits {
      let needed = spacing + previewHeight / 2
      if menuHeight > roomAbove - needed, menuHeight > roomBelow - needed { return sideways }
    }
    return roomAbove > roomBelow ? .above : .below
  }

  /// Step 6: the resolved alignment and the physical edge the menu lines up with (nil: centred).
  func resolvedAlignment(
    edge: ContextMenuEdge, source: CGRect, content: CGRect, previewWidth: CGFloat, metrics: ContextMenuMetrics
  ) -> (ContextMenuAlignment, Side?) {
    let rtl = layoutDirection == .rightToLeft
    if edge.isSide { return (.leading, .left) }
    let physical: Side?
    switch preferredMenuAlignment {
    case .automatic:
      let x = source.midX
      if abs(x - content.midX) <= metrics.centeringTolerance, previewWidth < content.width {
        physical = nil
      } else {
        physical = x <= content.midX ? .left : .right
      }
    case .center: physical = nil
    case .leading: physical = rtl ? .right : .left
    case .trailing: physical = rtl ? .left : .right
    }
    switch physical {
    case nil: return (.center, nil)
    case .left: return (rtl ? .trailing : .leading, .left)
    case .right: return (rtl ? .leading : .trailing, .right)
    }
  }

  /// A physical edge a menu lines up with.
  enum Side {
    case left, right
  }

  /// Steps 2 and 6: the menu `spacing` away from `preview` on `edge`, lined up on `side` (nil:
  /// centred; a side menu is top-aligned).
  static func place(_ size: CGSize, by preview: CGRect, edge: ContextMenuEdge, side: Side?, spacing: CGFloat) -> CGRect
  {
    let x: CGFloat
    switch side {
    case nil: x = preview.midX - size.width / 2
    case .left: x = preview.minX
    case .right: x = preview.maxX - size.width
    }
    switch edge {
    case .above: return CGRect(x: x, y: preview.minY - spacing - size.height, width: size.width, height: size.height)
    case .below: return CGRect(x: x, y: preview.maxY + spacing, width: size.width, height: size.height)
    case .left:
      return CGRect(x: preview.minX - spacing - size.width, y: preview.minY, width: size.width, height: size.height)
    case .right: return CGRect(x: preview.maxX + spacing, y: preview.minY, width: size.width, height: size.height)
    }
  }

  /// The move that brings `rect` inside `bounds` (centring it along an axis where it is larger).
  static func shift(_ rect: CGRect, into bounds: CGRect) -> CGPoint {
    func axis(_ low: CGFloat, _ high: CGFloat, _ boundsLow: CGFloat, _ boundsHigh: CGFloat) -> CGFloat {
      if high - low > boundsHigh - boundsLow { return (boundsLow + boundsHigh) / 2 - (low + high) / 2 }
      if low < boundsLow { return boundsLow - low }
      if high > boundsHigh { return boundsHigh - high }
      return 0
    }
    return CGPoint(
      x: axis(rect.minX, rect.maxX, bounds.minX, bounds.maxX), y: axis(rect.minY, rect.maxY, bounds.minY, bounds.maxY))
  }

  /// `scale` lowered so that `size` scaled fits `width` × `height` (0 for an empty room).
  static func fit(_ scale: CGFloat, _ size: CGSize, width: CGFloat, height: CGFloat) -> CGFloat {
    var result = scale
    if size.width > 0 { result = Swift.min(result, Swift.max(0, width) / size.width) }
    if size.height > 0 { result = Swift.min(result, Swift.max(0, height) / size.height) }
    return result.isFinite ? Swift.max(0, result) : 0
  }

  /// Whether `rect` is finite and within ``maximumCoordinate``.
  static func isUsable(_ rect: CGRect) -> Bool {
    guard rect.isFiniteRect else { return false }
    let r = rect.standardized
    return [r.minX, r.minY, r.maxX, r.maxY].allSatisfy { abs($0) <= maximumCoordinate }
  }
}
