import Foundation
public import InteractionKitLiveScene

extension ContextMenuScene {
  // MARK: Accessibility

  /// What assistive technologies read now.
  ///
  /// While the menu is presented: the menu (``ElementID/menu``, role `AccessibilityRole.menu`,
  /// labelled with its title or "Menu", action `AccessibilityAction.dismiss`) whose children are
  /// its rows as menu items — an action's row (``ElementID/menuItem(_:)``, its state as the value,
  /// `AccessibilityStates.disabled` and no action when disabled), a submenu's row
  /// (``ElementID/submenu(path:)``, expandable) and the open submenu's header
  /// (``ElementID/submenuHeader(path:)``, expanded), the highlighted one selected — then a group
  /// per accessory (``ElementID/accessory(_:)``) with its items as buttons labelled in words
  /// (``ElementID/accessoryItem(accessory:item:)``); without a menu (a double-tap presented the
  /// accessories alone, or the menu is empty) the groups list `AccessibilityAction.dismiss`. The
  /// presented preview's controls (``PreviewControl``) are buttons (``ElementID/previewControl(_:)``,
  /// action `AccessibilityAction.activate`) between the menu and the accessories. The focus order
  /// is the menu (its highlighted row, or its first), the preview's controls and the accessories'
  /// items, as Tab walks them; the focused element is the focused control or item, or else the
  /// highlighted row.
  ///
  /// Otherwise: the sources as expandable buttons (expanded while theirs is the preview that is
  /// out), in reading order, which is also the focus order. While a press, a lift or a dismissal is
  /// under way they list no action and no focus order (the keys and actions that open a menu wait
  /// for it to end). Empty without room.
  public var accessibilityTree: AccessibilityTree<ElementID> {
    guard environment.hasRoom else { return .empty }
    if interaction.isPresented, let layout = interaction.layout {
      var elements: [AccessibilityElement<ElementID>] = []
      // The controls' frames come from the drawn tree: found once for the elements and the focus order.
      let controls = previewControlFrames
      if let menu = menuElement(layout) { elements.append(menu) }
      elements += previewControlElements(controls)
      elements += accessoryElements(layout)
      return AccessibilityTree(
        elements: elements, focusOrder: presentedFocusOrder(controls: controls),
        focusedElement: focusedAccessoryItem ?? highlightedElement)
    }
    let idle = interaction.state == .idle
    let elements = sources.indices.map { sourceElement($0, opens: idle) }
    return AccessibilityTree(
      elements: elements, focusOrder: idle ? sources.indices.map { .source($0) } : [],
      focusedElement: focusedSource.map { .source($0) })
  }

  /// A source as a button that opens its menu (when `opens`).
  private func sourceElement(_ index: Int, opens: Bool) -> AccessibilityElement<ElementID> {
    let source = sources[index]
    var states: AccessibilityStates = [.expandable]
    if index == pressedSource, interaction.active != nil, !Self.isPressing(interaction.state) { states.insert(.expanded) }
    let label = Self.firstNonEmpty(source.accessibilityLabel, source.configuration.identifier) ?? "Item \(index + 1)"
    return AccessibilityElement(
      id: .source(index), role: .button, label: label, states: states, actions: opens ? [.activate, .showMenu] : [],
      frame: source.frame)
  }

  /// The presented menu with its rows as children.
  private func menuElement(_ layout: ContextMenuLayout) -> AccessibilityElement<ElementID>? {
    guard let menuFrame = layout.menuFrame, let active = interaction.active else { return nil }
    let scroll = interaction.menuScrollOffset
    var items: [AccessibilityElement<ElementID>] = []
    for (index, row) in layout.rows.enumerated() {
      guard let id = elementID(ofRow: index) else { continue }
      var states: AccessibilityStates = index == interaction.highlightedRow ? [.selected] : []
      var value: String?
      var fallback = "Item \(items.count + 1)"
      switch id {
      case .menuItem(let identifier):
        if !row.isSelectable { states.insert(.disabled) }
        fallback = Self.firstNonEmpty(identifier.rawValue) ?? fallback
        switch active.menu.action(at: row.elementPath)?.state {
        case .on: value = "Checked"
        case .mixed: value = "Mixed"
        case .off, nil: value = nil
        }
      case .submenu:
        states.insert(.expandable)
      case .submenuHeader:
        states.formUnion([.expandable, .expanded])
        fallback = "Back"
      case .source, .menu, .accessory, .accessoryItem, .previewControl:
        break
      }
      items.append(
        AccessibilityElement(
          id: id, role: .menuItem, label: Self.firstNonEmpty(row.title) ?? fallback, value: value, states: states,
          actions: row.isSelectable ? [.activate] : [], frame: row.frame.offsetBy(dx: 0, dy: -scroll)))
    }
    let title = interaction.openSubmenu.flatMap { path -> String? in
      guard case .menu(let submenu)? = active.menu.element(at: path) else { return nil }
      return submenu.title
    } ?? active.menu.title
    return AccessibilityElement(
      id: .menu, role: .menu, label: Self.firstNonEmpty(title) ?? "Menu", actions: [.dismiss], frame: menuFrame,
      children: items)
  }

