import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitScene

extension Gallery {
  /// The callout scenes: callouts near every edge and corner in both styles, scroll-to-fit before
  /// and after, the bounce filmstrips, the dark variant and an app's own background.
  static var calloutSection: GallerySection {
    GallerySection(
      id: "callout", title: "Callouts",
      items: [
        CalloutScenes.modernEdges, CalloutScenes.classicEdges, CalloutScenes.scrollToFit,
        CalloutScenes.modernBounce, CalloutScenes.classicBounce, CalloutScenes.dark,
        CalloutScenes.customBackground,
      ])
  }
}

/// Scenes of map callouts.
enum CalloutScenes {
  /// The container of the edge scenes.
  static let mapSize = CGSize(width: 600, height: 440)

  /// A pin image stand-in: an orange rounded square with a white dot.
  static func pinAccessory(id: String) -> CalloutElement {
    var layer = Layer(id: LayerID("\(id).pin"), frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    layer.backgroundColor = .systemOrange
    layer.cornerRadius = 7
    layer.cornerCurve = .continuous
    var dot = Layer(id: LayerID("\(id).pin.dot"), frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    dot.backgroundColor = .white
    dot.cornerRadius = 5
    layer.sublayers = [dot]
    return CalloutElement(layer: layer)
  }

  /// A detail-disclosure stand-in: a blue ring with an "i" drawn as a dot and a stem.
  static func infoAccessory(id: String, tint: Color = .systemBlue) -> CalloutElement {
    var layer = Layer(id: LayerID("\(id).info"), frame: CGRect(x: 0, y: 0, width: 22, height: 22))
    var shape = Path(ellipseIn: CGRect(x: 0.75, y: 0.75, width: 20.5, height: 20.5))
    shape.addEllipse(in: CGRect(x: 2.25, y: 2.25, width: 17.5, height: 17.5))
    shape.addEllipse(in: CGRect(x: 9.6, y: 5, width: 2.8, height: 2.8))
    shape.addRect(CGRect(x: 9.9, y: 9, width: 2.2, height: 8))
    layer.contents = .shape(ShapeContents(path: shape, fillColor: tint, fillRule: .evenOdd))
    return CalloutElement(layer: layer)
  }

  /// A callout with a title, an optional subtitle and the chosen accessories.
  static func callout(
    _ title: String, _ subtitle: String? = nil, style: CalloutStyle, leading: Bool = false, trailing: Bool = false,
    permitted: CalloutArrowDirection = .any
  ) -> Callout {
    var callout = Callout(title: title, subtitle: subtitle, style: style, permittedArrowDirections: permitted)
    let id = "accessory-" + title.lowercased().replacingOccurrences(of: " ", with: "-")
    if leading { callout.leadingAccessory = pinAccessory(id: id) }
    if trailing { callout.trailingAccessory = infoAccessory(id: id, tint: style == .classic ? .white : .systemBlue) }
    return callout
  }

  /// One map with several pins, each with its callout laid out independently in the whole map.
  static func mapScene(
    size: CGSize = mapSize, pins: [(Callout, CGRect)], appearance: CalloutBackground.Appearance = .light,
    context: GalleryContext
  ) throws -> LayerTree {
    let container = CGRect(origin: .zero, size: size)
    var root = CalloutDemo.root(containerSize: size, appearance: appearance)
    root.sublayers.append(CalloutDemo.map(size: size, offset: .zero, appearance: appearance, targets: pins.map(\.1)))
    for (i, (callout, target)) in pins.enumerated() {
      let layout = try callout.layout(pointingAt: target, in: container, engine: context.textEngine, scale: 2)
      var layer = callout.layer(
        for: layout, engine: context.textEngine, appearance: appearance, id: LayerID("callout-\(i)"))
      layer.position.x += CalloutDemo.padding
      layer.position.y += CalloutDemo.padding
      root.sublayers.append(layer)
    }
    return try LayerTree(root: root)
  }

  /// Pins at the four corners, the middle of the top and bottom edges and the middle of the side
  /// edges: up at the top (no room above), down elsewhere, with every mix of accessories.
  static func edgePins(style: CalloutStyle) -> [(Callout, CGRect)] {
    let w = mapSize.width
    let h = mapSize.height
    let pin = CGSize(width: 20, height: 28)
    func at(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(origin: CGPoint(x: x, y: y), size: pin) }
    return [
      (callout("Pier 39", "Top-left corner", style: style, leading: true), at(6, 8)),
      (callout("Coit Tower", style: style, trailing: true), at(w / 2 - 10, 8)),
      (callout("Ferry Building", style: style, leading: true, trailing: true), at(w - 26, 8)),
      (callout("Presidio", "Left edge", style: style), at(6, h / 2 - 14)),
      (callout("Mission", "Right edge", style: style, trailing: true), at(w - 26, h / 2 - 14)),
      (callout("Lands End", style: style, trailing: true), at(6, h - 36)),
      (callout("Twin Peaks", "Bottom edge", style: style, leading: true), at(w / 2 - 10, h - 36)),
      (callout("Bayview", style: style), at(w - 26, h - 36)),
    ]
  }

  static let modernEdges = GalleryItem(
    id: "callout-modern-edges", title: "Modern callouts at the edges and corners",
    caption: "Pins at each corner and edge: up at the top (no room above), down elsewhere; the bubble is centred on the pin, clamped 10 pt inside the map, and slid so the arrow stays 27 pt from its ends."
  ) { context in
    try mapScene(pins: edgePins(style: .modern), context: context)
  }

  static let classicEdges = GalleryItem(
    id: "callout-classic-edges", title: "Classic callouts at the edges and corners",
    caption: "The same pins in the iOS 6 style: each bubble prefers the middle of the map and slides only to keep the arrow 39 pt from its ends, so corner bubbles stick out past the edge."
  ) { context in
    try mapScene(pins: edgePins(style: .classic), context: context)
  }

  static let scrollToFit = GalleryItem(
    id: "callout-scroll-to-fit", title: "Scroll to fit: before and after",
    caption: "A pin near the right edge: its callout sticks out past the constrained area, so it asks the map to scroll by (−17, 0); after the scroll the map, the pin and the callout have all moved and fit."
  ) { context in
    var callout = Callout(style: .modern)
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 138, height: 20))
    let demo = try CalloutDemo(
      callout: callout, target: CGRect(x: 290, y: 200, width: 20, height: 40),
      containerSize: CGSize(width: 320, height: 480), context: context)
    let before = try demo.scene(scrolled: false).root
    let after = try demo.scene(scrolled: true).root
    var b = SceneBuilder(context: context)
    let labelHeight: CGFloat = 22
    var root = SceneBuilder.root(
      width: before.bounds.width + after.bounds.width + 36, height: before.bounds.height + labelHeight + 24)
    var left = Layer(id: "before", frame: CGRect(origin: CGPoint(x: 12, y: 12 + labelHeight), size: before.bounds.size))
    left.contents = .snapshot(Snapshot(layer: before))
    var right = Layer(
      id: "after",
      frame: CGRect(origin: CGPoint(x: 24 + before.bounds.width, y: 12 + labelHeight), size: after.bounds.size))
    right.contents = .snapshot(Snapshot(layer: after))
    let offset = demo.layout.scrollOffset
    root.sublayers = [
      left, right,
      b.label(
        String(format: "Before: scroll offset (%g, %g)", offset.width, offset.height), at: CGPoint(x: 12, y: 12),
        size: 13, color: .label),
      b.label("After the map scrolled", at: CGPoint(x: 24 + before.bounds.width, y: 12), size: 13, color: .label),
    ]
    return try LayerTree(root: root)
  }

