import ArgumentParser

@main
struct InteractionKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "interactionkit",
    abstract: "Renders InteractionKit's gallery and inspects its geometry.",
    subcommands: [
      GalleryCommand.self, TokensCommand.self, RenderTextCommand.self, LinkPreviewCommand.self, CalloutCommand.self,
      PointerCommand.self, CorpusCommand.self,
    ])

  /// Parses the command line with negative numbers accepted as separate values
  /// (``NegativeNumberArguments``), then runs the chosen subcommand.
  static func main() {
    main(NegativeNumberArguments.joined(Array(CommandLine.arguments.dropFirst())))
  }
}
