import CInteractionKitGtk
import Foundation
import InteractionKitGTK
import InteractionKitLinux

/// The showcase's window: one page's scene view, the slow-motion and dark switches (keys S and D),
/// the event log.
@MainActor
final class ShowcaseWindow {
  private let window: UnsafeMutablePointer<GtkWidget>
  private let view: SceneView
  private let log: EventLog?

  init(options: ShowcaseOptions, log: EventLog?) {
    self.log = log
    window = gtk_window_new()
    let gtkWindow = OpaquePointer(window).map { UnsafeMutablePointer<GtkWindow>($0) }
    gtk_window_set_title(gtkWindow, "InteractionKit")
    gtk_window_set_default_size(gtkWindow, Int32(options.width), Int32(options.height))
    if options.testMode {
      gtk_window_set_decorated(gtkWindow, 0)
      gtk_window_set_resizable(gtkWindow, 0)
    }
    let engine = PangoTextLayoutEngine(fonts: .pinned)
    let page = ShowcaseContent(page: options.page, log: log) { page -> any ShowcasePageContent in
      switch page {
      case .timeline: TimelinePage.make(engine: engine, log: log)
      case .toolbar: ToolbarContent(engine: engine, log: log)
      case .bigDocument: BigDocumentContent(engine: engine, log: log)
      }
    }
    view = SceneView(content: page)
    page.view = view
    if options.slowMotion { view.timeScale = 0.1 }
    view.onFrame = { [log] time, seconds in log?.write("frame", time: time, ["draw_ms": (seconds * 1e5).rounded() / 100]) }
    gtk_window_set_child(gtkWindow, view.widget)
    g_signal_connect_data(
      UnsafeMutableRawPointer(window), "close-request",
      unsafeBitCast(
        { (_: OpaquePointer?, _: UnsafeMutableRawPointer?) -> gboolean in
          MainActor.assumeIsolated { GTKMainLoop.quit() }
          return 0
        } as @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean, to: GCallback.self),
      nil, nil, GConnectFlags(0))
    if let seconds = options.quitAfter { GTKMainLoop.after(seconds) { GTKMainLoop.quit() } }
  }

  /// Shows the window and gives the scene view the keyboard.
  func present() {
    gtk_window_present(OpaquePointer(window).map { UnsafeMutablePointer<GtkWindow>($0) })
    gtk_widget_grab_focus(view.widget)
    log?.write("ready", time: view.now)
  }
}