  /// A bounce filmstrip of a callout with a subtitle and a trailing accessory in a small map.
  static func bounce(style: CalloutStyle, context: GalleryContext) throws -> LayerTree {
    let callout = callout("Golden Gate Bridge", "San Francisco", style: style, trailing: true, permitted: .down)
    let demo = try CalloutDemo(
      callout: callout, target: CGRect(x: 140, y: 112, width: 20, height: 28), containerSize: CGSize(width: 300, height: 160),
      context: context)
    return try demo.filmstrip(frameWidth: 300)
  }

  static let modernBounce = GalleryItem(
    id: "callout-bounce-modern", title: "The modern bounce",
    caption: "Eight frames over 0.23 s: scale 0.7 → 1 on the cubic (0.59367, 0.12066, 0.18878, 1.5814), overshooting to about 1.041, with the opacity fading in; it grows from the arrow's tip."
  ) { context in
    try bounce(style: .modern, context: context)
  }

  static let classicBounce = GalleryItem(
    id: "callout-bounce-classic", title: "The classic bounce",
    caption: "Eight frames over 1/3 s: scale keyframes 0.05, 1.11245, 0.951807, 1 at 0, 4/9, 13/18, 1, each segment eased, growing from the arrow's tip at full opacity."
  ) { context in
    try bounce(style: .classic, context: context)
  }

