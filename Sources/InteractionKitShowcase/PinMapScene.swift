import Foundation
import InteractionKitLinux

/// The map page's scene: the engine's callout map, with a context menu on every pin (press and
/// hold a pin, or Menu on a focused pin) whose Share row opens a submenu.
///
/// The app composes two of the engine's scenes and holds no rule of either: a press goes to both
/// (a quick click is the map's tap, a long press the menu's lift, and the map forgets the press
/// once the pin lifts); a drag past the map's tap tolerance pans the map and the menu forgets the
/// press; while a menu is under way it takes every input. Each pin menu lifts over the map as it
/// is drawn at that moment.
struct PinMapScene: InteractiveScene {
  /// What happened, on the map or in a pin's menu.
  enum Event: Hashable, Sendable {
    case map(CalloutMapScene.Event)
    case menu(ContextMenuScene.Event, pin: String)
  }

  /// An element of the map, or of a pin's menu while it is up.
  enum ElementID: Hashable, Sendable {
    case map(CalloutMapScene.ElementID)
    case menu(ContextMenuScene.ElementID)
  }

  private(set) var map: CalloutMapScene
  /// The pin menus: a context-menu scene over the map as it was when the press began.
  private var menus: ContextMenuScene
  private let engine: any TextLayoutEngine
  /// Where the current press began, while the menu may still lift from it.
  private var pressOrigin: CGPoint?

  init(map: CalloutMapScene, engine: any TextLayoutEngine) {
    self.map = map
    self.engine = engine
    menus = Self.menus(over: map, at: 0, engine: engine)
  }

  var environment: SceneEnvironment { map.environment }

  /// Whether a pin's menu is lifted, up or leaving: then it takes every input and is drawn. While
  /// a press only may become a long press, the map is drawn and both see the press.
  private var isMenuUnderWay: Bool {
    switch menus.interaction.state {
    case .lifted, .presented, .dismissing: true
    case .idle, .pressing, .pressEffect: false
    }
  }

  /// The context-menu scene for the map as it is drawn at `time`: the pins where they are now.
  private static func menus(over map: CalloutMapScene, at time: TimeInterval, engine: any TextLayoutEngine)
    -> ContextMenuScene
  {
    let offset = map.offset(at: time)
    let sources = map.pins.enumerated().map { index, pin -> ContextMenuScene.Source in
      let onScreen = pin.frame.offsetBy(dx: offset.x, dy: offset.y)
      let frame = onScreen.insetBy(dx: -6, dy: -6)
      // The lifted preview: the pin itself on a platter, its layer on the map hidden meanwhile.
      let lifted = Layer(
        id: "lifted-pin", frame: onScreen, backgroundColor: .systemRed, cornerRadius: onScreen.width / 2, borderWidth: 2,
        borderColor: .white)
      return ContextMenuScene.Source(
        frame: frame, configuration: configuration(for: pin.identifier, frame: frame),
        hiddenLayers: [LayerID("map.pin.\(index)")], content: lifted, accessibilityLabel: pin.identifier)
    }
    let size = map.environment.size
    let container = ContextMenuContainer(bounds: CGRect(origin: .zero, size: size))
    return ContextMenuScene(
      background: map.layerTree(at: time).root, container: container, sources: sources, engine: engine,
      environment: map.environment)
  }

  /// A pin's menu: directions, Share ▸ (Messages, Mail, Copy Link), and removing the pin.
  static func configuration(for pin: String, frame: CGRect) -> ContextMenuConfiguration {
    let share = Menu(
      "share", title: "Share", image: "square.and.arrow.up",
      children: [
        .action(MenuAction("share-messages", title: "Messages", image: "paperplane")),
        .action(MenuAction("share-mail", title: "Mail")),
        .action(MenuAction("share-link", title: "Copy Link", image: "link")),
      ])
    let menu = Menu(children: [
      .action(MenuAction("directions", title: "Directions", image: "arrowshape.turn.up.left")),
      .menu(share),
      .action(MenuAction("remove", title: "Remove Pin", image: "trash", attributes: .destructive)),
    ])
    return ContextMenuConfiguration(identifier: "pin-\(pin)", source: ContextMenuSource(frame: frame), menu: menu)
  }

