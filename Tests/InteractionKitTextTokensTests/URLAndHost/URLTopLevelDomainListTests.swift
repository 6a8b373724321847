import Foundation
@testable import InteractionKitTextTokens
import Testing

/// The generated and hand-written tables behind the URL grammars: the committed TLD lists match
/// twitter-text's `tld_lib.json` (regenerate with `scripts/generate-twitter-tlds.py`), the ASCII
/// mask literals match their readable definitions, and the punycode length matches known encodings.
@Suite struct URLTopLevelDomainListTests {
  @Test func committedTwitterListsMatchTheFixture() throws {
    let url = Conformance.fixtures.appendingPathComponent("twitter-text/tld_lib.json")
    let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: [String]])
    #expect(TopLevelDomainSet.twitterGeneric == json["generic"], "run scripts/generate-twitter-tlds.py")
    #expect(TopLevelDomainSet.twitterCountry == json["country"], "run scripts/generate-twitter-tlds.py")
    #expect(TopLevelDomainSet.twitterGeneric.count == 1259)
    #expect(TopLevelDomainSet.twitterCountry.count == 315)
  }

  @Test func everyListedDomainIsFoundWhateverItsCase() {
    let set = TopLevelDomainSet.twitter
    for domain in TopLevelDomainSet.twitterGeneric + TopLevelDomainSet.twitterCountry {
      for spelling in [domain, domain.uppercased()] {
        let units = Array(spelling.utf16)
        #expect(set.contains(units, from: 0, to: units.count), "\(spelling)")
        #expect(set.twitterMatchEnd(units + [0x2F], at: 0, limit: units.count + 1) == units.count, "\(spelling)")
      }
    }
  }

  @Test func twitterMatchesFollowItsLookAhead() {
    func end(_ text: String) -> Int? {
      let units = Array(text.utf16)
      return TopLevelDomainSet.twitter.twitterMatchEnd(units, at: 0, limit: units.count)
    }
    #expect(end("com") == 3)
    #expect(end("comだよね") == 3)
    #expect(end("com-x") == nil)
    #expect(end("com@x") == nil)
    #expect(end("comm") == nil)
    #expect(end("com2") == nil)
    #expect(end("嘉里大酒店で") == 5)
    #expect(end("嘉里で") == 2)
    #expect(end("嘉里x") == nil)
    #expect(end("VERMÖGENSBERATUNG.") == 17)
    #expect(end("xn--p1ai/") == 8)
    #expect(end("xn--") == nil)
    #expect(end("a") == nil)
  }

  @Test func linkifyListHasItsDefaultsAndTwoLetterCodes() {
    let set = TopLevelDomainSet.linkify
    for domain in ["com", "org", "рф", "РФ", "museum", "jp", "io", "ws", "uk"] {
      let units = Array(domain.utf16)
      #expect(set.contains(units, from: 0, to: units.count), "\(domain)")
    }
    for domain in ["js", "example", "invalid", "xxxx", "c", "zz"] {
      let units = Array(domain.utf16)
      #expect(!set.contains(units, from: 0, to: units.count), "\(domain)")
    }
    #expect(TopLevelDomainSet.linkifyCountry.count == 248)
  }

  @Test func maskLiteralsMatchTheirMembers() {
    for (set, members) in URLCharacterSet.memberLists {
      #expect(set == URLCharacterSet(members), "\(members)")
      for unit in UInt16(0)..<128 {
        #expect(set.contains(unit) == members.utf16.contains(unit))
      }
    }
  }

  @Test func punycodeLengthsMatchKnownEncodings() {
    // Encodings from RFC 3492 section 7.1 and common IDN examples (lengths without "xn--").
    let cases: [(String, String)] = [
      ("bücher", "bcher-kva"), ("münchen", "mnchen-3ya"), ("例子", "fsqu00a"), ("президент", "d1abbgf6aiiy"),
      ("✪df", "df-oiy"), ("☃", "n3h"), ("ليهمابتكلموشعربي؟", "egbpdaj6bu4bxfgehfvwxn"),
      ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"),
    ]
    for (label, encoded) in cases {
      let scalars = label.unicodeScalars.map(\.value)
      #expect(HostNameLimits.punycodeLength(scalars) == encoded.count, "\(label)")
    }
  }

  @Test func hostLimitsCountThePunycodeForm() {
    func fits(_ host: String, _ counting: HostNameLimits.Counting = .punycode) -> Bool {
      let units = Array(host.utf16)
      return HostNameLimits.fits(units, from: 0, to: units.count, counting: counting)
    }
    #expect(fits(String(repeating: "a", count: 63) + ".com"))
    #expect(!fits(String(repeating: "a", count: 64) + ".com"))
    #expect(!fits("a..com"))
    #expect(!fits(".com"))
    #expect(!fits("xn--はじめよう.com"))
    #expect(fits("xn--はじめよう.com", .characters))
    // 60 characters of Japanese are far more than 63 in punycode form, not in characters.
    let japanese = String(repeating: "あ", count: 60)
    #expect(!fits(japanese + ".jp"))
    #expect(fits(japanese + ".jp", .characters))
    #expect(!fits("。example.com"))
    #expect(fits("例え。example.com"))
    #expect(fits("xn--\u{AD}p1ai.com"))
    #expect(!fits("\u{200B}.com"))
  }
}
