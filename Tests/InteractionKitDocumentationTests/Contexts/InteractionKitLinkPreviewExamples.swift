import InteractionKit
import InteractionKitLinux

/// What the link preview's examples use without declaring it: an app's text, window and link.
/// Never instantiated; `scripts/extract-doc-examples` copies each property an example mentions
/// into a local of the same name.
struct InteractionKitLinkPreviewExamples {
  let engine: PangoTextLayoutEngine
  let document: TextDocument
  let environment: SceneEnvironment
  let layout: LinkPreviewLayout
  let text: ViewportTextLayout
  let point: CGPoint
  let link: LinkPreviewSource
  let textView: CGRect
  let textFrame: CGRect
  let window: CGRect
  let scrolled: CGRect
  let preview: TargetedPreview
  let cardLayer: Layer
  var root: Layer
  let interaction: LinkPreviewInteraction
  let effect: LinkPreviewInteraction.Effect
  let t: TimeInterval

  /// The app draws a frame of the lift.
  func draw(_ presentation: LinkPreviewPresentation) {}
}
