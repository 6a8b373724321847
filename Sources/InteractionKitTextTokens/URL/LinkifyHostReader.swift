/// linkify-it's host rules, restated (from its documented grammar, MIT) and read forward on code
/// units without backtracking:
/// - a label is a run of pseudo-letters and `-` that does not start or end with `-` and holds at
///   most 63 characters, or `xn--` followed by 1…59 ASCII letters, digits or dashes;
/// - a host is labels separated by dots; every label must be valid and the host ends at the end of
///   the chain (a dot may follow only when it is followed by punctuation, a space or the end);
/// - after the host (and port) comes a terminator: the end, a text separator or P, Z, Cc, but not
///   `-`, `_`, `:` + digit, `.-`, or a dot followed by anything else than P, Z, Cc or the end;
/// - a port is `:` and a number up to 65535 (at most five digits).
///
/// Host scans stop after 506 code units (two per character of a 253-character name), so no host
/// read costs more than that.
struct LinkifyHostReader {
  let u: URLUnits
  let n: Int
  /// linkify-it's fuzzy TLDs (read once per scan rather than through the global).
  let tlds = TopLevelDomainSet.linkify

  init(_ units: URLUnits) {
    u = units
    n = units.count
  }

  static let hostScanLimit = 2 * HostNameLimits.maximumDomainLength

  /// The end of the run of pseudo-letters and `-` that starts at `i`, read up to `limit` at most.
  @inline(__always)
  func labelRunEnd(from i: Int, limit: Int = Int.max) -> Int {
    var j = i
    let stop = min(n, limit)
    while j < stop {
      if u[j] == 0x2D {
        j += 1
        continue
      }
      let (isLetter, length) = URLLinkifyCharacters.isPseudoLetter(u, j)
      guard isLetter else { break }
      j += length
    }
    return j
  }

  /// Whether `u[start..<end]` (a run of pseudo-letters and dashes) is a valid domain label.
  func isDomainLabel(from start: Int, to end: Int) -> Bool {
    guard start < end else { return false }
    if u[start] != 0x2D, u[end - 1] != 0x2D, characterCount(from: start, to: end, atMost: 63) { return true }
    return isPunycodeLabel(from: start, to: end)
  }

  /// Whether `u[start..<end]` is linkify-it's last label of a `//` link: `xn--…` or only
  /// pseudo-letters (no dash), 1…63 characters.
  func isRootLabel(from start: Int, to end: Int) -> Bool {
    guard start < end else { return false }
    if isPunycodeLabel(from: start, to: end) { return true }
    for k in start..<end where u[k] == 0x2D { return false }
    return characterCount(from: start, to: end, atMost: 63)
  }

  /// `xn--` and 1…59 ASCII letters, digits or dashes.
  func isPunycodeLabel(from start: Int, to end: Int) -> Bool { Self.isPunycodeLabel(u, from: start, to: end) }

  /// `isPunycodeLabel(from:to:)` in any units.
  static func isPunycodeLabel(_ u: URLUnits, from start: Int, to end: Int) -> Bool {
    guard end - start >= 5, end - start <= 63, URLASCIIWord.punycodePrefix.starts(at: start, in: u)
    else { return false }
    for k in (start + 4)..<end where !(URLCharacterClass.isAlphanumeric(u[k]) || u[k] == 0x2D) { return false }
    return true
  }

  /// Whether `u[start..<end]` holds at most `limit` characters (surrogate pairs count once).
  func characterCount(from start: Int, to end: Int, atMost limit: Int) -> Bool {
    let units = end - start
    if units <= limit { return true }
    if units > 2 * limit { return false }
    var count = 0
    for k in start..<end {
      let continuesPair = k > start && URLCharacterClass.isLowSurrogate(u[k]) && URLCharacterClass.isHighSurrogate(u[k - 1])
      if !continuesPair { count += 1 }
    }
    return count <= limit
  }

