import Foundation

/// The text a detector scans: its UTF-16 code units, so matches are NSRange offsets directly.
///
/// Internal to the module; every matcher reads the same buffer.
struct ScanText {
  /// The code units.
  let units: [UInt16]

  init(_ string: String) { units = Self.utf16Units(of: string) }

  /// The string's UTF-16 code units, transcoded straight from its UTF-8 storage.
  ///
  /// Swift strings hold valid UTF-8, so the loop needs no validation. It widens ASCII sixteen
  /// bytes at a time: about 20 times faster than `Array(string.utf16)` on ASCII text and twice as
  /// fast on other scripts, where the UTF-16 view is walked scalar by scalar.
  static func utf16Units(of string: String) -> [UInt16] {
    var string = string
    return string.withUTF8 { utf8 in
      guard let base = utf8.baseAddress, !utf8.isEmpty else { return [] }
      // One unit per byte at most, as the transcoder's sixteen-unit stores need.
      return [UInt16](unsafeUninitializedCapacity: utf8.count) { out, initialized in
        initialized =
          out.baseAddress.map { AnchoredWords.transcode(base, count: utf8.count, from: 0, to: utf8.count, into: $0) } ?? 0
      }
    }
  }
  init(units: [UInt16]) { self.units = units }

  var count: Int { units.count }

  /// The scalar starting at `offset` and its length in code units (1 or 2). A lone surrogate
  /// reads as U+FFFD of length 1, so scanning never stops or crashes on malformed text.
  @inline(__always)
  func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
    let u = units[offset]
    if u < 0xD800 || u > 0xDFFF { return (Unicode.Scalar(u)!, 1) }
    if u <= 0xDBFF, offset + 1 < units.count {
      let low = units[offset + 1]
      if low >= 0xDC00, low <= 0xDFFF {
        let value = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        return (Unicode.Scalar(value)!, 2)
      }
    }
    return ("\u{FFFD}", 1)
  }

  /// The scalar ending just before `offset` and its length, or `nil` at the start of the text.
  @inline(__always)
  func scalar(before offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    guard offset > 0 else { return nil }
    let u = units[offset - 1]
    if u >= 0xDC00, u <= 0xDFFF, offset >= 2 {
      let high = units[offset - 2]
      if high >= 0xD800, high <= 0xDBFF {
        let value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(u) - 0xDC00)
        return (Unicode.Scalar(value)!, 2)
      }
    }
    if u >= 0xD800, u <= 0xDFFF { return ("\u{FFFD}", 1) }
    return (Unicode.Scalar(u)!, 1)
  }

  /// The text of a range as a String (lone surrogates become U+FFFD).
  func string(_ range: Range<Int>) -> String {
    URLStringBuilder.string(units, range)
  }
}

/// A match a built-in or custom matcher found, before overlaps are resolved: plain values, so
/// millions of them move and sort without reference counting.
struct TokenMatch: Hashable {
  /// UTF-16 offsets in the scanned units.
  var range: Range<Int>
  /// What the match is and how its value is built, from the same units as `range`.
  var recipe: TokenValueRecipe

  /// The rank among matches with the same start and length (see ``TokenValueRecipe/priority``).
  var priority: Int { recipe.priority }
}

/// The matches of one scan before overlaps are resolved, and the payloads custom matchers gave.
struct Candidates {
  /// Every rule's matches, rule after rule.
  var matches: [TokenMatch] = []
  /// Custom matches' payloads, indexed by ``TokenValueRecipe/custom(matcher:payload:)``.
  var payloads: [String] = []
}

/// What a detection pass leaves for its tokens: the scanned units, the matches and the custom
/// payloads. Tokens refer to it by match index and build their text and value from it on demand;
/// it is immutable and shared by all tokens of one pass.
final class TokenSource: Sendable {
  /// The scanned UTF-16 units.
  let units: [UInt16]
  /// The pass's matches (kept and dropped), in the units' offsets.
  let matches: [TokenMatch]
  /// Custom matches' payloads.
  let payloads: [String]

  init(units: [UInt16], candidates: Candidates) {
    self.units = units
    self.matches = candidates.matches
    self.payloads = candidates.payloads
  }

  /// The token of match `index`, placed at `location` in the caller's text.
  func token(_ index: Int, at location: Int, detector: TokenDetector) -> Token {
    let match = matches[index]
    return Token(
      kind: detector.kind(of: match.recipe), range: NSRange(location: location, length: match.range.count),
      source: self, index: index)
  }

  /// The token of built-in match `index`, whose ``TokenValueRecipe/priority`` (0 to 4) is
  /// `priority`, placed at `location` in the caller's text.
  ///
  /// "Kinds from the key": overlap resolution reads the priority from the match's key, and the
  /// kind comes from ``TokenDetector/builtInKinds`` by that number, instead of from a switch on the
  /// recipe (an indirect jump per token, mispredicted where kinds alternate).
  func builtInToken(_ index: Int, priority: Int, at location: Int) -> Token {
    Token(
      kind: TokenDetector.builtInKinds[priority], range: NSRange(location: location, length: matches[index].range.count),
      source: self, index: index)
  }

  /// Whether match `index` and match `otherIndex` of `other` have the same length and the same
  /// recipe relative to their starts (custom payloads compared as strings): then they build equal
  /// text and values from equal code units. See ``Token/hasSameRecipe(as:)``.
  func hasSameRecipe(ofMatch index: Int, as other: TokenSource, match otherIndex: Int) -> Bool {
    let match = matches[index]
    let otherMatch = other.matches[otherIndex]
    guard match.range.count == otherMatch.range.count else { return false }
    return match.recipe.isSame(
      as: otherMatch.recipe, shiftedBy: otherMatch.range.lowerBound - match.range.lowerBound, payloads: payloads,
      otherPayloads: other.payloads)
  }

  /// The text of match `index` (a lone surrogate reads as U+FFFD).
  func text(ofMatch index: Int) -> String {
    URLStringBuilder.string(units, matches[index].range)
  }

  /// The typed value of match `index`.
  func value(ofMatch index: Int) -> TokenValue {
    let match = matches[index]
    return match.recipe.value(in: units, range: match.range, payloads: payloads)
  }
}
