public import Foundation
public import InteractionKitScene

/// The one contract between the engine and any host: a component's whole live behaviour as a
/// platform-free value.
///
/// A host (GTK today; UIKit, AppKit or a web canvas later) only translates its platform's events
/// into ``SceneInput``, draws ``layerTree(at:)``, bridges ``accessibilityTree`` to its
/// accessibility API, shows ``cursor`` and asks the scene when to wake (``nextWake(after:)``). It
/// decides no geometry, timing, focus order or accessibility: everything it needs is an output of
/// the scene, so a host never guesses.
///
/// ```swift
/// func drive<S: InteractiveScene>(_ scene: inout S, at time: TimeInterval) -> [S.Event] {
///   switch scene.nextWake(after: time) {
///   case .everyFrame: return scene.handle(.time(time))      // something moves: a frame
///   case .at(let deadline) where deadline <= time: return scene.handle(.time(time))
///   case .at, .never: return []                            // sleep: idle is free
///   }
/// }
/// ```
///
/// Conforming types are `Sendable` values: a scene can be copied, compared in a test and driven
/// from any thread, with results that depend only on its inputs.
public protocol InteractiveScene: Sendable {
  /// What the scene tells the app (a token tapped, a menu action chosen, a callout shown).
  associatedtype Event: Hashable & Sendable

  /// The identifier of an accessibility element: a typed value, never a string to parse.
  associatedtype ElementID: Hashable & Sendable

  /// The environment the scene lays itself out for (size, scale, appearance, direction).
  var environment: SceneEnvironment { get }

  /// Takes one input (a pointer, a key, the passing of time, a new environment) and returns the
  /// app's events it caused. Inputs out of order are clamped as each scene documents (a time
  /// before the latest counts as the latest; a release without a press is ignored).
  mutating func handle(_ input: SceneInput) -> [Event]

  /// Performs an accessibility action on an element (what an assistive technology's "activate"
  /// or a named action does). Unknown elements and actions an element does not list do nothing.
  mutating func perform(_ action: AccessibilityAction, on element: ElementID, time: TimeInterval) -> [Event]

  /// The layers to draw at `time`: the scene's state animated to that moment. Pure: the same
  /// scene and time give the same tree.
  func layerTree(at time: TimeInterval) -> LayerTree

  /// What assistive technologies read now: elements with roles, labels, values, states, actions
  /// and frames, in reading order, the keyboard's focus order and the focused element.
  var accessibilityTree: AccessibilityTree<ElementID> { get }

  /// The pointer the host shows now.
  var cursor: SceneCursor { get }

  /// When the scene next needs time after `time`: every frame while something moves, a moment
  /// for its next deadline, or never.
  func nextWake(after time: TimeInterval) -> SceneWake
}

extension InteractiveScene {
  /// The keyboard's focus: ``accessibilityTree``'s focused element.
  public var focusedElement: ElementID? { accessibilityTree.focusedElement }
}
