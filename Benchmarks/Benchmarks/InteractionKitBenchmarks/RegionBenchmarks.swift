import Benchmark
import Foundation
import InteractionKitGeometry

/// The text-line bubble (rounded union of padded line rects) for 1, 3 and 10 lines, against one rounded rect.
func registerRegionBenchmarks() {
  let config = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(2), maxIterations: 100_000)
  let insets = EdgeInsets(top: -3, left: -4, bottom: -3, right: -4)
  // Line rects of a link wrapped over n lines of 20 pt: the first starts mid-line, the last ends
  // mid-line, and the ones between end raggedly, as a wrapped paragraph does.
  func lines(_ count: Int) -> [CGRect] {
    (0..<count).map { i in
      let start: CGFloat = i == 0 ? 140 : 0
      let end: CGFloat = i == count - 1 && count > 1 ? 96 : 300 - CGFloat((i * 37) % 23)
      return CGRect(x: start, y: CGFloat(i) * 20, width: end - start, height: 20)
    }
  }
  Benchmark("region: rounded rect path, 1 rect (baseline)", configuration: config) { benchmark in
    let rect = lines(1)[0].inset(by: insets)
    for _ in benchmark.scaledIterations {
      blackHole(Path(roundedRect: rect, cornerRadius: 13, style: .continuous))
    }
  }
  for count in [1, 3, 10] {
    let rects = lines(count)
    Benchmark("region: rounded union of \(count) line rect\(count == 1 ? "" : "s")", configuration: config) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(Path(roundedUnionOf: rects, insets: insets, cornerRadius: 13, style: .continuous))
      }
    }
  }
  let ten = lines(10)
  Benchmark("region: tight union (wrapping path) of 10 line rects", configuration: config) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(Path(wrappingAround: ten)) }
  }
}
