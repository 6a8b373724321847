import Foundation
import InteractionKitCairo
import Testing

/// `interactionkit pointer`, run as a user would.
@Suite struct PointerCommandTests {
  /// Three 72 × 36 buttons with −20 insets: in a union-rule container with spacing 40 (contiguous),
  /// or loose with spacing 72 (gaps of 32 between their areas).
  static func rowScene(contiguous: Bool) -> String {
    let spacing = contiguous ? 40 : 72
    let controls = (0..<3).map { index in
      """
      { "id": "b\(index)", "frame": { "x": \(index * (72 + spacing)), "y": 0, "width": 72, "height": 36 }, "inset": -20 }
      """
    }
    let width = 3 * 72 + 2 * spacing
    if contiguous {
      return """
        { "width": 600, "height": 160, "groups": [ { "id": "row", "frame": { "x": 60, "y": 62, "width": \(width), "height": 36 },
          "inset": -20, "hitAreaRule": "unionOfSublayers", "controls": [\(controls.joined(separator: ","))] } ] }
        """
    }
    let shifted = (0..<3).map { index in
      """
      { "id": "b\(index)", "frame": { "x": \(60 + index * (72 + spacing)), "y": 62, "width": 72, "height": 36 }, "inset": -20 }
      """
    }
    return #"{ "width": 600, "height": 160, "controls": [\#(shifted.joined(separator: ","))] }"#
  }

  /// A path along the row's centre line from x = 10 to 590, every 5 pt.
  static let rowPath = stride(from: 10, through: 590, by: 5).map { "\($0),80" }.joined(separator: ";")

  /// Writes `text` to a fresh temporary file and returns its path.
  static func file(_ text: String, name: String = "scene.json") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pointer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  static func replay(_ scene: String, path: String = rowPath) throws -> [String: Any] {
    let file = try file(scene)
    let result = try TokenCommandsTests.run(["pointer", "--scene", file, "--path", path, "--out", "-"], input: "")
    #expect(result.status == 0, "\(result.output)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  }

  @Test func contiguousRowEntersEachButtonOnceWithNoSystemPointerBetween() throws {
    let json = try Self.replay(Self.rowScene(contiguous: true))
    let samples = try #require(json["samples"] as? [[String: Any]])
    #expect(samples.count == 117)
    let events = samples.flatMap { ($0["events"] as? [[String: Any]]) ?? [] }
    let enters = events.filter { $0["type"] as? String == "enter" }.compactMap { $0["region"] as? String }
    #expect(enters == ["b0", "b1", "b2"])
    #expect(json["systemSamplesBetweenRegions"] as? Int == 0)
    // The region switches at the middle of the 40 pt spacing: x = 60 + 72 + 20 = 152.
    let atSwitch = try #require(samples.first { ($0["location"] as? [Double])?.first == 155 })
    let region = try #require(atSwitch["region"] as? [String: Any])
    #expect(region["id"] as? String == "b1")
    let rect = try #require(region["rect"] as? [String: Double])
    #expect(rect == ["x": 152, "y": 42, "width": 112, "height": 76])
    // Entering b1 exits b0 in the same sample.
    let switchEvents = try #require(atSwitch["events"] as? [[String: Any]])
    #expect(switchEvents.map { $0["type"] as? String } == ["exit", "enter"])
    let pointer = try #require(atSwitch["pointer"] as? [String: Any])
    #expect(pointer["kind"] as? String == "highlight")
    #expect((pointer["svg"] as? String)?.hasPrefix("M ") == true)
    // Before the row: the system pointer, no host.
    #expect(samples[0]["region"] is NSNull && samples[0]["host"] is NSNull)
    #expect((samples[0]["pointer"] as? [String: Any])?["kind"] as? String == "system")
    #expect(samples[0]["hitLayer"] as? String == "root")
  }

  @Test func rowWithGapsFallsBackToTheSystemPointerBetweenButtons() throws {
    let json = try Self.replay(Self.rowScene(contiguous: false))
    let samples = try #require(json["samples"] as? [[String: Any]])
    let enters = samples.flatMap { ($0["events"] as? [[String: Any]]) ?? [] }
      .filter { $0["type"] as? String == "enter" }.compactMap { $0["region"] as? String }
    #expect(enters == ["b0", "b1", "b2"])
    // Each gap is 72 − 40 = 32 pt wide: 6 or 7 samples at a 5 pt step, two gaps.
    let between = try #require(json["systemSamplesBetweenRegions"] as? Int)
    #expect((12...14).contains(between))
    // In the middle of the first gap (x = 60 + 72 + 36 = 168) the system pointer is back.
    let gap = try #require(samples.first { ($0["location"] as? [Double])?.first == 170 })
    #expect(gap["region"] is NSNull)
    #expect((gap["pointer"] as? [String: Any])?["kind"] as? String == "system")
  }

  @Test func sampleFileReplays() throws {
    let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/examples/pointer-row.json").path
    let result = try TokenCommandsTests.run(
      ["pointer", "--scene", sample, "--path", "20,80;100,80;200,80;300,80;470,80", "--out", "-"], input: "")
    #expect(result.status == 0, "\(result.output)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let samples = try #require(json["samples"] as? [[String: Any]])
    #expect(samples.map { ($0["region"] as? [String: Any])?["id"] as? String } == [nil, "back", "play", "next", "share"])
    #expect((samples[4]["pointer"] as? [String: Any])?["kind"] as? String == "lift")
  }

  @Test func pngDrawsTheSceneTrailAndShapes() throws {
    let scene = try Self.file(Self.rowScene(contiguous: true))
    let out = URL(fileURLWithPath: scene).deletingLastPathComponent().appendingPathComponent("trail.png")
    let result = try TokenCommandsTests.run(
      ["pointer", "--scene", scene, "--path", Self.rowPath, "--format", "png", "--scale", "1", "--out", out.path],
      input: "")
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("3 enters"))
    let image = try PixelImage(pngData: Data(contentsOf: out))
    #expect(image.width == 600 && image.height == 160)
  }

