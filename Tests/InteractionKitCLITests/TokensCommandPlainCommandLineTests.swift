import ArgumentParser
import InteractionKitTextTokens
import Testing

@testable import InteractionKitCLICore

/// "Plain command lines without the parser": `TokensCommand.plainCommandLine(_:)` accepts only
/// command lines that ArgumentParser parses to the same options, and leaves every other one to it.
@Suite struct TokensCommandPlainCommandLineTests {
  @Test func acceptedLinesMeanWhatArgumentParserReads() throws {
    let lines: [[String]] = [
      [], ["--format", "count"], ["--profile", "mastodon"], ["--format=text", "--profile=linkify"],
      ["--profile", "linkify", "--format", "json"], ["--format", "count", "--profile=twitter"],
      ["--threads", "1"], ["--threads=3", "--format", "text"], ["--profile", "mastodon", "--threads", "64"],
    ]
    for line in lines {
      let plain = try #require(TokensCommand.plainCommandLine(["tokens"] + line), "\(line)")
      let parsed = try TokensCommand.parse(line)
      #expect(plain.profileName == parsed.profile, "\(line)")
      #expect(plain.profile == DetectionProfile.presets[parsed.profile], "\(line)")
      #expect(plain.format == parsed.format, "\(line)")
      #expect(plain.threads == parsed.threads, "\(line)")
    }
  }

  @Test func plainPresetsAreThePresetsOfTheirNames() {
    for name in ["twitter", "mastodon", "linkify", "Twitter", "other"] {
      #expect(TokensCommand.plainPreset(name) == DetectionProfile.presets[name], "\(name)")
    }
  }

  @Test func everyOtherLineIsLeftToArgumentParser() {
    let lines: [[String]] = [
      ["corpus"], ["tokens", "--format"], ["tokens", "--format", "xml"], ["tokens", "--profile", "Twitter"],
      ["tokens", "--profile", "twitter", "--profile", "mastodon"], ["tokens", "--format=count", "--format=json"],
      ["tokens", "--format="], ["tokens", "--help"], ["tokens", "-h"], ["tokens", "--", "--format", "count"],
      ["tokens", "--formats", "count"], ["tokens", "extra"], ["tokens", "--format", "-1"],
      ["tokens", "--threads", "0"], ["tokens", "--threads", "65"], ["tokens", "--threads", "-2"],
      ["tokens", "--threads", "+2"], ["tokens", "--threads", "two"], ["tokens", "--threads="],
      ["tokens", "--threads", "1", "--threads", "2"], ["tokens", "--threads", "99999999999999999999"],
    ]
    for line in lines {
      #expect(TokensCommand.plainCommandLine(line) == nil, "\(line)")
    }
  }
}
