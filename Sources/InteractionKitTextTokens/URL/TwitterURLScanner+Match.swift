extension TwitterURLScanner {
  /// What twitter-text's t.co rule says about a URL.
  enum ShortLinkVerdict {
    /// Not a `t.co` link: the URL stands as matched.
    case notShortLink
    /// A `t.co` slug longer than 40 characters: the URL is dropped.
    case slugTooLong
    /// A `t.co` link: the URL ends here (slug, then an optional query, nothing else).
    case end(Int)
  }

  /// Reads port, path and query after `host`, applies the extractor's rules, emits what survives
  /// and returns the end of the whole match, which is consumed whether or not it was emitted.
  ///
  /// As in twitter-text, the whole host must convert to ASCII (IDNA) before anything is emitted:
  /// here, every label 1…63 characters and the name at most 253 in punycode form, `xn--` labels
  /// ASCII, `。` counting as a dot.
  mutating func finish(start: Int, host: Range<Int>) -> Int {
    var end = host.upperBound
    if end + 1 < n, u[end] == 0x3A, URLCharacterClass.isDigit(u[end + 1]) {
      end += 2
      while end < n, URLCharacterClass.isDigit(u[end]) { end += 1 }
    }
    var hasPath = false
    if end < n, u[end] == 0x2F {
      end = pathEnd(afterSlashAt: end)
      hasPath = true
    }
    if end < n, u[end] == 0x3F, let queryEnd = queryEnd(afterMarkAt: end, limit: n) { end = queryEnd }
    // A URL without a scheme is dropped after `-_./`, and never emitted when the rules want a scheme.
    if start == host.lowerBound {
      guard withoutScheme, !(start > 0 && URLTwitterCharacters.withoutSchemeInvalidBefore.contains(u[start - 1])) else {
        return end
      }
    }
    guard run.certainlyFitsLimits(host) || HostNameLimits.fits(u, from: host.lowerBound, to: host.upperBound) else {
      return end
    }
    if start < host.lowerBound {
      var tokenEnd = end
      if grammar == .twitter {
        switch shortLinkVerdict(host: host, end: end) {
        case .notShortLink: break
        case .slugTooLong: return end
        case .end(let shortEnd): tokenEnd = shortEnd
        }
      }
      emit(start..<tokenEnd, host: host, form: .explicit)
      return end
    }
    emitASCIIHosts(in: host, pathEnd: hasPath ? end : nil)
    return end
  }

  /// twitter-text's `t.co` rule: `https?://t.co/` + an alphanumeric slug of at most 40 characters
  /// + an optional query; nothing else of the match belongs to the URL.
  @inline(__always)
  func shortLinkVerdict(host: Range<Int>, end: Int) -> ShortLinkVerdict {
    let slugStart = host.lowerBound + 5
    guard slugStart < end, URLASCIIWord.shortLinkHost.starts(at: host.lowerBound, in: u) else {
      return .notShortLink
    }
    var slugEnd = slugStart
    while slugEnd < end, URLCharacterClass.isAlphanumeric(u[slugEnd]) { slugEnd += 1 }
    guard slugEnd > slugStart else { return .notShortLink }
    guard slugEnd - slugStart <= 40 else { return .slugTooLong }
    if slugEnd < end, u[slugEnd] == 0x3F, let queryEnd = queryEnd(afterMarkAt: slugEnd, limit: end) {
      return .end(queryEnd)
    }
    return .end(slugEnd)
  }

  /// twitter-text's handling of a host without a scheme: every ASCII host inside it (labels of
  /// ASCII letters, digits, `-` and Latin accents, ending in a TLD) is a URL; the last one takes
  /// the path (and port and query) when the match had a path.
  ///
  /// A host made only of ASCII letters, digits, `-` and dots (the common case) is one chain whose
  /// last dot is followed by its TLD, so it is itself the only such host and is emitted at once.
  mutating func emitASCIIHosts(in host: Range<Int>, pathEnd: Int?) {
    let limit = host.upperBound
    let isPlain = run.isPlainASCII && host.lowerBound >= run.start && host.upperBound <= run.end
    if isPlain || isPlainASCIIHost(host) {
      emit(host.lowerBound..<(pathEnd ?? limit), host: host, form: .none)
      return
    }
    var pending: Range<Int>?
    var x = host.lowerBound
    while x < limit {
      guard Self.isASCIIHostCharacter(u[x]) else {
        x += 1
        continue
      }
      var bestEnd = -1
      var chainEnd = x
      var i = x
      while true {
        var j = i
        while j < limit, Self.isASCIIHostCharacter(u[j]) { j += 1 }
        chainEnd = j
        guard j < limit, u[j] == 0x2E else { break }
        if let tldEnd = tlds.twitterMatchEnd(u, at: j + 1, limit: limit) { bestEnd = tldEnd }
        chainEnd = j + 1
        i = j + 1
        guard i < limit, Self.isASCIIHostCharacter(u[i]) else { break }
      }
      if bestEnd >= 0 {
        if let earlier = pending { emit(earlier, host: earlier, form: .none) }
        pending = x..<bestEnd
        x = bestEnd
      } else {
        x = max(chainEnd, x + 1)
      }
    }
    if let last = pending { emit(last.lowerBound..<(pathEnd ?? last.upperBound), host: last, form: .none) }
  }

  /// Whether `u[host]` holds only ASCII letters, digits, `-` and `.`.
  @inline(__always)
  func isPlainASCIIHost(_ host: Range<Int>) -> Bool {
    for i in host {
      let c = u[i]
      guard URLCharacterClass.isAlphanumeric(c) || c == 0x2D || c == 0x2E else { return false }
    }
    return true
  }

  @inline(__always)
  static func isASCIIHostCharacter(_ c: UInt16) -> Bool {
    URLCharacterClass.isAlphanumeric(c) || c == 0x2D || URLCharacterClass.isLatinAccent(c)
  }

  /// Emits a URL when it fits the length cap (its whole host was checked by ``finish(start:host:)``).
  mutating func emit(_ range: Range<Int>, host: Range<Int>, form: URLValueBuilder.SchemeForm) {
    guard range.count <= maximumLength else { return }
    results.append(
      TokenMatch(range: range, recipe: .url(host: host, form: form)))
  }
}
