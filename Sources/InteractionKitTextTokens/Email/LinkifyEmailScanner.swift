/// linkify-it's e-mails: fuzzy addresses (`name@host` with a fuzzy TLD or an IPv4 host) and
/// `mailto:` links (`mailto:name@host`, any host), each in its own left-to-right pass.
struct LinkifyEmailScanner {
  let u: URLUnits
  let n: Int
  let hosts: LinkifyHostReader
  let rules: EmailRules
  let maximumLength: Int
  var results: [TokenMatch] = []

  init(units: URLUnits, rules: EmailRules) {
    u = units
    n = units.count
    hosts = LinkifyHostReader(units)
    self.rules = rules
    maximumLength = rules.effectiveMaximumLength
  }

  /// Appends the e-mails of the whole text to ``results`` (which may hold other rules'
  /// candidates), the `mailto:` links and then the fuzzy addresses, each pass in order (two runs
  /// for ``CandidateMerge``), and returns them all.
  mutating func scan() -> [TokenMatch] {
    if rules.recognizesMailtoScheme, Self.containsMailto(u) { scanMailtoLinks() }
    scanFuzzyEmails()
    return results
  }

  /// Whether `mailto:` is written anywhere in `u` (in any case). Without it no `mailto:` link can
  /// be found, so the schema search (which also stops at every `/`) is skipped.
  ///
  /// "Colons after an o": only a colon after `o` or `O` is looked at, and sixteen positions are
  /// tested at a time for that pair, so the colons of `https:` and `http:` (nearly all of them)
  /// cost no stop of the search.
  static func containsMailto(_ u: URLUnits) -> Bool {
    var colon = colonAfterO(in: u, from: 1)
    while colon < u.count {
      if URLASCIIWord.mailto.ends(before: colon, in: u) { return true }
      colon = colonAfterO(in: u, from: colon + 1)
    }
    return false
  }

  /// The first offset at or after `start` (at least 1) that holds `:` after `o` or `O`, or `count`.
  @inline(__always)
  static func colonAfterO(in u: URLUnits, from start: Int) -> Int {
    let count = u.count
    var i = start
    if let base = u.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i &+ 16 <= count {
        let here = raw.loadUnaligned(fromByteOffset: i &* 2, as: SIMD16<UInt16>.self)
        let before = raw.loadUnaligned(fromByteOffset: (i &- 1) &* 2, as: SIMD16<UInt16>.self)
        let colon = here .== SIMD16<UInt16>(repeating: 0x3A)
        let pair = colon .& ((before | SIMD16<UInt16>(repeating: 0x20)) .== SIMD16<UInt16>(repeating: 0x6F))
        if UTF16Scalars.hasLane(pair) { return i &+ UTF16Scalars.firstLane(pair) }
        i &+= 16
      }
    }
    while i < count {
      if u[i] == 0x3A, u[i &- 1] | 0x20 == 0x6F { return i }
      i &+= 1
    }
    return count
  }

  /// Whether a fuzzy e-mail name may start at `s`: the start of text, or after `<`, `>`, `｜`, `"`,
  /// `(`, a space or a control character.
  @inline(__always)
  private func nameMayStart(at s: Int) -> Bool {
    guard s > 0 else { return true }
    let c = u[s - 1]
    return c == 0x22 || c == 0x28 || URLLinkifyCharacters.isTextSeparator(c) || URLLinkifyCharacters.isSpaceOrControl(c)
  }

  private mutating func scanFuzzyEmails() {
    var consumed = 0
    var at = 0
    while at < n {
      if u[at] != 0x40 {
        at = u.urlAnchorIndex(of: 0x40, from: at)
        guard at < n else { break }
      }
      var runStart = at
      while runStart > consumed, URLLinkifyCharacters.emailName.contains(u[runStart - 1]) { runStart -= 1 }
      var nameStart = -1
      var s = runStart
      while s < at {
        // Inside the run, the character before `s` is a name character: only `"` lets a name start.
        if s > runStart, u[s - 1] != 0x22 {
          s += 1
          continue
        }
        if at - s <= 64, u[s] != 0x22, s == 0 || s - 1 >= consumed, nameMayStart(at: s) {
          nameStart = s
          break
        }
        s += 1
      }
      if nameStart >= 0, let hostEnd = hosts.fuzzyHostEnd(from: at + 1) {
        // Consumed even when too long to be a token, as linkify-it would have matched it.
        emit(nameStart..<hostEnd, name: nameStart..<at, host: (at + 1)..<hostEnd)
        consumed = hostEnd
        at = hostEnd
        continue
      }
      at += 1
    }
  }

  /// `mailto:` links at the schema names ``LinkifySchemaSearch`` finds: a name of at most 64
  /// characters, `@` and any host (labels, no TLD needed), then linkify-it's host terminator.
  private mutating func scanMailtoLinks() {
    var linkEnd = 0
    var found: [(range: Range<Int>, name: Range<Int>, host: Range<Int>)] = []
    LinkifySchemaSearch.forEachMatch(in: u) { schema, start, nameStart in
      guard schema == .mailto, start >= linkEnd, nameStart < n, u[nameStart] != 0x22 else { return }
      var at = nameStart
      while at < n, at - nameStart < 64, URLLinkifyCharacters.emailName.contains(u[at]) { at += 1 }
      guard at > nameStart, at < n, u[at] == 0x40, let chain = hosts.labelChain(from: at + 1),
        hosts.terminatorHolds(at: chain.end)
      else { return }
      found.append((start..<chain.end, nameStart..<at, (at + 1)..<chain.end))
      linkEnd = chain.end
    }
    for link in found { emit(link.range, name: link.name, host: link.host) }
  }

  /// Emits an address when it fits the caps.
  private mutating func emit(_ range: Range<Int>, name: Range<Int>, host: Range<Int>) {
    guard range.count <= maximumLength, HostNameLimits.fits(u, from: host.lowerBound, to: host.upperBound, counting: .characters)
    else { return }
    results.append(TokenMatch(range: range, recipe: .email(name: name, host: host)))
  }
}
