/// A set of top-level domains in a trie keyed by lower-cased Unicode scalars, matched directly on
/// UTF-16 code units (no `String` is built while scanning).
///
/// Each domain belongs to a group (generic or country code) because twitter-text prefers a
/// generic match over a country-code one at the same place.
///
/// A class, so that scanners hold one reference to the immutable tables (the ``twitter`` and
/// ``linkify`` constants, whose tables are generated at build time) and pass it around in a
/// register.
final class TopLevelDomainSet: Sendable {
  /// The list a domain came from.
  enum Group: UInt8, Sendable {
    case generic = 1
    case country = 2
  }

  /// Child links, sorted: `(node << 32) | scalar`, and at the same index in ``edgeNodes`` the
  /// child node.
  private let edgeKeys: [UInt64]
  /// The child node of each of ``edgeKeys``.
  private let edgeNodes: [Int32]
  /// Per node: the groups of the domains ending there (bit set of `Group` raw values).
  private let terminals: [UInt8]
  /// Domains of at most 13 ASCII letters, packed base 27 (see ``asciiKey(_:from:to:)``), in an
  /// open-addressing table (`key << 2 | groups`, 0 = empty): one probe instead of a trie walk for
  /// the common case.
  private let asciiTable: [UInt64]
  static let asciiTableBits = 12

  /// A set's tables as the generator writes them (`scripts/generate-tld-tables.py`, in
  /// `TopLevelDomainSet+Tables.swift`), so the sets the detector uses are not built at run time.
  struct Tables: Equatable {
    /// The sorted child links, `(node << 32) | scalar`.
    var edgeKeys: [UInt64]
    /// The child node of each link.
    var edgeNodes: [Int32]
    /// Per node, the groups of the domains ending there.
    var terminals: [UInt8]
    /// The slots of the open-addressing table that hold an ASCII domain.
    var asciiSlots: [UInt16]
    /// The entries of those slots.
    var asciiEntries: [UInt64]
  }

  /// A set of the given domains, lower-cased, built at run time (the generated ``Tables`` of the
  /// built-in sets are checked against this).
  convenience init(generic: [String], country: [String]) {
    var builder = Builder()
    for domain in generic { builder.insert(domain, group: .generic) }
    for domain in country { builder.insert(domain, group: .country) }
    let edges = builder.edges.sorted { $0.key < $1.key }
    let slots = builder.asciiTable.indices.filter { builder.asciiTable[$0] != 0 }
    self.init(
      tables: Tables(
        edgeKeys: edges.map(\.key), edgeNodes: edges.map(\.value), terminals: builder.terminals,
        asciiSlots: slots.map { UInt16($0) }, asciiEntries: slots.map { builder.asciiTable[$0] }))
  }

  /// The set with these tables.
  init(tables: Tables) {
    edgeKeys = tables.edgeKeys
    edgeNodes = tables.edgeNodes
    terminals = tables.terminals
    var ascii = [UInt64](repeating: 0, count: 1 << Self.asciiTableBits)
    for (slot, entry) in zip(tables.asciiSlots, tables.asciiEntries) { ascii[Int(slot)] = entry }
    asciiTable = ascii
  }

  /// The set's tables (for the test that compares the generated ones with a build).
  var tables: Tables {
    let slots = asciiTable.indices.filter { asciiTable[$0] != 0 }
    return Tables(
      edgeKeys: edgeKeys, edgeNodes: edgeNodes, terminals: terminals, asciiSlots: slots.map { UInt16($0) },
      asciiEntries: slots.map { asciiTable[$0] })
  }

  /// The child of `node` along `value`, by binary search of the sorted links.
  @inline(__always)
  private func child(of node: Int32, along value: UInt32) -> Int32? {
    let key = UInt64(UInt32(bitPattern: node)) << 32 | UInt64(value)
    var low = 0
    var high = edgeKeys.count
    while low < high {
      let mid = (low + high) / 2
      if edgeKeys[mid] < key { low = mid + 1 } else { high = mid }
    }
    return low < edgeKeys.count && edgeKeys[low] == key ? edgeNodes[low] : nil
  }

  /// The base-27 key of `u[start..<end]` when it is 1…13 ASCII letters (case ignored).
  @inline(__always)
  static func asciiKey(_ u: URLUnits, from start: Int, to end: Int) -> UInt64? {
    guard end > start, end - start <= 13 else { return nil }
    var key: UInt64 = 0
    for i in start..<end {
      let c = u[i] | 0x20
      guard c &- 0x61 < 26 else { return nil }
      key = key &* 27 &+ UInt64(c - 0x60)
    }
    return key
  }

