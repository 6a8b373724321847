/// Builds the typed value of a URL token: the address to open.
///
/// - A URL written with a scheme keeps it, lower-cased (`HTTP://X.COM/A` → `http://x.com/A`).
/// - A URL without a scheme gets `http://` (twitter-text's and linkify-it's convention):
///   `example.com/a` → `http://example.com/a`, `hasExplicitScheme == false`.
/// - A protocol-relative URL (linkify-it's neutral `//` scheme) gets `http:`:
///   `//example.com` → `http://example.com`, `hasExplicitScheme == false`.
///
/// The host is lower-cased (`String.lowercased()`, so IDN hosts keep their Unicode form);
/// user info, path, query and fragment stay exactly as written.
enum URLValueBuilder {
  /// How the URL's text begins.
  enum SchemeForm: Hashable, Sendable {
    /// With a scheme (`https://…`, `xmpp:…`, `magnet:?…`).
    case explicit
    /// Without a scheme (`example.com/…`).
    case none
    /// With linkify-it's neutral scheme (`//example.com`).
    case neutral
  }

  static let httpPrefix: [UInt8] = Array("http://".utf8)
  static let httpColon: [UInt8] = Array("http:".utf8)

  /// The value of the URL `u[range]` whose host is `u[host]` (an empty range when it has none).
  static func value(_ u: [UInt16], range: Range<Int>, host: Range<Int>, form: SchemeForm) -> TokenValue {
    let prefix: [UInt8] = form == .none ? httpPrefix : (form == .neutral ? httpColon : [])
    var schemeLength = 0
    if form == .explicit {
      while range.lowerBound + schemeLength < host.lowerBound, u[range.lowerBound + schemeLength] != 0x3A { schemeLength += 1 }
    }
    if URLStringBuilder.isASCII(u, host) {
      // One pass: lower-case the scheme and the host, keep the rest.
      let head = range.lowerBound..<host.lowerBound
      let string =
        head.isEmpty
        ? URLStringBuilder.string(u, range, prefix: prefix, lowercasingPrefix: host.count)
        : URLStringBuilder.string(u, head, prefix: prefix, lowercasingPrefix: schemeLength)
          + URLStringBuilder.string(u, host.lowerBound..<range.upperBound, prefix: [], lowercasingPrefix: host.count)
      return .url(string: string, hasExplicitScheme: form == .explicit)
    }
    let head = URLStringBuilder.string(u, range.lowerBound..<host.lowerBound, prefix: prefix, lowercasingPrefix: schemeLength)
    let hostText = URLStringBuilder.string(u, host).lowercased()
    let tail = URLStringBuilder.string(u, host.upperBound..<range.upperBound)
    return .url(string: head + hostText + tail, hasExplicitScheme: form == .explicit)
  }
}
