public import Foundation
public import InteractionKitGestures
public import InteractionKitScene

/// The pointer as a state machine: input in, region callbacks and the presented pointer out.
///
/// Two pointers are kept apart (the model of WWDC20 "Design for the iPadOS pointer"):
///
/// - The **model pointer** (``modelLocation``) is the true position. It always tracks the input and
///   alone decides what is hovered: the tracker hit tests it in ``tree``, finds the interaction in
///   ``interactions`` and asks its delegate for a region.
/// - The **presented pointer** (``presentedPointer``) is what is drawn. In a highlight region it
///   snaps into the highlight shape and moves with a damped parallax; lifted content hides it; on a
///   release it recentres; on a flick it is pulled to the likely target (magnetism).
///
/// Region identity decides the callbacks: within the same region nothing fires; into an adjacent
/// region the old one exits and the new one enters with one shared animator (shape A morphs into
/// shape B); out of every region the old one exits and the system pointer returns.
///
/// A value-type state machine in the style of the module's siblings: it never sleeps, time arrives
/// as events, and every event returns the effects to apply, in order. An event with a non-finite
/// location is ignored (no effects, no change); a non-finite time counts as the latest time seen
/// and an earlier time counts as it (time never runs backwards: the clock is the shared
/// `InteractionClock` of `InteractionKitGestures`, and a non-finite first time starts it at 0).
/// The tracker schedules no steps of its own, so it has no deadline to catch up with.
///
/// ```swift
/// var tracker = PointerTracker(tree: scene, interactions: interactions)
/// tracker.handle(.pointerMoved(CGPoint(x: 30, y: 30), time: 0))
/// // [.willEnter(region, host: .layer("play"), style: …, animator: …), .presentedPointer(…)]
/// ```
///
/// Limitations: magnetism applies to highlight and lift regions only (text regions get their
/// line snapping from constrained axes instead); the tracker describes animations (the animator's
/// spring, and ``presentation(at:)`` to sample the morph) but never runs them.
public struct PointerTracker: Sendable {
  /// Something the host reports. Locations are in the tree's coordinates, times in seconds on any
  /// monotonic clock.
  ///
  /// Pointer events are not touches (the pointer hovers, and carries modifier keys), so they are
  /// the tracker's own cases. Time passing is the shared `.time(t)` of `InteractionKitGestures`
  /// (``gesture(_:)``, written with the constructors of `InteractionEventConvertible`): with no
  /// movement, old samples stop counting toward the velocity of a flick. The tracker ignores every
  /// other shared event (touches, `.dismiss(time:animated:)`, `.transitionFinished`): they return no
  /// effects and change nothing, not even the clock.
  public enum Event: Hashable, Sendable, InteractionEventConvertible {
    /// The pointer moved (with the primary button up or down).
    case pointerMoved(CGPoint, time: TimeInterval, modifiers: KeyModifierFlags = [])
    /// The primary button went down at a location: a region with latching axes latches.
    case pointerDown(CGPoint, time: TimeInterval, modifiers: KeyModifierFlags = [])
    /// The primary button went up at a location: a latch ends and the pointer recentres.
    case pointerUp(CGPoint, time: TimeInterval, modifiers: KeyModifierFlags = [])
    /// The pointer left the tracker's space (the window or view it tracks): the active region
    /// exits, a latch, a pull and the pressed button end, the system pointer returns at the last
    /// location, and ``modelLocation`` becomes `nil` until the pointer comes back.
    case pointerExited(time: TimeInterval)
    /// An interaction changed (`UIPointerInteraction.invalidate()`), or the scene did: the tracker
    /// asks for the region again and, for the given host (`nil`: any host), the style.
    case invalidated(PointerHost?, time: TimeInterval)
    /// An event of the shared vocabulary: only `.time(t)` means something to the pointer (see the
    /// enumeration's discussion).
    case gesture(InteractionEvent)
  }

  /// Something the host must do or show.
  public enum Effect: Hashable, Sendable {
    /// The pointer is leaving a region (`pointerInteraction(_:willExit:animator:)`).
    case willExit(PointerRegion, host: PointerHost, animator: PointerAnimator)
    /// The pointer is entering a region with a style (`pointerInteraction(_:willEnter:animator:)`);
    /// a region without a style gets ``PointerStyle/system``.
    case willEnter(PointerRegion, host: PointerHost, style: PointerStyle, animator: PointerAnimator)
    /// The active region's style changed after an invalidation.
    case styleChanged(PointerRegion, host: PointerHost, style: PointerStyle, animator: PointerAnimator)
    /// A flick is being pulled to a region: its trajectory was projected to `projectedLocation`,
    /// which lies in the region. The entrance follows.
    case magnetized(PointerRegion, host: PointerHost, projectedLocation: CGPoint)
    /// The presented pointer changed: draw it (animate toward it with the latest animator).
    case presentedPointer(PresentedPointer)
  }

  /// The region the pointer is in, with the style it was given.
  public struct ActiveRegion: Hashable, Sendable {
    /// The interaction's host.
    public var host: PointerHost
    /// The region the delegate returned.
    public var region: PointerRegion
    /// The style the delegate returned for it (``PointerStyle/system`` for none).
    public var style: PointerStyle
    /// The host's preview when the region was entered.
    public var preview: PointerPreview
  }

  /// A primary press held in a region with latching axes.
  public struct Latch: Hashable, Sendable {
    /// Where the model pointer was when the button went down.
    public var modelLocationAtPress: CGPoint
    /// The presented pointer when the button went down; while latched it moves from here by the
    /// model pointer's displacement along the region's latching axes only.
    public var presentedPointerAtPress: PresentedPointer
  }

