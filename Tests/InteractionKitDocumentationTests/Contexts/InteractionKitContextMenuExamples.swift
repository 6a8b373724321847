import InteractionKit
import InteractionKitLinux

/// What the context menu's examples use without declaring it: an app's window, bubble, menu and
/// machine. Never instantiated; `scripts/extract-doc-examples` copies each property an example
/// mentions into a local of the same name.
struct InteractionKitContextMenuExamples {
  let engine: PangoTextLayoutEngine
  let window: CGRect
  let bubble: CGRect
  let bubbleFrame: CGRect
  let textView: CGRect
  let linkRects: [CGRect]
  let rects: [CGRect]
  let point: CGPoint
  let now: TimeInterval
  let menu: Menu
  let configuration: ContextMenuConfiguration
  let layout: ContextMenuLayout
  let parameters: PreviewParameters
  let tree: LayerTree
  var interaction: ContextMenuInteraction
  let transition: ContextMenuTransition
  let effect: ContextMenuInteraction.Effect
  let chat: (root: Layer, container: ContextMenuContainer)
  let liftedBubble: Layer
}
