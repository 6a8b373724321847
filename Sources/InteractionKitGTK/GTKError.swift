/// Why the GTK host cannot start.
public enum GTKError: Error, Hashable, Sendable, CustomStringConvertible {
  /// GTK could not open a display (no `DISPLAY` or `WAYLAND_DISPLAY`, or the server refused).
  case noDisplay

  /// One line that says what is wrong and how to fix it.
  public var description: String {
    switch self {
    case .noDisplay:
      "cannot open a display: run under a desktop session, or start Xvfb and set DISPLAY (for example `xvfb-run -a`)"
    }
  }
}
