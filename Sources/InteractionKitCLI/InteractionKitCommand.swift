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
}
