import InteractionKit

/// What the gestures module's examples use without declaring it. Never instantiated;
/// `scripts/extract-doc-examples` copies each property an example mentions into a local.
struct InteractionKitGesturesExamples {
  let point: CGPoint
}
