/// The label structure of one run of pseudo-letters, dashes and dots, analysed once so that
/// linkify-it's fuzzy host for any start inside the run is found in constant time.
///
/// In linkify-it's grammar a fuzzy host's labels run to the end of the chain of non-empty labels
/// (the terminator rejects a dot followed by another label), so for a start in label `i` the host
/// always ends with the last label `b` of `i`'s chain: it is a host when labels `i+1…b-1` are
/// valid, label `b` is a TLD (or, for IPv4, labels `i…b` are four numbers) and a port and
/// terminator may follow `b`. Only the first, possibly shortened label depends on the start.
struct LinkifyHostRun {
  /// One label of the run (the text between dots; it may be empty). Offsets are `Int32`, as texts
  /// are limited to `Int32.max` code units by ``URLMatcher``.
  struct Label {
    var start: Int32
    var end: Int32
    /// The last label of this label's chain (labels separated by single dots), -1 for an empty label.
    var chainEnd: Int32 = -1
    /// For a chain's last label: the end of the port (or of the label) when a terminator follows; else -1.
    var afterPort: Int32 = -1
    /// Whether this label and the following ones up to `chainEnd` (excluded) are valid domain labels.
    var validToChainEnd = false
    /// For a chain's last label: whether it is a fuzzy TLD.
    var isTopLevelDomain = false
    /// Whether the label is a full IPv4 number (1…3 digits, at most 255).
    var isOctet = false

    init(start: Int, end: Int) {
      self.start = Int32(start)
      self.end = Int32(end)
    }

    var isEmpty: Bool { start == end }
  }

  /// The labels of the run; the first `count` are used. After ``analyze(_:from:resumingAt:)`` only those up to
  /// the last one that can end a host are kept.
  private var labels = HostNameRunStorage<Label>(capacity: 16)
  private var count = 0
  /// The start of the last label that can end a host (no host starts after it), or -1.
  private(set) var lastHostEndLabelStart = -1

  /// Analyses the maximal run of pseudo-letters, dashes and dots that starts at `runStart` and
  /// returns where it ends. The caller read the run up to `resume` already (and found no dot
  /// before it). With `findsHosts` false, hosts are looked for only when one of `$+=^`|` comes
  /// after `resume` (see ``LinkifyURLScanner/scanFuzzyLinks()``); otherwise the run keeps no label.
  ///
  /// A forward pass finds the run's end and records its labels; a backward pass over the labels
  /// finds the last one that can end a host (the end of a chain, a TLD or a number, followed by a
  /// port or terminator) and drops the ones after it; a last backward pass fills in the chains.
  mutating func analyze(_ hosts: LinkifyHostReader, from runStart: Int, resumingAt resume: Int, findsHosts: Bool) -> Int {
    count = 0
    lastHostEndLabelStart = -1
    let u = hosts.u
    var segmentStart = runStart
    var findsHosts = findsHosts
    var i = resume
    while i < u.count {
      let c = u[i]
      // Letters and digits need nothing but a step.
      if URLCharacterClass.isAlphanumeric(c) {
        i += 1
        continue
      }
      if c < 0x80 {
        guard URLLinkifyCharacters.asciiHostRun.contains(c) else { break }
        if c == 0x2E {
          append(Label(start: segmentStart, end: i))
          segmentStart = i + 1
        } else if URLLinkifyCharacters.fuzzyLinkAllowedBefore.contains(c) {
          findsHosts = true
        }
        i += 1
      } else {
        let (isLetter, length) = URLLinkifyCharacters.isPseudoLetter(u, i)
        guard isLetter else { break }
        i += length
      }
    }
    append(Label(start: segmentStart, end: i))
    guard findsHosts, let last = lastHostEnd(hosts) else {
      count = 0
      return i
    }
    count = last + 1
    lastHostEndLabelStart = Int(labels.base[last].start)
    fillInChains(hosts)
    return i
  }

  /// Stores `label` after the first `count` labels.
  @inline(__always)
  private mutating func append(_ label: Label) {
    HostNameRunStorage.reserve(count + 1, in: &labels, keeping: count)
    labels.base[count] = label
    count += 1
  }

