import ArgumentParser
import Foundation
import InteractionKitCLICore
import InteractionKitCairo
import InteractionKitGallery
import InteractionKitGeometry
import InteractionKitLinkPreview
import InteractionKitPango
import InteractionKitScene

/// `interactionkit link-preview`: the link preview of the link under a point of standard input's text.
struct LinkPreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "link-preview",
    abstract: "Lift the link under a point of standard input's text: its line rects, bubble and the whole sequence.",
    discussion: """
      The text is laid out at --width in 17 pt DejaVu Sans; --point is in the text's coordinates (its top-left \
      at 0,0). JSON prints the link, its line rects, the bubble outlines (SVG path data and point lists with \
      each corner's radius), the tight mask and the target centre. PNG writes a filmstrip of the long press, \
      lift, expansion and dismissal to --out, and the key frames beside it (NAME-rest.png, NAME-lift.png, …).
      """)

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json, png
  }

  @Option(help: "The text width in points (40 to 2000).")
  var width: Double = 320

  @Option(help: "The pressed point as X,Y in the text's coordinates.")
  var point: String

  @Option(help: "json or png.")
  var format: Format = .json

  @Option(help: "Pixels per point of the PNGs: 1, 2 or 3.")
  var scale: Int = 2

  @Option(name: .shortAndLong, help: "The file to write; - writes JSON to standard output.")
  var out: String

  func validate() throws {
    guard width.isFinite, (40...2000).contains(width) else { throw StandardStreams.usageError("--width must be between 40 and 2000.") }
    guard (1...3).contains(scale) else { throw StandardStreams.usageError("--scale must be 1, 2 or 3.") }
    guard Self.parsePoint(point) != nil else {
      throw StandardStreams.usageError("--point must be two finite numbers separated by a comma, like 120,14.")
    }
    if format == .png, out == "-" { throw StandardStreams.usageError("PNG output needs a file: pass --out FILE.png.") }
    try StandardStreams.checkPath(out, what: "a file, or - for JSON on standard output")
  }

  static func parsePoint(_ text: String) -> CGPoint? {
    let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
    return CGPoint(x: x, y: y)
  }

  func run() throws {
    let input = String(decoding: try StandardStreams.readInput(), as: UTF8.self)
    let context = GalleryContext(textEngine: PangoTextLayoutEngine(fonts: .pinned))
    let demo = try LinkPreviewDemo(text: input, width: width, point: Self.parsePoint(point), context: context)
    switch format {
    case .json:
      try JSONOutput.write(LinkPreviewRecord(demo), to: out)
    case .png:
      // Every picture is drawn before the first is written, so a failure leaves no files.
      let renderer = SceneRenderer()
      let url = URL(fileURLWithPath: out)
      var files = [(path: out, data: try renderer.pngData(demo.filmstrip(context: context), scale: Double(scale)))]
      let stem = url.deletingPathExtension().lastPathComponent
      for (name, time) in LinkPreviewDemo.keyFrames {
        let frameURL = url.deletingLastPathComponent().appendingPathComponent("\(stem)-\(name).png")
        files.append((frameURL.path, try renderer.pngData(demo.scene(at: time), scale: Double(scale))))
      }
      for file in files { try StandardStreams.writeFile(file.data, to: file.path) }
      let written = files.map { URL(fileURLWithPath: $0.path).lastPathComponent }
      let what = demo.link.map { "link \"\($0.text)\"" } ?? "no link under the point: the whole view"
      try StandardStreams.outputLine("wrote \(written.joined(separator: ", ")) (\(what))")
    }
  }
}

/// The JSON form of a link preview.
struct LinkPreviewRecord: Encodable {
  struct Link: Encodable {
    var kind: String
    var range: TokenRecord.Range
    var text: String
  }
  struct Rect: Encodable {
    var x, y, width, height: Double
    init(_ rect: CGRect) {
      (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height)
    }
  }
  struct Corner: Encodable {
    var x, y, radius: Double
    var convex: Bool
  }
  struct Outline: Encodable {
    var isHole: Bool
    var points: [[Double]]
    var corners: [Corner]?
  }
  struct Shape: Encodable {
    var svg: String
    var outlines: [Outline]
  }

  /// The link, or null when the whole view is the preview.
  var link: Link?
  /// The link's line rects in the text's coordinates.
  var lineRects: [Rect]
  /// The padded, unioned, rounded bubble in the text's coordinates.
  var bubble: Shape
  /// The exact outline of the line rects.
  var tightMask: Shape
  /// The centre of the union of the line rects, in the text's coordinates and in the container's.
  var targetCenter: [Double]
  var targetCenterInContainer: [Double]
  /// The scale the bubble lifts by.
  var liftScale: Double
  /// The text view's frame in the container.
  var viewFrame: Rect

  enum CodingKeys: String, CodingKey {
    case link, lineRects, bubble, tightMask, targetCenter, targetCenterInContainer, liftScale, viewFrame
  }

  /// Encodes every key, `link` as null when there is none.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(link, forKey: .link)
    try container.encode(lineRects, forKey: .lineRects)
    try container.encode(bubble, forKey: .bubble)
    try container.encode(tightMask, forKey: .tightMask)
    try container.encode(targetCenter, forKey: .targetCenter)
    try container.encode(targetCenterInContainer, forKey: .targetCenterInContainer)
    try container.encode(liftScale, forKey: .liftScale)
    try container.encode(viewFrame, forKey: .viewFrame)
  }

  init(_ demo: LinkPreviewDemo) {
    link = demo.link.map {
      Link(kind: $0.kind.description, range: .init(location: $0.range.location, length: $0.range.length), text: $0.text)
    }
    lineRects = demo.lineRects.map(Rect.init)
    let parameters = demo.preview.parameters
    let viewBounds = demo.preview.snapshot.layer.bounds
    let bubble = parameters.bubble
    self.bubble = Shape(
      svg: parameters.effectiveVisiblePath(viewBounds: viewBounds).svgPathData,
      outlines: bubble.outlines.map { outline in
        Outline(
          isHole: outline.isHole, points: outline.vertices.map { [$0.x, $0.y] },
          corners: outline.corners.map { Corner(x: $0.point.x, y: $0.point.y, radius: $0.radius, convex: $0.isConvex) })
      })
    let region = RectRegion(parameters.textLineRects)
    tightMask = Shape(
      svg: parameters.tightMask.svgPathData,
      outlines: region.outlines.map { Outline(isHole: $0.isHole, points: $0.vertices.map { [$0.x, $0.y] }, corners: nil) })
    let center = LinkPreviewLayout.targetCenter(of: demo.lineRects, wholeView: viewBounds)
    targetCenter = [center.x, center.y]
    targetCenterInContainer = [demo.preview.target.center.x, demo.preview.target.center.y]
    let subject: LinkPreviewSubject = demo.source.map { .link($0) } ?? .wholeView
    liftScale = demo.interactionLayout.liftScale(for: subject)
    viewFrame = Rect(demo.interactionLayout.viewBounds)
  }
}
