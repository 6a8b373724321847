/// The "run without a TLD" fast path of ``TwitterHostRun``.
///
/// A run of host characters holds a host only if a TLD follows one of its dots, and a TLD has at
/// least two characters, the first two ASCII letters when it starts with ASCII
/// (`TwitterHostRun.tldEnd(_:afterDotAt:tlds:)` returns -1 for any other dot before looking
/// anything up). A run none of whose dots passes that test gives no host, so its labels need not be
/// recorded nor its TLDs looked up: one light pass finds its end. This makes `a.a.a.…` (hundreds
/// of thousands of one-letter labels in one run) cost a read of each unit instead of a label
/// record per dot and a backward pass over them all. Ordinary runs leave the pass at their first
/// dot that a letter pair follows (`example.com` at its only dot).
extension TwitterHostRun {
  /// Whether a TLD may follow the dot at `dot` by its first two characters (see
  /// `tldEnd(_:afterDotAt:tlds:)`): the ordinary run's first dot does, and goes straight to the
  /// full analysis after this one test.
  @inline(__always)
  static func mayPrecedeTopLevelDomain(_ u: URLUnits, dotAt dot: Int) -> Bool {
    guard dot + 2 < u.count else { return false }
    let first = u[dot + 1]
    return first >= 0x80 || (URLCharacterClass.isLetter(first) && URLCharacterClass.isLetter(u[dot + 2]))
  }

  /// The end of the run that goes on at `resume` (a dot of the run, or a unit after its first
  /// label's characters), exactly as ``analyze(_:aroundDotAt:notBefore:tlds:)`` would find it,
  /// when none of the run's dots from `resume` on can be followed by a TLD; `nil` as soon as one
  /// may be.
  @inline(never)
  static func endOfRunWithoutTopLevelDomain(_ u: URLUnits, resumingAt resume: Int) -> Int? {
    let n = u.count
    var i = resume
    while i < n {
      let c = u[i]
      if URLCharacterClass.isAlphanumeric(c) {
        i += 1
        continue
      }
      if c == 0x2E {
        if mayPrecedeTopLevelDomain(u, dotAt: i) { return nil }
        // Two dots in a row end the run after the first, as in the full analysis.
        if i + 1 < n, u[i + 1] == 0x2E { return i + 1 }
      } else if c != 0x5F && c != 0x2D {
        guard c >= 0x80, URLTwitterCharacters.isDomainCharacter(c) else { return i }
      }
      i += 1
    }
    return i
  }
}
