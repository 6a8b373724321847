public import Foundation
public import InteractionKitGestures
import InteractionKitGeometry
public import InteractionKitLiveScene
import InteractionKitMotion
public import InteractionKitScene
public import InteractionKitTextLayout

/// Callouts over a pannable canvas, as a map view hosts them, as a live scene.
///
/// The canvas (the app's layers: streets, pins) sits at an offset in the scene. A click or a tap on
/// a pin presents its callout with a ``CalloutInteraction``. When the callout and its pin would not
/// fit, the canvas pans by the offset the callout asks for (``CalloutScrollRequest``), animated as a
/// scroll view scrolls (an `InteractionKitMotion` `Animation` over
/// ``CalloutScrollRequest/scrollViewDelay``, ease in and out), and the callout bounces in after that
/// delay. The callout lives on the canvas: it moves with every later pan. A drag on the canvas pans
/// it (so does a wheel or a touchpad's scroll), a click elsewhere dismisses the callout, and clicks
/// on the callout and its accessories are reported (``Event/clicked(_:)``,
/// ``Event/accessoryClicked(_:_:)``).
///
/// **Taps and pans.** A press that moves no more than ``pressTiming``'s
/// `PressTiming.allowableMovement` (44 pt with `PressTiming.phone`, UIKit's tolerance for a press)
/// before it is released is a tap, at the point where it went down; a press that moves further is a
/// pan for the rest of its life. The pan starts where the finger crossed that distance, so the
/// canvas follows the finger from there without a jump. A press that begins on a shown callout is
/// the callout's (it highlights, and reports a click or an accessory tap). A pin takes taps in its
/// frame, enlarged to at least ``minimumPinHitSize`` around its centre.
///
/// **The keyboard.** Tab and Shift-Tab move the focus through the pins in reading order (top to
/// bottom, then left to right, on the canvas) and, while a callout is up, through the callout and
/// its accessories right after its pin; Return or Space presents the focused pin's callout, clicks
/// the focused callout or taps the focused accessory; Escape dismisses the callout and gives the
/// focus back to its pin. Every element of ``accessibilityTree`` is reached this way.
///
/// **Time.** ``nextWake(after:)`` asks for every frame only while the canvas pans or the callout
/// animates, for the moment of a delayed presentation when nothing moves meanwhile (a drag that
/// stopped the pan), and for nothing once the callout is shown and everything has settled.
///
/// **Inputs out of order** are clamped: a time before the latest counts as the latest and a
/// non-finite one as the latest too (one `InteractionClock`, as in the interaction); a release, a
/// drag or a cancel without a press is ignored, and a press while one is in progress replaces it;
/// keys during a pan or an animation act on the state at that moment (Return re-presents, Escape
/// dismisses). While the environment has no room (a 0 × 0 size) the scene draws an empty root,
/// ignores pointers and presents nothing; a press in progress is cancelled. The callout keeps its
/// place on the canvas, and everything works again once the size has room.
///
/// ```swift
/// var callout = Callout(title: "Pier 39", subtitle: "Sea lions · busy now")
/// callout.trailingAccessory = CalloutElement(size: CGSize(width: 30, height: 30))
/// var scene = CalloutMapScene(
///   canvas: map, pins: [.init(identifier: "Pier 39", frame: pinFrame, callout: callout)], engine: engine,
///   environment: SceneEnvironment(size: CGSize(width: 900, height: 600)))
/// scene.handle(.pointerDown(pinCentre, time: 0))
/// scene.handle(.pointerUp(pinCentre, time: 0.05))  // [.pinSelected("Pier 39"), .panRequested(…)]
/// ```
public struct CalloutMapScene: InteractiveScene {
  /// A pin: where it is on the canvas and what its callout shows.
  public struct Pin: Sendable {
    /// The pin's identifier, for the app, the accessibility tree and the log; unique among the
    /// scene's pins (with duplicates, the first answers for all).
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

