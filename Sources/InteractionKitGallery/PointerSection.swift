import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene

extension Gallery {
  /// The pointer scenes: enlarged hit areas, contiguous rows the pointer glides across, containers
  /// that respect their children's areas, a text beam, a flick pulled to its target and a segmented
  /// control.
  static var pointerSection: GallerySection {
    GallerySection(
      id: "pointer", title: "Pointer interactions",
      items: [
        PointerSection.enlargedHitArea, PointerSection.contiguousRow, PointerSection.containerRule,
        PointerSection.textBeam, PointerSection.flick, PointerSection.segmentedControl,
      ])
  }
}

/// The pointer gallery items.
enum PointerSection {
  static let enlargedHitArea = GalleryItem(
    id: "pointer-enlarged-hit-area", title: "A button with and without an enlarged hit area",
    caption: "Dots every 5 pt where the button's pointer interaction answers: left, only its 64 × 36 bounds; right, its −20 pt hit-test insets (dashed) catch the pointer 20 pt before it reaches the button."
  ) { context in
    var b = SceneBuilder(context: context)
    let plain = PointerScenes.button("plain", frame: CGRect(x: 108, y: 62, width: 64, height: 36), inset: 0)
    let enlarged = PointerScenes.button("enlarged", frame: CGRect(x: 388, y: 62, width: 64, height: 36))
    let tree = try LayerTree(root: PointerScenes.panel(height: 160, sublayers: [plain, enlarged]))
    let interactions = PointerScenes.highlights(["plain", "enlarged"])
    let demo = PointerDemo(tree: tree, interactions: interactions, points: [])
    var root = try PointerScenes.picture(demo, title: "Hit map of the pointer interaction", builder: &b)
    root.sublayers += PointerScenes.hitMap(
      tree, interactions: interactions,
      colors: [.layer("plain"): .systemBlue, .layer("enlarged"): .systemRed])
    root.sublayers.append(b.label("no insets", at: CGPoint(x: 112, y: 118), size: 10.5))
    root.sublayers.append(b.label("−20 pt insets", at: CGPoint(x: 384, y: 124), size: 10.5))
    return try PointerScenes.stacked([root])
  }

  static let contiguousRow = GalleryItem(
    id: "pointer-contiguous-row", title: "A contiguous row vs a row with gaps",
    caption: "The same path across three buttons. Top: spacing 40 = 2 × 20 in a container with the union rule; the highlight slides from button to button, one enter each, never the system pointer. Bottom: spacing 72; the system pointer (grey discs) returns between them."
  ) { context in
    var b = SceneBuilder(context: context)
    var panels: [Layer] = []
    for contiguous in [true, false] {
      let origin = CGPoint(x: contiguous ? 148 : 84, y: 62)
      let tree = try LayerTree(
        root: PointerScenes.panel(height: 160, sublayers: try PointerScenes.row(contiguous: contiguous, origin: origin)))
      let points = PointerScenes.line(from: CGPoint(x: 24, y: 80), to: CGPoint(x: 536, y: 80), step: 8)
      let demo = PointerDemo(tree: tree, interactions: PointerScenes.highlights(["a", "b", "c"]), points: points)
      let note = "\(demo.enterCount) enters, \(demo.systemSamplesBetweenRegions) system-pointer samples between the first and last button"
      panels.append(
        try PointerScenes.picture(
          demo, title: contiguous ? "Contiguous (ContiguousLayout, spacing 40)" : "Gaps (spacing 72)", note: note,
          builder: &b))
    }
    return try PointerScenes.stacked(panels)
  }

  static let containerRule = GalleryItem(
    id: "pointer-container-rule", title: "A container that cuts its child's magnetism vs one that does not",
    caption: "A button near a card's edge with −20 pt insets; the pointer comes from the right. Top: the card's hit area is its bounds, so the button's area outside the card is never reached. Bottom: hitAreaRule = .unionOfSublayers (orange), the button catches the pointer 12 pt earlier, where its own area ends."
  ) { context in
    var b = SceneBuilder(context: context)
    var panels: [Layer] = []
    for rule in [HitAreaRule.bounds, .unionOfSublayers] {
      var card = Layer(id: "card", frame: CGRect(x: 120, y: 40, width: 240, height: 80))
      card.backgroundColor = Color(rgb: 0xF2F2F7)
      card.cornerRadius = 12
      card.hitAreaRule = rule
      card.sublayers = [PointerScenes.button("button", frame: CGRect(x: 168, y: 22, width: 64, height: 36))]
      let tree = try LayerTree(root: PointerScenes.panel(height: 160, sublayers: [card]))
      let points = PointerScenes.line(from: CGPoint(x: 520, y: 80), to: CGPoint(x: 300, y: 80), step: 6)
      let demo = PointerDemo(tree: tree, interactions: PointerScenes.highlights(["button"]), points: points)
      let entry = demo.steps.first { !$0.enteredRegions.isEmpty }.map { "entered at x = \(Int($0.sample.location.x))" }
      panels.append(
        try PointerScenes.picture(
          demo, title: rule == .bounds ? "hitAreaRule = .bounds" : "hitAreaRule = .unionOfSublayers",
          note: entry ?? "never entered", builder: &b))
    }
    return try PointerScenes.stacked(panels)
  }

