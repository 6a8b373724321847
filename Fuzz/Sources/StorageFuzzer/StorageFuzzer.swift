import Foundation
import FuzzSupport
import InteractionKitTextTokens

/// The three profiles, built once.
let detectors = [
  TokenDetector(profile: .twitter), TokenDetector(profile: .mastodon), TokenDetector(profile: .linkify),
]

/// Pieces that make tokens and break them: link, mention, hashtag, cashtag and e-mail fragments,
/// white space and line breaks, mixed scripts, emoji and a surrogate pair.
let pieces: [String] = [
  "https://", "http://", "www.", "example.com", ".com", "/path?q=1#f", "@alice", "@", "#tag", "#", "$AAPL", "$",
  "a@b.co", "mail@example.org", " ", "  ", "\n", "\r\n", "\t", "\u{2028}", ".", ",", ":", "/", "-", "_", "(", ")",
  "Zürich", "мир", "한국어", "ไทย", "日本", "🙂", "👩‍👩‍👧", "\u{1F600}", "é", "e\u{301}", "xn--", "t.co", "x.y",
  "localhost:8080", "@user@mastodon.social", "#ハッシュ", "1", "0",
]

/// The scalar-aligned range the storage replaces for `range` (it widens a range that splits a
/// surrogate pair to the whole pair, as `TokenStorage` documents).
func wholeScalars(_ range: NSRange, in units: [UInt16]) -> Range<Int> {
  func splits(_ offset: Int) -> Bool {
    offset > 0 && offset < units.count && (0xD800...0xDBFF).contains(units[offset - 1])
      && (0xDC00...0xDFFF).contains(units[offset])
  }
  let lower = splits(range.location) ? range.location - 1 : range.location
  if range.length == 0 { return lower..<lower }
  let end = range.location + range.length
  return lower..<(splits(end) ? end + 1 : end)
}

/// A replacement: a piece or raw fuzz text.
func replacement(_ input: inout FuzzInput) -> String {
  let count = input.int(below: 4)
  var result = ""
  for _ in 0..<count {
    result += input.bool() ? pieces[input.int(below: pieces.count)] : input.string(maximum: 12)
  }
  return result
}

/// Compares the storage with the model text and a full rescan: every token outside the undetected
/// ranges, and no other (all of them when the storage is fully detected).
func check(_ storage: TokenStorage, model: [UInt16], detector: TokenDetector, step: Int) {
  let units = (try? storage.utf16(in: NSRange(location: 0, length: storage.length))) ?? []
  fuzzCheck(units == model && storage.length == model.count, "step \(step): the text differs from the model")
  let ranges = storage.undetectedRanges
  fuzzCheck(storage.isFullyDetected == ranges.isEmpty, "step \(step): isFullyDetected disagrees with \(ranges)")
  var end = -1
  for range in ranges {
    fuzzCheck(
      range.length > 0 && range.location > end && NSMaxRange(range) <= model.count,
      "step \(step): bad undetected ranges \(ranges)")
    end = NSMaxRange(range)
  }
  func isUndetected(_ offset: Int) -> Bool { ranges.contains { $0.location <= offset && offset < NSMaxRange($0) } }
  let full = detector.tokens(in: String(decoding: model, as: UTF16.self))
  let expected = full.filter { !isUndetected($0.range.location) }
  let actual = storage.tokens
  fuzzCheck(
    actual == expected && storage.tokenCount == expected.count,
    "step \(step): \(detector.profile.name) text \(String(decoding: model, as: UTF16.self).debugDescription)\n"
      + "undetected \(ranges)\nstorage \(actual)\nrescan \(expected)")
}

