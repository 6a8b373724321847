import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitInteractiveText
import InteractionKitScene
import InteractionKitTextLayout
import InteractionKitTextTokens

extension InteractiveTextScene {
  /// Applies the interaction's effects, in order, and returns the app's events they make: taps,
  /// long presses, the lift, a menu selection, the return and the end of the preview. Keyboard
  /// focus scrolls its token into view; the press effect (or, from the keyboard, the lift)
  /// snapshots the text for the preview.
  mutating func apply(_ effects: [TextItemInteraction.Effect]) -> [Event] {
    var events: [Event] = []
    for effect in effects {
      switch effect {
      case .text(.tap(let token)), .text(.activate(let token)):
        events.append(.tapped(token))
      case .text(.longPress(let token)):
        events.append(.longPressed(token))
      case .text(.focus(let token)):
        events += apply((try? items.scrollRangeToVisible(token.range)) ?? [])
      case .linkPreview(.beginPressEffect):
        makePreview()
      case .linkPreview(.lift):
        if preview == nil { makePreview() }
        if let token = items.previewedToken { events.append(.lifted(token)) }
      case .linkPreview(.menu(.select(let action))):
        events.append(.selected("\(action.identifier)", items.previewedToken))
      case .linkPreview(.dismissToSource(let transition)):
        events.append(.returning(transition.lineRects))
      case .linkPreview(.finished):
        preview = nil
        card = nil
        events.append(.dismissed)
      case .text, .linkPreview:
        break
      }
    }
    return events
  }

  /// Snapshots the text view for the pressed link: the preview the overlay lifts, its line rects in
  /// the text layer's bounds coordinates (the content's, as the layer scrolls by its bounds), and
  /// the card.
  mutating func makePreview() {
    guard let token = items.previewedToken else { return }
    var root = Layer(id: "root", frame: CGRect(origin: .zero, size: laidOutSize), backgroundColor: backgroundColor)
    root.addSublayer(textLayer())
    guard let tree = try? LayerTree(root: root) else { return }
    preview = try? TargetedPreview(
      view: "text", in: tree,
      parameters: PreviewParameters(textLineRects: items.text.lineRects(for: token), backgroundColor: backgroundColor),
      container: "root")
    card = Self.card(
      for: token, size: items.layout.cardSize, metadata: metadata, engine: engine,
      isDark: environment.appearance.isDark)
  }
}
