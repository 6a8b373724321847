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
      view: "text", in: tree, parameters: PreviewParameters(textLineRects: items.text.lineRects(for: token)),
      container: "root")
    card = Self.card(for: token, size: items.layout.cardSize, engine: engine)
  }

  /// The preview card: the link's host in large type over a tinted band, and its address.
  static func card(for token: Token, size: CGSize, engine: any TextLayoutEngine) -> Layer {
    let address: String =
      switch token.value {
      case .url(let string, _): string
      case .email(let address): "mailto:" + address
      default: token.text
      }
    let host = URLComponents(string: address)?.host ?? address
    var card = Layer(id: "card", frame: CGRect(origin: .zero, size: size), backgroundColor: .white, masksToBounds: true)
    card.addSublayer(
      Layer(
        id: "card.band", frame: CGRect(x: 0, y: 0, width: size.width, height: size.height * 0.55),
        backgroundColor: Color(rgb: 0xDCE9FB)))
    func label(_ id: LayerID, _ string: String, size fontSize: CGFloat, weight: FontWeight, color: Color, y: CGFloat)
      -> Layer
    {
      let layout = engine.layout(
        AttributedText(string, attributes: TextAttributes(fontSize: fontSize, fontWeight: weight, foregroundColor: color)),
        in: TextContainer(width: Swift.max(1, size.width - 28)))
      return .text(id, layout: layout, at: CGPoint(x: 14, y: y))
    }
    card.addSublayer(label("card.host", host, size: 22, weight: .bold, color: .systemBlue, y: size.height * 0.2))
    card.addSublayer(
      label("card.address", address, size: 12, weight: .regular, color: .secondaryLabel, y: size.height * 0.62))
    return card
  }
}
