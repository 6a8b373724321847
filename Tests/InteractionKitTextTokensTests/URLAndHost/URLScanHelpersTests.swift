import Foundation
import InteractionKitTestSupport
import Testing

@testable import InteractionKitTextTokens

/// The helpers behind the URL and e-mail scanners' fast paths: packed ASCII words, the SIMD anchor
/// searches, the reusable label storage, the DNS-length shortcut, and the runs whose hosts are
/// skipped. Each is checked against a plain oracle or exact expected matches.
@Suite struct URLScanHelpersTests {
  @Test func packedWordLiteralsMatchTheirSpellings() {
    for (word, spelling) in URLASCIIWord.spellings {
      let letters = Array(spelling.utf8)
      #expect(word.count == letters.count, "\(spelling)")
      #expect(word.packed == letters.reduce(0) { $0 << 8 | UInt64($1) }, "\(spelling)")
      for written in [spelling, spelling.uppercased()] {
        let units = Array(("x" + written + "y").utf16)
        units.withUnsafeBufferPointer { u in
          #expect(word.starts(at: 1, in: u), "\(written)")
          #expect(word.ends(before: 1 + letters.count, in: u), "\(written)")
          #expect(!word.starts(at: 0, in: u), "\(written)")
          #expect(!word.starts(at: 2, in: u), "\(written)")
        }
      }
    }
    // A word never matches past either end of the text, nor non-ASCII look-alikes.
    Array("ttp".utf16).withUnsafeBufferPointer { u in #expect(!URLASCIIWord.http.ends(before: 3, in: u)) }
    Array("xn-\u{2010}".utf16).withUnsafeBufferPointer { u in #expect(!URLASCIIWord.punycodePrefix.starts(at: 0, in: u)) }
  }

  @Test func anchorSearchesAgreeWithAPlainLoop() {
    var random = SplitMix64(seed: 2024)
    let alphabet: [UInt16] = [0x2E, 0x3A, 0x2F, 0x40, 0x61, 0x5A, 0x30, 0x20, 0xD83D, 0xDE42, 0x2E2E, 0x3A2F, 0xFFFF]
    for _ in 0..<4000 {
      let units = (0..<random.int(0...70)).map { _ in random.pick(alphabet) }
      let start = random.int(0...(units.count + 1))
      let (a, b) = (random.pick(alphabet), random.pick(alphabet))
      units.withUnsafeBufferPointer { u in
        let expected = (start..<max(start, u.count)).first { u[$0] == a || u[$0] == b } ?? u.count
        #expect(u.urlAnchorIndex(of: a, or: b, from: start) == expected, "\(units) from \(start)")
        let colonOrSlashes =
          (start..<max(start, u.count)).first { u[$0] == 0x3A || (u[$0] == 0x2F && $0 + 1 < u.count && u[$0 + 1] == 0x2F) }
        #expect(u.urlColonOrDoubleSlashIndex(from: start) == colonOrSlashes ?? u.count, "\(units) from \(start)")
      }
    }
  }

  @Test func storageGrowsAndKeepsWhatItHeld() {
    var storage = HostNameRunStorage<Int32>(capacity: 2)
    storage.base[0] = 7
    storage.base[1] = 9
    let first = storage
    HostNameRunStorage.reserve(2, in: &storage, keeping: 2)
    #expect(storage === first)
    HostNameRunStorage.reserve(5, in: &storage, keeping: 2)
    #expect(storage !== first)
    #expect(storage.capacity >= 5)
    #expect(storage.base[0] == 7 && storage.base[1] == 9)
  }

  /// Hosts with more labels than the label tables first hold.
  @Test func hostsWithManyLabelsAreFound() {
    let host = String(repeating: "a.", count: 40) + "com"
    func ranges(_ rules: URLRules, _ text: String) -> [Range<Int>] {
      URLMatcher(rules: rules).matches(in: ScanText(text)).map(\.range)
    }
    #expect(ranges(.twitter, host + " x") == [0..<83])
    #expect(ranges(.linkify, host + " x") == [0..<83])
    #expect(ranges(.mastodon, "https://" + host + "/p") == [0..<93])
    #expect(ranges(.twitter, String(repeating: "a.", count: 200) + "x") == [])
  }

  /// The shortcut that skips measuring a plain ASCII host never accepts one that does not fit.
  @Test func lengthShortcutOnlyAcceptsHostsThatFit() {
    var random = SplitMix64(seed: 99)
    var shortcuts = 0
    for _ in 0..<3000 {
      let labels = (0..<random.int(1...6)).map { _ in String(repeating: random.pick(["a", "b", "-", "7"]), count: random.int(1...70)) }
      let units = Array((labels.joined(separator: ".") + ".com ").utf16)
      units.withUnsafeBufferPointer { u in
        var run = TwitterHostRun()
        let end = run.analyze(u, from: 0, tlds: TopLevelDomainSet.twitter)
        var label = 0
        for start in 0..<end where URLCharacterClass.isAlphanumeric(u[start]) {
          label = run.label(containing: start, from: label)
          guard let hostEnd = run.hostEnd(from: start, label: label) else { continue }
          let fits = HostNameLimits.fits(u, from: start, to: hostEnd)
          if run.certainlyFitsLimits(start..<hostEnd) {
            shortcuts += 1
            #expect(fits, "\(String(decoding: units, as: UTF16.self)) from \(start)")
          }
        }
      }
    }
    #expect(shortcuts > 1000)
  }

  /// linkify-it links that start inside a run of host characters, after `$+=^`|`: the only places
  /// besides a run's first character where a fuzzy link may start.
  @Test func linkifyFindsLinksStartingInsideARun() {
    func ranges(_ text: String) -> [Range<Int>] {
      URLMatcher(rules: .linkify).matches(in: ScanText(text)).map(\.range)
    }
    #expect(ranges("/a$b.com") == [3..<8])
    #expect(ranges("@x|y.org") == [3..<8])
    #expect(ranges(".a=b.net") == [3..<8])
    #expect(ranges("-a^b.io") == [3..<7])
    #expect(ranges("/a`b.com") == [3..<8])
    #expect(ranges("/a+b.com/x") == [3..<10])
    #expect(ranges("/a~b.com") == [])
    #expect(ranges("x$example.com") == [0..<13])
  }
}

/// Runs of dots end a host run early (no host holds an empty label) and are skipped whole; the
/// results are those the scanner gave before that shortcut (checked by a differential run of the
/// old and new scanners over the fixtures and 300,000 fuzzed texts).
struct URLDotRunTests {
  @Test("Hosts around runs of dots")
  func hostsAroundDotRuns() {
    let text = "a..b.com x.com....y.com https://example.com/path.... z.co..uk www.a...b.org/c..d"
    let found = TokenDetector(profile: .twitter).tokens(in: text).map { "\($0.range.location)+\($0.range.length)" }
    #expect(found == ["9+5", "24+24", "53+4"])
    let long = "https://example.com/path" + String(repeating: ".", count: 4_000) + " b.com"
    #expect(TokenDetector(profile: .twitter).tokens(in: long).map(\.text) == ["https://example.com/path", "b.com"])
    #expect(TokenDetector(profile: .mastodon).tokens(in: "....x.social " + long).map(\.text) == ["https://example.com/path"])
  }
}