  /// A flick being pulled to its likely target.
  public struct Magnet: Hashable, Sendable {
    /// Where the flick's trajectory was projected to.
    public var projectedLocation: CGPoint
    /// When the pull began.
    public var beginTime: TimeInterval
  }

  /// The scene the model pointer is hit tested in, or `nil` for explicit areas only. After
  /// changing it, send ``Event/invalidated(_:time:)``.
  public var tree: LayerTree?

  /// The interactions attached to layers and areas. After changing them, send
  /// ``Event/invalidated(_:time:)``.
  public var interactions: PointerInteractionRegistry

  /// Parallax, scales, the morph spring and magnetism.
  public var dynamics: PointerDynamics

  /// The model pointer: the latest finite input location, or `nil` before any and after the pointer
  /// exited (``Event/pointerExited(time:)``).
  public internal(set) var modelLocation: CGPoint?

  /// The modifier keys of the latest pointer event.
  public internal(set) var modifiers: KeyModifierFlags = []

  /// Whether the primary button is down.
  public internal(set) var isPrimaryButtonPressed = false

  /// The frontmost layer under the model pointer at the latest pointer event.
  public internal(set) var hitLayer: LayerID?

  /// The region the pointer is in, or `nil` (the system pointer).
  public internal(set) var activeRegion: ActiveRegion?

  /// The press latched in the active region, or `nil`.
  public internal(set) var latch: Latch?

  /// The pull of a flick toward ``activeRegion``, or `nil`.
  public internal(set) var magnet: Magnet?

  /// The presented pointer, or `nil` before the first location.
  public internal(set) var presentedPointer: PresentedPointer?

  /// The animator of the latest entrance, exit, morph or style change, or `nil` before any.
  public internal(set) var animator: PointerAnimator?

  /// The point the parallax is measured from: the active region's centre, moved to the model
  /// pointer on a release (the recentring).
  public internal(set) var parallaxAnchor: CGPoint = .zero

  /// The tracker's clock: the latest event time, which never runs backwards.
  var clock = InteractionClock()
  /// The recent samples, for the velocity of flicks.
  var velocity = PointerVelocityEstimator()
  /// The number of transitions so far (animator identifiers).
  var transitionCount = 0

  /// Creates a tracker with no pointer yet.
  ///
  /// - Parameters:
  ///   - tree: The scene to hit test; default `nil` (explicit areas only).
  ///   - interactions: The interactions; default none.
  ///   - dynamics: Parallax, scales, spring and magnetism; default ``PointerDynamics/standard``.
  public init(
    tree: LayerTree? = nil, interactions: PointerInteractionRegistry = PointerInteractionRegistry(),
    dynamics: PointerDynamics = .standard
  ) {
    self.tree = tree
    self.interactions = interactions
    self.dynamics = dynamics
  }

  /// The latest time the tracker has seen, or `nil` before the first event.
  public var currentTime: TimeInterval? { clock.latest }

  /// Handles an event and returns the effects to apply, in order: a magnetized pull, then an exit,
  /// then an entrance or a style change, then the presented pointer (only when it changed).
  @discardableResult
  public mutating func handle(_ event: Event) -> [Effect] {
    switch event {
    case .pointerMoved(let location, let time, let modifiers):
      guard location.isFinitePoint else { return [] }
      clock.advance(to: time)
      return pointerMoved(to: location, modifiers: modifiers, mayMagnetize: true)
    case .pointerDown(let location, let time, let modifiers):
      guard location.isFinitePoint else { return [] }
      clock.advance(to: time)
      return pointerDown(at: location, modifiers: modifiers)
    case .pointerUp(let location, let time, let modifiers):
      guard location.isFinitePoint else { return [] }
      clock.advance(to: time)
      return pointerUp(at: location, modifiers: modifiers)
    case .pointerExited(let time):
      clock.advance(to: time)
      return pointerExited()
    case .invalidated(let host, let time):
      clock.advance(to: time)
      return invalidate(host)
    case .gesture(.time(let time)):
      clock.advance(to: time)
      velocity.prune(now: clock.now, window: dynamics.velocityWindow)
      return []
    case .gesture(.touchDown), .gesture(.touchMoved), .gesture(.touchUp), .gesture(.touchCancelled),
      .gesture(.dismiss), .gesture(.transitionFinished):
      // Not the pointer's: touches are the touch machines', and the pointer presents nothing to
      // dismiss or finish.
      return []
    }
  }

  /// The presented pointer at `time`, mid-morph: the latest animator sampled from its start toward
  /// the current ``presentedPointer`` (which may have moved since), or the current pointer once the
  /// animation has settled.
  public func presentation(at time: TimeInterval) -> PresentedPointer? {
    guard let current = presentedPointer else { return nil }
    guard let animator else { return current }
    return animator.presentedPointer(at: time, target: current)
  }

  /// When the presented pointer's animation settles: the end of the latest entrance, exit, morph or
  /// style change (``PointerAnimator/endTime``), or `nil` before any. Each new animation starts from
  /// where the previous one was (``presentation(at:)``), so the latest one decides. After it, the
  /// presented pointer moves only when an event moves it: a host needs no frames.
  public var settleTime: TimeInterval? { animator?.endTime }

  /// Whether the presented pointer is still animating at `time` (before ``settleTime``): while true,
  /// ``presentation(at:)`` changes with time alone and a host draws every frame. False for a
  /// non-finite time.
  public func isAnimating(at time: TimeInterval) -> Bool {
    guard let settleTime, time.isFinite else { return false }
    return time < settleTime
  }
}
