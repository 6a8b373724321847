/// "Words without `://`": with rules that want a scheme (Mastodon's), the dot scan passes over the
/// words that hold no `://`.
///
/// Such rules emit only URLs whose host follows `scheme://`. A URL without a scheme is still
/// matched and consumed (twitter-text's order), but it never reaches past the white space that
/// ends its word, so what it consumes changes nothing in the next words. A word without `://` can
/// therefore be passed over whole: about two dots in three of the Mastodon profile's anchored words
/// (its e-mail addresses and federated mentions) sit in such words, and each cost a host run
/// analysis and TLD look-ups whose result was dropped.
extension TwitterURLScanner {
  /// ``scan()`` for rules that want a scheme: the dot scan, passing over the words without `://`
  /// (a loop of its own, so that the scan of rules without that need stays as it was).
  mutating func scanWordsWithSchemeSeparators() -> [TokenMatch] {
    var i = 0
    // The first `://` at or after `i - 3`.
    var separator = schemeSeparatorIndex(from: 0)
    while i < n {
      let d = u.urlAnchorIndex(of: 0x2E, from: i)
      guard d < n else { break }
      if separator < i &- 3 { separator = schemeSeparatorIndex(from: i &- 3) }
      guard separator < n else { break }
      if let next = wordsWithoutSchemeEnd(dot: d, separator: separator) {
        i = next
        continue
      }
      let end = scanRun(aroundDotAt: d, notBefore: i)
      i = max(end, consumed)
      // As in `scan()`: a run that ended at a second dot in a row goes on from the last dot.
      if i < n, i > 0, u[i] == 0x2E, u[i - 1] == 0x2E {
        i = UTF16Scalars.endOfRun(of: 0x2E, in: u, from: i, to: n) - 1
      }
    }
    return results
  }

  /// The offset of the first `:` at or after `start` (clamped to 0) that `//` follows, or `n`.
  func schemeSeparatorIndex(from start: Int) -> Int {
    var colon = Swift.max(0, start)
    while colon < n {
      colon = u.urlAnchorIndex(of: 0x3A, from: colon)
      guard colon &+ 2 < n else { return n }
      if u[colon &+ 1] == 0x2F, u[colon &+ 2] == 0x2F { return colon }
      colon &+= 1
    }
    return n
  }

  /// Where the dot scan goes on when the dot at `dot` (the first at or after the scan's position
  /// `i`) lies in a word without `://`: the white space that starts the word holding `separator`,
  /// the first `://` at or after `i - 3`, when that white space comes after `dot`; `nil` when the
  /// dot's word may hold a scheme (the separator is before the dot, or in the dot's own word).
  ///
  /// No host of an emitted URL starts before `i` (the scan's lower limit), so its `://` lies at
  /// or after `i - 3`; every word from the dot's to the one before the separator's has none.
  @inline(__always)
  func wordsWithoutSchemeEnd(dot: Int, separator: Int) -> Int? {
    guard separator > dot else { return nil }
    var p = separator
    while p > dot {
      p &-= 1
      let c = u[p]
      // Space, tab, line feed, carriage return: no match crosses them.
      if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { return p }
    }
    return nil
  }
}
