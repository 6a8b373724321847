public import CInteractionKitGtk
public import Foundation
public import InteractionKitCairo
public import InteractionKitLiveScene
import InteractionKitScene


/// A GTK widget that runs any of the engine's scenes (`InteractiveScene`): it translates GTK's
/// events into the scene's inputs, draws the scene's layer tree (only what changed), bridges its
/// accessibility tree to GTK's, shows its cursor, and asks it for time only when it says so.
///
/// It holds no interaction rule: every geometry, timing, focus order and accessibility decision is
/// the scene's.
///
/// - Frames: after an input the view draws once. Then it asks the scene's `nextWake(after:)`:
///   while `.everyFrame`, the widget's frame clock ticks and sends each frame's time; for
///   `.at(t)` one GLib timer wakes the scene at `t`; for `.never` nothing runs. Idle is free.
/// - Time: engine seconds on a ``SceneClock`` (its rate is ``timeScale``: 0.1 is slow motion).
/// - Environment: the widget's size and scale factor, its text direction, GTK's animation setting
///   (reduced motion), a high-contrast theme (increased contrast) and ``appearance`` reach the
///   scene as `.environment` inputs.
/// - Drawing: the view keeps its last frame (`SceneBackingStore`) and redraws only the damage.
@MainActor
public final class SceneView {
  /// The GTK widget to add to a window or a container: the drawing area with the accessible
  /// elements' stand-ins over it.
  public let widget: UnsafeMutablePointer<GtkWidget>

  /// The drawing area the scene is drawn in and input arrives at.
  let drawingArea: UnsafeMutablePointer<GtkWidget>

  /// Where the accessible elements' stand-ins sit, over the drawing area.
  let accessibilityLayer: UnsafeMutablePointer<GtkWidget>

  /// The scene, its type erased.
  let hosted: any HostedScene

  /// The stand-ins GTK shows for the scene's accessibility tree.
  var standIns = AccessibilityStandIns()

  /// The engine clock; its rate is ``timeScale``.
  public private(set) var clock: SceneClock

  /// Called after each drawn frame with the engine time and the draw's duration in seconds.
  public var onFrame: ((_ time: TimeInterval, _ drawSeconds: Double) -> Void)?

  /// Called after the accessible elements GTK knows, or GTK's focus among them, changed.
  public var onAccessibilityChange: (() -> Void)?

  /// Inputs the app handles itself before the scene sees them (its own shortcuts): return true
  /// to keep an input from the scene.
  public var inputFilter: ((SceneInput) -> Bool)?

  /// The blurred shadows and rasterized layers kept between frames; nil draws everything afresh.
  public var renderCache: RenderCache? = RenderCache() {
    didSet { backingStore = SceneBackingStore(renderer: SceneRenderer(cache: renderCache)) }
  }

  /// Whether a frame redraws only the regions that changed (the default) or everything (a
  /// baseline for measuring the saving).
  public var redrawsOnlyDamage = true {
    didSet { gtk_widget_queue_draw(drawingArea) }
  }

  /// The regions the last frame redrew, in points.
  public private(set) var lastDamage: [CGRect] = []

  /// Where the last frame's time went, in seconds: building the tree, bringing the kept pixels
  /// up to date, copying them into the widget, and the main thread's processor time for the frame.
  public private(set) var lastFrameTimings = (tree: 0.0, render: 0.0, copy: 0.0, processor: 0.0)

  /// How many frames the view has drawn.
  public private(set) var framesDrawn = 0

  /// The user's appearance (dark, increased contrast); reduced motion also follows GTK's
  /// animation setting. Setting it sends the scene a new environment.
  public var appearance: SceneAppearance {
    didSet { updateEnvironment() }
  }

  private var backingStore: SceneBackingStore
  private var tickID: guint = 0
  private var timerID: guint = 0
  /// Where the current drag began, in the view's coordinates.
  private var dragOrigin = CGPoint.zero
  /// Whether the primary button is down.
  private var isPressed = false
  /// The cursor shown now.
  private var shownCursor: SceneCursor?
  /// GTK's settings the environment follows, read at start and again when GTK says they changed.
  private var systemSettings = SceneView.readSystemSettings()
  /// The event controllers whose signals call the view.
  private var controllers: [OpaquePointer?] = []

