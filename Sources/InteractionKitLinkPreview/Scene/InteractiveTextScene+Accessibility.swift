public import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitInteractiveText
public import InteractionKitLiveScene
public import InteractionKitTextTokens

extension InteractiveTextScene {
  /// What assistive technologies read now.
  ///
  /// - The visible paragraphs in reading order (``ElementID/paragraph(_:)``, role `.paragraph`),
  ///   labelled with their whole text, framed by their rect in the scene; blank paragraphs are left
  ///   out. Their tokens are their children, in reading order: URLs and e-mail addresses as links,
  ///   mentions, hashtags, cashtags and custom kinds as buttons, labelled with the token's text,
  ///   with the action named for their kind (`AccessibilityAction.openLink`,
  ///   `AccessibilityAction.sendEmail`, `AccessibilityAction.showProfile`,
  ///   `AccessibilityAction.showHashtag`, `AccessibilityAction.showSymbol`, else
  ///   `AccessibilityAction.activate`) and, for links, `AccessibilityAction.showMenu`. A token
  ///   that wraps is one element whose frame covers every line piece (its `pieces`). Frames are in
  ///   the scene's coordinates, so they follow every scroll.
  /// - While a link's preview has its menu up: the menu alone (``ElementID/menu``, with
  ///   `AccessibilityAction.dismiss`), its items as children (``ElementID/menuItem(row:)``: the
  ///   highlighted one selected, a submenu row expandable, an open submenu's title expanded,
  ///   disabled actions disabled).
  ///
  /// The focus order is the visible tokens in reading order (the menu's items while it is up); the
  /// focused element is the token with keyboard focus, or the highlighted item.
  public var accessibilityTree: AccessibilityTree<ElementID> {
    guard environment.hasRoom else { return .empty }
    if let menu = menuElement {
      let order = menu.children.filter(\.isActionable).map(\.id)
      let focused = items.linkPreview.interaction.highlightedRow.map { ElementID.menuItem(row: $0) }
      return AccessibilityTree(elements: [menu], focusOrder: order, focusedElement: focused)
    }
    let paragraphs = paragraphElements
    return AccessibilityTree(
      elements: paragraphs, focusOrder: paragraphs.flatMap { $0.children.map(\.id) },
      focusedElement: items.textInteraction.focusedToken.map { .token(location: $0.range.location) })
  }

  /// Performs an accessibility action: on a token, `AccessibilityAction.activate` or its named
  /// action taps it (``Event/tapped(_:)``) and `AccessibilityAction.showMenu` opens a link's
  /// preview at once; on a menu item, `AccessibilityAction.activate` chooses it as Return would
  /// (an action is selected, then the preview leaves; a submenu opens); on the menu,
  /// `AccessibilityAction.dismiss` closes the preview. Anything else does nothing.
  public mutating func perform(_ action: AccessibilityAction, on element: ElementID, time: TimeInterval) -> [Event] {
    guard environment.hasRoom else { return [] }
    let origin = items.text.viewport.origin
    var events = apply(items.handle(.time(time)))
    switch element {
    case .token(let location):
      guard items.linkPreview.state == .idle, let token = token(at: location) else { break }
      if action == .showMenu, LinkPreviewSource.previewableKinds.contains(token.kind) {
        _ = try? items.scrollRangeToVisible(token.range)
        events += apply(items.openPreview(of: token, time: time))
      } else if action == .activate || action == Self.action(for: token.kind) {
        events.append(.tapped(token))
      }
    case .menuItem(let row):
      guard action == .activate, menuElement?.children.contains(where: { $0.id == element && $0.isActionable }) == true
      else { break }
      events += apply(chooseMenuRow(row, time: time))
    case .menu:
      guard action == .dismiss, menuElement != nil else { break }
      events += apply(items.handle(.dismiss(time: time)))
    case .paragraph:
      break
    }
    events += apply(clampToContent())
    if items.text.viewport.origin != origin { events.append(.scrolled(items.text.viewport.origin)) }
    updateCursor()
    return events
  }

