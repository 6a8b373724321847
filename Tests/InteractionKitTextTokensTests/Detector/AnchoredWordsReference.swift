@testable import InteractionKitTextTokens

/// The anchored-word filter computed byte by byte, as the contract states it: the oracle for the
/// block-at-a-time scan.
///
/// UTF-16 offsets and units come from `String`, not from the filter's own counting or transcoding.
struct ReferenceAnchoredWords: Equatable {
  /// The copied runs' UTF-16 units.
  var units: [UInt16] = []
  /// Each segment's start in `units` and in the original text's UTF-16 offsets.
  var segments: [Pair] = []

  /// A segment as two plain numbers, so results compare and print plainly.
  struct Pair: Equatable, CustomStringConvertible {
    var compactStart: Int
    var originalStart: Int
    var description: String { "(\(compactStart), \(originalStart))" }
  }

  init(units: [UInt16], segments: [Pair]) {
    self.units = units
    self.segments = segments
  }

  /// The filter's result for `words`, in the same form.
  init(_ words: AnchoredWords) {
    units = words.units
    segments = words.segments.map { segment in
      Pair(compactStart: segment.compactStart, originalStart: segment.originalStart)
    }
  }

  /// Gathers the anchored words of `string` one byte at a time.
  init(reference string: String, anchors: AnchoredWords.Anchors = .all) {
    let bytes = Array(string.utf8)
    let n = bytes.count
    // The UTF-16 offset of every scalar boundary (runs start and end on them).
    var utf16Offset = [Int](repeating: -1, count: n + 1)
    var byte = 0
    var unit = 0
    for scalar in string.unicodeScalars {
      utf16Offset[byte] = unit
      byte += UTF8.width(scalar)
      unit += UTF16.width(scalar)
    }
    utf16Offset[n] = unit

    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    func isAnchor(_ i: Int) -> Bool {
      switch bytes[i] {
      case UInt8(ascii: "."), UInt8(ascii: "/"):
        return anchors.contains(.dotsAndSlashes) && i + 1 < n && !isSpace(bytes[i + 1])
      case UInt8(ascii: "$"):
        return anchors.contains(.dollar) && i + 1 < n && !isSpace(bytes[i + 1])
      case UInt8(ascii: "#"):
        return anchors.contains(.hashes) && i + 1 < n && !isSpace(bytes[i + 1])
      case UInt8(ascii: ":"), UInt8(ascii: "@"):
        return i + 1 < n && !isSpace(bytes[i + 1])
      case 0xEF:
        // ＠ (EF BC A0), and ＃ (EF BC 83) with hash signs.
        return i + 3 < n && bytes[i + 1] == 0xBC
          && (bytes[i + 2] == 0xA0 || (anchors.contains(.hashes) && bytes[i + 2] == 0x83)) && !isSpace(bytes[i + 3])
      default:
        return false
      }
    }

    var i = 0
    var copiedEnd = 0
    while i < n {
      guard isAnchor(i) else {
        i += 1
        continue
      }
      var wordStart = i
      while wordStart > copiedEnd, !isSpace(bytes[wordStart - 1]) { wordStart -= 1 }
      var wordEnd = i + 1
      while wordEnd < n, !isSpace(bytes[wordEnd]) { wordEnd += 1 }
      let runStart = max(copiedEnd, wordStart - 1)
      let runEnd = min(n, wordEnd + 1)
      if runStart > copiedEnd || segments.isEmpty {
        segments.append(Pair(compactStart: units.count, originalStart: utf16Offset[runStart]))
      }
      units += String(decoding: bytes[runStart..<runEnd], as: UTF8.self).utf16
      copiedEnd = runEnd
      i = runEnd
    }
  }
}

/// Text pieces that stress the filter: white space, anchors, bytes that look like anchors, and
/// scalars of every UTF-8 length.
enum AnchoredWordsPieces {
  /// Single scalars, one per UTF-8 shape the scan treats differently.
  static let scalars: [String] = [
    "a", "Z", "0", "-", ",", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{0}", "\u{7F}", ".", "/", ":", "@", "#", "$",
    "é", "\u{80}", "\u{7FF}", "中", "\u{800}", "\u{FFFF}", "＠", "＃", "，", "ｂ", "\u{EFFF}", "🙂", "\u{10000}",
    "\u{10FFFF}", "👩‍👩‍👧",
  ]

  /// Short probes placed at chosen offsets.
  static let probes: [String] = [
    "x.co", ".a", "@", "@b", "＠u", "＃t", "＠ ", "＃", "#", "a b.c", " ", "\t$X", "\r\n@y", "a.", "/", ":x", "é@x.co",
    "🙂.🙂", "$\u{FFFF}", "，@",
  ]

  /// Fillers that make up the text around a probe.
  static let fillers: [String] = ["a", "é", "中", "🙂", "ab cd ", "\u{FFFF}"]

  /// `count` bytes of `filler`, topped up with `q` where a multi-byte filler does not fit.
  static func bytes(_ count: Int, of filler: String) -> [UInt8] {
    let unit = Array(filler.utf8)
    var out: [UInt8] = []
    while out.count + unit.count <= count { out += unit }
    while out.count < count { out.append(UInt8(ascii: "q")) }
    return out
  }

  /// `prefix` bytes of `filler`, the probe, then `suffix` bytes of `filler`.
  static func text(prefix: Int, probe: String, suffix: Int, filler: String) -> String {
    String(decoding: bytes(prefix, of: filler) + Array(probe.utf8) + bytes(suffix, of: filler), as: UTF8.self)
  }
}
