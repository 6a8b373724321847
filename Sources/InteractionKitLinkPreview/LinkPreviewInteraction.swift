public import Foundation
public import InteractionKitContextMenu
public import InteractionKitGestures
public import InteractionKitTextLayout

/// The long-press interaction of a Safari-style link preview: a `ContextMenuInteraction`
/// configured with the link's text-line bubble as its preview, the preview card as its custom
/// content and the link's menu (Open Link, Copy Link, Share).
///
/// There is one long-press machine: this type adds only what is particular to links. It turns a
/// touch on a link (``LinkPreviewSource``) into the context menu's configuration, follows the link
/// by its ``LinkPreviewSource/id`` when the text scrolls or changes, and names the steps as a link
/// preview does. Press, lift, present, drag-to-select, keyboard and dismissal are the context
/// menu's, with the same timings.
///
/// The sequence, with the default `ContextMenuTiming`:
///
/// 1. **Touch down** on a link (or anywhere: without a link the whole view is the preview):
///    ``State-swift.enum/pressing(since:)``.
/// 2. After 0.15 s the press effect begins (``Effect/beginPressEffect(_:)``).
/// 3. At 0.4 s the bubble lifts (``Effect/lift(_:)``). Moving more than 44 pt, lifting the finger
///    or a cancelled touch before this point cancels.
/// 4. When the lift settles (or the host reports `.transitionFinished`) the bubble expands into the
///    card, placed with the menu by the context menu's placement (``Effect/expandToPreview(_:)``,
///    ``Effect/presentMenu``): ``State-swift.enum/previewing(since:)``. From here the menu works as
///    a context menu's does (``Effect/menu(_:)``: highlights, a selection, a tap on the card).
/// 5. A dismissal returns the preview onto the link's current rects (``Effect/dismissToSource(_:)``)
///    or fades it out when the link is gone (``Effect/fadeOut(_:)``); then ``Effect/finished``.
///
/// ```swift
/// var interaction = LinkPreviewInteraction(layout: layout, engine: PangoTextLayoutEngine(fonts: .pinned))
/// interaction.handle(.touchDown(point, time: 0, hit: link))   // []
/// interaction.handle(.time(0.15))                            // [.beginPressEffect(…)]
/// interaction.handle(.time(0.4))                             // [.lift(…)]
/// ```
public struct LinkPreviewInteraction: Sendable {
  /// Where the interaction is. Each `since` is the scheduled time the state began.
  public enum State: Hashable, Sendable {
    /// Nothing is pressed or presented.
    case idle
    /// A finger is down, before the press effect.
    case pressing(since: TimeInterval)
    /// The press effect is running under the finger, before the long-press time.
    case pressEffect(since: TimeInterval)
    /// The bubble is lifting (or has lifted) and the container is dimmed.
    case lifted(since: TimeInterval)
    /// The bubble is expanding into (or has become) the preview card, with the menu presented.
    case previewing(since: TimeInterval)
    /// The preview is returning to its source or fading out.
    case dismissing(Dismissal, since: TimeInterval)
  }

  /// How a preview leaves: the context menu's dismissals.
  public typealias Dismissal = ContextMenuInteraction.Dismissal

  /// Something the host reports. Points are in the container's coordinates, times in seconds.
  public enum Event: Equatable, Sendable, InteractionEventConvertible {
    /// A shared event: time, touch moves and lifts, cancels, dismiss, transition finished.
    case gesture(InteractionEvent)
    /// A finger touched down; `hit` is the link under it, or nil for none (the whole view is then
    /// the preview, as it is for a link without a usable line rect).
    case touchDown(CGPoint, time: TimeInterval, hit: LinkPreviewSource?)
    /// The pressed or lifted link's rects changed (scrolling, an edit). Nil, or a source with the
    /// same ``LinkPreviewSource/id`` and no usable rect, means the link no longer exists: a press
    /// is cancelled, a lifted preview will fade out. Sources with another id are ignored, and so is
    /// every update while the whole view is the preview.
    case sourceUpdated(LinkPreviewSource?)
    /// A key while the menu is presented.
    case key(ContextMenuKey, time: TimeInterval)
    /// The context-menu key on a link that has keyboard focus: while idle, the link's bubble lifts
    /// at once, without a press, and grows into the card with its menu, the first row highlighted
    /// (``ContextMenuKey/menu``). Ignored in any other state or for a source without a usable rect.
    case open(LinkPreviewSource, time: TimeInterval)
  }

