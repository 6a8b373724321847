public import Foundation
public import InteractionKitGestures
public import InteractionKitTextLayout

/// The one long press → lift → menu machine: every context menu, and every link preview (a context
/// menu whose preview is a link's text-line bubble), runs on it. Touches, keys, time and host
/// reports in, state and effects out.
///
/// A value-type state machine on the shared `InteractionClock` and
/// `PressTimeline`. The host sets ``configuration`` for what is under the
/// finger before it sends the touch down (nil: nothing to press), feeds events with their times and
/// applies the effects, in order. It never sleeps: the host sends `.time(t)` each frame (or once at
/// ``nextDeadline``), and every step happens at its scheduled time.
///
/// The sequence, with the default ``ContextMenuTiming``:
///
/// 1. **Touch down** on a configured source: ``State-swift.enum/pressing(since:)``.
/// 2. After 0.15 s the press effect (``Effect/beginPressEffect(_:)``).
/// 3. At 0.4 s (0.325 s on iPad) the preview lifts (``Effect/lift(_:)``) by the lift scale at the
///    source's centre. Moving more than 44 pt, lifting the finger or a cancelled touch before this
///    cancels (``Effect/cancelPressEffect(_:)`` once the press effect began).
/// 4. When the lift settles (or on `.transitionFinished`) the placement is computed
///    (``layout``) and the preview moves to its presented frame while the menu and the accessories
///    appear (``Effect/present(_:)``): ``State-swift.enum/presented(since:)``.
/// 5. While the finger that pressed is still down, moving it drags the preview (rubber-banded by
///    0.2 once past the 15 pt tear-off distance; accessories that track an axis follow,
///    ``Effect/drag(_:)``) and highlights the row under it (``Effect/highlight(_:)``); lifting it
///    on an enabled action selects it (``Effect/select(_:)``), on a submenu row opens the submenu.
///    Later taps work the same way; a tap outside the preview, the menu and the accessories
///    dismisses, a tap on an accessory's item reports it (``Effect/accessoryItemTapped(accessory:item:)``).
/// 6. Keys (``Event/key(_:time:)``): the context-menu key (``ContextMenuKey/menu``) opens the menu
///    of the configured source without a press (the lift at once, then step 4 with the first row
///    highlighted); arrows move the highlight (skipping disabled rows), right and left enter and
///    leave submenus, Return selects, Escape closes a submenu, then the menu.
/// 7. **Double-tap** (how Messages opens Tapback): a tap on a source (a press released before the
///    lift) followed within ``ContextMenuTiming/doubleTapInterval`` (0.35 s) by a touch down on the
///    same configuration, within ``ContextMenuTiming/doubleTapDistance`` (44 pt) of the first tap,
///    lifts the preview at once and presents its accessories without the menu
///    (``presentsAccessoriesOnly``). A tap on an accessory's item there reports it and dismisses; a
///    tap outside dismisses. A configuration without accessories is pressed as usual.
/// 8. A dismissal (a tap outside, a selection, Escape or `.dismiss(time:)`) returns the preview onto
///    the source's *current* position (``Event/sourceUpdated(_:)``) or fades it out when the source
///    is gone; when that ends, ``Effect/finished``.
///
/// ```swift
/// var interaction = ContextMenuInteraction(container: ContextMenuContainer(bounds: window), engine: engine)
/// interaction.configuration = ContextMenuConfiguration(source: ContextMenuSource(frame: bubble), menu: menu)
/// interaction.handle(.touchDown(point, time: 0))   // []
/// interaction.handle(.time(0.4))                   // [.beginPressEffect(…), .lift(…)]
/// ```
public struct ContextMenuInteraction: Sendable, ScheduledInteraction {
  /// Where the interaction is. Each `since` is the scheduled time the state began.
  public enum State: Hashable, Sendable {
    /// Nothing is pressed or presented.
    case idle
    /// A finger is down on a configured source, before the press effect.
    case pressing(since: TimeInterval)
    /// The press effect is running, before the lift.
    case pressEffect(since: TimeInterval)
    /// The preview is lifting (or has lifted) over the dimmed container.
    case lifted(since: TimeInterval)
    /// The preview is at its presented frame with the menu and the accessories.
    case presented(since: TimeInterval)
    /// The preview is returning to its source or fading out.
    case dismissing(Dismissal, since: TimeInterval)
  }

  /// How a presented preview leaves.
  public enum Dismissal: Hashable, Sendable, CaseIterable {
    /// Back onto the source's current position.
    case toSource
    /// In place, fading out, because the source no longer exists.
    case fadeOut
  }

  /// Something the host reports.
  public enum Event: Equatable, Sendable, InteractionEventConvertible {
    /// A shared event: time, touches, dismiss, transition finished.
    case gesture(InteractionEvent)
    /// The source moved (the content scrolled or was edited) or, with nil, no longer exists: a
    /// press is cancelled, a presented preview will fade out.
    case sourceUpdated(ContextMenuSource?)
    /// A key was pressed while the menu is presented.
    case key(ContextMenuKey, time: TimeInterval)
    /// The elements of a deferred element the interaction asked for
    /// (``Effect/loadDeferredElements(_:)``). Unknown identifiers are ignored.
    case provideDeferredElements(identifier: String, elements: [MenuElement])
    /// The menu was scrolled (by a wheel or a pan on it) to this offset from its top; clamped to
    /// 0...``ContextMenuLayout/maximumScrollOffset``.
    case scrollMenu(to: CGFloat)
  }

