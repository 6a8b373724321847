/// linkify-it's search for schema names, shared by its URL and `mailto:` links.
///
/// linkify-it finds schema names with one global expression, `(start | a preceding character)
/// (http: | https: | ftp: | // | mailto:)`, where the preceding character is `<`, `>`, `｜`, P, Z or
/// Cc but not `_`. Each match consumes its preceding character and the name, whether or not the
/// link after it then validates; a name whose preceding character was consumed (the second `/`
/// of `http://`, `http:` right after a rejected `//`) is never tried. This search reproduces those
/// matches in order, in linear time, so the URL and e-mail matchers agree on which names count.
enum LinkifySchemaSearch {
  /// A schema name linkify-it would try.
  enum Schema: Equatable {
    /// `http:`, `https:` or `ftp:` (the link must continue with `//`).
    case web
    /// The neutral `//`.
    case neutral
    /// `mailto:`.
    case mailto
  }

  static let names: [(letters: [UInt16], schema: Schema)] = [
    (Array("http".utf16), .web), (Array("https".utf16), .web), (Array("ftp".utf16), .web),
    (Array("mailto".utf16), .mailto),
  ]

  /// Calls `body` with each schema match in text order: its kind, where the name starts and
  /// where it ends (after the `:` or the `//`).
  static func forEachMatch(in u: [UInt16], _ body: (Schema, Int, Int) -> Void) {
    let n = u.count
    var searchedTo = 0
    var i = 0
    while i < n {
      i = u.urlAnchorIndex(of: 0x3A, or: 0x2F, from: i)
      guard i < n else { break }
      let c = u[i]
      var match: (schema: Schema, start: Int, end: Int)?
      if c == 0x3A {
        for name in names where URLCharacterClass.matchesASCII(u, at: i - name.letters.count, name.letters) {
          match = (name.schema, i - name.letters.count, i + 1)
          break
        }
      } else if c == 0x2F, i + 1 < n, u[i + 1] == 0x2F {
        match = (.neutral, i, i + 2)
      }
      if let match, mayStart(u, at: match.start, searchedTo: searchedTo) {
        body(match.schema, match.start, match.end)
        searchedTo = match.end
        i = match.end
      } else {
        i += 1
      }
    }
  }

  /// Whether a schema name at `start` is a match given where the search has reached.
  @inline(__always)
  static func mayStart(_ u: [UInt16], at start: Int, searchedTo: Int) -> Bool {
    guard start > 0 else { return searchedTo == 0 }
    guard start - 1 >= searchedTo else { return false }
    let c = u[start - 1]
    if c == 0x5F { return false }
    return URLLinkifyCharacters.isTextSeparator(c) || URLLinkifyCharacters.flags(u, before: start).flags != 0
  }
}
