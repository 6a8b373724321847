public import Foundation
public import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitMotion
public import InteractionKitScene
public import InteractionKitTextLayout

/// The host of callouts over a pannable canvas in a ``SceneView``, as a map view hosts them: a
/// click on a pin presents its callout with the engine's `CalloutInteraction`; when the callout
/// would not fit, the host pans the canvas by the offset the callout asks for (animated over the
/// scroll view's 1/3 s) and the callout bounces in after that delay; a drag on the canvas pans it,
/// a click elsewhere dismisses, and clicks on the callout and its accessories are reported.
@MainActor
public final class CalloutMapHost: SceneViewContent {
  /// A pin: where it is on the canvas and what its callout shows.
  public struct Pin: Sendable {
    /// The pin's identifier, for the app and the log.
    public var identifier: String
    /// The pin's frame on the canvas.
    public var frame: CGRect
    /// Its callout.
    public var callout: Callout

    /// Creates a pin.
    public init(identifier: String, frame: CGRect, callout: Callout) {
      self.identifier = identifier
      self.frame = frame
      self.callout = callout
    }
  }

  /// Something that happened, for the app and the event log.
  public enum Event: Hashable, Sendable {
    /// A pin was clicked: its callout is being presented.
    case pinSelected(String)
    /// The callout asked the canvas to move by an offset (in view coordinates, positive right and
    /// down), and the pan began.
    case panRequested(CGSize)
    /// The callout finished appearing, at a frame in the view's coordinates.
    case appeared(String, frame: CGRect)
    /// The callout's body was clicked.
    case clicked(String)
    /// An accessory was clicked (leading or trailing).
    case accessoryClicked(String, leading: Bool)
    /// The callout disappeared.
    case disappeared
    /// Keyboard focus moved to a pin (Tab, Shift-Tab).
    case focused(String)
  }

  /// The pin with keyboard focus (Tab and Shift-Tab move it, Return or Space presents its callout).
  public private(set) var focusedPin: String?

  /// The interaction of the current callout.
  public private(set) var interaction: CalloutInteraction?

  /// Called for every ``Event``.
  public var onEvent: ((Event, TimeInterval) -> Void)?

  /// The canvas's layers (its own coordinates); the pins are drawn by the app in it.
  public var canvas: Layer

  /// The pins.
  public let pins: [Pin]

  /// Light or dark callouts.
  public var appearance: CalloutBackground.Appearance = .light

  private let engine: any TextLayoutEngine
  private let scale: CGFloat
  private var size = CGSize.zero
  /// Where the canvas's origin is in the view, at rest.
  private var offset = CGPoint.zero
  /// A pan under way: from, to, begin time, duration.
  private var pan: (from: CGPoint, to: CGPoint, begin: TimeInterval, duration: TimeInterval)?
  /// The pin whose callout is up, and the canvas offset when it was laid out.
  private var selected: (pin: Pin, offsetAtLayout: CGPoint)?
  /// Where a drag on the canvas began (the point and the offset then).
  private var drag: (start: CGPoint, offset: CGPoint)?
  private var touchOnCallout = false

  /// Creates a host for a canvas with pins, its callouts measured by `engine` at `scale` pixels per
  /// point.
  public init(canvas: Layer, pins: [Pin], engine: any TextLayoutEngine, scale: CGFloat = 1, offset: CGPoint = .zero) {
    self.canvas = canvas
    self.pins = pins
    self.engine = engine
    self.scale = scale
    self.offset = offset
  }

  /// The canvas offset at a time (mid-pan or at rest).
  private func currentOffset(at time: TimeInterval) -> CGPoint {
    guard let pan else { return offset }
    let progress = pan.duration > 0 ? min(1, max(0, (time - pan.begin) / pan.duration)) : 1
    let eased = TimingFunction.easeInEaseOut.progress(at: progress)
    return CGPoint(x: pan.from.x + (pan.to.x - pan.from.x) * eased, y: pan.from.y + (pan.to.y - pan.from.y) * eased)
  }

  // MARK: Accessibility

  /// The focused pin (`pin.NAME`).
  public var focusedAccessibilityElement: String? { focusedPin.map { "pin.\($0)" } }

