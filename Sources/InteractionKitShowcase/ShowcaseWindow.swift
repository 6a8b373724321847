import Foundation
import InteractionKitGTK
import InteractionKitLinux

/// The showcase's window: one page's scene view, the slow-motion and dark switches (keys S and D),
/// the event log.
@MainActor
final class ShowcaseWindow {
  private let window: GTKWindow
  private let view: SceneView
  private let log: EventLog?

  init(options: ShowcaseOptions, log: EventLog?) {
    self.log = log
    window = GTKWindow(
      title: "InteractionKit", width: options.width, height: options.height, decorated: !options.testMode,
      resizable: !options.testMode)
    let pango = PangoTextLayoutEngine(fonts: .pinned)
    // Text laid out once for all frames (menus, cards, callouts, labels), unless comparing without caches.
    let engine: any TextLayoutEngine = options.renderCache ? CachingTextLayoutEngine(pango) : pango
    let dark = options.dark ?? GTKMainLoop.prefersDarkAppearance
    let page = ShowcaseContent(page: options.page, log: log, isDark: dark) { page -> any ShowcasePageContent in
      switch page {
      case .timeline: TimelinePage.make(engine: engine, log: log)
      case .map: MapContent(engine: engine, log: log)
      case .messages: MessagesContent(engine: engine, log: log)
      case .toolbar: ToolbarContent(engine: engine, log: log)
      case .bigDocument: BigDocumentContent(engine: engine, log: log)
      }
    }
    view = SceneView(content: page)
    page.view = view
    if options.slowMotion { view.timeScale = 0.1 }
    if !options.renderCache { view.renderCache = nil }
    if options.fullRedraw { view.redrawsOnlyDamage = false }
    view.onFrame = { [log, unowned view] time, seconds in
      let area = view.size.width * view.size.height
      let damaged = view.lastDamage.reduce(0) { $0 + $1.width * $1.height }
      log?.write("frame", time: time, [
        "draw_ms": (seconds * 1e5).rounded() / 100,
        "tree_ms": (view.lastFrameTimings.tree * 1e5).rounded() / 100,
        "render_ms": (view.lastFrameTimings.render * 1e5).rounded() / 100,
        "copy_ms": (view.lastFrameTimings.copy * 1e5).rounded() / 100,
        "cpu_ms": (view.lastFrameTimings.processor * 1e5).rounded() / 100,
        "damaged": area > 0 ? Double((min(1, damaged / area) * 1000).rounded() / 1000) : 0.0,
      ])
    }
    // The accessible elements GTK knows, each time they change (roles as GTK reports them).
    view.onAccessibilityChange = { [log, unowned view] elements in
      log?.write("accessibility", time: view.now, [
        "elements": elements.map {
          ["id": $0.element.identifier, "role": $0.gtkRole, "label": $0.element.label, "selected": $0.element.isSelected]
            as [String: Any]
        },
        "focus": view.accessibilityFocus ?? NSNull(),
      ])
    }
    window.setContent(view)
    window.onClose = { GTKMainLoop.quit() }
    if let seconds = options.quitAfter { GTKMainLoop.after(seconds) { GTKMainLoop.quit() } }
  }

  /// Shows the window and gives the scene view the keyboard.
  func present() {
    window.present()
    log?.write("ready", time: view.now)
  }
}
