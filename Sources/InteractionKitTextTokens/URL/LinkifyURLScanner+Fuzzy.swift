extension LinkifyURLScanner {
  /// linkify-it's fuzzy links: `host[:port][path]` without a scheme, where the host is an IPv4
  /// address (with ``URLRules/recognizesIPAddresses``) or labels ending in a fuzzy TLD.
  ///
  /// A fuzzy link starts at the start of text or after `$+<=>^`|｜`, P, Z or Cc, but not after
  /// `.:/-_@`, and does not start with `$+<=>^`|｜`. The scan jumps from dot to dot, takes the run of
  /// pseudo-letters, dashes and dots around it once, and resolves every start inside the run from
  /// per-label tables (``LinkifyHostRun``), so a run costs time linear in its length.
  ///
  /// Inside a run, a link can only start after one of `$+=^`|` (the other characters of a run are
  /// letters, which forbid a start, or `.` and `-`, which forbid it too), so a run that cannot
  /// start at its first character and holds none of them is only walked to its end.
  ///
  /// "Fuzzy links after schema links": the dots inside `schemaLinks` (the schema links found, in
  /// order) are skipped, and the scan goes on at the link's end, as linkify-it goes on after a
  /// match. A fuzzy link that started inside a schema link would overlap it and start after it, so
  /// the detector would drop it (the host of `https://example.com` is no fuzzy link of its own).
  mutating func scanFuzzyLinks(skipping schemaLinks: [Range<Int>] = []) {
    var run = LinkifyHostRun()
    var consumed = 0
    var i = 0
    var nextLink = 0
    while i < n {
      let d = u.urlAnchorIndex(of: 0x2E, from: i)
      guard d < n else { break }
      // The dot lies in the next schema link that does not end before it.
      while nextLink < schemaLinks.count, schemaLinks[nextLink].upperBound <= d { nextLink += 1 }
      if nextLink < schemaLinks.count, schemaLinks[nextLink].lowerBound <= d {
        i = schemaLinks[nextLink].upperBound
        consumed = max(consumed, i)
        continue
      }
      var start = d
      var allowsInnerStart = false
      while start > i {
        let c = u[start - 1]
        if URLCharacterClass.isAlphanumeric(c) {
          start -= 1
          continue
        }
        if c < 0x80 {
          guard URLLinkifyCharacters.asciiHostRun.contains(c) else { break }
          if URLLinkifyCharacters.fuzzyLinkAllowedBefore.contains(c) { allowsInnerStart = true }
          start -= 1
          continue
        }
        let (flags, length) = URLLinkifyCharacters.flags(u, before: start)
        guard flags == 0 && !URLLinkifyCharacters.isTextSeparator(c), start - length >= i else { break }
        start -= length
      }
      let mayStartAtRunStart = (start == 0 || start - 1 >= consumed) && Self.fuzzyLinkMayStart(u, at: start)
      let end = run.analyze(hosts, from: start, resumingAt: d, findsHosts: mayStartAtRunStart || allowsInnerStart)
      if run.lastHostEndLabelStart >= 0 {
        // No host starts in the label that ends the last possible host, or after it.
        consumed = scanFuzzyRun(run, from: max(start, consumed), to: run.lastHostEndLabelStart, consumed: consumed)
      }
      i = max(end, consumed)
    }
  }

  /// Whether a fuzzy link may start at `p` of `u` (given the character before it).
  ///
  /// Static, with the units passed in: as a method, the call (which the compiler did not inline)
  /// copied the whole scanner, 137 bytes, for every run it tested (2 % of `linkify`).
  @inline(__always)
  private static func fuzzyLinkMayStart(_ u: URLUnits, at p: Int) -> Bool {
    let c = u[p]
    guard !URLLinkifyCharacters.fuzzyLinkForbiddenFirst.contains(c), URLLinkifyCharacters.isPseudoLetter(u, p).isLetter else {
      return false
    }
    if URLCharacterClass.isLowSurrogate(c), p > 0, URLCharacterClass.isHighSurrogate(u[p - 1]) { return false }
    guard p > 0 else { return true }
    let before = u[p - 1]
    if URLLinkifyCharacters.fuzzyLinkForbiddenBefore.contains(before) { return false }
    return URLLinkifyCharacters.fuzzyLinkAllowedBefore.contains(before) || before == 0xFF5C
      || URLLinkifyCharacters.flags(u, before: p).flags != 0
  }

  /// Tries every start in `u[from..<end]` in order; returns the new consumed offset.
  private mutating func scanFuzzyRun(_ run: LinkifyHostRun, from: Int, to end: Int, consumed: Int) -> Int {
    var consumed = consumed
    var p = from
    var label = run.label(containing: p, from: 0)
    while p < end {
      // No fuzzy link starts after an ASCII letter or digit: skip those positions at once.
      if p > 0, URLCharacterClass.isAlphanumeric(u[p - 1]) {
        p += 1
        continue
      }
      guard p == 0 || p - 1 >= consumed, Self.fuzzyLinkMayStart(u, at: p) else {
        p += 1
        continue
      }
      label = run.label(containing: p, from: label)
      if let host = run.host(from: p, label: label, hosts: hosts, allowsIPAddress: rules.recognizesIPAddresses) {
        // A match is consumed even when it is too long to be a token, as linkify-it would have
        // matched (and skipped) it; this also keeps the scan linear.
        let linkEnd = paths.pathEnd(at: host.afterPort)
        emit(p..<linkEnd, host: p..<host.nameEnd, form: .none)
        consumed = linkEnd
        p = linkEnd
        continue
      }
      p += 1
    }
    return consumed
  }
}