  @Test func badArgumentsAreRejectedWithAReason() throws {
    let scene = try Self.file(Self.rowScene(contiguous: true))
    let bad = try Self.file(#"{ "width": -5, "height": 100 }"#)
    let duplicate = try Self.file(
      #"{ "width": 100, "height": 100, "controls": [ { "id": "a", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } }, { "id": "a", "frame": { "x": 20, "y": 0, "width": 10, "height": 10 } } ] }"#
    )
    let malformed = try Self.file("{ not json")
    for (arguments, message) in [
      (["pointer", "--scene", scene, "--path", "1,2;x,3", "--out", "-"], "--path must be"),
      (["pointer", "--scene", scene, "--path", "1,nan", "--out", "-"], "--path must be"),
      (["pointer", "--scene", scene, "--path", "", "--out", "-"], "--path must be"),
      (["pointer", "--scene", scene, "--path", "1,2", "--interval", "0", "--out", "-"], "--interval must be"),
      (["pointer", "--scene", scene, "--path", "1,2", "--scale", "9", "--out", "-"], "--scale must be"),
      (["pointer", "--scene", scene, "--path", "1,2", "--format", "png", "--out", "-"], "PNG output needs a file"),
      (["pointer", "--scene", "/nonexistent/scene.json", "--path", "1,2", "--out", "-"], "cannot read"),
      (["pointer", "--scene", bad, "--path", "1,2", "--out", "-"], "is out of range"),
      (["pointer", "--scene", duplicate, "--path", "1,2", "--out", "-"], "used twice"),
      (["pointer", "--scene", malformed, "--path", "1,2", "--out", "-"], "malformed JSON at line 1"),
    ] {
      let result = try TokenCommandsTests.run(arguments, input: "")
      #expect(result.status != 0)
      #expect(result.output.contains(message), "\(arguments): \(result.output)")
    }
  }
}
