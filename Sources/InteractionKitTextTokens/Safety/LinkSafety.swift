/// The safety checks for links a reader may tap: which links may be opened, how to display their
/// host names, and whether a link's text misrepresents where it goes.
///
/// A value type with two settings; every method is a pure function of its arguments.
///
/// ```swift
/// let safety = LinkSafety()
/// safety.decision(for: token)                       // .allowed("https://example.com") or .blocked(…)
/// safety.displayHost(for: "pаypal.com")              // "xn--pypal-4ve.com" (mixed Latin and Cyrillic)
/// safety.deceptiveLinkWarning(visibleText: "paypal.com", target: "https://evil.example/")
/// ```
public struct LinkSafety: Sendable, Hashable {
  /// Which schemes may be opened. Default: ``LinkActivationPolicy/standard`` (http, https, mailto).
  public var activationPolicy: LinkActivationPolicy

  /// Public suffixes of more than one label, each treated as a single top-level domain when finding
  /// a host's registrable domain (``registrableDomain(of:)``). Default: ``commonMultiLabelSuffixes``.
  ///
  /// Entries are lower-case ASCII (punycode for IDN suffixes), like `"co.uk"` or `"github.io"`.
  public var multiLabelSuffixes: Set<String>

  /// Creates a safety checker.
  public init(activationPolicy: LinkActivationPolicy = .standard, multiLabelSuffixes: Set<String> = LinkSafety.commonMultiLabelSuffixes) {
    self.activationPolicy = activationPolicy
    self.multiLabelSuffixes = multiLabelSuffixes
  }

  /// Whether tapping `token` may open it, and the URL to open; forwards to ``activationPolicy``.
  public func decision(for token: Token) -> LinkActivationDecision {
    activationPolicy.decision(for: token)
  }

  /// The registrable domain of `host` ("eTLD+1"): its last two labels, or three when the last two
  /// form one of ``multiLabelSuffixes`` (`login.example.co.uk` → `example.co.uk`), in ASCII form.
  ///
  /// IPv4 addresses (all labels numeric) and bracketed IPv6 literals are returned whole; a host of
  /// one or two labels is its own registrable domain. `nil` when the host is not valid
  /// (``Punycode/asciiHost(_:)`` fails).
  ///
  /// Limitation: this is a small public-suffix notion, not the Public Suffix List. Suffixes missing
  /// from ``multiLabelSuffixes`` make two sites under such a suffix (say `a.example.ru` and
  /// `b.example.ru` under an unlisted `example.ru`) compare as the same site.
  public func registrableDomain(of host: String) -> String? {
    if host.hasPrefix("[") { return Self.ipv6Literal(host) }
    guard var ascii = Punycode.asciiHost(host) else { return nil }
    if ascii.hasSuffix(".") { ascii.removeLast() }
    let labels = ascii.split(separator: ".", omittingEmptySubsequences: false)
    if labels.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) || labels.count <= 2 { return ascii }
    var suffixLabels = 1
    for count in stride(from: min(labels.count - 1, 4), through: 2, by: -1)
    where multiLabelSuffixes.contains(labels.suffix(count).joined(separator: ".")) {
      suffixLabels = count
      break
    }
    return labels.suffix(suffixLabels + 1).joined(separator: ".")
  }

  /// Public suffixes of more than one label that are common in links: second-level country domains
  /// (`co.uk`, `com.au`, `co.jp`, …) and shared hosting domains whose subdomains belong to different
  /// people (`github.io`, `blogspot.com`, …). A short excerpt of the idea behind the Public Suffix
  /// List, not the list itself.
  public static let commonMultiLabelSuffixes: Set<String> = [
    "ac.uk", "co.uk", "gov.uk", "ltd.uk", "me.uk", "net.uk", "nhs.uk", "org.uk", "plc.uk", "sch.uk",
    "asn.au", "com.au", "edu.au", "gov.au", "id.au", "net.au", "org.au",
    "ac.jp", "ad.jp", "co.jp", "ed.jp", "go.jp", "gr.jp", "lg.jp", "ne.jp", "or.jp",
    "ac.nz", "co.nz", "geek.nz", "govt.nz", "net.nz", "org.nz",
    "ac.za", "co.za", "gov.za", "org.za",
    "com.br", "gov.br", "net.br", "org.br",
    "com.cn", "edu.cn", "gov.cn", "net.cn", "org.cn",
    "ac.in", "co.in", "firm.in", "gen.in", "gov.in", "ind.in", "net.in", "org.in",
    "ac.kr", "co.kr", "go.kr", "ne.kr", "or.kr",
    "com.tw", "org.tw", "com.hk", "org.hk", "com.sg", "edu.sg", "com.my", "com.ph", "com.vn",
    "co.id", "or.id", "ac.il", "co.il", "org.il", "com.tr", "org.tr", "com.ar", "com.mx", "org.mx",
    "co.th", "in.th", "com.ua", "com.pl", "co.ke", "com.ng", "com.eg", "com.sa", "com.pk",
    "appspot.com", "azurewebsites.net", "blogspot.com", "cloudfront.net", "firebaseapp.com",
    "github.io", "gitlab.io", "herokuapp.com", "netlify.app", "pages.dev", "vercel.app", "web.app",
    "workers.dev", "s3.amazonaws.com",
  ]

  /// A lower-cased bracketed IPv6 literal, or `nil` when the text is not one.
  static func ipv6Literal(_ host: String) -> String? {
    guard host.hasPrefix("["), host.hasSuffix("]"), host.utf8.count <= 64 else { return nil }
    let inner = host.dropFirst().dropLast()
    guard inner.contains(":"), inner.allSatisfy({ $0.isHexDigit && $0.isASCII || $0 == ":" || $0 == "." }) else { return nil }
    return host.lowercased()
  }
}