  /// Whether `u[start..<end]` is a fuzzy-link TLD: linkify-it's list, a two-letter country code, or `xn--…`.
  func isTopLevelDomain(from start: Int, to end: Int) -> Bool {
    tlds.contains(u, from: start, to: end) || isPunycodeLabel(from: start, to: end)
  }

  /// Whether a host may end at `h` (linkify-it's host terminator).
  func terminatorHolds(at h: Int) -> Bool {
    guard h < n else { return true }
    let c = u[h]
    switch c {
    case 0x2D, 0x5F: return false
    case 0x3A: return !(h + 1 < n && URLCharacterClass.isDigit(u[h + 1]))
    case 0x2E:
      guard h + 1 < n else { return true }
      if u[h + 1] == 0x2D { return false }
      return URLLinkifyCharacters.flags(u, h + 1).flags != 0
    default:
      return URLLinkifyCharacters.isTextSeparator(c) || URLLinkifyCharacters.flags(u, h).flags != 0
    }
  }

  /// After a host ending at `h`: `h` when no port follows, the end of a valid port, or `nil` when a
  /// port is written but out of range (then no host can end here).
  func portEnd(at h: Int) -> Int? {
    guard h + 1 < n, u[h] == 0x3A, URLCharacterClass.isDigit(u[h + 1]) else { return h }
    var end = h + 1
    var value = 0
    while end < n, URLCharacterClass.isDigit(u[end]) {
      if end - h <= 6 { value = value * 10 + Int(u[end] - 0x30) }
      end += 1
    }
    let digits = end - h - 1
    if digits <= 4 { return end }
    guard digits == 5 else { return nil }
    let first = u[h + 1]
    if first >= 0x31, first <= 0x35 { return end }
    return first == 0x36 && value <= 65535 ? end : nil
  }

  /// The end of an IPv4 address (four dotted numbers 0…255 of 1…3 digits) starting at `start`.
  func ipv4End(from start: Int) -> Int? {
    var i = start
    for part in 0..<4 {
      var value = 0
      let partStart = i
      while i < n, URLCharacterClass.isDigit(u[i]), i - partStart < 4 {
        value = value * 10 + Int(u[i] - 0x30)
        i += 1
      }
      guard i > partStart, i - partStart <= 3, value <= 255, !(i < n && URLCharacterClass.isDigit(u[i])) else { return nil }
      if part < 3 {
        guard i < n, u[i] == 0x2E else { return nil }
        i += 1
      }
    }
    return i
  }

  /// A chain of labels from `start`: the end of its last label, how many labels, and where the last
  /// one starts; `nil` when a label is invalid or the chain is too long. The chain stops at the first
  /// character after a label that is not a dot, or at a dot not followed by a label.
  func labelChain(from start: Int) -> (end: Int, count: Int, lastStart: Int)? {
    var i = start
    var count = 0
    var end = start
    var lastStart = start
    while true {
      let runEnd = labelRunEnd(from: i, limit: start + Self.hostScanLimit + 1)
      if runEnd == i { return count > 0 ? (end, count, lastStart) : nil }
      guard runEnd - start <= Self.hostScanLimit, isDomainLabel(from: i, to: runEnd) else { return nil }
      count += 1
      end = runEnd
      lastStart = i
      guard runEnd < n, u[runEnd] == 0x2E else { return (end, count, lastStart) }
      i = runEnd + 1
    }
  }

  /// linkify-it's fuzzy host at `start` (an IPv4 address, or labels ending in a fuzzy TLD) and the
  /// terminator after it, without a port (as e-mail hosts are read). Returns the host's end.
  func fuzzyHostEnd(from start: Int) -> Int? {
    if let end = ipv4End(from: start), terminatorHolds(at: end) { return end }
    guard let chain = labelChain(from: start), chain.count >= 2,
      isTopLevelDomain(from: chain.lastStart, to: chain.end), terminatorHolds(at: chain.end)
    else { return nil }
    return chain.end
  }
}
