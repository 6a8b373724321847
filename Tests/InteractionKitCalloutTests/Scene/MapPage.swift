import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitGestures
import InteractionKitLiveScene
import InteractionKitScene

/// A small map like the showcase's map page: a 1200 × 800 canvas with blocks and six 22 × 22 pins
/// in a 900 × 600 scene, each pin's callout a title, a subtitle and a 30 × 30 trailing info button,
/// measured by ``MonospacedCalloutEngine`` for exact numbers.
enum MapPage {
  static let size = CGSize(width: 900, height: 600)
  static let engine = MonospacedCalloutEngine()

  static let places: [(name: String, subtitle: String, centre: CGPoint)] = [
    ("Ferry Building", "Open today until 8 pm", CGPoint(x: 420, y: 260)),
    ("Coit Tower", "Viewpoint · 1.2 km", CGPoint(x: 180, y: 140)),
    ("Pier 39", "Sea lions · busy now", CGPoint(x: 880, y: 90)),
    ("Union Square", "Shopping", CGPoint(x: 300, y: 470)),
    ("Oracle Park", "Giants vs Dodgers, 7:15 pm", CGPoint(x: 640, y: 560)),
    ("Golden Gate Park", "Open 24 hours", CGPoint(x: 20, y: 330)),
  ]

  /// A pin's frame on the canvas.
  static func frame(_ name: String) -> CGRect {
    let centre = places.first { $0.name == name }?.centre ?? .zero
    return CGRect(x: centre.x - 11, y: centre.y - 11, width: 22, height: 22)
  }

  /// The callout of a place.
  static func callout(_ name: String, subtitle: String) -> Callout {
    var callout = Callout(title: name, subtitle: subtitle)
    callout.trailingAccessory = CalloutElement(
      size: CGSize(width: 30, height: 30),
      layer: Layer(id: "info", frame: CGRect(x: 0, y: 0, width: 30, height: 30), backgroundColor: .systemBlue, cornerRadius: 15))
    return callout
  }

  static var canvas: Layer {
    var canvas = Layer(id: "map", frame: CGRect(x: 0, y: 0, width: 1200, height: 800), backgroundColor: Color(rgb: 0xE6E4DE))
    canvas.addSublayer(Layer(id: "map.bay", frame: CGRect(x: 960, y: 0, width: 240, height: 800), backgroundColor: Color(rgb: 0xAAD3F1)))
    for row in 0 ..< 8 {
      for column in 0 ..< 9 {
        canvas.addSublayer(
          Layer(
            id: LayerID("map.block.\(row).\(column)"),
            frame: CGRect(x: 70 + CGFloat(column) * 100, y: 20 + CGFloat(row) * 96, width: 84, height: 80),
            backgroundColor: Color(rgb: 0xF2F0EB), cornerRadius: 4))
      }
    }
    for (index, place) in places.enumerated() {
      canvas.addSublayer(
        Layer(id: LayerID("map.pin.\(index)"), frame: frame(place.name), backgroundColor: .systemRed, cornerRadius: 11))
    }
    return canvas
  }

  static var pins: [CalloutMapScene.Pin] {
    places.map { .init(identifier: $0.name, frame: frame($0.name), callout: callout($0.name, subtitle: $0.subtitle)) }
  }

  static func scene(
    size: CGSize = size, appearance: SceneAppearance = SceneAppearance(), pressTiming: PressTiming = .phone
  ) -> CalloutMapScene {
    CalloutMapScene(
      canvas: canvas, pins: pins, engine: engine, environment: SceneEnvironment(size: size, appearance: appearance),
      pressTiming: pressTiming)
  }

  /// Where a pin's centre is in the scene now.
  static func centre(_ name: String, in scene: CalloutMapScene, at time: TimeInterval) -> CGPoint {
    let offset = scene.offset(at: time)
    let frame = frame(name)
    return CGPoint(x: frame.midX + offset.x, y: frame.midY + offset.y)
  }
}
