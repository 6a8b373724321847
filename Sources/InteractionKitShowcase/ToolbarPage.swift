import Foundation
import InteractionKitGTK
import InteractionKitGallery
import InteractionKitLinux

/// Page 4: pointer interactions. A contiguous toolbar the pointer glides along without turning
/// back into the system pointer, the same buttons with gaps between them, a segmented control,
/// buttons near a card's edge whose enlarged hit areas reach outside it, and a text area with a
/// beam (and the system pointer over its link).
enum ToolbarPage {
  /// Where the page puts things, for the event log and the end-to-end driver.
  static let buttonSize = CGSize(width: 56, height: 44)
  static let toolbarOrigin = CGPoint(x: 40, y: 70)
  static let gappedOrigin = CGPoint(x: 40, y: 170)
  static let gap: CGFloat = 60
  static let symbols = ["B", "I", "U", "S", "⌘"]

  /// The page's view: the engine's pointer scene over the page's controls.
  @MainActor
  static func view(engine: any TextLayoutEngine, environment: SceneEnvironment, log: EventLog?) -> SceneView {
    let scene = PointerScene(environment: environment) { size in Self.scene(size: size, engine: engine) }
    logLayout(scene, log: log)
    return SceneView(scene: scene) { event, time in
      switch event {
      case .entered(let region, let host):
        log?.write("enter", time: time, ["region": region.identifier?.description ?? "", "host": host.description])
      case .exited(let region, let host):
        log?.write("exit", time: time, ["region": region.identifier?.description ?? "", "host": host.description])
      case .magnetized(let region, _): log?.write("magnetized", time: time, ["region": region.identifier?.description ?? ""])
      case .presented(let kind): log?.write("pointer", time: time, ["kind": kind.rawValue])
      case .focused(let id): log?.write("focus", time: time, ["control": id.rawValue])
      case .activated(let id): log?.write("activate", time: time, ["control": id.rawValue])
      }
    }
  }

  /// Logs where the buttons are, so a driver can aim at them.
  private static func logLayout(_ scene: PointerScene, log: EventLog?) {
    guard let log, let tree = scene.tracker.tree else { return }
    func frames(_ prefix: String) -> [[Double]] {
      symbols.indices.compactMap { index in (try? tree.frameInRoot(of: LayerID("\(prefix).\(index)"))).map(EventLog.numbers) }
    }
    log.write("layout", time: 0, ["toolbar": frames("toolbar"), "gapped": frames("gapped")])
  }

  static func rect(gapped index: Int) -> [Double] {
    [Double(gappedOrigin.x + CGFloat(index) * (buttonSize.width + gap)), Double(gappedOrigin.y),
     Double(buttonSize.width), Double(buttonSize.height)]
  }

  private static func label(_ text: String, engine: any TextLayoutEngine, size: CGFloat = 13, width: CGFloat? = nil,
                            color: Color = .secondaryLabel) -> any TextLayout {
    engine.layout(
      AttributedText(text, attributes: TextAttributes(fontSize: size, foregroundColor: color)),
      in: TextContainer(width: width))
  }

  /// A button face: a light fill and a centred symbol.
  private static func face(_ id: LayerID, symbol: String, frame: CGRect, engine: any TextLayoutEngine) -> Layer {
    let text = label(symbol, engine: engine, size: 17, color: .label)
    let origin = CGPoint(x: (frame.width - text.size.width) / 2, y: (frame.height - text.size.height) / 2)
    var symbolLayer = Layer.text(LayerID("\(id).symbol"), layout: text, at: origin)
    symbolLayer.isUserInteractionEnabled = false
    return Layer(
      id: id, frame: frame, backgroundColor: Color(rgb: 0xE8EEF8), cornerRadius: 8, sublayers: [symbolLayer])
  }

  /// The segmented control's titles, its selected segment (fixed: changing it on a click would need
  /// selection state in the pointer scene, which its `activated` event cannot drive from the page),
  /// and the size of a segment: the gallery's `SegmentedControlDemo`.
  static let segmentTitles = SegmentedControlDemo.titles
  static let selectedSegment = SegmentedControlDemo.selectedSegment
  static let segmentSize = SegmentedControlDemo.segmentSize
  static let segmentsOrigin = CGPoint(x: 40, y: 268)

