import Foundation
import InteractionKitTestSupport
import PropertyBased
import Testing

@testable import InteractionKitTextTokens

/// The named fast paths of issue 23's detection work give exactly what the general paths give.
@Suite struct DetectionFastPathTests {
  /// The "run without a TLD" fast path: wherever it answers, the full analysis of the same run
  /// ends at the same offset and finds no TLD.
  @Test func runsWithoutATopLevelDomainEndWhereTheFullAnalysisEnds() async {
    let alphabet: [String] = ["a", "b", "ab", "com", "1", ".", ".", "..", "-", "_", "é", "日", " ", "/", "@", "\u{200B}"]
    await propertyCheck(count: 400, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let text = (0..<rng.int(1...60)).map { _ in rng.pick(alphabet) }.joined()
      let units = Array(text.utf16)
      units.withUnsafeBufferPointer { u in
        for resume in 0..<u.count {
          guard let end = TwitterHostRun.endOfRunWithoutTopLevelDomain(u, resumingAt: resume) else { continue }
          var run = TwitterHostRun()
          let fullEnd = run.analyze(u, from: resume, tlds: .twitter)
          #expect(end == fullEnd, "\(text) from \(resume)")
          #expect(!run.hasTopLevelDomain, "\(text) from \(resume)")
        }
      }
    }
  }

  /// "Words without `://`": with Mastodon's rules the URL scan passes over words that hold no
  /// `://`, and finds what a scan that also matches URLs without a scheme finds with a scheme.
  @Test func wordsWithoutASchemeSeparatorArePassedOver() async {
    let alphabet: [String] = [
      "https://", "http://", "dat://", "HTTPS://", "a", "b1", ".", "x.co", "b.com", "/", "/", ":", "//", "://",
      " ", " ", "\n", "\t", "@", "é", "-", "_", "?q=1", "日", ".social", ":80", "..", "\u{3002}",
    ]
    let examples = [
      "a.com/https://b.com", "x.co https://b.com", "@a@b.social https://x.co/p a.b@c.com", "https://a.com/b.c x.co",
      "a.co\nhttp://b.com", "x.co:80/http://b.com https://c.com", "b.com?q=1&u=https://x.co",
    ]
    for text in examples { Self.expectSchemeWordsOnly(text) }
    await propertyCheck(count: 1_000, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      Self.expectSchemeWordsOnly((0..<rng.int(1...30)).map { _ in rng.pick(alphabet) }.joined())
    }
  }

  /// "Runs after an at sign": the twitter scan that passes over the domains of e-mail addresses
  /// and federated mentions finds what the scan that analyses every run finds, also where a run
  /// after an at sign goes on with a port, a path, a scheme, an IDN label or other punctuation.
  @Test func runsAfterAnAtSignArePassedOver() async {
    let alphabet: [String] = [
      "a", "b1", "user", "@", "@", "\u{FF20}", ".", ".", "com", "co.uk", "example", "x--y", "_", "-", " ", " ", "\n", "\t",
      "/", "://", "https://", ":80", "?q=1", "é", "日", ".social", "..", ",", "#", "$", "\u{3002}", "\u{00A0}",
    ]
    let examples = [
      "a@b.com", "@a@b.c.com x.co", "a@b.c.com/https://x.com", "a@b.com,c.org", "a@b.com:80/x.org", "a@b.c.com.",
      "a@b.com\u{00A0}c.org", "@a@bé.com", "a@b-c.com d.io", "＠a.b.com", "a@b.c.com\thttps://d.com", "x@y.z@w.com v.io",
    ]
    for text in examples { Self.expectAtSignRunsPassedOver(text) }
    await propertyCheck(count: 1_000, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      Self.expectAtSignRunsPassedOver((0..<rng.int(1...30)).map { _ in rng.pick(alphabet) }.joined())
    }
  }