  /// Something that happened, for the app and its event log.
  public enum Event: Hashable, Sendable {
    /// A pin was tapped or activated: its callout is being presented.
    case pinSelected(String)
    /// The callout asked the canvas to move by an offset (scene coordinates, positive right and
    /// down), and the pan began.
    case panRequested(CGSize)
    /// The pin's callout finished appearing, at a frame in the scene's coordinates.
    case appeared(String, frame: CGRect)
    /// The callout's body was clicked (the pin's identifier).
    case clicked(String)
    /// An accessory of the pin's callout was clicked.
    case accessoryClicked(String, CalloutAccessoryPosition)
    /// The callout disappeared.
    case disappeared
    /// Keyboard focus moved (Tab, Shift-Tab).
    case focused(ElementID)
  }

  /// An element of the accessibility tree.
  public enum ElementID: Hashable, Sendable {
    /// A pin, by its identifier.
    case pin(String)
    /// The callout that is up.
    case callout
    /// An accessory of the callout that is up.
    case accessory(CalloutAccessoryPosition)
  }

  /// The side a pin's hit area is enlarged to, at least, around its centre: 44 pt, the smallest
  /// comfortable target in Apple's Human Interface Guidelines.
  public static let minimumPinHitSize: CGFloat = 44

  /// The environment the scene is laid out for: its size, scale (the callouts' pixel grid),
  /// appearance (light or dark callouts; Reduce Motion fades them in and jumps the pan) and
  /// direction (the callouts' interior).
  public internal(set) var environment: SceneEnvironment

  /// The canvas's layers, in its own coordinates; the pins are drawn by the app in it.
  public var canvas: Layer

  /// The pins.
  public let pins: [Pin]

  /// Measures the callouts' text.
  public let engine: any TextLayoutEngine

  /// The press tolerance: a press that moves no further than its `allowableMovement` is a tap.
  public var pressTiming: PressTiming

  /// The interaction of the callout that is up (or hidden).
  public internal(set) var interaction: CalloutInteraction

  /// The element with keyboard focus, or nil.
  public internal(set) var focus: ElementID?

  /// The scene's clock: the latest input time, which never runs backwards.
  public internal(set) var clock = InteractionClock()

  /// Where the canvas's origin is in the scene at rest: the end of a running pan.
  var restingOffset: CGPoint
  /// The animated pan to fit a callout, from where the canvas was to ``restingOffset``.
  var pan: Animation<CGPoint>?
  /// The pin whose callout is in the interaction, and the canvas offset when it was laid out (the
  /// interaction's layout is in the scene's coordinates of that moment).
  var selection: (pin: String, offsetAtLayout: CGPoint)?
  /// The press in progress.
  var press: Press?
  /// The latest pointer location, for the cursor; nil after the pointer left.
  var pointerLocation: CGPoint?

  /// What a press in progress went down on.
  enum Press: Sendable {
    /// The callout: its touch.
    case callout
    /// The canvas: where the press began, the canvas offset then and, once it is a pan, where the
    /// pan began and the offset then.
    case canvas(origin: CGPoint, pan: (from: CGPoint, offset: CGPoint)?)
  }

  /// Creates a scene of a canvas with pins, their callouts measured by `engine`.
  ///
  /// - Parameters:
  ///   - canvas: The canvas's layers (its frame's origin is replaced by the offset).
  ///   - pins: The pins, with their frames on the canvas and their callouts.
  ///   - engine: Measures the callouts' titles and subtitles.
  ///   - environment: The size, scale, appearance and direction.
  ///   - offset: Where the canvas's origin is in the scene at first; default zero.
  ///   - pressTiming: The tap's tolerance (`PressTiming.allowableMovement`); default
  ///     `PressTiming.phone` (44 pt).
  public init(
    canvas: Layer, pins: [Pin], engine: any TextLayoutEngine, environment: SceneEnvironment,
    offset: CGPoint = .zero, pressTiming: PressTiming = .phone
  ) {
    self.canvas = canvas
    self.pins = pins
    self.engine = engine
    self.environment = environment
    self.pressTiming = pressTiming
    self.restingOffset = offset.isFinitePoint ? offset.clampedToCoordinateLimits : .zero
    self.interaction = CalloutInteraction(
      callout: pins.first?.callout ?? Callout(), engine: engine, scale: environment.scale)
  }

