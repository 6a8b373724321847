import ArgumentParser
import Foundation
import InteractionKitCLICore
import InteractionKitCairo
import InteractionKitCallout
import InteractionKitGallery
import InteractionKitGeometry
import InteractionKitPango

/// `interactionkit callout`: where a map callout goes, and pictures of it.
struct CalloutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "callout",
    abstract: "Lay out a map callout pointing at a target in a container: frame, arrow and scroll-to-fit offset.",
    discussion: """
      Text is measured with Pango in the style's fonts (17 pt title, 12 pt subtitle). JSON prints the frame \
      (container coordinates), the arrow direction, the arrow point (callout coordinates) and tip (container \
      coordinates), and the scroll offset that makes the callout and its target fit; --sample T adds the present \
      animation's scale and opacity T seconds in. PNG draws the container as a grey map with the target, after \
      it scrolled by that offset, with the callout (at time T with --sample); --filmstrip draws the present \
      animation in 8 frames instead.
      """)

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json, png
  }

  /// The permitted arrow directions.
  enum Permitted: String, ExpressibleByArgument, CaseIterable {
    case up, down, any

    var directions: CalloutArrowDirection {
      switch self {
      case .up: .up
      case .down: .down
      case .any: .any
      }
    }
  }

  /// The styles, by name.
  enum Style: String, ExpressibleByArgument, CaseIterable {
    case modern, classic

    var calloutStyle: CalloutStyle { self == .modern ? .modern : .classic }
  }

  @Option(help: "The container's size as WxH, like 320x480.")
  var container: String

  @Option(help: "The target rect as X,Y,W,H in the container's coordinates.")
  var target: String

  @Option(help: "The title.")
  var title: String?

  @Option(help: "The subtitle.")
  var subtitle: String?

  @Option(help: "A leading accessory of size WxH (drawn as a placeholder).")
  var leading: String?

  @Option(help: "A trailing accessory of size WxH (drawn as a placeholder).")
  var trailing: String?

  @Option(help: "The permitted arrow directions: up, down or any.")
  var permitted: Permitted = .down

  @Option(help: "modern or classic.")
  var style: Style = .modern

  @Option(name: .customLong("constrained-insets"), help: "Insets the callout keeps clear of, as T,L,B,R.")
  var constrainedInsets: String?

  @Flag(help: "Draw the dark appearance.")
  var dark = false

  @Option(help: "json or png.")
  var format: Format = .json

  @Option(help: "Seconds into the present animation: JSON adds its scale and opacity, PNG draws that moment.")
  var sample: Double?

  @Flag(help: "PNG: draw the present animation as a filmstrip of 8 frames.")
  var filmstrip = false

  @Option(help: "Pixels per point of the layout and the PNG: 1, 2 or 3.")
  var scale: Int = 2

  @Option(name: .shortAndLong, help: "The file to write; - writes JSON to standard output.")
  var out: String

  func validate() throws {
    let bound = GeometryLimits.maximumCoordinate
    guard let size = Self.parseSize(container), size.width > 0, size.height > 0, size.width <= 4000, size.height <= 4000
    else {
      throw StandardStreams.usageError(
        "--container must be a size WxH with both sides between 1 and 4000, like 320x480.")
    }
    guard let t = Self.parseNumbers(target, count: 4), t[2] >= 0, t[3] >= 0 else {
      throw StandardStreams.usageError(
        "--target must be four finite numbers X,Y,W,H with W and H ≥ 0, like 290,200,20,40.")
    }
    guard t.allSatisfy({ abs($0) <= bound }), abs(t[0] + t[2]) <= bound, abs(t[1] + t[3]) <= bound else {
      throw StandardStreams.usageError(
        "--target \(target): beyond the engine's coordinate bound; give numbers within ±1e12, like 290,200,20,40.")
    }
    for (name, value) in [("--leading", leading), ("--trailing", trailing)] {
      guard let value else { continue }
      guard let accessory = Self.parseSize(value) else {
        throw StandardStreams.usageError("\(name) must be a size WxH of finite numbers ≥ 0, like 32x32.")
      }
      guard accessory.width <= bound, accessory.height <= bound else {
        throw StandardStreams.usageError(
          "\(name) \(value): beyond the engine's coordinate bound; give sides within 1e12, like 32x32.")
      }
    }
    if let constrainedInsets {
      guard let n = Self.parseNumbers(constrainedInsets, count: 4), n.allSatisfy({ abs($0) <= bound }) else {
        throw StandardStreams.usageError(
          "--constrained-insets must be four finite numbers T,L,B,R within ±1e12, like 20,0,44,0.")
      }
      guard n[0] + n[2] < size.height, n[1] + n[3] < size.width else {
        throw StandardStreams.usageError(
          "--constrained-insets \(constrainedInsets): leave no room in the \(container) container; "
            + "keep T+B below its height and L+R below its width, like 20,0,44,0.")
      }
    }
    if let sample, !sample.isFinite {
      throw StandardStreams.usageError("--sample must be a finite number of seconds, like 0.158.")
    }
    guard (1...3).contains(scale) else { throw StandardStreams.usageError("--scale must be 1, 2 or 3.") }
    try StandardStreams.checkPath(out, what: "a file, or - for JSON on standard output")
    if format == .png, out == "-" { throw StandardStreams.usageError("PNG output needs a file: pass --out FILE.png.") }
    if filmstrip, format != .png { throw StandardStreams.usageError("--filmstrip draws a picture: add --format png.") }
  }

  /// Finite numbers separated by commas, exactly `count` of them.
  static func parseNumbers(_ text: String, count: Int) -> [Double]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    let numbers = parts.compactMap { $0 }
    guard parts.count == count, numbers.count == count, numbers.allSatisfy(\.isFinite) else { return nil }
    return numbers
  }

  /// A size `WxH` of finite, non-negative numbers.
  static func parseSize(_ text: String) -> CGSize? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 2, let w = parts[0], let h = parts[1], w.isFinite, h.isFinite, w >= 0, h >= 0 else {
      return nil
    }
    return CGSize(width: w, height: h)
  }

  /// The callout the options describe.
  func makeCallout() -> Callout {
    var callout = Callout(title: title, subtitle: subtitle, style: style.calloutStyle, permittedArrowDirections: permitted.directions)
    if let size = leading.flatMap(Self.parseSize) { callout.leadingAccessory = CalloutElement(size: size) }
    if let size = trailing.flatMap(Self.parseSize) { callout.trailingAccessory = CalloutElement(size: size) }
    if let n = constrainedInsets.flatMap({ Self.parseNumbers($0, count: 4) }) {
      callout.constrainedInsets = EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    return callout
  }

  func run() throws {
    guard let size = Self.parseSize(container), let t = Self.parseNumbers(target, count: 4) else {
      throw StandardStreams.usageError("--container and --target must be valid; see --help.")
    }
    let context = GalleryContext(textEngine: PangoTextLayoutEngine(fonts: .pinned))
    let demo = try CalloutDemo(
      callout: makeCallout(), target: CGRect(x: t[0], y: t[1], width: t[2], height: t[3]), containerSize: size,
      appearance: dark ? .dark : .light, scale: CGFloat(scale), context: context)
    switch format {
    case .json:
      try JSONOutput.write(CalloutRecord(demo, sampleTime: sample), to: out)
    case .png:
      let tree = try filmstrip ? demo.filmstrip() : demo.scene(scrolled: true, time: sample)
      try StandardStreams.writeFile(try SceneRenderer().pngData(tree, scale: Double(scale)), to: out)
      let offset = demo.layout.scrollOffset
      try StandardStreams.outputLine("wrote \(out) (scroll offset \(offset.width), \(offset.height))")
    }
  }
}

