/// The length caps every token rule and every link-safety check shares, in one place.
///
/// The caps keep detection and conversion bounded on hostile input: no URL token is longer than
/// ``maximumURLLength``, and a host name follows the DNS limits of RFC 1035 (``maximumDomainLength``
/// for the whole name, ``maximumLabelLength`` for each dot-separated label), measured on its ASCII
/// (punycode) form. The values are constants; matchers and the safety checks read them from here
/// rather than repeating the numbers.
public enum TokenLimits {
  /// The longest URL a token may hold: 4,096 UTF-16 code units (twitter-text's `MAX_URL_LENGTH`).
  public static let maximumURLLength = 4_096

  /// The longest domain name: 253 characters in ASCII form, not counting one trailing dot (RFC 1035).
  public static let maximumDomainLength = 253

  /// The longest label of a domain name: 63 characters in ASCII form (RFC 1035).
  public static let maximumLabelLength = 63

  /// Whether `string` fits the URL cap (at most ``maximumURLLength`` UTF-16 code units).
  ///
  /// Runs in constant time for strings far below or far above the cap, so a megabyte of text is
  /// rejected without being measured.
  public static func isWithinURLLimit(_ string: some StringProtocol) -> Bool {
    let bytes = string.utf8.count
    // A UTF-16 code unit stands for one to three UTF-8 bytes.
    if bytes <= maximumURLLength { return true }
    if bytes > 3 * maximumURLLength { return false }
    return string.utf16.count <= maximumURLLength
  }

  /// Whether `asciiHost` fits the DNS caps: every dot-separated label has 1 to ``maximumLabelLength``
  /// characters and the whole name at most ``maximumDomainLength`` (one trailing dot allowed and not
  /// counted).
  ///
  /// Pass the ASCII form (``Punycode/asciiHost(_:)``); non-ASCII characters count as their UTF-8 bytes,
  /// which never under-counts their punycode length by much but is not exact.
  public static func isWithinDomainLimits(_ asciiHost: some StringProtocol) -> Bool {
    var bytes = Array(asciiHost.utf8.prefix(maximumDomainLength + 2))
    if bytes.count > maximumDomainLength + 1 { return false }
    if bytes.last == UInt8(ascii: "."), bytes.count > 1 { bytes.removeLast() }
    guard !bytes.isEmpty, bytes.count <= maximumDomainLength else { return false }
    var labelLength = 0
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        guard labelLength > 0 else { return false }
        labelLength = 0
      } else {
        labelLength += 1
        if labelLength > maximumLabelLength { return false }
      }
    }
    return labelLength > 0
  }
}
