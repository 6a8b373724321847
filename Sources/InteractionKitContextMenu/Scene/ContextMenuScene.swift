public import Foundation
import InteractionKitGeometry
import InteractionKitGestures
public import InteractionKitLiveScene
public import InteractionKitScene
public import InteractionKitTextLayout

/// A screen of sources (message bubbles, photos) that a long press, the keyboard or an assistive
/// technology lifts into a preview with its menu and accessories: the whole live behaviour of
/// context menus as one platform-free value, for any host.
///
/// The scene draws its background; while a source's preview is out it hides that source's layers
/// and draws the overlay over them (the dimming, the preview, the menu and the accessories, as
/// ``ContextMenuInteraction`` animates them). It reports what the app acts on as ``Event``s.
///
/// **Pointer.** A press on a source starts the long press (the frontmost source containing the
/// point, that is the last one in ``sources``); a press elsewhere does nothing. Once the menu is
/// up, dragging the finger that pressed moves the preview (the accessories that track it follow)
/// and highlights the row under it, and lifting it selects the row (drag to select); later taps
/// choose a row, tap an accessory's item, tap a control drawn in the preview (``PreviewControl``:
/// reported as ``Event/previewControlTapped(source:layer:)``, the menu staying up) or, outside
/// everything, dismiss. A scroll scrolls a menu
/// taller than its room. A double-tap on a source (two taps within
/// ``ContextMenuTiming/doubleTapInterval``, 0.35 s) lifts it and presents its accessories without
/// the menu (``ContextMenuInteraction/presentsAccessoriesOnly``), as Messages opens Tapback: the
/// events are the same ``Event/lifted(source:)`` and ``Event/presented(source:)``; tapping an item
/// there reports it and dismisses, and so does the keyboard's Return on a focused item.
///
/// **Keyboard.** While idle: Tab and Shift-Tab walk the sources with a focus ring, Return, Space
/// or the context-menu key opens the focused one at once (``ContextMenuKey/menu``: the lift
/// without the press, the first row highlighted), Escape clears the focus. While the menu is
/// presented: Up and Down move the highlight, Right and Left go into and out of submenus (the
/// other way round right to left), Return or Space chooses the highlighted row, Escape closes the
/// open submenu or else dismisses the menu (``ContextMenuKey/escape``), and Tab and Shift-Tab move
/// the focus around a ring of stops — the menu (its highlighted row), then each control of the
/// preview (``PreviewControl``), then each item of the accessories (a Tapback bar's reactions) —
/// on which Return or Space taps the focused control or item. Keys during a press, a lift or a
/// dismissal do nothing.
///
/// **Accessibility.** While no menu is presented, the sources are expandable buttons (actions
/// `AccessibilityAction.activate` and `AccessibilityAction.showMenu`, both opening the menu).
/// While it is presented: a `AccessibilityRole.menu` element (action
/// `AccessibilityAction.dismiss`) whose children are its rows as menu items, and a group per
/// accessory whose items are buttons labelled in words
/// (``ContextMenuAccessory/Item/accessibilityLabel``); without a menu (a double-tap, or an empty
/// menu) the accessory groups carry `AccessibilityAction.dismiss`. ``perform(_:on:time:)`` opens a source,
/// chooses a row (an action is selected and the menu dismissed, unless the action keeps it
/// presented; a submenu row opens its submenu; the open submenu's header closes it), taps an
/// item or dismisses the menu.
///
/// **Frames.** ``nextWake(after:)`` asks for a moment while a press waits for its next step (the
/// press effect, the lift), for every frame only while what is drawn moves (the press effect, the
/// lift, the expansion, the accessories appearing, a dismissal), and for nothing once the menu is
/// presented and settled.
///
/// **Clamps.** Times before the latest count as the latest (the interaction's clock). A release,
/// a drag or a cancel without a press is ignored, and so is a press on no source. A non-finite
/// point hits nothing. An environment without room (a 0 × 0 window) draws an empty tree, lists no
/// element, cancels the touch in progress and ignores pointers, keys and actions until it has
/// room again; time goes on meanwhile, so a lift that began still presents its menu, which is
/// there when the room comes back. The environment's layout direction becomes the container's
/// whenever no menu is under way (a sequence keeps the direction it started with). A new size
/// moves neither the sources nor the container: an app whose screen reflows builds a new scene
/// for the new size (while no menu is under way).
///
/// ```swift
/// var scene = ContextMenuScene(
///   background: chat.root, container: chat.container,
///   sources: [ContextMenuScene.Source(frame: bubble, configuration: configuration, hiddenLayers: ["bubble-0"])],
///   engine: engine, environment: SceneEnvironment(size: CGSize(width: 390, height: 844)))
/// scene.handle(.pointerDown(bubble.center, time: 0))
/// scene.handle(.time(0.4))          // [.lifted(source: 0)]
/// ```
public struct ContextMenuScene: InteractiveScene {
  /// What happened, for the app.
  public enum Event: Hashable, Sendable {
    /// A source's preview lifted (an index into ``ContextMenuScene/sources``).
    case lifted(source: Int)
    /// The source's menu and accessories were presented.
    case presented(source: Int)
    /// A menu action was chosen: run its handler.
    case selected(MenuAction.ID)
    /// An accessory's item was tapped (a reaction of a Tapback bar).
    case accessoryItemTapped(accessory: ContextMenuAccessory.ID, item: ContextMenuAccessory.Item.ID)
    /// The preview was dragged: its offset from where it was presented.
    case dragged(CGSize)
    /// A submenu opened: its element path (indices from the root menu).
    case submenuOpened(path: [Int])
    /// A submenu closed: its element path.
    case submenuClosed(path: [Int])
    /// The presented preview was tapped (outside its controls).
    case previewTapped
    /// A control inside the presented preview was tapped (``ContextMenuScene/PreviewControl``):
    /// the source, and the control's layer. The menu stays up.
    case previewControlTapped(source: Int, layer: LayerID)
    /// The menu shows a loading row for this deferred element: answer with
    /// ``ContextMenuScene/provideDeferredElements(identifier:elements:time:)``.
    case deferredElementsRequested(String)
    /// The sequence finished: the preview is back on its source (or faded out) and nothing is
    /// presented.
    case dismissed
  }

