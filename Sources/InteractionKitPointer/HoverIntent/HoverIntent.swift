public import Foundation
import InteractionKitGeometry
public import InteractionKitGestures

/// Hover intent for things that open on hover (submenus, previews): keeps the opened thing open while
/// the pointer travels toward it, even across other items, and closes it when the pointer heads
/// elsewhere or stalls on the way.
///
/// When a menu item opens its submenu on hover, the straight path from the item to the submenu often
/// crosses the neighbouring items; closing the submenu as soon as the pointer leaves the item would
/// make it unreachable. The intent builds a ``SafeArea`` from the pointer's last location over the
/// trigger (the apex) to the target's near edge, and decides per event:
///
/// - over the target: open (``Phase/overTarget``); over the trigger: open, and the apex follows the
///   pointer (``Phase/overTrigger``);
/// - inside the safe area: open while the pointer makes progress toward the target
///   (``Phase/travelling(deadline:)``). The grace period restarts whenever the distance to the target
///   has shrunk by at least ``Configuration/minimumProgress`` since the last progress, and when the
///   pointer enters the area; once it elapses without progress (a stall, or sideways or backward
///   moves), the intent closes with ``CloseReason/stalled`` at that deadline;
/// - anywhere else: closed at once, ``CloseReason/leftSafeArea``.
///
/// A closed intent stays closed; start a new one when something opens again. While the intent is open
/// and travelling, the owner should not open the hovered neighbour's submenu; once it closes, it should.
///
/// The intent runs on the shared machinery of `InteractionKitGestures`: its time is an
/// `InteractionClock` (``clock``), time passing is the shared `.time(t)` event (``Event/gesture(_:)``),
/// and the stall is a step scheduled at the grace deadline (``nextDeadline``) that the
/// `ScheduledInteraction` loop takes at that time, whatever the cadence of the events. So times are
/// clamped as everywhere in the engine, never rejected: a time earlier than the latest counts as the
/// latest, and a non-finite time counts as the latest too (a non-finite opening time starts the clock
/// at 0).
///
/// ```swift
/// var intent = try HoverIntent(trigger: itemFrame, target: submenuFrame, openedAt: pointer, time: now)
/// try intent.pointerMoved(to: next, at: now + 0.016)
/// intent.advance(to: now + 0.5)          // or intent.handle(.time(now + 0.5)) with the other events
/// if !intent.isOpen { closeSubmenu() }
/// ```
public struct HoverIntent: Hashable, Sendable {
  /// The intent's tuning. The defaults suit menus.
  public struct Configuration: Hashable, Sendable {
    /// How long the pointer may go without progress inside the safe area: 0.4 s by default, the middle
    /// of the 0.3–0.5 s that menu implementations wait before switching submenus.
    public var gracePeriod: TimeInterval
    /// The half-side of the square the apex is widened into: 5 by default (the ±5 px "grace area" of
    /// Radix and Kobalte menus).
    public var tolerance: CGFloat
    /// How much closer to the target the pointer must get to count as progress: 1 by default, so
    /// sensor jitter of a resting pointer never restarts the grace period.
    public var minimumProgress: CGFloat
    /// The safe area's shape: ``SafeAreaShape/triangle`` by default.
    public var shape: SafeAreaShape

    /// Creates a configuration; every value is checked when an intent is created.
    public init(
      gracePeriod: TimeInterval = 0.4, tolerance: CGFloat = 5, minimumProgress: CGFloat = 1,
      shape: SafeAreaShape = .triangle
    ) {
      self.gracePeriod = gracePeriod
      self.tolerance = tolerance
      self.minimumProgress = minimumProgress
      self.shape = shape
    }

    /// The defaults: 0.4 s grace, tolerance 5, minimum progress 1, the safe triangle.
    public static let standard = Configuration()
  }

  /// Where the pointer is, as far as the intent is concerned.
  public enum Phase: Hashable, Sendable {
    /// Over the trigger (the item that opened the target): open.
    case overTrigger
    /// On the way, inside the safe area: open until `deadline` (seconds, the events' clock) unless the
    /// pointer makes progress toward the target first.
    case travelling(deadline: TimeInterval)
    /// Over the target: open.
    case overTarget
    /// Closed, for good.
    case closed(CloseReason)
  }

  /// Why an intent closed.
  public enum CloseReason: Hashable, Sendable, CaseIterable {
    /// The pointer moved outside the trigger, the safe area and the target.
    case leftSafeArea
    /// The grace period elapsed without progress toward the target.
    case stalled
  }

  /// An input to the intent, for replaying a recorded sequence with ``handle(_:)``.
  ///
  /// Besides its own pointer move, the intent speaks the shared vocabulary of
  /// `InteractionKitGestures` through ``gesture(_:)``, written with the constructors of
  /// `InteractionEventConvertible`: `.time(t)` lets time pass without a move (a due stall happens at
  /// its deadline). The intent ignores every other shared event (touches, `.dismiss(time:animated:)`,
  /// `.transitionFinished`): they change nothing, not even the clock.
  public enum Event: Hashable, Sendable, InteractionEventConvertible {
    /// The pointer moved to a location at a time (seconds).
    case pointerMoved(CGPoint, time: TimeInterval)
    /// An event of the shared vocabulary: only `.time(t)` means something to the intent.
    case gesture(InteractionEvent)
  }

