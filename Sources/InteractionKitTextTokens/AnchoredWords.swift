/// The words of a text that can hold a built-in token, gathered into one short scan text.
///
/// No built-in token contains ASCII white space (space, tab, line feed, carriage return), and
/// every built-in rule decides a candidate from the candidate's own characters and its one
/// neighbour on each side. So the tokens of a text are the tokens of its white-space-delimited
/// words, and a word can only hold one when it contains an anchor that something follows: `.`,
/// `:` or `/` (links), `@` or `＠` (mentions, e-mails), `#` or `＃` (hashtags), `$` (cashtags).
///
/// The filter reads the string's UTF-8 storage sixteen bytes at a time, skips the words without
/// an anchor (most of a text: about 85 % of the mixed benchmark corpus) and copies each anchored
/// word, with the white-space character on either side of it, into ``units``. The matchers run
/// once over that compact text, and ``originalOffset(of:)`` maps their offsets back. UTF-16
/// offsets of the skipped text are counted sixteen bytes at a time, never transcoded.
///
/// Custom matchers do not go through the filter: they may match white space.
struct AnchoredWords {
  /// One run of original text copied into ``units``.
  struct Segment {
    /// Where the run starts in ``units``.
    var compactStart: Int
    /// Where the run starts in the original text, in UTF-16 units.
    var originalStart: Int
  }

  /// The anchored words and their neighbouring white space, as UTF-16 code units.
  private(set) var units: [UInt16] = []
  /// The copied runs, in order.
  private(set) var segments: [Segment] = []

  /// Gathers the anchored words of `string`.
  init(_ string: String) {
    var string = string
    string.withUTF8 { bytes in
      // UTF-16 never needs more code units than UTF-8 has bytes.
      units = [UInt16](unsafeUninitializedCapacity: bytes.count) { out, initialized in
        initialized = gather(bytes, into: out)
      }
    }
  }

