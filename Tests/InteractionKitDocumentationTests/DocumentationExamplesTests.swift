import Foundation
import Testing

/// The documentation's ```swift blocks are compiled by this target, from the files
/// `scripts/extract-doc-examples` writes into `Generated/`. The build compiles what is committed;
/// this test fails when a doc comment or an article changed since, so the build was not compiling
/// the current examples (`scripts/test` runs the same check before it builds).
@Suite struct DocumentationExamplesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theGeneratedExamplesAreCurrent() throws {
    let script = Self.root.appendingPathComponent("scripts/extract-doc-examples")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, "--check"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(report)")
  }

  @Test func everyModuleWithExamplesHasItsGeneratedFile() throws {
    let generated = Self.root.appendingPathComponent("Tests/InteractionKitDocumentationTests/Generated")
    let files = try FileManager.default.contentsOfDirectory(atPath: generated.path).filter { $0.hasSuffix(".swift") }
    #expect(files.count >= 14, "expected a generated file per documented module, found \(files.sorted())")
  }
}