/// Random edits, detections and token searches over a ``TokenStorage`` (immediate or deferred
/// detection), each compared with a full rescan of the resulting text, the reported token changes
/// included.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let detector = detectors[input.int(below: detectors.count)]
  let deferred = input.bool()
  var model = Array(input.string(maximum: 96).utf16)
  var storage = TokenStorage(
    string: String(decoding: model, as: UTF16.self), detector: detector, detection: deferred ? .deferred : .immediate)
  // The initial string may have repaired invalid UTF-8: the model is what the storage holds.
  model = Array(storage.string.utf16)
  check(storage, model: model, detector: detector, step: -1)
  var previous = storage.tokens
  var step = 0
  while !input.isAtEnd, step < 48 {
    defer { step += 1 }
    var change: TokenStorage.Change?
    var replaced = 0..<0
    var inserted = 0
    var checksChange = true
    switch input.int(below: 10) {
    case 0..<6:
      let location = input.int(below: model.count + 3) - 1
      let length = input.int(below: model.count + 3) - 1
      let range = NSRange(location: location, length: length)
      let units = Array(replacement(&input).utf16)
      let valid = location >= 0 && length >= 0 && location + length <= model.count
      do {
        change = try storage.replaceCharacters(in: range, withUTF16: units)
        fuzzCheck(valid, "step \(step): the invalid range \(range) in \(model.count) units was accepted")
      } catch {
        fuzzCheck(!valid, "step \(step): the valid range \(range) in \(model.count) units threw \(error)")
        fuzzCheck(storage.tokens == previous, "step \(step): a rejected edit changed the tokens")
        continue
      }
      replaced = wholeScalars(range, in: model)
      inserted = units.count
      model.replaceSubrange(replaced, with: units)
      if let change, !deferred {
        fuzzCheck(
          change.editedRange == NSRange(location: replaced.lowerBound, length: inserted)
            && change.changeInLength == inserted - replaced.count,
          "step \(step): change \(change) for replacing \(replaced) with \(inserted) units")
      }
    case 6..<8:
      let location = input.int(below: model.count + 20) - 10
      let range = NSRange(location: location, length: input.int(below: model.count + 20))
      change = storage.detectTokens(in: range)
    case 8:
      let offset = input.int(below: model.count + 10) - 5
      let forward = input.bool()
      let full = detector.tokens(in: String(decoding: model, as: UTF16.self))
      let oracle = forward ? full.first { $0.range.location >= offset } : full.last { $0.range.location < offset }
      let peeked = forward ? storage.nextToken(startingAtOrAfter: offset) : storage.previousToken(startingBefore: offset)
      let kept = storage.tokens
      let found =
        forward ? storage.detectNextToken(startingAtOrAfter: offset) : storage.detectPreviousToken(startingBefore: offset)
      fuzzCheck(
        peeked == oracle && found == oracle && kept == previous,
        "step \(step): token search from \(offset) forward \(forward): peeked \(String(describing: peeked)), "
          + "found \(String(describing: found)), expected \(String(describing: oracle))")
      checksChange = false
    default:
      change = storage.detectAllTokens()
      fuzzCheck(storage.isFullyDetected, "step \(step): detectAllTokens left \(storage.undetectedRanges)")
    }
    check(storage, model: model, detector: detector, step: step)
    // The reported change turns the previous tokens into the current ones.
    let delta = inserted - replaced.count
    let removed = Set(change?.removedTokens ?? [])
    var rebuilt = previous.filter { !removed.contains($0) }.map { token in
      token.range.location >= replaced.upperBound && delta != 0 ? token.offset(by: delta) : token
    }
    rebuilt.append(contentsOf: change?.addedTokens ?? [])
    rebuilt.sort { $0.range.location < $1.range.location }
    fuzzCheck(
      !checksChange || rebuilt == storage.tokens,
      "step \(step): change \(String(describing: change)) does not turn \(previous) into \(storage.tokens)")
    previous = storage.tokens
  }
  storage.detectAllTokens()
  fuzzCheck(
    storage.tokens == detector.tokens(in: String(decoding: model, as: UTF16.self)),
    "after detectAllTokens the tokens differ from a full rescan")
  return 0
}

/// The entry point SwiftPM links (`StorageFuzzer_main`): libFuzzer's driver with ``fuzz(_:_:)``.
@_cdecl("StorageFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  FuzzDriver.run(argc, argv) { data, size in
    var empty: UInt8 = 0
    guard let data else { return fuzz(&empty, 0) }
    return fuzz(data, size)
  }
}
