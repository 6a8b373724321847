import ArgumentParser

@main
struct InteractionKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "interactionkit",
    abstract: "Renders InteractionKit's gallery and inspects its geometry.",
    subcommands: [
      GalleryCommand.self, TokensCommand.self, RenderTextCommand.self, LinkPreviewCommand.self, CalloutCommand.self,
      PointerCommand.self, ContextMenuCommand.self, CorpusCommand.self,
    ])

  /// Prepares the standard streams (``StandardStreams/prepare()``: a closed pipe is an error, not
  /// a signal), parses the command line with negative numbers accepted as separate values
  /// (``NegativeNumberArguments``), then runs the chosen subcommand.
  static func main() {
    StandardStreams.prepare()
    main(NegativeNumberArguments.joined(Array(CommandLine.arguments.dropFirst())))
  }
}