  /// An element of the accessibility tree.
  public enum ElementID: Hashable, Sendable {
    /// A source, by its index in ``ContextMenuScene/sources``.
    case source(Int)
    /// The presented menu.
    case menu
    /// A row of the presented menu that stands for an action. Two actions with one identifier in a
    /// menu share the element (the first row is the one activated).
    case menuItem(MenuAction.ID)
    /// A row that opens a submenu, by the submenu's element path (indices from the root menu).
    case submenu(path: [Int])
    /// The header at the top of the open submenu: activating it closes the submenu (back to its
    /// parent). By the submenu's element path.
    case submenuHeader(path: [Int])
    /// An accessory, as the group of its items.
    case accessory(ContextMenuAccessory.ID)
    /// An item of an accessory (a reaction of a Tapback bar).
    case accessoryItem(accessory: ContextMenuAccessory.ID, item: ContextMenuAccessory.Item.ID)
    /// A control inside the presented preview, by its layer (``ContextMenuScene/PreviewControl``).
    case previewControl(LayerID)
  }

  /// The long press → lift → menu machine the scene drives.
  public internal(set) var interaction: ContextMenuInteraction
  /// The screen: every source's layers are in it.
  public let background: Layer
  /// The pressable parts of the screen, in reading order (the focus walks them in this order).
  public let sources: [Source]
  /// The environment the scene is laid out for.
  public internal(set) var environment: SceneEnvironment
  /// The source the keyboard's focus is on (an index into ``sources``), or nil.
  public internal(set) var focusedSource: Int?
  /// The source being pressed, lifted, presented or dismissed (an index into ``sources``), or nil.
  public internal(set) var pressedSource: Int?
  /// The accessory item or preview control the keyboard's focus is on while the menu is presented
  /// (an ``ElementID/accessoryItem(accessory:item:)`` or ``ElementID/previewControl(_:)``), or
  /// nil for the menu.
  var focusedAccessoryItem: ElementID?
  /// The preview control a press went down on while presented: its release taps it when it lifts
  /// on the same control.
  var pressedPreviewControl: LayerID?
  /// Where the pointer hovers, for the cursor; nil when it left.
  var hoverPoint: CGPoint?
  /// Where the pointer last was, for a cancel (which has no point of its own).
  var pointerPoint: CGPoint = .zero

  /// Creates a scene over a screen and its sources, presenting in `container`.
  ///
  /// - Parameters:
  ///   - background: The screen, holding every source's layers.
  ///   - container: Where menus are presented: bounds, safe area, size class, metrics (its layout
  ///     direction is replaced by the environment's).
  ///   - sources: The pressable parts, in reading order.
  ///   - engine: Measures the menus' text.
  ///   - environment: The size, scale, appearance and layout direction.
  ///   - timing: The press, lift and spring timings; default ``ContextMenuTiming/phone``.
  public init(
    background: Layer, container: ContextMenuContainer, sources: [Source], engine: any TextLayoutEngine,
    environment: SceneEnvironment, timing: ContextMenuTiming = .phone
  ) {
    self.background = background
    self.sources = sources
    self.environment = environment
    var container = container
    container.layoutDirection = Self.direction(of: environment)
    interaction = ContextMenuInteraction(timing: timing, container: container, engine: engine)
  }

