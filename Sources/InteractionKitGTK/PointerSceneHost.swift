public import Foundation
import InteractionKitGeometry
public import InteractionKitPointer
public import InteractionKitScene

/// The host of pointer interactions in a ``SceneView``: hover goes to a `PointerTracker` over a
/// layer tree, and the presented pointer (highlight, lift, hover, beam, a custom shape) is drawn
/// over the scene, morphing as the tracker's animator says. Where the engine presents a shape the
/// system pointer is hidden; where it presents the system pointer, the real one shows.
@MainActor
public final class PointerSceneHost: SceneViewContent {
  /// Something the tracker reported, for the app and the event log.
  public enum Event: Hashable, Sendable {
    /// The pointer entered a region of an interaction (region identifier, host).
    case entered(region: String, host: String)
    /// The pointer left a region.
    case exited(region: String, host: String)
    /// A flick was pulled into a region.
    case magnetized(region: String)
    /// The presented pointer changed kind (system, highlight, lift, hover, shape, hidden).
    case presented(PresentedPointer.Kind)
    /// Keyboard focus moved to a control (Tab, Shift-Tab).
    case focused(String)
    /// The focused control was activated from the keyboard (Return, Space).
    case activated(String)
  }

  /// The control with keyboard focus: a layer with a pointer interaction.
  public private(set) var focusedControl: LayerID?

  /// The tracker: regions, styles and the presented pointer.
  public private(set) var tracker: PointerTracker

  /// Called for every ``Event``.
  public var onEvent: ((Event, TimeInterval) -> Void)?

  private let makeScene: (CGSize) -> (LayerTree, PointerInteractionRegistry)
  private var size = CGSize.zero
  private var lastKind: PresentedPointer.Kind = .system
  /// When the latest pointer animation settles.
  private var settlesAt: TimeInterval = 0

  /// Creates a host whose scene and interactions are made for the view's size (again after a resize).
  public init(scene: @escaping (CGSize) -> (LayerTree, PointerInteractionRegistry)) {
    makeScene = scene
    tracker = PointerTracker()
  }

  private func prepare(_ newSize: CGSize) {
    guard newSize != size, newSize.width >= 1, newSize.height >= 1 else { return }
    size = newSize
    let (tree, interactions) = makeScene(newSize)
    tracker.tree = tree
    tracker.interactions = interactions
  }

  /// The scene with the presented pointer over it.
  public func tree(size: CGSize, time: TimeInterval) -> LayerTree {
    prepare(size)
    guard var tree = tracker.tree else {
      return (try? LayerTree(root: Layer(id: "root", frame: CGRect(origin: .zero, size: size)))) ?? LayerTree.blank
    }
    if let focusedControl, let frame = try? tree.frameInRoot(of: focusedControl) {
      try? tree.addSublayer(
        .shape(
          "focus.ring", path: Path(roundedRect: frame.insetBy(dx: -4, dy: -4), cornerRadius: 10), fill: nil,
          stroke: .systemBlue, lineWidth: 3), to: tree.root.id)
    }
    if let pointer = tracker.presentation(at: time), pointer.kind != .system, pointer.kind != .hidden {
      let style = Self.fill(for: pointer.kind)
      var layer = Layer.shape("pointer.presented", path: pointer.outline, fill: style.fill, stroke: style.stroke, lineWidth: 1)
      layer.isUserInteractionEnabled = false
      try? tree.addSublayer(layer, to: tree.root.id)
    }
    return tree
  }

  /// The presented pointer's colours: a translucent grey shape, a tinted highlight or lift outline.
  private static func fill(for kind: PresentedPointer.Kind) -> (fill: Color?, stroke: Color?) {
    switch kind {
    case .shape: (Color(white: 0.15, alpha: 0.6), nil)
    case .highlight, .hover: (Color.systemBlue.withAlpha(0.12), Color.systemBlue.withAlpha(0.6))
    case .lift: (Color(white: 0, alpha: 0.04), Color(white: 0.3, alpha: 0.5))
    case .system, .hidden: (nil, nil)
    }
  }

