public import CInteractionKitGtk
public import Foundation
public import InteractionKitCairo
import InteractionKitScene

/// A GTK drawing area that shows a ``SceneViewContent`` and feeds it the pointer, keys and time.
///
/// - Drawing: the view keeps its last frame's pixels at the widget's scale factor
///   (`SceneBackingStore`) and each frame redraws only the regions where the content's layer tree
///   changed (`LayerTree.damage(since:limit:)`), then copies the pixels into the widget's Cairo
///   context. It draws only when input or time changed something, or while the content animates.
/// - Time: one driver, the widget's frame clock. While the content animates, every frame sends it
///   the engine time of that frame (``SceneClock``, so a slow-motion ``timeScale`` slows every
///   timeline alike), and input events carry the engine time of their arrival.
/// - Input: a drag gesture turns the primary button into a finger (pressed, dragged, released), a
///   motion controller reports hover and leaving, a scroll controller scrolls and a key controller
///   reports the keys the interactions understand. Long presses are the engine's own timelines,
///   not GTK's gesture.
@MainActor
public final class SceneView {
  /// The GTK widget, to add to a window or a container: an overlay of the drawing area and the
  /// accessible elements' stand-ins.
  public let widget: UnsafeMutablePointer<GtkWidget>

  /// The drawing area the scene is drawn in and input arrives at.
  let drawingArea: UnsafeMutablePointer<GtkWidget>

  /// Where the accessible elements' stand-in widgets sit, over the drawing area.
  let accessibilityLayer: UnsafeMutablePointer<GtkWidget>

  /// The stand-in widget of each accessible element, by identifier, with the element it shows.
  var accessibilityWidgets: [String: (widget: UnsafeMutablePointer<GtkWidget>, element: AccessibilityElement)] = [:]

  /// What the view shows.
  public let content: any SceneViewContent

  /// The engine clock; its rate is ``timeScale``.
  public private(set) var clock: SceneClock

  /// Called after each drawn frame with the engine time and the draw's duration in seconds (for an
  /// event log or a frame-time report).
  public var onFrame: ((_ time: TimeInterval, _ drawSeconds: Double) -> Void)?

  /// Called after the accessible elements GTK knows or GTK's focus among them changed
  /// (``accessibilityFocus``), with each element and the role GTK reports for it.
  public var onAccessibilityChange: (([(element: AccessibilityElement, gtkRole: String)]) -> Void)?

  /// The focus last reported through ``onAccessibilityChange``.
  var reportedAccessibilityFocus: String?

  /// The blurred shadows and rasterized layers kept between this view's frames; nil draws
  /// everything afresh.
  public var renderCache: RenderCache? = RenderCache() {
    didSet { backingStore = SceneBackingStore(renderer: SceneRenderer(cache: renderCache)) }
  }

  /// Whether a frame redraws only the regions that changed (the default) or everything (a
  /// baseline for measuring the saving).
  public var redrawsOnlyDamage = true {
    didSet { setNeedsDisplay() }
  }

  /// The regions the last frame redrew, in points (the whole view for a first or resized frame,
  /// nothing when nothing changed).
  public private(set) var lastDamage: [CGRect] = []

  /// Where the last frame's time went, in seconds: building the content's tree, bringing the kept
  /// pixels up to date (damage and redraw), and copying them into the widget; and the processor
  /// time the main thread spent on the whole frame (less than the sum when the thread waited or
  /// was preempted by other processes, such as the display server).
  public private(set) var lastFrameTimings = (tree: 0.0, render: 0.0, copy: 0.0, processor: 0.0)

  /// The processor time of the calling thread, in seconds.
  private static func threadProcessorTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// The last frame's pixels.
  private var backingStore: SceneBackingStore

  private var tickID: guint = 0

