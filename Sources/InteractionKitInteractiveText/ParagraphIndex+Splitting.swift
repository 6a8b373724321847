extension ParagraphIndex {
  /// Where the paragraph starting at `start` ends, and whether a separator ends it.
  ///
  /// Reads `units[start ... start + maximumLength]` at most, which bounds the re-splitting an edit needs.
  static func nextBoundary(
    in units: UnsafeBufferPointer<UInt16>, from start: Int, maximumLength: Int
  ) -> (end: Int, isHard: Bool) {
    let count = units.count
    let limit = Swift.min(count, start + maximumLength)
    var i = skipToPossibleSeparator(in: units, from: start, limit: limit)
    while i < limit {
      let unit = units[i]
      if unit <= 0x0D || unit == 0x85 || unit == 0x2029 {
        if unit == 0x0A || unit == 0x85 || unit == 0x2029 { return (i + 1, true) }
        if unit == 0x0D {
          return (i + 1 < count && units[i + 1] == 0x0A ? i + 2 : i + 1, true)
        }
      }
      i += 1
    }
    if limit == count { return (count, false) }

    // Too long: split after the last white space in the second half of the allowed length…
    var space = limit - 1
    let floor = start + maximumLength / 2
    while space >= floor {
      if isSoftBreak(units[space]) { return (space + 1, false) }
      space -= 1
    }
    // …or, without white space, at the limit, moved back off surrogate pairs and joined marks.
    var cut = limit
    var steps = 0
    while steps < 32, cut > floor, !canCut(units, at: cut) {
      cut -= 1
      steps += 1
    }
    if !canCut(units, at: cut) {
      cut = limit
      if isLowSurrogate(units[cut]) && isHighSurrogate(units[cut - 1]) { cut -= 1 }
    }
    return (cut, false)
  }

  /// The first index at or after `start` whose word of 4 units may hold a separator: words without
  /// one are skipped 4 units at a time with SWAR (SIMD within a register) tests.
  static func skipToPossibleSeparator(in units: UnsafeBufferPointer<UInt16>, from start: Int, limit: Int) -> Int {
    guard let base = units.baseAddress else { return start }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0001_0001_0001_0001
    let highs: UInt64 = 0x8000_8000_8000_8000
    var i = start
    while i + 4 <= limit {
      let word = raw.loadUnaligned(fromByteOffset: i &* 2, as: UInt64.self)
      // A lane below 0x0E (LF, CR), or equal to 0x85 (NEL) or 0x2029 (PS), sets its high bit here.
      let below = (word &- ones &* 0x0E) & ~word & highs
      let nel = word ^ (ones &* 0x85)
      let ps = word ^ (ones &* 0x2029)
      let zero = ((nel &- ones) & ~nel & highs) | ((ps &- ones) & ~ps & highs)
      if below | zero != 0 { break }
      i &+= 4
    }
    return i
  }

  /// White space after which a long paragraph may be split.
  static func isSoftBreak(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x09 || unit == 0x2028 || unit == 0x3000
  }

  /// Whether a split before `units[index]` keeps surrogate pairs, combining marks, variation
  /// selectors, emoji modifiers and zero-width joiner sequences whole.
  static func canCut(_ units: UnsafeBufferPointer<UInt16>, at index: Int) -> Bool {
    guard index > 0, index < units.count else { return true }
    let unit = units[index]
    let previous = units[index - 1]
    if isLowSurrogate(unit) || previous == 0x200D { return false }
    switch unit {
    case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
      0xFE00...0xFE0F, 0x200C, 0x200D:
      return false
    case 0xD83C:
      // Emoji modifiers U+1F3FB…U+1F3FF attach to the emoji before them.
      if index + 1 < units.count, (0xDFFB...0xDFFF).contains(units[index + 1]) { return false }
      return true
    case 0xDB40:
      // Tag characters U+E0020…U+E007F (flag sequences) and variation selectors supplement.
      return false
    default:
      return true
    }
  }

  static func isHighSurrogate(_ unit: UInt16) -> Bool { (0xD800...0xDBFF).contains(unit) }

  static func isLowSurrogate(_ unit: UInt16) -> Bool { (0xDC00...0xDFFF).contains(unit) }

  /// Whether a unit ends a paragraph (CR LF counts through its LF).
  static func isSeparator(_ unit: UInt16) -> Bool {
    unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2029
  }
}
