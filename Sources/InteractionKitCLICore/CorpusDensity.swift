import ArgumentParser
import InteractionKitTestSupport

/// How many tokens `interactionkit corpus` writes: ``SyntheticCorpus/mixed(utf8Count:seed:)`` or
/// ``SyntheticCorpus/dense(utf8Count:seed:)``.
package enum CorpusDensity: String, CaseIterable, ExpressibleByArgument, Sendable {
  /// About one token in ten words.
  case mixed
  /// About a fifth of the words a token, most of them long.
  case dense
}
