/// Finds URLs with twitter-text's grammar, or Mastodon's variant of it, in linear time.
///
/// twitter-text runs one regular expression, `(preceding char)(scheme? host port? path? query?)`,
/// left to right; every match consumes its text even when the extractor then drops it (a URL
/// without a scheme after `-_./`, a t.co slug over 40 characters, a host that fails IDNA). This
/// scanner reproduces that order without backtracking:
/// 1. it jumps from dot to dot (a host always has one, and sixteen units are searched at a time);
/// 2. ``TwitterHostRun`` reads the run of host characters around the dot once (its first label
///    backwards from the dot, the rest forwards), recording one label per dot and looking up only
///    the TLDs a host can end with, so each possible start then costs O(1);
/// 3. a scheme (`https://`…) just before the run is tried first, then every start inside the run
///    whose preceding character allows a URL (positions after an ASCII letter or digit are
///    skipped at once);
/// 4. port, path and query are read forward from the host's end, once per accepted host, and the
///    whole match is consumed, so no text is scanned again from a later start.
///
/// The scanner reads the units through a pointer (``URLUnits``), and the common case, an ASCII
/// host, takes fast paths: no DNS-length measuring when the run's labels are short
/// (``TwitterHostRun/certainlyFitsLimits(_:)``), no search for ASCII sub-hosts in a host that is
/// ASCII already (``emitASCIIHosts(in:pathEnd:)``), one table probe per TLD
/// (`TopLevelDomainSet.twitterMatchEnd(_:at:limit:)`).
struct TwitterURLScanner {
  let u: URLUnits
  let n: Int
  let grammar: URLRules.Grammar
  let withoutScheme: Bool
  let maximumLength: Int
  /// Whether the scan passes over the runs that follow an at sign and end a word (see
  /// ``TwitterHostRun/analyze(_:aroundDotAt:notBefore:tlds:passesOverAtSignRuns:)``); only tests
  /// turn it off, to compare.
  var passesOverAtSignRuns = true
  let tlds = TopLevelDomainSet.twitter
  /// End of the last match (emitted or dropped): a new match's preceding character must be at or after it.
  var consumed = 0
  var run: TwitterHostRun
  var results: [TokenMatch] = []

  init(units: URLUnits, rules: URLRules) {
    u = units
    n = units.count
    grammar = rules.grammar
    withoutScheme = rules.recognizesURLsWithoutScheme
    maximumLength = rules.effectiveMaximumLength
    run = TwitterHostRun(capacity: min(units.count + 1, 1 << 20))
  }

  /// The URLs of the whole text.
  mutating func scan() -> [TokenMatch] {
    // Room for a dense text's URLs at once (a URL holds a dot and a few more units).
    results.reserveCapacity(results.count + n / 32)
    guard withoutScheme else { return scanWordsWithSchemeSeparators() }
    var i = 0
    while i < n {
      let d = u.urlAnchorIndex(of: 0x2E, from: i)
      guard d < n else { break }
      let end = scanRun(aroundDotAt: d, notBefore: i)
      i = max(end, consumed)
      // A run ended at a second dot in a row: go on from the last dot of the dots (a run of
      // `....` holds no host; the last dot may start the next run's first, empty label).
      if i < n, i > 0, u[i] == 0x2E, u[i - 1] == 0x2E {
        i = UTF16Scalars.endOfRun(of: 0x2E, in: u, from: i, to: n) - 1
      }
    }
    return results
  }

  /// Whether a match may start at `start` given the text before it and what was consumed.
  @inline(__always)
  func mayStart(at start: Int) -> Bool {
    start == 0 || (start - 1 >= consumed && URLTwitterCharacters.mayPrecedeURL(u[start - 1]))
  }

  /// Finds the URLs of the run of host characters around the dot at `dot` (the first dot at or
  /// after `limit`, where the run may start at the earliest); returns the run's end.
  mutating func scanRun(aroundDotAt dot: Int, notBefore limit: Int) -> Int {
    let end = run.analyze(
      u, aroundDotAt: dot, notBefore: limit, tlds: tlds,
      passesOverAtSignRuns: passesOverAtSignRuns && grammar == .twitter)
    let start = run.start
    guard run.hasTopLevelDomain else { return end }
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
      // No URL starts after an ASCII letter or digit: skip those positions at once.
      if p > 0, URLCharacterClass.isAlphanumeric(u[p - 1]) {
        p += 1
        continue
      }
      if tryStart(at: p, label: &k) {
        p = consumed + 1
      } else {
        p += 1
      }
    }
    return end
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
  @inline(__always)
  private func schemeStart(beforeHostAt hostStart: Int) -> Int? {
    guard hostStart >= 3, u[hostStart - 1] == 0x2F, u[hostStart - 2] == 0x2F, u[hostStart - 3] == 0x3A else { return nil }
    let colon = hostStart - 3
    let letters = URLASCIIWord.packed(before: colon, in: u, count: 6)
    if URLASCIIWord.https.ends(letters) { return colon - 5 }
    if URLASCIIWord.http.ends(letters) { return colon - 4 }
    return grammar == .mastodon ? mastodonSchemeStart(colonAt: colon, letters: letters) : nil
  }

  /// The start of one of Mastodon's other schemes that ends right before `colon`.
  private func mastodonSchemeStart(colonAt colon: Int, letters: UInt64) -> Int? {
    if URLASCIIWord.dat.ends(letters) || URLASCIIWord.ssb.ends(letters) { return colon - 3 }
    if URLASCIIWord.dweb.ends(letters) || URLASCIIWord.ipfs.ends(letters) || URLASCIIWord.ipns.ends(letters) {
      return colon - 4
    }
    if URLASCIIWord.gopher.ends(letters) || URLASCIIWord.gemini.ends(letters) { return colon - 6 }
    return nil
  }
}
