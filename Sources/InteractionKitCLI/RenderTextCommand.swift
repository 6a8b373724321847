import ArgumentParser
import Foundation
import InteractionKitCLICore
import InteractionKitCairo
import InteractionKitGeometry
import InteractionKitInteractiveText
import InteractionKitPango
import InteractionKitScene
import InteractionKitTextLayout
import InteractionKitTextTokens

/// `interactionkit render-text`: renders standard input as interactive text with its tokens.
struct RenderTextCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-text",
    abstract: "Render standard input as interactive text, tokens styled, to a PNG.")

  @Option(help: "The text width in points.")
  var width: Double = 375

  @Flag(help: "Paint every token's highlight background behind its text pieces.")
  var highlightTokens = false

  @Option(help: "The detection rules: \(DetectionProfile.presets.keys.sorted().joined(separator: ", ")).")
  var profile: String = "twitter"

  @Option(help: "Pixels per point: 1, 2 or 3.")
  var scale: Int = 2

  @Option(name: .shortAndLong, help: "The PNG file to write.")
  var out: String

  func validate() throws {
    guard width.isFinite, (40...4000).contains(width) else { throw StandardStreams.usageError("--width must be between 40 and 4000.") }
    guard (1...3).contains(scale) else { throw StandardStreams.usageError("--scale must be 1, 2 or 3.") }
    try StandardStreams.checkPath(out, what: "the PNG file to write")
    guard DetectionProfile.presets[profile] != nil else {
      throw StandardStreams.usageError("Unknown profile '\(profile)'. Use one of: \(DetectionProfile.presets.keys.sorted().joined(separator: ", ")).")
    }
  }

  func run() throws {
    let input = String(decoding: try StandardStreams.readInput(), as: UTF8.self)
    // Detected up front: the summary line counts every token, not only those laid out.
    let document = TextDocument(
      input, detector: TokenDetector(profile: DetectionProfile.presets[profile] ?? .twitter), detection: .immediate)
    var layout = ViewportTextLayout(
      document: document, engine: PangoTextLayoutEngine(fonts: .pinned), container: TextContainer(width: width))
    // Lay out everything (up to the largest canvas), then size the viewport to the measured text.
    let maximumHeight = 16_000 / Double(scale)
    try layout.setViewport(CGRect(x: 0, y: 0, width: width, height: maximumHeight))
    let height = min(maximumHeight, max(1, layout.contentSize.height))
    try layout.setViewport(CGRect(x: 0, y: 0, width: width, height: height))

    let padding = 16.0
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: width + 2 * padding, height: height + 2 * padding))
    root.backgroundColor = .white
    var content = layout.layer(id: "text")
    content.position = CGPoint(x: padding + width / 2, y: padding + height / 2)
    if highlightTokens {
      var highlights = Layer(id: "highlights", frame: CGRect(x: padding, y: padding, width: width, height: height))
      for paragraph in layout.visibleParagraphs {
        for (i, token) in paragraph.tokens.enumerated() {
          let local = NSRange(location: token.range.location - paragraph.range.location, length: token.range.length)
          let tokenStyle = layout.style.tokenStyle(for: token.kind)
          var path = Path()
          for rect in (try? paragraph.layout.enclosingRects(for: local)) ?? [] {
            path.addPath(
              Path(
                roundedRect: rect.offsetBy(dx: paragraph.frame.minX, dy: paragraph.frame.minY),
                cornerRadius: tokenStyle.highlightCornerRadius))
          }
          var shape = Layer(id: LayerID("highlight.\(paragraph.index).\(i)"), frame: highlights.bounds)
          shape.contents = .shape(ShapeContents(path: path, fillColor: tokenStyle.highlightColor))
          highlights.sublayers.append(shape)
        }
      }
      root.sublayers.append(highlights)
    }
    root.sublayers.append(content)
    let png = try SceneRenderer().pngData(LayerTree(root: root), scale: Double(scale))
    try StandardStreams.writeFile(png, to: out)
    try StandardStreams.outputLine("wrote \(out) (\(document.tokens.count) tokens, \(Int(width + 2 * padding))×\(Int(height + 2 * padding)) pt)")
  }
}
