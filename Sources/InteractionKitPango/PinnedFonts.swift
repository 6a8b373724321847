import Foundation

/// Pins fontconfig, and so Pango, to the fonts InteractionKit ships a configuration for.
///
/// Text geometry depends on the fonts a machine has installed: an extra emoji or CJK font changes
/// line heights and advances. The back end therefore points fontconfig at its own `fonts.conf`
/// (bundled in this module's `Fonts` resource folder), which admits only DejaVu Sans (regular and
/// bold, from `fonts-dejavu-core`), Noto Color Emoji (`fonts-noto-color-emoji`) and WenQuanYi Micro Hei
/// (`fonts-wqy-microhei`) from their Debian install paths, and maps every generic family
/// (`sans-serif`, `serif`, `monospace`) and every unknown family to DejaVu Sans with the emoji and CJK
/// faces as fallbacks. Italic text is slanted synthetically, because DejaVu Sans Oblique is not part
/// of `fonts-dejavu-core`.
///
/// - Important: This is process-wide state, by necessity: fontconfig reads `FONTCONFIG_FILE` once,
///   when it first initialises, and keeps one configuration for the whole process. Activation sets
///   the variable exactly once (thread-safely, through a `static let` initialiser), and it only takes
///   effect if nothing in the process has used fontconfig before. Nothing activates it implicitly:
///   a program asks for it, by creating its first engine with
///   `PangoTextLayoutEngine(fonts: .pinned)` or by calling ``activate()`` at start, before any
///   other code touches fonts. An app that wants the machine's own fonts does neither
///   (`PangoTextLayoutEngine(fonts: .system)`). Setting the environment variable
///   `INTERACTIONKIT_FONTCONFIG_FILE` to a path before activation makes that file the
///   configuration instead of the bundled one.
public enum PinnedFonts {
  /// The environment variable that overrides the bundled configuration file with another path.
  public static let overrideEnvironmentKey = "INTERACTIONKIT_FONTCONFIG_FILE"

  /// The configuration file fontconfig was pointed at, or `nil` when activation found none.
  ///
  /// Reading this property activates the pinning if that has not happened yet.
  public static var configurationFilePath: String? { activation }

  /// Points fontconfig at the pinned configuration, once per process, and reports whether it did.
  ///
  /// Calling it again is cheap and returns the first call's result. An override naming a file that
  /// does not exist is ignored in favour of the bundled file. Returns `false` when neither names an
  /// existing file; fontconfig then keeps the system configuration and geometry follows whatever
  /// fonts are installed.
  ///
  /// Call it at the start of any code path that may touch fonts before the first engine exists (for
  /// example Cairo's own text API, which also initialises fontconfig).
  @discardableResult
  public static func activate() -> Bool { activation != nil }

  /// The one-time activation; Swift runs a `static let` initialiser exactly once, thread-safely.
  private static let activation: String? = {
    let path = overridePath() ?? bundledPath()
    guard let path else { return nil }
    setenv("FONTCONFIG_FILE", path, 1)
    return path
  }()

  /// The override file named by ``overrideEnvironmentKey``, when it is set and exists.
  private static func overridePath() -> String? {
    guard let raw = ProcessInfo.processInfo.environment[overrideEnvironmentKey], !raw.isEmpty,
      FileManager.default.fileExists(atPath: raw)
    else { return nil }
    return raw
  }

  /// The `fonts.conf` inside this module's resource bundle, when it exists.
  private static func bundledPath() -> String? {
    guard let url = Bundle.module.url(forResource: "fonts", withExtension: "conf", subdirectory: "Fonts"),
      FileManager.default.fileExists(atPath: url.path)
    else { return nil }
    return url.path
  }
}
