import Benchmark
import Foundation
import InteractionKitInteractiveText
import InteractionKitPango
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens

/// A 10 MB document: opening it and drawing its first screen, single-character edits, token lookup;
/// and single-character edits in a megabyte without white space.
func registerLargeDocumentBenchmarks() {
  let config = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 2000)
  let text = SyntheticCorpus.mixed(utf8Count: 10_000_000, seed: 7)
  let detector = TokenDetector(profile: .twitter)
  let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
  let engine = PangoTextLayoutEngine(fonts: .pinned)

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

  // The same edits in a storage that detected only its first screen: most edits land in
  // undetected text and only move offsets; those near detected text rescan a window.
  nonisolated(unsafe) var deferred = TokenStorage(string: text, detector: detector, detection: .deferred)
  deferred.detectTokens(in: NSRange(location: 0, length: 8_000))
  Benchmark("storage: 10 MB deferred document, insert + delete one character", configuration: config) { benchmark in
    var i = 0
    for _ in benchmark.scaledIterations {
      let at = places[i % places.count]
      i += 1
      blackHole(try deferred.replaceCharacters(in: NSRange(location: at, length: 0), with: "x"))
      blackHole(try deferred.replaceCharacters(in: NSRange(location: at, length: 1), with: ""))
    }
  }

  // A megabyte without white space (minified data on one line): the rescan window of a link or
  // e-mail is the whole white-space-free run, so each edit rescans the megabyte. The letter goes
  // in the middle, and the delete removes exactly what the insert added.
  let unspaced = SyntheticCorpus.mixed(utf8Count: 1_000_000, seed: 1)
    .replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
  nonisolated(unsafe) var unspacedStorage = TokenStorage(string: unspaced, detector: detector)
  let middle = unspacedStorage.length / 2
  Benchmark("storage: 1 MB without white space, insert + delete one character", configuration: config) { benchmark in
    for _ in benchmark.scaledIterations {
      let inserted = try unspacedStorage.replaceCharacters(in: NSRange(location: middle, length: 0), with: "x")
      blackHole(inserted)
      blackHole(try unspacedStorage.replaceCharacters(in: inserted.editedRange, with: ""))
    }
  }

  // Opening: the text copied into the storage, nothing detected, then one screen's worth detected.
  Benchmark("storage: open a 10 MB document (deferred) and detect its first 8,000 units", configuration: config) {
    benchmark in
    for _ in benchmark.scaledIterations {
      var opened = TokenStorage(string: text, detector: detector, detection: .deferred)
      blackHole(opened.detectTokens(in: NSRange(location: 0, length: 8_000)))
    }
  }

  // The measure: open the 10 MB document (UTF-16 copy, paragraph index, token storage with
  // deferred detection) and lay out its first 375 × 812 pt screen, which detects that screen.
  Benchmark("canvas: open a 10 MB document and draw its first screen (375 × 812 pt)", configuration: config) {
    benchmark in
    for _ in benchmark.scaledIterations {
      let document = TextDocument(text, detector: detector)
      var layout = ViewportTextLayout(document: document, engine: engine, container: TextContainer(width: 375))
      try layout.setViewport(screen)
      blackHole(layout.visibleParagraphs.count)
    }
  }

  // The first screen alone, for a document opened beforehand with every token detected.
  let detectedDocument = TextDocument(text, detector: detector, detection: .immediate)
  Benchmark("canvas: first screen of an opened, fully detected 10 MB document (375 × 812 pt)", configuration: config) {
    benchmark in
    for _ in benchmark.scaledIterations {
      var layout = ViewportTextLayout(document: detectedDocument, engine: engine, container: TextContainer(width: 375))
      try layout.setViewport(screen)
      blackHole(layout.visibleParagraphs.count)
    }
  }

  // Edits through the canvas: the document's chunked text, its paragraph index and token storage,
  // and the layout of the edited paragraph when it is on screen.
  nonisolated(unsafe) var canvas = ViewportTextLayout(
    document: TextDocument(text, detector: detector), engine: engine, container: TextContainer(width: 375))
  try? canvas.setViewport(screen)
  Benchmark("canvas: 10 MB document, insert + delete one character", configuration: config) { benchmark in
    var i = 0
    for _ in benchmark.scaledIterations {
      let at = places[i % places.count]
      i += 1
      // An offset inside a surrogate pair is refused; the delete then has nothing to undo.
      guard let inserted = try? canvas.replaceCharacters(in: NSRange(location: at, length: 0), with: "x") else { continue }
      blackHole(inserted)
      blackHole(try? canvas.replaceCharacters(in: NSRange(location: at, length: 1), with: ""))
    }
  }

  // token(at:) in the laid-out first screen, at 100 points over it.
  var laidOut = ViewportTextLayout(
    document: TextDocument(text, detector: detector), engine: engine, container: TextContainer(width: 375))
  try? laidOut.setViewport(screen)
  let firstScreen = laidOut
  let points: [CGPoint] = (0..<100).map { (i: Int) -> CGPoint in
    let x: Double = Double((i * 37) % 375)
    let y: Double = Double((i * 53) % 812)
    return CGPoint(x: x, y: y)
  }
  Benchmark("canvas: token(at:) in a 10 MB document, 100 points", configuration: config) { benchmark in
    for _ in benchmark.scaledIterations {
      for p in points { blackHole(firstScreen.token(at: p)) }
    }
  }
}
