/// Finds URL candidates with the grammar of its ``URLRules``.
///
/// Time is linear in the text length on every input: each grammar jumps between anchor characters
/// (`.` for hosts, `:` and `/` for schemes) with a plain code-unit scan, expands each anchor's run
/// of host characters once, and consumes every match it reads, so no character is examined more
/// than a constant number of times. Candidates may overlap (a Mastodon `magnet:` URI and a URL in
/// its query, a linkify schema link and a fuzzy link inside it); ``TokenDetector`` keeps the one
/// that starts first.
struct URLMatcher {
  var rules: URLRules

  /// Appends the URL candidates of `text` to `matches`: with the twitter grammar straight into
  /// `matches`, with the others as ``matches(in:)`` returns them.
  func appendMatches(in text: ScanText, to matches: inout [TokenMatch]) {
    guard rules.grammar == .twitter, !text.units.isEmpty, text.units.count < Int(Int32.max) else {
      matches += self.matches(in: text)
      return
    }
    text.units.withUnsafeBufferPointer { units in
      var scanner = TwitterURLScanner(units: units, rules: rules)
      swap(&scanner.results, &matches)
      _ = scanner.scan()
      swap(&scanner.results, &matches)
    }
  }

  func matches(in text: ScanText) -> [TokenMatch] {
    // Offsets are stored as `Int32` in the host-run tables.
    guard text.units.count < Int(Int32.max) else { return [] }
    return text.withURLUnits { units in
      switch rules.grammar {
      case .twitter:
        var scanner = TwitterURLScanner(units: units, rules: rules)
        return scanner.scan()
      case .mastodon:
        var scanner = TwitterURLScanner(units: units, rules: rules)
        let urls = scanner.scan()
        let extended = scanner.scanExtendedURIs()
        return extended.isEmpty ? urls : (urls + extended).sorted { $0.range.lowerBound < $1.range.lowerBound }
      case .linkify:
        var scanner = LinkifyURLScanner(units: units, rules: rules)
        let links = scanner.scan()
        return links.sorted { $0.range.lowerBound < $1.range.lowerBound }
      }
    }
  }
}
