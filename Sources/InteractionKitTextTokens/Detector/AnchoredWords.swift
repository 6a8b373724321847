/// The words of a text that can hold a built-in token, gathered into one short scan text.
///
/// No built-in token contains ASCII white space (space, tab, line feed, carriage return), and
/// every built-in rule decides a candidate from the candidate's own characters and its one
/// neighbour on each side. So the tokens of a text are the tokens of its white-space-delimited
/// words, and a word can only hold one when it contains an anchor that something follows: `.`,
/// `:` or `/` (links), `@` or `＠` (mentions, e-mails), `#` or `＃` (hashtags), `$` (cashtags).
/// A profile that finds no links without a scheme (Mastodon's) needs no `.` or `/` — every link it
/// finds has a `:` — one without cashtags no `$`, and one without hashtags (linkify's) no `#` or
/// `＃`; see ``Anchors``.
///
/// The filter reads the string's UTF-8 storage 32 bytes at a time (see
/// ``gather(_:count:mode:anchors:passesOverPlainAddresses:into:segments:length:)``), skips the
/// words without an anchor (most of a text: about 85 % of the mixed benchmark corpus)
/// and copies each anchored word, with the white-space character on either side of it, into
/// ``units``. The matchers run once over that compact text, and ``originalOffset(of:)`` maps their
/// offsets back. UTF-16 offsets of the skipped text are counted in the same pass, sixteen bytes at
/// a time, never transcoded.
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

  /// The anchors a filter looks for besides `:`, `@` and `＠`, which always count.
  struct Anchors: OptionSet {
    let rawValue: UInt8
    /// `.` and `/`: links without a scheme (and linkify's `//` links).
    static let dotsAndSlashes = Anchors(rawValue: 1)
    /// `$`: cashtags.
    static let dollar = Anchors(rawValue: 2)
    /// `#` and `＃`: hashtags.
    static let hashes = Anchors(rawValue: 4)
    /// Every anchor: what the built-in rules of any profile need.
    static let all: Anchors = [.dotsAndSlashes, .dollar, .hashes]
  }

  /// The anchored words and their neighbouring white space, as UTF-16 code units.
  private(set) var units: [UInt16] = []
  /// The copied runs, in order.
  private(set) var segments: [Segment] = []
  /// The UTF-16 length of the whole text, when the words were gathered from UTF-8 with their
  /// offsets (0 otherwise).
  private(set) var utf16Length = 0

  /// Gathers the words of `string` that hold one of the anchors `anchors` adds to `:`, `@` and `＠`;
  /// with `passesOverPlainAddresses`, the plain addresses among them are passed over (see
  /// ``isPlainAddress(_:count:at:from:to:)``).
  init(_ string: String, anchors: Anchors = .all, passesOverPlainAddresses: Bool = false) {
    var string = string
    self = string.withUTF8 {
      AnchoredWords(utf8: $0, anchors: anchors, passesOverPlainAddresses: passesOverPlainAddresses)
    }
  }

  /// Gathers the anchored words of well-formed UTF-8 text (see
  /// ``init(_:anchors:passesOverPlainAddresses:)``).
  init(utf8 bytes: UnsafeBufferPointer<UInt8>, anchors: Anchors = .all, passesOverPlainAddresses: Bool = false) {
    var segments: [Segment] = []
    var length = 0
    units =
      Self.compactUnits(
        of: bytes, mode: MeasuringOffsets.self, anchors: anchors, passesOverPlainAddresses: passesOverPlainAddresses,
        segments: &segments, length: &length) ?? []
    self.segments = segments
    utf16Length = length
  }

  /// Gathers the anchored words of UTF-8 bytes that have not been validated, or gives `nil` when
  /// they are not well-formed UTF-8: "validation in the scan", one reading of the bytes instead of
  /// a validation and then a scan. Without `measuresOffsets`, no segments are recorded and
  /// ``utf16Length`` is 0: only the words' units are known, enough to count tokens.
  init?(
    validatingUTF8 bytes: UnsafeBufferPointer<UInt8>, anchors: Anchors = .all, passesOverPlainAddresses: Bool = false,
    measuresOffsets: Bool
  ) {
    var segments: [Segment] = []
    var length = 0
    let units =
      measuresOffsets
      ? Self.compactUnits(
        of: bytes, mode: Validating.self, anchors: anchors, passesOverPlainAddresses: passesOverPlainAddresses,
        segments: &segments, length: &length)
      : Self.compactUnits(
        of: bytes, mode: ValidatingWithoutOffsets.self, anchors: anchors,
        passesOverPlainAddresses: passesOverPlainAddresses, segments: &segments, length: &length)
    guard let units else { return nil }
    self.units = units
    self.segments = segments
    utf16Length = length
  }

  /// The units ``gather(_:count:mode:anchors:passesOverPlainAddresses:into:segments:length:)`` writes
  /// for `bytes`, or `nil` when `Mode` validates and the bytes are not well-formed UTF-8; `length` is
  /// set as it sets it.
  private static func compactUnits<Mode: GatherMode>(
    of bytes: UnsafeBufferPointer<UInt8>, mode: Mode.Type, anchors: Anchors, passesOverPlainAddresses: Bool,
    segments: inout [Segment], length: inout Int
  ) -> [UInt16]? {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return [] }
    var isValid = true
    // UTF-16 never needs more code units than UTF-8 has bytes, and the copy's block stores need
    // that room (see `transcode`).
    let compact = [UInt16](unsafeUninitializedCapacity: bytes.count) { out, initialized in
      initialized = 0
      guard let out = out.baseAddress else { return }
      HugePages.advise(out, byteCount: bytes.count * MemoryLayout<UInt16>.stride)
      if let written = gather(
        base, count: bytes.count, mode: mode, anchors: anchors, passesOverPlainAddresses: passesOverPlainAddresses,
        into: out, segments: &segments, length: &length)
      {
        initialized = written
      } else {
        isValid = false
      }
    }
    guard isValid else { return nil }
    // Tokens keep the units alive. A large text's room is mapped memory whose unused part is
    // never written and takes no pages, so it stays (a copy would write the words twice); a
    // small text's room comes from the heap and is given back when the words leave much of it.
    let unused = bytes.count - compact.count
    guard bytes.count < largeText, unused > max(compact.count / 4, 1_024) else { return compact }
    return compact.withUnsafeBufferPointer { [UInt16]($0) }
  }

  /// The length in bytes from which a text's compact units keep their full room (see
  /// `compactUnits(of:mode:anchors:passesOverPlainAddresses:segments:length:)`): 128 kB of units,
  /// where allocators map memory instead of reusing heap.
  static let largeText = 1 << 16

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
  ///
  /// "Steps without branches": consecutive tokens mostly lie in the same segment, the next one or
  /// the one after it, in no predictable pattern, so a loop that tests each segment mispredicted
  /// about once per token (3 % of detection). The first two steps are conditional moves; only a
  /// token further on goes through the loop.
  struct OffsetCursor {
    let segments: [Segment]
    var index = 0

    /// The offset in the original text of the compact offset `offset`, which must not be smaller
    /// than the one asked for before.
    mutating func originalOffset(of offset: Int) -> Int {
      segments.withUnsafeBufferPointer { segments in
        guard !segments.isEmpty else { return offset }
        var i = Self.step(segments, from: Self.step(segments, from: index, toward: offset), toward: offset)
        while i &+ 1 < segments.count, segments[i &+ 1].compactStart <= offset { i &+= 1 }
        index = i
        let segment = segments[i]
        return segment.originalStart &+ (offset &- segment.compactStart)
      }
    }

    /// `i + 1` when segment `i + 1` exists and starts at or before `offset`, else `i`; a select, not
    /// a branch (the last segment reads itself, which leaves `i` as it is).
    @inline(__always)
    static func step(_ segments: UnsafeBufferPointer<Segment>, from i: Int, toward offset: Int) -> Int {
      let next = Swift.min(i &+ 1, segments.count &- 1)
      return segments[next].compactStart <= offset ? next : i
    }
  }

  /// A cursor for mapping increasing compact offsets.
  func offsetCursor() -> OffsetCursor { OffsetCursor(segments: segments) }
}