  /// The visible pins as buttons labelled with their names (the one whose callout is up
  /// selected); the shown callout's accessories as buttons too.
  public var accessibilityElements: [AccessibilityElement] {
    let bounds = CGRect(origin: .zero, size: size)
    var elements = pins.compactMap { pin -> AccessibilityElement? in
      let frame = pin.frame.offsetBy(dx: offset.x, dy: offset.y)
      guard bounds.intersects(frame) else { return nil }
      return AccessibilityElement(
        identifier: "pin.\(pin.identifier)", role: .button, label: pin.identifier, frame: frame,
        isSelected: selected?.pin.identifier == pin.identifier)
    }
    if let selected, let layout = interaction?.layout, case .shown = interaction?.state {
      let shift = CGSize(width: offset.x - selected.offsetAtLayout.x, height: offset.y - selected.offsetAtLayout.y)
      let placed = layout.translated(by: shift)
      for (name, frame) in [("leading", placed.leadingAccessoryFrame), ("trailing", placed.trailingAccessoryFrame)] {
        guard let frame else { continue }
        let onScreen = frame.offsetBy(dx: placed.frame.minX, dy: placed.frame.minY)
        elements.append(
          AccessibilityElement(
            identifier: "accessory.\(name)", role: .button, label: "More about \(selected.pin.identifier)", frame: onScreen))
      }
    }
    return elements
  }

  /// Activates a pin (its callout) or an accessory.
  public func activate(accessibilityElement identifier: String, time: TimeInterval) -> Bool {
    if identifier.hasPrefix("pin."), let pin = pins.first(where: { "pin.\($0.identifier)" == identifier }) {
      click(at: CGPoint(x: pin.frame.midX + offset.x, y: pin.frame.midY + offset.y), time: time)
      return true
    }
    if let selected, identifier.hasPrefix("accessory.") {
      onEvent?(.accessoryClicked(selected.pin.identifier, leading: identifier == "accessory.leading"), time)
      return true
    }
    return false
  }

  /// The canvas at its offset, its pins and the callout.
  public func tree(size: CGSize, time: TimeInterval) -> LayerTree {
    self.size = size
    var root = Layer(id: "root", frame: CGRect(origin: .zero, size: size), backgroundColor: Color(rgb: 0xE6E4DE))
    var canvas = self.canvas
    let now = currentOffset(at: time)
    canvas.frame.origin = now
    if let selected, let interaction, let layout = interaction.layout, let sample = interaction.presentation(at: time) {
      // The callout lives on the canvas, so it moves with a pan.
      let onCanvas = layout.translated(by: CGSize(width: -selected.offsetAtLayout.x, height: -selected.offsetAtLayout.y))
      var callout = selected.pin.callout
      callout.isHighlighted = interaction.isHighlighted
      canvas.addSublayer(callout.layer(for: onCanvas, engine: engine, sample: sample, appearance: appearance))
    }
    if let focusedPin, let pin = pins.first(where: { $0.identifier == focusedPin }) {
      canvas.addSublayer(
        .shape(
          "focus.ring", path: Path(ellipseIn: pin.frame.insetBy(dx: -5, dy: -5)), fill: nil, stroke: .systemBlue,
          lineWidth: 3))
    }
    root.addSublayer(canvas)
    return (try? LayerTree(root: root)) ?? LayerTree.blank
  }

  /// Clicks go to the callout first; what it passes through selects a pin, pans or dismisses.
  public func handle(_ input: SceneInput, size: CGSize) -> Bool {
    self.size = size
    let time = input.time
    switch input {
    case .pressed(let point, _):
      if var interaction, interaction.layout != nil {
        let effects = interaction.handle(.touchDown(point, time: time))
        self.interaction = interaction
        if !effects.contains(.passThrough) {
          touchOnCallout = true
          apply(effects, time: time)
          return true
        }
      }
      touchOnCallout = false
      drag = (point, currentOffset(at: time))
      return true
    case .dragged(let point, _):
      if touchOnCallout, var interaction {
        let effects = interaction.handle(.touchMoved(point, time: time))
        self.interaction = interaction
        apply(effects, time: time)
        return true
      }
      guard let drag, pan == nil else { return false }
      offset = CGPoint(x: drag.offset.x + point.x - drag.start.x, y: drag.offset.y + point.y - drag.start.y)
      return true
    case .released(let point, _):
      if touchOnCallout, var interaction {
        touchOnCallout = false
        let effects = interaction.handle(.touchUp(point, time: time))
        self.interaction = interaction
        apply(effects, time: time)
        return true
      }
      defer { drag = nil }
      guard let drag, hypot(point.x - drag.start.x, point.y - drag.start.y) < 6 else { return true }
      click(at: point, time: time)
      return true
    case .key(.escape, _):
      dismiss(time: time)
      return true
    case .key(.tab, _), .key(.backTab, _):
      moveFocus(forward: input == .key(.tab, time: time), time: time)
      return true
    case .key(.returnKey, _), .key(.space, _):
      guard let focusedPin, let pin = pins.first(where: { $0.identifier == focusedPin }) else { return false }
      click(at: CGPoint(x: pin.frame.midX + offset.x, y: pin.frame.midY + offset.y), time: time)
      return true
    case .key(.character("c"), _):
      dismiss(time: time)
      return true
    case .pointerMoved, .pointerExited, .scrolled, .key:
      return false
    }
  }