  /// Something the host must do. Transitions carry everything needed to animate them.
  public enum Effect: Equatable, Sendable {
    /// Start the press effect: shrink the source slightly with the press spring.
    case beginPressEffect(LinkPreviewTransition)
    /// The press was cancelled: spring the source back to rest.
    case cancelPressEffect(LinkPreviewTransition)
    /// Lift the bubble: scale it by the lift scale at the target centre and dim the container.
    case lift(LinkPreviewTransition)
    /// Morph the lifted bubble into the preview card.
    case expandToPreview(LinkPreviewTransition)
    /// Present the menu beside the preview, as ``LinkPreviewInteraction/menuLayout`` places it.
    case presentMenu
    /// Something the presented menu does: a highlight, a selection, a tap on the card, a scroll.
    case menu(ContextMenuInteraction.Effect)
    /// Return the preview onto the link's current rects (carried by the transition).
    case dismissToSource(LinkPreviewTransition)
    /// Fade the preview out in place: its link no longer exists.
    case fadeOut(LinkPreviewTransition)
    /// The sequence is over: remove the preview and show the text as it is.
    case finished

    /// The transition the effect starts, or nil.
    public var transition: LinkPreviewTransition? {
      switch self {
      case .beginPressEffect(let t), .cancelPressEffect(let t), .lift(let t), .expandToPreview(let t),
        .dismissToSource(let t), .fadeOut(let t):
        t
      case .presentMenu, .menu, .finished:
        nil
      }
    }
  }

  /// The menu of a link preview unless the host gives its own: Open Link, Copy Link, Share.
  public static let defaultMenu = Menu(children: [
    .action(MenuAction("open-link", title: "Open Link", image: "safari")),
    .action(MenuAction("copy-link", title: "Copy Link", image: "doc.on.doc")),
    .action(MenuAction("share", title: "Share…", image: "square.and.arrow.up")),
  ])

  /// The geometry: the view, the container, the card size and the lift-scale rule.
  public var layout: LinkPreviewLayout {
    didSet { interaction.container = Self.container(for: layout, metrics: interaction.container.metrics) }
  }

  /// The link's menu; default ``defaultMenu``. Changes apply from the next press.
  public var menu: Menu

  /// The shared machine this preview runs on.
  public private(set) var interaction: ContextMenuInteraction

  /// What is being pressed or previewed; nil exactly when ``state`` is ``State-swift.enum/idle``.
  public private(set) var subject: LinkPreviewSubject?

  /// What the current transition animates (kept after a cancel, while the spring back runs).
  private var transitionSubject: LinkPreviewSubject = .wholeView

  /// Creates an idle interaction.
  ///
  /// - Parameters:
  ///   - timing: The timings and springs; default `ContextMenuTiming/phone`.
  ///   - layout: The view, container and card geometry.
  ///   - menu: The link's menu; default ``defaultMenu``.
  ///   - engine: Measures the menu's rows (the Pango engine on Linux).
  public init(
    timing: LinkPreviewTiming = .phone, layout: LinkPreviewLayout, menu: Menu = LinkPreviewInteraction.defaultMenu,
    engine: any TextLayoutEngine
  ) {
    self.layout = layout
    self.menu = menu
    var metrics = ContextMenuMetrics.phone
    metrics.liftScale = layout.liftScale
    self.interaction = ContextMenuInteraction(
      timing: timing, container: Self.container(for: layout, metrics: metrics), engine: engine)
  }

  /// The timings and springs (the shared machine's).
  public var timing: LinkPreviewTiming {
    get { interaction.timing }
    set { interaction.timing = newValue }
  }

  /// The current state.
  public var state: State {
    switch interaction.state {
    case .idle: .idle
    case .pressing(let since): .pressing(since: since)
    case .pressEffect(let since): .pressEffect(since: since)
    case .lifted(let since): .lifted(since: since)
    case .presented(let since): .previewing(since: since)
    case .dismissing(let how, let since): .dismissing(how, since: since)
    }
  }

  /// The most recent transition, for the renderer to sample: nil before the first press effect of
  /// a touch and after ``Effect/finished``.
  public var transition: LinkPreviewTransition? {
    interaction.transition.map { LinkPreviewTransition($0, subject: transitionSubject) }
  }

  /// Where the card, the menu and its rows are placed while previewing; nil otherwise.
  public var menuLayout: ContextMenuLayout? { interaction.layout }

  /// The latest time the interaction has seen, or nil before the first timed event.
  public var currentTime: TimeInterval? { interaction.currentTime }

  /// When the next scheduled step is due, or nil when nothing is scheduled.
  public var nextDeadline: TimeInterval? { interaction.nextDeadline }

  /// The preview's presentation at `time`, or nil when there is no transition.
  public func presentation(at time: TimeInterval) -> LinkPreviewPresentation? {
    interaction.presentation(at: time)
  }