  /// Hover, presses and the pointer leaving go to the tracker.
  public func handle(_ input: SceneInput, size: CGSize) -> Bool {
    prepare(size)
    let effects: [PointerTracker.Effect]
    switch input {
    case .pointerMoved(let point, let time): effects = tracker.handle(.pointerMoved(point, time: time))
    case .pressed(let point, let time): effects = tracker.handle(.pointerDown(point, time: time))
    case .dragged(let point, let time): effects = tracker.handle(.pointerMoved(point, time: time))
    case .released(let point, let time): effects = tracker.handle(.pointerUp(point, time: time))
    case .pointerExited(let time):
      // Leaving the view is moving where no interaction is.
      effects = tracker.handle(.pointerMoved(CGPoint(x: -10_000, y: -10_000), time: time))
    case .key(.tab, _), .key(.backTab, _):
      moveFocus(forward: input == .key(.tab, time: input.time), time: input.time)
      return true
    case .key(.returnKey, _), .key(.space, _):
      guard let focusedControl else { return false }
      onEvent?(.activated(focusedControl.rawValue), input.time)
      return true
    case .scrolled, .key: return false
    }
    apply(effects, time: input.time)
    return !effects.isEmpty
  }

  /// Time passes for the tracker (a flick's magnetism, velocity).
  public func advance(to time: TimeInterval, size: CGSize) -> Bool {
    let effects = tracker.handle(.time(time))
    apply(effects, time: time)
    return !effects.isEmpty || time < settlesAt
  }

  /// While a pointer morph runs.
  public func isAnimating(at time: TimeInterval) -> Bool { time < settlesAt }

  /// The layers with pointer interactions in reading order (top to bottom, then leading to trailing).
  private var controls: [(id: LayerID, frame: CGRect)] {
    guard let tree = tracker.tree else { return [] }
    return tracker.interactions.hosts.compactMap { host -> (id: LayerID, frame: CGRect)? in
      guard case .layer(let id) = host, let frame = try? tree.frameInRoot(of: id) else { return nil }
      return (id, frame)
    }.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
  }

  /// Moves keyboard focus to the next (or previous) control, wrapping around.
  private func moveFocus(forward: Bool, time: TimeInterval) {
    guard let next = controls.map(\.id).focus(after: focusedControl, forward: forward) else { return }
    focusedControl = next
    onEvent?(.focused(next.rawValue), time)
  }

  /// The focused control (its layer's identifier).
  public var focusedAccessibilityElement: String? { focusedControl?.rawValue }

  /// The layers with pointer interactions, as buttons labelled with their identifiers.
  public var accessibilityElements: [AccessibilityElement] {
    guard let tree = tracker.tree else { return [] }
    return tracker.interactions.hosts.compactMap { host -> AccessibilityElement? in
      guard case .layer(let id) = host, let frame = try? tree.frameInRoot(of: id) else { return nil }
      return AccessibilityElement(identifier: id.rawValue, role: .button, label: id.rawValue, frame: frame)
    }
  }

  /// The real pointer shows only where the engine presents the system pointer.
  public var showsSystemPointer: Bool { lastKind == .system }

  private func apply(_ effects: [PointerTracker.Effect], time: TimeInterval) {
    for effect in effects {
      switch effect {
      case .willEnter(let region, let host, _, let animator):
        settlesAt = max(settlesAt, animator.beginTime + animator.duration)
        onEvent?(.entered(region: region.identifier?.description ?? "", host: host.description), time)
      case .willExit(let region, let host, let animator):
        settlesAt = max(settlesAt, animator.beginTime + animator.duration)
        onEvent?(.exited(region: region.identifier?.description ?? "", host: host.description), time)
      case .styleChanged(_, _, _, let animator):
        settlesAt = max(settlesAt, animator.beginTime + animator.duration)
      case .magnetized(let region, _, _):
        onEvent?(.magnetized(region: region.identifier?.description ?? ""), time)
      case .presentedPointer(let pointer):
        if pointer.kind != lastKind {
          lastKind = pointer.kind
          onEvent?(.presented(pointer.kind), time)
        }
      }
    }
  }
}