  /// The offset in the original text of the compact offset `offset`.
  ///
  /// `offset` must lie inside a segment or at its end; matches never straddle two segments
  /// because the segments are separated by white space.
  func originalOffset(of offset: Int) -> Int {
    var low = 0
    var high = segments.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if segments[mid].compactStart <= offset { low = mid } else { high = mid - 1 }
    }
    let segment = segments[low]
    return segment.originalStart + (offset - segment.compactStart)
  }

  /// Maps compact offsets to original ones when they come in increasing order, walking the segments
  /// forward instead of searching them.
  struct OffsetCursor {
    let segments: [Segment]
    var index = 0

    /// The offset in the original text of the compact offset `offset`, which must not be smaller
    /// than the one asked for before.
    mutating func originalOffset(of offset: Int) -> Int {
      guard !segments.isEmpty else { return offset }
      while index + 1 < segments.count, segments[index + 1].compactStart <= offset { index += 1 }
      let segment = segments[index]
      return segment.originalStart + (offset - segment.compactStart)
    }
  }

  /// A cursor for mapping increasing compact offsets.
  func offsetCursor() -> OffsetCursor { OffsetCursor(segments: segments) }

  /// Copies the anchored words of `bytes` into `out` and returns the number of units written.
  private mutating func gather(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt16>) -> Int {
    let n = bytes.count
    var i = 0
    var written = 0
    // The UTF-16 offset of byte `countedByte`, advanced lazily.
    var countedByte = 0
    var countedUnits = 0
    // The end of the last copied run (exclusive), in bytes.
    var copiedEnd = 0
    while true {
      i = Self.nextAnchorCandidate(in: bytes, from: i)
      guard i < n else { break }
      guard Self.isAnchor(in: bytes, at: i) else {
        i += 1
        continue
      }
      var wordStart = i
      while wordStart > copiedEnd, !Self.isSpace(bytes[wordStart - 1]) { wordStart -= 1 }
      var wordEnd = i + 1
      while wordEnd < n, !Self.isSpace(bytes[wordEnd]) { wordEnd += 1 }
      let runStart = max(copiedEnd, wordStart > 0 ? wordStart - 1 : 0)
      let runEnd = wordEnd < n ? wordEnd + 1 : n
      if runStart > copiedEnd || segments.isEmpty {
        // A new segment: count the skipped text's UTF-16 length first.
        countedUnits += Self.utf16Length(bytes, from: countedByte, to: runStart)
        segments.append(Segment(compactStart: written, originalStart: countedUnits))
      }
      let copied = Self.transcode(bytes, from: runStart, to: runEnd, into: out, at: written)
      written += copied
      countedUnits += copied
      countedByte = runEnd
      copiedEnd = runEnd
      i = runEnd
    }
    return written
  }

  /// ASCII white space that no built-in token contains.
  @inline(__always)
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  /// Whether the byte at `i` (a candidate from ``nextAnchorCandidate(in:from:)``) starts an
  /// anchor that a non-space character follows.
  @inline(__always)
  static func isAnchor(in bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    let n = bytes.count
    if bytes[i] != 0xEF { return i + 1 < n && !isSpace(bytes[i + 1]) }
    // ＠ is EF BC A0 and ＃ is EF BC 83.
    guard i + 3 < n, bytes[i + 1] == 0xBC, bytes[i + 2] == 0xA0 || bytes[i + 2] == 0x83 else { return false }
    return !isSpace(bytes[i + 3])
  }

  /// The first offset at or after `start` that holds `.`, `:`, `/`, `@`, `#`, `$` or the lead
  /// byte 0xEF, or `bytes.count`. Sixteen bytes are compared at a time.
  @inline(__always)
  static func nextAnchorCandidate(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let n = bytes.count
    var i = start
    guard let base = bytes.baseAddress else { return n }
    let raw = UnsafeRawPointer(base)
    // `.` 2E, `/` 2F, `#` 23, `$` 24, `:` 3A, `@` 40, EF. The vectors are built once: comparing
    // with a scalar literal instead is not specialized and runs about 600 times slower.
    let dot = SIMD16<UInt8>(repeating: 0x2E)
    let slash = SIMD16<UInt8>(repeating: 0x2F)
    let hash = SIMD16<UInt8>(repeating: 0x23)
    let dollar = SIMD16<UInt8>(repeating: 0x24)
    let colon = SIMD16<UInt8>(repeating: 0x3A)
    let at = SIMD16<UInt8>(repeating: 0x40)
    let lead = SIMD16<UInt8>(repeating: 0xEF)
    while i + 16 <= n {
      let v = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
      let hits = (v .== dot) .| (v .== slash) .| (v .== hash) .| (v .== dollar) .| (v .== colon) .| (v .== at) .| (v .== lead)
      if any(hits) { break }
      i += 16
    }
    while i < n {
      switch bytes[i] {
      case 0x2E, 0x2F, 0x23, 0x24, 0x3A, 0x40, 0xEF: return i
      default: i += 1
      }
    }
    return n
  }

  /// The number of UTF-16 code units the valid UTF-8 bytes `start..<end` encode: one per byte
  /// that is not a continuation byte, plus one more per four-byte sequence, sixteen bytes at a time.
  static func utf16Length(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard start < end, let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    var i = start
    var count = 0
    let zero = SIMD16<UInt8>(repeating: 0)
    let one = SIMD16<UInt8>(repeating: 1)
    let topBits = SIMD16<UInt8>(repeating: 0xC0)
    let continuationBits = SIMD16<UInt8>(repeating: 0x80)
    let lastThreeByteLead = SIMD16<UInt8>(repeating: 0xEF)
    while i + 16 <= end {
      // Per-lane counters, emptied before they can overflow (2 × 127 < 256).
      var lanes = zero
      var rounds = 0
      while rounds < 127, i + 16 <= end {
        let v = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
        lanes &+= zero.replacing(with: one, where: (v & topBits) .!= continuationBits)
        lanes &+= zero.replacing(with: one, where: v .> lastThreeByteLead)
        i += 16
        rounds += 1
      }
      for lane in 0..<16 { count += Int(lanes[lane]) }
    }
    while i < end {
      let b = bytes[i]
      if b & 0xC0 != 0x80 { count += 1 }
      if b >= 0xF0 { count += 1 }
      i += 1
    }
    return count
  }

  /// Writes the UTF-16 code units of the valid UTF-8 bytes `start..<end` to `out` from `offset`
  /// on and returns how many it wrote.
  @inline(__always)
  static func transcode(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into out: UnsafeMutableBufferPointer<UInt16>,
    at offset: Int
  ) -> Int {
    var i = start
    var o = offset
    while i < end {
      let b0 = UInt32(bytes[i])
      if b0 < 0x80 {
        out[o] = UInt16(b0)
        i += 1
        o += 1
      } else if b0 < 0xE0 {
        out[o] = UInt16(((b0 & 0x1F) << 6) | (UInt32(bytes[i + 1]) & 0x3F))
        i += 2
        o += 1
      } else if b0 < 0xF0 {
        out[o] = UInt16(((b0 & 0x0F) << 12) | ((UInt32(bytes[i + 1]) & 0x3F) << 6) | (UInt32(bytes[i + 2]) & 0x3F))
        i += 3
        o += 1
      } else {
        let scalar =
          ((b0 & 0x07) << 18) | ((UInt32(bytes[i + 1]) & 0x3F) << 12) | ((UInt32(bytes[i + 2]) & 0x3F) << 6)
          | (UInt32(bytes[i + 3]) & 0x3F)
        let v = scalar - 0x10000
        out[o] = UInt16(0xD800 + (v >> 10))
        out[o + 1] = UInt16(0xDC00 + (v & 0x3FF))
        i += 4
        o += 2
      }
    }
    return o - offset
  }
}
