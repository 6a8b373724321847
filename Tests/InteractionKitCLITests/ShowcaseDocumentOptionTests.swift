import Foundation
import Testing

/// `interactionkit-showcase --document FILE`: a file that cannot be shown is refused before any
/// window opens, in one line naming the option, with exit 64 (as ArgumentParser's validation).
@Suite struct ShowcaseDocumentOptionTests {
  static var showcase: URL {
    GalleryCommandTests.binary.deletingLastPathComponent().appendingPathComponent("interactionkit-showcase")
  }

  @Test func aFileThatCannotBeShownIsOneLineAndExit64() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-document-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try #require(FileManager.default.createFile(
      atPath: folder.appendingPathComponent("binary.txt").path, contents: Data([0x61, 0xFF, 0xFE, 0x62])) ? "binary.txt" : nil)
    for (path, reason) in [("missing.txt", "no such file"), (".", "is a folder"), (binary, "is not UTF-8 text")] {
      let outcome = try StrictInputTests.shell(
        "cd \(StrictInputTests.quote(folder.path)) && DISPLAY= \(StrictInputTests.quote(Self.showcase.path)) --document \(StrictInputTests.quote(path))")
      #expect(outcome.exited && outcome.status == 64, "\(path): \(outcome.output)")
      let lines = outcome.output.split(separator: "\n")
      #expect(lines.count == 1, "\(path): \(outcome.output)")
      #expect(lines.first?.contains("--document") == true, "\(path): \(outcome.output)")
      #expect(lines.first?.contains(reason) == true, "\(path): \(outcome.output)")
    }
  }
}