  /// Handles an event and returns the effects to apply, in order (see `ContextMenuInteraction`:
  /// time never runs backwards, non-finite points are ignored, an event that does not apply in the
  /// state returns no effect).
  @discardableResult
  public mutating func handle(_ event: Event) -> [Effect] {
    let effects: [ContextMenuInteraction.Effect]
    switch event {
    case .gesture(let gesture):
      effects = interaction.handle(.gesture(gesture))
    case .touchDown(let point, let time, let hit):
      effects = touchDown(at: point, time: time, hit: hit)
    case .sourceUpdated(let update):
      effects = sourceUpdated(update)
    case .key(let key, let time):
      effects = interaction.handle(.key(key, time: time))
    case .open(let source, let time):
      effects = open(source, time: time)
    }
    var mapped: [Effect] = []
    for effect in effects { mapped += map(effect) }
    if interaction.active == nil { subject = nil }
    return mapped
  }

  // MARK: Adapting

  private mutating func touchDown(at point: CGPoint, time: TimeInterval, hit: LinkPreviewSource?)
    -> [ContextMenuInteraction.Effect]
  {
    // Steps due by the touch's time happen first, so the touch meets the state it arrives in.
    let effects = interaction.handle(.time(time))
    guard case .idle = interaction.state, point.isFinitePoint else {
      // A touch on the presented menu (a row, the card, outside) is the context menu's.
      return effects + interaction.handle(.touchDown(point, time: time))
    }
    let pressed: LinkPreviewSubject = if let hit, hit.hasGeometry { .link(hit) } else { .wholeView }
    return effects + begin(pressed, identifier: hit.map { "link-\($0.id)" } ?? "view", with: .touchDown(point, time: time))
  }

  /// Configures the context menu for `subject` and sends it the event that starts its sequence
  /// (a touch down, or the context-menu key); the subject is kept when the sequence started.
  private mutating func begin(
    _ subject: LinkPreviewSubject, identifier: String, with event: ContextMenuInteraction.Event
  ) -> [ContextMenuInteraction.Effect] {
    interaction.configuration = ContextMenuConfiguration(
      identifier: identifier, source: contextMenuSource(for: subject), previewContentSize: layout.cardSize, menu: menu)
    let effects = interaction.handle(event)
    if interaction.active != nil { self.subject = subject }
    return effects
  }

  private mutating func open(_ source: LinkPreviewSource, time: TimeInterval) -> [ContextMenuInteraction.Effect] {
    let effects = interaction.handle(.time(time))
    guard case .idle = interaction.state, source.hasGeometry else { return effects }
    return effects + begin(.link(source), identifier: "link-\(source.id)", with: .key(.menu, time: time))
  }

  private mutating func sourceUpdated(_ update: LinkPreviewSource?) -> [ContextMenuInteraction.Effect] {
    guard let current = subject?.source else { return [] }
    if let update, update.id != current.id { return [] }
    switch interaction.state {
    case .pressing, .pressEffect, .lifted, .presented: break
    case .idle, .dismissing: return []
    }
    let vanished = update.map { !$0.hasGeometry } ?? true
    if let update, !vanished {
      subject = .link(update)
      return interaction.handle(.sourceUpdated(contextMenuSource(for: .link(update))))
    }
    let effects = interaction.handle(.sourceUpdated(nil))
    if interaction.active != nil { subject = .vanished(current) } else { subject = nil }
    return effects
  }


  private func contextMenuSource(for subject: LinkPreviewSubject) -> ContextMenuSource {
    switch subject {
    case .link(let source), .vanished(let source):
      ContextMenuSource(frame: layout.viewBounds, lineRects: source.usableLineRects)
    case .wholeView:
      ContextMenuSource(frame: layout.viewBounds)
    }
  }

  private mutating func map(_ effect: ContextMenuInteraction.Effect) -> [Effect] {
    if effect.transition != nil, let current = self.subject { transitionSubject = current }
    let subject = transitionSubject
    switch effect {
    case .beginPressEffect(let t): return [.beginPressEffect(LinkPreviewTransition(t, subject: subject))]
    case .cancelPressEffect(let t): return [.cancelPressEffect(LinkPreviewTransition(t, subject: subject))]
    case .lift(let t): return [.lift(LinkPreviewTransition(t, subject: subject))]
    case .present(let t): return [.expandToPreview(LinkPreviewTransition(t, subject: subject)), .presentMenu]
    case .dismissToSource(let t): return [.dismissToSource(LinkPreviewTransition(t, subject: subject))]
    case .fadeOut(let t): return [.fadeOut(LinkPreviewTransition(t, subject: subject))]
    case .finished: return [.finished]
    case .loadDeferredElements, .menuChanged, .highlight, .drag, .scrollMenu, .select, .accessoryItemTapped,
      .previewTapped:
      return [.menu(effect)]
    }
  }

  private static func container(for layout: LinkPreviewLayout, metrics: ContextMenuMetrics) -> ContextMenuContainer {
    ContextMenuContainer(bounds: layout.containerBounds, metrics: metrics)
  }
}