  /// Something the host must do.
  public enum Effect: Equatable, Sendable {
    /// Start the press effect: shrink the source slightly with the press spring.
    case beginPressEffect(ContextMenuTransition)
    /// The press was cancelled: spring the source back to rest.
    case cancelPressEffect(ContextMenuTransition)
    /// Lift the preview: scale it by the lift scale at the source's centre and dim the container.
    case lift(ContextMenuTransition)
    /// Move the preview to its presented frame and reveal the menu and the accessories, as
    /// ``ContextMenuInteraction/layout`` places them.
    case present(ContextMenuTransition)
    /// Ask for the elements of a deferred element: answer with
    /// ``Event/provideDeferredElements(identifier:elements:)``; a loading row shows meanwhile.
    case loadDeferredElements(String)
    /// The menu's rows changed (deferred elements arrived, a submenu opened or closed): redraw it
    /// from ``ContextMenuInteraction/layout``, moving the menu platter from its old frame to the
    /// new one with ``ContextMenuTiming/submenuSpring`` (an open submenu is drawn over its parent,
    /// nudged by the submenu offset).
    case menuChanged
    /// Draw this row highlighted (an index into ``ContextMenuLayout/rows``), or none.
    case highlight(Int?)
    /// The preview's drag offset changed: move the preview by it, and the accessories that track
    /// an axis by it on that axis.
    case drag(CGSize)
    /// The menu scrolled to this offset.
    case scrollMenu(to: CGFloat)
    /// The action was chosen: run its handler. A dismissal follows unless it keeps the menu
    /// presented.
    case select(MenuAction)
    /// An interactive item of an accessory was tapped (a reaction of a Tapback bar).
    case accessoryItemTapped(accessory: ContextMenuAccessory.ID, item: ContextMenuAccessory.Item.ID)
    /// The presented preview was tapped (`willPerformPreviewActionForMenuWith`).
    case previewTapped
    /// Return the preview onto the source's current position.
    case dismissToSource(ContextMenuTransition)
    /// Fade the preview out in place: its source no longer exists.
    case fadeOut(ContextMenuTransition)
    /// The sequence is over: remove the preview, the menu and the accessories.
    case finished

    /// The transition the effect starts, or nil.
    public var transition: ContextMenuTransition? {
      switch self {
      case .beginPressEffect(let t), .cancelPressEffect(let t), .lift(let t), .present(let t), .dismissToSource(let t),
        .fadeOut(let t):
        t
      case .loadDeferredElements, .menuChanged, .highlight, .drag, .scrollMenu, .select, .accessoryItemTapped,
        .previewTapped, .finished:
        nil
      }
    }
  }

  /// The timings and springs.
  public var timing: ContextMenuTiming {
    didSet { press.timing = timing.press }
  }

  /// What a press presents: set it for what is under the finger before the touch down (nil: a
  /// touch down presses nothing). Changes after the touch down apply from the next press.
  public var configuration: ContextMenuConfiguration?

  /// The container the menu is presented in: bounds, safe area, size class, direction, metrics.
  public var container: ContextMenuContainer

  /// Measures the menu's rows.
  public var engine: any TextLayoutEngine

  /// The current state.
  public internal(set) var state: State = .idle

  /// The configuration being pressed or presented (with its deferred elements resolved as they
  /// arrive); nil exactly when ``state`` is ``State-swift.enum/idle``.
  public internal(set) var active: ContextMenuConfiguration?

  /// The source where it is now; nil while idle or after it vanished.
  public internal(set) var source: ContextMenuSource?

  /// The placement of the preview, the menu, its rows and the accessories: set when the preview is
  /// presented, nil before and after.
  public internal(set) var layout: ContextMenuLayout?

  /// The placement around the source where the sequence started (a press, or the context-menu
  /// key), made once when it starts: what a renderer draws the press effect and the lift with
  /// before ``layout`` exists (see ``displayedLayout``). Nil while idle.
  public internal(set) var restingLayout: ContextMenuLayout?

  /// The most recent transition, for the renderer to sample; nil before the first press effect of a
  /// touch and after ``Effect/finished``.
  public internal(set) var transition: ContextMenuTransition?

  /// The highlighted row (an index into ``ContextMenuLayout/rows``), or nil.
  public internal(set) var highlightedRow: Int?

  /// The preview's drag offset while the finger that pressed drags it.
  public internal(set) var dragOffset: CGSize = .zero

  /// The menu's scroll offset from its top.
  public internal(set) var menuScrollOffset: CGFloat = 0

  /// The open submenu's path (element indices from the root menu), or nil.
  public internal(set) var openSubmenu: [Int]?

  /// The interaction's clock.
  public var clock = InteractionClock()