  // MARK: Inputs

  /// Takes a pointer, a key, the passing of time or a new environment; returns the events it
  /// caused, in order. See the type's documentation for what each input does and how inputs out
  /// of order are clamped.
  public mutating func handle(_ input: SceneInput) -> [Event] {
    let submenu = interaction.openSubmenu
    let time = input.time
    var effects = interaction.handle(.time(time))
    var tapped: [Event] = []
    switch input {
    case .pointerDown(let point, _):
      if environment.hasRoom, let control = previewControl(at: point, time: interaction.clock.now) {
        // The preview keeps its own hit testing: the press is the control's, not the menu's.
        pointerPoint = point
        pressedPreviewControl = control
      } else {
        effects += pointerDown(at: point, time: time)
      }
    case .pointerDragged(let point, _):
      if pressedPreviewControl == nil { effects += pointer(.touchMoved(point, time: time), at: point) }
    case .pointerUp(let point, _):
      if let control = pressedPreviewControl {
        pressedPreviewControl = nil
        if environment.hasRoom, previewControl(at: point, time: interaction.clock.now) == control {
          tapped = previewControlTapped(control)
        }
      } else {
        effects += pointer(.touchUp(point, time: time), at: point)
      }
    case .pointerCancelled:
      pressedPreviewControl = nil
      if environment.hasRoom { effects += interaction.handle(.touchCancelled(pointerPoint, time: time)) }
    case .hover(let point, _):
      hoverPoint = point.isFinitePoint ? point : nil
    case .pointerExited:
      hoverPoint = nil
    case .scroll(_, let dy, _):
      effects += scrollMenu(by: dy)
    case .key(let key, let modifiers, _):
      if environment.hasRoom, interaction.isPresented, key == .returnKey || key == .space,
        case .previewControl(let layer)? = focusedAccessoryItem
      {
        tapped = previewControlTapped(layer)
      } else {
        effects += keyPressed(key, backwards: modifiers.contains(.shift), time: time)
      }
    case .time:
      break
    case .environment(let newEnvironment, _):
      effects += environmentChanged(to: newEnvironment, time: time)
    }
    return events(for: effects, submenuBefore: submenu) + tapped
  }

  /// Performs an accessibility action at `time`: `AccessibilityAction.activate` or
  /// `AccessibilityAction.showMenu` on a source opens its menu (as the context-menu key does),
  /// `AccessibilityAction.activate` on a menu row chooses it and on an accessory's item taps it,
  /// `AccessibilityAction.dismiss` on the menu dismisses it. An element that is not in the tree
  /// now, or an action it does not list, does nothing (time still passes).
  public mutating func perform(_ action: AccessibilityAction, on element: ElementID, time: TimeInterval) -> [Event] {
    let submenu = interaction.openSubmenu
    var effects = interaction.handle(.time(time))
    var tapped: [Event] = []
    if let listed = accessibilityTree.element(element), listed.isActionable, listed.actions.contains(action) {
      switch element {
      case .source(let index):
        effects += open(index, time: time)
      case .menu:
        effects += interaction.handle(.dismiss(time: time))
      case .menuItem, .submenu, .submenuHeader:
        if let row = rowIndex(of: element) { effects += interaction.chooseRow(row, time: time) }
      case .accessory:
        effects += interaction.handle(.dismiss(time: time))
      case .accessoryItem(let accessory, let item):
        effects += tapAccessoryItem(accessory: accessory, item: item, time: time)
      case .previewControl(let layer):
        tapped = previewControlTapped(layer)
      }
    }
    return events(for: effects, submenuBefore: submenu) + tapped
  }

  /// An accessory's item was tapped by the keyboard or an assistive technology: it is reported and,
  /// when a double-tap presented the accessories without the menu, the presentation is dismissed
  /// (as a pointer's tap on the item does).
  mutating func tapAccessoryItem(
    accessory: ContextMenuAccessory.ID, item: ContextMenuAccessory.Item.ID, time: TimeInterval
  ) -> [ContextMenuInteraction.Effect] {
    let tapped = ContextMenuInteraction.Effect.accessoryItemTapped(accessory: accessory, item: item)
    guard interaction.presentsAccessoriesOnly else { return [tapped] }
    return [tapped] + interaction.handle(.dismiss(time: time))
  }

  /// Gives the menu the elements of a deferred element it asked for
  /// (``Event/deferredElementsRequested(_:)``): they replace its loading row. Unknown identifiers
  /// are ignored.
  public mutating func provideDeferredElements(
    identifier: String, elements: [MenuElement], time: TimeInterval
  ) -> [Event] {
    let submenu = interaction.openSubmenu
    var effects = interaction.handle(.time(time))
    effects += interaction.handle(.provideDeferredElements(identifier: identifier, elements: elements))
    return events(for: effects, submenuBefore: submenu)
  }

