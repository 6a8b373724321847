public import CInteractionKitGtk

/// A top-level GTK window that shows one ``SceneView``.
///
/// ```swift
/// let window = GTKWindow(title: "Links", width: 480, height: 240)
/// window.setContent(SceneView(scene: scene))
/// window.onClose = { GTKMainLoop.quit() }
/// window.present()
/// ```
@MainActor
public final class GTKWindow {
  /// The GTK window widget.
  public let widget: UnsafeMutablePointer<GtkWidget>

  /// The view shown, kept alive as long as the window.
  public private(set) var content: SceneView?

  /// Called when the user asks to close the window (before it closes).
  public var onClose: (() -> Void)?

  /// Creates a window of a default size in points.
  ///
  /// - Parameters:
  ///   - title: The title, shown by the window manager.
  ///   - width: The width; clamped to 1…16384.
  ///   - height: The height; clamped to 1…16384.
  ///   - decorated: Whether the window has a title bar; without one, screen coordinates inside the
  ///     window equal the view's (what the end-to-end tests use).
  ///   - resizable: Whether the user can resize it.
  public init(title: String, width: Int, height: Int, decorated: Bool = true, resizable: Bool = true) {
    widget = gtk_window_new()
    let window = self.window
    gtk_window_set_title(window, title)
    gtk_window_set_default_size(window, Int32(min(16384, max(1, width))), Int32(min(16384, max(1, height))))
    gtk_window_set_decorated(window, decorated ? 1 : 0)
    gtk_window_set_resizable(window, resizable ? 1 : 0)
    g_signal_connect_data(
      UnsafeMutableRawPointer(widget), "close-request",
      unsafeBitCast(
        { (_: OpaquePointer?, data: UnsafeMutableRawPointer?) -> gboolean in
          guard let data else { return 0 }
          let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
          MainActor.assumeIsolated { window.onClose?() }
          return 0
        } as @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean, to: GCallback.self),
      Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
  }

  private var window: UnsafeMutablePointer<GtkWindow>? {
    OpaquePointer(widget).map { UnsafeMutablePointer<GtkWindow>($0) }
  }

  /// Shows a scene view as the window's only child.
  public func setContent(_ view: SceneView) {
    content = view
    gtk_window_set_child(window, view.widget)
  }

  /// Shows the window and gives its view the keyboard.
  public func present() {
    gtk_window_present(window)
    if let content { gtk_widget_grab_focus(content.drawingArea) }
  }
}
