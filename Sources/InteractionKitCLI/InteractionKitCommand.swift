import ArgumentParser
import InteractionKitCLICore

@main
struct InteractionKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "interactionkit",
    abstract: "Renders InteractionKit's gallery and inspects its geometry.",
    version: InteractionKitVersion.current,
    subcommands: [
      GalleryCommand.self, TokensCommand.self, RenderTextCommand.self, LinkPreviewCommand.self, CalloutCommand.self,
      PointerCommand.self, ContextMenuCommand.self, CorpusCommand.self,
    ])

  /// Prepares the standard streams (``StandardStreams/prepare()``: a closed pipe is an error, not
  /// a signal), parses the command line with negative numbers accepted as separate values
  /// (``NegativeNumberArguments``), then runs the chosen subcommand.
  ///
  /// A command line that does not parse (a missing, unknown or malformed option) prints one line,
  /// `Error: ` and ArgumentParser's message naming the option, on standard error and exits with
  /// 64, without the usage lines ArgumentParser adds; `--help` and the other requests for text
  /// print as ArgumentParser prints them.
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
}