  /// The index of the last label that can end a host: it is not empty, ends its chain (the run or
  /// an empty label follows), has a non-empty label before its dot, is a TLD or a number, and a port
  /// and terminator may follow it. Marks its TLD and port.
  private func lastHostEnd(_ hosts: LinkifyHostReader) -> Int? {
    let labels = labels.base
    var j = count - 1
    while j >= 1 {
      let label = labels[j]
      let endsChain = j == count - 1 || labels[j + 1].isEmpty
      if !label.isEmpty, endsChain, !labels[j - 1].isEmpty {
        let s = Int(label.start)
        let e = Int(label.end)
        let isTopLevelDomain = hosts.isTopLevelDomain(from: s, to: e)
        if isTopLevelDomain || Self.isOctet(hosts.u, from: s, to: e), let port = hosts.portEnd(at: e),
          hosts.terminatorHolds(at: port)
        {
          labels[j].isTopLevelDomain = isTopLevelDomain
          labels[j].afterPort = Int32(port)
          return j
        }
      }
      j -= 1
    }
    return nil
  }

  /// Fills in every kept label's chain from the last label back. (The last label's TLD and port
  /// were found by ``lastHostEnd(_:)``.)
  private mutating func fillInChains(_ hosts: LinkifyHostReader) {
    let labels = labels.base
    let u = hosts.u
    var k = count - 1
    while k >= 0 {
      let s = Int(labels[k].start)
      let e = Int(labels[k].end)
      if s < e {
        labels[k].isOctet = Self.isOctet(u, from: s, to: e)
        if k + 1 < count, labels[k + 1].chainEnd >= 0 {
          labels[k].chainEnd = labels[k + 1].chainEnd
          labels[k].validToChainEnd = labels[k + 1].validToChainEnd && hosts.isDomainLabel(from: s, to: e)
        } else {
          labels[k].chainEnd = Int32(k)
          labels[k].validToChainEnd = true
          if k < count - 1 {
            labels[k].isTopLevelDomain = hosts.isTopLevelDomain(from: s, to: e)
            if let port = hosts.portEnd(at: e), hosts.terminatorHolds(at: port) { labels[k].afterPort = Int32(port) }
          }
        }
      }
      k -= 1
    }
  }

  static func isOctet(_ u: URLUnits, from s: Int, to e: Int) -> Bool {
    guard e > s, e - s <= 3 else { return false }
    var value = 0
    for k in s..<e {
      guard URLCharacterClass.isDigit(u[k]) else { return false }
      value = value * 10 + Int(u[k] - 0x30)
    }
    return value <= 255
  }

  /// The index of the label that holds `offset`, searching forward from `hint`.
  @inline(__always)
  func label(containing offset: Int, from hint: Int) -> Int {
    var k = hint
    while k < count - 1, Int(labels.base[k].end) < offset { k += 1 }
    return k
  }

  /// The fuzzy host that starts at `p` in label `k`: where its name ends and where its port (if
  /// any) ends; `nil` when there is none.
  func host(from p: Int, label k: Int, hosts: LinkifyHostReader, allowsIPAddress: Bool) -> (nameEnd: Int, afterPort: Int)? {
    let labels = labels.base
    guard k < count, p < Int(labels[k].end) else { return nil }
    let last = Int(labels[k].chainEnd)
    guard last > k else { return nil }
    let end = labels[last]
    guard end.afterPort >= 0 else { return nil }
    if end.isTopLevelDomain, labels[k + 1].validToChainEnd, hosts.isDomainLabel(from: p, to: Int(labels[k].end)) {
      return (Int(end.end), Int(end.afterPort))
    }
    if allowsIPAddress, last - k == 3, labels[k + 1].isOctet, labels[k + 2].isOctet, end.isOctet,
      Self.isOctet(hosts.u, from: p, to: Int(labels[k].end))
    {
      return (Int(end.end), Int(end.afterPort))
    }
    return nil
  }
}
