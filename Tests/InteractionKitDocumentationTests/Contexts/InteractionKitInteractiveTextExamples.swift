import InteractionKit
import InteractionKitLinux

/// What the interactive text's examples use without declaring it. Never instantiated;
/// `scripts/extract-doc-examples` copies each property an example mentions into a local.
struct InteractionKitInteractiveTextExamples {
  let engine: PangoTextLayoutEngine
  let text: String
  let touchPoint: CGPoint
  var interaction: InteractiveTextInteraction
  let event: InteractiveTextInteraction.Event
  let layout: ViewportTextLayout

  /// The app opens a tapped token.
  func open(_ token: Token) {}
}
