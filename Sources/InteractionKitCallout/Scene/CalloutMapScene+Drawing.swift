public import Foundation
import InteractionKitGeometry
public import InteractionKitScene

extension CalloutMapScene {
  /// The backdrop behind the canvas (`root`): a light warm grey, or a dark grey in the dark appearance.
  static func backdrop(isDark: Bool) -> Color { isDark ? Color(rgb: 0x2C2C2E) : Color(rgb: 0xE6E4DE) }

  /// The canvas at its offset at `time` (mid-pan or at rest) over the backdrop, the callout on the
  /// canvas as its animation stands at `time` (layer `callout`, light or dark as the environment's
  /// appearance says, highlighted while pressed), and the keyboard's focus ring (`focus.ring`)
  /// around the focused pin, callout or accessory. Without room, the backdrop alone.
  public func layerTree(at time: TimeInterval) -> LayerTree {
    let isDark = environment.appearance.isDark
    var root = Layer(id: "root", frame: environment.bounds, backgroundColor: Self.backdrop(isDark: isDark))
    if environment.hasRoom {
      var canvas = self.canvas
      let now = offset(at: time)
      canvas.frame.origin = now
      let onCanvas = selection.flatMap { selection in
        interaction.layout?.translated(
          by: CGSize(width: -selection.offsetAtLayout.x, height: -selection.offsetAtLayout.y))
      }
      if let onCanvas, let sample = interaction.presentation(at: time) {
        var callout = interaction.callout
        callout.isHighlighted = interaction.isHighlighted || callout.isHighlighted
        canvas.addSublayer(
          callout.layer(for: onCanvas, engine: engine, sample: sample, appearance: isDark ? .dark : .light))
      }
      if let ring = focusRing(callout: isCalloutVisible ? onCanvas : nil) { canvas.addSublayer(ring) }
      root.addSublayer(canvas)
    }
    if let tree = try? LayerTree(root: root) { return tree }
    // Identifiers the app's canvas shares with the scene's layers: the backdrop alone.
    root.sublayers = []
    return (try? LayerTree(root: root)) ?? .empty(frame: root.frame)
  }

  /// The focus ring on the canvas: an ellipse around a focused pin, a rounded rect around the
  /// focused callout or accessory.
  func focusRing(callout layout: CalloutLayout?) -> Layer? {
    let path: Path
    switch focus {
    case .pin(let identifier):
      guard let pin = pin(identifier) else { return nil }
      path = Path(ellipseIn: pin.frame.insetBy(dx: -5, dy: -5))
    case .callout:
      guard let layout else { return nil }
      let body = layout.bodyFrame.offsetBy(dx: layout.frame.minX, dy: layout.frame.minY)
      path = Path(roundedRect: body.insetBy(dx: -3, dy: -3), cornerRadius: 11)
    case .accessory(let position):
      guard let layout, let frame = position == .leading ? layout.leadingAccessoryFrame : layout.trailingAccessoryFrame
      else { return nil }
      let box = frame.offsetBy(dx: layout.frame.minX, dy: layout.frame.minY).insetBy(dx: -3, dy: -3)
      path = Path(roundedRect: box, cornerRadius: 6)
    case .none:
      return nil
    }
    return .shape("focus.ring", path: path, fill: nil, stroke: .systemBlue, lineWidth: 3)
  }
}
