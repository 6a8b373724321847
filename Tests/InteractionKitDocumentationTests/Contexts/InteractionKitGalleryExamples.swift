import InteractionKitGallery
import InteractionKitLinux

/// What the gallery's examples use without declaring it. Never instantiated;
/// `scripts/extract-doc-examples` copies each property an example mentions into a local.
struct InteractionKitGalleryExamples {
  let phone: ContextMenuContainer
  let configuration: ContextMenuConfiguration
  let chat: Layer
  let liftedBubble: Layer
  let context: GalleryContext
  let scene: LayerTree
  let interactions: PointerInteractionRegistry
}