  // MARK: Pointer

  /// A press: while idle, on a source it starts the long press (a press elsewhere does nothing);
  /// while presented, it begins a tap.
  mutating func pointerDown(at point: CGPoint, time: TimeInterval) -> [ContextMenuInteraction.Effect] {
    guard environment.hasRoom else { return [] }
    if point.isFinitePoint { pointerPoint = point }
    if interaction.state == .idle {
      focusedSource = nil
      guard let index = sources.lastIndex(where: { $0.frame.contains(point) }) else { return [] }
      configure(index)
    }
    return interaction.handle(.touchDown(point, time: time))
  }

  /// A drag or a release, for the interaction (which ignores one without a press).
  mutating func pointer(_ event: ContextMenuInteraction.Event, at point: CGPoint) -> [ContextMenuInteraction.Effect] {
    guard environment.hasRoom else { return [] }
    if point.isFinitePoint { pointerPoint = point }
    return interaction.handle(event)
  }

  /// Scrolls a presented menu that is taller than its room.
  mutating func scrollMenu(by dy: CGFloat) -> [ContextMenuInteraction.Effect] {
    guard environment.hasRoom, interaction.isPresented, interaction.layout?.menuScrolls == true, dy.isFinite else {
      return []
    }
    return interaction.handle(.scrollMenu(to: interaction.menuScrollOffset + dy))
  }

  /// A new environment: losing all room cancels the touch in progress.
  mutating func environmentChanged(to newEnvironment: SceneEnvironment, time: TimeInterval)
    -> [ContextMenuInteraction.Effect]
  {
    let hadRoom = environment.hasRoom
    environment = newEnvironment
    guard hadRoom, !newEnvironment.hasRoom else { return [] }
    hoverPoint = nil
    return interaction.handle(.touchCancelled(pointerPoint, time: time))
  }

  // MARK: Opening

  /// Opens a source's menu as the context-menu key does: the preview lifts at once.
  mutating func open(_ index: Int, time: TimeInterval) -> [ContextMenuInteraction.Effect] {
    guard interaction.state == .idle, sources.indices.contains(index) else { return [] }
    focusedSource = index
    configure(index)
    return interaction.handle(.key(.menu, time: time))
  }

  /// Makes a source the one a press or the context-menu key opens.
  mutating func configure(_ index: Int) {
    pressedSource = index
    interaction.configuration = sources[index].configuration
  }

  // MARK: Effects to events

  /// The app's events for the interaction's effects, keeping the scene's own state in step (the
  /// pressed source, the accessories' focus, the container's direction).
  mutating func events(for effects: [ContextMenuInteraction.Effect], submenuBefore: [Int]?) -> [Event] {
    var events: [Event] = []
    var reportedSubmenu = false
    for effect in effects {
      switch effect {
      case .lift:
        if let pressedSource { events.append(.lifted(source: pressedSource)) }
      case .present:
        if let pressedSource { events.append(.presented(source: pressedSource)) }
      case .select(let action):
        events.append(.selected(action.identifier))
      case .accessoryItemTapped(let accessory, let item):
        events.append(.accessoryItemTapped(accessory: accessory, item: item))
      case .drag(let offset):
        events.append(.dragged(offset))
      case .previewTapped:
        events.append(.previewTapped)
      case .loadDeferredElements(let identifier):
        events.append(.deferredElementsRequested(identifier))
      case .menuChanged:
        guard !reportedSubmenu else { break }
        reportedSubmenu = true
        events += Self.submenuEvents(from: submenuBefore, to: interaction.openSubmenu)
      case .finished:
        events.append(.dismissed)
      case .beginPressEffect, .cancelPressEffect, .highlight, .scrollMenu, .dismissToSource, .fadeOut:
        break
      }
    }
    if interaction.active == nil {
      pressedSource = nil
      focusedAccessoryItem = nil
    }
    if !interaction.isPresented { pressedPreviewControl = nil }
    if interaction.state == .idle { interaction.container.layoutDirection = Self.direction(of: environment) }
    return events
  }

  /// The submenu closed and the one opened between two open-submenu paths.
  static func submenuEvents(from before: [Int]?, to after: [Int]?) -> [Event] {
    guard before != after else { return [] }
    var events: [Event] = []
    if let before, after.map({ $0.count <= before.count }) ?? true { events.append(.submenuClosed(path: before)) }
    if let after, before.map({ after.count >= $0.count }) ?? true { events.append(.submenuOpened(path: after)) }
    return events
  }

  /// The container's direction for an environment's.
  static func direction(of environment: SceneEnvironment) -> ContextMenuLayoutDirection {
    environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
