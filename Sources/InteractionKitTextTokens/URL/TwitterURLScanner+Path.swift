extension TwitterURLScanner {
  /// The end of the path that starts with the `/` at `slash`: the longest run of path characters
  /// and balanced parentheses (one nested level), cut back to its last path-ending character or
  /// parenthesis group (`/` alone is a path).
  ///
  /// In the Mastodon grammar a group may stand anywhere in the path with Mastodon's path characters
  /// inside, but it ends the path only when everything inside it is a twitter-text path character:
  /// Mastodon's path-ending rule reuses twitter-text's group. `/wiki/Tokyo_(東京)` ends after
  /// `Tokyo_`, `/wiki/Tokyo_(東京)_2` after `2`.
  ///
  /// "Dots crossed as a run": `.` is a path character that never ends a path in either grammar, so
  /// a run of dots moves the scan to the run's end and leaves the path's end where it was; the run
  /// is crossed four units at a time instead of one unit and two set tests per dot (a URL followed
  /// by thousands of dots spent most of its time here).
  @inline(__always)
  func pathEnd(afterSlashAt slash: Int) -> Int {
    var i = slash + 1
    var good = i
    let mastodon = grammar == .mastodon
    while i < n {
      let c = u[i]
      // Letters and digits are path characters that may end a path, in both grammars.
      if URLCharacterClass.isAlphanumeric(c) {
        i += 1
        good = i
        continue
      }
      if c == 0x2E {
        i = UTF16Scalars.endOfRun(of: 0x2E, in: u, from: i, to: n)
        continue
      }
      if c < 0x80 {
        if c == 0x28 {
          guard let close = balancedEnd(openAt: i) else { break }
          if !mastodon || isTwitterGroup(i..<close) { good = close }
          i = close
          continue
        }
        if mastodon {
          guard !URLCharacterClass.isWhiteSpace(c), !URLTwitterCharacters.mastodonPathExcluded.contains(c) else { break }
          i += 1
          if !URLTwitterCharacters.mastodonEndingExcluded.contains(c) { good = i }
        } else {
          guard URLTwitterCharacters.generalPath.contains(c) else { break }
          i += 1
          if URLTwitterCharacters.pathEnding.contains(c) { good = i }
        }
        continue
      }
      guard isPathCharacter(c) else { break }
      i += 1
      if isPathEnding(c) { good = i }
    }
    return good
  }

  @inline(__always)
  func isPathCharacter(_ c: UInt16) -> Bool {
    grammar == .mastodon ? URLTwitterCharacters.isMastodonPath(c) : URLTwitterCharacters.isTwitterPath(c)
  }

  @inline(__always)
  func isPathEnding(_ c: UInt16) -> Bool {
    grammar == .mastodon ? URLTwitterCharacters.isMastodonPathEnding(c) : URLTwitterCharacters.isTwitterPathEnding(c)
  }

  /// The end of the balanced group that opens at `open`: `(` path characters `)` or `(` chars `(`
  /// chars `)` chars `)` (in both grammars); `nil` when the group does not close.
  func balancedEnd(openAt open: Int) -> Int? {
    var j = open + 1
    while j < n, isPathCharacter(u[j]) { j += 1 }
    guard j < n else { return nil }
    if u[j] == 0x29 { return j > open + 1 ? j + 1 : nil }
    guard u[j] == 0x28 else { return nil }
    var k = j + 1
    while k < n, isPathCharacter(u[k]) { k += 1 }
    guard k < n, k > j + 1, u[k] == 0x29 else { return nil }
    k += 1
    while k < n, isPathCharacter(u[k]) { k += 1 }
    guard k < n, u[k] == 0x29 else { return nil }
    return k + 1
  }

  /// Whether the group `u[group]` (from its `(` to past its `)`) holds only twitter-text path
  /// characters and parentheses: a group twitter-text's rules accept.
  func isTwitterGroup(_ group: Range<Int>) -> Bool {
    for k in group.lowerBound + 1..<group.upperBound - 1 {
      let c = u[k]
      guard c == 0x28 || c == 0x29 || URLTwitterCharacters.isTwitterPath(c) else { return false }
    }
    return true
  }

  /// The end of the query that starts with the `?` at `mark` (not past `limit`): the longest run of
  /// query characters cut back to its last query-ending character; `nil` when there is none.
  /// Mastodon also accepts `^` inside the query, and RFC 3987 `ucschar` and `iprivate` (private use)
  /// anywhere in it, the last character included.
  @inline(__always)
  func queryEnd(afterMarkAt mark: Int, limit: Int) -> Int? {
    let mastodon = grammar == .mastodon
    let queryCharacters = mastodon ? URLTwitterCharacters.mastodonQuery : URLTwitterCharacters.query
    var i = mark + 1
    var good = -1
    while i < limit {
      let c = u[i]
      if c < 0x80 {
        guard queryCharacters.contains(c) else { break }
        i += 1
        if URLTwitterCharacters.queryEnding.contains(c) { good = i }
        continue
      }
      guard mastodon else { break }
      let (value, length) = URLCharacterClass.scalarValue(u, i)
      guard URLCharacterClass.isUCSCharacter(value) || URLCharacterClass.isPrivateUse(value), i + length <= limit
      else { break }
      i += length
      good = i
    }
    return good > mark ? good : nil
  }
}
