extension TopLevelDomainSet {
  /// The tables of a ``TopLevelDomainSet`` while they are filled in.
  struct Builder {
    /// Child links: `(node << 32) | scalar` → child node.
    var edges: [UInt64: Int32] = [:]
    /// Per node: the groups of the domains ending there.
    var terminals: [UInt8] = [0]
    /// The open-addressing table of short ASCII domains.
    var asciiTable: [UInt64] = Array(repeating: 0, count: 1 << TopLevelDomainSet.asciiTableBits)

    /// Adds the ASCII domain with this key to the open-addressing table.
    mutating func insertASCII(_ key: UInt64, group: Group) {
      var i = TopLevelDomainSet.slot(key)
      while asciiTable[i] != 0, asciiTable[i] >> 2 != key { i = (i + 1) & (asciiTable.count - 1) }
      asciiTable[i] = key << 2 | (asciiTable[i] & 3) | UInt64(group.rawValue)
    }

    /// Adds `domain`, lower-cased, to the trie (and to the ASCII table when it is short ASCII).
    mutating func insert(_ domain: String, group: Group) {
      var node: Int32 = 0
      for scalar in domain.lowercased().unicodeScalars {
        let key = UInt64(UInt32(node)) << 32 | UInt64(scalar.value)
        if let child = edges[key] {
          node = child
        } else {
          let child = Int32(terminals.count)
          terminals.append(0)
          edges[key] = child
          node = child
        }
      }
      terminals[Int(node)] |= group.rawValue
      let units = Array(domain.lowercased().utf16)
      if let key = units.withUnsafeBufferPointer({ TopLevelDomainSet.asciiKey($0, from: 0, to: units.count) }) {
        insertASCII(key, group: group)
      }
    }
  }
}
