import Foundation
import InteractionKitCairo
import Testing

/// Compares a rendered PNG with the golden of the same name in `Goldens/`.
///
/// A missing golden, or `INTERACTIONKIT_RECORD_GOLDENS=1`, records the render and fails the test so
/// a recording is never mistaken for a pass. On a mismatch the actual image is written to the
/// temporary directory for inspection.
enum GoldenImage {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

  /// Per-channel tolerance (of 255) and the share of pixels allowed to exceed it.
  static let channelTolerance = 8
  static let pixelFraction = 0.002

  static func assertMatches(_ png: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = folder.appendingPathComponent("\(name).png")
    let record = ProcessInfo.processInfo.environment["INTERACTIONKIT_RECORD_GOLDENS"] == "1"
    guard !record, let golden = try? Data(contentsOf: url) else {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try png.write(to: url)
      Issue.record("Recorded golden \(name).png; look at it, then run the tests again.", sourceLocation: sourceLocation)
      return
    }
    let difference = try PixelImage(pngData: png).difference(from: PixelImage(pngData: golden), tolerance: channelTolerance)
    if !difference.sizesMatch || difference.differingFraction > pixelFraction {
      let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png")
      try? png.write(to: actual)
      Issue.record("\(name): \(difference); actual render at \(actual.path)", sourceLocation: sourceLocation)
    }
  }
}
