import Foundation
import InteractionKitTestSupport
import InteractionKitTextTokens
import Testing

@testable import InteractionKitCLICore

/// `interactionkit tokens` writes its formats directly (``TokenOutputWriter``) and detects straight
/// from the input's bytes: its output must equal what `JSONEncoder` and string interpolation made
/// of `TokenDetector.tokens(in: String(decoding: input, as: UTF8.self))`.
@Suite struct TokenOutputTests {
  /// The output the command printed before it wrote its formats itself, for `input` read as
  /// `String(decoding:as:)` does.
  static func expected(_ input: [UInt8], format: String, profile: DetectionProfile = .twitter) throws -> [UInt8] {
    let tokens = TokenDetector(profile: profile).tokens(in: String(decoding: input, as: UTF8.self))
    return try expected(tokens, format: format)
  }

  /// `JSONEncoder`'s array of records, the text lines or the counts of `tokens`.
  static func expected(_ tokens: [Token], format: String) throws -> [UInt8] {
    var output = ""
    switch format {
    case "json":
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      output = String(decoding: try encoder.encode(tokens.map(TokenRecord.init)), as: UTF8.self) + "\n"
    case "text":
      for token in tokens {
        output +=
          "\(token.kind)\t\(token.range.location)\t\(token.range.length)\t\(token.text)\t\(TokenRecord(token).value)\n"
      }
    default:
      var counts: [String: Int] = [:]
      for token in tokens { counts[token.kind.description, default: 0] += 1 }
      for kind in counts.keys.sorted() { output += "\(kind)\t\(counts[kind] ?? 0)\n" }
      output += "total\t\(tokens.count)\n"
    }
    return Array(output.utf8)
  }

  /// What ``TokenOutputWriter`` writes for `tokens` in `format`, through a temporary file.
  static func written(_ tokens: [Token], format: String) throws -> [UInt8] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("token-output-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    #expect(descriptor >= 0)
    var writer = TokenOutputWriter(descriptor: descriptor)
    switch format {
    case "json": try writer.writeJSON(tokens)
    case "text": try writer.writeText(tokens)
    default: try writer.writeCount(tokens)
    }
    try writer.finish()
    close(descriptor)
    return Array(try Data(contentsOf: url))
  }

