import Foundation
import Testing

/// A plain negative value after its option (`--target -8.5,…`) is a value, not an unknown option.
@Suite struct NegativeNumberArgumentsTests {
  @Test func calloutAcceptsAPlainNegativeTarget() throws {
    let plain = try CalloutCommandTests.json(["--container", "320x480", "--target", "-8.5,200,20,40"])
    let joined = try CalloutCommandTests.json(["--container", "320x480", "--target=-8.5,200,20,40"])
    #expect(CalloutCommandTests.rect(plain["frame"]) != nil)
    #expect(CalloutCommandTests.rect(plain["frame"]) == CalloutCommandTests.rect(joined["frame"]))
  }

  @Test func aNegativeValueStillNamesAMissingOptionValueWhenNoOptionPrecedesIt() throws {
    let result = try TokenCommandsTests.run(["callout", "-8.5,200,20,40", "--out", "-"], input: "")
    #expect(result.status == 64, "\(result.output)")
  }
}
