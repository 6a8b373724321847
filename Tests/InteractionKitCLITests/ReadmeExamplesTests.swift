import Foundation
import Testing

/// The README's "Use it" section shows the programs in `Examples/` verbatim: each fenced `swift`
/// block there that follows a mention of `Examples/<Name>/main.swift` must be that file, and every
/// example must be shown. Edit the example, then paste it into the README (or the other way round).
@Suite struct ReadmeExamplesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A fenced `swift` block of the section and the example file last mentioned before it.
  struct Block {
    var example: String?
    var code: String
  }

  /// The text of the `## Use it` section of the README, up to the next `## ` heading.
  static func useItSection() throws -> String {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "## Use it") else { return "" }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    return lines[start ..< end].joined(separator: "\n")
  }

  /// The `swift` blocks of the section, each with the example (`Examples/<Name>/main.swift`) named
  /// last before it outside code, or nil when none is.
  static func blocks() throws -> [Block] {
    var blocks: [Block] = []
    var example: String?
    var code: [String]?
    for line in try useItSection().components(separatedBy: "\n") {
      if var lines = code {
        if line == "```" {
          blocks.append(Block(example: example, code: lines.joined(separator: "\n") + "\n"))
          example = nil
          code = nil
        } else {
          lines.append(line)
          code = lines
        }
      } else if line == "```swift" {
        code = []
      } else if let range = line.range(of: #"Examples/[A-Za-z]+/main\.swift"#, options: .regularExpression) {
        example = String(line[range])
      }
    }
    return blocks
  }

  /// The examples on disk: `Examples/<Name>/main.swift`.
  static func exampleFiles() throws -> [String] {
    let folder = root.appendingPathComponent("Examples")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .map { "Examples/\($0)/main.swift" }
      .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
  }

  @Test func everyExampleIsInTheReadme() throws {
    let shown = try Self.blocks().compactMap(\.example)
    let files = try Self.exampleFiles()
    #expect(files.count == 4, "expected the four examples, found \(files)")
    #expect(Set(shown) == Set(files), "the README's \"Use it\" section shows \(shown), Examples/ holds \(files)")
    #expect(shown.count == Set(shown).count, "an example is shown twice: \(shown)")
  }

  @Test func readmeCodeIsTheExampleFile() throws {
    for block in try Self.blocks() {
      guard let example = block.example else { continue }
      let file = try String(contentsOf: Self.root.appendingPathComponent(example), encoding: .utf8)
      #expect(block.code == file, "the README's copy of \(example) differs from the file; paste the file into the README")
    }
  }
}
