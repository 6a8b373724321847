import InteractionKit
import InteractionKitLinux

/// What the callout module's examples use without declaring it: an app's engine, map, pins and
/// layers. Never instantiated; `scripts/extract-doc-examples` copies each property an example
/// mentions into a local of the same name.
struct InteractionKitCalloutExamples {
  let engine: PangoTextLayoutEngine
  let layout: CalloutLayout
  let animation: CalloutAnimation
  let callout: Callout
  let t: TimeInterval
  let now: TimeInterval
  let delay: TimeInterval
  var tree: LayerTree
  var root: Layer
  var map: Layer
  var mapView: MapView
  let title: Layer
  let accessory: Layer
  let infoButton: Layer
  let infoButtonLayer: Layer
  let pin: CGRect
  let pinRect: CGRect
  let pinFrame: CGRect
  let pinCentre: CGPoint
  let bounds: CGRect
  let mapBounds: CGRect

  /// An app's own scrolling map view.
  struct MapView {
    var bounds: CGRect
    mutating func scroll(by offset: CGSize) { bounds = bounds.offsetBy(dx: offset.width, dy: offset.height) }
  }

  /// The app draws a callout's frame.
  func draw(_ layout: CalloutLayout, _ sample: CalloutAnimation.Sample) {}
}
