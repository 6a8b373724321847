/// Finds URLs with twitter-text's grammar, or Mastodon's variant of it, in linear time.
///
/// twitter-text runs one regular expression, `(preceding char)(scheme? host port? path? query?)`,
/// left to right; every match consumes its text even when the extractor then drops it (a URL
/// without a scheme after `-_./`, a t.co slug over 40 characters, a host that fails IDNA). This
/// scanner reproduces that order without backtracking:
/// 1. it jumps from dot to dot (a host always has one) and takes the run of host characters
///    around the dot, scanning each character at most twice;
/// 2. ``TwitterHostRun`` analyses the run once, so each possible start costs O(1);
/// 3. a scheme (`https://`…) just before the run is tried first, then every start inside the run
///    whose preceding character allows a URL;
/// 4. port, path and query are read forward from the host's end, once per accepted host, and the
///    whole match is consumed, so no text is scanned again from a later start.
struct TwitterURLScanner {
  let u: [UInt16]
  let n: Int
  let grammar: URLRules.Grammar
  let withoutScheme: Bool
  let maximumLength: Int
  let tlds = TopLevelDomainSet.twitter
  /// End of the last match (emitted or dropped): a new match's preceding character must be at or after it.
  var consumed = 0
  var run = TwitterHostRun()
  var results: [TokenMatch] = []

  init(units: [UInt16], rules: URLRules) {
    u = units
    n = units.count
    grammar = rules.grammar
    withoutScheme = rules.recognizesURLsWithoutScheme
    maximumLength = rules.effectiveMaximumLength
  }

  /// The URLs of the whole text.
  mutating func scan() -> [TokenMatch] {
    var i = 0
    while i < n {
      let d = u.urlAnchorIndex(of: 0x2E, from: i)
      guard d < n else { break }
      var start = d
      while start > i, URLTwitterCharacters.isHostRunCharacter(u[start - 1]) { start -= 1 }
      var end = d + 1
      while end < n, URLTwitterCharacters.isHostRunCharacter(u[end]) { end += 1 }
      scanRun(from: start, to: end)
      i = max(end, consumed)
    }
    return results
  }

  /// Whether a match may start at `start` given the text before it and what was consumed.
  @inline(__always)
  func mayStart(at start: Int) -> Bool {
    start == 0 || (start - 1 >= consumed && URLTwitterCharacters.mayPrecedeURL(u[start - 1]))
  }

  private mutating func scanRun(from start: Int, to end: Int) {
    run.analyze(u, from: start, to: end, tlds: tlds)
    guard run.hasTopLevelDomain else { return }
    if let schemeStart = schemeStart(beforeHostAt: start), mayStart(at: schemeStart),
      URLTwitterCharacters.isDomainCharacter(u[start]),
      let hostEnd = run.hostEnd(from: start, label: 0)
    {
      consumed = finish(start: schemeStart, host: start..<hostEnd)
    }
    // No host starts after the last dot that a TLD follows.
    let limit = min(end, run.lastTopLevelDomainDot)
    var p = consumed == 0 ? start : max(start, consumed + 1)
    var k = run.label(containing: p, from: 0)
    if p == 0, limit > 1, URLTwitterCharacters.mayPrecedeURL(u[0]), tryStart(at: 1, label: &k) {
      // The expression tries "preceding character, then URL" before "start of text, then URL".
      p = consumed + 1
    }
    while p < limit {
      if tryStart(at: p, label: &k) {
        p = consumed + 1
      } else {
        p += 1
      }
    }
  }

  /// Tries a URL without a scheme at `p`; on a match, consumes it and returns `true`.
  private mutating func tryStart(at p: Int, label k: inout Int) -> Bool {
    let c = u[p]
    guard URLTwitterCharacters.isDomainCharacter(c), mayStart(at: p),
      !(URLCharacterClass.isLowSurrogate(c) && p > 0 && URLCharacterClass.isHighSurrogate(u[p - 1]))
    else { return false }
    k = run.label(containing: p, from: k)
    guard let hostEnd = run.hostEnd(from: p, label: k) else { return false }
    consumed = finish(start: p, host: p..<hostEnd)
    return true
  }

  /// The start of a scheme of this grammar followed by `://` that ends right before `hostStart`.
  private func schemeStart(beforeHostAt hostStart: Int) -> Int? {
    guard hostStart >= 3, u[hostStart - 1] == 0x2F, u[hostStart - 2] == 0x2F, u[hostStart - 3] == 0x3A else { return nil }
    let colon = hostStart - 3
    let schemes = grammar == .mastodon ? Self.mastodonSchemes : Self.twitterSchemes
    for scheme in schemes where URLCharacterClass.matchesASCII(u, at: colon - scheme.count, scheme) {
      return colon - scheme.count
    }
    return nil
  }

  static let twitterSchemes: [[UInt16]] = ["https", "http"].map { Array($0.utf16) }
  static let mastodonSchemes: [[UInt16]] = ["https", "http", "dat", "dweb", "ipfs", "ipns", "ssb", "gopher", "gemini"]
    .map { Array($0.utf16) }
}
