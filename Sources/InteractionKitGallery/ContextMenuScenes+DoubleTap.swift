import Foundation
import InteractionKitGeometry
import InteractionKitLinkPreview
import InteractionKitScene

extension ContextMenuScenes {
  /// The two taps of the double-tap item: down and up 0.08 s apart, the second down 0.2 s after
  /// the first (inside `ContextMenuTiming.doubleTapInterval`, 0.35 s), at the bubble's centre.
  static let doubleTapTimes: [(down: TimeInterval, up: TimeInterval)] = [(0, 0.08), (0.2, 0.28)]

  static let doubleTap = GalleryItem(
    id: "context-menu-double-tap", title: "A double-tap: the Tapback bar alone",
    caption: "Two quick taps on a received message (the second 0.2 s after the first, within the 0.35 s double-tap interval and 44 pt): the bubble lifts at once, unmasked, and when the lift settles only the Tapback bar appears, 16 pt above its leading side; no menu."
  ) { context in
    let demo = try chatDemo(index: 2, context: context)
    var interaction = ContextMenuInteraction(
      timing: demo.timing, container: demo.container, engine: demo.engine, configuration: demo.configuration)
    let point = demo.touchPoint
    for tap in doubleTapTimes {
      interaction.handle(.touchDown(point, time: tap.down))
      interaction.handle(.touchUp(point, time: tap.up))
    }
    let last = doubleTapTimes.last?.up ?? 0
    interaction.advanceUntilPresented(from: last)
    // Settled: past the lift and the accessories' appearance, rounded up to a hundredth.
    let time = (((interaction.motionEndTime ?? last) + 0.05) * 100).rounded(.up) / 100
    interaction.handle(.time(time))
    var root = demo.background
    let layers = demo.overlayLayers(of: interaction, at: time)
    if !layers.isEmpty {
      root = ContextMenuDemo.hiding(demo.sourceLayers, in: root)
      root.sublayers += layers
    }
    return try LayerTree(root: root)
  }
}
