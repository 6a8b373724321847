public import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitGestures
public import InteractionKitInteractiveText
public import InteractionKitLiveScene
import InteractionKitTextLayout
import InteractionKitTextTokens

extension InteractiveTextScene {
  /// Takes one input and returns the events it caused (see the type's discussion for what each
  /// input does and how inputs out of order are clamped).
  public mutating func handle(_ input: SceneInput) -> [Event] {
    let origin = items.text.viewport.origin
    var events: [Event]
    switch input {
    case .environment(let environment, let time):
      events = setEnvironment(environment, time: time)
    case .time(let time):
      events = apply(items.handle(.time(time)))
    case _ where !environment.hasRoom:
      // No room: only time and the environment count; a touch in progress ends.
      events = endTouch(time: input.time)
    case .pointerDown(let point, let time):
      events = pointerPressed(at: point, time: time)
    case .pointerDragged(let point, let time):
      events = pointerDragged(to: point, time: time)
    case .pointerUp(let point, let time):
      events = pointerReleased(at: point, time: time)
    case .pointerCancelled(let time):
      events = endTouch(time: time)
    case .hover(let point, _):
      hoverPoint = point.isFinitePoint ? point : nil
      events = []
    case .pointerExited:
      hoverPoint = nil
      events = []
    case .scroll(_, let dy, let time):
      events = apply(items.handle(.time(time)))
      if dy.isFinite { events += apply(scroll(toY: items.text.viewport.minY + dy)) }
    case .key(let key, let modifiers, let time):
      events = apply(items.handle(.time(time)))
      events += keyPressed(key, modifiers: modifiers, time: time)
    }
    events += apply(clampToContent())
    if items.text.viewport.origin != origin { events.append(.scrolled(items.text.viewport.origin)) }
    updateCursor()
    return events
  }

  /// Edits the text (`TextItemInteraction.replaceCharacters(in:with:)`): the paragraphs the edit
  /// touched are laid out again, keyboard focus and a press end, and a link's preview follows its
  /// link (or fades out on dismissal when the edit removed it). Steps due by `time` happen first.
  ///
  /// - Throws: The errors of `ViewportTextLayout.replaceCharacters(in:with:)`; nothing changes then.
  @discardableResult
  public mutating func replaceCharacters(in range: NSRange, with string: String, time: TimeInterval)
    throws(InteractiveTextError) -> [Event]
  {
    var copy = items
    let due = copy.handle(.time(time))
    let edited = try copy.replaceCharacters(in: range, with: string)
    let origin = items.text.viewport.origin
    items = copy
    var events = apply(due + edited)
    events += apply(clampToContent())
    if items.text.viewport.origin != origin { events.append(.scrolled(items.text.viewport.origin)) }
    updateCursor()
    return events
  }

  // MARK: Environment

  /// A new size, scale or appearance: the text is laid out again for a new size or appearance
  /// (once the scene has room).
  mutating func setEnvironment(_ newEnvironment: SceneEnvironment, time: TimeInterval) -> [Event] {
    environment = newEnvironment
    var events = apply(items.handle(.time(time)))
    guard newEnvironment.hasRoom else { return events + endTouch(time: time) }
    var effects: [TextItemInteraction.Effect] = []
    let isDark = newEnvironment.appearance.isDark
    let appearanceChanged = isDark != laidOutDark
    if appearanceChanged {
      laidOutDark = isDark
      effects += items.setStyle(Self.style(style, isDark: isDark))
    }
    if newEnvironment.size != laidOutSize {
      laidOutSize = newEnvironment.size
      let frame = textFrame
      if items.text.container.width != frame.width { effects += items.setContainer(TextContainer(width: frame.width)) }
      effects += items.setLayout(Self.previewLayout(size: newEnvironment.size, textFrame: frame))
      var viewport = items.text.viewport
      viewport.size = frame.size
      effects += (try? items.setViewport(viewport)) ?? []
      effects += scroll(toY: items.text.viewport.minY)
    }
    events += apply(effects)
    // A preview on screen is snapshotted again, with its card, in the new appearance.
    if appearanceChanged, preview != nil { makePreview() }
    return events
  }

  // MARK: Pointer

  mutating func pointerPressed(at point: CGPoint, time: TimeInterval) -> [Event] {
    guard point.isFinitePoint else { return [] }
    // A second press while one is down: the first one ends as a cancelled touch.
    var events = pointerDown == nil ? [] : endTouch(time: time)
    pointerDown = point
    if point.x >= environment.size.width - Self.scrollTrackWidth, !items.isPreviewing {
      isScrubbing = true
      events += apply(items.handle(.time(time)))
      events += apply(scrub(to: point))
      return events
    }
    return events + apply(items.handle(.touchDown(point, time: time)))
  }

