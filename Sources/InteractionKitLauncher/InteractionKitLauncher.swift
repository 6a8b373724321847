import ArgumentParser
import Foundation
import InteractionKitCLICore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `interactionkit`: runs the text commands (`tokens`, `corpus`) in this process, which links no
/// drawing library, and hands every other command line to `interactionkit-draw`, the full command
/// line built beside it, by replacing this process with it (`execv`, same arguments).
///
/// The hand-off keeps one command for users (`interactionkit gallery …` runs the gallery) while a
/// process that only detects tokens does not load Cairo, Pango and their C libraries. Help in any
/// form (`--help`, `-h`, `help`, no arguments) is handed off too, so it lists every subcommand.
@main
enum InteractionKitLauncher {
  /// The subcommands this process runs itself.
  struct TextCommands: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "interactionkit", version: InteractionKitVersion.current,
      subcommands: [TokensCommand.self, CorpusCommand.self])
  }

  /// The name of the full command line's executable, in the same folder as this one.
  static let fullExecutable = "interactionkit-draw"

  /// Runs `tokens` and `corpus` as ``InteractionKitCLI``'s command does (the same streams, negative
  /// numbers and one-line errors); execs ``fullExecutable`` for everything else.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard runsInProcess(arguments) else { execFull(arguments) }
    StandardStreams.prepare()
    do {
      // A plain `tokens` command line skips ArgumentParser (see `TokensCommand.plainCommandLine`).
      if let plain = TokensCommand.plainCommandLine(arguments) {
        try TokensCommand.run(profile: plain.profile, format: plain.format, threads: plain.threads)
        return
      }
      var command = try TextCommands.parseAsRoot(NegativeNumberArguments.joined(arguments))
      try command.run()
    } catch {
      StandardStreams.exit(withOneLineError: error, for: TextCommands.self)
    }
  }

  /// Whether `arguments` name a text command and ask for no help or other generated text.
  static func runsInProcess(_ arguments: [String]) -> Bool {
    guard let first = arguments.first, first == "tokens" || first == "corpus" else { return false }
    return !arguments.contains { argument in
      argument == "-h" || argument == "--help" || argument == "-help" || argument == "--version"
        || argument.hasPrefix("--experimental") || argument.hasPrefix("--generate-completion")
    }
  }

  /// Replaces this process with ``fullExecutable`` run with `arguments`; on failure prints one line
  /// and exits with 1.
  static func execFull(_ arguments: [String]) -> Never {
    let path = siblingPath(fullExecutable)
    let argv = ([CommandLine.arguments.first ?? "interactionkit"] + arguments).map { strdup($0) } + [nil]
    _ = execv(path, argv)
    let reason = String(cString: strerror(errno))
    StandardStreams.printError(
      "cannot run \(path): \(reason); build both executables with `swift build` (products interactionkit and \(fullExecutable)).")
    exit(1)
  }

  /// The path of the executable `name` in the folder of this process's executable.
  static func siblingPath(_ name: String) -> String {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if length > 0 {
        let own = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let slash = own.lastIndex(of: "/") { return own[...slash] + name }
      }
    #endif
    let own = Bundle.main.executablePath ?? CommandLine.arguments.first ?? name
    guard let slash = own.lastIndex(of: "/") else { return name }
    return own[...slash] + name
  }
}
