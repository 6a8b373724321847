import Foundation
import InteractionKitTestSupport
import InteractionKitTextTokens
import Testing

/// A pathological input for the linear-time tests, shown by name only.
struct SocialPathologicalInput: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  /// The expected token counts (first profile, second profile).
  var expected: (Int, Int)

  init(_ name: String, _ text: String, _ first: Int, _ second: Int = 0) {
    self.name = name
    self.text = text
    self.expected = (first, second)
  }

  var testDescription: String { name }
}

/// Compares the time a detector takes on pathological input with its time on the same amount of
/// ordinary text, in the same test run. Only ratios are asserted (no absolute timings), with a
/// generous bound: linear matchers stay within a small factor, while a quadratic one on 200 kB
/// would be thousands of times slower.
///
/// Inputs that yield no or one token are compared by total time. Inputs that are nearly all
/// tokens (`@a @a …`) are compared by time per token, since building a token (its text, value
/// and array slot) rightly costs more than skipping a character.
enum SocialLinearityProbe {
  /// The number of UTF-16 units of each input.
  static let size = 200_000
  /// The largest accepted ratio.
  static let bound = 10.0

  /// About `size` UTF-16 units of mixed-script prose in which roughly one word in ten is a token.
  static let ordinaryText: String = {
    let words = [
      "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "café", "naïve", "Straße", "привет", "мир",
      "日本語", "テキスト", "中文", "مرحبا", "שלום", "👍", "👨‍👩‍👧", "e\u{301}", "(see", "this),", "and", "a.b", "x@y",
    ]
    let tokens = ["@alice", "@bob@example.org", "#swift", "#日本", "$AAPL", "https://example.com/a", "me@example.com"]
    var generator = SplitMix64(seed: 42)
    var text = ""
    var units = 0
    while units < size {
      let pick = Int(generator.next() % 100)
      let word = pick < 10 ? tokens[pick % tokens.count] : words[pick % words.count]
      text += word
      text += generator.next() % 12 == 0 ? "\n" : " "
      units += word.utf16.count + 1
    }
    return text
  }()

  /// The best of `runs` wall-clock durations of each of two jobs, measured alternately so that
  /// both see the same machine load, in seconds.
  static func seconds(runs: Int = 7, _ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
    var best = (Double.infinity, Double.infinity)
    let clock = ContinuousClock()
    func seconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
    for _ in 0..<runs {
      best.0 = min(best.0, seconds(clock.measure(first)))
      best.1 = min(best.1, seconds(clock.measure(second)))
    }
    return best
  }

  /// `pattern` repeated to `size` units.
  static func repeated(_ pattern: String) -> String {
    String(repeating: pattern, count: size / pattern.utf16.count)
  }

  /// The ratio of the detector's cost on `text` to its cost on ``ordinaryText`` (per token when
  /// `text` yields more than one), after checking that `text` yields `expectedTokens` tokens.
  static func ratio(_ detector: TokenDetector, _ text: String, expectedTokens: Int) -> Double {
    var count = 0
    var ordinaryCount = 0
    let (pathological, ordinary) = seconds(
      { count = detector.tokens(in: text).count }, { ordinaryCount = detector.tokens(in: ordinaryText).count })
    #expect(count == expectedTokens)
    #expect(ordinaryCount > 100)
    guard count > 1 else { return pathological / max(ordinary, 1e-9) }
    return (pathological / Double(count)) / max(ordinary / Double(max(ordinaryCount, 1)), 1e-12)
  }
}

/// The linear-time suites, run one test at a time so their timings do not disturb each other.
@Suite("Linear time", .serialized)
struct SocialLinearityTests {}

extension SocialLinearityTests {
  @Suite("Mentions: linear time")
  struct MentionLinearityTests {
    static let twitter = TokenDetector(profile: DetectionProfile(name: "mentions", mentions: .twitter))
    static let mastodon = TokenDetector(profile: DetectionProfile(name: "mentions", mentions: .mastodon))

    static let inputs: [SocialPathologicalInput] = [
      SocialPathologicalInput("@@@@…", SocialLinearityProbe.repeated("@"), 0, 0),
      SocialPathologicalInput("@a@a@a…", SocialLinearityProbe.repeated("@a"), 0, 0),
      SocialPathologicalInput(
        "@a @a …", SocialLinearityProbe.repeated("@a "), SocialLinearityProbe.size / 3, SocialLinearityProbe.size / 3),
      SocialPathologicalInput(
        "@aaaa… (no spaces)", "@" + String(repeating: "a", count: SocialLinearityProbe.size), 1, 0),
      SocialPathologicalInput("@a@a.a.a.…", "@a@" + SocialLinearityProbe.repeated("a."), 0, 0),
      SocialPathologicalInput("@a.a.a.…", "@" + SocialLinearityProbe.repeated("a."), 1, 0),
      SocialPathologicalInput(
        " @a@b.c.d …", SocialLinearityProbe.repeated(" @a@b.c.d"), 0, SocialLinearityProbe.size / 9),
      SocialPathologicalInput("＠＠＠…", SocialLinearityProbe.repeated("＠"), 0, 0),
    ]

    @Test("pathological input costs at most 10× ordinary text (per token when dense)", arguments: inputs)
    func pathologicalInput(_ input: SocialPathologicalInput) {
      let twitter = SocialLinearityProbe.ratio(Self.twitter, input.text, expectedTokens: input.expected.0)
      #expect(twitter < SocialLinearityProbe.bound, "twitter \(input.name): \(twitter)×")
      let mastodon = SocialLinearityProbe.ratio(Self.mastodon, input.text, expectedTokens: input.expected.1)
      #expect(mastodon < SocialLinearityProbe.bound, "mastodon \(input.name): \(mastodon)×")
    }
  }
}
