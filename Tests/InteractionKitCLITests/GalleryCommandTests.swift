import Foundation
import InteractionKitCairo
import InteractionKitGallery
import InteractionKitPango
import Testing

/// Runs the built `interactionkit` binary and checks its output files and exit codes.
@Suite struct GalleryCommandTests {
  /// The `interactionkit` binary beside the test bundle in the build products folder.
  static var binary: URL {
    let products = Bundle.main.bundleURL.pathExtension == "xctest"
      ? Bundle.main.bundleURL.deletingLastPathComponent() : Bundle.main.bundleURL
    return products.appendingPathComponent("interactionkit")
  }

  struct Result {
    var status: Int32
    var output: String
  }

  static func run(_ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  static func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("interactionkit-cli-\(UUID().uuidString)")
  }

  @Test func galleryWritesPNGSVGAndIndex() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run(["gallery", "--out", folder.path, "--only", "timing-curves", "--only", "spring"])
    #expect(result.status == 0, "\(result.output)")
    for id in ["timing-curves", "spring"] {
      let png = try Data(contentsOf: folder.appendingPathComponent("\(id).png"))
      let image = try PixelImage(pngData: png)
      let size = try #require(try Gallery.item(id)?.makeScene(GalleryContext(textEngine: PangoTextLayoutEngine(fonts: .pinned))).root.bounds.size)
      #expect(image.width == Int(size.width) * 2 && image.height == Int(size.height) * 2)
      let svg = try String(contentsOf: folder.appendingPathComponent("\(id).svg"), encoding: .utf8)
      #expect(svg.contains("<svg"))
    }
    let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("src=\"timing-curves.png\"") && html.contains("href=\"spring.svg\""))
    #expect(html.contains(try #require(Gallery.item("spring")).caption.replacingOccurrences(of: "&", with: "&amp;")))
    #expect(!html.contains("keyframes.png"))
  }

  @Test func badArgumentsFailWithAnExplanation() throws {
    let scale = try Self.run(["gallery", "--out", Self.temporaryFolder().path, "--scale", "5"])
    #expect(scale.status != 0)
    #expect(scale.output.contains("--scale must be 1, 2 or 3"))
    let unknown = try Self.run(["gallery", "--out", Self.temporaryFolder().path, "--only", "nope"])
    #expect(unknown.status != 0)
    #expect(unknown.output.contains("Unknown item(s): nope") && unknown.output.contains("timing-curves"))
  }

  @Test func helpListsTheSubcommands() throws {
    let help = try Self.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("gallery"))
  }
}
