/// Finds cashtags under ``CashtagRules``.
///
/// Linear time: one pass over the code units looks for `$`; each sign reads at most
/// ``CashtagRules/maximumLength`` + 1 units. No regular expression, no backtracking.
struct CashtagMatcher {
  var rules: CashtagRules

  func matches(in text: ScanText) -> [TokenMatch] {
    var result: [TokenMatch] = []
    appendMatches(in: text, to: &result)
    return result
  }

  /// Appends the cashtags of `text` to `result`, in order.
  func appendMatches(in text: ScanText, to result: inout [TokenMatch]) {
    UnicodeClasses.withTable { classes in
      text.units.withUnsafeBufferPointer { units in scan(units, classes: classes, into: &result) }
    }
  }

  /// The scan: `$` followed by an ASCII letter, then the full check.
  func scan(_ units: UnsafeBufferPointer<UInt16>, classes: UnicodeClasses.Table, into result: inout [TokenMatch]) {
    let last = units.count - 1
    var index = 0
    while index < last {
      // The next sign that can start a token (a rejected sign moves the index past it below).
      index = UTF16Scalars.nextSign(0x24, or: 0x24, in: units, from: index, last: last)
      guard index < last else { break }
      // Cheap filters: no ASCII character other than white space before the sign, and a letter
      // after it.
      let previous = index > 0 ? units[index - 1] : 0x20
      guard previous >= 0x80 || previous == 0x20 || (previous >= 0x09 && previous <= 0x0D),
        UTF16Scalars.isASCIILetter(units[index + 1])
      else {
        index += units[index + 1] == 0x24 ? 1 : 2
        continue
      }
      if let end = cashtagEnd(units, sign: index, classes: classes) {
        result.append(TokenMatch(range: index..<end, recipe: .cashtag(symbol: index + 1..<end)))
        index = end
      } else {
        index += units[index + 1] == 0x24 ? 1 : 2
      }
    }
  }

  /// Whether a scalar may precede the `$`: white space (twitter-text's list includes U+180E).
  @inline(__always)
  static func isSpace(_ value: UInt32, _ classes: UnicodeClasses.Table) -> Bool {
    value == 0x180E || classes.flags(value).intersects(.whitespace)
  }

  /// Whether a cashtag may end before `index`: end of text, white space or punctuation.
  @inline(__always)
  static func isBoundary(_ units: UnsafeBufferPointer<UInt16>, at index: Int, _ classes: UnicodeClasses.Table) -> Bool {
    guard index < units.count else { return true }
    let unit = units[index]
    if unit < 0x80 {
      // ASCII: white space, or POSIX punctuation (every printable non-alphanumeric character).
      return (unit >= 0x09 && unit <= 0x0D) || unit == 0x20 || (unit > 0x20 && unit < 0x7F && !isAlphanumeric(unit))
    }
    let value = UTF16Scalars.decode(units, at: index).value
    return isSpace(value, classes) || classes.flags(value).intersects(.punctuation)
  }

  @inline(__always)
  static func isAlphanumeric(_ unit: UInt16) -> Bool {
    UTF16Scalars.isASCIILetter(unit) || unit &- 0x30 < 10
  }

  /// The end of the cashtag whose `$` is at `sign`, or `nil`.
  func cashtagEnd(_ units: UnsafeBufferPointer<UInt16>, sign: Int, classes: UnicodeClasses.Table) -> Int? {
    if let previous = UTF16Scalars.decode(units, before: sign), !Self.isSpace(previous, classes) { return nil }
    let count = units.count
    let start = sign + 1
    var end = start
    while end < count, end - start <= rules.symbolLimit, UTF16Scalars.isASCIILetter(units[end]) { end += 1 }
    let letters = end - start
    guard letters >= 1, letters <= rules.symbolLimit else { return nil }
    // Optional suffix: "." or "_" and 1…suffixLimit letters, which must then end at a boundary.
    if end + 1 < count, units[end] == 0x2E || units[end] == 0x5F {
      var suffixEnd = end + 1
      while suffixEnd < count, suffixEnd - end <= rules.suffixLimit, UTF16Scalars.isASCIILetter(units[suffixEnd]) {
        suffixEnd += 1
      }
      let suffixLetters = suffixEnd - end - 1
      if suffixLetters >= 1, suffixLetters <= rules.suffixLimit, Self.isBoundary(units, at: suffixEnd, classes) {
        return suffixEnd
      }
    }
    return Self.isBoundary(units, at: end, classes) ? end : nil
  }

  /// ASCII units upper-cased into a String.
  static func uppercased(_ units: UnsafeBufferPointer<UInt16>) -> String {
    String(unsafeUninitializedCapacity: units.count) { (buffer: UnsafeMutableBufferPointer<UInt8>) -> Int in
      for (i, unit) in units.enumerated() {
        let byte = UInt8(truncatingIfNeeded: unit)
        buffer[i] = byte &- 0x61 < 26 ? byte & 0xDF : byte
      }
      return units.count
    }
  }
}