  /// The canvas's offset at `time`: mid-pan, or at rest.
  public func offset(at time: TimeInterval) -> CGPoint {
    guard let pan, time < pan.timing.endTime else { return restingOffset }
    return pan.value(at: time) ?? restingOffset
  }

  /// The pin whose callout is up (or on its way), or nil.
  public var selectedPin: String? { selection?.pin }

  /// Whether a press is in progress (on the callout or the canvas).
  public var isPressing: Bool { press != nil }

  /// The pin with an identifier.
  func pin(_ identifier: String) -> Pin? { pins.first { $0.identifier == identifier } }

  /// The pin under a point of the scene when the canvas is at `offset`, the frontmost first.
  func pin(at point: CGPoint, offset: CGPoint) -> Pin? {
    let onCanvas = CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    return pins.last { Self.hitArea(of: $0.frame).contains(onCanvas) }
  }

  /// A pin's hit area: its frame, enlarged to ``minimumPinHitSize`` around its centre.
  static func hitArea(of frame: CGRect) -> CGRect {
    let dx = Swift.max(0, (minimumPinHitSize - frame.width) / 2)
    let dy = Swift.max(0, (minimumPinHitSize - frame.height) / 2)
    return frame.insetBy(dx: -dx, dy: -dy)
  }

  /// A point of the scene in the coordinates the interaction laid the callout out in.
  func interactionPoint(_ point: CGPoint, at time: TimeInterval) -> CGPoint {
    guard let selection else { return point }
    let now = offset(at: time)
    return CGPoint(x: point.x - now.x + selection.offsetAtLayout.x, y: point.y - now.y + selection.offsetAtLayout.y)
  }

  /// The shown callout's layout where it is now, in the scene's coordinates; nil unless the callout
  /// is presenting or shown.
  func placedLayout(at time: TimeInterval) -> CalloutLayout? {
    guard let selection, let layout = interaction.layout, isCalloutVisible else { return nil }
    let now = offset(at: time)
    return layout.translated(
      by: CGSize(width: now.x - selection.offsetAtLayout.x, height: now.y - selection.offsetAtLayout.y))
  }

  /// Whether the callout is on screen and takes touches: presenting or shown.
  var isCalloutVisible: Bool {
    switch interaction.state {
    case .presenting, .shown: true
    case .hidden, .waitingForReposition, .dismissing: false
    }
  }

  // MARK: Time

  /// Every frame while the canvas pans or the callout animates; the moment of a delayed
  /// presentation while nothing moves; never once everything has settled.
  public func nextWake(after time: TimeInterval) -> SceneWake {
    if let pan, time < pan.timing.endTime { return .everyFrame }
    switch interaction.state {
    case .presenting, .dismissing: return .everyFrame
    case .waitingForReposition: return .deadline(interaction.nextDeadline, after: time)
    case .hidden, .shown: return .never
    }
  }

  /// The pointer: a pointing hand over a pin or the callout, a grabbing hand over the canvas (it
  /// can be dragged), the arrow outside the scene or without room.
  public var cursor: SceneCursor {
    guard environment.hasRoom, let location = pointerLocation else { return .arrow }
    let now = clock.now
    if case .canvas(_, .some) = press { return .grab }
    if isCalloutVisible, let layout = interaction.layout,
      layout.hitTest(interactionPoint(location, at: now)) != .outside
    {
      return .pointingHand
    }
    return pin(at: location, offset: offset(at: now)) == nil ? .grab : .pointingHand
  }
}
