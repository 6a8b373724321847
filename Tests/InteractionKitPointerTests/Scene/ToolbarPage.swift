import Foundation
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitPointer
import InteractionKitScene

/// A page like the showcase's toolbar page, built with the public API: a contiguous toolbar of five
/// 56 × 44 buttons at (40, 70) (labelled for assistive technologies), the same buttons 60 pt apart
/// at (40, 170) (unlabelled: they read their identifiers), and a text area with two lines.
enum ToolbarPage {
  static let size = CGSize(width: 900, height: 600)
  static let buttonSize = CGSize(width: 56, height: 44)
  static let toolbarOrigin = CGPoint(x: 40, y: 70)
  static let gappedOrigin = CGPoint(x: 40, y: 170)
  static let gap: CGFloat = 60
  static let names = ["Bold", "Italic", "Underline", "Strikethrough", "Command"]
  static let paragraph = CGRect(x: 40, y: 478, width: 520, height: 44)
  static let lines = [CGRect(x: 40, y: 478, width: 520, height: 22), CGRect(x: 40, y: 500, width: 300, height: 22)]

  /// The tree and interactions for a size (the root is as large as the size).
  static func build(_ size: CGSize) -> (LayerTree, PointerInteractionRegistry) {
    var interactions = PointerInteractionRegistry()
    let root = Layer(id: "root", frame: CGRect(origin: .zero, size: size), backgroundColor: .white)
    guard var tree = try? LayerTree(root: root) else { return (.empty(frame: CGRect(x: 0, y: 0, width: 1, height: 1)), interactions) }
    do {
      let buttons = names.indices.map { LayerID("toolbar.\($0)") }
      try interactions.addContiguousRow(
        "toolbar", buttons: buttons, sizes: Array(repeating: buttonSize, count: names.count), at: toolbarOrigin,
        to: "root", in: &tree)
      for (index, id) in buttons.enumerated() {
        try tree.modifyLayer(id) { $0.backgroundColor = Color(rgb: 0xE8EEF8) }
        interactions.modifyInteraction(for: .layer(id)) { $0.accessibilityLabel = names[index] }
      }
      for index in names.indices {
        let id = LayerID("gapped.\(index)")
        try tree.addSublayer(
          Layer(id: id, frame: gapped(index), backgroundColor: Color(rgb: 0xE8EEF8), cornerRadius: 8), to: "root")
        try interactions.addButton(id, in: &tree)
      }
    } catch {
      return (tree, PointerInteractionRegistry())
    }
    interactions.addText(area: "paragraph", rect: paragraph, lines: lines)
    return (tree, interactions)
  }

  /// The frame of the gapped row's button `index`.
  static func gapped(_ index: Int) -> CGRect {
    CGRect(
      origin: CGPoint(x: gappedOrigin.x + CGFloat(index) * (buttonSize.width + gap), y: gappedOrigin.y),
      size: buttonSize)
  }

  static func scene(size: CGSize = size) -> PointerScene {
    PointerScene(environment: SceneEnvironment(size: size), scene: build)
  }
}

extension PointerScene {
  /// The frames of a row's buttons, `<prefix>.0` to `<prefix>.4`, in the built tree.
  func frames(_ prefix: String) -> [CGRect] {
    guard let tree = tracker.tree else { return [] }
    return ToolbarPage.names.indices.compactMap { try? tree.frameInRoot(of: LayerID("\(prefix).\($0)")) }
  }
}

extension PointerScene.Event {
  /// The identifier of the region entered, or nil for another event.
  var enteredRegion: String? {
    if case .entered(let region, _) = self { region.identifier?.description } else { nil }
  }

  /// Whether this is the system pointer returning.
  var isSystemPointer: Bool { self == .presented(.system) }
}
