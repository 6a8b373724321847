/// One chunk of a ``TextBuffer``: a few thousand UTF-16 code units, kept in the smaller of two
/// forms so that text takes at most 4/3 of its UTF-8 size (issue 23's memory target is 1.5).
///
/// - **Compact**: each code unit on its own as a sequence of one to three bytes, with UTF-8's bit
///   patterns (a unit below 0x80 in one byte, below 0x800 in two, any other in three; a surrogate
///   is a unit like any other, so a character outside the BMP takes two 3-byte sequences, as in
///   CESU-8). ASCII takes one byte a unit, Latin, Greek, Cyrillic, Hebrew or Arabic two bytes a
///   unit, like UTF-8 (and like UTF-16).
/// - **Wide**: the UTF-16 code units themselves, when they are smaller: text mostly in the CJK
///   ideographs or outside the BMP (emoji), where the compact form would take three bytes a unit.
///
/// Each unit being one sequence, unit offsets and byte offsets of the compact form correspond
/// through the number of lead (non-continuation) bytes, kept for every 64 bytes in `marks`; an
/// ASCII chunk (one byte a unit) needs none and is indexed directly. Finding a unit costs a guess
/// of its mark from the chunk's bytes per unit, a step or two to correct it and a walk of at most
/// 64 bytes; an edit inside a chunk replaces bytes in place and recounts the marks after it, 8
/// bytes at a time.
///
/// The form is chosen when a chunk is made (from units, or again when an edit splits or merges
/// chunks). An edit inside a chunk keeps its form until the other form is smaller by more than a
/// sixteenth ("forms that follow the text": the chunk is then made again in the smaller form, so
/// text that changes script in place moves to the form that suits it, and edits back and forth
/// around the balance do not convert it each time). An edit grows or shrinks the chunk's arrays to
/// its new size plus a thirty-second ("exact capacities": Swift's arrays would double when they
/// grow and keep their size when they shrink), so a chunk always takes at most about 1.1 times
/// its smaller form.
struct TextChunk: Sendable {
  /// The bytes of the compact form (empty in the wide form or when the chunk is empty).
  private var bytes: [UInt8]
  /// For every 64 bytes of `bytes` (index k for bytes `64k...`), the number of units whose lead
  /// byte comes before byte 64k; empty for an ASCII chunk and in the wide form.
  private var marks: [UInt16]
  /// The code units of the wide form: empty in the compact form (an empty chunk is compact).
  private var wide: [UInt16]
  /// The number of UTF-16 code units.
  private(set) var count: Int
  /// The number of bytes of the compact form, in either form (in the compact form, `bytes.count`).
  private var compactByteTotal: Int

  /// Whether the chunk is in the wide form.
  private var isWide: Bool { !wide.isEmpty }

  /// The number of bytes a mark covers.
  private static let markStride = 64

  /// Makes a chunk of `units`, in whichever form is smaller (the compact one on a tie).
  init(_ units: ArraySlice<UInt16>) {
    count = units.count
    let compactCount = units.withUnsafeBufferPointer(Self.compactByteCount)
    compactByteTotal = compactCount
    let markCount = compactCount == units.count ? 0 : Self.markCount(forByteCount: compactCount)
    if compactCount + 2 * markCount <= 2 * units.count {
      wide = []
      bytes = Self.encode(units, byteCount: compactCount)
      marks = []
      if markCount > 0 { rebuildMarks(from: 0) }
    } else {
      wide = Array(units)
      bytes = []
      marks = []
    }
  }

  /// The code unit at `offset` (0 ≤ offset < count).
  func unit(at offset: Int) -> UInt16 {
    if isWide { return wide[offset] }
    if marks.isEmpty { return UInt16(bytes[offset]) }
    return bytes.withUnsafeBufferPointer { Self.decode(at: byteOffset(ofUnit: offset, in: $0), in: $0).unit }
  }

