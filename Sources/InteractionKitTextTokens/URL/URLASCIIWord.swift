/// Short ASCII words (`https`, `mailto:`, `xn--`, `t.co/`…) matched in the code units by comparing
/// integers, with no array of units and no loop over a list.
///
/// A word of up to eight characters is stored packed, one lower-case ASCII unit per byte in
/// reading order, its last character in the lowest byte; written in hexadecimal that is simply
/// its ASCII codes: `http` is `0x68_74_74_70`. The text is packed the same way, with ASCII capital
/// letters lower-cased (as `URLCharacterClass.lowercased(_:)` does) and reading stopped at the first
/// unit that is not ASCII, so a word matches exactly when its case-insensitive spelling is there.
struct URLASCIIWord: Equatable {
  /// The word's characters packed as described above.
  let packed: UInt64
  /// How many characters it has (1…8).
  let count: Int

  /// The mask of the `count` lowest bytes.
  @inline(__always)
  var mask: UInt64 { count >= 8 ? ~0 : (1 << UInt64(8 * count)) &- 1 }

  /// The up-to-`count` units before `end` packed (the unit right before `end` in the lowest
  /// byte); positions before the text and from the first non-ASCII unit on read as 0.
  @inline(__always)
  static func packed(before end: Int, in u: URLUnits, count: Int) -> UInt64 {
    var packed: UInt64 = 0
    var k = 1
    while k <= count, end - k >= 0 {
      let c = u[end - k]
      guard c < 0x80 else { break }
      packed |= UInt64(URLCharacterClass.lowercased(c)) << UInt64(8 * (k - 1))
      k += 1
    }
    return packed
  }

  /// Whether this word ends right before the position whose preceding units packed to `packed`
  /// (read with a `count` at least this word's).
  @inline(__always)
  func ends(_ packed: UInt64) -> Bool { packed & mask == self.packed }

  /// Whether this word ends right before `end`.
  @inline(__always)
  func ends(before end: Int, in u: URLUnits) -> Bool { ends(Self.packed(before: end, in: u, count: count)) }

  /// Whether this word starts at `start`.
  @inline(__always)
  func starts(at start: Int, in u: URLUnits) -> Bool {
    start >= 0 && start + count <= u.count && ends(before: start + count, in: u)
  }

  // The words, as literals so that the scanners read constants (no lazy global initialisation).

  static var http: URLASCIIWord { URLASCIIWord(packed: 0x6874_7470, count: 4) }
  static var https: URLASCIIWord { URLASCIIWord(packed: 0x68_7474_7073, count: 5) }
  static var ftp: URLASCIIWord { URLASCIIWord(packed: 0x66_7470, count: 3) }
  static var mailto: URLASCIIWord { URLASCIIWord(packed: 0x6d61_696c_746f, count: 6) }
  static var mailtoColon: URLASCIIWord { URLASCIIWord(packed: 0x6d_6169_6c74_6f3a, count: 7) }
  static var dat: URLASCIIWord { URLASCIIWord(packed: 0x64_6174, count: 3) }
  static var dweb: URLASCIIWord { URLASCIIWord(packed: 0x6477_6562, count: 4) }
  static var ipfs: URLASCIIWord { URLASCIIWord(packed: 0x6970_6673, count: 4) }
  static var ipns: URLASCIIWord { URLASCIIWord(packed: 0x6970_6e73, count: 4) }
  static var ssb: URLASCIIWord { URLASCIIWord(packed: 0x73_7362, count: 3) }
  static var gopher: URLASCIIWord { URLASCIIWord(packed: 0x676f_7068_6572, count: 6) }
  static var gemini: URLASCIIWord { URLASCIIWord(packed: 0x6765_6d69_6e69, count: 6) }
  static var xmpp: URLASCIIWord { URLASCIIWord(packed: 0x786d_7070, count: 4) }
  static var magnet: URLASCIIWord { URLASCIIWord(packed: 0x6d61_676e_6574, count: 6) }
  static var punycodePrefix: URLASCIIWord { URLASCIIWord(packed: 0x786e_2d2d, count: 4) }
  static var shortLinkHost: URLASCIIWord { URLASCIIWord(packed: 0x74_2e63_6f2f, count: 5) }

  /// Every word with its spelling, so a test can check the packed literals.
  static var spellings: [(word: URLASCIIWord, spelling: String)] {
    [
      (http, "http"), (https, "https"), (ftp, "ftp"), (mailto, "mailto"), (mailtoColon, "mailto:"), (dat, "dat"),
      (dweb, "dweb"), (ipfs, "ipfs"), (ipns, "ipns"), (ssb, "ssb"), (gopher, "gopher"), (gemini, "gemini"),
      (xmpp, "xmpp"), (magnet, "magnet"), (punycodePrefix, "xn--"), (shortLinkHost, "t.co/"),
    ]
  }
}