  /// The presented preview's controls as buttons, at `controls`' frames (where they are drawn now).
  private func previewControlElements(
    _ controls: [(control: PreviewControl, frame: CGRect)]
  ) -> [AccessibilityElement<ElementID>] {
    controls.map { control, frame in
      AccessibilityElement(
        id: .previewControl(control.layer), role: .button,
        label: Self.firstNonEmpty(control.accessibilityLabel, control.layer.rawValue) ?? "Control", actions: [.activate],
        frame: frame)
    }
  }

  /// Each accessory as a group of its items, where they are now (dragged along).
  private func accessoryElements(_ layout: ContextMenuLayout) -> [AccessibilityElement<ElementID>] {
    let accessories = interaction.active?.accessories ?? []
    return layout.accessories.map { placed in
      let frame = placed.frame(dragTranslation: interaction.dragOffset)
      let items = placed.items.enumerated().map { position, item in
        AccessibilityElement<ElementID>(
          id: .accessoryItem(accessory: placed.identifier, item: item.identifier), role: .button,
          label: Self.firstNonEmpty(item.accessibilityLabel, item.identifier.rawValue) ?? "Item \(position + 1)",
          actions: [.activate], frame: item.frame.offsetBy(dx: frame.minX, dy: frame.minY))
      }
      let label = accessories.first { $0.identifier == placed.identifier }?.accessibilityLabel
      // Without a menu element to dismiss, each accessory carries the dismissal.
      return AccessibilityElement(
        id: .accessory(placed.identifier), role: .group,
        label: Self.firstNonEmpty(label ?? "", placed.identifier.rawValue) ?? "Accessory",
        actions: layout.menuFrame == nil ? [.dismiss] : [], frame: frame, children: items)
    }
  }

  // MARK: Focus

  /// What Tab visits while the menu is presented: the menu (its highlighted row, or its first
  /// selectable one), then the preview's controls, then every accessory's items in reading order.
  var presentedFocusOrder: [ElementID] { presentedFocusOrder(controls: previewControlFrames) }

  /// ``presentedFocusOrder`` with the preview's controls already found in the drawn tree.
  func presentedFocusOrder(controls: [(control: PreviewControl, frame: CGRect)]) -> [ElementID] {
    guard let layout = interaction.layout else { return [] }
    let menuStop = highlightedElement ?? layout.rows.indices.first { layout.rows[$0].isSelectable }.flatMap(elementID(ofRow:))
    return (menuStop.map { [$0] } ?? []) + controls.map { .previewControl($0.control.layer) } + accessoryItemFrames.map(\.id)
  }

  /// The highlighted row's element, or nil.
  var highlightedElement: ElementID? {
    interaction.highlightedRow.flatMap(elementID(ofRow:))
  }

  /// The element of a row of the presented menu: an action's, a submenu's or the open submenu's
  /// header; nil for headers, separators, loading rows and indices out of range.
  func elementID(ofRow index: Int) -> ElementID? {
    guard let layout = interaction.layout, layout.rows.indices.contains(index) else { return nil }
    let row = layout.rows[index]
    switch row.kind {
    case .action:
      return interaction.active?.menu.action(at: row.elementPath).map { .menuItem($0.identifier) }
    case .submenu:
      return .submenu(path: row.elementPath)
    case .submenuHeader:
      return .submenuHeader(path: row.elementPath)
    case .header, .loading, .separator:
      return nil
    }
  }

  /// The row an element stands for (the first, for a shared identifier), or nil.
  func rowIndex(of element: ElementID) -> Int? {
    guard let layout = interaction.layout else { return nil }
    return layout.rows.indices.first { elementID(ofRow: $0) == element }
  }

  /// The presented accessories' items where they are now (dragged along), in reading order.
  var accessoryItemFrames: [(id: ElementID, frame: CGRect)] {
    guard let layout = interaction.layout else { return [] }
    return layout.accessories.flatMap { placed in
      let frame = placed.frame(dragTranslation: interaction.dragOffset)
      return placed.items.map {
        (
          ElementID.accessoryItem(accessory: placed.identifier, item: $0.identifier),
          $0.frame.offsetBy(dx: frame.minX, dy: frame.minY)
        )
      }
    }
  }

  /// Whether the interaction is pressing, before the lift.
  static func isPressing(_ state: ContextMenuInteraction.State) -> Bool {
    switch state {
    case .pressing, .pressEffect: true
    case .idle, .lifted, .presented, .dismissing: false
    }
  }

  /// The first string that is not empty.
  static func firstNonEmpty(_ candidates: String...) -> String? {
    candidates.first { !$0.isEmpty }
  }
}
