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
  /// 9. **Accessories**, in the order given, never cover the preview, the menu or one another, and
  ///    stay inside the content bounds. Accessories on the preview were given room in steps 5 and
  ///    7 (when they fit), unless that room would shrink the preview's width or height, or the
  ///    menu's height, below ``minimumPreviewLength`` (or their size without accessories, when
  ///    smaller): steps 1 to 8 are then made as if such an accessory were not there (left without a
  ///    place, it is left out with ``ContextMenuOmittedAccessory/Reason/noRoom``). Each goes where it asks to be
  ///    (``ContextMenuAccessory/frame(in:dragTranslation:)``) when that covers nothing; else, for
  ///    one not at ``ContextMenuAccessory/Location/automatic``, in the empty area around the preview
  ///    and the menu as an automatic accessory (same size and anchor, without its offset) when
  ///    that covers nothing; else outside the first edge of the preview, then of the menu, where
  ///    it covers nothing. While some accessory has no place, room is made for the first one, as
  ///    for the Tapback bar: steps 1 to 8 are made again with the preview and the menu further
  ///    apart (an accessory on the menu's edge facing the preview; the menu gives up the height),
  ///    or kept out of a band along an edge of the content bounds (one on the menu's far edge; off
  ///    a ``ContextMenuAccessory/Location/containerSafeBounds`` accessory's frame; then above,
  ///    below, left of and right of them for any accessory), and the first that leaves fewer
  ///    accessories out and keeps the minimum sizes is kept (the menu's edge and alignment stay
  ///    the ones chosen without this room). An accessory still without a place is left out:
  ///    ``ContextMenuLayout/omittedAccessories`` names it, with the frame it asked for and what
  ///    that frame covers. A layout where every accessory has a place is made without this search.
  ///
  /// The work is linear in the number of menu elements; no output is ever NaN.
  ///
  /// - Parameter engine: Measures the rows' text.
  /// - Throws: ``ContextMenuLayoutError`` for a non-finite (or beyond ``maximumCoordinate``) source
  ///   frame or container, or an open submenu path that names no submenu.
  public func layout(engine: any TextLayoutEngine) throws(ContextMenuLayoutError) -> ContextMenuLayout {
    try layout(measuredRows: measureRows(engine: engine))
  }

  /// The displayed menu's rows (the root, or the open submenu under its header) measured at the
  /// menu's width, `min(menuWidth, content width)`: the text measurement half of
  /// ``layout(engine:)``. Measure once and place many times with ``layout(measuredRows:)`` (a
  /// host re-placing the same menu for a moved source or a rotated container).
  ///
  /// - Throws: ``ContextMenuLayoutError`` for a non-finite container or an open submenu path that
  ///   names no submenu.
  public func measureRows(engine: any TextLayoutEngine) throws(ContextMenuLayoutError) -> [ContextMenuRow] {
    guard Self.isUsable(containerBounds) else { throw .nonFiniteContainer(containerBounds) }
    let metrics = self.metrics.sanitized
    let content = Self.contentBounds(
      container: containerBounds.standardized, safeArea: safeAreaInsets, minimum: metrics.minimumContainerInset)
    return try menuRows(width: Swift.min(metrics.menuWidth, content.width), metrics: metrics, engine: engine)
  }

  /// Places the preview, the menu, its rows and the accessories with rows measured by
  /// ``measureRows(engine:)``: the geometry half of ``layout(engine:)``, without text measurement.
  /// Rows measured for another menu or width are placed as given.
  ///
  /// - Throws: ``ContextMenuLayoutError`` for a non-finite (or beyond ``maximumCoordinate``) source
  ///   frame or container.
  public func layout(measuredRows: [ContextMenuRow]) throws(ContextMenuLayoutError) -> ContextMenuLayout {
    guard Self.isUsable(containerBounds) else { throw .nonFiniteContainer(containerBounds) }
    guard Self.isUsable(sourceFrame) else { throw .nonFiniteSourceFrame(sourceFrame) }
    return arrangedWithAccessories(rows: measuredRows)
  }

  /// Steps 1 to 8 (no accessories placed yet) with `room` kept free for accessories: the preview
  /// and the menu are placed inside the content bounds less `room`'s bands (which the caller
  /// checked with ``AccessoryRoom/fits(in:keepingWidth:)``), `room.gap` further apart, and the
  /// accessories on the preview whose indices are in `reserving` travel with it.
  func arranged(rows measuredRows: [ContextMenuRow], room: AccessoryRoom, reserving: [Int]) -> ContextMenuLayout {
    let metrics = self.metrics.sanitized
    let container = containerBounds.standardized
    let source = sourceFrame.standardized
    let fullContent = Self.contentBounds(
      container: container, safeArea: safeAreaInsets, minimum: metrics.minimumContainerInset)
    // The menu's width (the rows were measured for it) comes from the whole content bounds.
    let menuWidth = Swift.min(metrics.menuWidth, fullContent.width)
    let content = room.area(in: fullContent)
    var carrying = self
    carrying.accessories = reserving.map { accessories[$0] }

    // Rows.
    var rows = measuredRows
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
        source: source, content: fullContent, menuWidth: menuWidth, menuHeight: menuHeight,
        previewHeight: previewHeight, spacing: spacing, lifted: lifted, metrics: metrics)
      : .below

    if edge.isSide {
      spacing = Swift.min(metrics.previewMenuSpacing, content.width)
    }
    // The distance between the preview (with its accessories) and the menu.
    let between = spacing + room.gap
    if edge.isSide {
      let reach = carrying.accessoryReach(previewSize: CGSize(width: base.width * scale, height: base.height * scale), toward: edge)
      let width = Swift.max(0, content.width - menuWidth - between - reach)
      if lifted {
        scale = metrics.liftScale.scale(forPreviewSize: base, containerWidth: width)
        scale = Self.fit(scale, base, width: width, height: contentHeight)
      } else {
        scale = Self.fit(1, base, width: width, height: contentHeight)
      }
      menuHeight = Swift.min(rowsHeight, contentHeight)
    } else if hasMenu {
      // Accessories between the preview and the menu take room from both.
      let reach = carrying.accessoryReach(previewSize: CGSize(width: base.width * scale, height: base.height * scale), toward: edge)
      menuHeight = Swift.min(menuHeight, Swift.max(0, contentHeight - between - reach))
      if room.gap > 0 {
        // Room made between them for an accessory on the menu comes out of the menu's height.
        menuHeight = Swift.min(menuHeight, Swift.max(0, contentHeight - between - reach - previewHeight))
      }
      let height = Swift.max(0, contentHeight - between - menuHeight - reach)
      // With spacing ≤ contentHeight, preview + spacing + menu now fit the content height.
      scale = Self.fit(scale, base, width: content.width, height: height)
    }
    let previewSize = CGSize(width: base.width * scale, height: base.height * scale)
    if hasMenu, !edge.isSide {
      // The accessories' reach can grow as the preview shrinks (one aligned with a side edge): the
      // menu gives up what is still missing, so preview, accessories, spacing and menu fit.
      let block = carrying.extent(of: CGRect(origin: .zero, size: previewSize), along: edge)
      menuHeight = Swift.min(menuHeight, Swift.max(0, contentHeight - between - block.height))
    }
    let menuSize = CGSize(width: menuWidth, height: menuHeight)

    // Alignment.
    let (alignment, side) = resolvedAlignment(
      edge: edge, source: source, content: fullContent, previewWidth: previewSize.width, metrics: metrics)

    // Placement: preview on the source, menu beside it, union clamped, menu placed again and clamped.
    let center = !hasMenu && horizontalSizeClass == .compact ? content.center : source.center
    var preview = CGRect(center: center, size: previewSize)
    var menuFrame: CGRect?
    if hasMenu {
      // Accessories on the preview travel with it: the menu keeps clear of them, and the union
      // that is moved into the content bounds holds them too (a Tapback bar above a bubble at the
      // top of the screen moves the bubble down). When preview, accessories, spacing and menu
      // cannot fit side by side, the menu is placed against the preview alone and the accessories
      // are only kept inside the content bounds.
      let block = carrying.extent(of: CGRect(origin: .zero, size: previewSize), along: edge)
      let fits =
        edge.isSide
        ? block.width + between + menuWidth <= content.width + 1e-9
        : block.height + between + menuHeight <= content.height + 1e-9
      var blocking = carrying
      if !fits { blocking.accessories.removeAll { $0.location == .preview } }
      let first = Self.place(
        menuSize, by: blocking.reserved(preview, toward: edge), edge: edge, side: side, spacing: between)
      let shift = Self.shift(blocking.extent(of: preview, along: edge).union(first), into: content)
      preview = preview.offsetBy(dx: shift.x, dy: shift.y)
      // A block larger than the content bounds still leaves the preview itself inside them.
      let inside = Self.shift(preview, into: content)
      preview = preview.offsetBy(dx: inside.x, dy: inside.y)
      let placed = Self.place(
        menuSize, by: blocking.reserved(preview, toward: edge), edge: edge, side: side, spacing: between)
      let clamp = Self.shift(placed, into: content)
      menuFrame = placed.offsetBy(dx: clamp.x, dy: lifted || clamp.y > 0 ? clamp.y : 0)
    } else {
      let shift = Self.shift(extent(of: preview, along: .below), into: content)
      preview = preview.offsetBy(dx: shift.x, dy: shift.y)
      let inside = Self.shift(preview, into: content)
      preview = preview.offsetBy(dx: inside.x, dy: inside.y)
    }

    // An open submenu is drawn over its parent, nudged by the submenu offset: (−11, 1) when the
    // menu hugs the preview's trailing edge, (−5, 1) otherwise; x mirrors in right-to-left.
    if openSubmenuPath != nil, let parent = menuFrame {
      let offset = alignment == .trailing ? metrics.trailingSubmenuOffset : metrics.leadingSubmenuOffset
      let dx = layoutDirection == .rightToLeft ? -offset.x : offset.x
      let nudged = parent.offsetBy(dx: dx, dy: offset.y)
      let clamp = Self.shift(nudged, into: content)
      menuFrame = nudged.offsetBy(dx: clamp.x, dy: clamp.y)
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

    return ContextMenuLayout(
      containerBounds: container, contentBounds: fullContent, usesCustomPreview: !lifted, previewFrame: preview,
      previewScale: scale, menuFrame: menuFrame, menuEdge: edge, menuAlignment: alignment,
      spacing: hasMenu ? spacing : 0,
      rows: rows, menuContentHeight: rowsHeight, menuScrolls: hasMenu && rowsHeight - menuHeight > 1e-9,
      accessories: [], layoutDirection: layoutDirection, metrics: metrics)
  }

  // MARK: Steps

  /// The preview with the accessories placed on it (``ContextMenuAccessory/Location/preview``),
  /// before any clamping, on the axis the menu is stacked along (vertical for a menu above or
  /// below): the block that moves as one. Across that axis the accessories are kept inside the
  /// content bounds on their own, so the menu's alignment with the preview holds.
  func extent(of preview: CGRect, along edge: ContextMenuEdge) -> CGRect {
    let unbounded = preview.insetBy(dx: -Self.maximumCoordinate, dy: -Self.maximumCoordinate)
    let block = accessories.reduce(preview) { extent, accessory in
      guard accessory.location == .preview else { return extent }
      return extent.union(accessory.frame(reference: preview, bounds: unbounded, layoutDirection: layoutDirection))
    }
    return edge.isSide
      ? CGRect(x: block.minX, y: preview.minY, width: block.width, height: preview.height)
      : CGRect(x: preview.minX, y: block.minY, width: preview.width, height: block.height)
  }

  /// How far the accessories on a preview of `size` reach beyond it toward the menu's edge.
  func accessoryReach(previewSize size: CGSize, toward edge: ContextMenuEdge) -> CGFloat {
    let preview = CGRect(origin: .zero, size: size)
    let reserved = reserved(preview, toward: edge)
    return edge.isSide ? reserved.width - size.width : reserved.height - size.height
  }

  /// The preview grown toward the menu's edge by the accessories on it, so the menu is placed
  /// `spacing` away from them; the other edges (which the menu aligns with) stay the preview's.
  func reserved(_ preview: CGRect, toward edge: ContextMenuEdge) -> CGRect {
    let block = extent(of: preview, along: edge)
    switch edge {
    case .above: return CGRect(x: preview.minX, y: block.minY, width: preview.width, height: preview.maxY - block.minY)
    case .below: return CGRect(x: preview.minX, y: preview.minY, width: preview.width, height: block.maxY - preview.minY)
    case .left: return CGRect(x: block.minX, y: preview.minY, width: preview.maxX - block.minX, height: preview.height)
    case .right: return CGRect(x: preview.minX, y: preview.minY, width: block.maxX - preview.minX, height: preview.height)
    }
  }

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
