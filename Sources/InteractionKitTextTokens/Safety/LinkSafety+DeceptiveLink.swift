/// A warning that a link may mislead: its text names another site than the one it opens, or its
/// host names are built to deceive.
public struct DeceptiveLinkWarning: Hashable, Sendable, CustomStringConvertible {
  /// One reason for a warning.
  public enum Reason: Hashable, Sendable {
    /// The visible text names a host whose registrable domain differs from the target's (or the
    /// target has no host at all, like `javascript:`).
    case hostMismatch
    /// The host named by the visible text is not safe to display in Unicode (for example, mixed-script).
    case unsafeVisibleHost([HostSafetyIssue])
    /// The target's host is not safe to display in Unicode.
    case unsafeTargetHost([HostSafetyIssue])
    /// The target has a user-info part, as in `https://paypal.com@evil.example` (which opens `evil.example`).
    case userInfoInTarget(userInfo: String)
  }

  /// Why the link was flagged, in the order hostMismatch, unsafeVisibleHost, unsafeTargetHost,
  /// userInfoInTarget; never empty.
  public var reasons: [Reason]
  /// The host the visible text names, in display form (``LinkSafety/displayHost(for:)``); `nil`
  /// when the text does not look like a URL or host.
  public var visibleHost: String?
  /// The host the link opens, in display form; `nil` when the target has no host.
  public var targetHost: String?

  /// Creates a warning.
  public init(reasons: [Reason], visibleHost: String?, targetHost: String?) {
    self.reasons = reasons
    self.visibleHost = visibleHost
    self.targetHost = targetHost
  }

  /// A full sentence for the reader: what the link shows, where it goes, and what to do.
  public var description: String {
    let target = targetHost ?? "a link without a host"
    if reasons.contains(.hostMismatch), let visibleHost {
      return "The link text shows \(visibleHost) but opens \(target); show the real destination before opening it."
    }
    return "The link to \(target) uses a deceptive host name; show the real destination before opening it."
  }
}

extension LinkSafety {
  /// A warning when a link's visible text and its target disagree in a way that can deceive, or
  /// `nil` when the link is honest.
  ///
  /// Flags, in this order:
  /// - ``DeceptiveLinkWarning/Reason/hostMismatch``: the visible text, trimmed of surrounding
  ///   spaces, quotes, brackets and trailing punctuation, is itself a URL (`https://bank.example/login`),
  ///   an e-mail address or a bare host (`paypal.com`, `www.paypal.com/help`), and its registrable
  ///   domain (``registrableDomain(of:)``) differs from the target's. Case, `www.` and other
  ///   subdomains of the same site do not count as a difference.
  /// - ``DeceptiveLinkWarning/Reason/unsafeVisibleHost(_:)``: the host the text names has
  ///   ``hostIssues(for:)`` (a mixed-script IDN like `pаypal.com`).
  /// - ``DeceptiveLinkWarning/Reason/unsafeTargetHost(_:)``: the target's host has host issues.
  /// - ``DeceptiveLinkWarning/Reason/userInfoInTarget(userInfo:)``: the target has a user-info part.
  ///
  /// Plain words ("click here", "read more") are not compared. Bare hosts need at least two labels
  /// and a top-level label of two or more letters (`node.js` counts; `3.14` does not); text with a
  /// scheme (`http://intranet/`) is always compared.
  public func deceptiveLinkWarning(visibleText: String, target: String) -> DeceptiveLinkWarning? {
    let targetParts = LinkSafetyURLParts(target, requiresSlashes: false)
    let targetHost = targetParts.host.flatMap { $0.isEmpty ? nil : $0 }
    var reasons: [DeceptiveLinkWarning.Reason] = []
    let visibleHost = Self.namedHost(in: visibleText)
    if let visibleHost {
      let visibleDomain = registrableDomain(of: visibleHost)
      if visibleDomain == nil || visibleDomain != targetHost.flatMap(registrableDomain) {
        reasons.append(.hostMismatch)
      }
      let issues = hostIssues(for: visibleHost)
      if !issues.isEmpty { reasons.append(.unsafeVisibleHost(issues)) }
    }
    if let targetHost {
      let issues = hostIssues(for: targetHost)
      if !issues.isEmpty { reasons.append(.unsafeTargetHost(issues)) }
    }
    if let userInfo = targetParts.userInfo { reasons.append(.userInfoInTarget(userInfo: userInfo)) }
    guard !reasons.isEmpty else { return nil }
    return DeceptiveLinkWarning(
      reasons: reasons, visibleHost: visibleHost.map(displayHost), targetHost: targetHost.map(displayHost))
  }

  /// The host that `text` names when the whole text reads as a URL, e-mail address or bare host.
  static func namedHost(in text: String) -> String? {
    guard TokenLimits.isWithinURLLimit(text) else { return nil }
    let trimmed = trimmedLinkText(text)
    guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: isSpaceOrControl) else { return nil }
    let parts = LinkSafetyURLParts(String(trimmed), requiresSlashes: true)
    guard let host = parts.host, !host.isEmpty else { return nil }
    if parts.scheme != nil {
      return Punycode.asciiHost(host) != nil || ipv6Literal(host) != nil ? host : nil
    }
    return looksLikeBareHost(host) ? host : nil
  }

  /// A host written without a scheme: valid, at least two labels, and either an IPv4 address or a
  /// top-level label of two or more letters (or an `xn--` label).
  static func looksLikeBareHost(_ host: String) -> Bool {
    guard let ascii = Punycode.asciiHost(host), let unicode = Punycode.unicodeHost(host) else { return false }
    let asciiLabels = ascii.split(separator: ".")
    guard asciiLabels.count >= 2, let tld = unicode.split(separator: ".").last, let asciiTLD = asciiLabels.last else {
      return false
    }
    if asciiLabels.count == 4, asciiLabels.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) { return true }
    return asciiTLD.hasPrefix(Punycode.acePrefix) || (tld.count >= 2 && tld.allSatisfy(\.isLetter))
  }

  /// Pairs that may wrap a link's text.
  static let wrappingPairs: [(Character, Character)] = [
    ("<", ">"), ("(", ")"), ("[", "]"), ("{", "}"), ("\"", "\""), ("'", "'"), ("“", "”"), ("‘", "’"),
    ("«", "»"), ("‹", "›"), ("「", "」"),
  ]

  /// `text` without surrounding spaces, invisible characters, wrapping quotes or brackets, and
  /// trailing sentence punctuation.
  static func trimmedLinkText(_ text: String) -> Substring {
    var text = Substring(text)
    while true {
      let before = text.count
      while let first = text.unicodeScalars.first, isSpaceOrControl(first) { text.unicodeScalars.removeFirst() }
      while let last = text.unicodeScalars.last, isSpaceOrControl(last) { text.unicodeScalars.removeLast() }
      while let last = text.last, ".,;:!?…".contains(last) { text.removeLast() }
      if let first = text.first, let last = text.last, text.count >= 2,
        wrappingPairs.contains(where: { $0.0 == first && $0.1 == last })
      {
        text = text.dropFirst().dropLast()
      }
      if text.count == before { return text }
    }
  }

  /// White space, controls and invisible format characters (bidi controls, zero-width characters).
  static func isSpaceOrControl(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isWhitespace { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: return true
    default: return false
    }
  }
}
