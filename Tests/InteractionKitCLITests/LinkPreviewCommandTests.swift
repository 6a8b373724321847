import Foundation
import InteractionKitCairo
import Testing

/// `interactionkit link-preview`, run as a user would.
@Suite struct LinkPreviewCommandTests {
  static let twoPieces = "The quick brown fox jumped: https://example.com/abc/defgh today, then slept."

  @Test func jsonDescribesTheLinkItsRectsBubblesAndTarget() throws {
    // The link starts at the end of the first line and ends on the second, without overlap.
    let result = try TokenCommandsTests.run(["link-preview", "--point", "290,10", "--out", "-"], input: Self.twoPieces)
    #expect(result.status == 0, "\(result.output)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let link = try #require(json["link"] as? [String: Any])
    #expect(link["text"] as? String == "https://example.com/abc/defgh")
    #expect(link["kind"] as? String == "url")
    let rects = try #require(json["lineRects"] as? [[String: Double]])
    #expect(rects.count == 2)
    let bubble = try #require(json["bubble"] as? [String: Any])
    let outlines = try #require(bubble["outlines"] as? [[String: Any]])
    #expect(outlines.count == 2, "two pieces that do not overlap make two bubbles")
    #expect((bubble["svg"] as? String)?.hasPrefix("M ") == true)
    let points = try #require(outlines.first?["points"] as? [[Double]])
    #expect(points.count == 4)
    let tight = try #require(json["tightMask"] as? [String: Any])
    #expect((tight["outlines"] as? [Any])?.count == 2)
    // The target centre: the middle of the rects' x extent and y extent.
    let minX = rects.map { $0["x"]! }.min()!
    let maxX = rects.map { $0["x"]! + $0["width"]! }.max()!
    let minY = rects.map { $0["y"]! }.min()!
    let maxY = rects.map { $0["y"]! + $0["height"]! }.max()!
    let center = try #require(json["targetCenter"] as? [Double])
    #expect(abs(center[0] - (minX + maxX) / 2) < 1e-9 && abs(center[1] - (minY + maxY) / 2) < 1e-9)
    #expect((json["liftScale"] as? Double).map { $0 > 1 && $0 <= 1.15 } == true)
  }

  @Test func noLinkUnderThePointPreviewsTheWholeView() throws {
    let result = try TokenCommandsTests.run(["link-preview", "--point", "5,10", "--out", "-"], input: Self.twoPieces)
    #expect(result.status == 0, "\(result.output)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(json["link"] is NSNull)
    #expect((json["lineRects"] as? [Any])?.isEmpty == true)
  }

  @Test func pngWritesTheFilmstripAndKeyFrames() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("strip.png").path
    let result = try TokenCommandsTests.run(
      ["link-preview", "--point", "290,10", "--format", "png", "--scale", "1", "--out", out], input: Self.twoPieces)
    #expect(result.status == 0, "\(result.output)")
    for name in ["strip", "strip-rest", "strip-press", "strip-lift", "strip-preview", "strip-dismiss", "strip-returned"] {
      let image = try PixelImage(pngData: Data(contentsOf: folder.appendingPathComponent("\(name).png")))
      #expect(image.width > 100 && image.height > 100, "\(name)")
    }
    // The rest and returned frames show the text as it is: the same picture.
    let rest = try PixelImage(pngData: Data(contentsOf: folder.appendingPathComponent("strip-rest.png")))
    let returned = try PixelImage(pngData: Data(contentsOf: folder.appendingPathComponent("strip-returned.png")))
    let lift = try PixelImage(pngData: Data(contentsOf: folder.appendingPathComponent("strip-lift.png")))
    #expect(rest.difference(from: returned).differingPixels == 0)
    #expect(rest.difference(from: lift, tolerance: 8).differingPixels > 1000)
  }

  @Test func badArgumentsAreRejectedWithAReason() throws {
    for (arguments, message) in [
      (["link-preview", "--point", "x,1", "--out", "-"], "--point must be two finite numbers"),
      (["link-preview", "--point", "1,nan", "--out", "-"], "--point must be two finite numbers"),
      (["link-preview", "--point", "1,1", "--width", "5", "--out", "-"], "--width must be between"),
      (["link-preview", "--point", "1,1", "--format", "png", "--out", "-"], "PNG output needs a file"),
    ] {
      let result = try TokenCommandsTests.run(arguments, input: "text")
      #expect(result.status != 0)
      #expect(result.output.contains(message), "\(arguments): \(result.output)")
    }
  }
}
