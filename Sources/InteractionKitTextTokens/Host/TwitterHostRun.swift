/// The label structure of one run of host characters, analysed once so that the twitter-text host
/// for *any* start inside the run is found in constant time.
///
/// twitter-text's host is `subdomain* domain-name TLD`: every label starts and ends with a domain
/// character, subdomain labels may contain `-` and `_`, the label before the TLD only `-`, and the
/// TLD (from the list, or `xn--…`) follows a dot. Its regular expression takes as many subdomains as
/// it can, then backs off until a TLD fits. Starts inside the same label share everything after that
/// label's dot, so one backward pass over the dots gives, for each label, the farthest dot at which
/// a TLD completes a valid host (`best`). A start only changes whether its own (shortened) first
/// label is valid, which `lastUnderscore` and the label's last character decide.
///
/// TLDs are looked up lazily, from the last dot back: a label's TLD matters only when no farther
/// dot completes a host for it, so `docs.swift.org` costs one lookup (`org`), not two.
struct TwitterHostRun {
  /// One label followed by a dot (offsets as `Int32` to keep the table small: texts are
  /// limited to `Int32.max` code units by ``URLMatcher``).
  struct Label {
    /// Where the label starts.
    var start: Int32
    /// Its dot.
    var dot: Int32
    /// The last `_` in the label, or -1.
    var lastUnderscore: Int32
    /// The end of the TLD that starts after the dot, -1 when there is none, ``notLookedUp`` when
    /// it was not needed.
    var tldEnd: Int32
    /// The farthest label index j ≥ this one such that the labels before j are valid subdomains,
    /// label j a valid domain name and a TLD follows j's dot; -1 when there is none.
    var best: Int32
    /// Whether the label is non-empty and ends with a domain character (not `-` or `_`).
    var endsWell: Bool
    /// Whether the label is a valid subdomain: it ends well and starts with a domain character.
    var isValidSubdomain: Bool
  }

  /// ``Label/tldEnd`` of a label whose TLD was never needed.
  static let notLookedUp: Int32 = -2

  /// The labels of the run, one per dot; the first `count` are used. After ``analyze(_:from:tlds:)``
  /// only those up to the last dot followed by a TLD are kept.
  private var labels: HostNameRunStorage<Label>
  private var count = 0

  /// A run analyser with room for `capacity` labels before its table grows.
  ///
  /// Scanners pass the number of units they scan (capped): a text can hold no more labels than
  /// units, the memory is only touched as labels are written, and growing the table of a run with
  /// hundreds of thousands of dots (`a.a.a.…`) cost more than the rest of its analysis.
  init(capacity: Int = 16) {
    labels = HostNameRunStorage<Label>(capacity: capacity)
  }

  /// Where the run starts.
  private(set) var start = 0
  /// Where the run ends.
  private(set) var end = 0
  /// Whether the run holds only ASCII letters, digits, `-` and `.`.
  private(set) var isPlainASCII = false
  /// The length of the run's longest stretch between dots.
  private var longestSegment = 0
  /// Where the last dot followed by a TLD is (no host can start after it), or -1.
  private(set) var lastTopLevelDomainDot = -1
  /// Whether any dot of the run is followed by a TLD (when none is, no host starts in the run).
  var hasTopLevelDomain: Bool { lastTopLevelDomainDot >= 0 }

