// The large-document probe: opens documents (`--write N FILE` writes N MB of the mixed corpus,
// seed 7) the way an app does — `TextDocument` with deferred detection (`twitter` profile),
// `ViewportTextLayout` on Pango at width 900, a 900 × 600 viewport — and prints, per size, the
// time to make the document, the first screen, jumps (to the middle, to other heights and to text
// offsets), `token(at:)` at 100 points, insert + delete of one character at 256 places (through
// the layout, then on the document alone), and the memory the engine takes per byte of UTF-8 text:
// the heap bytes the document and then its first screen add, in glibc's own account (`mallinfo2`),
// with the resident memory the process gains beside it on standard error. Each time is the median of
// its runs. `PROBE_PROFILE=first` (first screens and jumps only) or `PROBE_PROFILE=edit` (200,000
// edits) runs one part long enough for `perf record`.
//
//   cd Benchmarks && swift build -c release --product LargeDocumentProbe
//   for n in 10 50 200; do .build/release/LargeDocumentProbe --write $n /tmp/mixed-$n.txt; done
//   .build/release/LargeDocumentProbe --write-ascii 200 /tmp/ascii-200.txt     # ASCII only
//   for n in 10 50 200; do .build/release/LargeDocumentProbe /tmp/mixed-$n.txt; done
//
// One file per process: the memory is measured on the process's first document.
import CHeapStatistics
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import InteractionKitInteractiveText
import InteractionKitPango
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func ms(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e6 }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// glibc's `malloc_trim` (not in the Glibc module's headers).
@_silgen_name("malloc_trim") func mallocTrim(_ pad: Int) -> Int32

/// Resident memory in bytes (/proc/self/smaps_rollup), after handing the allocator's free pages back
/// (`malloc_trim`), so that freed scratch memory is not counted, or reused without being counted.
func residentBytes() -> Int {
  _ = mallocTrim(0)
  // smaps_rollup walks the page tables (exact); statm's counters are updated lazily.
  guard let rollup = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8),
    let line = rollup.split(separator: "\n").first(where: { $0.hasPrefix("Rss:") }),
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return 0 }
  return kilobytes * 1024
}

@_optimize(none) func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Microseconds of `count` edits at random offsets of a text of `length` units (seeded): each
/// inserts a letter with `replace`, then deletes it, both timed; an edit that fails is skipped.
func timedEdits(
  count: Int, seed: UInt64, length: Int, _ replace: (NSRange, String) throws -> Void
) -> [Double] {
  var rng = SplitMix64(seed: seed)
  var times: [Double] = []
  for _ in 0..<count {
    let at = Int(rng.next(below: UInt64(length - 1)))
    var t = now()
    guard (try? replace(NSRange(location: at, length: 0), "x")) != nil else { continue }
    times.append(Double(now() - t) / 1_000)
    t = now()
    try? replace(NSRange(location: at, length: 1), "")
    times.append(Double(now() - t) / 1_000)
  }
  return times
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--write", arguments.count == 3, let megabytes = Int(arguments[1]) {
  try SyntheticCorpus.mixed(utf8Count: megabytes * 1_000_000, seed: 7).write(toFile: arguments[2], atomically: false, encoding: .utf8)
  exit(0)
}
if arguments.first == "--write-ascii", arguments.count == 3, let megabytes = Int(arguments[1]) {
  // The mixed corpus with every character outside ASCII left out (English-like text and its links),
  // cut to N MB.
  let mixed = SyntheticCorpus.mixed(utf8Count: megabytes * 2_600_000, seed: 7)
  let ascii = mixed.utf8.lazy.filter { $0 < 0x80 }.prefix(megabytes * 1_000_000)
  try Data(ascii).write(to: URL(fileURLWithPath: arguments[2]))
  exit(0)
}
let detector = TokenDetector(profile: .twitter)
let engine = PangoTextLayoutEngine(fonts: .pinned)
let container = TextContainer(width: 900)
let screen = CGRect(x: 0, y: 0, width: 900, height: 600)