  /// The rect of the thing that opened the target, such as the menu item.
  public let trigger: CGRect
  /// The opened thing's rect, such as the submenu.
  public let target: CGRect
  /// The tuning.
  public let configuration: Configuration
  /// The current phase.
  public internal(set) var phase: Phase
  /// The current safe area; its apex is the last location over the trigger.
  public private(set) var safeArea: SafeArea
  /// The last location seen.
  public private(set) var location: CGPoint
  /// The intent's clock: the latest event time, which never runs backwards (see the type's
  /// discussion for the clamp).
  public var clock = InteractionClock()
  /// When the pointer last made progress (or entered the safe area).
  private var progressTime: TimeInterval
  /// The distance to the target at that moment.
  private var progressDistance: CGFloat

  /// The latest time the intent has seen (the clock's time): the opening time, or a later event's.
  public var time: TimeInterval { clock.now }

  /// Whether the target should stay open: every phase but ``Phase/closed(_:)``.
  public var isOpen: Bool {
    if case .closed = phase { return false }
    return true
  }

  /// Starts tracking when the target opens, with the pointer at `location`.
  ///
  /// The apex of the safe area is `location`; it follows the pointer while the pointer stays over the
  /// trigger. A non-finite `time` starts the clock at 0 (`InteractionClock`).
  ///
  /// - Throws: ``HoverIntentError`` for a non-finite, null or negative trigger, a target without area,
  ///   an invalid configuration or a non-finite location.
  public init(
    trigger: CGRect, target: CGRect, openedAt location: CGPoint, time: TimeInterval,
    configuration: Configuration = .standard
  ) throws(HoverIntentError) {
    guard !trigger.isNull, trigger.isFiniteRect, trigger.size.width >= 0, trigger.size.height >= 0 else {
      throw .invalidTriggerRect(trigger)
    }
    guard configuration.gracePeriod.isFinite, configuration.gracePeriod > 0 else {
      throw .invalidGracePeriod(configuration.gracePeriod)
    }
    guard configuration.minimumProgress.isFinite, configuration.minimumProgress >= 0 else {
      throw .invalidMinimumProgress(configuration.minimumProgress)
    }
    let area = try SafeArea(apex: location, target: target, tolerance: configuration.tolerance, shape: configuration.shape)
    self.trigger = trigger
    self.target = target
    self.configuration = configuration
    self.safeArea = area
    self.location = location
    self.clock.advance(to: time)
    self.progressTime = clock.now
    self.progressDistance = Self.distance(from: location, to: target)
    self.phase = .overTrigger
    self.phase = classify(location, at: clock.now, enteringFrom: nil)
  }

  /// Feeds a pointer move and returns the new phase.
  ///
  /// The clock first moves to `time` (clamped, see the type's discussion) and a stall due by then
  /// happens at its deadline; a closed intent then stays closed.
  ///
  /// - Throws: ``HoverIntentError/nonFiniteLocation(_:)``; the intent is then unchanged.
  @discardableResult
  public mutating func pointerMoved(to location: CGPoint, at time: TimeInterval) throws(HoverIntentError) -> Phase {
    guard location.isFinitePoint else { throw .nonFiniteLocation(location) }
    _ = advanceClock(to: time)
    let previous = phase
    self.location = location
    if case .closed = previous { return phase }
    phase = classify(location, at: clock.now, enteringFrom: previous)
    return phase
  }

  /// Lets time pass without a move (the shared `.time(t)` event) and returns the new phase: a
  /// travelling intent whose deadline has come closes as ``CloseReason/stalled``. Earlier and
  /// non-finite times count as the latest.
  @discardableResult
  public mutating func advance(to time: TimeInterval) -> Phase {
    _ = advanceClock(to: time)
    return phase
  }

  /// Feeds one event (see ``pointerMoved(to:at:)`` and ``advance(to:)``) and returns the new phase.
  ///
  /// - Throws: ``HoverIntentError/nonFiniteLocation(_:)`` for a move to a non-finite location; time
  ///   never throws.
  @discardableResult
  public mutating func handle(_ event: Event) throws(HoverIntentError) -> Phase {
    switch event {
    case .pointerMoved(let location, let time): try pointerMoved(to: location, at: time)
    case .gesture(.time(let time)): advance(to: time)
    case .gesture(.touchDown), .gesture(.touchMoved), .gesture(.touchUp), .gesture(.touchCancelled),
      .gesture(.dismiss), .gesture(.transitionFinished):
      // Not the hover's: touches are the touch machines', and the intent presents nothing.
      phase
    }
  }

  // MARK: - Internals

  /// The phase for a location, updating the apex and the progress bookkeeping on the way.
  private mutating func classify(_ location: CGPoint, at time: TimeInterval, enteringFrom previous: Phase?) -> Phase {
    let distance = Self.distance(from: location, to: target)
    if target.contains(location) {
      return .overTarget
    }
    if trigger.contains(location) {
      // The apex follows the pointer over the trigger; the area is rebuilt from the new apex.
      if let area = try? SafeArea(
        apex: location, target: target, tolerance: configuration.tolerance, shape: configuration.shape)
      {
        safeArea = area
      }
      return .overTrigger
    }
    guard safeArea.contains(location) else { return .closed(.leftSafeArea) }
    let wasTravelling: Bool
    if case .travelling = previous { wasTravelling = true } else { wasTravelling = false }
    if !wasTravelling || distance <= progressDistance - configuration.minimumProgress {
      progressTime = time
      progressDistance = distance
    }
    let deadline = progressTime + configuration.gracePeriod
    return time >= deadline ? .closed(.stalled) : .travelling(deadline: deadline)
  }

  static func isValidTarget(_ rect: CGRect) -> Bool {
    !rect.isNull && rect.isFiniteRect && rect.size.width > 0 && rect.size.height > 0
  }

  /// The Euclidean distance from a point to the nearest point of a rect (zero inside).
  static func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    return (dx * dx + dy * dy).squareRoot()
  }
}
