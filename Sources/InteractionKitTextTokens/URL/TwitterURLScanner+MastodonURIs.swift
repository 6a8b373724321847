extension TwitterURLScanner {
  /// Mastodon's extra URIs, which have no `//`: `xmpp:` `[node@]host[/resource][?query]` (the host as
  /// in twitter-text, resource and query with Mastodon's path and query rules) and `magnet:?query`.
  ///
  /// They follow the same preceding-character rule as other URLs. Found in their own left-to-right
  /// pass (anchored on `:`); where one overlaps an ordinary URL the detector keeps the one that
  /// starts first, as Mastodon's extractor does.
  mutating func scanExtendedURIs() -> [TokenMatch] {
    var found: [TokenMatch] = []
    var consumedHere = 0
    var hostRun = TwitterHostRun()
    var colon = 0
    while colon < n {
      colon = u.urlAnchorIndex(of: 0x3A, from: colon)
      guard colon < n else { break }
      defer { colon = max(colon + 1, consumedHere) }
      var start = -1
      var isMagnet = false
      if URLASCIIWord.xmpp.ends(before: colon, in: u) {
        start = colon - 4
      } else if URLASCIIWord.magnet.ends(before: colon, in: u) {
        start = colon - 6
        isMagnet = true
      }
      // The preceding character belongs to the match, so it must not be part of an earlier one.
      guard start == 0 || (start > consumedHere && URLTwitterCharacters.mayPrecedeURL(u[start - 1])) else { continue }
      var end = -1
      var host = (colon + 1)..<(colon + 1)
      if isMagnet {
        guard colon + 1 < n, u[colon + 1] == 0x3F, let queryEnd = queryEnd(afterMarkAt: colon + 1, limit: n) else { continue }
        end = queryEnd
      } else {
        guard let xmppHost = xmppHost(afterColon: colon, run: &hostRun) else { continue }
        host = xmppHost
        end = host.upperBound
        if end < n, u[end] == 0x2F { end = pathEnd(afterSlashAt: end) }
        if end < n, u[end] == 0x3F, let queryEnd = queryEnd(afterMarkAt: end, limit: n) { end = queryEnd }
      }
      consumedHere = end
      let range = start..<end
      guard range.count <= maximumLength, host.isEmpty || HostNameLimits.fits(u, from: host.lowerBound, to: host.upperBound)
      else { continue }
      found.append(
        TokenMatch(range: range, recipe: .url(host: host, form: .explicit)))
    }
    return found
  }

  /// The host of an `xmpp:` URI: after an optional `node@` (characters other than white space,
  /// controls and `"&'/:<>@?`), a twitter-text host.
  private func xmppHost(afterColon colon: Int, run: inout TwitterHostRun) -> Range<Int>? {
    var nodeEnd = colon + 1
    while nodeEnd < n, Self.isNodeCharacter(u[nodeEnd]) { nodeEnd += 1 }
    if nodeEnd > colon + 1, nodeEnd < n, u[nodeEnd] == 0x40, let host = twitterHost(at: nodeEnd + 1, run: &run) {
      return host
    }
    return twitterHost(at: colon + 1, run: &run)
  }

  /// A twitter-text host that starts exactly at `start`.
  private func twitterHost(at start: Int, run: inout TwitterHostRun) -> Range<Int>? {
    guard start < n, URLTwitterCharacters.isDomainCharacter(u[start]) else { return nil }
    // A run without a dot has no TLD.
    _ = run.analyze(u, from: start, tlds: tlds)
    guard run.hasTopLevelDomain, let hostEnd = run.hostEnd(from: start, label: 0) else { return nil }
    return start..<hostEnd
  }

  @inline(__always)
  private static func isNodeCharacter(_ c: UInt16) -> Bool {
    c > 0x20 && c != 0x7F && !nodeExcluded.contains(c) && !URLCharacterClass.isWhiteSpace(c)
  }

  static var nodeExcluded: URLCharacterSet { URLCharacterSet(low: 0xd400_80c4_0000_0000, high: 0x1) }
}
