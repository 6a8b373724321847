public import Foundation
import InteractionKitGeometry
import InteractionKitGestures

extension ContextMenuInteraction {
  // MARK: Drag, highlight, selection

  /// The pressing finger moved while presented: the preview follows, rubber-banded by
  /// ``ContextMenuMetrics/rubberBandCoefficient``, for the part of the movement beyond the tear-off
  /// distance (``ContextMenuMetrics/tearOffDistance``) from where the finger was when the menu
  /// appeared.
  mutating func drag(to point: CGPoint) -> [Effect] {
    guard let origin = dragOrigin else {
      dragOrigin = point
      return []
    }
    let metrics = container.metrics
    let dx = point.x - origin.x
    let dy = point.y - origin.y
    let distance = (dx * dx + dy * dy).squareRoot()
    let offset: CGSize
    if distance <= metrics.tearOffDistance {
      offset = .zero
    } else {
      let beyond = (distance - metrics.tearOffDistance) / distance
      offset = CGSize(
        width: dx * beyond * metrics.rubberBandCoefficient, height: dy * beyond * metrics.rubberBandCoefficient)
    }
    guard offset != dragOffset else { return [] }
    dragOffset = offset
    return [.drag(offset)]
  }

  /// The finger lifted while presented: select the row under it, tap an accessory item or the
  /// preview, or dismiss when it lifted outside everything (a tap, not the end of the press).
  mutating func release(at point: CGPoint) -> [Effect] {
    let wasTracking = tracking
    let startRow = tapRow
    fingerDown = false
    tracking = false
    tapRow = nil
    var effects = setHighlight(nil)
    guard point.isFinitePoint, let layout else { return effects }
    if let row = layout.row(at: point, scrollOffset: menuScrollOffset) {
      // A later tap selects only when it lifts on the row it went down on.
      if wasTracking || row == startRow { effects += activateRow(row) }
      return effects
    }
    if let hit = accessoryItem(at: point) {
      effects.append(.accessoryItemTapped(accessory: hit.accessory, item: hit.item))
      // Opened by a double-tap, the accessories are all there is: choosing a reaction ends it.
      if presentsAccessoriesOnly { effects += dismiss() }
      return effects
    }
    if wasTracking { return effects }
    if previewFrame.contains(point) {
      effects.append(.previewTapped)
      return effects
    }
    if let menuFrame = layout.menuFrame, menuFrame.contains(point) { return effects }
    if layout.accessories.contains(where: { $0.frame(dragTranslation: dragOffset).contains(point) }) { return effects }
    return effects + dismiss()
  }

  /// Selects an action row (dismissing unless it keeps the menu presented) or opens a submenu row.
  mutating func activateRow(_ index: Int) -> [Effect] {
    guard let layout, layout.rows.indices.contains(index), isSelectable(index) else { return [] }
    let row = layout.rows[index]
    switch row.kind {
    case .action:
      guard let action = active?.menu.action(at: row.elementPath), action.isEnabled else { return [] }
      var effects: [Effect] = [.select(action)]
      if !action.attributes.contains(.keepsMenuPresented) { effects += dismiss() }
      return effects
    case .submenu:
      return openSubmenu(at: row.elementPath)
    case .submenuHeader:
      return closeSubmenu()
    case .header, .loading, .separator:
      return []
    }
  }

  /// Whether the row can be highlighted and chosen: an enabled action or a submenu row.
  func isSelectable(_ index: Int) -> Bool {
    guard let layout, layout.rows.indices.contains(index) else { return false }
    return layout.rows[index].isSelectable
  }

  /// Highlights a row (or none), with an effect only when it changes.
  mutating func setHighlight(_ row: Int?) -> [Effect] {
    guard row != highlightedRow else { return [] }
    highlightedRow = row
    return [.highlight(row)]
  }

  /// The preview's presented frame, moved by the drag.
  var previewFrame: CGRect {
    guard let layout else { return .null }
    return layout.previewFrame.offsetBy(dx: dragOffset.width, dy: dragOffset.height)
  }

  /// The accessory item under `point`, if any: the topmost accessory that contains the point
  /// decides (an accessory's gaps between items catch the tap without an item).
  func accessoryItem(at point: CGPoint) -> (accessory: ContextMenuAccessory.ID, item: ContextMenuAccessory.Item.ID)? {
    guard let layout else { return nil }
    guard let placed = layout.accessories.last(where: { $0.frame(dragTranslation: dragOffset).contains(point) }),
      let item = placed.item(at: point, dragTranslation: dragOffset)
    else { return nil }
    return (placed.identifier, item)
  }

  // MARK: Submenus, deferred elements, scrolling

  /// Opens the submenu at `path` in place and highlights nothing.
  mutating func openSubmenu(at path: [Int]) -> [Effect] {
    guard let active else { return [] }
    openSubmenu = path
    menuScrollOffset = 0
    layout = placement(of: active)
    highlightedRow = nil
    return [.menuChanged]
  }

  /// Closes the open submenu.
  mutating func closeSubmenu() -> [Effect] {
    guard let active, let path = openSubmenu else { return [] }
    openSubmenu = path.count > 1 ? Array(path.dropLast()) : nil
    menuScrollOffset = 0
    layout = placement(of: active)
    highlightedRow = nil
    return [.menuChanged]
  }

  /// Deferred elements arrived: resolve them in the active menu and lay the menu out again.
  mutating func provideDeferredElements(_ identifier: String, _ elements: [MenuElement]) -> [Effect] {
    guard var active, active.menu.deferredIdentifiers.contains(identifier) else { return [] }
    active.menu = active.menu.resolvingDeferred([identifier: elements])
    self.active = active
    guard case .presented = state else { return [] }
    layout = placement(of: active)
    highlightedRow = nil
    return [.menuChanged]
  }

