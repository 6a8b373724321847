/// The label structure of one run of pseudo-letters, dashes and dots, analysed once so that
/// linkify-it's fuzzy host for any start inside the run is found in constant time.
///
/// In linkify-it's grammar a fuzzy host's labels run to the end of the chain of non-empty labels
/// (the terminator rejects a dot followed by another label), so for a start in label `i` the host
/// always ends with the last label `b` of `i`'s chain: it is a host when labels `i+1…b-1` are
/// valid, label `b` is a TLD (or, for IPv4, labels `i…b` are four numbers) and a port and
/// terminator may follow `b`. Only the first, possibly shortened label depends on the start.
struct LinkifyHostRun {
  /// One label of the run (the text between dots; it may be empty).
  private struct Label {
    var start: Int
    var end: Int
    /// The last label of this label's chain (labels separated by single dots), -1 for an empty label.
    var chainEnd = -1
    /// Whether this label and the following ones up to `chainEnd` (excluded) are valid domain labels.
    var validToChainEnd = false
    /// For a chain's last label: the end of the port (or of the label) when a terminator follows; else -1.
    var afterPort = -1
    /// For a chain's last label: whether it is a fuzzy TLD.
    var isTopLevelDomain = false
    /// Whether the label is a full IPv4 number (1…3 digits, at most 255).
    var isOctet = false
  }

  /// The labels of the run up to the last one that can end a host (reused between runs).
  private var labels: [Label] = []
  /// The start of the last label that can end a host (no host starts after it), or -1.
  private(set) var lastHostEndLabelStart = -1

  /// Analyses `u[from..<to]`, a run of pseudo-letters, dashes and dots. A first, backward pass
  /// finds the last label that can end a host (the end of a chain, a TLD or a number, followed by a
  /// port or terminator); labels are recorded only up to it.
  mutating func analyze(_ hosts: LinkifyHostReader, from runStart: Int, to runEnd: Int) {
    labels.removeAll(keepingCapacity: true)
    lastHostEndLabelStart = -1
    let u = hosts.u
    var labelEnd = runEnd
    var nextIsEmpty = true
    var i = runEnd - 1
    while i >= runStart - 1 {
      guard i < runStart || u[i] == 0x2E else {
        i -= 1
        continue
      }
      let start = i + 1
      // A label followed by the end of the run or by an empty label ends its chain; it needs a dot
      // before it and a non-empty label before that dot.
      if start < labelEnd, nextIsEmpty, i >= runStart, i > runStart, u[i - 1] != 0x2E,
        hosts.isTopLevelDomain(from: start, to: labelEnd) || Self.isOctet(u, from: start, to: labelEnd),
        let port = hosts.portEnd(at: labelEnd), hosts.terminatorHolds(at: port)
      {
        lastHostEndLabelStart = start
        break
      }
      nextIsEmpty = start == labelEnd
      labelEnd = i
      i -= 1
    }
    guard lastHostEndLabelStart >= 0 else { return }
    var segmentStart = runStart
    for i in runStart...runEnd where i == runEnd || u[i] == 0x2E {
      labels.append(Label(start: segmentStart, end: i))
      if segmentStart == lastHostEndLabelStart { break }
      segmentStart = i + 1
    }
    var k = labels.count - 1
    while k >= 0 {
      let s = labels[k].start
      let e = labels[k].end
      if s < e {
        labels[k].isOctet = Self.isOctet(u, from: s, to: e)
        if k + 1 < labels.count, labels[k + 1].chainEnd >= 0 {
          labels[k].chainEnd = labels[k + 1].chainEnd
          labels[k].validToChainEnd = labels[k + 1].validToChainEnd && hosts.isDomainLabel(from: s, to: e)
        } else {
          labels[k].chainEnd = k
          labels[k].validToChainEnd = true
          labels[k].isTopLevelDomain = hosts.isTopLevelDomain(from: s, to: e)
          if let port = hosts.portEnd(at: e), hosts.terminatorHolds(at: port) { labels[k].afterPort = port }
        }
      }
      k -= 1
    }
  }

  static func isOctet(_ u: [UInt16], from s: Int, to e: Int) -> Bool {
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
    while k < labels.count - 1, labels[k].end < offset { k += 1 }
    return k
  }

  /// The fuzzy host that starts at `p` in label `k`: where its name ends and where its port (if
  /// any) ends; `nil` when there is none.
  func host(from p: Int, label k: Int, hosts: LinkifyHostReader, allowsIPAddress: Bool) -> (nameEnd: Int, afterPort: Int)? {
    guard k < labels.count, p < labels[k].end else { return nil }
    let last = labels[k].chainEnd
    guard last > k else { return nil }
    let end = labels[last]
    guard end.afterPort >= 0 else { return nil }
    if end.isTopLevelDomain, labels[k + 1].validToChainEnd, hosts.isDomainLabel(from: p, to: labels[k].end) {
      return (end.end, end.afterPort)
    }
    if allowsIPAddress, last - k == 3, labels[k + 1].isOctet, labels[k + 2].isOctet, end.isOctet,
      Self.isOctet(hosts.u, from: p, to: labels[k].end)
    {
      return (end.end, end.afterPort)
    }
    return nil
  }
}