  /// Runs `interactionkit tokens` with `arguments` on `input`, as a file (`< file`) or through a
  /// pipe (`cat file |`), and returns its status and standard output.
  static func run(_ arguments: String, input: [UInt8], pipe: Bool) throws -> (status: Int32, output: [UInt8]) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("token-input-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(input).write(to: url)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let command = pipe ? "cat '\(url.path)' | \"$0\" tokens \(arguments)" : "\"$0\" tokens \(arguments) < '\(url.path)'"
    process.arguments = ["-c", command, GalleryCommandTests.binary.path]
    let stdout = Pipe()
    process.standardOutput = stdout
    try process.run()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, Array(data))
  }

  /// Inputs whose tokens need escaping or careful offsets: quotes and backslashes next to tokens,
  /// control characters, non-BMP emoji before tokens, malformed UTF-8, WTF-8 lone surrogates,
  /// a byte-order mark, empty input.
  static let inputs: [[UInt8]] = [
    [],
    Array(##"say "@alice" and \#hashtag\ or "https://example.com/a\"b" and x\@bob"##.utf8),
    Array("tab\t@ana\u{1}#tag\u{1F}$AAPL\u{7F} https://example.com/\u{2028}x".utf8),
    Array("🙂🙂 @ana@example.social https://例え.テスト/パス #日本語 #ÉCOLE $aapl 𝒳 @bob".utf8),
    Array("@ab".utf8) + [0xFF, 0xFE] + Array(" #x ".utf8) + [0xC3] + Array(" https://example.com".utf8) + [0xE2, 0x82],
    Array("@ab".utf8) + [0xED, 0xA0, 0xBD] + [0xED, 0xB8, 0x80] + Array(" #lone @cd".utf8),
    [0xEF, 0xBB, 0xBF] + Array("@bom www.example.org/path?q=1&r=\"2\" mail@example.com".utf8),
  ]

  @Test func writerEqualsJSONEncoderOnEveryEscape() throws {
    // Every control character, the escapes, `/`, U+007F, U+2028 and a non-BMP scalar, in text,
    // values and custom kind names.
    let nasty = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + #""\/"# + "\u{7F}\u{2028}🙂é"
    let tokens = [
      Token(kind: .url, range: NSRange(location: 0, length: 3), text: nasty, value: .url(string: "a/b\"", hasExplicitScheme: true)),
      Token(kind: .mention, range: NSRange(location: 4, length: 9), text: "@a\\b", value: .mention(username: "a", domain: "d\n")),
      Token(kind: .custom("k\"ind\t"), range: NSRange(location: 20, length: 1_234_567), text: "", value: .custom(payload: nasty)),
      Token(kind: .hashtag, range: NSRange(location: 0, length: 0), text: "#x", value: .hashtag(normalized: "")),
      Token(kind: .cashtag, range: NSRange(location: 99, length: 5), text: "$AB", value: .cashtag(symbol: "AB")),
      Token(kind: .email, range: NSRange(location: 7, length: 5), text: "a@b.c", value: .email(address: "a@b.c")),
    ]
    for format in ["json", "text", "count"] {
      #expect(try Self.written(tokens, format: format) == Self.expected(tokens, format: format), "\(format)")
      #expect(try Self.written([], format: format) == Self.expected([], format: format), "\(format), no tokens")
    }
  }

  @Test func commandOutputEqualsTheEncodersForHostileInputs() throws {
    for (index, input) in Self.inputs.enumerated() {
      for format in ["json", "text", "count"] {
        for (name, profile) in [("twitter", DetectionProfile.twitter), ("linkify", .linkify)] {
          let expected = try Self.expected(input, format: format, profile: profile)
          for pipe in [false, true] {
            let result = try Self.run("--format \(format) --profile \(name)", input: input, pipe: pipe)
            #expect(result.status == 0)
            #expect(
              result.output == expected,
              "input \(index), \(format), \(name), pipe \(pipe): \(String(decoding: result.output, as: UTF8.self))")
          }
        }
      }
    }
  }

  @Test func commandOutputEqualsTheEncodersOnACorpusLargerThanABlock() throws {
    // More than a megabyte of JSON, so the writer writes several blocks.
    let input = Array(SyntheticCorpus.mixed(utf8Count: 1_000_000, seed: 3).utf8)
    for format in ["json", "text"] {
      let result = try Self.run("--format \(format)", input: input, pipe: false)
      #expect(result.status == 0)
      #expect(result.output == (try Self.expected(input, format: format)), "\(format)")
    }
  }

  @Test func parseErrorsAreOneLineAndExit64() throws {
    let cases: [(script: String, field: String)] = [
      (#""$0" callout --target 1,2,3,4 --out -"#, "--container"),
      (#""$0" tokens --format xml"#, "--format"),
      (#""$0" tokens --bogus"#, "--bogus"),
      (#""$0" corpus --bytes many"#, "--bytes"),
      (#""$0" nosuchcommand"#, "nosuchcommand"),
    ]
    for (script, field) in cases {
      StrictInputTests.expectFailure(try StrictInputTests.shell(script), status: 64, naming: field, script)
    }
    // Help is untouched: the usage and the options, exit 0.
    let help = try StrictInputTests.shell(#""$0" tokens --help"#)
    #expect(help.status == 0 && help.output.contains("USAGE: interactionkit tokens") && help.output.contains("--format"))
  }
}

/// The lean `interactionkit` runs the text commands itself and hands everything else to
/// `interactionkit-draw` beside it.
@Suite struct LauncherTests {
  @Test func helpListsEverySubcommand() throws {
    for script in [#""$0" --help"#, #""$0" help"#, #""$0" tokens --help"#] {
      let outcome = try StrictInputTests.shell(script)
      #expect(outcome.status == 0, "\(script): \(outcome.output)")
      if script == #""$0" tokens --help"# {
        #expect(outcome.output.contains("USAGE: interactionkit tokens"))
      } else {
        for name in ["gallery", "tokens", "render-text", "link-preview", "callout", "pointer", "context-menu", "corpus"] {
          #expect(outcome.output.contains(name), "\(script) does not list \(name)")
        }
      }
    }
  }

  @Test func theLauncherLinksNoDrawingLibrary() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    process.arguments = [GalleryCommandTests.binary.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let libraries = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    for name in ["cairo", "pango", "gtk"] { #expect(!libraries.contains(name), "\(libraries)") }
  }

  @Test func countEqualsTheTokensCountedOnACorpus() throws {
    let input = Array(SyntheticCorpus.mixed(utf8Count: 300_000, seed: 11).utf8)
    for profile in ["twitter", "mastodon", "linkify"] {
      let result = try TokenOutputTests.run("--format count --profile \(profile)", input: input, pipe: false)
      #expect(result.status == 0)
      let tokens = TokenDetector(profile: DetectionProfile.presets[profile] ?? .twitter).tokens(in: String(decoding: input, as: UTF8.self))
      #expect(result.output == (try TokenOutputTests.expected(tokens, format: "count")), "\(profile)")
    }
  }

  @Test func aMissingFullExecutableIsOneLineAndExit1() throws {
    let folder = GalleryCommandTests.temporaryFolder()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let alone = folder.appendingPathComponent("interactionkit")
    try FileManager.default.copyItem(at: GalleryCommandTests.binary, to: alone)
    let outcome = try StrictInputTests.shell("'\(alone.path)' gallery --out x")
    StrictInputTests.expectFailure(outcome, status: 1, naming: "interactionkit-draw", "gallery without interactionkit-draw")
    // The text commands still run.
    let corpus = try StrictInputTests.shell("'\(alone.path)' corpus --bytes 100 | '\(alone.path)' tokens --format count")
    #expect(corpus.status == 0 && corpus.output.hasSuffix("\n") && corpus.output.contains("total\t"), "\(corpus.output)")
  }
}
