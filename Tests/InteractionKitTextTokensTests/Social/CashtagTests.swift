import Foundation
import InteractionKitTextTokens
import Testing

/// twitter-text cashtag rules beyond the conformance suite: boundaries, suffix fallbacks, values.
@Suite("Cashtags")
struct CashtagTests {
  static let cashtagsOnly = TokenDetector(profile: DetectionProfile(name: "cashtags", cashtags: .twitter))

  static func cashtags(_ text: String) -> [Token] { cashtagsOnly.tokens(in: text) }

  @Test func valuesAreUpperCased() {
    let found = Self.cashtags("$aapl $Brk.b $x_yz")
    #expect(found.map(\.value) == [.cashtag(symbol: "AAPL"), .cashtag(symbol: "BRK.B"), .cashtag(symbol: "X_YZ")])
    #expect(
      found.map(\.range) == [
        NSRange(location: 0, length: 5), NSRange(location: 6, length: 6), NSRange(location: 13, length: 5),
      ])
  }

  @Test func aSuffixThatDoesNotFitIsLeftOut() {
    #expect(Self.cashtags("$ABC.DEF").map(\.text) == ["$ABC"])
    #expect(Self.cashtags("$ABC._").map(\.text) == ["$ABC"])
    #expect(Self.cashtags("$ABC.D1").map(\.text) == ["$ABC"])
    #expect(Self.cashtags("$ABC.DE.").map(\.text) == ["$ABC.DE"])
    #expect(Self.cashtags("$ABC.").map(\.text) == ["$ABC"])
    #expect(Self.cashtags("$ABCDEF.GH").map(\.text) == ["$ABCDEF.GH"])
  }

  @Test func theSymbolMustEndAtABoundary() {
    #expect(Self.cashtags("$ABCDEFG $AB1 $ABé $AB中").isEmpty)
    for suffix in [" ", "\n", "\u{3000}", ",", "!", "$", "+", "|", "~", "。", "、", "」", "…"] {
      #expect(Self.cashtags("$AB" + suffix).map(\.text) == ["$AB"], "\(suffix.unicodeScalars.map(\.value))")
    }
  }

  @Test func theSignMustStartTheTextOrFollowWhiteSpace() {
    #expect(Self.cashtags("a$AB ($AB .$AB $$AB").isEmpty)
    #expect(Self.cashtags("\t$AB\u{00A0}$CD\u{3000}$EF\u{180E}$GH").map(\.text) == ["$AB", "$CD", "$EF", "$GH"])
  }

  @Test func configuredLimits() {
    let rules = CashtagRules(maximumSymbolLength: 2, maximumSuffixLength: 1)
    #expect(rules.maximumLength == 5)
    let detector = TokenDetector(profile: DetectionProfile(name: "short", cashtags: rules))
    #expect(detector.tokens(in: "$AB.C $ABC $AB.CD").map(\.text) == ["$AB.C", "$AB"])
    #expect(CashtagRules(maximumSymbolLength: 0, maximumSuffixLength: 999).maximumLength == 2 + 1 + 64)
    #expect(CashtagRules.twitter.maximumLength == 10)
  }
}
