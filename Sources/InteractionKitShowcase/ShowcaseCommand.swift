import ArgumentParser
import Foundation
import InteractionKitCLICore
import InteractionKitGTK

/// `interactionkit-showcase`: the engine's interactions live in a GTK 4 window.
@main
struct ShowcaseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "interactionkit-showcase",
    abstract: "Opens a window with InteractionKit's interactions, driven by the mouse and the keyboard.",
    discussion: "Keys: S toggles slow motion (animations 10× slower), D toggles dark. Needs a display (DISPLAY).",
    version: InteractionKitVersion.current)

  @Option(help: "The page to open: \(ShowcasePage.allCases.map(\.rawValue).joined(separator: ", ")) (default: timeline, or big-document with --document).")
  var page: ShowcasePage?

  @Option(help: "A UTF-8 text file to show on the big-document page instead of the generated 10 MB document (the window opens on that page).")
  var document: String?

  @Option(help: "The window's size in points, WxH.")
  var size: String = "1280x800"

  @Flag(help: "Test mode: an undecorated window of exactly --size, so screen coordinates equal the view's.")
  var testMode = false

  @Option(help: "Write interaction events and frame times to this file as JSON lines.")
  var eventLog: String?

  @Option(help: "Quit after this many seconds.")
  var quitAfter: Double?

  @Flag(help: "Start in slow motion.")
  var slowMotion = false

  @Flag(inversion: .prefixedNo, help: "Keep laid-out text and blurred shadows between frames (the default; --no-render-cache to compare).")
  var renderCache = true

  @Flag(help: "Redraw the whole window every frame instead of only what changed (to compare).")
  var fullRedraw = false

  @Flag(inversion: .prefixedNo, help: "Start dark (or light with --no-dark); by default, follow the system's preference.")
  var dark: Bool?

  /// Parses the command line as the `interactionkit` command does: negative numbers accepted as
  /// separate values (`--size -5x5` is a value, refused by validation), and a command line that
  /// does not parse is one line on standard error and exit 64.
  static func main() {
    StandardStreams.prepare()
    let arguments = NegativeNumberArguments.joined(Array(CommandLine.arguments.dropFirst()))
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      StandardStreams.exit(withOneLineError: error, for: Self.self)
    }
  }

  func validate() throws {
    guard parsedSize != nil else {
      throw ValidationError("--size: expected WxH with positive numbers, such as 1280x800; got '\(size)'")
    }
    if let quitAfter, !(quitAfter.isFinite && quitAfter > 0) {
      throw ValidationError("--quit-after: expected a positive number of seconds; got \(quitAfter)")
    }
  }

  var parsedSize: (width: Int, height: Int)? {
    let parts = size.split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (1...16384).contains(width),
      (1...16384).contains(height)
    else { return nil }
    return (width, height)
  }

  /// The text of `--document`'s file: a missing, unreadable or non-UTF-8 file is a validation
  /// error naming the option (one line, exit 64), before any window opens.
  static func readDocument(_ path: String) throws -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ValidationError("--document: no such file '\(path)'")
    }
    guard !isDirectory.boolValue else { throw ValidationError("--document: '\(path)' is a folder, not a text file") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ValidationError("--document: cannot read '\(path)'")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ValidationError("--document: '\(path)' is not UTF-8 text")
    }
    return text
  }

  func run() throws {
    let log: EventLog?
    do {
      log = try eventLog.map(EventLog.init(path:))
    } catch {
      throw ValidationError("--event-log: \(error)")
    }
    let text = try document.map(Self.readDocument)
    let size = parsedSize ?? (1280, 800)
    var options = ShowcaseOptions(
      page: page ?? (text == nil ? .timeline : .bigDocument), width: size.width, height: size.height,
      testMode: testMode, slowMotion: slowMotion, quitAfter: quitAfter, dark: dark, renderCache: renderCache,
      fullRedraw: fullRedraw)
    options.document = text
    let status = MainActor.assumeIsolated { () -> Int32 in
      do {
        try GTKMainLoop.start(applicationName: "InteractionKit Showcase")
      } catch {
        StandardStreams.printError("\(error)")
        return 1
      }
      let window = ShowcaseWindow(options: options, log: log)
      window.present()
      GTKMainLoop.run()
      return 0
    }
    if status != 0 { throw ExitCode(status) }
  }
}
