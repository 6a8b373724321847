import Foundation
import InteractionKitGTK
import InteractionKitGallery
import InteractionKitLinux

/// Page 2: a pannable map with pins. Click a pin and its callout bounces in; a pin near an edge
/// pans the map by the callout's offset first, except near the top edge, where a callout has no
/// room above its pin and points up instead (Telegraph Hill). Drag to pan, click elsewhere or
/// Escape to dismiss, C to cycle the callouts' look: modern → classic → the app's own background
/// (a speech bubble, `SpeechBubbleCalloutBackground`) → modern. Press and hold a pin (or Menu on
/// a focused pin) for its menu, whose Share row opens a submenu.
@MainActor
enum MapPage {
  static let places: [(String, String, CGPoint)] = [
    ("Ferry Building", "Open today until 8 pm", CGPoint(x: 420, y: 260)),
    ("Coit Tower", "Viewpoint · 1.2 km", CGPoint(x: 180, y: 140)),
    ("Pier 39", "Sea lions · busy now", CGPoint(x: 880, y: 90)),
    ("Union Square", "Shopping", CGPoint(x: 300, y: 470)),
    ("Oracle Park", "Giants vs Dodgers, 7:15 pm", CGPoint(x: 640, y: 560)),
    // Near the top edge: its callout points up, below the pin. (Before Golden Gate Park, whose
    // callout pans the map: a script clicking the pins in this order finds this one unmoved.)
    ("Telegraph Hill", "Lookout · 150 steps", CGPoint(x: 560, y: 36)),
    ("Golden Gate Park", "Open 24 hours", CGPoint(x: 20, y: 330)),
  ]

  /// How the callouts look; C cycles through them in this order.
  enum Look: CaseIterable {
    /// The iOS 7+ bubble.
    case modern
    /// The iOS 6 bubble.
    case classic
    /// The app's own background: a speech bubble over the modern layout.
    case speechBubble

    /// The look after this one, back to modern after the last.
    var next: Look {
      switch self {
      case .modern: .classic
      case .classic: .speechBubble
      case .speechBubble: .modern
      }
    }
  }

  /// A map click is a tap while the pointer moved at most this far (a drag pans beyond it).
  static let tapTiming = PressTiming(allowableMovement: 6)

  /// The page's view: the engine's callout map over the canvas; C cycles the callouts' look.
  static func view(engine: any TextLayoutEngine, environment: SceneEnvironment, log: EventLog?) -> SceneView {
    log?.write("layout", time: 0, [
      "pins": places.map { ["name": $0.0, "frame": [Double($0.2.x - 11), Double($0.2.y - 11), 22, 22]] as [String: Any] }
    ])
    let scene = PinMapScene(map: scene(engine: engine, environment: environment, look: .modern), engine: engine)
    let view = SceneView(scene: scene) { event, time in
      guard case .map(let event) = event else {
        if case .menu(let event, let pin) = event { logMenu(event, pin: pin, time: time, log: log) }
        return
      }
      switch event {
      case .pinSelected(let name): log?.write("pin", time: time, ["name": name])
      case .panRequested(let offset):
        log?.write("pan", time: time, ["dx": Double(offset.width), "dy": Double(offset.height)])
      case .appeared(let name, let frame): log?.write("callout", time: time, ["name": name, "frame": EventLog.numbers(frame)])
      case .clicked(let name): log?.write("callout-click", time: time, ["name": name])
      case .accessoryClicked(let name, let position):
        log?.write("accessory", time: time, ["name": name, "leading": position == .leading])
      case .disappeared: log?.write("callout-gone", time: time)
      case .focused(.pin(let name)): log?.write("focus", time: time, ["name": name])
      case .focused: break
      }
    }
    var look = Look.modern
    view.inputFilter = { [unowned view] input in
      guard case .key(.character("c"), [], _) = input else { return false }
      look = look.next
      view.updateScene(as: PinMapScene.self) { scene, _ in
        scene = PinMapScene(map: Self.scene(engine: engine, environment: scene.environment, look: look), engine: engine)
        return []
      }
      return true
    }
    return view
  }

  /// Logs what a pin's menu did.
  private static func logMenu(_ event: ContextMenuScene.Event, pin: String, time: TimeInterval, log: EventLog?) {
    switch event {
    case .lifted: log?.write("pin-menu-lift", time: time, ["name": pin])
    case .presented: log?.write("pin-menu", time: time, ["name": pin])
    case .selected(let action): log?.write("select", time: time, ["action": action.rawValue, "name": pin])
    case .submenuOpened(let path): log?.write("submenu", time: time, ["path": path, "open": true])
    case .submenuClosed(let path): log?.write("submenu", time: time, ["path": path, "open": false])
    case .dismissed: log?.write("dismissed", time: time)
    case .accessoryItemTapped, .dragged, .previewTapped, .previewControlTapped, .deferredElementsRequested: break
    }
  }

  /// The map: blocks, a park and the bay, and a pin per place with its callout in `look`. Every
  /// callout permits both arrow directions, so the layout's rule picks up where there is no room
  /// above a pin.
  static func scene(engine: any TextLayoutEngine, environment: SceneEnvironment, look: Look) -> CalloutMapScene {
    var canvas = Layer(id: "map", frame: CGRect(x: 0, y: 0, width: 1200, height: 800), backgroundColor: Color(rgb: 0xE6E4DE))
    canvas.addSublayer(Layer(id: "map.bay", frame: CGRect(x: 960, y: 0, width: 240, height: 800), backgroundColor: Color(rgb: 0xAAD3F1)))
    canvas.addSublayer(Layer(id: "map.park", frame: CGRect(x: -200, y: 260, width: 260, height: 160), backgroundColor: Color(rgb: 0xBFE3B4), cornerRadius: 20))
    for row in 0 ..< 8 {
      for column in 0 ..< 9 {
        canvas.addSublayer(
          Layer(
            id: LayerID("map.block.\(row).\(column)"),
            frame: CGRect(x: 70 + CGFloat(column) * 100, y: 20 + CGFloat(row) * 96, width: 84, height: 80),
            backgroundColor: Color(rgb: 0xF2F0EB), cornerRadius: 4))
      }
    }
    var pins: [CalloutMapScene.Pin] = []
    for (index, place) in places.enumerated() {
      let frame = CGRect(x: place.2.x - 11, y: place.2.y - 11, width: 22, height: 22)
      canvas.addSublayer(Layer(
        id: LayerID("map.pin.\(index)"), frame: frame, backgroundColor: .systemRed, cornerRadius: 11, borderWidth: 2,
        borderColor: .white))
      var callout = Callout(
        title: place.0, subtitle: place.1, style: look == .classic ? .classic : .modern, permittedArrowDirections: .any)
      if look == .speechBubble { callout.background = SpeechBubbleCalloutBackground() }
      callout.trailingAccessory = CalloutElement(
        size: CGSize(width: 30, height: 30),
        layer: Layer(
          id: "info", frame: CGRect(x: 0, y: 0, width: 30, height: 30), backgroundColor: .systemBlue, cornerRadius: 15))
      pins.append(CalloutMapScene.Pin(identifier: place.0, frame: frame, callout: callout))
    }
    return CalloutMapScene(canvas: canvas, pins: pins, engine: engine, environment: environment, pressTiming: tapTiming)
  }
}
