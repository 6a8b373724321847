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

  /// Appends the URL candidates of `text` to `matches`: those ``matches(in:)`` returns, in the order
  /// of their starts or as two ascending runs (see ``CandidateMerge``).
  ///
  /// "Scan into the candidates": every grammar's scanner appends straight to `matches` (the
  /// detector's one candidate array, reserved once), and the linkify and Mastodon grammars then
  /// order their own part of it in place. A scanner that collected
  /// its own array made the allocator hand out (and the kernel fault in) fresh pages on every call,
  /// then copied them; the linkify profile spent about a tenth of its time there.
  func appendMatches(in text: ScanText, to matches: inout [TokenMatch]) {
    // Offsets are stored as `Int32` in the host-run tables.
    guard !text.units.isEmpty, text.units.count < Int(Int32.max) else { return }
    guard rules.grammar == .twitter else {
      appendMatchesInTwoPasses(in: text, to: &matches)
      return
    }
    text.units.withUnsafeBufferPointer { units in
      var scanner = TwitterURLScanner(units: units, rules: rules)
      swap(&scanner.results, &matches)
      _ = scanner.scan()
      swap(&scanner.results, &matches)
    }
  }

  /// ``appendMatches(in:to:)`` for the grammars whose candidates come in two passes (Mastodon,
  /// whose extra URIs come in a second pass, and linkify, whose fuzzy links do), left as two
  /// ascending runs for ``CandidateMerge``; out of line, so that the twitter scan stays inlined in
  /// its caller.
  @inline(never)
  private func appendMatchesInTwoPasses(in text: ScanText, to matches: inout [TokenMatch]) {
    text.units.withUnsafeBufferPointer { units in
      if rules.grammar == .linkify {
        var scanner = LinkifyURLScanner(units: units, rules: rules)
        swap(&scanner.results, &matches)
        _ = scanner.scan()
        swap(&scanner.results, &matches)
      } else {
        var scanner = TwitterURLScanner(units: units, rules: rules)
        swap(&scanner.results, &matches)
        _ = scanner.scan()
        swap(&scanner.results, &matches)
        let extended = scanner.scanExtendedURIs()
        guard !extended.isEmpty else { return }
        matches += extended
      }
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
