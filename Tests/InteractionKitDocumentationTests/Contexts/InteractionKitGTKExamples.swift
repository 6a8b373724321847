import InteractionKitGTK
import InteractionKitLinux

/// What the GTK adapter's examples use without declaring it. Never instantiated;
/// `scripts/extract-doc-examples` copies each property an example mentions into a local.
@MainActor struct InteractionKitGTKExamples {
  let document: TextDocument
  let environment: SceneEnvironment
  let scene: InteractiveTextScene
}
