/// The package's version, in one place: every executable's `--version` prints it and the
/// showcase's window title shows it. `CHANGELOG.md` has an entry for each version.
public enum InteractionKitVersion {
  /// The version of this build: `0.1.0`.
  public static let current = "0.1.0"
}