  static func scene(size: CGSize, engine: any TextLayoutEngine) -> (LayerTree, PointerInteractionRegistry) {
    var root = Layer(id: "root", frame: CGRect(origin: .zero, size: size), backgroundColor: .white)
    let captions: [(String, CGFloat)] = [
      ("A contiguous toolbar: the pointer glides from button to button.", 44),
      ("The same buttons 60 pt apart: the system pointer between them.", 144),
      ("A segmented control.", 244),
      ("Buttons near a card's edge: their −20 pt hit areas reach outside the card.", 334),
      ("Text: a beam over its lines, the system pointer over its link.", 454),
    ]
    for (index, caption) in captions.enumerated() {
      root.addSublayer(.text(LayerID("caption.\(index)"), layout: label(caption.0, engine: engine), at: CGPoint(x: 40, y: caption.1)))
    }
    var interactions = PointerInteractionRegistry()
    guard let empty = try? LayerTree(root: root) else { return (.empty(frame: CGRect(origin: .zero, size: size)), PointerInteractionRegistry()) }
    var tree = empty
    do {
      try interactions.addContiguousRow(
        "toolbar", buttons: symbols.indices.map { LayerID("toolbar.\($0)") },
        sizes: Array(repeating: buttonSize, count: symbols.count), at: toolbarOrigin, to: "root", in: &tree)
      for (index, symbol) in symbols.enumerated() {
        let id = LayerID("toolbar.\(index)")
        let frame = try tree.frameInRoot(of: id)
        try tree.addSublayer(face(LayerID("toolbar.\(index).face"), symbol: symbol, frame: CGRect(origin: .zero, size: frame.size), engine: engine), to: id)
        try tree.modifyLayer(LayerID("toolbar.\(index).face")) { $0.isUserInteractionEnabled = false }
      }
      for (index, symbol) in symbols.enumerated() {
        let r = rect(gapped: index)
        let id = LayerID("gapped.\(index)")
        try tree.addSublayer(face(id, symbol: symbol, frame: CGRect(x: r[0], y: r[1], width: r[2], height: r[3]), engine: engine), to: "root")
        try interactions.addButton(id, in: &tree)
      }
      try SegmentedControlDemo.add(to: &tree, interactions: &interactions, at: segmentsOrigin, engine: engine)
      let card = Layer(
        id: "card", frame: CGRect(x: 40, y: 360, width: 300, height: 70), backgroundColor: Color(rgb: 0xF2F2F7),
        cornerRadius: 13)
      try tree.addSublayer(card, to: "root")
      try tree.addSublayer(face("card.close", symbol: "✕", frame: CGRect(x: 250, y: 13, width: 44, height: 44), engine: engine), to: "card")
      try tree.addSublayer(face("card.more", symbol: "…", frame: CGRect(x: 6, y: 13, width: 44, height: 44), engine: engine), to: "card")
      try interactions.addButton("card.close", in: &tree)
      try interactions.addButton("card.more", in: &tree)
      let paragraph = label(
        "Hover this paragraph: the pointer becomes a beam as tall as each line. Over https://swift.org it is the system pointer again.",
        engine: engine, size: 17, width: min(520, size.width - 80), color: .label)
      let origin = CGPoint(x: 40, y: 478)
      try tree.addSublayer(Layer.text("paragraph", layout: paragraph, at: origin), to: "root")
      let whole = NSRange(location: 0, length: paragraph.text.utf16Count)
      let lines = ((try? paragraph.lineRects(for: whole)) ?? []).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
      let linkRange = (paragraph.text.string as NSString).range(of: "https://swift.org")
      let link = ((try? paragraph.lineRects(for: linkRange)) ?? []).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
      interactions.addText(
        area: "paragraph", rect: CGRect(origin: origin, size: paragraph.size), lines: lines, links: [link])
    } catch {
      return (empty, PointerInteractionRegistry())
    }
    return (tree, interactions)
  }
}
