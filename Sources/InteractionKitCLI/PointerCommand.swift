import ArgumentParser
import Foundation
import InteractionKitCLICore
import InteractionKitCairo
import InteractionKitFileReaders
import InteractionKitGallery
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene

/// `interactionkit pointer`: replays a pointer path over a scene of controls.
struct PointerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pointer",
    abstract: "Replay a pointer path over a scene of controls: hit layers, regions, enter/exit events and pointer shapes.",
    discussion: """
      The scene file is JSON: {"width": W, "height": H, "controls": [CONTROL…], "groups": [GROUP…]}. A CONTROL is \
      {"id": "play", "frame": {"x":…, "y":…, "width":…, "height":…}, "inset": -20, "style": "highlight"}: \
      "inset" gives the same hit-test inset on every side (negative enlarges; default 0) or "hitTestInsets": \
      {"top":…, "left":…, "bottom":…, "right":…} gives each edge; "style" is highlight (default), lift, hover or \
      beam. A GROUP is a container without an interaction: {"id", "frame", "inset", "hitAreaRule": "bounds" | \
      "unionOfSublayers", "controls": [CONTROL…]} with its controls' frames relative to the group; with "bounds" \
      (the default) a control's enlarged area outside the group is never reached. See docs/examples/pointer-row.json.

      Unknown keys, wrong types, negative sizes and malformed JSON are rejected with the field's path, like \
      scene.controls[0].frame.width. A path longer than a command line allows goes in a file: --path-file FILE \
      (or - for standard input) holds X,Y points separated by semicolons or line breaks.

      The path's points are --interval seconds apart (default 1/60 s). JSON prints, per sample, the location, \
      time, hit layer, host, region (id and rect), the events fired (exit/enter with region ids), whether a flick \
      was magnetized, and the presented pointer (kind, frame and outline as SVG path data). PNG draws the \
      controls, their enlarged hit areas (dashed), the trail and the presented pointer at every sample.
      """)

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json, png
  }

  @Option(help: "The scene file (JSON); - reads standard input.")
  var scene: String

  @Option(help: "The pointer path: X1,Y1;X2,Y2;… in the scene's coordinates.")
  var path: String?

  @Option(
    name: .customLong("path-file"),
    help: "A file holding the path (X1,Y1;X2,Y2;…, or one X,Y per line), for paths longer than a command line; - reads standard input.")
  var pathFile: String?

  @Option(help: "Seconds between samples (0.001 to 1).")
  var interval: Double = 1.0 / 60

  @Option(help: "json or png.")
  var format: Format = .json

  @Option(help: "Pixels per point of the PNG: 1, 2 or 3.")
  var scale: Int = 2

  @Option(name: .shortAndLong, help: "The file to write; - writes JSON to standard output.")
  var out: String

  /// The most points a path may have.
  static let maximumPointCount = 1_000_000

  /// The fix for a bad path, naming the option.
  static func pathRule(_ option: String) -> String {
    "\(option) must be 1 to 1000000 points X,Y of finite numbers separated by semicolons, like 10,40;60,40;120,40."
  }

  func validate() throws {
    guard interval.isFinite, (0.001...1).contains(interval) else {
      throw StandardStreams.usageError("--interval must be between 0.001 and 1 second.")
    }
    guard (1...3).contains(scale) else { throw StandardStreams.usageError("--scale must be 1, 2 or 3.") }
    switch (path, pathFile) {
    case (nil, nil): throw StandardStreams.usageError("--path or --path-file: give the pointer path with one of them.")
    case (.some, .some): throw StandardStreams.usageError("--path-file: give the path with --path or --path-file, not both.")
    case (let path?, nil):
      guard Self.parsePath(path) != nil else { throw StandardStreams.usageError(Self.pathRule("--path")) }
    case (nil, let file?):
      try StandardStreams.checkPath(file, option: "--path-file", what: "a file holding the path, or - for standard input")
      if file == "-", scene == "-" {
        throw StandardStreams.usageError("--path-file -: standard input already holds the scene; pass the path in a file.")
      }
    }
    try StandardStreams.checkPath(scene, option: "--scene", what: "the scene file, or - for standard input")
    try StandardStreams.checkPath(out, what: "a file, or - for JSON on standard output")
    if format == .png, out == "-" { throw StandardStreams.usageError("PNG output needs a file: pass --out FILE.png.") }
  }

  /// The points of `X1,Y1;X2,Y2;…` (semicolons or line breaks between points), or `nil` when any is
  /// malformed or non-finite, or there are none or more than ``maximumPointCount``.
  static func parsePath(_ text: String) -> [CGPoint]? {
    let pieces = text.split(omittingEmptySubsequences: true) { $0 == ";" || $0.isNewline }
      .filter { !$0.allSatisfy(\.isWhitespace) }
    guard (1...maximumPointCount).contains(pieces.count) else { return nil }
    var points: [CGPoint] = []
    points.reserveCapacity(pieces.count)
    for piece in pieces {
      let parts = piece.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
      points.append(CGPoint(x: x, y: y))
    }
    return points
  }

  /// The path's points, from `--path` or the file `--path-file` names.
  func points() throws(ExitCode) -> [CGPoint] {
    if let path {
      guard let points = Self.parsePath(path) else { throw StandardStreams.usageError(Self.pathRule("--path")) }
      return points
    }
    let file = pathFile ?? "-"
    let text = String(decoding: try StandardStreams.readFile(file, option: "--path-file"), as: UTF8.self)
    guard let points = Self.parsePath(text) else {
      throw StandardStreams.usageError("\(Self.pathRule("--path-file \(file)")) (or one X,Y per line)")
    }
    return points
  }

  func run() throws {
    let file = try PointerSceneFile.load(scene)
    let points = try points()
    let built: (tree: LayerTree, interactions: PointerInteractionRegistry)
    do { built = try file.build() } catch { throw StandardStreams.usageError("--scene \(scene): \(error.description)") }
    let demo = PointerDemo(tree: built.tree, interactions: built.interactions, points: points, interval: interval)
    switch format {
    case .json:
      try JSONOutput.write(PointerReplayRecord(demo), to: out)
    case .png:
      try StandardStreams.writeFile(try SceneRenderer().pngData(demo.scene(), scale: Double(scale)), to: out)
      try StandardStreams.outputLine("wrote \(out) (\(demo.steps.count) samples, \(demo.enterCount) enters)")
    }
  }
}

