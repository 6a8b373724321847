import Foundation
import InteractionKitTextTokens
import InteractionKitTestSupport
import Testing

/// URL and e-mail detection stays linear on inputs that make backtracking detectors slow: each
/// pathological input of 200,000 UTF-16 units is timed against the same amount of ordinary text
/// in the same test (best of several alternating runs), and only the ratio is asserted, with a
/// generous bound of 10×. A quadratic matcher on 200 kB would be thousands of times slower.
///
/// Inputs with more tokens than the ordinary text are allowed time in proportion to their tokens
/// (the bound is on time per token), since building a token (its text, value and array slot)
/// rightly costs more than skipping a character: linear means linear in length plus tokens.
@Suite(.serialized) struct URLLinearityTests {
  static let size = 200_000
  static let bound = 10.0

  static let profiles: [DetectionProfile] = [
    DetectionProfile(name: "twitter-urls", urls: .twitter),
    DetectionProfile(name: "mastodon-urls", urls: .mastodon, emails: .standard),
    .linkify,
  ]

  /// One pathological input, shown by name.
  struct Input: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var testDescription: String { name }

    /// `unit` repeated to about `size` UTF-16 units.
    init(_ name: String, repeating unit: String) {
      self.name = name
      text = String(repeating: unit, count: max(1, URLLinearityTests.size / unit.utf16.count))
    }

    init(_ name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  static let inputs: [Input] = [
    Input("letters without a dot", repeating: "a"),
    Input("a.a.a.a…", repeating: "a."),
    Input("a URL followed by thousands of dots", repeating: "https://example.com/path" + String(repeating: ".", count: 4000) + " "),
    Input("http:// repeated", repeating: "http://"),
    Input("only dots", repeating: "."),
    Input("a-a-a-a…", repeating: "a-"),
    Input("a+a+a+… then a TLD", text: String(repeating: "a+", count: size / 2 - 4) + ".com"),
    Input("CJK with dots", repeating: "日本語."),
    Input("unclosed parentheses in a path", repeating: "x.com/(a"),
    Input("unclosed brackets in a path", repeating: "x.com/[a"),
    Input("unclosed quotes in a path", repeating: "x.com/\"a"),
    Input("unclosed braces in a path", repeating: "x.com/{a"),
    Input("parenthesised links", repeating: "(http://a.com/("),
    Input("links in links", repeating: "a.com/http://"),
    Input("neutral links", repeating: "//a.com/"),
    Input("@@@@…", repeating: "@"),
    Input("a@a@a@…", repeating: "a@"),
    Input("mailto: repeated", repeating: "mailto:"),
    Input("slashes", repeating: "/"),
    Input("xmpp: and magnet:? repeated", repeating: "xmpp:magnet:?"),
    Input("a long host without a TLD", text: "http://" + String(repeating: "ab.", count: size / 3)),
    Input("a long name before @", text: String(repeating: "a", count: size) + "@example.com"),
    Input("host after @ without end", text: "x@" + String(repeating: "a-", count: size / 2)),
    Input("dense URLs", repeating: "a.com "),
    Input("dense e-mails", repeating: "a@b.com "),
  ]

  /// About `size` UTF-16 units of mixed-script prose with roughly one URL or address in ten words.
  static let ordinaryText: String = {
    let words = [
      "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog.", "café", "naïve", "Straße", "привет", "мир",
      "日本語", "テキスト", "中文", "مرحبا", "שלום", "👍", "👨‍👩‍👧", "e\u{301}", "(see", "this),", "and", "a.b", "x@y", "end.",
    ]
    let tokens = [
      "https://example.com/a/b?c=d", "www.example.org", "example.co.uk/path", "me@example.com", "@alice", "t.co/xyz",
    ]
    var random = SplitMix64(seed: 7)
    func next() -> UInt64 { random.next() }
    var text = ""
    var units = 0
    while units < size {
      let pick = Int(next() % 100)
      let word = pick < 10 ? tokens[pick % tokens.count] : words[pick % words.count]
      text += word + (next() % 12 == 0 ? "\n" : " ")
      units += word.utf16.count + 1
    }
    return text
  }()

  /// The best of `runs` durations of each of two jobs, measured alternately, in seconds (the
  /// same measurement as the social-token linearity suites).
  static func seconds(runs: Int = 3, _ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
    SocialLinearityProbe.seconds(runs: runs, first, second)
  }

  @Test(arguments: inputs)
  func detectionTimeStaysWithinABoundOfOrdinaryText(_ input: Input) {
    #expect(abs(input.text.utf16.count - Self.size) < 5000)
    for profile in Self.profiles {
      let detector = TokenDetector(profile: profile)
      var ordinaryCount = 0
      var pathologicalCount = 0
      let (ordinary, pathological) = Self.seconds(
        { ordinaryCount = detector.tokens(in: Self.ordinaryText).count },
        { pathologicalCount = detector.tokens(in: input.text).count })
      #expect(ordinaryCount > 500, "\(profile.name)")
      let tokenShare = max(1, Double(pathologicalCount) / Double(ordinaryCount))
      let ratio = pathological / (ordinary * tokenShare)
      #expect(ratio < Self.bound, "\(profile.name): \(input.name) took \(ratio)× ordinary text")
    }
  }

  @Test func denseInputsReallyAreDense() {
    let dense = Dictionary(uniqueKeysWithValues: Self.inputs.map { ($0.name, $0.text) })
    let urls = TokenDetector(profile: Self.profiles[0]).tokens(in: dense["dense URLs"] ?? "")
    #expect(urls.count == Self.size / 6)
    let emails = TokenDetector(profile: .linkify).tokens(in: dense["dense e-mails"] ?? "")
    #expect(emails.count == Self.size / 8)
  }
}