  /// Checks "plain addresses passed over" on `text`: for the twitter profile, and for a profile
  /// with twitter mentions and no links, the tokens with the fast path are the tokens without it,
  /// from `String` and from UTF-8, with and without offsets (counts).
  static func expectPlainAddressesPassedOver(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    var mentionsOnly = DetectionProfile.twitter
    mentionsOnly.urls = nil
    // The shortest user-name limit that allows the fast path: names of 15 are passed over.
    var shortNames = DetectionProfile.twitter
    shortNames.mentions?.maximumUsernameLength = 15
    for profile in [DetectionProfile.twitter, mentionsOnly, shortNames] {
      let detector = TokenDetector(profile: profile)
      #expect(detector.filterPassesOverPlainAddresses, sourceLocation: sourceLocation)
      let expected = detector.builtInTokens(in: AnchoredWords(text, anchors: detector.filterAnchors))
      let passed = AnchoredWords(text, anchors: detector.filterAnchors, passesOverPlainAddresses: true)
      #expect(detector.builtInTokens(in: passed) == expected, "\(text.debugDescription)", sourceLocation: sourceLocation)
      #expect(detector.tokens(in: text) == expected, "\(text.debugDescription)", sourceLocation: sourceLocation)
      #expect(detector.tokens(inUTF8: Array(text.utf8)) == expected, sourceLocation: sourceLocation)
      var counts: [TokenKind: Int] = [:]
      for token in expected { counts[token.kind, default: 0] += 1 }
      let found = Array(text.utf8).withUnsafeBufferPointer { detector.tokenCounts(inUTF8: $0, windowByteCount: 7) }
      #expect(found == counts, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }
  }

  @Test func plainAddressesArePassedOver() async {
    // The words passed over, and the ones that must not be: a retweet marker, an empty or dotted
    // name, `_` or punctuation in the host, a host that goes on past the blocks.
    let examples = [
      "mail user961@example.co.uk now", "a@b.com", "a_1@b-c.co.", "rt@user.com", "RT@user x", "rT@a.co Rt@b.co",
      "xrt@user.com", "@a.com", "a.b@c.com", "a@b_c.com", "a@b.com,c.org", "a@b.com/x.org", "a@例え.jp",
      "a@b.com:80", "a@" + String(repeating: "b", count: 40) + ".com", String(repeating: "n", count: 20) + "@b.com",
      "a@b.com@c.com", "a@b.c#tag", "$X@b.com", "a@b.c d@e.f", "@a a@b @c", "@user5903@xn--fiqs8s.cn",
      "@a@b.com.", "@rt@b.com", "RT @a@b.co", "@a@b_c.co", "@a@b.com,", "@a@@b.com", "@@a@b.com", "@a.b@c.com",
      "@" + String(repeating: "n", count: 15) + "@b.co", "@" + String(repeating: "n", count: 16) + "@b.co",
      "@" + String(repeating: "n", count: 20) + "@b.co", "@" + String(repeating: "n", count: 21) + "@b.co",
      "@a@" + String(repeating: "b", count: 40) + ".com", "@a/list@b.co", "@a@b.co/x",
    ]
    for text in examples { Self.expectPlainAddressesPassedOver(text) }
    // Nothing of a plain address reaches the matchers, and the other words still do.
    let words = AnchoredWords("x user961@example.co.uk @bob @carol@example.social y", passesOverPlainAddresses: true)
    #expect(String(decoding: words.units, as: UTF16.self) == " @bob ")
    let alphabet: [String] = [
      "a", "user", "rt", "RT", "1", "_", "@", "@", "@", ".", ".", "com", "co.uk", "-", " ", " ", "\n", "x.io", "/",
      "://", ",", "#t", "$A", "é", "日", "\u{FF20}", String(repeating: "w", count: 17),
    ]
    await propertyCheck(count: 1_000, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      Self.expectPlainAddressesPassedOver((0..<rng.int(1...40)).map { _ in rng.pick(alphabet) }.joined())
    }
    // Profiles whose rules could see a token in such a word keep the words.
    #expect(!TokenDetector(profile: .mastodon).filterPassesOverPlainAddresses)
    #expect(!TokenDetector(profile: .linkify).filterPassesOverPlainAddresses)
    var withEmails = DetectionProfile.twitter
    withEmails.emails = DetectionProfile.linkify.emails
    #expect(!TokenDetector(profile: withEmails).filterPassesOverPlainAddresses)
    // A user-name limit below 15 would cut a name before its second `@`, which then gives a mention.
    var tinyNames = DetectionProfile.twitter
    tinyNames.mentions?.maximumUsernameLength = 14
    #expect(!TokenDetector(profile: tinyNames).filterPassesOverPlainAddresses)
  }

  /// "Fuzzy links after schema links": the links linkify keeps (with its e-mails, overlaps
  /// resolved) are the same whether the fuzzy pass skips the schema links or scans them too.
  static func expectSchemaLinksSkipped(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let compact = ScanText(text)
    let emails = EmailMatcher(rules: DetectionProfile.linkify.emails!).matches(in: compact)
    compact.units.withUnsafeBufferPointer { u in
      var fast = LinkifyURLScanner(units: u, rules: .linkify)
      var full = LinkifyURLScanner(units: u, rules: .linkify)
      full.skipsSchemaLinks = false
      func kept(_ links: [TokenMatch]) -> [Range<Int>] {
        let matches = (links + emails).sorted { $0.range.lowerBound < $1.range.lowerBound }
        return TokenDetector.keptIndices(matches).map { matches[$0].range }
      }
      #expect(kept(fast.scan()) == kept(full.scan()), "\(text.debugDescription)", sourceLocation: sourceLocation)
    }
  }

  @Test func schemaLinksAreSkippedByTheFuzzyPass() async {
    let examples = [
      "https://docs.swift.org/path/5745?q=22", "see http://a.com/b.c.d x.io", "//x.org/y.com.au z.net",
      "http://a.com/x.co.uk/y http://b.org", "ftp://a.b.c.d/e.f", "http://localhost:8080/a.com", "a.com//x.org",
      "http://a.com.", "http://user@b.com/c.d", "https://a.com/(x.com)", "http://a.com" + String(repeating: "/b.c", count: 40),
    ]
    for text in examples { Self.expectSchemaLinksSkipped(text) }
    let alphabet: [String] = [
      "http://", "https://", "ftp://", "//", "mailto:", "a", "b1", "com", "co.uk", ".", ".", "/", "x.io", "@", "user",
      ":", "8080", "?q=1", "#f", "(", ")", "-", "_", " ", " ", "\n", "é", "日本", "xn--fiqs8s", ",", "!", "'",
      "localhost", "\u{FF5C}",
    ]
    await propertyCheck(count: 1_000, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      Self.expectSchemaLinksSkipped((0..<rng.int(1...40)).map { _ in rng.pick(alphabet) }.joined())
    }
  }

  /// "Latin-1 tags without Foundation": hashtag values of ASCII and Latin-1 letters, folded or
  /// not, are what Foundation's normalization gives; other tags take Foundation's path.
  @Test func latin1TagsAreNormalizedAsFoundationDoes() async {
    func check(_ tag: String) {
      let units = Array(tag.utf16)
      units.withUnsafeBufferPointer { u in
        for folds in [true, false] {
          let expected = HashtagNormalization.foundationNormalized(u, foldsToASCII: folds)
          let normalized = UnicodeClasses.withTable { HashtagNormalization.normalize(u, foldsToASCII: folds, classes: $0) }
          #expect(normalized == expected, "\(tag) \(folds)")
          if let fast = HashtagNormalization.latin1Normalized(u, foldsToASCII: folds) {
            #expect(fast == expected, "\(tag) \(folds)")
          }
        }
      }
    }
    // Every letter from U+0080 to U+017F alone and after an ASCII letter.
    for value in 0x0080...0x017F {
      let letter = String(Character(UnicodeScalar(value)!))
      check(letter)
      check("X" + letter + "1")
    }
    for tag in ["×", "a÷b", "ā", "e\u{301}", "Ǆ", "ª", "µ"] {
      let units = Array(tag.utf16)
      units.withUnsafeBufferPointer { u in #expect(HashtagNormalization.latin1Normalized(u, foldsToASCII: true) == nil) }
    }
    Array("Zürich".utf16).withUnsafeBufferPointer { u in
      #expect(HashtagNormalization.latin1Normalized(u, foldsToASCII: true) == "zurich")
      #expect(HashtagNormalization.latin1Normalized(u, foldsToASCII: false) == "zürich")
    }
    let alphabet = ["A", "z", "Q", "7", "_", "ß", "ÿ", "Æ", "æ", "Ð", "Ø", "Þ", "þ", "Ü", "ü", "É", "ñ", "Ç", "ā", "\u{301}", "Σ", "日"]
      + (0xC0...0xFF).filter { $0 != 0xD7 && $0 != 0xF7 }.map { String(Character(UnicodeScalar($0)!)) }
    await propertyCheck(count: 1_000, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      check((0..<rng.int(1...12)).map { _ in rng.pick(alphabet) }.joined())
    }
  }

  /// "Stable hosts without Foundation": a host lower-cased from the units is byte for byte what
  /// `String.lowercased()` gives, and hosts it cannot vouch for take that path.
  @Test func stableHostsAreLowercasedAsStringsAre() async {
    func check(_ host: String) { check(units: Array(host.utf16)) }
    func check(units: [UInt16]) {
      let host = String(decoding: units, as: UTF16.self)
      let expected = Array(String(decoding: units, as: UTF16.self).lowercased().utf8)
      var buffer = [UInt8](repeating: 0, count: 3 * units.count + 8)
      buffer.withUnsafeMutableBufferPointer { out in
        let end = TokenSource.writeLowercased(units, 0..<units.count, into: out, at: 2)
        #expect(end.map { Array(out[2..<$0]) } == expected, "\(host)")
        if TokenSource.isStable(units, 0..<units.count, foldsToASCII: false) {
          let fast = URLStringBuilder.write(units, 0..<units.count, lowercasingPrefix: units.count, into: out, at: 0)
          #expect(Array(out[0..<fast]) == expected, "\(host)")
        }
      }
    }
    for host in ["пример.рф", "ПРИМЕР.РФ", "παράδειγμα.gr", "ΟΔΟΣ.gr", "例え.JP", "Straße.de", "İstanbul.tr", "a\u{301}.com", "🙂.ws"] {
      check(host)
    }
    #expect(!TokenSource.isStable(Array("ΟΔΟΣ".utf16), 0..<4, foldsToASCII: false))
    let alphabet = [
      "a", "B", "7", "-", ".", "п", "П", "ρ", "Σ", "ς", "例", "え", "ß", "İ", "Ǆ", "\u{301}", "🙂", "Ａ", "ａ", "ü", "Ü",
    ]
    // Lone surrogates, and a pair cut by the range's end.
    check(units: [0x61, 0xD800, 0x2E, 0x62])
    check(units: [0x61, 0xDC00])
    check(units: [0x61, 0xD83D])
    await propertyCheck(count: 1_000, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      check((0..<rng.int(1...12)).map { _ in rng.pick(alphabet) }.joined())
    }
  }

  /// "Colons after an o": linkify's test for `mailto:` answers as a search of the whole text does,
  /// wherever the colon falls in a block of sixteen.
  @Test func mailtoIsFoundWhereverItStands() async {
    func check(_ text: String) {
      let units = Array(text.utf16)
      units.withUnsafeBufferPointer { u in
        #expect(LinkifyEmailScanner.containsMailto(u) == text.lowercased().contains("mailto:"), "\(text)")
      }
    }
    for prefix in 0...40 {
      let padding = String(repeating: "x", count: prefix)
      for word in ["mailto:", "MAILTO:a", "mailt:", "mailto", "o:", "https://a", ":mailto:"] { check(padding + word) }
    }
    let alphabet = ["mailto:", "MailTo:", "mail", "to:", "o", ":", "https:", "O:", " ", "a", "日", "🙂"]
    await propertyCheck(count: 500, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      check((0..<rng.int(0...40)).map { _ in rng.pick(alphabet) }.joined())
    }
  }

  /// The twitter URL scan of `text` with and without passing over the runs after an at sign.
  static func expectAtSignRunsPassedOver(_ text: String) {
    let units = Array(text.utf16)
    units.withUnsafeBufferPointer { u in
      var fast = TwitterURLScanner(units: u, rules: .twitter)
      var full = TwitterURLScanner(units: u, rules: .twitter)
      full.passesOverAtSignRuns = false
      #expect(fast.scan() == full.scan(), "\(text)")
    }
    // And the whole detector agrees with itself on the text's words (the filter's compact text).
    let detector = TokenDetector(profile: .twitter)
    #expect(detector.tokens(in: text).map(\.range) == detector.tokens(in: ScanText(text)).map(\.range), "\(text)")
  }

  /// The Mastodon URL scan of `text` against a scan that also matches URLs without a scheme,
  /// keeping the matches that start with letters and `://`.
  static func expectSchemeWordsOnly(_ text: String) {
    var withoutScheme = URLRules.mastodon
    withoutScheme.recognizesURLsWithoutScheme = true
    let units = Array(text.utf16)
    units.withUnsafeBufferPointer { u in
      var fast = TwitterURLScanner(units: u, rules: .mastodon)
      var full = TwitterURLScanner(units: u, rules: withoutScheme)
      let withScheme = full.scan().filter { match in
        var p = match.range.lowerBound
        while p < match.range.upperBound, URLCharacterClass.isLetter(u[p]) { p += 1 }
        return p + 3 <= match.range.upperBound && u[p] == 0x3A && u[p + 1] == 0x2F && u[p + 2] == 0x2F
      }
      #expect(fast.scan() == withScheme, "\(text)")
    }
  }

  /// `a.a.a.…` and its neighbours: no URL in the dotted run, the URLs after it found.
  @Test func dottedRunsAndTheURLsAroundThem() {
    let detector = TokenDetector(profile: .twitter)
    let dotted = String(repeating: "a.", count: 5_000)
    #expect(detector.tokens(in: dotted).isEmpty)
    for text in [dotted + "com", "a.a.a.b x.a.example.com a..example.org b.a.a.a.a.io"] {
      #expect(detector.tokens(in: text).map(\.text) == detector.tokens(in: ScanText(text)).map(\.text))
    }
    #expect(detector.tokens(in: "a.a.a.b x.a.example.com").map(\.text) == ["x.a.example.com"])
  }

  /// Every profile's candidates scanned into the shared array and sorted in place ("scan into the
  /// candidates") give the tokens of each rule run over the whole text, on the dense corpus and on
  /// text with Mastodon's extra URIs and linkify's `mailto:` links.
  @Test func filteredDetectionMatchesAFullScanOnDenseText() {
    let dense = SyntheticCorpus.dense(utf8Count: 60_000, seed: 3)
    let extras = String(
      repeating: "mailto:a@b.com x@y.org magnet:?xt=urn:btih:abc https://example.com/p?q=1 xmpp:me@example.com ", count: 40)
    for profile in [DetectionProfile.twitter, .mastodon, .linkify] {
      let detector = TokenDetector(profile: profile)
      for text in [dense, extras, dense.prefix(20_000) + extras] {
        let text = String(text)
        let filtered = detector.tokens(in: text)
        let full = detector.tokens(in: ScanText(text))
        #expect(filtered.map(\.range) == full.map(\.range), "\(profile.name)")
        #expect(filtered.map(\.value) == full.map(\.value), "\(profile.name)")
      }
    }
  }

  /// "Runs left to the merge": the candidates as the scanners leave them (linkify's links and
  /// e-mails as two ascending runs each) keep the same matches, in the same order, as the same
  /// candidates sorted stably by start; and on the corpora every built-in profile's candidates
  /// stay within the merge's runs, so none falls back to sorting.
  @Test func runsLeftToTheMergeKeepWhatSortingKeeps() async {
    let corpora = [
      SyntheticCorpus.dense(utf8Count: 60_000, seed: 4), SyntheticCorpus.mixed(utf8Count: 60_000, seed: 4),
      String(repeating: "mailto:a@b.com x@y.org https://a.com/p?q=1 b.io c@d.co //e.org magnet:?xt=urn:btih:abc ", count: 30),
    ]
    for profile in [DetectionProfile.twitter, .mastodon, .linkify] {
      for text in corpora {
        let matches = TokenDetector(profile: profile).builtInCandidates(in: ScanText(text))
        #expect(CandidateMerge(matches) != nil, "\(profile.name): more runs than the merge takes")
        Self.expectSortingKeepsTheSame(matches, profile: profile)
      }
    }
    let alphabet: [String] = [
      "http://", "https://", "//", "mailto:", "a", "b1", "com", ".", ".", "/", "x.io", "@", "user", "a@b.co", ":",
      " ", " ", "\n", "é", "xmpp:", "magnet:?xt=urn:btih:", ",", "#t", "$A", "@m@x.social",
    ]
    await propertyCheck(count: 600, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let text = (0..<rng.int(1...60)).map { _ in rng.pick(alphabet) }.joined()
      for profile in [DetectionProfile.twitter, .mastodon, .linkify] {
        Self.expectSortingKeepsTheSame(
          TokenDetector(profile: profile).builtInCandidates(in: ScanText(text)), profile: profile)
      }
    }
  }

  static func expectSortingKeepsTheSame(
    _ matches: [TokenMatch], profile: DetectionProfile, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let sorted = matches.enumerated().sorted { a, b in
      (a.element.range.lowerBound, a.offset) < (b.element.range.lowerBound, b.offset)
    }.map(\.element)
    let kept = TokenDetector.keptIndices(matches).map { matches[$0] }
    let keptSorted = TokenDetector.keptIndices(sorted).map { sorted[$0] }
    #expect(kept == keptSorted, "\(profile.name)", sourceLocation: sourceLocation)
  }

  /// Candidates left in several runs, with equal starts across runs, keep what the same candidates
  /// sorted stably by start keep: the merge takes the runs as they come.
  @Test func candidatesInSeveralRunsKeepWhatSortingKeeps() {
    func match(_ start: Int, _ length: Int = 1) -> TokenMatch {
      TokenMatch(range: start..<start + length, recipe: .cashtag(symbol: start..<start + length))
    }
    let twoRuns = [match(9), match(1), match(5), match(2), match(6)]
    let threeRuns = [match(9), match(4), match(1, 2), match(3), match(1, 3)]
    for matches in [twoRuns, threeRuns] {
      #expect(CandidateMerge(matches) != nil)
      Self.expectSortingKeepsTheSame(matches, profile: .twitter)
    }
    #expect(TokenDetector.keptIndices(threeRuns).map { threeRuns[$0].range } == [1..<4, 4..<5, 9..<10])
  }

  /// "The linkify class table from the generated classes" holds, for every BMP code point, the
  /// class the standard library's general category gives (surrogates: none).
  @Test func linkifyClassTableMatchesTheStandardLibrary() {
    let table = URLLinkifyCharacters.table
    var mismatches: [UInt32] = []
    for value in UInt32(0)..<0x10000 {
      let expected = Unicode.Scalar(value).map(URLLinkifyCharacters.flags(of:)) ?? 0
      if table[Int(value)] != expected { mismatches.append(value) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20).map { String($0, radix: 16) })")
  }

  /// The dense corpus is deterministic, about as long as asked, and token-dense.
  @Test func denseCorpusIsDeterministicAndDense() {
    let text = SyntheticCorpus.dense(utf8Count: 100_000, seed: 9)
    #expect(text == SyntheticCorpus.dense(utf8Count: 100_000, seed: 9))
    #expect(text.utf8.count >= 100_000 && text.utf8.count < 100_400)
    let tokens = TokenDetector(profile: .twitter).tokens(in: text)
    #expect(tokens.count > 800, "\(tokens.count) tokens")
    #expect(Set(tokens.map(\.kind)) == [.url, .mention, .hashtag, .cashtag])
  }

  /// "The lane from the mask": the block searches for signs and URL anchors find the first one at
  /// or after the start, as a unit-by-unit search does, wherever it lies in its block of sixteen.
  @Test func signSearchesFindTheFirstSignAsAScalarSearchDoes() async {
    let signs: [UInt16] = [0x40, 0xFF20]
    await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let units: [UInt16] = (0..<rng.int(0...90)).map { _ in
        rng.chance(6) ? rng.pick(signs) : rng.pick([0x61, 0x20, 0x2E, 0xE9, 0x65E5, 0xD83D, 0xDE00])
      }
      units.withUnsafeBufferPointer { u in
        for start in 0...u.count {
          let expected = (start..<u.count).first { signs.contains(u[$0]) } ?? u.count
          #expect(UTF16Scalars.firstIndex(of: 0x40, or: 0xFF20, in: u, from: start, to: u.count) == expected)
          #expect(u.urlAnchorIndex(of: 0x40, or: 0xFF20, from: start) == expected)
          let dot = (start..<u.count).first { u[$0] == 0x2E } ?? u.count
          #expect(u.urlAnchorIndex(of: 0x2E, from: start) == dot)
        }
      }
    }
  }

  /// "Dots crossed as a run": dots inside a path are part of it and never end it, in the twitter
  /// and Mastodon grammars, however many there are.
  @Test func dotsInAPathAreCrossedAsARun() {
    let many = String(repeating: ".", count: 4_000)
    let cases: [(text: String, url: String)] = [
      ("https://example.com/a...b c", "https://example.com/a...b"),
      ("https://example.com/a.... c", "https://example.com/a"),
      ("https://example.com/...x", "https://example.com/...x"),
      ("https://example.com/a.b.c.", "https://example.com/a.b.c"),
      ("https://example.com/a" + many + " ", "https://example.com/a"),
      ("https://example.com/a" + many.prefix(300) + "z/ x", "https://example.com/a" + many.prefix(300) + "z/"),
    ]
    for profile in [DetectionProfile.twitter, .mastodon] {
      let detector = TokenDetector(profile: profile)
      for (text, url) in cases {
        #expect(detector.tokens(in: text).map(\.text) == [url], "\(profile.name): \(text.prefix(40))")
      }
    }
  }
}
