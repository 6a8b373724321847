import InteractionKitTextTokens
import PropertyBased
import Testing

@Suite struct LinkSafetyDeceptiveLinkTests {
  let safety = LinkSafety()

  @Test func flagsVisibleHostsThatDifferFromTheTarget() throws {
    let warning = try #require(safety.deceptiveLinkWarning(visibleText: "paypal.com", target: "https://evil.example/login"))
    #expect(warning == DeceptiveLinkWarning(reasons: [.hostMismatch], visibleHost: "paypal.com", targetHost: "evil.example"))
    #expect(warning.description == "The link text shows paypal.com but opens evil.example; show the real destination before opening it.")

    let cases: [(String, String, String, String)] = [
      ("https://bank.example/login", "https://evil.example/login", "bank.example", "evil.example"),
      ("www.PayPal.com", "http://paypal.com.evil.example/", "www.paypal.com", "paypal.com.evil.example"),
      ("<https://example.com>", "https://example.org", "example.com", "example.org"),
      ("“paypal.com”.", "https://evil.example", "paypal.com", "evil.example"),
      ("bob@example.com", "mailto:bob@evil.example", "example.com", "evil.example"),
      ("paypal.com/help", "https://pay-pal.example/help", "paypal.com", "pay-pal.example"),
      ("paypal.com:443", "https://evil.example", "paypal.com", "evil.example"),
      ("http://intranet/", "https://evil.example", "intranet", "evil.example"),
      ("bücher.de", "https://xn--bcher-kva.com", "bücher.de", "bücher.com"),
      ("a.example.co.uk", "https://b.example2.co.uk", "a.example.co.uk", "b.example2.co.uk"),
      ("alice.github.io", "https://mallory.github.io", "alice.github.io", "mallory.github.io"),
      ("192.168.0.1", "http://192.168.0.2/", "192.168.0.1", "192.168.0.2"),
    ]
    for (visible, target, visibleHost, targetHost) in cases {
      let warning = safety.deceptiveLinkWarning(visibleText: visible, target: target)
      #expect(warning?.reasons == [.hostMismatch], "\(visible) → \(target)")
      #expect(warning?.visibleHost == visibleHost)
      #expect(warning?.targetHost == targetHost)
    }
  }

  @Test func flagsVisibleHostsWhenTheTargetHasNoHost() throws {
    let warning = try #require(safety.deceptiveLinkWarning(visibleText: "paypal.com", target: "javascript:alert(1)"))
    #expect(warning.reasons == [.hostMismatch])
    #expect(warning.targetHost == nil)
    #expect(warning.description == "The link text shows paypal.com but opens a link without a host; show the real destination before opening it.")
    #expect(safety.deceptiveLinkWarning(visibleText: "paypal.com", target: "")?.reasons == [.hostMismatch])
  }

  @Test func acceptsTheSameSiteInAnySpelling() {
    let honest: [(String, String)] = [
      ("paypal.com", "https://paypal.com/"), ("PayPal.COM", "https://www.paypal.com/signin"),
      ("www.paypal.com", "https://paypal.com"), ("https://www.paypal.com/help", "http://PAYPAL.com."),
      ("help.paypal.com", "https://www.paypal.com"), ("example.co.uk", "https://shop.example.co.uk/cart"),
      ("bücher.de", "https://xn--bcher-kva.de/"), ("xn--bcher-kva.de", "https://BÜCHER.de"),
      ("bob@example.com", "mailto:bob@example.com"), ("mailto:bob@example.com", "mailto:Bob@EXAMPLE.com?subject=hi"),
      ("example.com", "https://%65xample.com/"), ("[paypal.com]", "https://paypal.com"),
      ("http://[::1]/", "http://[::1]:8080/"), ("例え.テスト", "https://xn--r8jz45g.xn--zckzah/"),
    ]
    for (visible, target) in honest {
      #expect(safety.deceptiveLinkWarning(visibleText: visible, target: target) == nil, "\(visible) → \(target)")
    }
  }

