import Benchmark
import Foundation
import InteractionKitInteractiveText
import InteractionKitPango
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens

/// A 10 MB document: single-character edits, token lookup and the first screen.
func registerLargeDocumentBenchmarks() {
  let config = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 2000)
  let text = SyntheticCorpus.mixed(utf8Count: 10_000_000, seed: 7)
  let detector = TokenDetector(profile: .twitter)

  // Edits: insert a letter at a pseudo-random place, then delete it again (two edits per iteration).
  nonisolated(unsafe) var storage = TokenStorage(string: text, detector: detector)
  var rng = SplitMix64(seed: 3)
  let places = (0..<4096).map { _ in Int(rng.next(below: UInt64(storage.length - 1))) }
  Benchmark("storage: 10 MB document, insert + delete one character", configuration: config) { benchmark in
    var i = 0
    for _ in benchmark.scaledIterations {
      let at = places[i % places.count]
      i += 1
      blackHole(try storage.replaceCharacters(in: NSRange(location: at, length: 0), with: "x"))
      blackHole(try storage.replaceCharacters(in: NSRange(location: at, length: 1), with: ""))
    }
  }

  // The first screen: a 375 × 812 pt viewport at the top of the 10 MB document.
  let engine = PangoTextLayoutEngine()
  let document = TextDocument(text, detector: detector)
  Benchmark("canvas: first screen of a 10 MB document (375 × 812 pt)", configuration: config) { benchmark in
    for _ in benchmark.scaledIterations {
      var layout = ViewportTextLayout(document: document, engine: engine, container: TextContainer(width: 375))
      try layout.setViewport(CGRect(x: 0, y: 0, width: 375, height: 812))
      blackHole(layout.visibleParagraphs.count)
    }
  }

  // token(at:) in the laid-out first screen, at 100 points over it.
  nonisolated(unsafe) var screen = ViewportTextLayout(document: document, engine: engine, container: TextContainer(width: 375))
  try? screen.setViewport(CGRect(x: 0, y: 0, width: 375, height: 812))
  let points: [CGPoint] = (0..<100).map { (i: Int) -> CGPoint in
    let x: Double = Double((i * 37) % 375)
    let y: Double = Double((i * 53) % 812)
    return CGPoint(x: x, y: y)
  }
  Benchmark("canvas: token(at:) in a 10 MB document, 100 points", configuration: config) { benchmark in
    for _ in benchmark.scaledIterations {
      for p in points { blackHole(screen.token(at: p)) }
    }
  }
}