  /// Analyses the maximal run of host characters that holds the dot at `dot`, where no dot comes
  /// between `limit` and `dot` and the run may not start before `limit`. Returns where the run ends;
  /// ``start`` is where it starts.
  ///
  /// The run's first label is walked backwards from the dot, the rest forwards (see
  /// ``analyze(_:from:tlds:)``), so each of its characters is read once.
  ///
  /// "Runs after an at sign" (with `passesOverAtSignRuns`, for twitter-text's grammar): a run of
  /// ASCII letters, digits, `-` and dots that follows `@` and that white space or the end of the
  /// text follows (an e-mail address's domain, or a federated mention's) is given no TLD, so the
  /// scan tries nothing in it. With twitter-text's rules a URL may not start right after `@`,
  /// starts after a letter or digit are never tried, and a URL without a scheme that starts after
  /// `-` or `.` is dropped; none can have a scheme, whose `://` would come before the run. So
  /// nothing in the run is emitted, and what its dropped matches would consume ends by the white
  /// space, before any later match could start. (`＠` does not count: twitter-text's hosts may hold
  /// it, so a run goes on before it.) That saves the run's labels, TLD look-ups and the match tried
  /// and dropped after each dot.
  mutating func analyze(
    _ u: URLUnits, aroundDotAt dot: Int, notBefore limit: Int, tlds: TopLevelDomainSet,
    passesOverAtSignRuns: Bool = false
  ) -> Int {
    var start = dot
    var underscore = -1
    var plain = true
    while start > limit {
      let c = u[start - 1]
      if !URLCharacterClass.isAlphanumeric(c) {
        if c == 0x5F {
          if underscore < 0 { underscore = start - 1 }
          plain = false
        } else if c != 0x2D {
          guard c >= 0x80, URLTwitterCharacters.isDomainCharacter(c) else { break }
          plain = false
        }
      }
      start -= 1
    }
    if passesOverAtSignRuns, plain, start > limit, u[start - 1] == 0x40, let end = Self.endOfPlainWord(u, after: dot) {
      return setWithoutHost(from: start, to: end)
    }
    if !Self.mayPrecedeTopLevelDomain(u, dotAt: dot), let end = Self.endOfRunWithoutTopLevelDomain(u, resumingAt: dot) {
      // The "run without a TLD" fast path: no label to record, nothing to look up.
      return setWithoutHost(from: start, to: end)
    }
    return analyze(u, from: start, resumingAt: dot, underscore: underscore, plain: plain, tlds: tlds)
  }

  /// Makes this the run `start..<end` with no TLD, so no host (both fast paths of
  /// ``analyze(_:aroundDotAt:notBefore:tlds:passesOverAtSignRuns:)``), and returns `end`.
  @inline(__always)
  private mutating func setWithoutHost(from start: Int, to end: Int) -> Int {
    self.start = start
    self.end = end
    count = 0
    lastTopLevelDomainDot = -1
    // Never read without a host; the conservative values all the same.
    isPlainASCII = false
    longestSegment = end - start
    return end
  }

  /// The end of the run of ASCII letters, digits, `-` and dots after the dot at `dot` when white
  /// space (space, tab, line feed, carriage return) or the end of the text follows it, or `nil`.
  @inline(__always)
  static func endOfPlainWord(_ u: URLUnits, after dot: Int) -> Int? {
    var end = dot + 1
    while end < u.count, URLCharacterClass.isAlphanumeric(u[end]) || u[end] == 0x2D || u[end] == 0x2E { end += 1 }
    guard end < u.count else { return end }
    return u[end] < 0x80 && AnchoredWords.isSpace(UInt8(truncatingIfNeeded: u[end])) ? end : nil
  }

  /// Analyses the maximal run of host characters that starts at `start` and returns where the run
  /// ends. TLD look-ahead may read past the run's end (the regular expression sees the whole text).
  mutating func analyze(_ u: URLUnits, from start: Int, tlds: TopLevelDomainSet) -> Int {
    analyze(u, from: start, resumingAt: start, underscore: -1, plain: true, tlds: tlds)
  }

  /// The analysis of the run that starts at `start`, whose characters before `resume` (none of
  /// them a dot) were read already: the last `_` among them is at `underscore`, and `plain` tells
  /// whether they are all ASCII letters, digits and `-`.
  ///
  /// One forward pass finds the run's end and records every dot's label; a backward pass finds
  /// the last dot followed by a TLD, drops the labels after it and fills in `best`, looking up only
  /// the TLDs it needs.
  private mutating func analyze(
    _ u: URLUnits, from start: Int, resumingAt resume: Int, underscore firstUnderscore: Int, plain firstPlain: Bool,
    tlds: TopLevelDomainSet
  ) -> Int {
    count = 0
    lastTopLevelDomainDot = -1
    var labels = labels.base
    var segmentStart = start
    var underscore = firstUnderscore
    var plain = firstPlain
    var longest = 0
    var i = resume
    while i < u.count {
      let c = u[i]
      // Letters and digits need nothing but a step.
      if URLCharacterClass.isAlphanumeric(c) {
        i += 1
        continue
      }
      if c == 0x2E {
        if count == self.labels.capacity {
          HostNameRunStorage.reserve(count + 1, in: &self.labels, keeping: count)
          labels = self.labels.base
        }
        let endsWell = i > segmentStart && URLTwitterCharacters.isDomainCharacter(u[i - 1])
        labels[count] = Label(
          start: Int32(segmentStart), dot: Int32(i), lastUnderscore: Int32(underscore), tldEnd: Self.notLookedUp,
          best: -1, endsWell: endsWell,
          isValidSubdomain: endsWell && URLTwitterCharacters.isDomainCharacter(u[segmentStart]))
        count += 1
        longest = max(longest, i - segmentStart)
        segmentStart = i + 1
        underscore = -1
        // No host holds an empty label, so a second dot in a row ends the run: the dots that
        // follow can start no host, and the scanner skips them (see `TwitterURLScanner.scan()`).
        if i + 1 < u.count, u[i + 1] == 0x2E {
          i += 1
          break
        }
      } else if c == 0x5F {
        underscore = i
        plain = false
      } else if c != 0x2D {
        // Anything else ends the run unless it is a non-ASCII domain character.
        guard c >= 0x80, URLTwitterCharacters.isDomainCharacter(c) else { break }
        plain = false
      }
      i += 1
    }
    self.start = start
    end = i
    isPlainASCII = plain
    longestSegment = max(longest, i - segmentStart)
    findBestHosts(u, tlds: tlds)
    return i
  }

