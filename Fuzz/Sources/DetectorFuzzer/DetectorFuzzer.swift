import Foundation
import FuzzSupport
import InteractionKitTextTokens

/// The three detectors, built once.
let detectors = [
  TokenDetector(profile: .twitter), TokenDetector(profile: .mastodon), TokenDetector(profile: .linkify),
]

/// The token detector on arbitrary text, with the profile picked by the first byte: no crash, and
/// every token's range lies within the text, tokens are sorted and do not overlap, and a token's
/// text is the text of its range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let detector = detectors[input.int(below: detectors.count)]
  let text = input.remainingString()
  let units = Array(text.utf16)
  let tokens = detector.tokens(in: text)
  var end = 0
  for token in tokens {
    let range = token.range
    fuzzCheck(
      range.location >= end && range.length > 0 && range.location + range.length <= units.count,
      "\(detector.profile.name): token \(token) out of order, overlapping or outside \(units.count) units")
    let slice = String(decoding: units[range.location..<(range.location + range.length)], as: UTF16.self)
    fuzzCheck(token.text == slice, "\(detector.profile.name): token \(token) does not hold the text of its range \(slice)")
    end = range.location + range.length
  }
  return 0
}

/// The entry point SwiftPM links (`DetectorFuzzer_main`): libFuzzer's driver with ``fuzz(_:_:)``.
@_cdecl("DetectorFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  FuzzDriver.run(argc, argv) { data, size in
    var empty: UInt8 = 0
    guard let data else { return fuzz(&empty, 0) }
    return fuzz(data, size)
  }
}
