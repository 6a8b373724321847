/// Finds URLs with linkify-it's grammar in linear time: schema links (`http:`, `https:`, `ftp:`
/// and the neutral `//`) in one left-to-right pass, fuzzy links (no scheme) in another.
///
/// Each pass consumes what it matches; where a schema link and a fuzzy link overlap, the detector
/// keeps the one that starts first, as linkify-it does (it always takes the leftmost match).
struct LinkifyURLScanner {
  let u: URLUnits
  let n: Int
  let rules: URLRules
  let maximumLength: Int
  let hosts: LinkifyHostReader
  var paths: LinkifyPathReader
  var results: [TokenMatch] = []
  /// Whether the fuzzy pass skips the dots inside the schema links found ("fuzzy links after
  /// schema links", see ``scanFuzzyLinks(skipping:)``); only tests turn it off.
  var skipsSchemaLinks = true

  init(units: URLUnits, rules: URLRules) {
    u = units
    n = units.count
    self.rules = rules
    maximumLength = rules.effectiveMaximumLength
    hosts = LinkifyHostReader(units)
    paths = LinkifyPathReader(units)
  }

  mutating func scan() -> [TokenMatch] {
    // Room for a dense text's links at once (a link holds a dot and a few more units).
    results.reserveCapacity(results.count + n / 32)
    let schemaLinks = scanSchemaLinks()
    if rules.recognizesURLsWithoutScheme { scanFuzzyLinks(skipping: skipsSchemaLinks ? schemaLinks : []) }
    return results
  }

  /// `http:`, `https:`, `ftp:` followed by `//`, and the neutral `//` (not after `:` or `/`),
  /// at the schema names ``LinkifySchemaSearch`` finds. A name inside an earlier link is not tried.
  /// Returns the links' ranges, in order.
  private mutating func scanSchemaLinks() -> [Range<Int>] {
    var linkEnd = 0
    var found: [(range: Range<Int>, host: Range<Int>, form: URLValueBuilder.SchemeForm)] = []
    LinkifySchemaSearch.forEachMatch(in: u) { schema, start, nameEnd in
      guard start >= linkEnd, schema != .mailto else { return }
      var link: (end: Int, host: Range<Int>)?
      if schema == .web {
        guard nameEnd + 1 < n, u[nameEnd] == 0x2F, u[nameEnd + 1] == 0x2F else { return }
        link = schemaLink(hostAt: nameEnd + 2, neutral: false)
      } else {
        guard !(start > 0 && (u[start - 1] == 0x3A || u[start - 1] == 0x2F)) else { return }
        link = schemaLink(hostAt: nameEnd, neutral: true)
      }
      guard let link else { return }
      found.append((start..<link.end, link.host, schema == .web ? .explicit : .neutral))
      linkEnd = link.end
    }
    for link in found { emit(link.range, host: link.host, form: link.form) }
    return found.map(\.range)
  }

  /// The end and host of a schema link whose user info or host starts at `s`.
  private mutating func schemaLink(hostAt s: Int, neutral: Bool) -> (end: Int, host: Range<Int>)? {
    var j = s
    while j < n, j - s < 50, !URLLinkifyCharacters.isSpaceOrControl(u[j]), !URLLinkifyCharacters.authForbidden.contains(u[j]) {
      j += 1
    }
    if j > s, j < n, u[j] == 0x40, let link = hostPortPath(at: j + 1, neutral: neutral) { return link }
    return hostPortPath(at: s, neutral: neutral)
  }

  private mutating func hostPortPath(at s: Int, neutral: Bool) -> (end: Int, host: Range<Int>)? {
    var hostEnd: Int?
    if neutral, URLCharacterClass.matchesASCII(u, at: s, Self.localhost), let port = hosts.portEnd(at: s + 9),
      hosts.terminatorHolds(at: port)
    {
      hostEnd = s + 9
    }
    if hostEnd == nil, let chain = hosts.labelChain(from: s) {
      if !neutral || (chain.count >= 2 && hosts.isRootLabel(from: chain.lastStart, to: chain.end)) { hostEnd = chain.end }
    }
    guard let end = hostEnd, let port = hosts.portEnd(at: end), hosts.terminatorHolds(at: port) else { return nil }
    return (paths.pathEnd(at: port), s..<end)
  }

  static let localhost: [UInt16] = Array("localhost".utf16)

  /// Emits a URL when its host fits DNS limits and the URL fits the length cap.
  mutating func emit(_ range: Range<Int>, host: Range<Int>, form: URLValueBuilder.SchemeForm) {
    guard range.count <= maximumLength, HostNameLimits.fits(u, from: host.lowerBound, to: host.upperBound, counting: .characters) else { return }
    results.append(
      TokenMatch(range: range, recipe: .url(host: host, form: form)))
  }
}
