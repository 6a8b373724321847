/// linkify-it's path rule, read forward token by token (no backtracking is ever needed because
/// nothing follows the path in its grammar). After `/`, `?` or `#` comes one or more of:
/// - any character but Z, Cc, `<`, `>`, `｜` and `()[]{}.,"'?!-;`;
/// - `[…]`, `(…)`, `{…}` (contents without Z/Cc and without the closer), `"…"`, `'…'` (non-empty);
/// - `'` before a pseudo-letter or `-`;
/// - two or more dots before an ASCII letter, digit, `%`, `/` or `&`; one dot before anything but
///   Z, Cc, `.` or the end;
/// - a run of dashes;
/// - `,` or `;` before anything but Z, Cc or the end;
/// - a run of `!` before anything but Z, Cc or the end; `?` before anything but Z, Cc, `?` or the end.
///
/// With no such token the path is `/` alone (or nothing after `?` and `#`).
///
/// Looking for a closing bracket or quote can read far ahead; the reader remembers, per closer,
/// the last stretch it searched, so a later search that starts inside that stretch answers at once
/// and the total work stays linear. The last path read is remembered too (fuzzy links that share a
/// host share their path).
struct LinkifyPathReader {
  let u: URLUnits
  let n: Int
  /// Per closer (`]`, `)`, `}`, `"`, `'`): a search from `from` first met a closer or Z/Cc at `to`.
  private var searches: [(from: Int, to: Int)] = Array(repeating: (-1, -1), count: 5)
  private var lastPath: (start: Int, end: Int) = (-1, -1)

  init(_ units: URLUnits) {
    u = units
    n = units.count
  }

  /// The end of the path that may start at `h` (`h` itself when none starts there).
  mutating func pathEnd(at h: Int) -> Int {
    guard h < n, u[h] == 0x2F || u[h] == 0x3F || u[h] == 0x23 else { return h }
    if lastPath.start == h { return lastPath.end }
    var i = h + 1
    var tokens = 0
    while i < n {
      // Most path characters are tokens on their own: take a run of them at once.
      if u[i] < 0x80, URLLinkifyCharacters.asciiPlainPath.contains(u[i]) {
        i += 1
        tokens += 1
        continue
      }
      guard let next = token(at: i) else { break }
      i = next
      tokens += 1
    }
    let end = tokens > 0 ? i : (u[h] == 0x2F ? h + 1 : h)
    lastPath = (h, end)
    return end
  }

  @inline(__always)
  private func isSpaceOrControl(at i: Int) -> Bool {
    URLLinkifyCharacters.isSpaceOrControl(u[i])
  }

  /// The end of the path token at `i`, or `nil` when none starts there.
  private mutating func token(at i: Int) -> Int? {
    let c = u[i]
    switch c {
    case 0x5B: return closer(0x5D, slot: 0, after: i).map { $0 + 1 }
    case 0x28: return closer(0x29, slot: 1, after: i).map { $0 + 1 }
    case 0x7B: return closer(0x7D, slot: 2, after: i).map { $0 + 1 }
    case 0x22:
      guard let close = closer(0x22, slot: 3, after: i), close > i + 1 else { return nil }
      return close + 1
    case 0x27:
      if let close = closer(0x27, slot: 4, after: i), close > i + 1 { return close + 1 }
      guard i + 1 < n else { return nil }
      return u[i + 1] == 0x2D || URLLinkifyCharacters.isPseudoLetter(u, i + 1).isLetter ? i + 1 : nil
    case 0x2E:
      var r = i
      while r < n, u[r] == 0x2E { r += 1 }
      if r - i >= 2 { return r < n && URLLinkifyCharacters.afterDots.contains(u[r]) ? r + 1 : nil }
      return r < n && !isSpaceOrControl(at: r) ? r : nil
    case 0x2D:
      var r = i
      while r < n, u[r] == 0x2D { r += 1 }
      return r
    case 0x2C, 0x3B:
      return i + 1 < n && !isSpaceOrControl(at: i + 1) ? i + 1 : nil
    case 0x21:
      var r = i
      while r < n, u[r] == 0x21 { r += 1 }
      return r < n && !isSpaceOrControl(at: r) ? r : nil
    case 0x3F:
      return i + 1 < n && !isSpaceOrControl(at: i + 1) && u[i + 1] != 0x3F ? i + 1 : nil
    case 0x29, 0x5D, 0x7D:
      return nil
    default:
      guard !isSpaceOrControl(at: i), !URLLinkifyCharacters.isTextSeparator(c) else { return nil }
      return URLCharacterClass.isHighSurrogate(c) && i + 1 < n && URLCharacterClass.isLowSurrogate(u[i + 1]) ? i + 2 : i + 1
    }
  }

  /// The offset of the first `closer` after `open` with no Z/Cc before it, or `nil`.
  private mutating func closer(_ closer: UInt16, slot: Int, after open: Int) -> Int? {
    let from = open + 1
    var to: Int
    let known = searches[slot]
    if from >= known.from, from <= known.to, known.from >= 0 {
      to = known.to
    } else {
      to = from
      while to < n, u[to] != closer, !isSpaceOrControl(at: to) { to += 1 }
      searches[slot] = (from, to)
    }
    return to < n && u[to] == closer ? to : nil
  }
}
