import Foundation
import Testing

/// Every subcommand against hostile input, run through `/bin/sh -c` so standard input can be closed
/// or a folder and standard output closed, full or a pipe whose reader left: the process exits
/// with 64 (bad usage or input) or 1 (a failure while running), never a signal, with one line that
/// names the field, and leaves no output file (not even a temporary one).
@Suite struct StrictInputTests {
  /// How a run ended.
  struct Outcome {
    /// The exit status.
    var status: Int32
    /// Whether the process exited (rather than being killed by a signal).
    var exited: Bool
    /// Standard error and whatever standard output was not redirected.
    var output: String
    /// The non-empty lines of ``output``.
    var lines: [Substring] { output.split(separator: "\n") }
  }

  /// Runs `script` with `/bin/sh -c`, `"$0"` being the `interactionkit` binary, in `folder`.
  static func shell(_ script: String, in folder: URL? = nil) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, GalleryCommandTests.binary.path]
    if let folder { process.currentDirectoryURL = folder }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, exited: process.terminationReason == .exit,
      output: String(decoding: data, as: UTF8.self))
  }

  /// `text` quoted for the shell.
  static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }

  /// A new empty folder.
  static func folder() throws -> URL {
    let folder = GalleryCommandTests.temporaryFolder()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes `text` to `name` in `folder` and returns its path.
  static func file(_ text: String, _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Expects `outcome` to be an exit with `status` and one line containing `field`.
  static func expectFailure(
    _ outcome: Outcome, status: Int32, naming field: String, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(outcome.exited, "\(what): killed by a signal", sourceLocation: sourceLocation)
    #expect(outcome.status == status, "\(what): \(outcome.status) \(outcome.output)", sourceLocation: sourceLocation)
    #expect(outcome.lines.count == 1, "\(what): \(outcome.output)", sourceLocation: sourceLocation)
    #expect(outcome.output.contains(field), "\(what): \(outcome.output)", sourceLocation: sourceLocation)
  }

  static let menu = #"{"children": [{"action": {"id": "reply", "title": "Reply"}}]}"#
  static let scene = #"{"width": 300, "height": 100, "controls": [{"id": "a", "frame": {"x": 10, "y": 10, "width": 40, "height": 30}}]}"#

  /// The commands that read standard input, each with the arguments that make it read it.
  static func readingCommands(_ folder: URL) throws -> [String] {
    let scene = try file(Self.scene, "scene.json", in: folder)
    return [
      "tokens",
      "render-text --out out.png",
      "link-preview --point 10,10 --out -",
      "context-menu --container 390x844 --source 40,120,200,44 --menu - --out -",
      "pointer --scene - --path 1,2 --out -",
      "pointer --scene \(quote(scene)) --path-file - --out -",
    ]
  }

  @Test func aClosedOrFolderStandardInputIsOneLineNotACrash() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in try Self.readingCommands(folder) {
      let closed = try Self.shell(#""$0" \#(command) <&-"#, in: folder)
      Self.expectFailure(closed, status: 64, naming: "standard input is closed", "\(command) <&-")
      let directory = try Self.shell(#""$0" \#(command) < /"#, in: folder)
      Self.expectFailure(directory, status: 64, naming: "standard input is a folder", "\(command) < /")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["scene.json"])
  }

  @Test func aFullOrClosedStandardOutputIsOneLineAndExitCode1() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let menu = try Self.file(Self.menu, "menu.json", in: folder)
    let scene = try Self.file(Self.scene, "scene.json", in: folder)
    let commands = [
      "tokens < \(Self.quote(menu))",
      "corpus --bytes 1000",
      "link-preview --point 10,10 --out - < \(Self.quote(menu))",
      "callout --container 320x480 --target 100,200,20,40 --out -",
      "pointer --scene \(Self.quote(scene)) --path 1,2 --out -",
      "context-menu --container 390x844 --source 40,120,200,44 --menu \(Self.quote(menu)) --out -",
      "render-text --out out.png < \(Self.quote(menu))",
    ]
    for command in commands {
      let full = try Self.shell(#""$0" \#(command) > /dev/full"#, in: folder)
      Self.expectFailure(full, status: 1, naming: "cannot write to standard output: no space left", "\(command) > /dev/full")
      let closed = try Self.shell(#""$0" \#(command) >&-"#, in: folder)
      Self.expectFailure(closed, status: 1, naming: "cannot write to standard output: it is closed", "\(command) >&-")
    }
    // A file option naming a full device fails the same way.
    let device = try Self.shell(#""$0" callout --container 320x480 --target 100,200,20,40 --out /dev/full"#)
    Self.expectFailure(device, status: 1, naming: "--out /dev/full: cannot write /dev/full: no space left", "--out /dev/full")
  }

  @Test func aReaderThatLeavesIsAnErrorNotSIGPIPE() throws {
    let outcome = try Self.shell(#"{ "$0" corpus --bytes 2000000; echo "status=$?" >&2; } | head -c 1 > /dev/null"#)
    #expect(outcome.output.contains("status=1"), "\(outcome.output)")
    #expect(outcome.output.contains("Error: cannot write to standard output: its reader closed it (broken pipe)."))
  }

  @Test func pointerSceneFieldsAreNamedWithTheirPathAndPosition() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func control(_ frame: String, extra: String = "") -> String {
      #"{"width": 300, "height": 100, "controls": [{"id": "a", \#(extra)"frame": {"x": 10, "y": 10, \#(frame)}}]}"#
    }
    let cases: [(scene: String, message: String)] = [
      (control(#""width": NaN, "height": 10"#), "scene.controls[0].frame.width: malformed JSON at line 1, column 93"),
      (control(#""width": 1e999, "height": 10"#), "scene.controls[0].frame.width: malformed JSON at line 1, column 93 (the number 1e999"),
      ("{\n  \"width\": 300,\n  \"height\": -0.5e9999\n}", "scene.height: malformed JSON at line 3, column 13"),
      (control(#""width": -5, "height": 10"#), "scene.controls[0].frame.width: -5.0 is out of range"),
      (control(#""width": 5, "height": -1"#), "scene.controls[0].frame.height: -1.0 is out of range"),
      (control(#""width": 5, "height": 1, "depth": 2"#), "scene.controls[0].frame.depth: unknown key"),
      (control(#""width": 5, "height": 1"#, extra: #""insets": -4, "#), "scene.controls[0].insets: unknown key"),
      (#"{"width": 300, "height": 100, "groups": [{"id": "g", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "hitAreaRul": "bounds", "controls": []}]}"#,
       "scene.groups[0].hitAreaRul: unknown key"),
      (#"{"width": 300, "height": 100, "contols": []}"#, "scene.contols: unknown key"),
      (#"{"width": 300}"#, "scene.height: missing"),
      (#"{"width": 300, "height": 100, "controls": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "style": "glow"}]}"#,
       "scene.controls[0].style: \"glow\" is not one of"),
    ]
    for (index, bad) in cases.enumerated() {
      let scene = try Self.file(bad.scene, "scene-\(index).json", in: folder)
      let out = folder.appendingPathComponent("out-\(index).json").path
      let outcome = try Self.shell(#""$0" pointer --scene \#(Self.quote(scene)) --path 1,2 --out \#(Self.quote(out))"#)
      Self.expectFailure(outcome, status: 64, naming: "--scene \(scene): \(bad.message)", bad.scene)
      #expect(!FileManager.default.fileExists(atPath: out), "\(bad.scene) wrote \(out)")
    }
    let missing = try Self.shell(#""$0" pointer --scene /nonexistent/scene.json --path 1,2 --out -"#)
    Self.expectFailure(
      missing, status: 64, naming: "--scene /nonexistent/scene.json: cannot read /nonexistent/scene.json: no such file",
      "missing scene")
  }

  @Test func pointerPathsLongerThanACommandLineComeFromAFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.file(Self.scene, "scene.json", in: folder)
    let points = (0..<100_000).map { "\($0 % 300),\(40 + $0 % 7)" }
    let path = try Self.file(points.joined(separator: ";"), "path.txt", in: folder)
    let out = folder.appendingPathComponent("replay.json").path
    let outcome = try Self.shell(
      #""$0" pointer --scene \#(Self.quote(scene)) --path-file \#(Self.quote(path)) --interval 0.001 --out \#(Self.quote(out))"#)
    #expect(outcome.status == 0 && outcome.output.isEmpty, "\(outcome.output)")
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: out))
    defer { try? handle.close() }
    #expect(String(decoding: try handle.read(upToCount: 20) ?? Data(), as: UTF8.self).contains("enterCount"))
    // One X,Y per line from standard input works too; a bad point names the option.
    let lines = try Self.shell(#"printf '1,2\n3,4\n' | "$0" pointer --scene \#(Self.quote(scene)) --path-file - --out -"#)
    #expect(lines.status == 0, "\(lines.output)")
    let bad = try Self.shell(#"printf '1,2;x,4' | "$0" pointer --scene \#(Self.quote(scene)) --path-file - --out -"#)
    Self.expectFailure(bad, status: 64, naming: "--path-file - must be", "bad path file")
    let neither = try Self.shell(#""$0" pointer --scene \#(Self.quote(scene)) --out -"#)
    Self.expectFailure(neither, status: 64, naming: "--path or --path-file", "no path")
  }

  @Test func calloutRejectsGeometryBeyondTheBoundAndInsetsWithoutRoom() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = "callout --container 320x480"
    let cases: [(arguments: String, field: String)] = [
      ("--target 1e13,2,3,4", "--target 1e13,2,3,4: beyond the engine's coordinate bound"),
      ("--target 5e11,2,9e11,4", "--target 5e11,2,9e11,4: beyond"),
      ("--target 1,2,3,4 --leading 1e13x2", "--leading 1e13x2: beyond"),
      ("--target 1,2,3,4 --trailing 2x1e300", "--trailing 2x1e300: beyond"),
      ("--target 1,2,3,4 --constrained-insets 300,0,200,0", "--constrained-insets 300,0,200,0: leave no room"),
      ("--target 1,2,3,4 --constrained-insets 0,160,0,160", "--constrained-insets 0,160,0,160: leave no room"),
      ("--target 1,2,3,4 --constrained-insets 0,0,0,1e13", "--constrained-insets must be"),
    ]
    for (index, bad) in cases.enumerated() {
      let out = folder.appendingPathComponent("out-\(index).json").path
      let outcome = try Self.shell(#""$0" \#(base) \#(bad.arguments) --out \#(Self.quote(out))"#)
      Self.expectFailure(outcome, status: 64, naming: bad.field, bad.arguments)
    }
    let empty = try Self.shell(#""$0" \#(base) --target 1,2,3,4 --out ''"#)
    Self.expectFailure(empty, status: 64, naming: "--out: the path is empty", "--out ''")
    let noFolder = try Self.shell(#""$0" \#(base) --target 1,2,3,4 --out \#(folder.path)/missing/out.json"#)
    Self.expectFailure(noFolder, status: 1, naming: "cannot write \(folder.path)/missing/out.json: no such folder", "missing folder")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func emptyOutputPathsAreRejectedByEveryWritingCommand() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let menu = try Self.file(Self.menu, "menu.json", in: folder)
    let scene = try Self.file(Self.scene, "scene.json", in: folder)
    for command in [
      "gallery --out ''", "render-text --out '' < /dev/null", "link-preview --point 1,1 --out '' < /dev/null",
      "pointer --scene \(Self.quote(scene)) --path 1,2 --out ''",
      "context-menu --container 390x844 --source 40,120,200,44 --menu \(Self.quote(menu)) --out ''",
    ] {
      let outcome = try Self.shell(#""$0" \#(command)"#, in: folder)
      Self.expectFailure(outcome, status: 64, naming: "--out: the path is empty", command)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["menu.json", "scene.json"])
  }

  @Test func menuFilesNameTheFieldAndTheFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = #""$0" context-menu --container 390x844 --source 40,120,200,44"#
    let nan = try Self.shell(#"printf '{"children": [NaN]}' | \#(base) --menu - --out -"#)
    Self.expectFailure(nan, status: 64, naming: "--menu - (standard input): menu.children[0]: malformed JSON at line 1, column 15", "NaN")
    let missing = try Self.shell(#"\#(base) --menu /nonexistent/menu.json --out -"#)
    Self.expectFailure(missing, status: 64, naming: "--menu /nonexistent/menu.json: cannot read /nonexistent/menu.json: no such file", "missing")
    let directory = try Self.shell(#"\#(base) --menu / --out -"#)
    Self.expectFailure(directory, status: 64, naming: "--menu /: cannot read /: it is a folder", "folder")
  }
}