  /// The end of the TLD after the dot at `i`, or -1.
  @inline(__always)
  private static func tldEnd(_ u: URLUnits, afterDotAt i: Int, tlds: TopLevelDomainSet) -> Int32 {
    guard i + 2 < u.count else { return -1 }
    // Every TLD has at least two characters, and one that starts with ASCII starts with two letters.
    let first = u[i + 1]
    if first < 0x80, !(URLCharacterClass.isLetter(first) && URLCharacterClass.isLetter(u[i + 2])) { return -1 }
    return Int32(tlds.twitterMatchEnd(u, at: i + 1, limit: u.count) ?? -1)
  }

  /// Keeps the labels up to the last one that ends well and is followed by a TLD, then fills in
  /// each kept label's `best` from the last back. A label's TLD is looked up only when the label
  /// ends well and no farther dot completes a host for it (the only case where ``hostEnd(from:label:)``
  /// or a `best` reads it).
  @inline(__always)
  private mutating func findBestHosts(_ u: URLUnits, tlds: TopLevelDomainSet) {
    let labels = labels.base
    var kept = count
    while kept > 0 {
      if labels[kept - 1].endsWell {
        labels[kept - 1].tldEnd = Self.tldEnd(u, afterDotAt: Int(labels[kept - 1].dot), tlds: tlds)
        if labels[kept - 1].tldEnd >= 0 { break }
      }
      kept -= 1
    }
    count = kept
    guard kept > 0 else { return }
    lastTopLevelDomainDot = Int(labels[kept - 1].dot)
    var next: Int32 = -1
    var k = kept - 1
    while k >= 0 {
      let label = labels[k]
      if label.isValidSubdomain, next >= 0 {
        labels[k].best = next
      } else {
        if label.endsWell, label.tldEnd == Self.notLookedUp {
          labels[k].tldEnd = Self.tldEnd(u, afterDotAt: Int(label.dot), tlds: tlds)
        }
        let valid = label.isValidSubdomain && label.lastUnderscore < 0 && labels[k].tldEnd >= 0
        labels[k].best = valid ? Int32(k) : -1
      }
      next = labels[k].best
      k -= 1
    }
  }

  /// Whether `host`, a host this run gave, certainly fits ``HostNameLimits`` without measuring it:
  /// the run holds only ASCII letters, digits, `-` and dots, none of its stretches between dots is
  /// longer than a label may be, and the host is not longer than a name may be. (A host's labels
  /// are never empty, and in ASCII each character counts once.)
  @inline(__always)
  func certainlyFitsLimits(_ host: Range<Int>) -> Bool {
    isPlainASCII && host.lowerBound >= start && host.upperBound <= end
      && longestSegment <= HostNameLimits.maximumLabelLength && host.count <= HostNameLimits.maximumDomainLength
  }

  /// The index of the label that holds `offset` (offsets after the last dot get `count`),
  /// searching forward from `hint`.
  @inline(__always)
  func label(containing offset: Int, from hint: Int) -> Int {
    var k = hint
    while k < count, Int(labels.base[k].dot) < offset { k += 1 }
    return k
  }

  /// The end of the host that starts at `start` in label `k` (the caller checked that `start`
  /// holds a domain character), or `nil` when no TLD completes a valid host.
  @inline(__always)
  func hostEnd(from start: Int, label k: Int) -> Int? {
    guard k < count else { return nil }
    let labels = labels.base
    let label = labels[k]
    guard start < Int(label.dot), label.endsWell else { return nil }
    if k + 1 < count, labels[k + 1].best >= 0 { return Int(labels[Int(labels[k + 1].best)].tldEnd) }
    if start > Int(label.lastUnderscore), label.tldEnd >= 0 { return Int(label.tldEnd) }
    return nil
  }
}