  /// Creates a view that runs `scene`, calling `onEvent` with each of the scene's events and the
  /// engine time it happened at. The scene's own environment gives the first appearance.
  public init<Scene: InteractiveScene>(
    scene: Scene, onEvent: @escaping @MainActor (Scene.Event, TimeInterval) -> Void = { _, _ in }
  ) {
    hosted = TypedHostedScene(scene: scene, onEvent: onEvent)
    appearance = scene.environment.appearance
    clock = SceneClock(startingAt: Int64(g_get_monotonic_time()))
    backingStore = SceneBackingStore(renderer: SceneRenderer(cache: renderCache))
    drawingArea = gtk_drawing_area_new()
    accessibilityLayer = gtk_fixed_new()
    widget = gtk_overlay_new()
    // The view owns its widget: a window that shows it takes a reference of its own, and swapping
    // views in and out of a window keeps each one alive as long as its view.
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
    gtk_widget_set_focusable(drawingArea, 1)
    gtk_widget_set_hexpand(drawingArea, 1)
    gtk_widget_set_vexpand(drawingArea, 1)
    gtk_widget_set_can_target(accessibilityLayer, 0)
    let overlay = OpaquePointer(widget)
    gtk_overlay_set_child(overlay, drawingArea)
    gtk_overlay_add_overlay(overlay, accessibilityLayer)
    let context = Unmanaged.passUnretained(self).toOpaque()
    gtk_drawing_area_set_draw_func(
      OpaquePointer(drawingArea).map { UnsafeMutablePointer<GtkDrawingArea>($0) },
      { _, cr, width, height, data in
        guard let data, let cr else { return }
        let view = Unmanaged<SceneView>.fromOpaque(data).takeUnretainedValue()
        nonisolated(unsafe) let context = cr
        MainActor.assumeIsolated { view.draw(context, width: Int(width), height: Int(height)) }
      }, context, nil)
    installControllers(context)
    watchSystemSettings(context)
  }

  isolated deinit {
    stopTicking()
    cancelTimer()
    // Nothing may call back into a view that is gone, even while a window still shows its widget.
    let context = Unmanaged.passUnretained(self).toOpaque()
    for instance in controllers + [gtk_settings_get_default()] {
      g_signal_handlers_disconnect_matched(
        UnsafeMutableRawPointer(instance), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, context)
    }
    gtk_drawing_area_set_draw_func(OpaquePointer(drawingArea).map { UnsafeMutablePointer<GtkDrawingArea>($0) }, nil, nil, nil)
    for entry in standIns.entries.values { g_object_unref(UnsafeMutableRawPointer(entry.widget)) }
    g_object_unref(UnsafeMutableRawPointer(widget))
  }

  /// The scene as it is now, if it is of type `Scene` (tests, an app reading its state).
  public func scene<Scene: InteractiveScene>(as type: Scene.Type = Scene.self) -> Scene? {
    (hosted as? TypedHostedScene<Scene>)?.scene
  }

  /// Changes the scene as the app asks (an edit of its text, new content), delivers the events
  /// that caused, and redraws. Does nothing when the scene is not of type `Scene`.
  public func updateScene<Scene: InteractiveScene>(
    as type: Scene.Type = Scene.self, _ body: (inout Scene, TimeInterval) -> [Scene.Event]
  ) {
    guard let typed = hosted as? TypedHostedScene<Scene> else { return }
    let time = now
    typed.update(at: time) { body(&$0, time) }
    setNeedsDisplay()
  }

  /// The view's size in points.
  public var size: CGSize {
    CGSize(width: CGFloat(gtk_widget_get_width(drawingArea)), height: CGFloat(gtk_widget_get_height(drawingArea)))
  }

  /// How fast engine time runs: 1, or 0.1 for slow motion. Continuous when changed.
  public var timeScale: Double {
    get { clock.rate }
    set {
      clock.setRate(newValue, at: Int64(g_get_monotonic_time()))
      setNeedsDisplay()
    }
  }

  /// The engine time now.
  public var now: TimeInterval { clock.time(at: Int64(g_get_monotonic_time())) }

  /// The cursor the scene asks for now.
  public var cursor: SceneCursor { hosted.cursor }

  /// Delivers an input as the view would (scripted drivers, tests): the app's filter first, then
  /// the scene; then a redraw, and frames or a timer as the scene asks.
  public func deliver(_ input: SceneInput) {
    if inputFilter?(input) == true {
      setNeedsDisplay()
      return
    }
    hosted.handle(input)
    setNeedsDisplay()
  }

