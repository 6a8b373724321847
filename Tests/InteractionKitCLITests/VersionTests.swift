import Foundation
import InteractionKitCLICore
import Testing

/// One version, in one place: every executable's `--version` prints `InteractionKitVersion.current`
/// and exits 0 (the showcase's too: it answers before opening a display).
@Suite struct VersionTests {
  @Test func theVersionIsZeroPointOne() {
    #expect(InteractionKitVersion.current == "0.1.0")
  }

  @Test(arguments: ["interactionkit", "interactionkit-draw", "interactionkit-showcase"])
  func everyExecutablePrintsTheOneVersion(_ name: String) throws {
    let binary = GalleryCommandTests.binary.deletingLastPathComponent().appendingPathComponent(name)
    let outcome = try StrictInputTests.shell("\(StrictInputTests.quote(binary.path)) --version")
    #expect(outcome.status == 0 && outcome.exited, "\(name): \(outcome.output)")
    #expect(outcome.output == "\(InteractionKitVersion.current)\n", "\(name): \(outcome.output)")
  }
}