  /// Moves keyboard focus to the next (or previous) pin in reading order, wrapping around.
  private func moveFocus(forward: Bool, time: TimeInterval) {
    let order = pins.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }.map(\.identifier)
    guard let next = order.focus(after: focusedPin, forward: forward) else { return }
    focusedPin = next
    onEvent?(.focused(next), time)
  }

  private func click(at point: CGPoint, time: TimeInterval) {
    let onCanvas = CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    guard let pin = pins.last(where: { $0.frame.insetBy(dx: -8, dy: -8).contains(onCanvas) }) else {
      dismiss(time: time)
      return
    }
    if var old = interaction { apply(old.handle(.dismiss(time: time, animated: false)), time: time) }
    var interaction = CalloutInteraction(callout: pin.callout, engine: engine, scale: scale)
    selected = (pin, offset)
    let target = pin.frame.offsetBy(dx: offset.x, dy: offset.y)
    let effects = interaction.handle(.present(target: target, container: CGRect(origin: .zero, size: size), time: time))
    self.interaction = interaction
    onEvent?(.pinSelected(pin.identifier), time)
    apply(effects, time: time)
  }

  private func dismiss(time: TimeInterval) {
    guard var interaction else { return }
    let effects = interaction.handle(.dismiss(time: time))
    self.interaction = interaction
    apply(effects, time: time)
  }

  /// Time passes: the pan, the delayed presentation and the animations happen on time.
  public func advance(to time: TimeInterval, size: CGSize) -> Bool {
    if let pan, time >= pan.begin + pan.duration {
      offset = pan.to
      self.pan = nil
    }
    guard var interaction else { return pan != nil }
    let effects = interaction.handle(.time(time))
    self.interaction = interaction
    apply(effects, time: time)
    return true
  }

  /// While a pan, a pending presentation or a callout animation runs.
  public func isAnimating(at time: TimeInterval) -> Bool {
    pan != nil || interaction?.nextDeadline != nil
  }

  private func apply(_ effects: [CalloutInteraction.Effect], time: TimeInterval) {
    for effect in effects {
      switch effect {
      case .requestScroll(let request):
        let start = currentOffset(at: time)
        let end = CGPoint(x: start.x + request.offset.width, y: start.y + request.offset.height)
        pan = (start, end, time, CalloutScrollRequest.scrollViewDelay)
        onEvent?(.panRequested(request.offset), time)
        if var interaction {
          let more = interaction.handle(.repositionDelayReturned(CalloutScrollRequest.scrollViewDelay))
          self.interaction = interaction
          apply(more, time: time)
        }
      case .didAppear:
        if let selected, let layout = interaction?.layout {
          let now = currentOffset(at: time)
          let frame = layout.frame.offsetBy(dx: now.x - selected.offsetAtLayout.x, dy: now.y - selected.offsetAtLayout.y)
          onEvent?(.appeared(selected.pin.identifier, frame: frame), time)
        }
      case .clicked:
        if let selected { onEvent?(.clicked(selected.pin.identifier), time) }
      case .accessoryTapped(let position):
        if let selected { onEvent?(.accessoryClicked(selected.pin.identifier, leading: position == .leading), time) }
      case .didDisappear:
        interaction = nil
        selected = nil
        onEvent?(.disappeared, time)
      case .beginPresent, .beginDismiss, .setHighlighted, .passThrough:
        break
      }
    }
  }
}
