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

  /// The schema whose name ends right before the `:` at `colon`, and where the name starts.
  @inline(__always)
  static func name(beforeColonAt colon: Int, in u: URLUnits) -> (schema: Schema, start: Int)? {
    let letters = URLASCIIWord.packed(before: colon, in: u, count: 6)
    if URLASCIIWord.http.ends(letters) { return (.web, colon - 4) }
    if URLASCIIWord.https.ends(letters) { return (.web, colon - 5) }
    if URLASCIIWord.ftp.ends(letters) { return (.web, colon - 3) }
    return URLASCIIWord.mailto.ends(letters) ? (.mailto, colon - 6) : nil
  }

  /// Calls `body` with each schema match in text order: its kind, where the name starts and
  /// where it ends (after the `:` or the `//`).
  static func forEachMatch(in u: URLUnits, _ body: (Schema, Int, Int) -> Void) {
    let n = u.count
    var searchedTo = 0
    var i = 0
    while i < n {
      // A lone `/` is never a match, so the search skips it.
      i = u.urlColonOrDoubleSlashIndex(from: i)
      guard i < n else { break }
      let c = u[i]
      var match: (schema: Schema, start: Int, end: Int)?
      if c == 0x3A {
        if let name = name(beforeColonAt: i, in: u) { match = (name.schema, name.start, i + 1) }
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
  static func mayStart(_ u: URLUnits, at start: Int, searchedTo: Int) -> Bool {
    guard start > 0 else { return searchedTo == 0 }
    guard start - 1 >= searchedTo else { return false }
    let c = u[start - 1]
    if c == 0x5F { return false }
    return URLLinkifyCharacters.isTextSeparator(c) || URLLinkifyCharacters.flags(u, before: start).flags != 0
  }
}
