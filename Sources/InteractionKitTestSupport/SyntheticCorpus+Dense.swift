/// The dense corpus: text made mostly of tokens, the hard case for a detector's throughput.
extension SyntheticCorpus {
  /// About `utf8Count` bytes of token-dense text (never more than a word over): about one word in
  /// five or six is a token, and the tokens are the long kinds — URLs with paths, queries and
  /// fragments (some with a scheme, some without, some on internationalized hosts, in Unicode or
  /// Punycode), federated mentions (`@user@host`), e-mail addresses with dots and tags, plus
  /// hashtags and cashtags — between short words in several scripts.
  ///
  /// Per 10 MB of it, `interactionkit tokens --format json` writes about 15 MB with the `linkify`
  /// profile, 20 MB with `twitter` and 21 MB with `mastodon` (the mixed corpus: 8–13 MB). The same
  /// seed always gives the same text, on every platform.
  package static func dense(utf8Count: Int, seed: UInt64 = 1) -> String {
    var rng = SplitMix64(seed: seed)
    var out = ""
    out.reserveCapacity(utf8Count + 256)
    var wordsInParagraph = 0
    while out.utf8.count < utf8Count {
      if rng.chance(18) {
        out += denseToken(&rng)
      } else {
        let pool = denseWords[rng.int(0...(denseWords.count - 1))]
        out += pool[rng.int(0...(pool.count - 1))]
      }
      wordsInParagraph += 1
      if wordsInParagraph > 30 && rng.chance(5) {
        out += ".\n"
        wordsInParagraph = 0
      } else {
        out += rng.chance(8) ? ", " : " "
      }
    }
    return out
  }

  private static let denseWords: [[String]] = [
    ["see", "and", "via", "from", "the", "read", "thanks", "cc", "posted", "reply", "docs", "release"],
    ["café", "naïve", "Zürich", "São", "crème", "jalapeño"],
    ["привет", "ссылка", "строка"],
    ["日本語", "リンク", "中文", "한국어"],
    ["مرحبا", "رابط", "שלום"],
    ["🙂", "👍🏽", "🇫🇷"],
  ]

  private static let denseHosts = [
    "example.com", "en.wikipedia.org", "docs.swift.org", "mastodon.social", "example.co.uk", "github.com",
    "news.ycombinator.com", "cdn.static.example.net", "api.v2.service.io", "sub-domain.example-site.org",
  ]

  private static let idnHosts = [
    "bücher.example.de", "münchen.de", "xn--fiqs8s.cn", "xn--mnchen-3ya.de", "пример.рф", "例え.jp",
    "παράδειγμα.gr", "café.fr",
  ]

  private static let pathWords = [
    "blog", "2026", "11", "posts", "release-notes", "v1.2.3", "search", "item", "users", "issues", "pull",
    "files", "index.html", "a_b", "read-more", "wiki", "Swift_(programming_language)", "docs", "api", "tree",
  ]

  private static let queryKeys = ["q", "ref", "utm_source", "page", "id", "lang", "sort", "s"]

  private static func denseToken(_ rng: inout SplitMix64) -> String {
    let host = rng.chance(20) ? rng.pick(idnHosts) : rng.pick(denseHosts)
    switch rng.int(0...9) {
    case 0, 1, 2, 3:
      // A URL with a path, often a query, sometimes a fragment.
      var url = rng.chance(70) ? (rng.chance(80) ? "https://" : "http://") : (rng.chance(30) ? "www." : "")
      url += host
      if rng.chance(15) { url += ":\(rng.int(1024...9999))" }
      for _ in 0..<rng.int(1...4) { url += "/" + rng.pick(pathWords) }
      if rng.chance(60) {
        url += "?"
        for k in 0..<rng.int(1...3) {
          url += (k > 0 ? "&" : "") + rng.pick(queryKeys) + "=" + String(rng.next(below: 100_000))
        }
      }
      if rng.chance(15) { url += "#section-\(rng.int(1...20))" }
      return url
    case 4, 5:
      return "@user\(rng.next(below: 100_000))@\(host)"
    case 6:
      let tag = rng.chance(30) ? "+news" : ""
      return "first.last\(rng.next(below: 10_000))\(tag)@\(host)"
    case 7:
      return "@user_\(rng.next(below: 100_000))"
    case 8:
      return rng.chance(20) ? "#Zürich\(rng.int(0...99))" : "#topic\(rng.next(below: 10_000))"
    default:
      return rng.pick(["$AAPL", "$SWIFT", "$ABC", "$TSLA"])
    }
  }
}