/// The JSON form of a replayed pointer path.
struct PointerReplayRecord: Encodable {
  struct Rect: Encodable {
    var x, y, width, height: Double
    init(_ rect: CGRect) { (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height) }
  }
  struct Region: Encodable {
    var id: String?
    var rect: Rect
  }
  struct Event: Encodable {
    /// `enter` or `exit`.
    var type: String
    var region: String?
    var host: String
  }
  struct Pointer: Encodable {
    var kind: String
    var frame: Rect
    var svg: String
  }
  struct Sample: Encodable {
    var index: Int
    var location: [Double]
    var time: Double
    var hitLayer: String?
    var host: String?
    var region: Region?
    var events: [Event]
    var magnetized: Bool
    var pointer: Pointer?

    enum CodingKeys: String, CodingKey {
      case index, location, time, hitLayer, host, region, events, magnetized, pointer
    }

    /// Encodes every key, absent values as null.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(index, forKey: .index)
      try container.encode(location, forKey: .location)
      try container.encode(time, forKey: .time)
      try container.encode(hitLayer, forKey: .hitLayer)
      try container.encode(host, forKey: .host)
      try container.encode(region, forKey: .region)
      try container.encode(events, forKey: .events)
      try container.encode(magnetized, forKey: .magnetized)
      try container.encode(pointer, forKey: .pointer)
    }
  }

  var samples: [Sample]
  /// The number of region entrances over the path.
  var enterCount: Int
  /// Samples showing the system pointer between the first and the last region.
  var systemSamplesBetweenRegions: Int

  init(_ demo: PointerDemo) {
    samples = demo.steps.enumerated().map { index, step in
      var events: [Event] = []
      for effect in step.effects {
        switch effect {
        case .willExit(let region, let host, _):
          events.append(Event(type: "exit", region: region.identifier?.description, host: host.description))
        case .willEnter(let region, let host, _, _):
          events.append(Event(type: "enter", region: region.identifier?.description, host: host.description))
        case .styleChanged, .magnetized, .presentedPointer: break
        }
      }
      return Sample(
        index: index, location: [step.sample.location.x, step.sample.location.y], time: step.sample.time,
        hitLayer: step.hitLayer?.rawValue, host: step.host?.description,
        region: step.region.map { Region(id: $0.identifier?.description, rect: Rect($0.rect)) }, events: events,
        magnetized: step.isMagnetized,
        pointer: step.presentedPointer.map {
          Pointer(kind: $0.kind.rawValue, frame: Rect($0.frame), svg: $0.outline.svgPathData)
        })
    }
    enterCount = demo.enterCount
    systemSamplesBetweenRegions = demo.systemSamplesBetweenRegions
  }
}