  /// Performs an accessibility action on an element of the scene (what a stand-in's click does).
  func perform(_ action: AccessibilityAction, on key: AnyHashable) {
    hosted.perform(action, on: key, time: now)
    setNeedsDisplay()
  }

  /// Draws once, then schedules time as the scene asks.
  public func setNeedsDisplay() {
    gtk_widget_queue_draw(drawingArea)
    updateCursor()
    scheduleWake()
  }

  // MARK: Time

  /// Follows the scene's next wake: the frame clock while it moves, one timer for a deadline,
  /// nothing while it sleeps.
  private func scheduleWake() {
    let time = now
    switch hosted.nextWake(after: time) {
    case .everyFrame:
      cancelTimer()
      startTicking()
    case .at(let deadline):
      stopTicking()
      startTimer(in: max(0, deadline - time) / clock.rate)
    case .never:
      stopTicking()
      cancelTimer()
    }
  }

  private func startTicking() {
    guard tickID == 0 else { return }
    tickID = gtk_widget_add_tick_callback(
      drawingArea,
      { _, frameClock, data in
        guard let data, let frameClock else { return 0 }
        let view = Unmanaged<SceneView>.fromOpaque(data).takeUnretainedValue()
        let microseconds = Int64(gdk_frame_clock_get_frame_time(frameClock))
        return MainActor.assumeIsolated { view.tick(microseconds) ? 1 : 0 }
      }, Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  private func stopTicking() {
    guard tickID != 0 else { return }
    gtk_widget_remove_tick_callback(drawingArea, tickID)
    tickID = 0
  }

  /// One display frame while the scene moves: its time goes to the scene, and the view draws.
  /// Returns whether to keep ticking.
  private func tick(_ microseconds: Int64) -> Bool {
    let time = clock.time(at: microseconds)
    let running = tickID
    hosted.handle(.time(time))
    // The app may have asked for a redraw from an event of this frame: that rescheduled time, and
    // this callback is no longer the one that ticks.
    guard tickID == running else { return false }
    gtk_widget_queue_draw(drawingArea)
    updateCursor()
    switch hosted.nextWake(after: time) {
    case .everyFrame:
      return true
    case .at(let deadline):
      tickID = 0
      startTimer(in: max(0, deadline - time) / clock.rate)
      return false
    case .never:
      tickID = 0
      return false
    }
  }

  private func startTimer(in seconds: Double) {
    cancelTimer()
    timerID = g_timeout_add_full(
      G_PRIORITY_DEFAULT, guint(min(Double(UInt32.max), max(0, (seconds * 1000).rounded(.up)))),
      { data in
        guard let data else { return 0 }
        let view = Unmanaged<SceneView>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated {
          view.timerID = 0
          view.hosted.handle(.time(view.now))
          view.setNeedsDisplay()
        }
        return 0
      }, Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  private func cancelTimer() {
    guard timerID != 0 else { return }
    g_source_remove(timerID)
    timerID = 0
  }

  // MARK: Environment

  /// Sends the scene the environment the widget is in now, when it changed.
  private func updateEnvironment(size: CGSize? = nil) {
    var environment = hosted.environment
    environment.size = size ?? self.size
    environment.scale = CGFloat(max(1, gtk_widget_get_scale_factor(drawingArea)))
    environment.layoutDirection = gtk_widget_get_direction(drawingArea) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    var appearance = self.appearance
    if !systemSettings.animationsEnabled { appearance.prefersReducedMotion = true }
    if systemSettings.highContrastTheme { appearance.prefersIncreasedContrast = true }
    environment.appearance = appearance
    guard environment != hosted.environment else { return }
    hosted.handle(.environment(environment, time: now))
    gtk_widget_queue_draw(drawingArea)
    scheduleWake()
  }

  /// Reads GTK's settings again and sends the scene the environment they make (a settings change).
  private func systemSettingsChanged() {
    systemSettings = Self.readSystemSettings()
    updateEnvironment()
  }

  /// The two GTK settings the environment follows, read now.
  private static func readSystemSettings() -> (animationsEnabled: Bool, highContrastTheme: Bool) {
    (animationsEnabled, isHighContrastTheme)
  }

  /// Calls the view when GTK's animation or theme setting changes, instead of reading them each frame.
  private func watchSystemSettings(_ context: UnsafeMutableRawPointer) {
    guard let settings = gtk_settings_get_default() else { return }
    let changed: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
      guard let view = SceneView.view(data) else { return }
      MainActor.assumeIsolated { view.systemSettingsChanged() }
    }
    for signal in ["notify::gtk-enable-animations", "notify::gtk-theme-name"] {
      g_signal_connect_data(
        UnsafeMutableRawPointer(settings), signal, unsafeBitCast(changed, to: GCallback.self), context, nil,
        GConnectFlags(0))
    }
  }

  /// GTK's `gtk-enable-animations` setting: off means the user wants reduced motion.
  private static var animationsEnabled: Bool {
    guard let settings = gtk_settings_get_default() else { return true }
    var value = GValue()
    g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN: the fundamental type 5
    defer { g_value_unset(&value) }
    g_object_get_property(
      UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-enable-animations", &value)
    return g_value_get_boolean(&value) != 0
  }

  /// Whether GTK's theme is a high-contrast one (`HighContrast`, `HighContrastInverse`): the
  /// user wants increased contrast.
  private static var isHighContrastTheme: Bool {
    if let theme = ProcessInfo.processInfo.environment["GTK_THEME"], theme.hasPrefix("HighContrast") { return true }
    guard let settings = gtk_settings_get_default() else { return false }
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING: the fundamental type 16
    defer { g_value_unset(&value) }
    g_object_get_property(
      UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-theme-name", &value)
    guard let name = g_value_get_string(&value) else { return false }
    return String(cString: name).hasPrefix("HighContrast")
  }

  // MARK: Drawing

  private func draw(_ cr: OpaquePointer, width: Int, height: Int) {
    let start = Int64(g_get_monotonic_time())
    let processorStart = Self.threadProcessorTime()
    updateEnvironment(size: CGSize(width: width, height: height))
    let time = clock.time(at: frameTime() ?? start)
    let tree = hosted.layerTree(at: time)
    let built = Int64(g_get_monotonic_time())
    backingStore.redrawsEverything = !redrawsOnlyDamage
    do {
      lastDamage = try backingStore.update(to: tree, scale: Double(max(1, gtk_widget_get_scale_factor(drawingArea))))
      let rendered = Int64(g_get_monotonic_time())
      backingStore.paint(in: cr)
      let copied = Int64(g_get_monotonic_time())
      lastFrameTimings = (
        Double(built - start) / 1e6, Double(rendered - built) / 1e6, Double(copied - rendered) / 1e6,
        Self.threadProcessorTime() - processorStart
      )
    } catch {
      // A canvas the store cannot keep (a 0 × 0 widget, an absurd size) is drawn directly.
      lastDamage = [tree.root.bounds]
      try? backingStore.renderer.draw(tree, in: cr)
    }
    framesDrawn += 1
    scheduleAccessibilityUpdate()
    onFrame?(time, Double(Int64(g_get_monotonic_time()) - start) / 1_000_000)
  }

  /// The processor time of the calling thread, in seconds.
  private static func threadProcessorTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// The frame clock's time of the frame being drawn, in microseconds.
  private func frameTime() -> Int64? {
    guard let frameClock = gtk_widget_get_frame_clock(drawingArea) else { return nil }
    return Int64(gdk_frame_clock_get_frame_time(frameClock))
  }

  private var accessibilityUpdatePending = false

  /// Updates the stand-ins after the frame (widgets must not change while GTK draws).
  private func scheduleAccessibilityUpdate() {
    guard !accessibilityUpdatePending else { return }
    accessibilityUpdatePending = true
    GTKMainLoop.after(0) { [weak self] in
      guard let self else { return }
      self.accessibilityUpdatePending = false
      self.updateAccessibility()
    }
  }

  private func updateCursor() {
    let cursor = hosted.cursor
    guard cursor != shownCursor else { return }
    shownCursor = cursor
    gtk_widget_set_cursor_from_name(drawingArea, Self.cursorName(cursor))
  }

  /// GTK's (CSS) name of a cursor; nil is the default arrow.
  private static func cursorName(_ cursor: SceneCursor) -> String? {
    switch cursor {
    case .arrow: nil
    case .pointingHand: "pointer"
    case .text: "text"
    case .grab: "grab"
    case .hidden: "none"
    }
  }

  // MARK: Input

  private func installControllers(_ context: UnsafeMutableRawPointer) {
    let drag = gtk_gesture_drag_new()
    gtk_gesture_single_set_button(drag, 1)
    connect(drag, "drag-begin", unsafeBitCast(Self.dragBegan, to: GCallback.self), context)
    connect(drag, "drag-update", unsafeBitCast(Self.dragUpdated, to: GCallback.self), context)
    connect(drag, "drag-end", unsafeBitCast(Self.dragEnded, to: GCallback.self), context)
    connect(drag, "cancel", unsafeBitCast(Self.dragCancelled, to: GCallback.self), context)
    gtk_widget_add_controller(drawingArea, drag)

    let motion = gtk_event_controller_motion_new()
    connect(motion, "motion", unsafeBitCast(Self.moved, to: GCallback.self), context)
    connect(motion, "leave", unsafeBitCast(Self.left, to: GCallback.self), context)
    gtk_widget_add_controller(drawingArea, motion)

    let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)
    connect(scroll, "scroll", unsafeBitCast(Self.scrolled, to: GCallback.self), context)
    gtk_widget_add_controller(drawingArea, scroll)

    // On the overlay, in the capture phase: keys reach the scene first, whether the drawing area
    // or an accessible element's stand-in has GTK's focus.
    let keys = gtk_event_controller_key_new()
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connect(keys, "key-pressed", unsafeBitCast(Self.keyPressed, to: GCallback.self), context)
    gtk_widget_add_controller(widget, keys)
  }

  private func connect(_ instance: OpaquePointer?, _ signal: String, _ handler: GCallback, _ context: UnsafeMutableRawPointer) {
    if !controllers.contains(instance) { controllers.append(instance) }
    g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, handler, context, nil, GConnectFlags(0))
  }

  private func received(_ make: (TimeInterval) -> SceneInput) {
    deliver(make(now))
  }

  private static func view(_ data: UnsafeMutableRawPointer?) -> SceneView? {
    data.map { Unmanaged<SceneView>.fromOpaque($0).takeUnretainedValue() }
  }

  private static let dragBegan: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, x, y, data in
    guard let view = view(data) else { return }
    MainActor.assumeIsolated {
      view.dragOrigin = CGPoint(x: x, y: y)
      view.isPressed = true
      gtk_widget_grab_focus(view.drawingArea)
      view.received { .pointerDown(CGPoint(x: x, y: y), time: $0) }
    }
  }

  private static let dragUpdated: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, dx, dy, data in
    guard let view = view(data) else { return }
    MainActor.assumeIsolated {
      let point = CGPoint(x: view.dragOrigin.x + dx, y: view.dragOrigin.y + dy)
      view.received { .pointerDragged(point, time: $0) }
    }
  }

  private static let dragEnded: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, dx, dy, data in
    guard let view = view(data) else { return }
    MainActor.assumeIsolated {
      guard view.isPressed else { return }
      view.isPressed = false
      let point = CGPoint(x: view.dragOrigin.x + dx, y: view.dragOrigin.y + dy)
      view.received { .pointerUp(point, time: $0) }
    }
  }

