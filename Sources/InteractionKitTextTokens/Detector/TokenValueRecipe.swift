/// How a match's typed value is built from the code units it was found in.
///
/// Matchers record where the parts of a token are (a URL's host, a mention's user name and domain)
/// instead of building strings, so detection allocates nothing per token; a ``Token`` builds its
/// ``Token/text`` and ``Token/value`` from these ranges only when they are read. All ranges are
/// offsets in the scanned units.
enum TokenValueRecipe: Hashable, Sendable {
  /// A URL spanning the whole match, its host at `host` (empty when it has none), written as `form`.
  case url(host: Range<Int>, form: URLValueBuilder.SchemeForm)
  /// An e-mail address: the name from `name.lowerBound`, the host at `host` (lower-cased).
  case email(name: Range<Int>, host: Range<Int>)
  /// A mention: the user name as written, the federated domain lower-cased.
  case mention(username: Range<Int>, domain: Range<Int>?)
  /// A hashtag's tag without its sign, normalized by ``HashtagNormalization``.
  case hashtag(tag: Range<Int>, foldsToASCII: Bool)
  /// A cashtag's symbol without its sign, upper-cased.
  case cashtag(symbol: Range<Int>)
  /// A custom matcher's match: the matcher's index in the detector, the payload's index in the
  /// scan's payload list.
  case custom(matcher: Int, payload: Int)

  /// The rank among candidates with the same start and length: url, e-mail, mention, hashtag,
  /// cashtag, then custom matchers in registration order.
  var priority: Int {
    switch self {
    case .url: 0
    case .email: 1
    case .mention: 2
    case .hashtag: 3
    case .cashtag: 4
    case .custom(let matcher, _): 5 + matcher
    }
  }

  /// Whether `other` is this recipe moved by `delta` units: the same case and flags, every range
  /// shifted by `delta`, and for custom matches equal payloads (`payloads` are this recipe's scan's,
  /// `otherPayloads` the other's; a missing payload reads as empty, as in ``value(in:range:payloads:)``).
  /// The custom matcher's index is not compared: the value does not depend on it.
  func isSame(as other: TokenValueRecipe, shiftedBy delta: Int, payloads: [String], otherPayloads: [String]) -> Bool {
    func moved(_ range: Range<Int>) -> Range<Int> { (range.lowerBound + delta)..<(range.upperBound + delta) }
    switch (self, other) {
    case (.url(let host, let form), .url(let otherHost, let otherForm)):
      return form == otherForm && moved(host) == otherHost
    case (.email(let name, let host), .email(let otherName, let otherHost)):
      return moved(name) == otherName && moved(host) == otherHost
    case (.mention(let username, let domain), .mention(let otherUsername, let otherDomain)):
      return moved(username) == otherUsername && domain.map(moved) == otherDomain
    case (.hashtag(let tag, let foldsToASCII), .hashtag(let otherTag, let otherFoldsToASCII)):
      return foldsToASCII == otherFoldsToASCII && moved(tag) == otherTag
    case (.cashtag(let symbol), .cashtag(let otherSymbol)):
      return moved(symbol) == otherSymbol
    case (.custom(_, let payload), .custom(_, let otherPayload)):
      let text = payloads.indices.contains(payload) ? payloads[payload] : ""
      let otherText = otherPayloads.indices.contains(otherPayload) ? otherPayloads[otherPayload] : ""
      return text == otherText
    default:
      return false
    }
  }

  /// The value, read from `units` (the units the ranges refer to) and, for custom matches,
  /// `payloads`.
  func value(in units: [UInt16], range: Range<Int>, payloads: [String]) -> TokenValue {
    switch self {
    case .url(let host, let form):
      return URLValueBuilder.value(units, range: range, host: host, form: form)
    case .email(let name, let host):
      return EmailMatcher.value(units, name: name, host: host)
    case .mention(let username, let domain):
      return units.withUnsafeBufferPointer { buffer in
        .mention(
          username: UTF16Scalars.asciiString(UnsafeBufferPointer(rebasing: buffer[username])),
          domain: domain.map { MentionMatcher.lowercasedDomain(buffer, $0) })
      }
    case .hashtag(let tag, let foldsToASCII):
      return UnicodeClasses.withTable { classes in
        units.withUnsafeBufferPointer { buffer in
          .hashtag(
            normalized: HashtagNormalization.normalize(
              UnsafeBufferPointer(rebasing: buffer[tag]), foldsToASCII: foldsToASCII, classes: classes))
        }
      }
    case .cashtag(let symbol):
      return units.withUnsafeBufferPointer { buffer in
        .cashtag(symbol: CashtagMatcher.uppercased(UnsafeBufferPointer(rebasing: buffer[symbol])))
      }
    case .custom(_, let payload):
      return .custom(payload: payloads.indices.contains(payload) ? payloads[payload] : "")
    }
  }
}