  /// Appends the code units in `range` (within 0...count) to `result`.
  func appendUnits(_ range: Range<Int>, to result: inout [UInt16]) {
    if isWide {
      result.append(contentsOf: wide[range])
    } else {
      result.append(
        contentsOf: [UInt16](unsafeUninitializedCapacity: range.count) { output, initialized in
          bytes.withUnsafeBufferPointer { bytes in
            if marks.isEmpty {
              // ASCII: widen (a loop the compiler vectorizes).
              for index in 0..<range.count { output[index] = UInt16(bytes[range.lowerBound + index]) }
            } else {
              Self.decode(range.count, unitsFrom: byteOffset(ofUnit: range.lowerBound, in: bytes), in: bytes, into: output)
            }
          }
          initialized = range.count
        })
    }
  }

  /// The offset of the first unit in `range` (within 0...count) that satisfies `predicate`.
  func firstIndex(in range: Range<Int>, where predicate: (UInt16) -> Bool) -> Int? {
    if isWide { return wide[range].firstIndex(where: predicate) }
    if marks.isEmpty { return bytes[range].firstIndex { predicate(UInt16($0)) } }
    return bytes.withUnsafeBufferPointer { bytes in
      var position = byteOffset(ofUnit: range.lowerBound, in: bytes)
      for offset in range {
        let (unit, length) = Self.decode(at: position, in: bytes)
        if predicate(unit) { return offset }
        position += length
      }
      return nil
    }
  }

  /// The offset of the last unit in `range` (within 0...count) that satisfies `predicate`.
  func lastIndex(in range: Range<Int>, where predicate: (UInt16) -> Bool) -> Int? {
    if isWide { return wide[range].lastIndex(where: predicate) }
    if marks.isEmpty { return bytes[range].lastIndex { predicate(UInt16($0)) } }
    return bytes.withUnsafeBufferPointer { bytes in
      var position = byteOffset(ofUnit: range.upperBound, in: bytes)
      for offset in range.reversed() {
        // Back to the previous lead byte.
        repeat { position -= 1 } while bytes[position] & 0xC0 == 0x80
        if predicate(Self.decode(at: position, in: bytes).unit) { return offset }
      }
      return nil
    }
  }

  /// Replaces the units in `range` (within 0...count) with `replacement`, in place and in the
  /// chunk's form.
  mutating func replace(_ range: Range<Int>, with replacement: [UInt16]) {
    let replacementLength = replacement.withUnsafeBufferPointer(Self.compactByteCount)
    if isWide {
      compactByteTotal += replacementLength - wide[range].withUnsafeBufferPointer(Self.compactByteCount)
      Self.reserve(wide.count - range.count + replacement.count, in: &wide)
      wide.replaceSubrange(range, with: replacement)
      Self.trimCapacity(of: &wide)
      count = wide.count
      followTheText()
      return
    }
    let wasASCII = marks.isEmpty
    let lower: Int
    let upper: Int
    if wasASCII {
      (lower, upper) = (range.lowerBound, range.upperBound)
    } else {
      (lower, upper) = bytes.withUnsafeBufferPointer {
        (byteOffset(ofUnit: range.lowerBound, in: $0), byteOffset(ofUnit: range.upperBound, in: $0))
      }
    }
    Self.reserve(bytes.count - (upper - lower) + replacementLength, in: &bytes)
    bytes.replaceSubrange(lower..<upper, with: Self.encode(replacement[...], byteCount: replacementLength))
    Self.trimCapacity(of: &bytes)
    count += replacement.count - range.count
    compactByteTotal = bytes.count
    if bytes.count == count {
      marks = []
    } else {
      // An ASCII chunk gaining its first longer unit counts from its start.
      Self.reserve(Self.markCount(forByteCount: bytes.count), in: &marks)
      rebuildMarks(from: wasASCII ? 0 : lower)
      Self.trimCapacity(of: &marks)
    }
    followTheText()
  }

