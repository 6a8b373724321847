import Foundation
public import InteractionKitScene

extension ContextMenuScene {
  /// A control drawn inside a source's lifted preview — a play button, a reaction drawn on a
  /// bubble — that keeps its own hit testing while the preview is presented.
  ///
  /// On iOS a lifted preview receives no touches. Here a source lists its controls
  /// (``Source/previewControls``) by the identifiers of layers in its preview's content
  /// (``Source/content`` or ``Source/previewContent``): while the menu (or, after a double-tap, the
  /// accessories alone) is presented, a tap that lands on one of them in the drawn preview — the
  /// frontmost layer under the point is the control or inside it — is reported as
  /// ``Event/previewControlTapped(source:layer:)`` and the menu stays up. A tap elsewhere in the
  /// preview is ``Event/previewTapped``, as before. The keyboard's Tab reaches each control after
  /// the menu, and Return or Space taps it; assistive technologies read it as a button
  /// (``ElementID/previewControl(_:)``) with `AccessibilityAction.activate`.
  ///
  /// ```swift
  /// var source = ContextMenuScene.Source(frame: bubble, configuration: configuration, content: liftedBubble)
  /// source.previewControls = [ContextMenuScene.PreviewControl(layer: "lifted-bubble.play", accessibilityLabel: "Play")]
  /// ```
  public struct PreviewControl: Hashable, Sendable {
    /// The control's layer in the source's preview content.
    public var layer: LayerID
    /// What assistive technologies read for it; the layer's identifier when empty.
    public var accessibilityLabel: String

    /// Creates a preview control.
    ///
    /// - Parameters:
    ///   - layer: The control's layer in the source's preview content.
    ///   - accessibilityLabel: What assistive technologies read; default the layer's identifier.
    public init(layer: LayerID, accessibilityLabel: String = "") {
      self.layer = layer
      self.accessibilityLabel = accessibilityLabel
    }
  }
}

extension ContextMenuScene {
  // MARK: Preview controls

  /// The overlay's preview platter: a control is a preview control only inside it.
  static let previewLayerID: LayerID = "contextMenu.preview"

  /// The presented source's preview controls, or none while nothing is presented.
  var presentedPreviewControls: [PreviewControl] {
    guard interaction.isPresented, let index = pressedSource, sources.indices.contains(index) else { return [] }
    return sources[index].previewControls
  }

  /// The preview control under `point` in what is drawn at `time`: the deepest listed layer on the
  /// chain to the frontmost layer hit, when that chain passes through the preview; nil otherwise
  /// (also for a non-finite point, or while nothing is presented).
  func previewControl(at point: CGPoint, time: TimeInterval) -> LayerID? {
    let controls = Set(presentedPreviewControls.map(\.layer))
    guard !controls.isEmpty, point.x.isFinite, point.y.isFinite else { return nil }
    let chain = layerTree(at: time).hitTestChain(point)
    guard chain.contains(Self.previewLayerID) else { return nil }
    return chain.last { controls.contains($0) }
  }

  /// The presented preview controls drawn inside the preview, with their frames in the scene's
  /// coordinates in `tree` (the bounding box of the lifted, scaled layer), in the source's order;
  /// a control whose layer is missing or empty is left out.
  func previewControlFrames(in tree: LayerTree) -> [(control: PreviewControl, frame: CGRect)] {
    presentedPreviewControls.compactMap { control in
      guard let chain = try? tree.ancestry(of: control.layer), chain.contains(Self.previewLayerID),
        let frame = try? tree.frameInRoot(of: control.layer), !frame.isEmpty
      else { return nil }
      return (control, frame)
    }
  }

  /// ``previewControlFrames(in:)`` in what is drawn now (the interaction's latest time).
  var previewControlFrames: [(control: PreviewControl, frame: CGRect)] {
    guard !presentedPreviewControls.isEmpty else { return [] }
    return previewControlFrames(in: layerTree(at: interaction.clock.now))
  }

  /// The event for a tap on a preview control of the presented source.
  func previewControlTapped(_ layer: LayerID) -> [Event] {
    guard let pressedSource, presentedPreviewControls.contains(where: { $0.layer == layer }) else { return [] }
    return [.previewControlTapped(source: pressedSource, layer: layer)]
  }
}
