import ArgumentParser

@main
struct InteractionKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "interactionkit", abstract: "InteractionKit's command-line tools.")
}