  /// "Forms that follow the text": makes the chunk again in the other form when that one is
  /// smaller by more than a sixteenth.
  private mutating func followTheText() {
    let markCount = compactByteTotal == count ? 0 : Self.markCount(forByteCount: compactByteTotal)
    let compactSize = compactByteTotal + 2 * markCount
    let wideSize = 2 * count
    let current = isWide ? wideSize : compactSize
    let other = isWide ? compactSize : wideSize
    guard current * 16 > other * 17, count > 0 else { return }
    var units: [UInt16] = []
    units.reserveCapacity(count)
    appendUnits(0..<count, to: &units)
    self = TextChunk(units[...])
  }

  /// "Exact capacities", before an edit: gives `array` room for `needed` elements plus a
  /// thirty-second when it has too little (instead of doubling it).
  private static func reserve<Element>(_ needed: Int, in array: inout [Element]) {
    if needed > array.capacity { reallocate(&array, toHold: needed) }
  }

  /// "Exact capacities", after an edit: gives back what `array` holds beyond an eighth more than
  /// its elements (a copy of the chunk, which deleting makes only once every few dozen units).
  private static func trimCapacity<Element>(of array: inout [Element]) {
    if array.capacity > array.count + array.count / 8 + 16 { reallocate(&array, toHold: array.count) }
  }

  /// Moves `array`'s elements to storage for `count` elements plus a thirty-second.
  private static func reallocate<Element>(_ array: inout [Element], toHold count: Int) {
    var resized: [Element] = []
    resized.reserveCapacity(count + count / 32 + 8)
    resized.append(contentsOf: array)
    array = resized
  }

  /// The bytes this chunk's storage holds (its arrays' capacities), for memory accounts.
  var storageByteCount: Int {
    bytes.capacity + 2 * marks.capacity + 2 * wide.capacity
  }

  // MARK: - The compact form

  /// The number of bytes of the sequence that starts with `lead`.
  private static func sequenceLength(lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead < 0xE0 ? 2 : 3
  }

  /// The number of marks for `byteCount` bytes.
  private static func markCount(forByteCount byteCount: Int) -> Int {
    (byteCount + markStride - 1) / markStride
  }

  /// The number of bytes of the units' sequences: one a unit, one more from 0x80 and one more from
  /// 0x800 (a loop without branches, which the compiler vectorizes).
  private static func compactByteCount(_ units: UnsafeBufferPointer<UInt16>) -> Int {
    var extra = 0
    for unit in units { extra &+= (unit >= 0x80 ? 1 : 0) &+ (unit >= 0x800 ? 1 : 0) }
    return units.count + extra
  }