  /// The action a token's kind is activated by.
  public static func action(for kind: TokenKind) -> AccessibilityAction {
    switch kind {
    case .url: .openLink
    case .email: .sendEmail
    case .mention: .showProfile
    case .hashtag: .showHashtag
    case .cashtag: .showSymbol
    case .custom: .activate
    }
  }

  // MARK: Text

  /// The visible paragraphs with their tokens.
  var paragraphElements: [AccessibilityElement<ElementID>] {
    var seen = Set<Token>()
    var elements: [AccessibilityElement<ElementID>] = []
    for paragraph in items.text.visibleParagraphs {
      let label = paragraph.layout.text.string
      guard label.contains(where: { !$0.isWhitespace }) else { continue }
      var children: [AccessibilityElement<ElementID>] = []
      for token in paragraph.tokens where seen.insert(token).inserted {
        let pieces = items.text.lineRects(for: token).map(sceneRect(forContentRect:))
        guard !pieces.isEmpty, !token.text.isEmpty else { continue }
        let isLink = LinkPreviewSource.previewableKinds.contains(token.kind)
        children.append(
          AccessibilityElement(
            id: .token(location: token.range.location), role: isLink ? .link : .button, label: token.text,
            actions: isLink ? [Self.action(for: token.kind), .showMenu] : [Self.action(for: token.kind)],
            pieces: pieces))
      }
      elements.append(
        AccessibilityElement(
          id: .paragraph(paragraph.index), role: .paragraph, label: label,
          frame: sceneRect(forContentRect: paragraph.frame), children: children))
    }
    return elements
  }

  /// The token of the document that starts at a UTF-16 location, if any.
  func token(at location: Int) -> Token? {
    guard location >= 0, location < items.text.document.length else { return nil }
    return items.text.document.tokens(intersecting: NSRange(location: location, length: 1)).first {
      $0.range.location == location
    }
  }

  // MARK: Menu

  /// The presented menu and its items, while a preview has its menu placed.
  var menuElement: AccessibilityElement<ElementID>? {
    guard case .previewing = items.linkPreview.state, let layout = items.linkPreview.menuLayout,
      let menuFrame = layout.menuFrame
    else { return nil }
    let interaction = items.linkPreview.interaction
    let scroll = interaction.menuScrollOffset
    var children: [AccessibilityElement<ElementID>] = []
    for (index, row) in layout.rows.enumerated() {
      var states: AccessibilityStates = []
      switch row.kind {
      case .action: break
      case .submenu: states.insert(.expandable)
      case .submenuHeader: states.formUnion([.expandable, .expanded])
      case .header, .loading, .separator: continue
      }
      if !row.isSelectable { states.insert(.disabled) }
      if index == interaction.highlightedRow { states.insert(.selected) }
      let title = row.title.isEmpty ? "\(row.identifier)" : row.title
      children.append(
        AccessibilityElement(
          id: .menuItem(row: index), role: .menuItem, label: title.isEmpty ? "Item \(index + 1)" : title,
          states: states, actions: row.isSelectable ? [.activate] : [], frame: row.frame.offsetBy(dx: 0, dy: -scroll)))
    }
    return AccessibilityElement(
      id: .menu, role: .menu, label: "Link menu", value: items.previewedToken?.text, actions: [.dismiss],
      frame: menuFrame, children: children)
  }

  /// Chooses a row of the presented menu as the keyboard does: the highlight moves to it (Down,
  /// as often as it takes), then Return.
  mutating func chooseMenuRow(_ row: Int, time: TimeInterval) -> [TextItemInteraction.Effect] {
    guard let layout = items.linkPreview.menuLayout, layout.rows.indices.contains(row) else { return [] }
    var effects: [TextItemInteraction.Effect] = []
    for _ in 0 ... layout.rows.count where items.linkPreview.interaction.highlightedRow != row {
      effects += items.handle(.key(.down, time: time))
    }
    guard items.linkPreview.interaction.highlightedRow == row else { return effects }
    return effects + items.handle(.key(.return, time: time))
  }
}
