// Paired in-process detection times (issue 23): two builds of `InteractionKitTextTokens`, compiled
// as the modules `TokensBase` and `TokensNew`, timed in one process call by call, alternately, so
// that the slow and fast phases of a shared machine fall on both alike. Prints each build's p10 and
// median, in ms per MB, and the quartiles of the per-pair ratio new / base. Not part of any package
// target: `scripts/bench-tokens-pairs` compiles and runs it.
//
// Arguments: the profile (twitter, mastodon or linkify), the file, the number of pairs (default 200).
import Foundation
import TokensBase
import TokensNew

let arguments = CommandLine.arguments
guard arguments.count >= 3, let data = FileManager.default.contents(atPath: arguments[2]) else {
  print("usage: detection-pairs twitter|mastodon|linkify FILE [PAIRS]")
  exit(64)
}
let text = String(decoding: data, as: UTF8.self)
let pairs = arguments.count > 3 ? max(2, Int(arguments[3]) ?? 200) : 200

/// One call of a build's `tokens(in:)`, returning the token count.
typealias Detection = @Sendable () -> Int

/// The two builds' detections with the profile named `name` (twitter's for any other name).
func detections(_ name: String) -> (base: Detection, new: Detection) {
  switch name {
  case "mastodon":
    let (base, new) = (TokensBase.TokenDetector(profile: .mastodon), TokensNew.TokenDetector(profile: .mastodon))
    return ({ [text] in base.tokens(in: text).count }, { [text] in new.tokens(in: text).count })
  case "linkify":
    let (base, new) = (TokensBase.TokenDetector(profile: .linkify), TokensNew.TokenDetector(profile: .linkify))
    return ({ [text] in base.tokens(in: text).count }, { [text] in new.tokens(in: text).count })
  default:
    let (base, new) = (TokensBase.TokenDetector(profile: .twitter), TokensNew.TokenDetector(profile: .twitter))
    return ({ [text] in base.tokens(in: text).count }, { [text] in new.tokens(in: text).count })
  }
}

let (base, new) = detections(arguments[1])
guard base() == new() else {
  print("the two builds find different numbers of tokens")
  exit(1)
}

/// The milliseconds one call takes.
func milliseconds(_ detection: Detection) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  _ = detection()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

var baseTimes: [Double] = []
var newTimes: [Double] = []
var ratios: [Double] = []
for pair in 0..<pairs {
  // Each build goes first in every other pair.
  var b = 0.0
  var n = 0.0
  if pair % 2 == 0 {
    b = milliseconds(base)
    n = milliseconds(new)
  } else {
    n = milliseconds(new)
    b = milliseconds(base)
  }
  baseTimes.append(b)
  newTimes.append(n)
  ratios.append(n / b)
}
baseTimes.sort()
newTimes.sort()
ratios.sort()
/// The value at quantile `q` of sorted values.
func quantile(_ values: [Double], _ q: Double) -> Double { values[Int(Double(values.count - 1) * q)] }
let megabytes = Double(text.utf8.count) / 1e6
print(
  String(
    format: "%@ %@: base p10 %.3f median %.3f, new p10 %.3f median %.3f ms per MB; new / base per pair: %.4f %.4f %.4f",
    arguments[1], (arguments[2] as NSString).lastPathComponent, quantile(baseTimes, 0.1) / megabytes,
    quantile(baseTimes, 0.5) / megabytes, quantile(newTimes, 0.1) / megabytes, quantile(newTimes, 0.5) / megabytes,
    quantile(ratios, 0.25), quantile(ratios, 0.5), quantile(ratios, 0.75)))
