public import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitInteractiveText
public import InteractionKitScene

extension InteractiveTextScene {
  /// The layers at `time`, back to front: the background (`root`), the text (`text`, with the
  /// pressed token's highlight and the focus ring; one bitmap while a preview is over it), the
  /// scroll indicator (`scroll.indicator`), and while a link's preview is shown the overlay
  /// (`linkPreview.dimming`, `linkPreview.platter`) and its menu. A pure function of the scene and
  /// `time`; an empty root while the scene has no room.
  public func layerTree(at time: TimeInterval) -> LayerTree {
    guard environment.hasRoom else { return .empty() }
    var root = Layer(id: "root", frame: environment.bounds, backgroundColor: backgroundColor)
    var text = textLayer()
    // Each paragraph is rasterized already, so scrolling moves bitmaps; under a preview the whole
    // text stands still while the dimming and the bubble animate over it: one bitmap.
    text.shouldRasterize = items.isPreviewing
    root.addSublayer(text)
    if let frame = scrollIndicatorFrame {
      root.addSublayer(
        Layer(
          id: "scroll.indicator", frame: frame, backgroundColor: Color(white: 0.5, alpha: 0.6), cornerRadius: 2.5,
          isUserInteractionEnabled: false))
    }
    if let preview, showsPreview(at: time), let presentation = items.linkPreview.presentation(at: time) {
      let isDark = environment.appearance.isDark
      var overlay = LinkPreviewOverlay(preview: preview, card: card, containerBounds: root.bounds)
      if isDark { overlay.dimmingColor = ContextMenuOverlay.darkDimmingColor }
      root.sublayers += overlay.layers(for: presentation)
      if let menu = LinkPreviewOverlay.menuLayer(
        of: items.linkPreview, progress: presentation.menuProgress, isDark: isDark)
      {
        root.addSublayer(menu)
      }
    }
    return (try? LayerTree(root: root)) ?? .empty()
  }

  /// Whether the preview is drawn at `time`: while it is pressed, lifted, presented or leaving,
  /// and while a cancelled press springs back.
  func showsPreview(at time: TimeInterval) -> Bool {
    if items.isPreviewing { return true }
    guard let transition = items.linkPreview.transition else { return false }
    return time < transition.endTime
  }

  /// The text view: the visible paragraphs with the pressed token's highlight and the focus ring,
  /// at ``textFrame``.
  func textLayer() -> Layer {
    var layer = items.text.layer(
      id: "text", highlightedToken: items.textInteraction.highlightedToken,
      focusedToken: items.textInteraction.focusedToken)
    layer.frame = textFrame
    return layer
  }
}
