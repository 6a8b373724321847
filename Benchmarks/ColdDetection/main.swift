// Cold vs warm detection for `scripts/bench-tokens-cli`: times the first `tokens(in:)` of a process
// (which builds whatever the detector builds on first use) and then the same call again, and prints
// both in microseconds. Compiled by the script with `swiftc -O` against the detector's release
// objects; it is not part of any package target.
import Foundation
import InteractionKitTextTokens

let text = String(
  repeating: "Thanks @swiftlang! Notes on #Swift6 at swift.org/blog, and $AAPL is up. Café — привет 🙂 ", count: 12)
func microseconds(_ body: () -> Int) -> (Double, Int) {
  let start = DispatchTime.now().uptimeNanoseconds
  let result = body()
  return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000, result)
}
let detector = TokenDetector(profile: .twitter)
let (cold, first) = microseconds { detector.tokens(in: text).count }
let (warm, second) = microseconds { detector.tokens(in: text).count }
precondition(first == second)
print(String(format: "%.1f %.1f", cold, warm))
