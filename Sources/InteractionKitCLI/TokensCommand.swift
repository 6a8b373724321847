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

  func run() throws {
    let input = String(decoding: try StandardStreams.readInput(), as: UTF8.self)
    let detector = TokenDetector(profile: DetectionProfile.presets[profile] ?? .twitter)
    let tokens = detector.tokens(in: input)
    var output = ""
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(tokens.map(TokenRecord.init))
      output = String(decoding: data, as: UTF8.self) + "\n"
    case .text:
      for token in tokens {
        output += "\(token.kind)\t\(token.range.location)\t\(token.range.length)\t\(token.text)\t\(TokenRecord(token).value)\n"
      }
    case .count:
      var counts: [String: Int] = [:]
      for token in tokens { counts[token.kind.description, default: 0] += 1 }
      for kind in counts.keys.sorted() { output += "\(kind)\t\(counts[kind] ?? 0)\n" }
      output += "total\t\(tokens.count)\n"
    }
    try StandardStreams.output(Data(output.utf8))
  }
}

/// The JSON form of a token: `{"kind", "range": {"location", "length"}, "text", "value"}`.
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
    switch token.value {
    case .url(let string, _): value = string
    case .email(let address): value = address
    case .mention(let username, let domain): value = domain.map { "\(username)@\($0)" } ?? username
    case .hashtag(let normalized): value = normalized
    case .cashtag(let symbol): value = symbol
    case .custom(let payload): value = payload
    }
  }
}
