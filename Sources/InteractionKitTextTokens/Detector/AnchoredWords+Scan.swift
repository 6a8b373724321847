/// The scan that finds the anchored words and copies them.
extension AnchoredWords {
  /// Copies the anchored words of the `count` bytes at `base` to `out` and returns the number of
  /// units written. `out` must have room for `count` units.
  ///
  /// The text is read once, two blocks of sixteen bytes at a time. A pair without an anchor
  /// candidate only has its UTF-16 units counted, in lanes (see ``UnitCounter``). In a pair with
  /// one, the first candidate comes from the lane masks without a branch on which block holds it;
  /// the anchor's word ends come from the white space of the 32 bytes after it and the 16 before
  /// it; the word and its neighbouring white space are copied, and the scan starts over right
  /// after them, where the UTF-16 offset is known exactly. Rare cases (a candidate that is no
  /// anchor, a word reaching further, a run that is not short ASCII) take slower paths, the longer
  /// ones out of line so that the loop keeps its constants in registers.
  ///
  /// "One scan per anchor set": the scan is compiled once for each built-in profile's set of
  /// anchors (see ``AnchorSet``), so a profile without `.`, `/` or `$` (Mastodon's) or without `#`
  /// (linkify's) does not test every block for them and mask the result off; other sets share a
  /// scan that masks at run time.
  ///
  /// `Mode` says what else the scan does (see ``GatherMode``). The result is `nil` when `Mode`
  /// validates and the bytes are not well-formed UTF-8 (the units written are then not to be used).
  /// When `Mode` measures offsets, the segments are appended and `length` is set to the UTF-16
  /// length of the whole text.
  static func gather<Mode: GatherMode>(
    _ base: UnsafePointer<UInt8>, count n: Int, mode: Mode.Type, anchors: Anchors, passesOverPlainAddresses: Bool,
    into out: UnsafeMutablePointer<UInt16>, segments: inout [Segment], length: inout Int
  ) -> Int? {
    switch anchors {
    case .all:
      gather(
        base, count: n, anchorSet: AllAnchors.self, mode: mode, anchors: anchors,
        passesOverPlainAddresses: passesOverPlainAddresses, into: out, segments: &segments, length: &length)
    case .dotsAndSlashes:
      gather(
        base, count: n, anchorSet: DotsAndSlashes.self, mode: mode, anchors: anchors,
        passesOverPlainAddresses: passesOverPlainAddresses, into: out, segments: &segments, length: &length)
    case .hashes:
      gather(
        base, count: n, anchorSet: Hashes.self, mode: mode, anchors: anchors,
        passesOverPlainAddresses: passesOverPlainAddresses, into: out, segments: &segments, length: &length)
    default:
      gather(
        base, count: n, anchorSet: AnyAnchors.self, mode: mode, anchors: anchors,
        passesOverPlainAddresses: passesOverPlainAddresses, into: out, segments: &segments, length: &length)
    }
  }

  /// What a scan does besides gathering the words, as a type: the scan is specialized for each
  /// mode, and the work a mode leaves out folds away.
  protocol GatherMode {
    /// Whether the scan counts the UTF-16 units of the text it passes over and records the
    /// segments, which map compact offsets back to the original text.
    static var measuresOffsets: Bool { get }
    /// Whether the scan checks, as it reads them, that the bytes are well-formed UTF-8 (otherwise
    /// they must be).
    static var validates: Bool { get }
  }

  /// Well-formed text whose tokens need their offsets: ``init(utf8:anchors:passesOverPlainAddresses:)``.
  enum MeasuringOffsets: GatherMode {
    static var measuresOffsets: Bool { true }
    static var validates: Bool { false }
  }

  /// Bytes not yet validated, whose tokens are only counted:
  /// ``init(validatingUTF8:anchors:passesOverPlainAddresses:measuresOffsets:)``.
  enum ValidatingWithoutOffsets: GatherMode {
    static var measuresOffsets: Bool { false }
    static var validates: Bool { true }
  }

  /// Bytes not yet validated, whose tokens need their offsets:
  /// ``init(validatingUTF8:anchors:passesOverPlainAddresses:measuresOffsets:)``.
  enum Validating: GatherMode {
    static var measuresOffsets: Bool { true }
    static var validates: Bool { true }
  }

  /// A set of anchors as a type: the scan
  /// (``gather(_:count:anchorSet:mode:anchors:passesOverPlainAddresses:into:segments:length:)``) is
  /// specialized for each, and its lane tests for the anchors a set lacks fold away.
  protocol AnchorSet {
    /// The anchors besides `:`, `@` and `＠`, or `nil` for the set the scan is given at run time.
    static var anchors: Anchors? { get }
  }

