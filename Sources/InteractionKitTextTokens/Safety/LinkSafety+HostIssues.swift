/// A reason a host name is not safe to display in Unicode.
///
/// Labels are reported in their Unicode form (lower-cased, NFC), the way a reader would see them.
public enum HostSafetyIssue: Hashable, Sendable, CustomStringConvertible {
  /// The host is not a valid domain name (see ``Punycode/asciiHost(_:)``).
  case invalidHost
  /// One label mixes scripts outside the combinations UTS #39's "highly restrictive" level allows
  /// (``HostScript/isHighlyRestrictive(_:)``), for example Latin with Cyrillic. `scripts` is sorted.
  case mixedScript(label: String, scripts: [HostScript])
  /// A label is written entirely in letters of `script` that look Latin (``HostScript/latinLookalikes``),
  /// while the top-level domain is not in that script.
  case wholeScriptConfusable(label: String, script: HostScript)
  /// One label mixes decimal digits of different numbering systems (like `0` and Arabic-Indic `٠`).
  case mixedNumberSystems(label: String)
  /// A label contains a character that imitates URL syntax (``HostScript/urlSyntaxLookalikes``).
  case urlSyntaxLookalike(label: String, scalar: Unicode.Scalar)
  /// A label contains an invisible joiner (ZWNJ or ZWJ) that does not follow a virama, the one
  /// place IDNA2008 (RFC 5892, CONTEXTJ) lets it change how text renders; elsewhere it only makes
  /// two different names look the same.
  case invisibleCharacter(label: String, scalar: Unicode.Scalar)

  /// A full sentence that names the problem label and says how to display the host.
  public var description: String {
    switch self {
    case .invalidHost:
      "The host is not a valid domain name; show the raw text escaped and do not open it."
    case .mixedScript(let label, let scripts):
      "The label \"\(label)\" mixes the scripts \(scripts.map(\.rawValue).joined(separator: ", ")); display the host in punycode."
    case .wholeScriptConfusable(let label, let script):
      "The label \"\(label)\" uses only \(script.rawValue) letters that look Latin; display the host in punycode."
    case .mixedNumberSystems(let label):
      "The label \"\(label)\" mixes digits of different numbering systems; display the host in punycode."
    case .urlSyntaxLookalike(let label, let scalar):
      "The label \"\(label)\" contains U+\(String(scalar.value, radix: 16, uppercase: true)), which imitates URL punctuation; display the host in punycode."
    case .invisibleCharacter(let label, let scalar):
      "The label \"\(label)\" contains the invisible U+\(String(scalar.value, radix: 16, uppercase: true)) outside a conjunct; display the host in punycode."
    }
  }
}

extension LinkSafety {
  /// The reasons `host` should not be displayed in Unicode; empty when it is safe.
  ///
  /// Checks each label of the Unicode form (``Punycode/unicodeHost(_:)``) for mixed scripts,
  /// whole-script confusables, mixed numbering systems, URL-syntax look-alikes and stray invisible
  /// joiners. An invalid host
  /// gives exactly `[.invalidHost]`. Pure-ASCII hosts and bracketed IPv6 literals (`[::1]`) are
  /// always safe.
  public func hostIssues(for host: String) -> [HostSafetyIssue] {
    if Self.ipv6Literal(host) != nil { return [] }
    guard let labels = Punycode.validatedLabels(host) else { return [.invalidHost] }
    let topLevelScripts = HostScript.scripts(of: labels.unicodeLabels.last ?? "")
    var issues: [HostSafetyIssue] = []
    for label in labels.unicodeLabels where !label.unicodeScalars.allSatisfy(\.isASCII) {
      let scripts = HostScript.scripts(of: label)
      if !HostScript.isHighlyRestrictive(scripts) {
        issues.append(.mixedScript(label: label, scripts: scripts.sorted()))
      } else if let script = scripts.first, scripts.count == 1, !topLevelScripts.contains(script),
        HostScript.isWholeScriptConfusable(label, script: script)
      {
        issues.append(.wholeScriptConfusable(label: label, script: script))
      }
      if Self.mixesNumberSystems(label) { issues.append(.mixedNumberSystems(label: label)) }
      if let scalar = label.unicodeScalars.first(where: HostScript.urlSyntaxLookalikes.contains) {
        issues.append(.urlSyntaxLookalike(label: label, scalar: scalar))
      }
      if let scalar = Self.strayJoiner(in: label) { issues.append(.invisibleCharacter(label: label, scalar: scalar)) }
    }
    return issues
  }

  /// The host as a reader should see it: the Unicode form when it is safe, the ASCII (`xn--`) form
  /// when ``hostIssues(for:)`` finds a problem, as browsers do for mixed-script names.
  ///
  /// `"BÜCHER.example"` displays as `"bücher.example"`; `"pаypal.com"` (Cyrillic `а`) displays as
  /// `"xn--pypal-4ve.com"`. Either form is lower-cased. A host that is not a valid domain name is
  /// returned with every character outside printable ASCII percent-encoded as UTF-8 (so invisible or
  /// look-alike characters show), and the ASCII letters lower-cased. IPv6 literals are lower-cased.
  public func displayHost(for host: String) -> String {
    if let literal = Self.ipv6Literal(host) { return literal }
    guard let labels = Punycode.validatedLabels(host) else { return Self.escaped(host) }
    return hostIssues(for: host).isEmpty ? labels.unicode : labels.ascii
  }

  /// The first ZWNJ or ZWJ that does not directly follow a virama, if any.
  static func strayJoiner(in label: String) -> Unicode.Scalar? {
    var previous: Unicode.Scalar?
    for scalar in label.unicodeScalars {
      if scalar == "\u{200C}" || scalar == "\u{200D}", previous?.properties.canonicalCombiningClass != .virama {
        return scalar
      }
      previous = scalar
    }
    return nil
  }

  /// Whether a label holds decimal digits from more than one numbering system.
  static func mixesNumberSystems(_ label: String) -> Bool {
    var zero: UInt32?
    for scalar in label.unicodeScalars where scalar.properties.numericType == .decimal {
      guard let value = scalar.properties.numericValue, value >= 0, value <= 9 else { continue }
      let thisZero = scalar.value - UInt32(value)
      if let zero, zero != thisZero { return true }
      zero = thisZero
    }
    return false
  }

  /// Printable ASCII kept (letters lower-cased), everything else percent-encoded as UTF-8.
  static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      switch byte {
      case 0x21...0x7E where byte != UInt8(ascii: "%"):
        bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
      default:
        bytes.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
