import Foundation
import InteractionKitTextTokens
import Testing

extension SocialLinearityTests {
  @Suite("Hashtags: linear time")
  struct HashtagLinearityTests {
    static let twitter = TokenDetector(profile: DetectionProfile(name: "hashtags", hashtags: .twitter))
    static let mastodon = TokenDetector(profile: DetectionProfile(name: "hashtags", hashtags: .mastodon))

    static let inputs: [SocialPathologicalInput] = [
      SocialPathologicalInput("####…", SocialLinearityProbe.repeated("#"), 0, 0),
      SocialPathologicalInput("#a#a#a…", SocialLinearityProbe.repeated("#a"), 0, 1),
      SocialPathologicalInput(
        "#a #a …", SocialLinearityProbe.repeated("#a "), SocialLinearityProbe.size / 3, SocialLinearityProbe.size / 3),
      SocialPathologicalInput("＃＃＃…", SocialLinearityProbe.repeated("＃"), 0, 0),
      SocialPathologicalInput(
        "#aaaa… (no spaces)", "#" + String(repeating: "a", count: SocialLinearityProbe.size), 0, 0),
      SocialPathologicalInput("#a·a·a·…", "#" + SocialLinearityProbe.repeated("a·"), 0, 0),
      SocialPathologicalInput("#1#1#1…", SocialLinearityProbe.repeated("#1"), 0, 0),
      SocialPathologicalInput("#ahttp#ahttp…", SocialLinearityProbe.repeated("#ahttp"), 0, 1),
      SocialPathologicalInput(
        " #a·", SocialLinearityProbe.repeated(" #a·"), SocialLinearityProbe.size / 4, SocialLinearityProbe.size / 4),
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
