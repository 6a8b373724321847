/// The label structure of one run of host characters, analysed once so that the twitter-text host
/// for *any* start inside the run is found in constant time.
///
/// twitter-text's host is `subdomain* domain-name TLD`: every label starts and ends with a domain
/// character, subdomain labels may contain `-` and `_`, the label before the TLD only `-`, and the
/// TLD (from the list, or `xn--…`) follows a dot. Its regular expression takes as many subdomains as
/// it can, then backs off until a TLD fits. Starts inside the same label share everything after that
/// label's dot, so one backward pass over the dots gives, for each label, the farthest dot at which
/// a TLD completes a valid host (`best`). A start only changes whether its own (shortened) first
/// label is valid, which `lastUnderscore` and the label's last character decide.
///
/// The arrays are reused between runs (no allocation per run once they have grown).
struct TwitterHostRun {
  /// One label followed by a dot.
  /// One label followed by a dot (offsets as `Int32` to keep the array small: texts are
  /// limited to `Int32.max` code units by ``URLMatcher``).
  private struct Label {
    /// Where the label starts.
    var start: Int32
    /// Its dot.
    var dot: Int32
    /// The last `_` in the label, or -1.
    var lastUnderscore: Int32
    /// The end of the TLD that starts after the dot, or -1.
    var tldEnd: Int32
    /// The farthest label index j ≥ this one such that the labels before j are valid subdomains,
    /// label j a valid domain name and a TLD follows j's dot; -1 when there is none.
    var best: Int32
    /// Whether the label is non-empty and ends with a domain character (not `-` or `_`).
    var endsWell: Bool
  }

  /// The labels of the run that are followed by a dot, up to the last dot followed by a TLD
  /// (reused between runs).
  private var labels: [Label] = []

  /// Where the last dot followed by a TLD is (no host can start after it), or -1.
  private(set) var lastTopLevelDomainDot = -1
  /// Whether any dot of the run is followed by a TLD (when none is, no host starts in the run).
  var hasTopLevelDomain: Bool { lastTopLevelDomainDot >= 0 }

  /// The end of the TLD after the dot at `i`, when the label before the dot ends well; else -1.
  @inline(__always)
  private static func tldEnd(_ u: [UInt16], afterDotAt i: Int, runStart: Int, tlds: TopLevelDomainSet) -> Int {
    guard i > runStart, URLTwitterCharacters.isDomainCharacter(u[i - 1]), i + 2 < u.count else { return -1 }
    // Every TLD has at least two characters, and one that starts with ASCII starts with two letters.
    let first = u[i + 1]
    if first < 0x80, !(URLCharacterClass.isLetter(first) && URLCharacterClass.isLetter(u[i + 2])) { return -1 }
    return tlds.twitterMatchEnd(u, at: i + 1, limit: u.count) ?? -1
  }

  /// Analyses `u[start..<end]`, a maximal run of host characters that contains at least one dot.
  /// TLD look-ahead may read past `end` (the regular expression sees the whole text). A first,
  /// backward pass finds the last dot followed by a TLD; labels are recorded only up to it.
  mutating func analyze(_ u: [UInt16], from start: Int, to end: Int, tlds: TopLevelDomainSet) {
    labels.removeAll(keepingCapacity: true)
    lastTopLevelDomainDot = -1
    var back = end - 1
    while back >= start {
      if u[back] == 0x2E, Self.tldEnd(u, afterDotAt: back, runStart: start, tlds: tlds) >= 0 {
        lastTopLevelDomainDot = back
        break
      }
      back -= 1
    }
    guard lastTopLevelDomainDot >= 0 else { return }
    var segmentStart = start
    var underscore = -1
    for i in start...lastTopLevelDomainDot {
      let c = u[i]
      if c == 0x5F { underscore = i }
      guard c == 0x2E else { continue }
      let endsWell = i > segmentStart && URLTwitterCharacters.isDomainCharacter(u[i - 1])
      let tldEnd = endsWell ? Self.tldEnd(u, afterDotAt: i, runStart: start, tlds: tlds) : -1
      labels.append(
        Label(
          start: Int32(segmentStart), dot: Int32(i), lastUnderscore: Int32(underscore), tldEnd: Int32(tldEnd), best: -1,
          endsWell: endsWell))
      segmentStart = i + 1
      underscore = -1
    }
    var k = labels.count - 1
    while k >= 0 {
      let label = labels[k]
      let validSubdomain = label.endsWell && URLTwitterCharacters.isDomainCharacter(u[Int(label.start)])
      if validSubdomain, k + 1 < labels.count, labels[k + 1].best >= 0 {
        labels[k].best = labels[k + 1].best
      } else if validSubdomain, label.lastUnderscore < 0, label.tldEnd >= 0 {
        labels[k].best = Int32(k)
      }
      k -= 1
    }
  }

  /// The index of the label that holds `offset` (offsets after the last dot get `labels.count`),
  /// searching forward from `hint`.
  @inline(__always)
  func label(containing offset: Int, from hint: Int) -> Int {
    var k = hint
    while k < labels.count, Int(labels[k].dot) < offset { k += 1 }
    return k
  }

  /// The end of the host that starts at `start` in label `k` (the caller checked that `start`
  /// holds a domain character), or `nil` when no TLD completes a valid host.
  @inline(__always)
  func hostEnd(from start: Int, label k: Int) -> Int? {
    guard k < labels.count, start < Int(labels[k].dot) else { return nil }
    let label = labels[k]
    guard label.endsWell else { return nil }
    if k + 1 < labels.count, labels[k + 1].best >= 0 { return Int(labels[Int(labels[k + 1].best)].tldEnd) }
    if start > Int(label.lastUnderscore), label.tldEnd >= 0 { return Int(label.tldEnd) }
    return nil
  }
}