  static let dark = GalleryItem(
    id: "callout-dark", title: "The dark variant",
    caption: "The modern bubble in dark mode: body white 0.2 at 96 %, a white hairline at 20 %, white title and grey subtitle; the middle one is highlighted (white 0.15), as while pressed."
  ) { context in
    let size = CGSize(width: 520, height: 240)
    var pressed = callout("Alcatraz", "Highlighted", style: .modern, trailing: true)
    pressed.isHighlighted = true
    return try mapScene(
      size: size,
      pins: [
        (callout("Pier 39", "Pointing down", style: .modern, leading: true), CGRect(x: 90, y: 100, width: 20, height: 28)),
        (pressed, CGRect(x: 250, y: 180, width: 20, height: 28)),
        (callout("Embarcadero", "Pointing up", style: .modern, trailing: true), CGRect(x: 420, y: 8, width: 20, height: 28)),
      ],
      appearance: .dark, context: context)
  }

  static let customBackground = GalleryItem(
    id: "callout-custom-background", title: "An app's own background",
    caption: "SpeechBubbleCalloutBackground through CalloutBackgroundDrawing: the modern layout places each bubble, the custom outline draws it, clips its content and takes its touches; down in the middle, up at the top edge, pressed on the right, and a dark one below."
  ) { context in
    let size = CGSize(width: 600, height: 300)
    func bubble(_ title: String, _ subtitle: String?, leading: Bool = false, trailing: Bool = false) -> Callout {
      var callout = callout(title, subtitle, style: .modern, leading: leading, trailing: trailing)
      callout.background = SpeechBubbleCalloutBackground()
      return callout
    }
    var pressed = bubble("Alcatraz", "Highlighted", trailing: true)
    pressed.isHighlighted = true
    let light = try mapScene(
      size: size,
      pins: [
        (bubble("Pier 39", "Pointing down", leading: true, trailing: true), CGRect(x: 120, y: 200, width: 20, height: 28)),
        (bubble("Coit Tower", "Pointing up: no room above", trailing: true), CGRect(x: 250, y: 8, width: 20, height: 28)),
        (pressed, CGRect(x: 470, y: 230, width: 20, height: 28)),
      ],
      context: context)
    let dark = try mapScene(
      size: CGSize(width: 600, height: 150),
      pins: [(bubble("Embarcadero", "Dark appearance", trailing: true), CGRect(x: 300, y: 96, width: 20, height: 28))],
      appearance: .dark, context: context)
    var root = SceneBuilder.root(
      width: light.root.bounds.width, height: light.root.bounds.height + dark.root.bounds.height + 12)
    var top = Layer(id: "light", frame: light.root.bounds)
    top.contents = .snapshot(Snapshot(layer: light.root))
    var bottom = Layer(
      id: "dark", frame: CGRect(origin: CGPoint(x: 0, y: light.root.bounds.height + 12), size: dark.root.bounds.size))
    bottom.contents = .snapshot(Snapshot(layer: dark.root))
    root.sublayers = [top, bottom]
    return try LayerTree(root: root)
  }
}
