/// The parts of a URL the safety checks look at, split leniently the way browsers read a typed or
/// linked address. Internal: not a general URL parser.
struct LinkSafetyURLParts: Hashable {
  /// The scheme, lower-cased, when the text has one.
  var scheme: String?
  /// The user-info part of the authority (before the last `@`), as written.
  var userInfo: String?
  /// The host as written, percent-decoded; `nil` when the URL has no authority (like `javascript:`).
  var host: String?

  /// Schemes a browser parses with an authority even without `//` (WHATWG "special" schemes, minus `file`).
  static let specialSchemes: Set<String> = ["http", "https", "ftp", "ws", "wss"]

  /// Splits `text`.
  ///
  /// - Parameter requiresSlashes: when `true`, a scheme counts only when `//` follows it (or it is
  ///   `mailto:`), so `example.com:8080` reads as a host and port rather than as the scheme
  ///   `example.com`. Text without a scheme is read as an authority (`example.com/path`).
  ///
  /// Only the first ``inspectedLength`` scalars are read: a valid URL's authority ends well before,
  /// and longer text is never opened (``TokenLimits/maximumURLLength``), so the work stays bounded.
  init(_ text: String, requiresSlashes: Bool) {
    let window = Self.string(text.unicodeScalars.prefix(Self.inspectedLength))
    let units = Array(Self.cleaned(window).unicodeScalars)
    var start = 0
    if let (scheme, rest) = Self.scheme(in: units) {
      let hasSlashes = rest + 1 < units.count && units[rest] == "/" && units[rest + 1] == "/"
      if scheme == "mailto" {
        self.scheme = scheme
        host = Self.mailHost(units[rest...])
        return
      }
      if hasSlashes || !requiresSlashes {
        self.scheme = scheme
        guard hasSlashes || Self.specialSchemes.contains(scheme) else { return }
        start = rest
      }
    }
    let special = scheme.map(Self.specialSchemes.contains) ?? true
    while start < units.count, units[start] == "/" || (special && units[start] == "\\") { start += 1 }
    var end = start
    while end < units.count, !Self.endsAuthority(units[end], special: special) { end += 1 }
    var hostStart = start
    if let at = units[start..<end].lastIndex(of: "@") {
      userInfo = Self.string(units[start..<at])
      hostStart = at + 1
    }
    var hostEnd = hostStart
    if hostStart < end, units[hostStart] == "[" {
      hostEnd = (units[hostStart..<end].firstIndex(of: "]") ?? end - 1) + 1
    } else {
      while hostEnd < end, units[hostEnd] != ":" { hostEnd += 1 }
    }
    host = Self.percentDecoded(Self.string(units[hostStart..<hostEnd]))
  }

  /// How many scalars of a text are inspected: the URL cap plus room for leading controls.
  static let inspectedLength = TokenLimits.maximumURLLength + 64

  /// `/`, `?` and `#`, and `\\` in special schemes (browsers read it as `/` there).
  @inline(__always)
  static func endsAuthority(_ scalar: Unicode.Scalar, special: Bool) -> Bool {
    switch scalar {
    case "/", "?", "#": true
    case "\\": special
    default: false
    }
  }

  /// The domain of a `mailto:` address: after the last `@` of the first recipient.
  static func mailHost(_ rest: ArraySlice<Unicode.Scalar>) -> String? {
    let address = rest.prefix { $0 != "?" && $0 != "," }
    guard let at = address.lastIndex(of: "@") else { return nil }
    return percentDecoded(string(address[(at + 1)...]))
  }

  /// The scheme (lower-cased) and the offset after its colon, when `units` starts with
  /// `ALPHA *(ALPHA / DIGIT / "+" / "-" / ".") ":"`.
  static func scheme(in units: [Unicode.Scalar]) -> (String, Int)? {
    guard let first = units.first, first.isASCII, first.properties.isAlphabetic else { return nil }
    var index = 1
    while index < units.count, isSchemeCharacter(units[index]) { index += 1 }
    guard index < units.count, units[index] == ":" else { return nil }
    return (string(units[..<index]).lowercased(), index + 1)
  }

  /// ASCII letters, digits, `+`, `-` and `.`.
  static func isSchemeCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".": true
    default: false
    }
  }

  /// The text as a browser's URL parser reads it: leading and trailing C0 controls and spaces
  /// removed, and ASCII tab, line feed and carriage return removed everywhere.
  static func cleaned(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars
    while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
    while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars.lazy.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
    return String(result)
  }

  /// `%XX` sequences decoded as UTF-8; the text unchanged when it has none or they are not UTF-8.
  static func percentDecoded(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8)[...]
    while let byte = iterator.popFirst() {
      if byte == UInt8(ascii: "%"), iterator.count >= 2, let high = hexValue(iterator[iterator.startIndex]),
        let low = hexValue(iterator[iterator.startIndex + 1])
      {
        bytes.append(high << 4 | low)
        iterator.removeFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    let decoded = String(decoding: bytes, as: UTF8.self)
    // Decoding replaces malformed UTF-8 with U+FFFD, which changes the bytes.
    return decoded.utf8.elementsEqual(bytes) ? decoded : text
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}
