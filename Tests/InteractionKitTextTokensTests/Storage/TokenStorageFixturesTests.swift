import Foundation
import InteractionKitTestSupport
import InteractionKitTextTokens
import Testing

/// SplitMix64: a small seeded generator, so every random sequence can be replayed from its seed.
typealias StorageTestRandom = SplitMix64

extension SplitMix64 {
}

/// One random edit: a UTF-16 range of the current text and the units that replace it.
struct StorageTestEdit: CustomStringConvertible {
  var range: NSRange
  var replacement: [UInt16]
  var description: String {
    "replace {\(range.location), \(range.length)} with \(String(decoding: replacement, as: UTF16.self).debugDescription)"
      + " (\(replacement.count) units)"
  }
}

/// Text pieces rich in token triggers and edge characters, and random documents and edits made of them.
enum StorageTestAlphabet {
  /// The pieces: letters, digits, token signs and punctuation, scheme and TLD fragments, federated
  /// handles, e-mails, emoji (astral, ZWJ sequence, keycap), combining marks, CJK, Arabic, Hebrew,
  /// full-width signs, ZWNJ, middle dots, directional marks, and ticket references and digit runs
  /// for the custom matchers, and runs of them long enough to form chains.
  static let pieces: [String] = [
    "a", "b", "e", "x", "Z", "é", "ß", "0", "1", "7", "42", "@", "#", "$", ".", ":", "/", "-", "_", "(", ")",
    " ", " ", " ", " ", " ", "\n", "\t", "?", "!", ",", "'", "\"", "&", "=", "~", "%", "+", "*",
    "http://", "https://", "www.", ".com", ".org", ".co", ".social", "://", "t.co/", "mailto:", "gopher://",
    "example", "user", "@user@host", "@alice", "@bob@example.social", "#tag", "#Swift", "$AAPL", "$tsla.b",
    "mail@example.com", "x.y", "xn--p1ai", "192.168.0.1", "RT", "RT:",
    "🙂", "👩‍👩‍👧", "#️⃣", "\u{301}", "\u{FE0F}", "日本", "語", "例え.jp", "مرحبا", "שלום", "＠", "＃", "\u{200C}",
    "·", "・", "\u{200F}", "\u{202A}", "IK-", "AB-12", "0000", "123456",
    // Long chains of overlapping candidates (digit pairs, `word.word`) that outrun the window.
    String(repeating: "0", count: 48), "a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z",
  ]

  /// A random document of roughly `length` UTF-16 units, made of `pieces`.
  static func document(
    length: Int, pieces: [String] = pieces, using random: inout StorageTestRandom
  ) -> String {
    var result = ""
    var units = 0
    let target = Int.random(in: 0...length, using: &random)
    while units < target {
      let piece = pieces.randomElement(using: &random) ?? "a"
      result += piece
      units += piece.utf16.count
    }
    return result
  }

  /// A random edit of a text of `length` units: inserts, deletes and replacements anywhere, often
  /// at the very start or end, sometimes splitting a surrogate pair, sometimes with a lone surrogate.
  static func edit(in length: Int, pieces: [String] = pieces, using random: inout StorageTestRandom)
    -> StorageTestEdit
  {
    let location: Int
    switch Int.random(in: 0..<10, using: &random) {
    case 0: location = 0
    case 1: location = length
    default: location = Int.random(in: 0...length, using: &random)
    }
    let room = length - location
    let span: Int
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<4: span = 0
    case 4..<7: span = min(room, Int.random(in: 1...3, using: &random))
    case 7..<9: span = min(room, Int.random(in: 0...24, using: &random))
    default: span = Int.random(in: 0...room, using: &random)
    }
    var replacement: [UInt16] = []
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<6 where span > 0:
      break
    case 6:
      replacement = [UInt16.random(in: 0xD800...0xDFFF, using: &random)]
    default:
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        replacement += (pieces.randomElement(using: &random) ?? "a").utf16
      }
    }
    return StorageTestEdit(range: NSRange(location: location, length: span), replacement: replacement)
  }

  /// The documented surrogate rule, written independently of the storage: an end between a high
  /// and a low surrogate moves outward; an empty range inside a pair moves to the pair's start.
  static func wholeScalars(_ range: NSRange, in units: [UInt16]) -> Range<Int> {
    func splits(_ offset: Int) -> Bool {
      offset > 0 && offset < units.count && (0xD800...0xDBFF).contains(units[offset - 1])
        && (0xDC00...0xDFFF).contains(units[offset])
    }
    let lower = splits(range.location) ? range.location - 1 : range.location
    if range.length == 0 { return lower..<lower }
    let end = range.location + range.length
    return lower..<(splits(end) ? end + 1 : end)
  }
}

