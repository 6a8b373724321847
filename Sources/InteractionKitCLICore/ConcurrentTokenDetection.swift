package import ArgumentParser
import Foundation
package import InteractionKitTextTokens

/// "Detection on every core": `interactionkit tokens` cuts a long input into parts
/// (``TokenDetector/parts(of:count:)``) and detects them on one thread per processor at once,
/// then writes their outputs in order, the same bytes a single thread writes.
///
/// - `count`: the threads count the parts' tokens, taking the next part as they are free; the
///   counts are added.
/// - `json` and `text`: the parts (at most ``maximumPartByteCount`` bytes each) are dealt to the
///   threads in turn. The calling thread detects its parts straight into the output writer; each
///   other thread detects its parts into two writers of its own in memory
///   (``TokenOutputWriter/init(collectingCapacity:)``), used in turn, which the calling thread
///   writes out in their place. A worker runs at most two parts ahead of the output, so the memory
///   held is a few parts' output however long the input, and no thread waits for the others to
///   end a round.
/// - Offsets: a part's tokens need the UTF-16 offset of its first byte. Before detection, each
///   part's length is counted on the threads as well-formed UTF-8
///   (``TokenDetector/utf16LengthIfWellFormed(_:from:to:)``), which gives every part an assumed
///   offset; each part's detection returns the offset after it as decoded. When a part's assumed
///   offset is not its real one (the bytes before it were not well-formed UTF-8), the part is
///   detected again, alone, from its real offset before it is written, and the parts not started
///   yet start from the assumed offset corrected by the difference.
///
/// The engine's detector is unchanged: this type only chooses the parts and the threads.
package struct ConcurrentTokenDetection: Sendable {
  /// The threads to detect on at once (1: no other thread).
  package var threads: Int
  /// The most bytes a part of a `json` or `text` run holds (default 256 kB: larger parts only
  /// need larger writers, whose fresh pages the kernel maps one fault at a time).
  package var maximumPartByteCount: Int
  /// Inputs shorter than this are detected on the calling thread alone (starting threads would
  /// cost more than they save).
  package var minimumByteCount: Int

  /// Detection on `threads` threads, in parts of at most `maximumPartByteCount` bytes, for inputs
  /// of at least `minimumByteCount` bytes.
  package init(threads: Int, maximumPartByteCount: Int = 1 << 18, minimumByteCount: Int = 1 << 20) {
    self.threads = max(threads, 1)
    self.maximumPartByteCount = max(maximumPartByteCount, 1)
    self.minimumByteCount = max(minimumByteCount, 0)
  }

  /// One thread per processor the process may use (``availableProcessorCount``), at most eight.
  package static var perProcessor: ConcurrentTokenDetection {
    ConcurrentTokenDetection(threads: min(availableProcessorCount, 8))
  }

  /// Whether `detector` detects `bytes` on more than one thread.
  package func isConcurrent(_ detector: TokenDetector, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    threads > 1 && bytes.count >= minimumByteCount && detector.detectsInParts
  }

  /// The number of tokens of each kind: ``TokenDetector/tokenCounts(inUTF8:)`` of every part, added.
  package func tokenCounts(_ detector: TokenDetector, inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [TokenKind: Int] {
    guard isConcurrent(detector, bytes) else { return detector.tokenCounts(inUTF8: bytes) }
    let text = SharedBytes(bytes)
    // Parts of at most `maximumPartByteCount` bytes, which the threads take one at a time as they
    // are free, so a thread that is slowed down takes fewer.
    let parts = TokenDetector.parts(of: bytes, count: partCount(forByteCount: bytes.count))
    let results = Slots<[TokenKind: Int]>(count: parts.count)
    defer { results.deallocate() }
    DispatchQueue.concurrentPerform(iterations: parts.count) { i in
      results.set(i, detector.tokenCounts(inUTF8: text.slice(parts[i])))
    }
    var counts: [TokenKind: Int] = [:]
    for i in parts.indices {
      for (kind, count) in results.take(i) ?? [:] { counts[kind, default: 0] += count }
    }
    return counts
  }

  /// A whole number of parts per thread, each at most ``maximumPartByteCount`` bytes.
  func partCount(forByteCount byteCount: Int) -> Int {
    threads * max(1, (byteCount + threads * maximumPartByteCount - 1) / (threads * maximumPartByteCount))
  }

  /// Writes the tokens of `bytes` to `writer`, as ``TokenOutputWriter/writeJSONElement(_:)`` (for
  /// `json`) or ``TokenOutputWriter/writeTextLine(_:)`` (otherwise) writes each token of
  /// ``TokenDetector/forEachToken(inUTF8:_:)``; the caller ends the JSON array.
  package func write(
    _ detector: TokenDetector, inUTF8 bytes: UnsafeBufferPointer<UInt8>, json: Bool, to writer: inout TokenOutputWriter
  ) throws(ExitCode) {
    guard isConcurrent(detector, bytes) else {
      try detector.forEachToken(inUTF8: bytes) { (token) throws(ExitCode) in
        try Self.write(token, json: json, to: &writer)
      }
      return
    }
    let text = SharedBytes(bytes)
    let parts = TokenDetector.parts(of: bytes, count: partCount(forByteCount: bytes.count))
    // Each part's offset, assumed from well-formed lengths of the parts before it.
    let lengths = Slots<Int>(count: parts.count)
    defer { lengths.deallocate() }
    DispatchQueue.concurrentPerform(iterations: parts.count) { i in
      let end = i + 1 < parts.count ? parts[i + 1].lowerBound : parts[i].upperBound
      lengths.set(i, TokenDetector.utf16LengthIfWellFormed(text.bytes, from: parts[i].lowerBound, to: end))
    }
    var starts: [Int] = []
    starts.reserveCapacity(parts.count)
    var offset = 0
    for i in parts.indices {
      starts.append(offset)
      offset += lengths.take(i) ?? 0
    }
    let assumed = starts
    // "A pipeline, not rounds": this thread detects parts 0, T, 2T… straight into `writer`; worker
    // w detects parts w, w + T, w + 2T… into its two collecting writers in turn, running ahead of
    // the output by at most two parts, so no thread waits for a round to end.
    let workers = (1 ..< threads).map { w in PartPipe(worker: w) }
    defer { for pipe in workers { pipe.deallocate() } }
    let shared = PipelineState()
    let group = DispatchGroup()
    for pipe in workers {
      group.enter()
      Thread.detachNewThread {
        defer { group.leave() }
        var turn = 0
        for i in stride(from: pipe.worker, to: parts.count, by: threads) {
          pipe.free.wait()
          guard !shared.isStopped else { return }
          let part = text.slice(parts[i])
          var output = pipe.slots.take(turn % 2) ?? PartOutput(capacity: Self.outputCapacity(forPartOf: part.count, json: json))
          output.detect(detector, part, startingAt: assumed[i] + shared.correction, json: json)
          pipe.slots.set(turn % 2, output)
          pipe.filled.signal()
          turn += 1
        }
      }
    }
    defer {
      // Workers blocked on a full pipe are let go before the input goes away.
      shared.stop()
      for pipe in workers { pipe.free.signal() }
      group.wait()
    }
    var location = 0
    var turns = [Int](repeating: 0, count: threads)
    for i in parts.indices {
      let part = text.slice(parts[i])
      let w = i % threads
      if w == 0 {
        location =
          try detector.forEachToken(inUTF8: part, startingAt: location) { (token) throws(ExitCode) in
            try Self.write(token, json: json, to: &writer)
          } - 1
      } else {
        let pipe = workers[w - 1]
        pipe.filled.wait()
        guard var output = pipe.slots.take(turns[w] % 2) else { continue }
        if output.start != location {
          // "Real offsets": the bytes before this part were not well-formed UTF-8.
          output.writer.discardCollected()
          output.detect(detector, part, startingAt: location, json: json)
        }
        if let failure = output.failure { throw failure }
        // The next part starts at this one's last byte, the white space they share (one unit).
        location = output.end - 1
        try writer.write(collected: &output.writer)
        pipe.slots.set(turns[w] % 2, output)
        turns[w] += 1
        pipe.free.signal()
      }
      // Parts not started yet start from the real offset of the next one: after malformed bytes,
      // only the parts already under way are detected again.
      if i + 1 < parts.count { shared.correction = location - assumed[i + 1] }
    }
  }

  /// A collecting writer and what its last part's detection made.
  private struct PartOutput: ~Copyable {
    var writer: TokenOutputWriter
    /// The UTF-16 offset the part was detected from.
    var start = 0
    /// The UTF-16 offset after the part.
    var end = 0
    /// What writing a token threw (nothing: a collecting writer does not write).
    var failure: ExitCode?

    /// An empty output with room for `capacity` bytes.
    init(capacity: Int) {
      writer = TokenOutputWriter(collectingCapacity: capacity)
    }

    /// Detects one part into the writer.
    mutating func detect(_ detector: TokenDetector, _ part: UnsafeBufferPointer<UInt8>, startingAt location: Int, json: Bool) {
      failure = nil
      start = location
      end = location
      do {
        end = try detector.forEachToken(inUTF8: part, startingAt: location) { (token) throws(ExitCode) in
          try ConcurrentTokenDetection.write(token, json: json, to: &writer)
        }
      } catch {
        failure = error
      }
    }
  }

  /// One worker's two collecting writers and the semaphores that pass them between the worker
  /// and the writing thread.
  private struct PartPipe: Sendable {
    /// The worker's number (its parts are `worker`, `worker + threads`, …).
    let worker: Int
    /// The two outputs, used in turn.
    let slots = Slots<PartOutput>(count: 2)
    /// Signalled when an output is written and may take the worker's next part (2 at first).
    let free = DispatchSemaphore(value: 2)
    /// Signalled when the worker has detected a part into an output.
    let filled = DispatchSemaphore(value: 0)

    init(worker: Int) { self.worker = worker }

    func deallocate() { slots.deallocate() }
  }

  /// What the writing thread tells the workers: to stop, and how far the real offsets are from
  /// the assumed ones.
  private final class PipelineState: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var offsetCorrection = 0

    /// Whether the writing thread has stopped (the workers stop too).
    var isStopped: Bool { lock.withLock { stopped } }

    /// The real offset of the next part to write minus its assumed one (0 while the text read so
    /// far is well-formed UTF-8).
    var correction: Int {
      get { lock.withLock { offsetCorrection } }
      set { lock.withLock { offsetCorrection = newValue } }
    }

    func stop() { lock.withLock { stopped = true } }
  }

  /// The bytes a collecting writer starts with for a part of `byteCount` bytes: 2.5 times the
  /// part for `json` and 1.25 times for `text`, more than the dense corpus makes (2.14 and 0.92
  /// times with `mastodon`), so that a writer seldom grows (a grown buffer is fresh memory the
  /// kernel maps page by page).
  static func outputCapacity(forPartOf byteCount: Int, json: Bool) -> Int {
    json ? byteCount * 5 / 2 : byteCount * 5 / 4
  }

  /// Writes one token in the chosen format.
  @inline(__always)
  fileprivate static func write(_ token: Token, json: Bool, to writer: inout TokenOutputWriter) throws(ExitCode) {
    if json { try writer.writeJSONElement(token) } else { try writer.writeTextLine(token) }
  }
}

/// The input's bytes, read by every thread (mapped or read once, and not written while the
/// threads run).
private struct SharedBytes: @unchecked Sendable {
  let bytes: UnsafeBufferPointer<UInt8>

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The bytes of `range`.
  func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }
}

/// Result slots, each written by one thread and read by another only after the writer signalled
/// it is done (`DispatchQueue.concurrentPerform` returning, or a semaphore).
private struct Slots<Value: ~Copyable>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Value?>
  let count: Int

  init(count: Int) {
    self.count = count
    base = .allocate(capacity: max(count, 1))
    for i in 0 ..< count { (base + i).initialize(to: nil) }
  }

  func set(_ i: Int, _ value: consuming Value) {
    base[i] = consume value
  }

  func take(_ i: Int) -> Value? {
    base[i].take()
  }

  func deallocate() {
    base.deinitialize(count: count)
    base.deallocate()
  }
}
