import InteractionKit

/// What the pointer module's examples use without declaring it: an app's layer tree, its
/// interactions and frames. Never instantiated; `scripts/extract-doc-examples` copies each
/// property an example mentions into a local of the same name.
struct InteractionKitPointerExamples {
  var tree: LayerTree
  var interactions: PointerInteractionRegistry
  let scene: LayerTree
  let points: [CGPoint]
  let lines: [CGRect]
  let editorRect: CGRect
  let track: CGRect
  let thumbRect: CGRect
  let thumbFrame: CGRect
  let itemFrame: CGRect
  let submenuFrame: CGRect
  let frame: CGRect
  let pointer: CGPoint
  let next: CGPoint
  let now: TimeInterval
  let preview: PointerPreview

  /// The app draws the presented pointer.
  func draw(_ outline: Path) {}

  /// The app closes its submenu.
  func closeSubmenu() {}
}
