package import ArgumentParser
import Foundation
import InteractionKitTestSupport

/// `interactionkit corpus`: writes deterministic synthetic text, for benchmarks and cross-checks.
package struct CorpusCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "corpus",
    abstract: "Write deterministic synthetic text (mixed scripts, about 10 % tokens) to standard output.")

  @Option(help: "About how many UTF-8 bytes to write.")
  package var bytes: Int = 1_000_000

  @Option(help: "The generator's seed.")
  package var seed: UInt64 = 1

  @Option(
    help: """
      How many tokens the text holds: `mixed` (about one word in ten, mixed scripts) or `dense` \
      (long tokens, about a fifth of the words: URLs with paths and queries, federated mentions, \
      e-mail addresses, internationalized hosts).
      """)
  package var density: CorpusDensity = .mixed

  @Option(help: "Write a pathological input instead: \(SyntheticCorpus.Pathology.allCases.map(\.rawValue).joined(separator: ", ")).")
  package var pathology: String?

  /// A command with the default options.
  package init() {}

  package func validate() throws {
    guard (0...100_000_000).contains(bytes) else { throw StandardStreams.usageError("--bytes must be between 0 and 100000000.") }
    if let pathology, SyntheticCorpus.Pathology(rawValue: pathology) == nil {
      throw StandardStreams.usageError(
        "Unknown pathology '\(pathology)'. Use one of: \(SyntheticCorpus.Pathology.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
  }

  package func run() throws {
    let text =
      if let pathology, let kind = SyntheticCorpus.Pathology(rawValue: pathology) {
        SyntheticCorpus.pathological(kind, utf8Count: bytes)
      } else {
        switch density {
        case .mixed: SyntheticCorpus.mixed(utf8Count: bytes, seed: seed)
        case .dense: SyntheticCorpus.dense(utf8Count: bytes, seed: seed)
        }
      }
    try StandardStreams.output(Data(text.utf8))
  }
}