  /// Every anchor (the twitter profile's).
  enum AllAnchors: AnchorSet { static var anchors: Anchors? { .all } }
  /// `.` and `/` but no `$`, `#` or `＃` (the linkify profile's).
  enum DotsAndSlashes: AnchorSet { static var anchors: Anchors? { .dotsAndSlashes } }
  /// `#` and `＃` but no `.`, `/` or `$` (the Mastodon profile's).
  enum Hashes: AnchorSet { static var anchors: Anchors? { .hashes } }
  /// Any other set, tested at run time (profiles of mixed rules).
  enum AnyAnchors: AnchorSet { static var anchors: Anchors? { nil } }

  /// ``gather(_:count:mode:anchors:passesOverPlainAddresses:into:segments:length:)`` for the anchors
  /// of `Set` (or `runtimeAnchors` for ``AnyAnchors``).
  ///
  /// "Validation in the scan" (``ValidatingWithoutOffsets`` and ``Validating``): every pair of blocks the scan reads
  /// is checked with the three bytes before each lane (``pairErrors(_:count:at:_:_:)``), and every
  /// copied run that is not short ASCII is checked before it is transcoded, so each byte is
  /// checked at least once against the bytes really before it, and the text is not read a second
  /// time by a validation of its own. A run starts at, or right after, white space, and a pair
  /// after a run starts right after it; a sequence that reaches across such an edge is already
  /// broken by the white space, where it is found, so the lanes at the edge need no more context.
  static func gather<Set: AnchorSet, Mode: GatherMode>(
    _ base: UnsafePointer<UInt8>, count n: Int, anchorSet: Set.Type, mode: Mode.Type, anchors runtimeAnchors: Anchors,
    passesOverPlainAddresses: Bool, into out: UnsafeMutablePointer<UInt16>, segments: inout [Segment],
    length: inout Int
  ) -> Int? {
    let anchors = Set.anchors ?? runtimeAnchors
    let dotsAndSlashes = Block(repeating: anchors.contains(.dotsAndSlashes) ? 0xFF : 0)
    let dollar = Block(repeating: anchors.contains(.dollar) ? 0xFF : 0)
    let hashes = anchors.contains(.hashes)
    let hashLanes = Block(repeating: hashes ? 0xFF : 0)
    // Where the next pair of blocks starts, and the UTF-16 offset of that byte without `counter`'s
    // blocks.
    var pos = 0
    var posUnits = 0
    var counter = UnitCounter()
    // The end of the last copied run (exclusive) in bytes, and its UTF-16 offset.
    var copiedEnd = 0
    var copiedEndUnits = 0
    var written = 0
    // The lanes found breaking a UTF-8 rule, and whether the three bytes before `pos` are known to
    // leave no sequence open (ASCII, or the white space at the end of a run).
    var errors = Block(repeating: 0)
    var afterASCII = true
    // About one anchored word per 100 bytes in mixed text: room for a few more, so the array
    // rarely grows.
    if Mode.measuresOffsets { segments.reserveCapacity(n &>> 6 &+ 16) }
    while pos < n {
      // Keep at least two blocks of room in the counter's lanes.
      if Mode.measuresOffsets, counter.blocks >= UnitCounter.capacity &- 2 { posUnits &+= counter.flush() }
      let full = n &- pos >= 32
      let first = full ? load(base, pos) : loadPadded(base, pos, count: n)
      let second = full ? load(base, pos &+ 16) : loadPadded(base, pos &+ 16, count: n)
      if Mode.validates {
        if !(afterASCII && isASCII(first | second)) {
          errors |= pairErrors(base, count: n, at: pos, first, second)
        }
        afterASCII = isASCII(second)
      }
      let firstCandidates = candidateLanes(first, dotsAndSlashes: dotsAndSlashes, dollar: dollar, hashes: hashLanes)
      let secondCandidates = candidateLanes(second, dotsAndSlashes: dotsAndSlashes, dollar: dollar, hashes: hashLanes)
      if isEmpty(firstCandidates | secondCandidates) {
        guard full else { break }
        if Mode.measuresOffsets {
          counter.add(first)
          counter.add(second)
        }
        pos &+= 32
        continue
      }

      // The first candidate of the pair (lane k is bit 8k + 7 of the blocks' halves), without a
      // branch on which block holds it; it is an anchor when followed by something other than
      // white space, or for 0xEF, by the rest of `＠` or `＃`.
      let a = unsafeBitCast(firstCandidates, to: SIMD2<UInt64>.self)
      let b = unsafeBitCast(secondCandidates, to: SIMD2<UInt64>.self)
      let inFirst = firstBit(a[0] & 0x8080_8080_8080_8080, a[1] & 0x8080_8080_8080_8080)
      let inSecond = firstBit(b[0] & 0x8080_8080_8080_8080, b[1] & 0x8080_8080_8080_8080)
      var p = pos &+ (inFirst &+ (inSecond & (0 &- (inFirst &>> 7)))) &>> 3
      if !(base[p] != 0xEF
        ? p &+ 1 < n && !isSpace(base[p &+ 1]) : isFullwidthAnchor(base, count: n, at: p, hashes: hashes))
      {
        // Rare: look at the other candidates one by one.
        var hits = bits(firstCandidates) | bits(secondCandidates) &<< 16
        p = -1
        while hits != 0 {
          let i = pos &+ hits.trailingZeroBitCount
          hits &= hits &- 1
          if base[i] != 0xEF
            ? i &+ 1 < n && !isSpace(base[i &+ 1]) : isFullwidthAnchor(base, count: n, at: i, hashes: hashes)
          {
            p = i
            break
          }
        }
        guard p >= 0 else {
          guard full else { break }
          if Mode.measuresOffsets {
            counter.add(first)
            counter.add(second)
          }
          pos &+= 32
          continue
        }
      }

      // An anchored word: its ends from the 32 bytes after the anchor and the 16 before it
      // (spaces stand for the text past either end), then the run to copy with the white space
      // on either side.
      let near = unsafeBitCast(spaceLanes(loadPadded(base, p &+ 1, count: n)), to: SIMD2<UInt64>.self)
      let far = unsafeBitCast(spaceLanes(loadPadded(base, p &+ 17, count: n)), to: SIMD2<UInt64>.self)
      let inNear = firstBit(near[0], near[1])
      let firstSpace = inNear &+ (firstBit(far[0], far[1]) & (0 &- (inNear &>> 7)))
      let wordEnd = firstSpace < 256 ? min(n, p &+ 1 &+ firstSpace &>> 3) : nextSpace(base, count: n, from: p &+ 33)
      let before = unsafeBitCast(spaceLanes(p >= 16 ? load(base, p &- 16) : loadHead(base, p)), to: SIMD2<UInt64>.self)
      let lastSpace = lastBit(before[0], before[1])
      let wordStart =
        lastSpace >= 0
        ? max(copiedEnd, p &- 15 &+ lastSpace &>> 3) : wordStartBefore(base, p &- 16, notBelow: copiedEnd)
      // An `@` in a word whose ends the blocks found: the conditions are combined without branches,
      // since anchors of every kind follow one another in no order.
      let mayBeAddress = (base[p] == 0x40 ? 1 : 0) & (firstSpace < 256 ? 1 : 0) & (lastSpace >= 0 ? 1 : 0)
      if passesOverPlainAddresses, mayBeAddress != 0,
        isPlainAddress(base, count: n, at: p, from: wordStart, to: wordEnd)
      {
        // "Plain addresses passed over": the word holds no token, so it is passed over as the
        // words without an anchor are (it is ASCII: one unit per byte).
        if Mode.measuresOffsets {
          let gap = wordStart > pos ? unitsBetween(base, count: n, from: pos, length: wordStart &- pos) : 0
          posUnits &+= counter.flush() &+ gap &+ (wordEnd &- max(wordStart, pos))
        }
        pos = wordEnd
        if Mode.validates { afterASCII = true }
        continue
      }
      let runStart = max(copiedEnd, wordStart &- 1)
      let runEnd = wordEnd < n ? wordEnd &+ 1 : n
      var startUnits = copiedEndUnits
      if Mode.measuresOffsets, runStart > copiedEnd || segments.isEmpty {
        // The units between `pos` and the run's start, from the 32 bytes at the smaller one.
        let unitsAtPos = posUnits &+ counter.flush()
        let distance = runStart &- pos
        if distance > -32 {
          let units = unitsBetween(base, count: n, from: min(pos, runStart), length: abs(distance))
          startUnits = unitsAtPos &+ (distance >= 0 ? units : 0 &- units)
        } else {
          startUnits = unitsAtPos &- farUTF16Length(base, count: n, from: runStart, to: pos)
        }
        segments.append(Segment(compactStart: written, originalStart: startUnits))
      }
      guard
        let copied = copyRun(base, count: n, from: runStart, to: runEnd, into: out + written, validates: Mode.validates)
      else { return nil }
      written &+= copied
      copiedEnd = runEnd
      pos = runEnd
      if Mode.measuresOffsets {
        counter = UnitCounter()
        copiedEndUnits = startUnits &+ copied
        posUnits = copiedEndUnits
      }
      if Mode.validates { afterASCII = true }
    }
    if Mode.validates {
      // A sequence the last bytes leave open: the lanes after the text read as spaces.
      errors |= edgeBlockErrors(base, count: n, at: n)
      if !isEmpty(errors) { return nil }
    }
    if Mode.measuresOffsets {
      // The units before `pos`, and those of the last, short pair the loop left (fewer than 32 bytes).
      length = posUnits &+ counter.flush() &+ (pos < n ? unitsBetween(base, count: n, from: pos, length: n &- pos) : 0)
    }
    return written
  }