print("| size | make the document | first screen (median of 5) | jump to the middle | jumps to 9 heights (median, max) | jumps to 9 offsets (median, max) | token(at:) a point | edit (insert or delete), layout | the same, document alone | engine memory: document, with its first screen |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for path in arguments {
  // Read from a file, in one allocation: text generated in-process leaves the heap fragmented, and
  // the document's chunks would then fill freed pages without raising the resident size.
  // Decoded from the file's bytes into a native UTF-8 string (what `String(contentsOfFile:)`
  // returns on Linux is bridged and materialized later, inside the measurement).
  let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  let utf8 = text.utf8.count
  let megabytes = utf8 / 1_000_000
  // Memory first, in a heap that has not freed anything big yet (afterwards, new allocations fill
  // freed pages that `malloc_trim` left resident, and the growth would be undercounted). The
  // engine's fixed costs (Pango's fonts, the detector's tables) are included, as on an app's first
  // document; this first screen is cold and is not counted in the times.
  _ = residentBytes()
  let before = residentBytes()
  let heapBefore = heap_bytes_in_use()
  var t = now()
  // `before` is an input of the document, so the optimizer cannot make the document first.
  let document = TextDocument(text, detector: before >= 0 ? detector : nil)
  let open = ms(now() - t)
  keep(document)
  let heapAfterOpen = heap_bytes_in_use()
  let afterOpen = residentBytes()
  var layout = ViewportTextLayout(document: document, engine: engine, container: container)
  try layout.setViewport(screen)
  keep(layout)
  let heapAfter = heap_bytes_in_use()
  let after = residentBytes()
  // First screens of the same document (shared with the layouts, as in an app that keeps it), and
  // a jump to the middle from each.
  var firsts: [Double] = []
  var middles: [Double] = []
  for _ in 0..<5 {
    t = now()
    var again = ViewportTextLayout(document: document, engine: engine, container: container)
    try again.setViewport(screen)
    firsts.append(ms(now() - t))
    t = now()
    try again.setViewport(CGRect(x: 0, y: again.contentSize.height / 2, width: 900, height: 600))
    middles.append(ms(now() - t))
    keep(again)
  }
  if ProcessInfo.processInfo.environment["PROBE_PROFILE"] == "first" {
    // For `perf record`: first screens and jumps to the middle only.
    for _ in 0..<40 {
      var again = ViewportTextLayout(document: document, engine: engine, container: container)
      try again.setViewport(screen)
      try again.setViewport(CGRect(x: 0, y: again.contentSize.height / 2, width: 900, height: 600))
      keep(again)
    }
    continue
  }
  // Jumps to other heights, then to text offsets.
  var heights: [Double] = []
  for k in [1, 9, 3, 7, 2, 8, 4, 6, 5] {
    t = now()
    try layout.setViewport(CGRect(x: 0, y: layout.contentSize.height * CGFloat(k) / 10, width: 900, height: 600))
    heights.append(ms(now() - t))
  }
  var offsets: [Double] = []
  for k in [2, 8, 1, 9, 4, 6, 3, 7, 5] {
    t = now()
    try layout.scrollRangeToVisible(NSRange(location: document.length * k / 10, length: 0))
    offsets.append(ms(now() - t))
  }
  // token(at:) over the first screen.
  try layout.setViewport(screen)
  let points: [CGPoint] = (0..<100).map { (i: Int) -> CGPoint in
    let x = Double((i * 37) % 900)
    let y = Double((i * 53) % 600)
    return CGPoint(x: x, y: y)
  }
  var perPoint: [Double] = []
  for _ in 0..<20 {
    t = now()
    for p in points { keep(layout.token(at: p)) }
    perPoint.append(Double(now() - t) / 100 / 1_000)
  }
  // Edits anywhere: insert a letter, then delete it.
  let editCount = ProcessInfo.processInfo.environment["PROBE_PROFILE"] == "edit" ? 200_000 : 256
  let edits = timedEdits(count: editCount, seed: 3, length: layout.document.length) { range, text in
    try layout.replaceCharacters(in: range, with: text)
  }
  // The same edits on the document alone (a copy, made unique by a first edit that is not timed).
  var alone = layout.document
  _ = try? alone.replaceCharacters(in: NSRange(location: 0, length: 0), with: "")
  let documentEdits = timedEdits(count: 256, seed: 5, length: alone.length) { range, text in
    try alone.replaceCharacters(in: range, with: text)
  }
  // Detecting the whole text (on a copy), which reads every unit back from the document's storage.
  var whole = document
  _ = try? whole.replaceCharacters(in: NSRange(location: 0, length: 0), with: "")
  t = now()
  _ = whole.detectAllTokens()
  FileHandle.standardError.write("\(megabytes) MB: detectAllTokens \(String(format: "%.0f", ms(now() - t))) ms, \(whole.tokens.count) tokens\n".data(using: .utf8)!)
  keep(whole)
  let heapOpen = Double(heapAfterOpen - heapBefore) / Double(utf8)
  let heapWithScreen = Double(heapAfter - heapBefore) / Double(utf8)
  FileHandle.standardError.write("\(megabytes) MB: resident \(before / 1_000_000) MB before, \(afterOpen / 1_000_000) MB after the document, \(after / 1_000_000) MB after (\(String(format: "%.2f, %.2f", Double(afterOpen - before) / Double(utf8), Double(after - before) / Double(utf8))) bytes per byte); heap \(heapBefore / 1_000_000) MB before, \(heapAfterOpen / 1_000_000) MB after the document, \(heapAfter / 1_000_000) MB after; \(utf8) UTF-8 bytes, \(document.length) UTF-16 units, \(document.paragraphs.count) paragraphs\n".data(using: .utf8)!)
  print(String(
    format: "| %d MB | %.0f ms | %.1f ms | %.2f ms | %.2f ms, %.2f ms | %.2f ms, %.2f ms | %.1f µs | %.1f µs (p90 %.1f µs) | %.1f µs (p90 %.1f µs) | %.2f, %.2f bytes per byte |",
    megabytes, open, median(firsts), median(middles), median(heights), heights.max()!, median(offsets), offsets.max()!,
    median(perPoint), median(edits), edits.sorted()[edits.count * 9 / 10], median(documentEdits),
    documentEdits.sorted()[documentEdits.count * 9 / 10], heapOpen, heapWithScreen))
  keep(document)
  keep(layout)
  // The input stays alive to the end: released after its last use (inside the document's
  // initializer), its bytes would count against the engine's (the "0.42 bytes per byte" of an
  // earlier version of this probe).
  keep(text)
}
