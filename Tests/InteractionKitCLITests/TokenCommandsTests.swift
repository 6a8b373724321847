import Foundation
import InteractionKitCairo
import InteractionKitTestSupport
import Testing

/// The `tokens` and `render-text` commands, run as a user would, with standard input.
@Suite struct TokenCommandsTests {
  static func run(_ arguments: [String], input: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = GalleryCommandTests.binary
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func tokensPrintsJSONWithUTF16Ranges() throws {
    let result = try Self.run(["tokens", "--profile", "mastodon"], input: "🙂 hi @ana@example.social, see https://example.com #swift")
    #expect(result.status == 0, "\(result.output)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    let kinds = json.compactMap { $0["kind"] as? String }
    #expect(kinds == ["mention", "url", "hashtag"])
    let mention = try #require(json.first)
    let range = try #require(mention["range"] as? [String: Int])
    #expect(range["location"] == 6 && range["length"] == 19)  // 🙂 is two UTF-16 units
    #expect(mention["text"] as? String == "@ana@example.social")
    #expect(mention["value"] as? String == "ana@example.social")
  }

  @Test func tokensCountsPerKind() throws {
    let result = try Self.run(["tokens", "--format", "count"], input: "@a @b #c http://x.com")
    #expect(result.status == 0)
    #expect(result.output.contains("mention\t2") && result.output.contains("hashtag\t1") && result.output.contains("total\t4"))
    let bad = try Self.run(["tokens", "--profile", "nope"], input: "")
    #expect(bad.status != 0 && bad.output.contains("Unknown profile 'nope'"))
  }

  /// `--threads` changes nothing in the output: a 2 MB input (above the one-megabyte threshold)
  /// gives the same bytes on 1, 2 and 5 threads; a count outside 1...64 is a usage error naming
  /// the option, with exit status 64 and one line.
  @Test func threadsChangeNothingButTheSpeed() throws {
    let input = SyntheticCorpus.dense(utf8Count: 2_000_000, seed: 3)
    let one = try Self.run(["tokens", "--threads", "1", "--format", "text"], input: input)
    #expect(one.status == 0 && one.output.count > 100_000)
    for threads in ["2", "5"] {
      let many = try Self.run(["tokens", "--threads=\(threads)", "--format", "text"], input: input)
      #expect(many.status == 0 && many.output == one.output, "\(threads) threads")
    }
    for bad in ["0", "65", "-3"] {
      let result = try Self.run(["tokens", "--threads", bad], input: "@ana")
      #expect(result.status == 64, "\(bad): \(result.output)")
      #expect(result.output.contains("--threads") && result.output.split(separator: "\n").count == 1, "\(result.output)")
    }
  }

  @Test func renderTextWritesAPNG() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("render-text-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try Self.run(
      ["render-text", "--width", "200", "--highlight-tokens", "--scale", "1", "--out", out.path], input: "Hi @alice, see https://example.com")
    #expect(result.status == 0, "\(result.output)")
    let image = try PixelImage(pngData: Data(contentsOf: out))
    #expect(image.width == 232)
    #expect(result.output.contains("2 tokens"))
  }
}
