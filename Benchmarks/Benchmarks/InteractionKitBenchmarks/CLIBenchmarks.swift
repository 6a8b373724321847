import Benchmark
import Foundation
import InteractionKitGeometry
import InteractionKitPango
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens

/// The token colouring of `interactionkit link-preview` and `render-text` on 1 MB with the batch
/// edit (`AttributedText.modifyAttributes(in: [NSRange], _:)`), against one edit per token on 40 kB
/// (the baseline: each edit copies every run, so the loop is quadratic — 1 MB would take hours).
func registerCLIBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 50)
  let detector = TokenDetector(profile: .twitter)
  /// `count` UTF-8 bytes of `@mention ` repeated: a token every 9 bytes, the densest ordinary text.
  func mentions(_ count: Int) -> String { String(String(repeating: "@mention ", count: count / 9 + 1).prefix(count)) }
  let small = mentions(40_000)
  let smallTokens = detector.tokens(in: small)
  let large = mentions(1_000_000)
  let largeTokens = detector.tokens(in: large)
  let corpus = SyntheticCorpus.mixed(utf8Count: 1_000_000, seed: 1)
  let corpusTokens = detector.tokens(in: corpus)
  let base = TextAttributes(fontSize: 17, foregroundColor: .label)

  Benchmark("cli colouring: one edit per token, 40 kB of mentions (baseline)", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations {
      var text = AttributedText(small, attributes: base)
      for token in smallTokens { try? text.modifyAttributes(in: token.range) { $0.foregroundColor = .systemBlue } }
      blackHole(text.runs.count)
    }
  }
  Benchmark("cli colouring: link-preview's batch edit, 1 MB of mentions", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      var text = AttributedText(large, attributes: base)
      try? text.modifyAttributes(in: largeTokens.map(\.range)) { $0.foregroundColor = .systemBlue }
      blackHole(text.runs.count)
    }
  }
  Benchmark("cli colouring: render-text's batch edit per colour, 1 MB mixed corpus", configuration: configuration) {
    benchmark in
    let colors: [TokenKind: Color] = [.url: .systemBlue, .email: .systemBlue, .mention: .systemOrange]
    for _ in benchmark.scaledIterations {
      var text = AttributedText(corpus, attributes: base)
      var rangesByColor: [Color: [NSRange]] = [:]
      for token in corpusTokens { rangesByColor[colors[token.kind] ?? .systemGreen, default: []].append(token.range) }
      for (color, ranges) in rangesByColor { try? text.modifyAttributes(in: ranges) { $0.foregroundColor = color } }
      blackHole(text.runs.count)
    }
  }
  let engine = PangoTextLayoutEngine(fonts: .pinned)
  let coloured = (try? AttributedText(large, attributes: base).modifyingAttributes(in: largeTokens.map(\.range)) {
    $0.foregroundColor = .systemBlue
  }) ?? AttributedText(large)
  Benchmark("cli colouring: Pango layout of 1 MB of coloured mentions at 320 pt", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(engine.layout(coloured, in: TextContainer(width: 320)).lineFragments.count)
    }
  }
}
