import Foundation
import InteractionKitLiveScene

extension ContextMenuScene {
  // MARK: Keyboard

  /// A key: the sources' focus and opening while idle, the menu's keys and the accessories' focus
  /// while presented, nothing during a press, a lift or a dismissal, or without room.
  mutating func keyPressed(_ key: SceneKey, backwards: Bool, time: TimeInterval) -> [ContextMenuInteraction.Effect] {
    guard environment.hasRoom else { return [] }
    switch interaction.state {
    case .idle: return idleKey(key, backwards: backwards, time: time)
    case .presented: return menuKey(key, backwards: backwards, time: time)
    case .pressing, .pressEffect, .lifted, .dismissing: return []
    }
  }

  /// Tab walks the sources, Return, Space or the context-menu key opens the focused one, Escape
  /// clears the focus.
  private mutating func idleKey(_ key: SceneKey, backwards: Bool, time: TimeInterval) -> [ContextMenuInteraction.Effect] {
    switch key {
    case .tab:
      focusedSource = Array(sources.indices).focus(after: focusedSource, forward: !backwards)
      return []
    case .returnKey, .space, .contextMenu:
      guard let focusedSource else { return [] }
      return open(focusedSource, time: time)
    case .escape:
      focusedSource = nil
      return []
    default:
      return []
    }
  }

  /// The arrows, Return and Escape work the menu (``ContextMenuKey``); Tab moves the focus between
  /// the menu and the accessories' items, and Return or Space taps a focused item.
  private mutating func menuKey(_ key: SceneKey, backwards: Bool, time: TimeInterval) -> [ContextMenuInteraction.Effect] {
    switch key {
    case .up, .down, .left, .right, .escape:
      focusedAccessoryItem = nil
      let forwarded: ContextMenuKey =
        switch key {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        default: .escape
        }
      let open = interaction.openSubmenu
      return interaction.handle(.key(forwarded, time: time)) + highlightClosedSubmenu(open, time: time)
    case .returnKey, .space:
      if case .accessoryItem(let accessory, let item)? = focusedAccessoryItem {
        return tapAccessoryItem(accessory: accessory, item: item, time: time)
      }
      return interaction.handle(.key(.return, time: time))
    case .tab:
      return moveFocus(forward: !backwards, time: time)
    default:
      return []
    }
  }

  /// After a key closed the submenu at `path` (Left, or Escape), the keyboard's place is its row
  /// in the parent menu: highlight it.
  private mutating func highlightClosedSubmenu(_ path: [Int]?, time: TimeInterval) -> [ContextMenuInteraction.Effect] {
    guard let path, interaction.isPresented, (interaction.openSubmenu?.count ?? 0) < path.count,
      let row = interaction.layout?.rows.firstIndex(where: { $0.kind == .submenu && $0.elementPath == path })
    else { return [] }
    return interaction.highlightRow(row, time: time)
  }

  /// Moves the focus to the next stop of ``presentedFocusOrder``; landing on the menu highlights
  /// its first row when none is.
  private mutating func moveFocus(forward: Bool, time: TimeInterval) -> [ContextMenuInteraction.Effect] {
    let current = focusedAccessoryItem ?? highlightedElement
    guard let next = presentedFocusOrder.focus(after: current, forward: forward) else { return [] }
    switch next {
    case .accessoryItem, .previewControl:
      focusedAccessoryItem = next
      return []
    case .source, .menu, .menuItem, .submenu, .submenuHeader, .accessory:
      break
    }
    focusedAccessoryItem = nil
    return interaction.highlightedRow == nil ? interaction.handle(.key(.down, time: time)) : []
  }
}