  /// The lanes of the blocks `first` and `second` at `pos` (and `pos + 16`) that break a UTF-8
  /// rule, given the three bytes before each lane, with spaces before the text and after it.
  @inline(__always)
  static func pairErrors(_ base: UnsafePointer<UInt8>, count n: Int, at pos: Int, _ first: Block, _ second: Block)
    -> Block
  {
    if pos >= 3, n &- pos >= 32 {
      return sequenceErrors(first, load(base, pos &- 1), load(base, pos &- 2), load(base, pos &- 3))
        | sequenceErrors(second, load(base, pos &+ 15), load(base, pos &+ 14), load(base, pos &+ 13))
    }
    return edgeBlockErrors(base, count: n, at: pos) | edgeBlockErrors(base, count: n, at: pos &+ 16)
  }

  /// The lanes of the sixteen bytes at `i` that break a UTF-8 rule, given the three bytes before
  /// each lane, with spaces before the text and after it.
  @inline(__always)
  static func blockErrors(_ base: UnsafePointer<UInt8>, count n: Int, at i: Int) -> Block {
    guard i >= 3, n &- i >= 16 else { return edgeBlockErrors(base, count: n, at: i) }
    return sequenceErrors(load(base, i), load(base, i &- 1), load(base, i &- 2), load(base, i &- 3))
  }