  @inline(__always)
  static func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - asciiTableBits))
  }

  /// The groups of the ASCII domain with this key (0 when it is not in the set).
  @inline(__always)
  private func groups(ofASCIIKey key: UInt64) -> UInt8 {
    asciiTable.withUnsafeBufferPointer { table in
      let mask = table.count - 1
      var i = Self.slot(key)
      while true {
        let entry = table[i & mask]
        if entry == 0 { return 0 }
        if entry >> 2 == key { return UInt8(entry & 3) }
        i += 1
      }
    }
  }

  /// The lower-cased scalar at `i` and its length in code units.
  @inline(__always)
  private static func foldedScalar(_ u: URLUnits, _ i: Int) -> (value: UInt32, length: Int) {
    let c = u[i]
    if c < 0x80 { return (UInt32(URLCharacterClass.lowercased(c)), 1) }
    let (value, length) = URLCharacterClass.scalarValue(u, i)
    return (hasCase(value) ? lowercased(value) : value, length)
  }

  /// Whether `value` may belong to a script with letter case (Latin, Greek, Cyrillic, Armenian,
  /// Georgian, Cherokee, Glagolitic, Coptic, full-width Latin and astral scripts); other scripts
  /// (Hebrew, Arabic, Indic, CJK, Hangul…) skip the property lookup.
  @inline(__always)
  private static func hasCase(_ value: UInt32) -> Bool {
    switch value {
    case 0..<0x590, 0x10A0...0x10FF, 0x13A0...0x13FF, 0x1C80...0x1FFF, 0x2100...0x2CFF, 0xA640...0xA7FF, 0xAB70...0xABBF,
      0xFF21...0xFF3A, 0x10000...:
      return true
    default: return false
    }
  }

  /// The simple lower-case mapping of a scalar (itself when it maps to several scalars). Kept out
  /// of line: reading Unicode properties costs a metadata lookup on entry to any function that does it.
  @inline(never)
  private static func lowercased(_ value: UInt32) -> UInt32 {
    guard let scalar = Unicode.Scalar(value) else { return value }
    let lower = scalar.properties.lowercaseMapping.unicodeScalars
    if lower.count == 1, let first = lower.first { return first.value }
    return value
  }

  /// Walks the trie from `start` (not past `limit`) and calls `found` with the end offset and
  /// groups of every domain that is a prefix of the text there, shortest first.
  @inline(__always)
  private func walk(_ u: URLUnits, from start: Int, limit: Int, _ found: (Int, UInt8) -> Void) {
    var node: Int32 = 0
    var i = start
    while i < limit {
      let (value, length) = Self.foldedScalar(u, i)
      guard let next = child(of: node, along: value) else { return }
      node = next
      i += length
      let groups = terminals[Int(node)]
      if groups != 0 { found(i, groups) }
    }
  }

  /// twitter-text's TLD match at `start`: the longest generic domain, else the longest
  /// country-code domain, that is not followed by an ASCII letter, digit, `@`, `+` or `-`
  /// (the end of text, or `limit`, counts as a valid follower); else a punycode TLD
  /// (`xn--` and ASCII letters, digits or dashes). Returns the end offset.
  ///
  /// The common case, ASCII letters followed by ASCII, is decided here with one table probe;
  /// anything else walks the trie (out of line, so callers inline only the fast path).
  @inline(__always)
  func twitterMatchEnd(_ u: URLUnits, at start: Int, limit: Int) -> Int? {
    guard start < limit else { return nil }
    if u[start] < 0x80 {
      // Fast path: an ASCII domain must be the whole run of letters (no letter may follow it).
      var end = start
      var key: UInt64 = 0
      while end < limit, end - start <= 13 {
        let c = u[end] | 0x20
        guard c &- 0x61 < 26 else { break }
        key = key &* 27 &+ UInt64(c - 0x60)
        end += 1
      }
      if end - start <= 13, end == limit || u[end] < 0x80 {
        if end - start >= 2, end == limit || !URLTwitterCharacters.tldFollowerInvalid.contains(u[end]),
          groups(ofASCIIKey: key) != 0
        {
          return end
        }
        return end - start == 2 && end < limit && u[end] == 0x2D ? punycodeEnd(u, at: start, limit: limit) : nil
      }
    }
    return twitterTrieMatchEnd(u, at: start, limit: limit)
  }

  /// `twitterMatchEnd(_:at:limit:)` by walking the trie.
  @inline(never)
  private func twitterTrieMatchEnd(_ u: URLUnits, at start: Int, limit: Int) -> Int? {
    var generic = -1
    var country = -1
    walk(u, from: start, limit: limit) { end, groups in
      guard end >= limit || !URLTwitterCharacters.tldFollowerInvalid.contains(u[end]) else { return }
      if groups & Group.generic.rawValue != 0 { generic = end }
      if groups & Group.country.rawValue != 0 { country = end }
    }
    if generic >= 0 { return generic }
    if country >= 0 { return country }
    return punycodeEnd(u, at: start, limit: limit)
  }

  /// The end of a punycode TLD (`xn--` and ASCII letters, digits or dashes) at `start`.
  private func punycodeEnd(_ u: URLUnits, at start: Int, limit: Int) -> Int? {
    guard start + 4 < limit, URLASCIIWord.punycodePrefix.starts(at: start, in: u),
      URLCharacterClass.isAlphanumeric(u[start + 4]) || u[start + 4] == 0x2D
    else { return nil }
    var end = start + 5
    while end < limit, URLCharacterClass.isAlphanumeric(u[end]) || u[end] == 0x2D { end += 1 }
    return end
  }

  /// Whether `u[start..<end]` is exactly one of the domains (ignoring case).
  func contains(_ u: URLUnits, from start: Int, to end: Int) -> Bool {
    if let key = Self.asciiKey(u, from: start, to: end) { return groups(ofASCIIKey: key) != 0 }
    var matched = false
    walk(u, from: start, limit: end) { stop, _ in if stop == end { matched = true } }
    return matched
  }

  /// `twitterMatchEnd(_:at:limit:)` on an array.
  func twitterMatchEnd(_ u: [UInt16], at start: Int, limit: Int) -> Int? {
    u.withUnsafeBufferPointer { twitterMatchEnd($0, at: start, limit: limit) }
  }

  /// `contains(_:from:to:)` on an array.
  func contains(_ u: [UInt16], from start: Int, to end: Int) -> Bool {
    u.withUnsafeBufferPointer { contains($0, from: start, to: end) }
  }

  /// twitter-text's lists (`tld_lib.yml`): every generic and country-code TLD.
  static let twitter = TopLevelDomainSet(tables: .twitter)

  /// linkify-it's default fuzzy-link TLDs: its short generic list and every two-letter country code
  /// it knows (`xn--` TLDs are matched by rule, not listed).
  static let linkify = TopLevelDomainSet(tables: .linkify)
}
