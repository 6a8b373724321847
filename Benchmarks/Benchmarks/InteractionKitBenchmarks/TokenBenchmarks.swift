import Benchmark
import Foundation
import InteractionKitTestSupport
import InteractionKitTextTokens

/// Detection throughput against the two-regex recipe, and the pathological inputs against ordinary text.
func registerTokenBenchmarks() {
  let config = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 200)
  let corpus = SyntheticCorpus.mixed(utf8Count: 1_000_000, seed: 1)
  let nsCorpus = corpus as NSString
  let whole = NSRange(location: 0, length: nsCorpus.length)
  // The common recipe: one regex for links, one for mentions, over the whole text.
  let linkRegex = try! NSRegularExpression(
    pattern: #"(?:https?:\/\/)?(?:www\.)?[a-zA-Z0-9-]+\.[a-zA-Z]{2,}(?:\/[^\s]*)?"#)
  let mentionRegex = try! NSRegularExpression(pattern: "@[a-zA-Z]+")

  Benchmark("tokens: two-regex recipe (NSRegularExpression), 1 MB mixed corpus (baseline)", configuration: config) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(linkRegex.numberOfMatches(in: corpus, range: whole) + mentionRegex.numberOfMatches(in: corpus, range: whole))
    }
  }
  for (name, profile) in [("twitter", DetectionProfile.twitter), ("mastodon", .mastodon), ("linkify", .linkify)] {
    let detector = TokenDetector(profile: profile)
    Benchmark("tokens: \(name) profile, 1 MB mixed corpus", configuration: config) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(detector.tokens(in: corpus).count) }
    }
  }
  let detector = TokenDetector(profile: .twitter)
  for pathology in SyntheticCorpus.Pathology.allCases {
    let text = SyntheticCorpus.pathological(pathology, utf8Count: 1_000_000)
    Benchmark("tokens: twitter profile, 1 MB pathological \(pathology.rawValue)", configuration: config) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(detector.tokens(in: text).count) }
    }
  }
}
