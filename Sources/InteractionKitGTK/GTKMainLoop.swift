import CInteractionKitGtk
import Foundation

/// The GTK main loop, with Swift's main actor running on it.
///
/// Call ``start(applicationName:)`` once from top-level code on the process's main thread (never from an `async`
/// main: after its first `await`, main-actor code no longer runs on the main thread), build the
/// windows, then ``run()``. While GLib's loop runs, work scheduled on the main actor (`Task { @MainActor … }`,
/// `DispatchQueue.main.async`) would never run, because nothing drains libdispatch's main queue:
/// ``start(applicationName:)`` adds the queue's wake-up descriptor to the loop, so the loop drains it.
@MainActor
public enum GTKMainLoop {
  private static var loop: OpaquePointer?

  /// Initialises GTK and connects the main actor to its loop.
  ///
  /// - Throws: ``GTKError/noDisplay`` when no display can be opened (GTK's own `gtk_init` would end
  ///   the process instead).
  ///
  /// - Parameter applicationName: The name the desktop and assistive technologies show for the
  ///   app. GTK 4.8 without a `GtkApplication` lists an app on the AT-SPI bus by GLib's program
  ///   name (without one it is "Unnamed"), so the name is set as both GLib's application name and
  ///   its program name.
  ///
  /// Without a D-Bus session bus (no `DBUS_SESSION_BUS_ADDRESS`, no `$XDG_RUNTIME_DIR/bus` and no
  /// `dbus-launch` to start one), no assistive technology can reach the app, and GTK's
  /// accessibility bridge would only print a warning: it is turned off (`GTK_A11Y=none`, unless
  /// `GTK_A11Y` is set already).
  public static func start(applicationName: String = "InteractionKit") throws(GTKError) {
    g_set_application_name(applicationName)
    g_set_prgname(applicationName)
    if !hasSessionBus(ProcessInfo.processInfo.environment) { setenv("GTK_A11Y", "none", 0) }
    guard gtk_init_check() != 0 else { throw .noDisplay }
    MainQueueBridge.attach()
  }

  /// Whether GLib can reach a session bus in `environment`: its address is given, the user's bus
  /// socket exists in the runtime directory, or `dbus-launch` is on the `PATH` to start one.
  nonisolated static func hasSessionBus(_ environment: [String: String]) -> Bool {
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
    let files = FileManager.default
    if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, files.fileExists(atPath: runtime + "/bus") {
      return true
    }
    let path = environment["PATH"] ?? ""
    return path.split(separator: ":").contains { files.isExecutableFile(atPath: "\($0)/dbus-launch") }
  }

  /// Whether the system prefers a dark appearance: GTK's `gtk-application-prefer-dark-theme`
  /// setting, or a dark `GTK_THEME` (`Adwaita:dark`). Read it after ``start(applicationName:)``.
  public static var prefersDarkAppearance: Bool {
    if let theme = ProcessInfo.processInfo.environment["GTK_THEME"], theme.lowercased().hasSuffix(":dark") { return true }
    guard let settings = gtk_settings_get_default() else { return false }
    var value = GValue()
    // G_TYPE_BOOLEAN is the fundamental type 5, shifted by G_TYPE_FUNDAMENTAL_SHIFT (2).
    g_value_init(&value, GType(5 << 2))
    defer { g_value_unset(&value) }
    g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-application-prefer-dark-theme", &value)
    return g_value_get_boolean(&value) != 0
  }

  /// Runs the loop until ``quit()``.
  public static func run() {
    let loop = g_main_loop_new(nil, 0)
    self.loop = loop
    g_main_loop_run(loop)
    g_main_loop_unref(loop)
    self.loop = nil
  }

  /// Ends ``run()`` after the current iteration.
  public static func quit() {
    if let loop { g_main_loop_quit(loop) }
  }

  /// Calls `body` on the main loop after `seconds`.
  public static func after(_ seconds: Double, _ body: @escaping @MainActor () -> Void) {
    let box = Unmanaged.passRetained(CallbackBox(body)).toOpaque()
    g_timeout_add_full(
      G_PRIORITY_DEFAULT, guint(max(0, seconds * 1000)),
      { data in
        guard let data else { return 0 }
        let box = Unmanaged<CallbackBox>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { box.body() }
        return 0
      }, box,
      { data in if let data { Unmanaged<CallbackBox>.fromOpaque(data).release() } })
  }
}

/// A closure kept alive for a C callback.
final class CallbackBox {
  let body: @MainActor () -> Void
  init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

/// Drains libdispatch's main queue from the GLib loop: the queue signals an event descriptor when
/// work arrives; the loop watches it, reads it (the drain does not reset it) and drains the queue.
enum MainQueueBridge {
  @_silgen_name("_dispatch_get_main_queue_handle_4CF")
  private static func mainQueueHandle() -> Int32

  @_silgen_name("_dispatch_main_queue_callback_4CF")
  private static func drainMainQueue(_ message: UnsafeMutableRawPointer?)

  static func attach() {
    let descriptor = mainQueueHandle()
    guard descriptor >= 0 else { return }
    g_unix_fd_add(
      descriptor, G_IO_IN,
      { descriptor, _, _ in
        var value: UInt64 = 0
        _ = read(descriptor, &value, MemoryLayout<UInt64>.size)
        MainQueueBridge.drainMainQueue(nil)
        return 1
      }, nil)
  }
}
