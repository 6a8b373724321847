package import ArgumentParser
import Foundation
package import InteractionKitTextTokens

/// `interactionkit tokens`: prints the tokens of standard input.
package struct TokensCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "tokens",
    abstract: "Detect links, e-mail addresses, mentions, hashtags and cashtags in standard input.",
    discussion: """
      Ranges are UTF-16 offsets (NSRange), so they index the text the way Foundation and UIKit do. \
      Input that is not valid UTF-8 is decoded with replacement characters. Input of a megabyte or \
      more is detected on every processor (or on --threads), in parts, and written in order: the \
      output is the same whatever the threads.
      """)

  package enum Format: String, ExpressibleByArgument, CaseIterable {
    case json, text, count
  }

  @Option(help: "The detection rules: \(DetectionProfile.presets.keys.sorted().joined(separator: ", ")).")
  package var profile: String = "twitter"

  @Option(help: "json (an array of {kind, range, text, value}), text (one token per line) or count (tokens per kind).")
  package var format: Format = .json

  @Option(help: "Threads to detect on, 1 to \(TokensCommand.maximumThreads) (default: one per processor, at most 8).")
  package var threads: Int?

  /// The most threads `--threads` accepts.
  package static let maximumThreads = 64

  /// A command with the default options.
  package init() {}

  /// The options of a plain `tokens` command line (see ``plainCommandLine(_:)``).
  package struct PlainCommandLine {
    /// The profile's name, as given.
    package var profileName: String
    /// The named preset.
    package var profile: DetectionProfile
    /// The output format.
    package var format: Format
    /// The threads to detect on, when given.
    package var threads: Int?
  }

  /// The presets a plain command line names, without building ``DetectionProfile/presets``
  /// (a dictionary whose generic type the runtime resolves by name on first use); each is the
  /// preset of its name there.
  static func plainPreset(_ name: String) -> DetectionProfile? {
    switch name {
    case "twitter": .twitter
    case "mastodon": .mastodon
    case "linkify": .linkify
    default: nil
    }
  }

  /// The options that `arguments` (after the executable's name) spell when they are a plain
  /// `tokens` command line: `tokens`, then at most one `--profile`, one `--format` and one
  /// `--threads`, each as `--name value` or `--name=value`, with a known profile and format and a
  /// thread count ArgumentParser would accept; `nil` for anything else.
  ///
  /// "Plain command lines without the parser": ArgumentParser builds its model of the commands by
  /// reflection and resolves generic types by name on first use, and even a command made without
  /// parsing builds its options' wrappers: a third of a process with empty input. The command
  /// lines this accepts mean the same to ArgumentParser, which parses every other one (and
  /// reports its errors); ``run(profile:format:)`` runs them.
  package static func plainCommandLine(_ arguments: [String]) -> PlainCommandLine? {
    guard arguments.first == "tokens" else { return nil }
    var profile: (name: String, preset: DetectionProfile)?
    var format: Format?
    var threads: Int?
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      let name: Substring
      let value: String
      if let equals = argument.firstIndex(of: "=") {
        name = argument[..<equals]
        value = String(argument[argument.index(after: equals)...])
        index += 1
      } else {
        guard index + 1 < arguments.count else { return nil }
        name = argument[...]
        value = arguments[index + 1]
        index += 2
      }
      switch name {
      case "--profile":
        guard profile == nil, let preset = plainPreset(value) else { return nil }
        profile = (value, preset)
      case "--format":
        guard format == nil, let known = Format(rawValue: value) else { return nil }
        format = known
      case "--threads":
        // Only plain decimal digits: ArgumentParser reads the rest (and reports its errors).
        guard threads == nil, !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
          let count = Int(value), (1...maximumThreads).contains(count)
        else { return nil }
        threads = count
      default: return nil
      }
    }
    return PlainCommandLine(
      profileName: profile?.name ?? "twitter", profile: profile?.preset ?? .twitter, format: format ?? .json,
      threads: threads)
  }

  package func validate() throws {
    guard DetectionProfile.presets[profile] != nil else {
      throw StandardStreams.usageError(
        "Unknown profile '\(profile)'. Use one of: \(DetectionProfile.presets.keys.sorted().joined(separator: ", ")).")
    }
    if let threads, !(1...Self.maximumThreads).contains(threads) {
      throw StandardStreams.usageError("--threads must be from 1 to \(Self.maximumThreads); got \(threads).")
    }
  }

  /// Reads standard input once, detects straight from its UTF-8 bytes and streams the chosen
  /// format to standard output (see ``TokenOutputWriter``); `count` counts the kinds without
  /// making tokens (``TokenDetector/tokenCounts(inUTF8:)``).
  package func run() throws {
    try Self.run(profile: DetectionProfile.presets[profile] ?? .twitter, format: format, threads: threads)
  }

  /// Runs `tokens` with `profile` and `format` on `threads` threads (one per processor when
  /// `nil`; see ``run()``).
  package static func run(profile: DetectionProfile, format: Format, threads: Int? = nil) throws(ExitCode) {
    let detector = TokenDetector(profile: profile)
    // A long input is detected on every processor, in parts; a short one on this thread alone.
    let detection = threads.map { ConcurrentTokenDetection(threads: $0) } ?? .perProcessor
    var writer = TokenOutputWriter()
    switch format {
    case .json, .text:
      // Each token is written as it is made: no array of tokens.
      try StandardStreams.withInputBytes { (bytes) throws(ExitCode) in
        try detection.write(detector, inUTF8: bytes, json: format == .json, to: &writer)
      }
      if format == .json { writer.finishJSON() }
    case .count: try writer.writeCount(try StandardStreams.withInputBytes { detection.tokenCounts(detector, inUTF8: $0) })
    }
    try writer.finish()
  }
}

/// The JSON form of a token: `{"kind", "range": {"location", "length"}, "text", "value"}`, as
/// `JSONEncoder` writes it (``TokenOutputWriter/writeJSON(_:)`` writes the same bytes directly).
package struct TokenRecord: Encodable {
  package struct Range: Encodable {
    package var location: Int
    package var length: Int

    /// A range of `length` UTF-16 units from `location`.
    package init(location: Int, length: Int) {
      self.location = location
      self.length = length
    }
  }

  package var kind: String
  package var range: Range
  package var text: String
  package var value: String

  package init(_ token: Token) {
    kind = token.kind.description
    range = Range(location: token.range.location, length: token.range.length)
    text = token.text
    value = TokenOutputWriter.valueString(token.value)
  }
}
