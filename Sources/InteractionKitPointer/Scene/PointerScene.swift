public import Foundation
public import InteractionKitLiveScene
public import InteractionKitScene

/// Pointer interactions as a live scene: hover goes to a ``PointerTracker`` over a layer tree, and
/// the presented pointer (a highlight, a lift, a hover, a beam or a custom shape) is drawn over the
/// tree, morphing as the tracker's animator says.
///
/// The scene is made for a size: a builder turns the environment's size into the layer tree and the
/// interactions attached to it, and runs again whenever the size changes (the tracker is then asked
/// for its region again, `PointerTracker.Event.invalidated(_:time:)`). Regions, styles, magnetism and
/// contiguous glide are the tracker's.
///
/// What the host shows: ``cursor`` is `SceneCursor/arrow` where the tracker presents the system
/// pointer (outside every region, after the pointer left) and `SceneCursor/hidden` everywhere
/// else, since the scene draws the pointer itself there (a beam too: it is as tall as the line
/// under it, which no system I-beam is). ``nextWake(after:)`` asks for every frame exactly while the
/// presented pointer animates (``PointerTracker/isAnimating(at:)``) and for nothing otherwise: a
/// resting or moving pointer is drawn after each input, so idle is free.
///
/// The keyboard reaches every control: Tab and Shift-Tab move the focus through the layers with a
/// pointer interaction in reading order (top to bottom, then left to right), and Return or Space
/// activates the focused one (``Event/activated(_:)``). The controls are buttons in
/// ``accessibilityTree``, labelled with their interaction's
/// ``PointerInteraction/accessibilityLabel`` or, without one, their layer's identifier.
///
/// Inputs out of order are clamped: times before the latest count as the latest (the tracker's
/// `InteractionClock`); a release without a press and a cancel without a press are ignored, and a
/// drag without a press is a hover; while the environment has no room (a 0 × 0 size) the scene
/// draws an empty root, has no controls and ignores pointers, and a pointer inside when the room
/// went is treated as having left; once the size has room again the tree is built afresh.
///
/// ```swift
/// var scene = PointerScene(environment: SceneEnvironment(size: CGSize(width: 900, height: 600))) { size in
///   var tree = try! LayerTree(root: Layer(id: "root", frame: CGRect(origin: .zero, size: size)))
///   var interactions = PointerInteractionRegistry()
///   try! interactions.addContiguousRow(
///     "toolbar", buttons: ["bold", "italic"], sizes: Array(repeating: CGSize(width: 56, height: 44), count: 2),
///     at: CGPoint(x: 40, y: 70), to: "root", in: &tree)
///   return (tree, interactions)
/// }
/// scene.handle(.hover(CGPoint(x: 60, y: 90), time: 0))   // [.entered(…), .presented(.highlight)]
/// ```
public struct PointerScene: InteractiveScene {
  /// What the tracker reported and what the keyboard did, for the app and its event log.
  public enum Event: Hashable, Sendable {
    /// The pointer entered a region of an interaction.
    case entered(PointerRegion, host: PointerHost)
    /// The pointer left a region.
    case exited(PointerRegion, host: PointerHost)
    /// A flick was pulled into a region (the entrance follows).
    case magnetized(PointerRegion, host: PointerHost)
    /// The presented pointer changed kind (system, highlight, lift, hover, shape, hidden).
    case presented(PresentedPointer.Kind)
    /// Keyboard focus moved to a control (Tab, Shift-Tab).
    case focused(LayerID)
    /// A control was activated from the keyboard (Return, Space) or by an assistive technology.
    case activated(LayerID)
  }

  /// An element of the accessibility tree.
  public enum ElementID: Hashable, Sendable {
    /// A control: a layer with a pointer interaction.
    case control(LayerID)
  }

  /// Makes the scene's layer tree and interactions for a size (points, at least 1 × 1).
  public typealias Builder = @Sendable (CGSize) -> (LayerTree, PointerInteractionRegistry)

  /// The environment the scene is laid out for.
  public private(set) var environment: SceneEnvironment

  /// The tracker: the tree and interactions built for the size, the regions and the presented pointer.
  public private(set) var tracker: PointerTracker

  /// The control with keyboard focus, or nil.
  public private(set) var focusedControl: LayerID?

  /// The controls of the built tree in reading order (computed when the tree is built).
  private(set) var controls: [Control] = []

  /// Builds the tree and interactions for a size.
  private let build: Builder

  /// Creates a scene for an environment; `build` makes its tree and interactions for the
  /// environment's size now and again after each change of size.
  ///
  /// - Parameters:
  ///   - environment: The size (and the rest) to lay out for.
  ///   - dynamics: The tracker's parallax, scales, spring and magnetism; default
  ///     ``PointerDynamics/standard``.
  ///   - build: The tree and interactions for a size.
  public init(
    environment: SceneEnvironment, dynamics: PointerDynamics = .standard, scene build: @escaping Builder
  ) {
    self.environment = environment
    self.build = build
    self.tracker = PointerTracker(dynamics: dynamics)
    if environment.hasRoom { rebuild() }
  }

