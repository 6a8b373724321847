import Foundation
import InteractionKitTestSupport
import InteractionKitTextTokens
import PropertyBased
import Testing

@testable import InteractionKitCLICore

/// "Detection on every core" (``ConcurrentTokenDetection``): `interactionkit tokens` detecting in
/// parts on several threads writes the bytes one thread writes, for every format, whatever the
/// threads, the parts' size and the text (malformed UTF-8 included, which moves later parts'
/// offsets).
@Suite struct ConcurrentTokenDetectionTests {
  /// What `detection` writes for `bytes` in `format` (`json`, `text` or `count`), through a file.
  static func written(_ detection: ConcurrentTokenDetection, _ detector: TokenDetector, _ bytes: [UInt8], format: String)
    throws -> [UInt8]
  {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("concurrent-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    #expect(descriptor >= 0)
    var writer = TokenOutputWriter(descriptor: descriptor)
    try bytes.withUnsafeBufferPointer { buffer in
      switch format {
      case "count": try writer.writeCount(detection.tokenCounts(detector, inUTF8: buffer))
      default:
        try detection.write(detector, inUTF8: buffer, json: format == "json", to: &writer)
        if format == "json" { writer.finishJSON() }
      }
    }
    try writer.finish()
    close(descriptor)
    return Array(try Data(contentsOf: url))
  }

  /// One thread: what the command wrote before it had threads.
  static let serial = ConcurrentTokenDetection(threads: 1)

  /// Checks 2 to 4 threads with parts of `partSizes` bytes against one thread, in every format.
  static func expectSameOutput(
    _ bytes: [UInt8], profile: DetectionProfile, partSizes: [Int], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let detector = TokenDetector(profile: profile)
    for format in ["json", "text", "count"] {
      let expected = try written(serial, detector, bytes, format: format)
      for threads in 2...4 {
        for size in partSizes {
          let detection = ConcurrentTokenDetection(threads: threads, maximumPartByteCount: size, minimumByteCount: 0)
          let output = try written(detection, detector, bytes, format: format)
          #expect(output == expected, "\(format), \(threads) threads, parts of \(size)", sourceLocation: sourceLocation)
        }
      }
    }
  }

  /// Random texts of the two corpora's lines and of malformed bytes (a lone continuation byte
  /// decodes to one unit where a well-formed count assumes none), in parts of 16 bytes to 4 kB.
  @Test func randomTextsWriteTheSameBytes() async {
    await propertyCheck(count: 40, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let dense = Array(SyntheticCorpus.dense(utf8Count: rng.int(0...6_000), seed: UInt64(seed)).utf8)
      let mixed = Array(SyntheticCorpus.mixed(utf8Count: rng.int(0...6_000), seed: UInt64(seed) + 1).utf8)
      var bytes = rng.int(0...1) == 0 ? dense + mixed : mixed + dense
      for _ in 0..<rng.int(0...3) where !bytes.isEmpty {
        bytes.insert(contentsOf: rng.pick([[0x80], [0xFF], [0xC3], [0xED, 0xA0, 0x80]] as [[UInt8]]), at: rng.int(0...bytes.count - 1))
      }
      let profile = rng.pick([DetectionProfile.twitter, .mastodon, .linkify])
      do { try Self.expectSameOutput(bytes, profile: profile, partSizes: [16, 300, 4_096]) } catch {
        Issue.record(error)
      }
    }
  }

  /// The edges: no input, no token, white space only, one word longer than every part, and a
  /// malformed byte in the first part (every later part is detected again from its real offset).
  @Test func edgeCases() throws {
    let long = Array(("@ana https://example.com/" + String(repeating: "é", count: 3_000) + " #after").utf8)
    let malformedFirst: [UInt8] = [0x80] + Array(" x @ana y #tag https://example.com z".utf8) + Array(repeating: 0x20, count: 50)
      + Array("@bob@example.social $AAPL".utf8)
    for bytes in [[], Array("no tokens at all".utf8), [UInt8](repeating: 0x0A, count: 100), long, malformedFirst] {
      try Self.expectSameOutput(bytes, profile: .twitter, partSizes: [1, 8, 64])
    }
  }

  /// Which inputs go to threads: long enough, more than one thread, and no custom matcher.
  @Test func concurrencyIsChosenByInput() {
    let bytes = [UInt8](repeating: 0x20, count: 100)
    bytes.withUnsafeBufferPointer { buffer in
      let twitter = TokenDetector(profile: .twitter)
      #expect(ConcurrentTokenDetection(threads: 2, minimumByteCount: 100).isConcurrent(twitter, buffer))
      #expect(!ConcurrentTokenDetection(threads: 2, minimumByteCount: 101).isConcurrent(twitter, buffer))
      #expect(!ConcurrentTokenDetection(threads: 1, minimumByteCount: 0).isConcurrent(twitter, buffer))
      let matcher = CustomTokenMatcher(kind: "word", maximumLength: 4) { _ in [] }
      let custom = TokenDetector(profile: .twitter, customMatchers: [matcher])
      #expect(!ConcurrentTokenDetection(threads: 2, minimumByteCount: 0).isConcurrent(custom, buffer))
    }
    #expect(ConcurrentTokenDetection(threads: 0).threads == 1)
    #expect(ConcurrentTokenDetection.perProcessor.threads >= 1)
  }

  /// The processors read with system calls are the ones Foundation counts (on Linux with cgroup
  /// v2, where both read the same files), and the files' contents are parsed as the kernel writes them.
  @Test func processorsAreCountedAsFoundationCountsThem() {
    #if os(Linux)
      if access("/sys/fs/cgroup/cgroup.controllers", F_OK) == 0 {
        #expect(ConcurrentTokenDetection.availableProcessorCount == ProcessInfo.processInfo.activeProcessorCount)
      }
    #endif
    #expect(ConcurrentTokenDetection.perProcessor.threads == min(ConcurrentTokenDetection.availableProcessorCount, 8))
    #expect(ConcurrentTokenDetection.cgroupPath(Array("0::/user.slice/session-3.scope\n".utf8)) == "/user.slice/session-3.scope")
    #expect(ConcurrentTokenDetection.cgroupPath(Array("0::/\n".utf8)) == "")
    #expect(ConcurrentTokenDetection.cgroupPath(Array("12:cpu,cpuacct:/docker/abc\n".utf8)) == nil)
    #expect(ConcurrentTokenDetection.cgroupPath(Array("12:memory:/a\n0::/b\n".utf8)) == "/b")
    #expect(ConcurrentTokenDetection.cpuQuota(Array("max 100000\n".utf8)) == nil)
    #expect(ConcurrentTokenDetection.cpuQuota(Array("200000 100000\n".utf8)) == 2)
    #expect(ConcurrentTokenDetection.cpuQuota(Array("150000 100000\n".utf8)) == 2)
    #expect(ConcurrentTokenDetection.cpuQuota(Array("50000 100000".utf8)) == 1)
    #expect(ConcurrentTokenDetection.cpuQuota(Array("".utf8)) == nil)
    #expect(ConcurrentTokenDetection.cpuQuota(Array("0 100000".utf8)) == nil)
    let status = "Name:\tinteractionkit\nCpus_allowed:\tf0f\nCpus_allowed_list:\t0-3,8,10-11\nMems_allowed:\t1\n"
    #expect(ConcurrentTokenDetection.allowedCPUCount(Array(status.utf8)) == 7)
    #expect(ConcurrentTokenDetection.allowedCPUCount(Array("Cpus_allowed_list:\t0\n".utf8)) == 1)
    #expect(ConcurrentTokenDetection.allowedCPUCount(Array("Cpus_allowed_list:\t3-1\n".utf8)) == nil)
    #expect(ConcurrentTokenDetection.allowedCPUCount(Array("Name:\tx\n".utf8)) == nil)
  }
}