  /// The press timeline of the current touch.
  var press: PressTimeline
  /// Whether a finger is down (the one that pressed, or a later tap).
  var fingerDown = false
  /// Whether the finger that is down is the one that pressed (drag-to-select, preview drag).
  var tracking = false
  /// When the menu was presented, until the sequence finishes.
  var presentedAt: TimeInterval?
  /// Where the source was when the preview lifted: the presented preview is placed around it.
  var liftedSource = ContextMenuSource(frame: .zero)
  /// The row a later tap went down on, to select it only when the finger lifts on the same row.
  var tapRow: Int?
  /// Where the dragging finger was when the menu appeared (the drag's origin).
  var dragOrigin: CGPoint?
  /// Where the finger that is down was last seen.
  var fingerPoint: CGPoint?
  /// Whether the menu being opened was opened by the keyboard (its first row is then highlighted).
  var highlightsFirstRowOnPresent = false
  /// The last tap on a source (a press released before the lift): the configuration it pressed,
  /// where and when the finger lifted; the first half of a double-tap.
  var lastTap: (configuration: ContextMenuConfiguration, point: CGPoint, time: TimeInterval)?

  /// Whether the sequence under way was opened by a double-tap: the source's accessories are
  /// presented without its menu (``active`` has an empty menu), and tapping an accessory's item
  /// dismisses. False while idle.
  public internal(set) var presentsAccessoriesOnly = false

  /// Creates an idle interaction.
  ///
  /// - Parameters:
  ///   - timing: The timings and springs; default ``ContextMenuTiming/phone``.
  ///   - container: Where the menu is presented.
  ///   - engine: Measures the menu's text.
  ///   - configuration: What a press presents; default nil (set it before the touch down).
  public init(
    timing: ContextMenuTiming = .phone, container: ContextMenuContainer, engine: any TextLayoutEngine,
    configuration: ContextMenuConfiguration? = nil
  ) {
    self.timing = timing
    self.container = container
    self.engine = engine
    self.configuration = configuration
    self.press = PressTimeline(timing: timing.press)
  }

  /// The latest time the interaction has seen, or nil before the first timed event.
  public var currentTime: TimeInterval? { clock.latest }

  /// When the next scheduled step is due; nil when nothing is scheduled (idle, or presented and
  /// waiting). A dismissal is due when its transition and every accessory's own disappearance
  /// (``ContextMenuAccessory/Transition/disappearance``) have ended.
  public var nextDeadline: TimeInterval? {
    switch state {
    case .idle, .presented: nil
    case .pressing, .pressEffect: press.nextDeadline
    case .lifted: transition?.endTime
    case .dismissing(_, let since):
      // The dismissal ends when the preview is back and every accessory's own disappearance is over.
      transition.map { Swift.max($0.endTime, accessoriesDisappearedTime(since: since) ?? $0.endTime) }
    }
  }

  /// The preview's presentation at `time`: ``transition`` sampled there, or nil when there is none.
  public func presentation(at time: TimeInterval) -> ContextMenuPresentation? {
    transition?.sample(at: time)
  }

  /// Handles an event and returns the effects to apply, in order.
  ///
  /// Timed events first run every step that is due by their time (at its scheduled time), then
  /// apply the event. A non-finite time counts as the latest time seen, and an earlier time counts
  /// as it. A non-finite point is ignored, and so is an event that does not apply in the state.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Effect] {
    var effects: [Effect]
    switch event {
    case .gesture(let gesture):
      effects = gesture.time.map { advanceClock(to: $0) } ?? []
      effects += handle(gesture: gesture)
    case .sourceUpdated(let update):
      effects = sourceUpdated(update)
    case .key(let key, let time):
      effects = advanceClock(to: time)
      effects += keyPressed(key)
    case .provideDeferredElements(let identifier, let elements):
      effects = provideDeferredElements(identifier, elements)
    case .scrollMenu(let offset):
      effects = scrollMenu(to: offset)
    }
    return effects + runDueSteps()
  }

  private mutating func handle(gesture: InteractionEvent) -> [Effect] {
    switch gesture {
    case .time:
      return []
    case .touchDown(let point, _):
      return touchDown(at: point)
    case .touchMoved(let point, _):
      return touchMoved(to: point)
    case .touchUp(let point, _):
      return touchUp(at: point)
    case .touchCancelled:
      return touchCancelled()
    case .dismiss(_, let animated):
      return dismiss(animated: animated)
    case .transitionFinished:
      return finishTransition()
    }
  }

  /// Takes the step due at `deadline`: the press effect, the lift, the present or the end of a
  /// dismissal.
  public mutating func runStep(at deadline: TimeInterval) -> [Effect] {
    switch state {
    case .pressing, .pressEffect:
      switch press.step(at: deadline) {
      case .beginPressEffect(let time): return beginPressEffect(at: time)
      case .recognize(let time): return lift(at: time)
      case .cancel, nil: return []
      }
    case .lifted: return present(at: deadline, from: nil)
    case .dismissing: return finish()
    case .idle, .presented: return []
    }
  }
}
