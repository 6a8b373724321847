public import InteractionKitLiveScene
import InteractionKitScene
import Foundation

extension PointerScene {
  /// A control: a layer of the tree with a pointer interaction, where it is and what it is called.
  struct Control {
    var id: LayerID
    var frame: CGRect
    var label: String
    var isEnabled: Bool
  }

  /// The layers with a pointer interaction in reading order: top to bottom, then left to right
  /// (explicit areas are regions, not controls).
  static func controls(in tree: LayerTree?, interactions: PointerInteractionRegistry) -> [Control] {
    guard let tree else { return [] }
    return interactions.hosts.compactMap { host -> Control? in
      guard case .layer(let id) = host, let interaction = interactions.interaction(for: host),
        let frame = try? tree.frameInRoot(of: id)
      else { return nil }
      let label = interaction.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 } ?? id.rawValue
      return Control(id: id, frame: frame, label: label, isEnabled: interaction.isEnabled)
    }.sorted { ($0.frame.minY, $0.frame.minX, $0.id.rawValue) < ($1.frame.minY, $1.frame.minX, $1.id.rawValue) }
  }

  /// The controls Tab visits, in reading order: the enabled ones.
  var enabledControls: [LayerID] { controls.filter(\.isEnabled).map(\.id) }

  /// The controls as buttons in reading order, each labelled (its interaction's
  /// ``PointerInteraction/accessibilityLabel``, else its layer's identifier) with
  /// `AccessibilityAction/activate`; a disabled interaction's control is shown disabled, without
  /// actions. The focus order is the enabled controls'.
  public var accessibilityTree: AccessibilityTree<ElementID> {
    let controls = controls
    let elements = controls.map { control in
      AccessibilityElement<ElementID>(
        id: .control(control.id), role: .button, label: control.label, states: control.isEnabled ? [] : .disabled,
        actions: control.isEnabled ? [.activate] : [], frame: control.frame)
    }
    return AccessibilityTree(
      elements: elements, focusOrder: controls.filter(\.isEnabled).map { .control($0.id) },
      focusedElement: focusedControl.map { .control($0) })
  }
}