  /// The units' sequences, `byteCount` bytes in all.
  private static func encode(_ units: ArraySlice<UInt16>, byteCount: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
      units.withUnsafeBufferPointer { units in
        if byteCount == units.count {
          // ASCII: narrow (vectorized).
          for index in 0..<units.count { buffer[index] = UInt8(truncatingIfNeeded: units[index]) }
          initialized = byteCount
          return
        }
        var position = 0
        for unit in units {
          if unit < 0x80 {
            buffer[position] = UInt8(truncatingIfNeeded: unit)
            position += 1
          } else if unit < 0x800 {
            buffer[position] = 0xC0 | UInt8(truncatingIfNeeded: unit >> 6)
            buffer[position + 1] = 0x80 | UInt8(truncatingIfNeeded: unit & 0x3F)
            position += 2
          } else {
            buffer[position] = 0xE0 | UInt8(truncatingIfNeeded: unit >> 12)
            buffer[position + 1] = 0x80 | UInt8(truncatingIfNeeded: (unit >> 6) & 0x3F)
            buffer[position + 2] = 0x80 | UInt8(truncatingIfNeeded: unit & 0x3F)
            position += 3
          }
        }
        initialized = position
      }
    }
  }

  /// The unit whose sequence starts at `position` (a lead byte), and the sequence's length.
  @inline(__always)
  private static func decode(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (unit: UInt16, length: Int) {
    let lead = UInt16(bytes[position])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt16(bytes[position + 1] & 0x3F), 2) }
    let middle = UInt16(bytes[position + 1] & 0x3F)
    return ((lead & 0x0F) << 12 | middle << 6 | UInt16(bytes[position + 2] & 0x3F), 3)
  }

  /// Decodes `count` units whose sequences start at `position` into `output`, one sequence at a
  /// time (about 2 ns a unit on text that switches scripts every few words; decoding without
  /// branches and eight ASCII bytes at a time were both slower there).
  private static func decode(
    _ count: Int, unitsFrom position: Int, in bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt16>
  ) {
    var position = position
    for unit in 0..<count {
      let (decoded, length) = decode(at: position, in: bytes)
      output[unit] = decoded
      position += length
    }
  }

  /// Where the sequence of unit `offset` (0...count) starts in a chunk with marks: from the last
  /// mark at or before it (found from the chunk's average bytes per unit, then corrected), eight
  /// bytes at a time while the unit's lead byte lies further on, then one sequence at a time.
  private func byteOffset(ofUnit offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if offset >= count { return bytes.count }
    var mark = Swift.min(offset * bytes.count / (count * Self.markStride), marks.count - 1)
    while mark > 0, Int(marks[mark]) > offset { mark -= 1 }
    while mark + 1 < marks.count, Int(marks[mark + 1]) <= offset { mark += 1 }
    var position = mark * Self.markStride
    var unit = Int(marks[mark])
    let raw = UnsafeRawBufferPointer(bytes)
    while position + 8 <= bytes.count {
      let leads = 8 - Self.continuationCount(raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
      guard unit + leads <= offset else { break }
      unit += leads
      position += 8
    }
    // Bytes continuing a sequence whose lead was counted belong to an earlier unit.
    while bytes[position] & 0xC0 == 0x80 { position += 1 }
    while unit < offset {
      position += Self.sequenceLength(lead: bytes[position])
      unit += 1
    }
    return position
  }

  /// Recomputes the marks after byte `position` (the marks at or before it are unchanged), in a
  /// chunk that is not ASCII (so not empty).
  private mutating func rebuildMarks(from position: Int) {
    let markCount = Self.markCount(forByteCount: bytes.count)
    let first: Int
    if marks.isEmpty {
      marks = [0]
      first = 0
    } else {
      first = min(position / Self.markStride, markCount - 1, marks.count - 1)
    }
    if marks.count > markCount {
      marks.removeLast(marks.count - markCount)
    } else if marks.count < markCount {
      marks.append(contentsOf: repeatElement(0, count: markCount - marks.count))
    }
    bytes.withUnsafeBufferPointer { bytes in
      marks.withUnsafeMutableBufferPointer { marks in
        var leads = Int(marks[first])
        for mark in (first + 1)..<markCount {
          leads += Self.leadCount(in: bytes, (mark - 1) * Self.markStride ..< mark * Self.markStride)
          marks[mark] = UInt16(truncatingIfNeeded: leads)
        }
      }
    }
  }

  /// The number of continuation bytes (top bits 10) among the eight bytes of `word`.
  @inline(__always)
  private static func continuationCount(_ word: UInt64) -> Int {
    (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
  }

  /// The number of lead bytes in `range` of `bytes` (a whole stride, within the bytes), counted
  /// 8 bytes at a time.
  private static func leadCount(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    let raw = UnsafeRawBufferPointer(bytes)
    var continuations = 0
    var position = range.lowerBound
    while position + 8 <= range.upperBound {
      continuations += continuationCount(raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
      position += 8
    }
    while position < range.upperBound {
      if bytes[position] & 0xC0 == 0x80 { continuations += 1 }
      position += 1
    }
    return range.count - continuations
  }
}
