import Foundation
@testable import InteractionKitTextTokens
import PropertyBased
import Testing

/// Invariants of URL and e-mail detection over random texts built from URL-ish fragments
/// (schemes, dots, TLDs, brackets, quotes, `@`, digits, emoji, combining marks, RTL text).
@Suite struct URLPropertyTests {
  static let fragments = [
    "http://", "https://", "HTTP://", "ftp://", "//", "www.", ".", ".", "..", "com", "co", "jp", "org", "рф", "example", "a",
    "b-c", "x_y", "@", "mailto:", "xmpp:", "magnet:?", "(", ")", "[", "]", "{", "}", "'", "\"", ",", "!", "?", "-", "_", "/",
    "#", ":", "8080", "1", "255", "192.168.1.1", " ", " ", "\n", "日本語", "。", "президент", "é", "xn--", "xn--p1ai", "t.co/",
    "localhost", "$", "+", "=", "<", ">", "|", "｜", ";", "&", "%20", "~", "😀", "👩‍💻", "\u{301}", "\u{200E}", "\u{202A}",
    "\u{A0}", "\t", "みんな", "✪", "user", "@x.com", "שלום",
  ]
  static let text = Gen.int(in: 0..<fragments.count).array(of: 0...30).map { picks in picks.map { fragments[$0] }.joined() }

  static let profiles: [DetectionProfile] = [
    DetectionProfile(name: "twitter-urls", urls: .twitter),
    DetectionProfile(name: "mastodon-urls", urls: .mastodon, emails: .standard),
    .linkify,
  ]

  @Test func neutralSchemeBeforeACombiningMark() {
    // Found by the property below (seed LT1PiHEpgI+EJSJG8EiBS+Ub3fDIxSvLERHs/hMww7o=).
    for token in TokenDetector(profile: .linkify).tokens(in: "//\u{301}t.co/") {
      if case .url(let string, false) = token.value {
        #expect(string == "http:" + token.text)
      }
    }
  }

  @Test func tokensAreOrderedDisjointAndSpellTheirText() async {
    await propertyCheck(count: 400, input: Self.text) { text in
      for profile in Self.profiles {
        var end = 0
        for token in TokenDetector(profile: profile).tokens(in: text) {
          #expect(token.range.location >= end && token.range.length > 0)
          end = NSMaxRange(token.range)
          #expect(end <= text.utf16.count)
          #expect(token.text == (text as NSString).substring(with: token.range))
          switch token.value {
          case .url(let string, let explicit):
            // Only the scheme and host are lower-cased, and `http://` or `http:` is added when missing.
            #expect(token.kind == .url)
            let written = token.text.lowercased()
            // Compare scalars, not Characters: "//" + U+0301 is "/" and "/́" as graphemes.
            let neutral = written.unicodeScalars.starts(with: "//".unicodeScalars)
            let expected = explicit ? written : (neutral ? "http:" + written : "http://" + written)
            #expect(string.lowercased() == expected, "\(token.text) → \(string)")
          case .email(let address):
            #expect(token.kind == .email)
            let written = token.text.lowercased()
            let scalars = written.unicodeScalars
            let withoutScheme =
              scalars.starts(with: "mailto:".unicodeScalars) ? String(String.UnicodeScalarView(scalars.dropFirst(7))) : written
            // linkify-it's fuzzy e-mails allow `:` in the name, so "mailto:@x.com" can be an address whose
            // name is "mailto:" (linkify-it-py agrees); then nothing is stripped.
            #expect(address.lowercased() == withoutScheme || address.lowercased() == written, "\(token.text) → \(address)")
          default:
            Issue.record("unexpected value \(token.value)")
          }
        }
      }
    }
  }

  @Test func aTrailingSpaceChangesNothing() async {
    await propertyCheck(count: 400, input: Self.text) { text in
      for profile in Self.profiles {
        let detector = TokenDetector(profile: profile)
        #expect(detector.tokens(in: text) == detector.tokens(in: text + " "), "\(profile.name): \(text.debugDescription)")
      }
    }
  }

  @Test func aLeadingSpaceOnlyShiftsLinkifyAndMastodonTokens() async {
    await propertyCheck(count: 400, input: Self.text) { text in
      for profile in Self.profiles.dropFirst() {
        let detector = TokenDetector(profile: profile)
        let shifted = detector.tokens(in: text).map { $0.offset(by: 1) }
        #expect(detector.tokens(in: " " + text) == shifted, "\(profile.name): \(text.debugDescription)")
      }
    }
  }

  @Test func twitterCandidatesNeverOverlap() async {
    await propertyCheck(count: 400, input: Self.text) { text in
      let matches = URLMatcher(rules: .twitter).matches(in: ScanText(text))
      for (a, b) in zip(matches, matches.dropFirst()) { #expect(a.range.upperBound <= b.range.lowerBound) }
    }
  }
}
