import Foundation
import InteractionKitTextTokens
import Testing

extension SocialLinearityTests {
  @Suite("Cashtags: linear time")
  struct CashtagLinearityTests {
    static let detector = TokenDetector(profile: DetectionProfile(name: "cashtags", cashtags: .twitter))

    static let inputs: [SocialPathologicalInput] = [
      SocialPathologicalInput("$$$$…", SocialLinearityProbe.repeated("$"), 0),
      SocialPathologicalInput("$a$a$a…", SocialLinearityProbe.repeated("$a"), 1),
      SocialPathologicalInput("$a $a …", SocialLinearityProbe.repeated("$a "), SocialLinearityProbe.size / 3),
      SocialPathologicalInput(
        " $ABCDEF.G", SocialLinearityProbe.repeated(" $ABCDEF.G"), SocialLinearityProbe.size / 10),
      SocialPathologicalInput("$aaaa… (no spaces)", "$" + String(repeating: "a", count: SocialLinearityProbe.size), 0),
    ]

    @Test("pathological input costs at most 10× ordinary text (per token when dense)", arguments: inputs)
    func pathologicalInput(_ input: SocialPathologicalInput) {
      let ratio = SocialLinearityProbe.ratio(Self.detector, input.text, expectedTokens: input.expected.0)
      #expect(ratio < SocialLinearityProbe.bound, "\(input.name): \(ratio)×")
    }
  }
}