  /// ``blockErrors(_:count:at:)`` at either end of the text (at `count`, the check that the last
  /// bytes leave no sequence open); out of line, so the scan loop stays small.
  @inline(never)
  static func edgeBlockErrors(_ base: UnsafePointer<UInt8>, count n: Int, at i: Int) -> Block {
    sequenceErrors(
      bytesAround(base, count: n, from: i), bytesAround(base, count: n, from: i &- 1),
      bytesAround(base, count: n, from: i &- 2), bytesAround(base, count: n, from: i &- 3))
  }

  /// The number of UTF-16 units of the `length` bytes (0...32) at `start`.
  @inline(__always)
  static func unitsBetween(_ base: UnsafePointer<UInt8>, count n: Int, from start: Int, length: Int) -> Int {
    let limit = Block(repeating: UInt8(truncatingIfNeeded: length))
    let index = Block(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    let room = n &- start >= 32
    let low = room ? load(base, start) : loadPadded(base, start, count: n)
    let high = room ? load(base, start &+ 16) : loadPadded(base, start &+ 16, count: n)
    let lowUnits = unitsPerLane(low) & lanes(index .< limit)
    let highUnits = unitsPerLane(high) & lanes(index &+ Block(repeating: 16) .< limit)
    return smallSum(lowUnits &+ highUnits)
  }

  /// Transcodes the run `start..<end` to `out` and returns the number of units written; `out` must
  /// have room for `count - start` units (see ``transcode(_:count:from:to:into:)``). With
  /// `validates`, a run that is not well-formed UTF-8 is not transcoded and gives `nil`.
  ///
  /// Most runs are ASCII and at most 48 bytes long: those are widened in three blocks, with no
  /// branch on their length. The others go to ``transcodeRun(_:count:from:to:into:)``.
  @inline(__always)
  static func copyRun(
    _ base: UnsafePointer<UInt8>, count n: Int, from start: Int, to end: Int, into out: UnsafeMutablePointer<UInt16>,
    validates: Bool
  ) -> Int? {
    let length = end &- start
    if length <= 48, n &- start >= 48 {
      let a = load(base, start)
      let b = load(base, start &+ 16)
      let c = load(base, start &+ 32)
      let limit = Block(repeating: UInt8(truncatingIfNeeded: length))
      let index = Block(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
      let inRun =
        (a & lanes(index .< limit)) | (b & lanes(index &+ Block(repeating: 16) .< limit))
        | (c & lanes(index &+ Block(repeating: 32) .< limit))
      if isEmpty(inRun & Block(repeating: 0x80)) {
        storeWidened(a, to: out)
        storeWidened(b, to: out + 16)
        storeWidened(c, to: out + 32)
        return length
      }
    }
    if validates, !isEmpty(runErrors(base, count: n, from: start, to: end)) { return nil }
    return transcodeRun(base, count: n, from: start, to: end, into: out)
  }

  /// The lanes that break a UTF-8 rule in the blocks from `start` on that cover `start..<end`,
  /// each lane checked against the three bytes really before it (spaces before the text and after
  /// it). Lanes past `end` are checked too, which is right: they are bytes of the same text. Out of
  /// line, so the scan loop stays small.
  @inline(never)
  static func runErrors(_ base: UnsafePointer<UInt8>, count n: Int, from start: Int, to end: Int) -> Block {
    var errors = Block(repeating: 0)
    var i = start
    while i < end {
      errors |= blockErrors(base, count: n, at: i)
      i &+= 16
    }
    return errors
  }

  /// ``transcode(_:count:from:to:into:)`` for the runs ``copyRun(_:count:from:to:into:validates:)`` does not
  /// widen itself; out of line, so the scan loop stays small.
  @inline(never)
  static func transcodeRun(
    _ base: UnsafePointer<UInt8>, count n: Int, from start: Int, to end: Int, into out: UnsafeMutablePointer<UInt16>
  ) -> Int {
    transcode(base, count: n, from: start, to: end, into: out)
  }

  /// The UTF-16 length of `start..<end`, for runs that start far before the block in hand; out of
  /// line, so the scan loop stays small.
  @inline(never)
  static func farUTF16Length(_ base: UnsafePointer<UInt8>, count n: Int, from start: Int, to end: Int) -> Int {
    utf16Length(base, count: n, from: start, to: end)
  }

  /// ASCII white space that no built-in token contains: space, tab, line feed, carriage return.
  @inline(__always)
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  /// The index of the lowest set bit of the 128 bits `high:low`, or 128; without branches.
  @inline(__always)
  static func firstBit(_ low: UInt64, _ high: UInt64) -> Int {
    let inLow = low.trailingZeroBitCount
    // All ones when `low` is 0 (its count is then 64), else 0.
    let lowIsEmpty = 0 &- (inLow &>> 6)
    return inLow &+ (high.trailingZeroBitCount & lowIsEmpty)
  }

  /// The index of the highest set bit of the 128 bits `high:low`, or -1; without branches.
  @inline(__always)
  static func lastBit(_ low: UInt64, _ high: UInt64) -> Int {
    let aboveHigh = high.leadingZeroBitCount
    let highIsEmpty = 0 &- (aboveHigh &>> 6)
    return 127 &- (aboveHigh &+ (low.leadingZeroBitCount & highIsEmpty))
  }

  /// Whether the byte 0xEF at `i` starts `＠` (EF BC A0), or `＃` (EF BC 83) when `hashes` is set,
  /// that a character other than white space follows.
  @inline(__always)
  static func isFullwidthAnchor(_ base: UnsafePointer<UInt8>, count n: Int, at i: Int, hashes: Bool) -> Bool {
    guard i &+ 3 < n, base[i &+ 1] == 0xBC, base[i &+ 2] == 0xA0 || (hashes && base[i &+ 2] == 0x83) else {
      return false
    }
    return !isSpace(base[i &+ 3])
  }

  /// The start of the word that goes on before `end`: the offset after the last white space before
  /// `end`, or `floor` when there is none from `floor` on.
  ///
  /// `floor` is 0 or follows white space, so a block read below it finds that white space and
  /// never yields an offset below `floor`. For words that start far before their anchor: out of
  /// line, so the scan loop stays small.
  @inline(never)
  static func wordStartBefore(_ base: UnsafePointer<UInt8>, _ end: Int, notBelow floor: Int) -> Int {
    var i = end
    while i > floor {
      if i >= 16 {
        let spaces = bits(spaceLanes(load(base, i - 16)))
        if spaces != 0 { return max(floor, i - 16 + 32 - spaces.leadingZeroBitCount) }
        i -= 16
      } else {
        if isSpace(base[i - 1]) { return i }
        i -= 1
      }
    }
    return floor
  }

  /// The first offset at or after `start` that holds white space, or `count`. For words that go on
  /// far after their anchor: out of line, so the scan loop stays small.
  @inline(never)
  static func nextSpace(_ base: UnsafePointer<UInt8>, count n: Int, from start: Int) -> Int {
    var i = start
    while n - i >= 16 {
      let spaces = bits(spaceLanes(load(base, i)))
      if spaces != 0 { return i + spaces.trailingZeroBitCount }
      i += 16
    }
    while i < n, !isSpace(base[i]) { i += 1 }
    return i
  }
}