  /// Builds the tree and interactions for the environment's size, and finds their controls.
  private mutating func rebuild() {
    (tracker.tree, tracker.interactions) = build(environment.size)
    controls = Self.controls(in: tracker.tree, interactions: tracker.interactions)
  }

  // MARK: Inputs

  /// Takes one input (see the type's discussion for the clamps) and returns the events it caused.
  public mutating func handle(_ input: SceneInput) -> [Event] {
    switch input {
    case .environment(let environment, let time):
      return change(to: environment, time: time)
    case .key(let key, let modifiers, _):
      return press(key, modifiers: modifiers)
    case .time(let time):
      return track(.time(time))
    case .scroll:
      return []
    case .hover, .pointerDown, .pointerDragged, .pointerUp, .pointerCancelled, .pointerExited:
      guard tracker.tree != nil else { return [] }
      return pointer(input)
    }
  }

  /// Activates a control (`AccessibilityAction/activate`); anything else does nothing.
  public mutating func perform(_ action: AccessibilityAction, on element: ElementID, time: TimeInterval) -> [Event] {
    guard action == .activate, case .control(let id) = element, enabledControls.contains(id) else { return [] }
    return [.activated(id)]
  }

  /// A pointer input, with room: hover and drags move, presses and releases press and release.
  private mutating func pointer(_ input: SceneInput) -> [Event] {
    switch input {
    case .hover(let point, let time), .pointerDragged(let point, let time):
      return track(.pointerMoved(point, time: time))
    case .pointerDown(let point, let time):
      return track(.pointerDown(point, time: time))
    case .pointerUp(let point, let time):
      guard tracker.isPrimaryButtonPressed else { return [] }
      return track(.pointerUp(point, time: time))
    case .pointerCancelled(let time):
      // The system took the press: it ends where the pointer is.
      guard tracker.isPrimaryButtonPressed, let location = tracker.modelLocation else { return [] }
      return track(.pointerUp(location, time: time))
    case .pointerExited(let time):
      return track(.pointerExited(time: time))
    case .environment, .key, .time, .scroll:
      return []
    }
  }

  /// Sends an event to the tracker and turns its effects into the app's events.
  private mutating func track(_ event: PointerTracker.Event) -> [Event] {
    let before = tracker.presentedPointer?.kind ?? .system
    var events: [Event] = []
    for effect in tracker.handle(event) {
      switch effect {
      case .willEnter(let region, let host, _, _): events.append(.entered(region, host: host))
      case .willExit(let region, let host, _): events.append(.exited(region, host: host))
      case .magnetized(let region, let host, _): events.append(.magnetized(region, host: host))
      case .styleChanged, .presentedPointer: break
      }
    }
    let after = tracker.presentedPointer?.kind ?? .system
    if after != before { events.append(.presented(after)) }
    return events
  }

  /// A new environment: a new size builds the tree and interactions again (none without room).
  private mutating func change(to environment: SceneEnvironment, time: TimeInterval) -> [Event] {
    let resized = environment.size != self.environment.size
    self.environment = environment
    guard resized else { return [] }
    guard environment.hasRoom else {
      // No room: the pointer is as good as gone, and so are the controls.
      let events = track(.pointerExited(time: time))
      tracker.tree = nil
      tracker.interactions = PointerInteractionRegistry()
      controls = []
      focusedControl = nil
      return events
    }
    rebuild()
    if let focusedControl, !enabledControls.contains(focusedControl) { self.focusedControl = nil }
    return track(.invalidated(nil, time: time))
  }

  /// Tab and Shift-Tab move the focus; Return and Space activate the focused control.
  private mutating func press(_ key: SceneKey, modifiers: SceneKeyModifiers) -> [Event] {
    switch key {
    case .tab:
      guard let next = enabledControls.focus(after: focusedControl, forward: !modifiers.contains(.shift)) else {
        return []
      }
      focusedControl = next
      return [.focused(next)]
    case .returnKey, .space:
      guard let focusedControl, enabledControls.contains(focusedControl) else { return [] }
      return [.activated(focusedControl)]
    case .up, .down, .left, .right, .escape, .contextMenu, .pageUp, .pageDown, .home, .end, .character:
      return []
    }
  }

  // MARK: Outputs

  /// `SceneCursor/arrow` where the tracker presents the system pointer, else
  /// `SceneCursor/hidden`: the scene draws the pointer.
  public var cursor: SceneCursor {
    (tracker.presentedPointer?.kind ?? .system) == .system ? .arrow : .hidden
  }

  /// Every frame while the presented pointer animates, else never.
  public func nextWake(after time: TimeInterval) -> SceneWake {
    tracker.isAnimating(at: time) ? .everyFrame : .never
  }
}