  /// Creates a view over `content`; the view is focusable so keys reach it.
  public init(content: any SceneViewContent) {
    self.content = content
    self.clock = SceneClock(startingAt: Int64(g_get_monotonic_time()))
    backingStore = SceneBackingStore(renderer: SceneRenderer(cache: renderCache))
    drawingArea = gtk_drawing_area_new()
    accessibilityLayer = gtk_fixed_new()
    widget = gtk_overlay_new()
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

  /// Asks for a redraw, and for frames while the content animates.
  public func setNeedsDisplay() {
    gtk_widget_queue_draw(drawingArea)
    startTicking()
  }

  /// Delivers an input event to the content as the view would (tests and scripted drivers).
  public func deliver(_ input: SceneInput) {
    if content.handle(input, size: size) { setNeedsDisplay() }
    updateSystemPointer()
  }

  /// Whether the system pointer is hidden now (the content draws its own).
  private var hidesSystemPointer = false

  private func updateSystemPointer() {
    let hide = !content.showsSystemPointer
    guard hide != hidesSystemPointer else { return }
    hidesSystemPointer = hide
    gtk_widget_set_cursor_from_name(drawingArea, hide ? "none" : nil)
  }

  // MARK: Drawing and time

  private func draw(_ cr: OpaquePointer, width: Int, height: Int) {
    let start = Int64(g_get_monotonic_time())
    let processorStart = Self.threadProcessorTime()
    let time = clock.time(at: frameTime() ?? start)
    let tree = content.tree(size: CGSize(width: width, height: height), time: time)
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
    scheduleAccessibilityUpdate()
    onFrame?(time, Double(Int64(g_get_monotonic_time()) - start) / 1_000_000)
  }

  /// Whether an accessibility update is scheduled.
  private static var pendingUpdates: Set<ObjectIdentifier> = []

  /// Updates the accessible stand-ins after the frame (widgets must not change while GTK draws).
  private func scheduleAccessibilityUpdate() {
    guard Self.pendingUpdates.insert(ObjectIdentifier(self)).inserted else { return }
    GTKMainLoop.after(0) { [weak self] in
      guard let self else { return }
      Self.pendingUpdates.remove(ObjectIdentifier(self))
      self.updateAccessibility()
    }
  }

  /// The frame clock's time of the frame being drawn, in microseconds.
  private func frameTime() -> Int64? {
    guard let frameClock = gtk_widget_get_frame_clock(drawingArea) else { return nil }
    return Int64(gdk_frame_clock_get_frame_time(frameClock))
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

  /// One display frame: time passes for the content; keeps ticking while it animates.
  private func tick(_ microseconds: Int64) -> Bool {
    let time = clock.time(at: microseconds)
    let changed = content.advance(to: time, size: size)
    let animating = content.isAnimating(at: time)
    if changed || animating { gtk_widget_queue_draw(drawingArea) }
    updateSystemPointer()
    if !animating { tickID = 0 }
    return animating
  }

  // MARK: Input

  private func installControllers(_ context: UnsafeMutableRawPointer) {
    let drag = gtk_gesture_drag_new()
    gtk_gesture_single_set_button(drag, 1)
    connect(drag, "drag-begin", unsafeBitCast(Self.dragBegan, to: GCallback.self), context)
    connect(drag, "drag-update", unsafeBitCast(Self.dragUpdated, to: GCallback.self), context)
    connect(drag, "drag-end", unsafeBitCast(Self.dragEnded, to: GCallback.self), context)
    gtk_widget_add_controller(drawingArea, drag)

    let motion = gtk_event_controller_motion_new()
    connect(motion, "motion", unsafeBitCast(Self.moved, to: GCallback.self), context)
    connect(motion, "leave", unsafeBitCast(Self.left, to: GCallback.self), context)
    gtk_widget_add_controller(drawingArea, motion)

    let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)
    connect(scroll, "scroll", unsafeBitCast(Self.scrolled, to: GCallback.self), context)
    gtk_widget_add_controller(drawingArea, scroll)

    // On the overlay, in the capture phase: keys reach the content first, whether the drawing
    // area or an accessible element's stand-in has GTK's focus.
    let keys = gtk_event_controller_key_new()
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connect(keys, "key-pressed", unsafeBitCast(Self.keyPressed, to: GCallback.self), context)
    gtk_widget_add_controller(widget, keys)
  }

  private func connect(_ instance: OpaquePointer?, _ signal: String, _ handler: GCallback, _ context: UnsafeMutableRawPointer) {
    g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, handler, context, nil, GConnectFlags(0))
  }

  /// Where the current drag began, in the view's coordinates.
  private var dragOrigin = CGPoint.zero
  /// Whether the primary button is down.
  private var isPressed = false

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
      view.received { .pressed(CGPoint(x: x, y: y), time: $0) }
    }
  }

  private static let dragUpdated: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, dx, dy, data in
    guard let view = view(data) else { return }
    MainActor.assumeIsolated {
      let point = CGPoint(x: view.dragOrigin.x + dx, y: view.dragOrigin.y + dy)
      view.received { .dragged(point, time: $0) }
    }
  }

  private static let dragEnded: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, dx, dy, data in
    guard let view = view(data) else { return }
    MainActor.assumeIsolated {
      view.isPressed = false
      let point = CGPoint(x: view.dragOrigin.x + dx, y: view.dragOrigin.y + dy)
      view.received { .released(point, time: $0) }
    }
  }

  private static let moved: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, x, y, data in
    guard let view = view(data) else { return }
    MainActor.assumeIsolated {
      guard !view.isPressed else { return }
      view.received { .pointerMoved(CGPoint(x: x, y: y), time: $0) }
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
      // A wheel step is one unit; a text view scrolls about three lines of 17 pt a step.
      view.received { .scrolled(dx: CGFloat(dx) * 50, dy: CGFloat(dy) * 50, time: $0) }
    }
    return 1
  }

  private static let keyPressed:
    @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
      _, keyval, _, state, data in
      guard let view = view(data), let key = SceneKey(keyval: keyval, shift: state.rawValue & GDK_SHIFT_MASK.rawValue != 0)
      else { return 0 }
      MainActor.assumeIsolated { view.received { .key(key, time: $0) } }
      return 1
    }
}
