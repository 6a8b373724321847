/// The standard e-mail grammar (see ``EmailRules/Grammar/standard``), scanned from `@` to `@`.
struct StandardEmailScanner {
  let u: URLUnits
  let n: Int
  let rules: EmailRules
  let maximumLength: Int
  /// twitter-text's TLDs (read once per scan rather than through the global).
  let tlds = TopLevelDomainSet.twitter
  var results: [TokenMatch] = []

  init(units: URLUnits, rules: EmailRules) {
    u = units
    n = units.count
    self.rules = rules
    maximumLength = rules.effectiveMaximumLength
  }

  static var localSymbols: URLCharacterSet { URLCharacterSet(low: 0x6820_0000_0000, high: 0x8000_0000) }
  static var forbiddenBefore: URLCharacterSet { URLCharacterSet(low: 0x8000_0000_0000, high: 0x1000_0001) }
  static var forbiddenAfter: URLCharacterSet { URLCharacterSet(low: 0x2000_0000_0000, high: 0x8000_0001) }

  /// Whether the scalar `value` is a Unicode letter, mark or number. (Kept out of line: reading
  /// Unicode properties costs a metadata lookup on entry to any function that does it.)
  @inline(never)
  static func isWordScalar(_ value: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(value) else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
      .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      return true
    default: return false
    }
  }

  /// Whether a local-part character ends right before `i` (a quick test before reading the address).
  @inline(__always)
  private func mayEndLocalPart(before i: Int) -> Bool {
    let c = u[i - 1]
    if c < 0x80 { return URLCharacterClass.isAlphanumeric(c) || Self.localSymbols.contains(c) }
    return localCharacterLength(before: i) > 0
  }

  /// The length of the local-part character that ends right before `i`, or 0.
  @inline(__always)
  private func localCharacterLength(before i: Int) -> Int {
    let c = u[i - 1]
    if c < 0x80 { return URLCharacterClass.isAlphanumeric(c) || Self.localSymbols.contains(c) ? 1 : 0 }
    if URLCharacterClass.isLowSurrogate(c), i >= 2, URLCharacterClass.isHighSurrogate(u[i - 2]) {
      return Self.isWordScalar(URLCharacterClass.scalarValue(u, i - 2).value) ? 2 : 0
    }
    return Self.isWordScalar(UInt32(c)) ? 1 : 0
  }

  /// The length of the host-label character at `i` (not a dot), or 0.
  @inline(__always)
  private func labelCharacterLength(at i: Int) -> Int {
    let c = u[i]
    if c < 0x80 { return URLCharacterClass.isAlphanumeric(c) || c == 0x2D ? 1 : 0 }
    let (value, length) = URLCharacterClass.scalarValue(u, i)
    return Self.isWordScalar(value) ? length : 0
  }

  mutating func scan() -> [TokenMatch] {
    // Room for a dense text's addresses at once (an address holds an `@`, a dot and a few more units).
    results.reserveCapacity(results.count + n / 128)
    var consumed = 0
    var at = 0
    while at < n {
      if u[at] != 0x40 {
        at = u.urlAnchorIndex(of: 0x40, from: at)
        guard at < n else { break }
      }
      if at > consumed, at + 1 < n, mayEndLocalPart(before: at), labelCharacterLength(at: at + 1) > 0,
        let end = address(at: at, consumed: consumed)
      {
        consumed = end
        at = end
      } else {
        at += 1
      }
    }
    return results
  }

  /// Reads and emits the address around the `@` at `at`; returns its end.
  private mutating func address(at: Int, consumed: Int) -> Int? {
    var runStart = at
    while runStart > consumed {
      let length = localCharacterLength(before: runStart)
      guard length > 0 else { break }
      runStart -= length
    }
    guard runStart == 0 || (localCharacterLength(before: runStart) == 0 && !Self.forbiddenBefore.contains(u[runStart - 1]))
    else { return nil }
    var local = runStart
    while local < at, u[local] == 0x2E { local += 1 }
    guard local < at, at - local <= 64, u[at - 1] != 0x2E else { return nil }
    for k in local..<(at - 1) where u[k] == 0x2E && u[k + 1] == 0x2E { return nil }
    guard let (host, isPlainASCII) = host(after: at) else { return nil }
    var start = local
    if rules.recognizesMailtoScheme, runStart == local, URLASCIIWord.mailtoColon.ends(before: local, in: u) {
      start = local - 7
    }
    let range = start..<host.upperBound
    guard range.count <= maximumLength,
      isPlainASCII || HostNameLimits.fits(u, from: host.lowerBound, to: host.upperBound)
    else { return nil }
    results.append(TokenMatch(range: range, recipe: .email(name: local..<at, host: host)))
    return host.upperBound
  }

  /// The host after the `@` at `at`: two or more labels, the last a known TLD; and whether it
  /// certainly fits the DNS caps already (ASCII labels of at most 63 units, at most 253 in all), so
  /// that ``HostNameLimits`` need not measure it again.
  private func host(after at: Int) -> (host: Range<Int>, isPlainASCII: Bool)? {
    let start = at + 1
    var i = start
    var labels = 0
    var lastStart = start
    var end = start
    var isPlainASCII = true
    while i < n, i - start <= LinkifyHostReader.hostScanLimit {
      var j = i
      while j < n, j - start <= LinkifyHostReader.hostScanLimit {
        let length = labelCharacterLength(at: j)
        guard length > 0 else { break }
        if u[j] >= 0x80 { isPlainASCII = false }
        j += length
      }
      guard j > i else { break }
      guard u[i] != 0x2D, u[j - 1] != 0x2D else { return nil }
      if j - i > HostNameLimits.maximumLabelLength { isPlainASCII = false }
      labels += 1
      lastStart = i
      end = j
      guard j + 1 < n, u[j] == 0x2E, labelCharacterLength(at: j + 1) > 0 else { break }
      i = j + 1
    }
    guard labels >= 2, end - start <= LinkifyHostReader.hostScanLimit else { return nil }
    if end < n, Self.forbiddenAfter.contains(u[end]) { return nil }
    let isPunycode = LinkifyHostReader.isPunycodeLabel(u, from: lastStart, to: end)
    guard isPunycode || tlds.contains(u, from: lastStart, to: end) else { return nil }
    return (start..<end, isPlainASCII && end - start <= HostNameLimits.maximumDomainLength)
  }
}