/// The JSON form of a callout's layout.
struct CalloutRecord: Encodable {
  struct Rect: Encodable {
    var x, y, width, height: Double
  }
  struct Point: Encodable {
    var x, y: Double
  }
  struct Size: Encodable {
    var width, height: Double
  }
  struct Sample: Encodable {
    var time, scale, opacity: Double
  }

  var style: String
  /// The frame in the container's coordinates.
  var frame: Rect
  /// "up" or "down".
  var arrowDirection: String
  /// The arrow's tip in the callout's coordinates.
  var arrowPoint: Point
  /// The arrow's tip in the container's coordinates.
  var arrowTip: Point
  /// The offset the container must scroll by so the callout and its target fit.
  var scrollOffset: Size
  /// The present animation at `--sample`, when given.
  var sample: Sample?

  init(_ demo: CalloutDemo, sampleTime: Double?) {
    let layout = demo.layout
    style = layout.style.rawValue
    frame = Rect(x: layout.frame.minX, y: layout.frame.minY, width: layout.frame.width, height: layout.frame.height)
    arrowDirection = layout.arrowDirection == .up ? "up" : "down"
    arrowPoint = Point(x: layout.arrowPoint.x, y: layout.arrowPoint.y)
    arrowTip = Point(x: layout.arrowTip.x, y: layout.arrowTip.y)
    scrollOffset = Size(width: layout.scrollOffset.width, height: layout.scrollOffset.height)
    sample = sampleTime.map { time in
      let values = demo.presentAnimation.sample(at: time)
      return Sample(time: time, scale: values.scale, opacity: values.opacity)
    }
  }
}
