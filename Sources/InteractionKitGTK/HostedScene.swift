import Foundation
import InteractionKitLiveScene
import InteractionKitScene

/// A scene held by a view, its type erased: the view drives any `InteractiveScene` through it, and
/// hands the scene's events to the app's callback as they happen.
@MainActor
protocol HostedScene: AnyObject {
  /// The environment the scene was last given.
  var environment: SceneEnvironment { get }
  /// Sends an input to the scene.
  func handle(_ input: SceneInput)
  /// Performs an accessibility action on an element, by its bridged key.
  func perform(_ action: AccessibilityAction, on key: AnyHashable, time: TimeInterval)
  /// The layers at a time.
  func layerTree(at time: TimeInterval) -> LayerTree
  /// The accessibility tree, its identifiers erased.
  var accessibility: BridgedAccessibility { get }
  /// The pointer to show.
  var cursor: SceneCursor { get }
  /// When the scene next needs time.
  func nextWake(after time: TimeInterval) -> SceneWake
}

/// A scene of a known type, with the app's event callback.
@MainActor
final class TypedHostedScene<Scene: InteractiveScene>: HostedScene {
  var scene: Scene
  let onEvent: @MainActor (Scene.Event, TimeInterval) -> Void

  init(scene: Scene, onEvent: @escaping @MainActor (Scene.Event, TimeInterval) -> Void) {
    self.scene = scene
    self.onEvent = onEvent
  }

  var environment: SceneEnvironment { scene.environment }

  func handle(_ input: SceneInput) {
    deliver(scene.handle(input), at: input.time)
  }

  func perform(_ action: AccessibilityAction, on key: AnyHashable, time: TimeInterval) {
    guard let id = key.base as? Scene.ElementID else { return }
    deliver(scene.perform(action, on: id, time: time), at: time)
  }

  /// Mutates the scene as the app asks (an edit, a new configuration) and delivers what it caused.
  func update(at time: TimeInterval, _ body: (inout Scene) -> [Scene.Event]) {
    deliver(body(&scene), at: time)
  }

  private func deliver(_ events: [Scene.Event], at time: TimeInterval) {
    for event in events { onEvent(event, time) }
  }

  func layerTree(at time: TimeInterval) -> LayerTree { scene.layerTree(at: time) }

  var accessibility: BridgedAccessibility { BridgedAccessibility(scene.accessibilityTree) }

  var cursor: SceneCursor { scene.cursor }

  func nextWake(after time: TimeInterval) -> SceneWake { scene.nextWake(after: time) }
}