  mutating func pointerDragged(to point: CGPoint, time: TimeInterval) -> [Event] {
    guard pointerDown != nil, point.isFinitePoint else { return [] }
    pointerDown = point
    if isScrubbing { return apply(items.handle(.time(time))) + apply(scrub(to: point)) }
    return apply(items.handle(.touchMoved(point, time: time)))
  }

  mutating func pointerReleased(at point: CGPoint, time: TimeInterval) -> [Event] {
    guard let last = pointerDown else { return [] }
    pointerDown = nil
    if isScrubbing {
      isScrubbing = false
      return apply(items.handle(.time(time)))
    }
    return apply(items.handle(.touchUp(point.isFinitePoint ? point : last, time: time)))
  }

  /// Ends the touch that is down, if any, as cancelled by the system.
  mutating func endTouch(time: TimeInterval) -> [Event] {
    guard let last = pointerDown else { return [] }
    pointerDown = nil
    if isScrubbing {
      isScrubbing = false
      return []
    }
    return apply(items.handle(.touchCancelled(last, time: time)))
  }

  // MARK: Keys

  mutating func keyPressed(_ key: SceneKey, modifiers: SceneKeyModifiers, time: TimeInterval) -> [Event] {
    if let scrolled = scrollEffects(for: key) { return apply(scrolled) }
    switch items.linkPreview.state {
    case .previewing:
      return apply(menuKeyEffects(key, modifiers: modifiers, time: time))
    case .lifted:
      // The menu is not up yet: Escape dismisses the lifting bubble; other keys wait for the menu.
      return key == .escape ? apply(items.handle(.dismiss(time: time))) : []
    case .pressing, .pressEffect, .dismissing:
      return []
    case .idle:
      break
    }
    switch key {
    case .tab: return apply(items.handle(modifiers.contains(.shift) ? .focusPrevious : .focusNext))
    case .returnKey, .space: return apply(items.handle(.activateFocused))
    case .contextMenu: return apply(items.handle(.key(.menu, time: time)))
    default: return []
    }
  }

  /// The keys of a presented menu, as `ContextMenuKey`s: the arrows, Return, Escape (which closes a
  /// submenu before the menu); Tab and Shift-Tab move the highlight like Down and Up.
  mutating func menuKeyEffects(_ key: SceneKey, modifiers: SceneKeyModifiers, time: TimeInterval)
    -> [TextItemInteraction.Effect]
  {
    let menuKey: ContextMenuKey
    switch key {
    case .up: menuKey = .up
    case .down: menuKey = .down
    case .left: menuKey = .left
    case .right: menuKey = .right
    case .tab: menuKey = modifiers.contains(.shift) ? .up : .down
    case .returnKey, .space: menuKey = .return
    case .escape: menuKey = .escape
    default: return []
    }
    return items.handle(.key(menuKey, time: time))
  }

  /// The scrolling keys: Up and Down (a line, when no menu is presented), Page Up and Page Down,
  /// Home and End; nil for other keys.
  mutating func scrollEffects(for key: SceneKey) -> [TextItemInteraction.Effect]? {
    let viewport = items.text.viewport
    switch key {
    case .up where items.linkPreview.state == .idle: return scroll(toY: viewport.minY - lineStep)
    case .down where items.linkPreview.state == .idle: return scroll(toY: viewport.minY + lineStep)
    case .pageUp: return scroll(toY: viewport.minY - pageStep)
    case .pageDown: return scroll(toY: viewport.minY + pageStep)
    case .home: return scroll(toY: 0)
    case .end: return scrollToEnd()
    default: return nil
    }
  }

  // MARK: Cursor

  /// The cursor for the hover point: a pointing hand over a token, the I-beam over a line of text,
  /// the arrow elsewhere, over the scroll track and while a preview or a press is on.
  mutating func updateCursor() {
    cursor = cursor(at: hoverPoint)
  }

  func cursor(at point: CGPoint?) -> SceneCursor {
    guard let point, environment.hasRoom, pointerDown == nil, !items.isPreviewing,
      point.x < environment.size.width - Self.scrollTrackWidth, textFrame.contains(point)
    else { return .arrow }
    let frame = textFrame
    let content = items.text.contentPoint(forViewPoint: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
    if items.text.token(at: content, slop: 0) != nil { return .pointingHand }
    if items.text.visibleLineRects.contains(where: { $0.contains(content) }) { return .text }
    return .arrow
  }
}