  mutating func handle(_ input: SceneInput) -> [Event] {
    if isMenuUnderWay { return menuEvents(menus.handle(input)) + mapEvents(map.handle(.time(input.time))) }
    switch input {
    case .pointerDown(let point, let time):
      menus = Self.menus(over: map, at: time, engine: engine)
      pressOrigin = point
      return mapEvents(map.handle(input)) + menuEvents(menus.handle(input))
    case .pointerDragged(let point, let time):
      if let origin = pressOrigin, hypot(point.x - origin.x, point.y - origin.y) > map.pressTiming.allowableMovement {
        // The map pans: the pin's menu will not lift from this press.
        pressOrigin = nil
        return menuEvents(menus.handle(.pointerCancelled(time: time))) + mapEvents(map.handle(input))
      }
      return mapEvents(map.handle(input)) + menuEvents(pressOrigin == nil ? [] : menus.handle(input))
    case .pointerUp, .pointerCancelled:
      let pressed = pressOrigin != nil
      pressOrigin = nil
      return mapEvents(map.handle(input)) + menuEvents(pressed ? menus.handle(input) : [])
    case .key(.contextMenu, [], let time):
      // Menu on a focused pin opens its menu, as a long press does.
      guard case .pin(let name) = map.focus, let index = map.pins.firstIndex(where: { $0.identifier == name }) else {
        return mapEvents(map.handle(input))
      }
      menus = Self.menus(over: map, at: time, engine: engine)
      return menuEvents(menus.perform(.showMenu, on: .source(index), time: time))
    case .time:
      return mapEvents(map.handle(input)) + menuEvents(menus.handle(input))
    case .environment:
      let events = mapEvents(map.handle(input))
      menus = Self.menus(over: map, at: input.time, engine: engine)
      return events
    case .hover, .pointerExited, .scroll, .key:
      return mapEvents(map.handle(input))
    }
  }

  /// The map's events; a press the map took as a tap on a pin is no longer the menu's.
  private func mapEvents(_ events: [CalloutMapScene.Event]) -> [Event] { events.map { .map($0) } }

  /// A pin menu's events; once a pin lifts, the map forgets the press.
  private mutating func menuEvents(_ events: [ContextMenuScene.Event]) -> [Event] {
    var result: [Event] = []
    for event in events {
      if case .lifted = event {
        pressOrigin = nil
        result += mapEvents(map.handle(.pointerCancelled(time: menus.interaction.clock.now)))
      }
      let pin = menus.pressedSource.map { map.pins[$0].identifier } ?? ""
      result.append(.menu(event, pin: pin))
    }
    return result
  }

  mutating func perform(_ action: AccessibilityAction, on element: ElementID, time: TimeInterval) -> [Event] {
    switch element {
    case .map(.pin(let name)) where action == .showMenu && !isMenuUnderWay:
      guard let index = map.pins.firstIndex(where: { $0.identifier == name }) else { return [] }
      menus = Self.menus(over: map, at: time, engine: engine)
      return menuEvents(menus.perform(.showMenu, on: .source(index), time: time))
    case .map(let id):
      return isMenuUnderWay ? [] : mapEvents(map.perform(action, on: id, time: time))
    case .menu(let id):
      return isMenuUnderWay ? menuEvents(menus.perform(action, on: id, time: time)) : []
    }
  }

  func layerTree(at time: TimeInterval) -> LayerTree {
    isMenuUnderWay ? menus.layerTree(at: time) : map.layerTree(at: time)
  }

  /// The map's elements (each pin can also show its menu), or the pin menu's while it is under way.
  var accessibilityTree: AccessibilityTree<ElementID> {
    if isMenuUnderWay {
      let tree = menus.accessibilityTree
      return AccessibilityTree(
        elements: tree.elements.map { Self.wrapping($0, ElementID.menu) }, focusOrder: tree.focusOrder.map { .menu($0) },
        focusedElement: tree.focusedElement.map { .menu($0) })
    }
    let tree = map.accessibilityTree
    let elements = tree.elements.map { element -> AccessibilityElement<ElementID> in
      var wrapped = Self.wrapping(element, ElementID.map)
      if case .pin = element.id { wrapped.actions.append(.showMenu) }
      return wrapped
    }
    return AccessibilityTree(
      elements: elements, focusOrder: tree.focusOrder.map { .map($0) }, focusedElement: tree.focusedElement.map { .map($0) })
  }

  private static func wrapping<ID>(_ element: AccessibilityElement<ID>, _ wrap: (ID) -> ElementID)
    -> AccessibilityElement<ElementID>
  {
    AccessibilityElement(
      id: wrap(element.id), role: element.role, label: element.label, value: element.value, states: element.states,
      actions: element.actions, frame: element.frame, pieces: element.pieces,
      children: element.children.map { wrapping($0, wrap) })
  }

  var cursor: SceneCursor { isMenuUnderWay ? menus.cursor : map.cursor }

  func nextWake(after time: TimeInterval) -> SceneWake {
    map.nextWake(after: time).sooner(than: menus.nextWake(after: time))
  }
}
