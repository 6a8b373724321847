import InteractionKit
import InteractionKitLinux

/// What the scene module's examples use without declaring it; the articles' later blocks go on
/// from the earlier ones (`tree`, `frame`). Never instantiated; `scripts/extract-doc-examples`
/// copies each property an example mentions into a local of the same name.
struct InteractionKitSceneExamples {
  var tree: LayerTree
  let frame: LayerTree
  let dot: CGRect
  let title: PangoTextLayout
}
