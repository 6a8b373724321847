import Foundation
import InteractionKitCairo
import Testing

/// `interactionkit callout`, run as a user would.
@Suite struct CalloutCommandTests {
  /// Runs the command and decodes its JSON.
  static func json(_ arguments: [String]) throws -> [String: Any] {
    let result = try TokenCommandsTests.run(["callout"] + arguments + ["--out", "-"], input: "")
    #expect(result.status == 0, "\(result.output)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  }

  static func rect(_ value: Any?) -> [Double]? {
    guard let r = value as? [String: Double], let x = r["x"], let y = r["y"], let w = r["width"], let h = r["height"]
    else { return nil }
    return [x, y, w, h]
  }

  static func pair(_ value: Any?, _ a: String, _ b: String) -> [Double]? {
    guard let p = value as? [String: Double], let x = p[a], let y = p[b] else { return nil }
    return [x, y]
  }

  // A 138 × 20 leading accessory and no text make the reference's 150 pt wide, 44 pt modern body
  // (12 + 138), whatever the fonts.
  @Test func rightEdgeVectorReportsTheOverflowAsAScrollOffset() throws {
    let json = try Self.json(["--container", "320x480", "--target", "290,200,20,40", "--leading", "138x20"])
    #expect(json["style"] as? String == "modern")
    #expect(Self.rect(json["frame"]) == [177, 143, 150, 57])
    #expect(json["arrowDirection"] as? String == "down")
    #expect(Self.pair(json["arrowPoint"], "x", "y") == [123, 57])
    #expect(Self.pair(json["arrowTip"], "x", "y") == [300, 200])
    // The union 177…327 sticks out 17 past 310: SMCalloutView 2.2.0 lost this and reported (0, 0).
    #expect(Self.pair(json["scrollOffset"], "width", "height") == [-17, 0])
    #expect(json["sample"] == nil)
  }

  @Test func arrowFlipsUpOnlyWhenPermitted() throws {
    let up = try Self.json([
      "--container", "320x480", "--target", "100,30,20,40", "--leading", "138x20", "--permitted", "any",
    ])
    #expect(Self.rect(up["frame"]) == [35, 70, 150, 57])
    #expect(up["arrowDirection"] as? String == "up")
    #expect(Self.pair(up["arrowPoint"], "x", "y") == [75, 0])
    #expect(Self.pair(up["scrollOffset"], "width", "height") == [0, 0])
    let down = try Self.json(["--container", "320x480", "--target", "100,30,20,40", "--leading", "138x20"])
    #expect(Self.rect(down["frame"]) == [35, -27, 150, 57])
    #expect(Self.pair(down["arrowPoint"], "x", "y") == [75, 57])
    #expect(Self.pair(down["scrollOffset"], "width", "height") == [0, 37])
  }

  @Test func classicVectorCentresInTheScreen() throws {
    // Classic: 14 + 136 = 150 wide, 70 tall.
    let json = try Self.json([
      "--container", "320x480", "--target", "290,200,20,40", "--leading", "136x20", "--style", "classic",
    ])
    #expect(json["style"] as? String == "classic")
    #expect(Self.rect(json["frame"]) == [189, 140, 150, 70])
    #expect(Self.pair(json["scrollOffset"], "width", "height") == [-19, 0])
  }

  @Test func sampleAddsTheBounceValues() throws {
    let arguments = ["--container", "320x480", "--target", "150,200,20,40", "--title", "Golden Gate"]
    let start = try #require(try Self.json(arguments + ["--sample", "0"])["sample"] as? [String: Double])
    #expect(start["time"] == 0 && start["scale"] == 0.7 && start["opacity"] == 0)
    let end = try #require(try Self.json(arguments + ["--sample", "0.23"])["sample"] as? [String: Double])
    #expect(end["scale"] == 1 && end["opacity"] == 1)
    let peak = try #require(try Self.json(arguments + ["--sample", "0.158"])["sample"] as? [String: Double])
    #expect(abs(peak["scale"]! - 1.041) < 0.002)
    let classic = try #require(
      try Self.json(arguments + ["--style", "classic", "--sample", "0"])["sample"] as? [String: Double])
    #expect(classic["scale"] == 0.05 && classic["opacity"] == 1)
  }

  @Test func constrainedInsetsMoveTheArea() throws {
    // A 44 pt bar at the top: the down callout at y −27 now sticks out 81 pt above 54.
    let json = try Self.json([
      "--container", "320x480", "--target", "100,30,20,40", "--leading", "138x20", "--constrained-insets", "44,0,0,0",
    ])
    #expect(Self.pair(json["scrollOffset"], "width", "height") == [0, 81])
  }

  @Test func pngWritesTheSceneAndTheFilmstrip() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("callout-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = ["callout", "--container", "320x480", "--target", "290,200,20,40", "--title", "Ferry Building",
      "--trailing", "22x22", "--format", "png", "--scale", "1"]
    let scene = folder.appendingPathComponent("scene.png").path
    let result = try TokenCommandsTests.run(base + ["--out", scene], input: "")
    #expect(result.status == 0, "\(result.output)")
    let image = try PixelImage(pngData: Data(contentsOf: URL(fileURLWithPath: scene)))
    #expect(image.width == 360 && image.height == 520, "the container plus 20 pt on each side")
    let strip = folder.appendingPathComponent("strip.png").path
    let stripResult = try TokenCommandsTests.run(base + ["--filmstrip", "--out", strip], input: "")
    #expect(stripResult.status == 0, "\(stripResult.output)")
    let filmstrip = try PixelImage(pngData: Data(contentsOf: URL(fileURLWithPath: strip)))
    #expect(filmstrip.width > image.width && filmstrip.height > 100)
    let dark = folder.appendingPathComponent("dark.png").path
    let darkResult = try TokenCommandsTests.run(base + ["--dark", "--out", dark], input: "")
    #expect(darkResult.status == 0, "\(darkResult.output)")
    let darkImage = try PixelImage(pngData: Data(contentsOf: URL(fileURLWithPath: dark)))
    #expect(image.difference(from: darkImage, tolerance: 8).differingPixels > 10_000)
  }

  @Test func badArgumentsAreRejectedWithAReason() throws {
    let ok = ["--container", "320x480", "--target", "1,2,3,4"]
    for (arguments, message) in [
      (["--container", "320by480", "--target", "1,2,3,4"], "--container must be a size"),
      (["--container", "0x480", "--target", "1,2,3,4"], "--container must be a size"),
      (["--container", "320x480", "--target", "1,2,3"], "--target must be four finite numbers"),
      (["--container", "320x480", "--target", "1,2,nan,4"], "--target must be four finite numbers"),
      (["--container", "320x480", "--target", "1,2,-3,4"], "--target must be four finite numbers"),
      (ok + ["--leading", "12"], "--leading must be a size"),
      (ok + ["--trailing", "1x-4"], "--trailing must be a size"),
      (ok + ["--constrained-insets", "1,2,3"], "--constrained-insets must be four"),
      (ok + ["--sample", "inf"], "--sample must be a finite number"),
      (ok + ["--scale", "4"], "--scale must be 1, 2 or 3"),
      (ok + ["--format", "png"], "PNG output needs a file"),
      (ok + ["--filmstrip"], "--filmstrip draws a picture"),
    ] {
      let result = try TokenCommandsTests.run(["callout"] + arguments + ["--out", "-"], input: "")
      #expect(result.status != 0)
      #expect(result.output.contains(message), "\(arguments): \(result.output)")
    }
  }
}