  /// Scrolls the menu, clamped to its range.
  mutating func scrollMenu(to offset: CGFloat) -> [Effect] {
    guard case .presented = state, let layout else { return [] }
    let clamped = offset.isNaN ? 0 : Swift.min(Swift.max(0, offset), layout.maximumScrollOffset)
    guard clamped != menuScrollOffset else { return [] }
    menuScrollOffset = clamped
    return [.scrollMenu(to: clamped)]
  }

  /// Clears the highlight, drag, scroll and submenu of the last presentation.
  mutating func resetMenuState() {
    highlightedRow = nil
    dragOffset = .zero
    dragOrigin = nil
    menuScrollOffset = 0
    openSubmenu = nil
    tapRow = nil
  }

  // MARK: Keyboard

  /// A key: the context-menu key opens the menu while idle, the others work a presented menu.
  mutating func keyPressed(_ key: ContextMenuKey) -> [Effect] {
    if key == .menu { return openWithKeyboard() }
    guard case .presented = state, let layout else { return [] }
    let rightToLeft = container.layoutDirection == .rightToLeft
    switch key {
    case .up, .down:
      let selectable = layout.rows.indices.filter { isSelectable($0) }
      guard !selectable.isEmpty else { return [] }
      let next: Int
      if let current = highlightedRow, let position = selectable.firstIndex(of: current) {
        let step = key == .down ? 1 : selectable.count - 1
        next = selectable[(position + step) % selectable.count]
      } else {
        next = key == .down ? selectable[0] : selectable[selectable.count - 1]
      }
      return scrollToReveal(next) + setHighlight(next)
    case .left, .right:
      let opens = (key == .right) != rightToLeft
      if opens {
        guard let row = highlightedRow, layout.rows.indices.contains(row), layout.rows[row].kind == .submenu else {
          return []
        }
        return openSubmenu(at: layout.rows[row].elementPath) + highlightFirst()
      }
      return closeSubmenu()
    case .return:
      guard let row = highlightedRow else { return [] }
      if layout.rows[row].kind == .submenu { return activateRow(row) + highlightFirst() }
      return activateRow(row)
    case .escape:
      return openSubmenu == nil ? dismiss() : closeSubmenu()
    case .menu:
      return []
    }
  }

  /// Highlights the first selectable row of the current menu.
  mutating func highlightFirst() -> [Effect] {
    guard let layout, let first = layout.rows.indices.first(where: { isSelectable($0) }) else { return [] }
    return setHighlight(first)
  }

  /// Scrolls the menu so the row is fully visible.
  mutating func scrollToReveal(_ index: Int) -> [Effect] {
    guard let layout, layout.menuScrolls, let menuFrame = layout.menuFrame else { return [] }
    let row = layout.rows[index].frame
    let top = row.minY - menuFrame.minY
    if top < menuScrollOffset { return scrollMenu(to: top) }
    if row.maxY - menuFrame.minY > menuScrollOffset + menuFrame.height {
      return scrollMenu(to: row.maxY - menuFrame.minY - menuFrame.height)
    }
    return []
  }
}

extension ContextMenuInteraction {
  // MARK: Placement

  /// Lays the configuration out around the source where the preview lifted (a menu re-placed for a
  /// submenu or deferred elements stays with its preview), with the open submenu. A layout that
  /// cannot be made (coordinates beyond ``ContextMenuPlacement/maximumCoordinate``, a submenu that
  /// no longer exists) falls back to the root menu, then to nil.
  func placement(of configuration: ContextMenuConfiguration) -> ContextMenuLayout? {
    var placement = ContextMenuPlacement(
      configuration: configuration, container: container, sourceFrame: liftedSource.bounds,
      openSubmenuPath: openSubmenu)
    if let layout = try? placement.layout(engine: engine) { return layout }
    placement.openSubmenuPath = nil
    return try? placement.layout(engine: engine)
  }
}

extension ContextMenuInteraction {
  // MARK: Accessories

  /// How the accessory with this identifier looks at `time`: its own transition
  /// (``ContextMenuAccessory/transition``, the 0.4 s spring with damping 0.7 unless the app gives
  /// another) run forward from the moment the menu was presented, and its disappearance
  /// (``ContextMenuAccessory/Transition/disappearance``, the appearing transition backward unless
  /// the app gives one) from the moment the dismissal began. Nil when nothing is presented or no
  /// accessory has the identifier.
  public func accessoryAppearance(
    _ identifier: ContextMenuAccessory.ID, at time: TimeInterval
  ) -> ContextMenuAccessory.Appearance? {
    guard let accessory = active?.accessories.first(where: { $0.identifier == identifier }) else { return nil }
    let transition = accessory.transition
    switch state {
    case .presented(let since):
      return transition.appearing(at: time - since)
    case .dismissing(_, let since):
      guard let shownAt = presentedAt else { return nil }
      return transition.disappearing(at: time - since, appearedFor: since - shownAt)
    case .idle, .pressing, .pressEffect, .lifted:
      return nil
    }
  }

  /// When the accessories' own disappearances end, for a dismissal that began at `since`: the
  /// latest end of an accessory with a ``ContextMenuAccessory/Transition/disappearance``, or nil
  /// when none has one (a reversed appearing transition ends with the dismissal).
  func accessoriesDisappearedTime(since: TimeInterval) -> TimeInterval? {
    guard presentedAt != nil, let active else { return nil }
    return active.accessories.compactMap { accessory in
      accessory.transition.disappearance.map { since + $0.timing.settlingDuration }
    }.max()
  }
}