  private static let dragCancelled: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, _, data in
    guard let view = view(data) else { return }
    MainActor.assumeIsolated {
      guard view.isPressed else { return }
      view.isPressed = false
      view.received { .pointerCancelled(time: $0) }
    }
  }

  private static let moved: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, x, y, data in
    guard let view = view(data) else { return }
    MainActor.assumeIsolated {
      guard !view.isPressed else { return }
      view.received { .hover(CGPoint(x: x, y: y), time: $0) }
    }
  }

  private static let left: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    guard let view = view(data) else { return }
    MainActor.assumeIsolated { view.received { .pointerExited(time: $0) } }
  }

  private static let scrolled: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
    _, dx, dy, data in
    guard let view = view(data) else { return 0 }
    MainActor.assumeIsolated {
      // GTK reports a wheel's detents as steps of 1; a step scrolls 50 points, as GTK's own
      // scrolled windows scroll about three lines of text.
      view.received { .scroll(dx: CGFloat(dx) * 50, dy: CGFloat(dy) * 50, time: $0) }
    }
    return 1
  }

  private static let keyPressed:
    @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
      _, keyval, _, state, data in
      guard let view = view(data) else { return 0 }
      let modifiers = SceneKeyModifiers(gdk: state)
      guard let key = SceneKey.from(gdkKeyval: keyval, modifiers: modifiers) else { return 0 }
      MainActor.assumeIsolated { view.received { .key(key.key, modifiers: key.modifiers, time: $0) } }
      return 1
    }
}
