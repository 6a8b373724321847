import ArgumentParser
import Foundation
import InteractionKitTextTokens

/// `interactionkit tokens`: prints the tokens of standard input.
struct TokensCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tokens",
    abstract: "Detect links, e-mail addresses, mentions, hashtags and cashtags in standard input.",
    discussion: """
      Ranges are UTF-16 offsets (NSRange), so they index the text the way Foundation and UIKit do. \
      Input that is not valid UTF-8 is decoded with replacement characters.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json, text, count
  }

  @Option(help: "The detection rules: \(DetectionProfile.presets.keys.sorted().joined(separator: ", ")).")
  var profile: String = "twitter"

  @Option(help: "json (an array of {kind, range, text, value}), text (one token per line) or count (tokens per kind).")
  var format: Format = .json

  func validate() throws {
    guard DetectionProfile.presets[profile] != nil else {
      throw StandardStreams.usageError(
        "Unknown profile '\(profile)'. Use one of: \(DetectionProfile.presets.keys.sorted().joined(separator: ", ")).")
    }
  }

  /// Reads standard input once, detects straight from its UTF-8 bytes and streams the chosen
  /// format to standard output (see ``TokenOutputWriter``).
  func run() throws {
    let detector = TokenDetector(profile: DetectionProfile.presets[profile] ?? .twitter)
    let tokens = try StandardStreams.withInputBytes { detector.tokens(inUTF8: $0) }
    var writer = TokenOutputWriter()
    switch format {
    case .json: try writer.writeJSON(tokens)
    case .text: try writer.writeText(tokens)
    case .count: try writer.writeCount(tokens)
    }
    try writer.finish()
  }
}

/// The JSON form of a token: `{"kind", "range": {"location", "length"}, "text", "value"}`, as
/// `JSONEncoder` writes it (``TokenOutputWriter/writeJSON(_:)`` writes the same bytes directly).
struct TokenRecord: Encodable {
  struct Range: Encodable {
    var location: Int
    var length: Int
  }

  var kind: String
  var range: Range
  var text: String
  var value: String

  init(_ token: Token) {
    kind = token.kind.description
    range = Range(location: token.range.location, length: token.range.length)
    text = token.text
    value = TokenOutputWriter.valueString(token.value)
  }
}
