import Foundation
import InteractionKitGTK
import InteractionKitLinux

/// Page 2: a pannable map with pins. Click a pin and its callout bounces in; a pin near an edge
/// pans the map by the callout's offset first. Drag to pan, click elsewhere or Escape to dismiss,
/// C to switch between the modern and the classic callout.
@MainActor
final class MapContent: HostedPage {
  var hosted: any SceneViewContent { host }

  private var host: CalloutMapHost
  private var classic = false
  private let engine: any TextLayoutEngine
  private let log: EventLog?
  private var size = CGSize.zero
  var isDark = false {
    didSet { host.appearance = isDark ? .dark : .light }
  }

  static let places: [(String, String, CGPoint)] = [
    ("Ferry Building", "Open today until 8 pm", CGPoint(x: 420, y: 260)),
    ("Coit Tower", "Viewpoint · 1.2 km", CGPoint(x: 180, y: 140)),
    ("Pier 39", "Sea lions · busy now", CGPoint(x: 880, y: 90)),
    ("Union Square", "Shopping", CGPoint(x: 300, y: 470)),
    ("Oracle Park", "Giants vs Dodgers, 7:15 pm", CGPoint(x: 640, y: 560)),
    ("Golden Gate Park", "Open 24 hours", CGPoint(x: 20, y: 330)),
  ]

  init(engine: any TextLayoutEngine, log: EventLog?) {
    self.engine = engine
    self.log = log
    host = Self.makeHost(engine: engine, classic: false, log: log)
    log?.write("layout", time: 0, [
      "pins": Self.places.map { ["name": $0.0, "frame": [Double($0.2.x - 11), Double($0.2.y - 11), 22, 22]] as [String: Any] }
    ])
  }

  static func makeHost(engine: any TextLayoutEngine, classic: Bool, log: EventLog?) -> CalloutMapHost {
    var canvas = Layer(id: "map", frame: CGRect(x: 0, y: 0, width: 1200, height: 800), backgroundColor: Color(rgb: 0xE6E4DE))
    // Blocks, a park and the bay: enough to see the map move.
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
    var pins: [CalloutMapHost.Pin] = []
    for (index, place) in places.enumerated() {
      let frame = CGRect(x: place.2.x - 11, y: place.2.y - 11, width: 22, height: 22)
      canvas.addSublayer(Layer(
        id: LayerID("map.pin.\(index)"), frame: frame, backgroundColor: .systemRed, cornerRadius: 11, borderWidth: 2,
        borderColor: .white))
      var callout = Callout(title: place.0, subtitle: place.1, style: classic ? .classic : .modern)
      callout.trailingAccessory = CalloutElement(
        size: CGSize(width: 30, height: 30),
        layer: Layer(
          id: "info", frame: CGRect(x: 0, y: 0, width: 30, height: 30), backgroundColor: .systemBlue, cornerRadius: 15))
      pins.append(CalloutMapHost.Pin(identifier: place.0, frame: frame, callout: callout))
    }
    let host = CalloutMapHost(canvas: canvas, pins: pins, engine: engine)
    host.onEvent = { event, time in
      switch event {
      case .pinSelected(let name): log?.write("pin", time: time, ["name": name])
      case .panRequested(let offset):
        log?.write("pan", time: time, ["dx": Double(offset.width), "dy": Double(offset.height)])
      case .appeared(let name, let frame):
        log?.write("callout", time: time, [
          "name": name, "frame": [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)],
        ])
      case .clicked(let name): log?.write("callout-click", time: time, ["name": name])
      case .accessoryClicked(let name, let leading):
        log?.write("accessory", time: time, ["name": name, "leading": leading])
      case .disappeared: log?.write("callout-gone", time: time)
      case .focused(let name): log?.write("focus", time: time, ["name": name])
      }
    }
    return host
  }


  func handle(_ input: SceneInput, size: CGSize) -> Bool {
    if case .key(.character("c"), _) = input {
      classic.toggle()
      host = Self.makeHost(engine: engine, classic: classic, log: log)
      host.appearance = isDark ? .dark : .light
      return true
    }
    return host.handle(input, size: size)
  }

}
