import Foundation
import InteractionKitLiveScene
import InteractionKitScene

/// A scene for the contract's tests: a press shows a dot that fades out over `fade` seconds
/// after a pause of `pause` seconds; Tab focuses the dot's button.
struct BlinkScene: InteractiveScene {
  enum Event: Hashable, Sendable { case pressed, faded, activated }
  enum ElementID: Hashable, Sendable { case dot }

  var environment = SceneEnvironment(size: CGSize(width: 100, height: 100))
  var pause: TimeInterval = 1
  var fade: TimeInterval = 0.5
  var pressedAt: TimeInterval?
  var isFocused = false

  mutating func handle(_ input: SceneInput) -> [Event] {
    switch input {
    case .pointerDown(_, let time):
      pressedAt = time
      return [.pressed]
    case .time(let time):
      if let pressedAt, time >= pressedAt + pause + fade {
        self.pressedAt = nil
        return [.faded]
      }
      return []
    case .key(.tab, _, _):
      isFocused = true
      return []
    case .environment(let environment, _):
      self.environment = environment
      return []
    default:
      return []
    }
  }

  mutating func perform(_ action: AccessibilityAction, on element: ElementID, time: TimeInterval) -> [Event] {
    action == .activate ? [.activated] : []
  }

  func layerTree(at time: TimeInterval) -> LayerTree {
    var root = Layer(id: "root", frame: environment.bounds)
    if pressedAt != nil { root.addSublayer(Layer(id: "dot", frame: CGRect(x: 10, y: 10, width: 5, height: 5))) }
    return (try? LayerTree(root: root))!
  }

  var accessibilityTree: AccessibilityTree<ElementID> {
    AccessibilityTree(
      elements: [
        AccessibilityElement(
          id: .dot, role: .button, label: "Dot", actions: [.activate], frame: CGRect(x: 10, y: 10, width: 5, height: 5))
      ], focusOrder: [.dot], focusedElement: isFocused ? .dot : nil)
  }

  var cursor: SceneCursor { .arrow }

  func nextWake(after time: TimeInterval) -> SceneWake {
    guard let pressedAt else { return .never }
    let fadeStart = pressedAt + pause
    return time < fadeStart ? .at(fadeStart) : .everyFrame
  }
}