  @Test func ignoresPlainWords() {
    let words = [
      "click here", "Read more…", "", "   ", "paypal", "node", "3.14", "e.g.", "v1.2", "1.5x", "see: docs", "a.b c.d",
      "😀", "\u{0}", "x.1",
    ]
    for text in words {
      #expect(safety.deceptiveLinkWarning(visibleText: text, target: "https://evil.example/") == nil, "\(text.debugDescription)")
    }
  }

  @Test func flagsMixedScriptVisibleHosts() throws {
    // Same punycode host on both sides, but the text uses a Cyrillic а to look like paypal.com.
    let warning = try #require(safety.deceptiveLinkWarning(visibleText: "pаypal.com", target: "https://xn--pypal-4ve.com/"))
    let issues: [HostSafetyIssue] = [.mixedScript(label: "pаypal", scripts: [.latin, .cyrillic])]
    #expect(warning.reasons == [.unsafeVisibleHost(issues), .unsafeTargetHost(issues)])
    #expect(warning.visibleHost == "xn--pypal-4ve.com")
    #expect(warning.targetHost == "xn--pypal-4ve.com")
    // Against the real paypal.com it is also a mismatch.
    let both = try #require(safety.deceptiveLinkWarning(visibleText: "pаypal.com", target: "https://paypal.com/"))
    #expect(both.reasons == [.hostMismatch, .unsafeVisibleHost(issues)])
    #expect(both.description == "The link text shows xn--pypal-4ve.com but opens paypal.com; show the real destination before opening it.")
    // A whole-script confusable visible host.
    let apple = try #require(safety.deceptiveLinkWarning(visibleText: "аррӏе.com", target: "https://xn--80ak6aa92e.com"))
    #expect(apple.reasons == [
      .unsafeVisibleHost([.wholeScriptConfusable(label: "аррӏе", script: .cyrillic)]),
      .unsafeTargetHost([.wholeScriptConfusable(label: "аррӏе", script: .cyrillic)]),
    ])
  }

  @Test func flagsDeceptiveTargetHosts() throws {
    let warning = try #require(safety.deceptiveLinkWarning(visibleText: "click here", target: "https://аррӏе.com/"))
    #expect(warning.reasons == [.unsafeTargetHost([.wholeScriptConfusable(label: "аррӏе", script: .cyrillic)])])
    #expect(warning.visibleHost == nil)
    #expect(warning.targetHost == "xn--80ak6aa92e.com")
    #expect(warning.description == "The link to xn--80ak6aa92e.com uses a deceptive host name; show the real destination before opening it.")
    #expect(safety.deceptiveLinkWarning(visibleText: "click here", target: "https://bücher.de/") == nil)
  }

  @Test func flagsUserInfoTricks() throws {
    let warning = try #require(safety.deceptiveLinkWarning(visibleText: "click here", target: "https://paypal.com@evil.example/"))
    #expect(warning.reasons == [.userInfoInTarget(userInfo: "paypal.com")])
    #expect(warning.targetHost == "evil.example")
    let mismatch = try #require(safety.deceptiveLinkWarning(visibleText: "paypal.com", target: "https://paypal.com:pw@evil.example/"))
    #expect(mismatch.reasons == [.hostMismatch, .userInfoInTarget(userInfo: "paypal.com:pw")])
    // The last @ ends the user info, as in browsers.
    let last = try #require(safety.deceptiveLinkWarning(visibleText: "x", target: "http://a@paypal.com@evil.example"))
    #expect(last.reasons == [.userInfoInTarget(userInfo: "a@paypal.com")])
    #expect(last.targetHost == "evil.example")
    // Backslashes end the authority in http(s) URLs, as in browsers.
    let backslash = try #require(safety.deceptiveLinkWarning(visibleText: "paypal.com", target: "https://evil.example\\@paypal.com/"))
    #expect(backslash.reasons == [.hostMismatch])
    #expect(backslash.targetHost == "evil.example")
  }

  @Test func findsRegistrableDomains() {
    #expect(safety.registrableDomain(of: "www.paypal.com") == "paypal.com")
    #expect(safety.registrableDomain(of: "a.b.c.example.co.uk") == "example.co.uk")
    #expect(safety.registrableDomain(of: "bucket.s3.amazonaws.com") == "bucket.s3.amazonaws.com")
    #expect(safety.registrableDomain(of: "x.bucket.s3.amazonaws.com") == "bucket.s3.amazonaws.com")
    #expect(safety.registrableDomain(of: "co.uk") == "co.uk")
    #expect(safety.registrableDomain(of: "localhost") == "localhost")
    #expect(safety.registrableDomain(of: "Shop.Bücher.DE.") == "xn--bcher-kva.de")
    #expect(safety.registrableDomain(of: "10.0.0.1") == "10.0.0.1")
    #expect(safety.registrableDomain(of: "[2001:DB8::1]") == "[2001:db8::1]")
    #expect(safety.registrableDomain(of: "[nope]") == nil)
    #expect(safety.registrableDomain(of: "") == nil)
    // The suffix list is a setting.
    let custom = LinkSafety(multiLabelSuffixes: ["example.ru"])
    #expect(custom.registrableDomain(of: "a.b.example.ru") == "b.example.ru")
    #expect(safety.registrableDomain(of: "a.b.example.ru") == "example.ru")
  }

  /// Hosts without host issues: Latin, Han, Hiragana, Hangul, Arabic or Devanagari labels plus
  /// ASCII digits, under a fixed set of top-level domains.
  static let safeLabel = Gen.int(in: 0...Int(Int32.max)).array(of: 1...8).map { seeds -> String in
    let ranges: [ClosedRange<UInt32>] = [0x61...0x7A, 0x30...0x39, 0x4E00...0x9FFF, 0x3041...0x3096, 0xAC00...0xD7A3, 0x621...0x63A, 0x905...0x928]
    let script = ranges[seeds[0] % ranges.count]
    var view = String.UnicodeScalarView()
    for seed in seeds {
      // Digits may join any script; everything else stays in the label's one script.
      let range = seed % 5 == 0 ? ranges[1] : script
      view.append(Unicode.Scalar(range.lowerBound + UInt32(seed / 7) % UInt32(range.count)) ?? "a")
    }
    return String(view)
  }

  static let topLevelDomains = ["com", "org", "de", "co.uk", "jp", "中国", "рф", "xn--p1ai", "example"]

  @Test func sameHostNeverWarns() async {
    let input = Gen.int(in: 0...Int(Int32.max)).array(of: 5)
    await propertyCheck(count: 500, input: Self.safeLabel.array(of: 1...3), input) { labels, choices in
      let tld = Self.topLevelDomains[choices[0] % Self.topLevelDomains.count]
      let host = (labels + [tld]).joined(separator: ".")
      let ascii = try #require(Punycode.asciiHost(host))
      // The visible text and the target each spell the host in one of several equivalent ways.
      let spellings = [host, ascii, ascii.uppercased(), "www." + host, host + "."]
      let visibleHost = spellings[choices[1] % spellings.count]
      let targetHost = spellings[choices[2] % spellings.count]
      let visibleForms = [visibleHost, "https://\(visibleHost)/", "http://\(visibleHost)/path?q=1", "user@\(visibleHost)", "“\(visibleHost)”."]
      let targetForms = ["https://\(targetHost)/", "http://\(targetHost):8080/a#b", "mailto:someone@\(targetHost)", "//\(targetHost)/x"]
      let visible = visibleForms[choices[3] % visibleForms.count]
      let target = targetForms[choices[4] % targetForms.count]
      #expect(safety.deceptiveLinkWarning(visibleText: visible, target: target) == nil, "\(visible) → \(target)")
    }
  }
}