  static let textBeam = GalleryItem(
    id: "pointer-text-beam", title: "A beam over text lines",
    caption: "A text-lines interaction: each line is a region, its style a vertical beam as tall as the line, constrained to the vertical axis so it snaps to the line while the pointer moves freely."
  ) { context in
    var b = SceneBuilder(context: context)
    let (paragraph, lines) = PointerScenes.textLines(
      "The pointer turns into a beam over text. Each line is its own region, so the beam keeps the height of the line it is on and jumps between lines.",
      width: 420, at: CGPoint(x: 70, y: 40), builder: &b)
    let tree = try LayerTree(root: PointerScenes.panel(height: 40 + paragraph.bounds.height + 50, sublayers: [paragraph]))
    var interactions = PointerInteractionRegistry()
    interactions.addInteraction(PointerInteraction(delegate: .textLines(lines)), area: "text", rect: paragraph.frame)
    let end = CGPoint(x: paragraph.frame.maxX - 20, y: paragraph.frame.maxY + 14)
    let points = PointerScenes.line(from: CGPoint(x: 40, y: 30), to: end, step: 14)
    let demo = PointerDemo(tree: tree, interactions: interactions, points: points)
    let picture = try PointerScenes.picture(
      demo, title: "PointerInteraction.Delegate.textLines", note: "\(lines.count) lines, \(demo.enterCount) enters",
      builder: &b, showsHitAreas: false)
    return try PointerScenes.stacked([picture])
  }

  static let flick = GalleryItem(
    id: "pointer-flick", title: "A flick pulled to its target",
    caption: "A flick decaying from 4,000 pt/s that stops 50 pt short of the button's area (lift style). Top: its trajectory is projected into the button and the pointer is pulled there (purple samples). Bottom: magnetism off, the system pointer stops short."
  ) { context in
    var b = SceneBuilder(context: context)
    var panels: [Layer] = []
    for magnetism in [true, false] {
      let target = PointerScenes.button("target", frame: CGRect(x: 420, y: 62, width: 80, height: 44))
      let tree = try LayerTree(root: PointerScenes.panel(height: 160, sublayers: [target]))
      // Decaying at 10/s from 4,000 pt/s, the flick would rest at x = 440, inside the button; the
      // samples stop at t = 0.15 s, x ≈ 351, short of its area.
      let points = (0...9).map { i in CGPoint(x: 40 + 400 * (1 - exp(-10 * Double(i) / 60)), y: 84) }
      var dynamics = PointerDynamics.standard
      dynamics.isMagnetismEnabled = magnetism
      let demo = PointerDemo(
        tree: tree, interactions: PointerScenes.highlights(["target"], delegate: .lift), points: points,
        dynamics: dynamics)
      let note = demo.enterCount > 0 ? "pulled into the button" : "no region: the system pointer"
      panels.append(
        try PointerScenes.picture(
          demo, title: magnetism ? "Magnetism on" : "Magnetism off", note: note, builder: &b))
    }
    return try PointerScenes.stacked(panels)
  }

  static let segmentedControl = GalleryItem(
    id: "pointer-segmented-control", title: "A segmented control",
    caption: "Top: at rest, a grey track (radius 9) of four abutting 90 × 32 segments, Week selected as a white raised thumb inset 2 pt (radius 7), separators between unselected neighbours. Bottom: the pointer comes up from below into Month; its segment's −20 pt top and bottom insets (dashed, the container's union in orange) catch it 20 pt early and the highlight covers the unselected segment."
  ) { context in
    var b = SceneBuilder(context: context)
    var panels: [Layer] = []
    for hovered in [false, true] {
      var tree = try LayerTree(root: PointerScenes.panel(height: 150, sublayers: []))
      var interactions = PointerInteractionRegistry()
      let origin = CGPoint(x: 100, y: 60)
      try SegmentedControlDemo.add(
        to: &tree, interactions: &interactions, at: origin, parent: "panel", engine: context.textEngine)
      let month = try tree.frameInRoot(of: SegmentedControlDemo.segmentID(2))
      let points =
        hovered ? PointerScenes.line(from: CGPoint(x: month.midX, y: 146), to: month.center, step: 8) : []
      let demo = PointerDemo(tree: tree, interactions: interactions, points: points)
      let note = hovered ? "\(demo.enterCount) enter: segment.2 (Month), highlighted" : "at rest: Week selected"
      panels.append(
        try PointerScenes.picture(
          demo, title: hovered ? "The pointer over Month" : "SegmentedControlDemo", note: note, builder: &b,
          showsHitAreas: hovered))
    }
    return try PointerScenes.stacked(panels)
  }
}
