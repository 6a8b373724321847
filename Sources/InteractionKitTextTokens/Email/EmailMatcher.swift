/// Finds e-mail candidates with the grammar of its ``EmailRules``.
///
/// Time is linear in the text length: the scan jumps from `@` to `@` (and, for `mailto:` links in
/// the linkify grammar, from `:` to `:`), reads the name backwards no further than the previous
/// match or `@`, and reads the host forwards at most 506 code units.
struct EmailMatcher {
  var rules: EmailRules

  /// Appends the e-mail candidates of `text` to `matches`: each grammar's scanner appends straight
  /// to `matches` (see ``URLMatcher/appendMatches(in:to:)``, "scan into the candidates"), in the
  /// order of their starts or, for linkify's two passes, as two ascending runs (see
  /// ``CandidateMerge``).
  func appendMatches(in text: ScanText, to matches: inout [TokenMatch]) {
    guard !text.units.isEmpty else { return }
    text.units.withUnsafeBufferPointer { units in
      switch rules.grammar {
      case .standard:
        var scanner = StandardEmailScanner(units: units, rules: rules)
        swap(&scanner.results, &matches)
        _ = scanner.scan()
        swap(&scanner.results, &matches)
      case .linkify:
        var scanner = LinkifyEmailScanner(units: units, rules: rules)
        swap(&scanner.results, &matches)
        _ = scanner.scan()
        swap(&scanner.results, &matches)
      }
    }
  }

  /// The e-mail candidates of `text`, in the order of their starts.
  func matches(in text: ScanText) -> [TokenMatch] {
    text.withURLUnits { units in
      switch rules.grammar {
      case .standard:
        var scanner = StandardEmailScanner(units: units, rules: rules)
        return scanner.scan()
      case .linkify:
        var scanner = LinkifyEmailScanner(units: units, rules: rules)
        return scanner.scan().sorted { $0.range.lowerBound < $1.range.lowerBound }
      }
    }
  }

  /// The value of the address `u[local.lowerBound..<host.upperBound]`: the text as written with the
  /// host lower-cased.
  static func value(_ u: [UInt16], name: Range<Int>, host: Range<Int>) -> TokenValue {
    if URLStringBuilder.isASCII(u, host) {
      let name = URLStringBuilder.string(u, name.lowerBound..<host.lowerBound)
      return .email(address: name + URLStringBuilder.string(u, host, prefix: [], lowercasingPrefix: host.count))
    }
    let name = URLStringBuilder.string(u, name.lowerBound..<host.lowerBound)
    return .email(address: name + URLStringBuilder.string(u, host).lowercased())
  }
}