/// Custom matchers for the tests, each reading at most one unit of context on either side.
enum StorageTestMatchers {
  /// Ticket references `[A-Z]{2,3}-[0-9]{1,4}`, not inside a longer word or number.
  static let ticket = CustomTokenMatcher(kind: "ticket", maximumLength: 8) { string in
    let u = Array(string.utf16)
    func upper(_ i: Int) -> Bool { i >= 0 && i < u.count && (65...90).contains(u[i]) }
    func digit(_ i: Int) -> Bool { i >= 0 && i < u.count && (48...57).contains(u[i]) }
    func word(_ i: Int) -> Bool { i >= 0 && i < u.count && (upper(i) || digit(i) || (97...122).contains(u[i])) }
    var result: [CustomTokenMatcher.Match] = []
    for start in u.indices where upper(start) && !word(start - 1) {
      var i = start
      while upper(i), i - start < 4 { i += 1 }
      guard (2...3).contains(i - start), i < u.count, u[i] == 45 else { continue }
      let digits = i + 1
      var j = digits
      while digit(j), j - digits < 5 { j += 1 }
      guard (1...4).contains(j - digits), !word(j) else { continue }
      result.append(
        .init(
          range: NSRange(location: start, length: j - start), payload: String(decoding: u[start..<j], as: UTF16.self)))
    }
    return result
  }

  /// Every pair of adjacent ASCII digits: overlapping candidates that form chains, so an edit at
  /// the start of a digit run changes which pairs survive all along the run.
  static let digitPair = CustomTokenMatcher(kind: "pair", maximumLength: 2) { string in
    let u = Array(string.utf16)
    return u.indices.dropLast().compactMap { i in
      (48...57).contains(u[i]) && (48...57).contains(u[i + 1])
        ? .init(range: NSRange(location: i, length: 2), payload: "") : nil
    }
  }

  /// `word.word` in lower-case ASCII letters (at most 12 units), overlapping URLs and e-mails.
  static let dotted = CustomTokenMatcher(kind: "dotted", maximumLength: 12) { string in
    let u = Array(string.utf16)
    func lower(_ i: Int) -> Bool { i >= 0 && i < u.count && (97...122).contains(u[i]) }
    var result: [CustomTokenMatcher.Match] = []
    for dot in u.indices where u[dot] == 46 && lower(dot - 1) && lower(dot + 1) {
      var start = dot - 1
      while lower(start - 1), dot - start < 12 { start -= 1 }
      var end = dot + 2
      while lower(end), end - start < 13 { end += 1 }
      guard !lower(start - 1), !lower(end), end - start <= 12 else { continue }
      result.append(.init(range: NSRange(location: start, length: end - start), payload: ""))
    }
    return result
  }

  static let all = [ticket, digitPair, dotted]
}

/// Checks of the fixtures themselves, so the random test cannot pass on a broken generator.
struct TokenStorageFixturesTests {
  @Test func randomIsSeeded() {
    var a = StorageTestRandom(seed: 7)
    var b = StorageTestRandom(seed: 7)
    var c = StorageTestRandom(seed: 8)
    let first = (0..<4).map { _ in a.next() }
    #expect(first == (0..<4).map { _ in b.next() })
    #expect(first != (0..<4).map { _ in c.next() })
  }

  @Test func customMatchersFindWhatTheySay() {
    let detector = TokenDetector(profile: DetectionProfile(name: "none"), customMatchers: StorageTestMatchers.all)
    let found = detector.tokens(in: "IK-12 xIK-1 AB-12345 12345 foo.bar abcdefg.hijklm").map { "\($0.kind):\($0.text)" }
    #expect(found == ["ticket:IK-12", "pair:12", "pair:34", "pair:12", "pair:34", "dotted:foo.bar"])
  }

  @Test func surrogateRuleOfTheModel() {
    let units = Array("a🙂b".utf16)
    #expect(StorageTestAlphabet.wholeScalars(NSRange(location: 2, length: 0), in: units) == 1..<1)
    #expect(StorageTestAlphabet.wholeScalars(NSRange(location: 2, length: 1), in: units) == 1..<3)
    #expect(StorageTestAlphabet.wholeScalars(NSRange(location: 0, length: 2), in: units) == 0..<3)
  }
}
