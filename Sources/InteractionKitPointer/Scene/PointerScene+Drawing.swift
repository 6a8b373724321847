public import Foundation
import InteractionKitGeometry
public import InteractionKitScene

extension PointerScene {
  /// The built tree with the keyboard's focus ring (`focus.ring`) and the presented pointer at
  /// `time` over it (`pointer.presented`, and `pointer.accessory.<n>` for its accessories); neither
  /// takes part in hit testing. The system pointer and a hidden pointer draw nothing: the host's
  /// own pointer shows (``cursor``). Without room, an empty root of the environment's size.
  public func layerTree(at time: TimeInterval) -> LayerTree {
    guard var tree = tracker.tree else { return .empty(frame: environment.bounds) }
    if let focusedControl, let frame = try? tree.frameInRoot(of: focusedControl) {
      let ring = Layer.shape(
        "focus.ring", path: Path(roundedRect: frame.insetBy(dx: -4, dy: -4), cornerRadius: 10), fill: nil,
        stroke: .systemBlue, lineWidth: 3)
      try? tree.addSublayer(ring, to: tree.root.id)
    }
    if let pointer = tracker.presentation(at: time), pointer.kind != .system, pointer.kind != .hidden {
      let colors = Self.colors(for: pointer.kind, isDark: environment.appearance.isDark)
      try? tree.addSublayer(
        .shape("pointer.presented", path: pointer.outline, fill: colors.fill, stroke: colors.stroke), to: tree.root.id)
      for (index, path) in pointer.accessoryPaths.enumerated() {
        try? tree.addSublayer(
          .shape(LayerID("pointer.accessory.\(index)"), path: path, fill: colors.accessory), to: tree.root.id)
      }
    }
    return tree
  }

  /// The presented pointer's colours: a translucent grey shape (light on dark), a tinted highlight
  /// or hover, a faint lift outline.
  static func colors(for kind: PresentedPointer.Kind, isDark: Bool) -> (fill: Color?, stroke: Color?, accessory: Color) {
    let accessory = isDark ? Color(white: 0.85, alpha: 0.8) : Color(white: 0.15, alpha: 0.8)
    switch kind {
    case .shape: return (isDark ? Color(white: 0.85, alpha: 0.6) : Color(white: 0.15, alpha: 0.6), nil, accessory)
    case .highlight, .hover: return (Color.systemBlue.withAlpha(0.12), Color.systemBlue.withAlpha(0.6), accessory)
    case .lift: return (Color(white: isDark ? 1 : 0, alpha: 0.04), Color(white: isDark ? 0.7 : 0.3, alpha: 0.5), accessory)
    case .system, .hidden: return (nil, nil, accessory)
    }
  }
}
