// In-process detection times for comparing two builds in one session (issue 23): times
// `TokenDetector.tokens(in:)` on a file, as the "tokens.*" benchmarks do, and prints the best and
// median milliseconds per megabyte. Not part of any package target; compile it against a release
// build's objects, one binary per build, and run the binaries alternately:
//
//     swift build -c release --scratch-path .build-x --static-swift-stdlib --product interactionkit
//     swiftc -O -static-stdlib -I .build-x/release/Modules Benchmarks/DetectionTimes/main.swift \
//       .build-x/release/InteractionKitTextTokens.build/*.o -o /tmp/detection-times
//     interactionkit corpus --bytes 1000000 > /tmp/mixed.txt
//     /tmp/detection-times twitter /tmp/mixed.txt 80
//
// Arguments: the profile (twitter, mastodon or linkify), the file, the number of iterations
// (default 50), and `thread` to time the calls on a thread of their own, as the benchmark plugin
// does (glibc gives such a thread an arena of its own, whose memory it hands back between calls).
import Foundation
import InteractionKitTextTokens

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  print("usage: detection-times twitter|mastodon|linkify FILE [ITERATIONS [thread]]")
  exit(2)
}
let profile: DetectionProfile =
  switch arguments[1] {
  case "mastodon": .mastodon
  case "linkify": .linkify
  default: .twitter
  }
let data = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
let text = String(decoding: data, as: UTF8.self)
let iterations = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 50) : 50
let detector = TokenDetector(profile: profile)
/// Times `iterations` calls; returns the token count and the times in milliseconds, sorted.
@Sendable func timeCalls() -> (count: Int, times: [Double]) {
  var times: [Double] = []
  var count = 0
  for _ in 0..<iterations {
    let start = DispatchTime.now().uptimeNanoseconds
    count = detector.tokens(in: text).count
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return (count, times.sorted())
}
/// The result of the calls timed on a thread of their own.
final class ThreadResult: @unchecked Sendable { var value: (count: Int, times: [Double]) = (0, []) }
let (count, times): (Int, [Double])
if arguments.count > 4, arguments[4] == "thread" {
  let result = ThreadResult()
  let done = DispatchSemaphore(value: 0)
  Thread {
    result.value = timeCalls()
    done.signal()
  }.start()
  done.wait()
  (count, times) = result.value
} else {
  (count, times) = timeCalls()
}
let megabytes = Double(text.utf8.count) / 1e6
print(
  String(
    format: "%@ %@: %d tokens, best %.3f ms per MB, median %.3f ms per MB (%.2f GB/s)", arguments[1],
    (arguments[2] as NSString).lastPathComponent, count, times[0] / megabytes, times[times.count / 2] / megabytes,
    megabytes / times[times.count / 2]))
