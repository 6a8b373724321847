import InteractionKitTextTokens
import PropertyBased
import Testing

/// Hostile and malformed input for every link-safety entry point: typed results, never a crash or hang.
@Suite struct LinkSafetyBadInputTests {
  let safety = LinkSafety()
  let loneSurrogate = String(decoding: [0x0070, 0xD800, 0x0061] as [UInt16], as: UTF16.self)

  @Test func emptyStrings() throws {
    #expect(Punycode.asciiHost("") == nil)
    #expect(Punycode.unicodeHost("") == nil)
    #expect(try Punycode.encode("") == "")
    #expect(try Punycode.decode("") == "")
    #expect(safety.hostIssues(for: "") == [.invalidHost])
    #expect(safety.displayHost(for: "") == "")
    #expect(safety.registrableDomain(of: "") == nil)
    #expect(safety.deceptiveLinkWarning(visibleText: "", target: "") == nil)
    #expect(safety.deceptiveLinkWarning(visibleText: "", target: "https://example.com") == nil)
    #expect(LinkActivationPolicy.standard.decision(forURL: "") == .blocked(.empty))
    #expect(throws: LinkActivationPolicyError.invalidScheme("")) { try LinkActivationPolicy.standard.allowing("") }
  }

  @Test func loneSurrogatesBecomeReplacementCharacters() throws {
    // Swift strings cannot hold a lone surrogate: decoding turns it into U+FFFD, which no host accepts.
    #expect(Array(loneSurrogate.unicodeScalars) == ["p", "\u{FFFD}", "a"])
    #expect(Punycode.asciiHost(loneSurrogate + ".com") == nil)
    #expect(Punycode.unicodeHost(loneSurrogate + ".com") == nil)
    #expect(safety.displayHost(for: loneSurrogate + ".com") == "p%EF%BF%BDa.com")
    #expect(LinkActivationPolicy.standard.decision(forURL: "https://" + loneSurrogate + ".com/") == .blocked(.invalidHost))
    let warning = try #require(safety.deceptiveLinkWarning(visibleText: "click", target: "https://" + loneSurrogate + ".com/"))
    #expect(warning.reasons == [.unsafeTargetHost([.invalidHost])])
    // Punycode itself encodes U+FFFD like any scalar.
    #expect(try Punycode.decode(Punycode.encode(loneSurrogate)) == loneSurrogate)
  }

  @Test func nulCharacters() {
    #expect(Punycode.asciiHost("exa\u{0}mple.com") == nil)
    #expect(Punycode.asciiHost("\u{0}") == nil)
    #expect(safety.displayHost(for: "exa\u{0}mple.com") == "exa%00mple.com")
    #expect(LinkActivationPolicy.standard.decision(forURL: "https://exa\u{0}mple.com/") == .blocked(.invalidCharacters))
    #expect(throws: LinkActivationPolicyError.self) { try LinkActivationPolicy.standard.allowing("te\u{0}l") }
    #expect(throws: PunycodeError.invalidCharacter("\u{0}", offset: 3)) { try Punycode.decode("abc\u{0}") }
    // A NUL at the end of visible text is trimmed like other controls.
    #expect(safety.deceptiveLinkWarning(visibleText: "paypal.com\u{0}", target: "https://paypal.com") == nil)
  }

  @Test func longLabels() {
    for length in [64, 65, 100, 10_000] {
      let label = String(repeating: "a", count: length)
      #expect(Punycode.asciiHost(label + ".com") == nil)
      #expect(Punycode.unicodeHost("xn--" + label + ".com") == nil)
      #expect(safety.hostIssues(for: label + ".com") == [.invalidHost])
      #expect(safety.registrableDomain(of: label + ".com") == nil)
      #expect(LinkActivationPolicy.standard.decision(forURL: "https://\(label).com/") == .blocked(length > 4_000 ? .tooLong(length: length + 13, limit: 4_096) : .invalidHost))
    }
  }

  @Test func megabyteInputsFinishQuickly() throws {
    let megabyteHost = String(repeating: "a", count: 1_000_000) + ".com"
    let megabyteDots = String(repeating: "a.", count: 500_000) + "com"
    let megabyteAt = String(repeating: "@", count: 1_000_000)
    let megabyteBrackets = String(repeating: "(", count: 500_000) + String(repeating: ")", count: 500_000)
    let megabytePercent = "%25" + String(repeating: "25", count: 500_000) + "6Aavascript"
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      #expect(Punycode.asciiHost(megabyteHost) == nil)
      #expect(Punycode.unicodeHost(megabyteDots) == nil)
      #expect(safety.hostIssues(for: megabyteHost) == [.invalidHost])
      #expect(safety.displayHost(for: megabyteDots) == megabyteDots)
      #expect(safety.registrableDomain(of: megabyteDots) == nil)
      #expect(throws: PunycodeError.self) { try Punycode.encode(megabyteHost) }
      #expect(throws: PunycodeError.self) { try Punycode.decode(megabyteHost) }
      #expect(safety.deceptiveLinkWarning(visibleText: megabyteHost, target: "https://example.com") == nil)
      #expect(safety.deceptiveLinkWarning(visibleText: megabyteBrackets, target: "https://example.com") == nil)
      // Only the first 4,160 scalars of a target are inspected: here all of them are user info.
      let warning = try #require(safety.deceptiveLinkWarning(visibleText: "x", target: "https://" + megabyteAt + megabyteHost))
      #expect(warning.reasons.count == 1)
      #expect(warning.targetHost == nil)
      let tooLongHost = try #require(safety.deceptiveLinkWarning(visibleText: "x", target: "https://" + megabyteHost))
      #expect(tooLongHost.reasons == [.unsafeTargetHost([.invalidHost])])
      #expect(LinkActivationPolicy.standard.decision(forURL: "https://" + megabyteHost).allowedURL == nil)
      #expect(LinkActivationPolicy.standard.decision(forEmailAddress: megabyteAt).allowedURL == nil)
      #expect(throws: LinkActivationPolicyError.self) { try LinkActivationPolicy.standard.allowing(megabytePercent) }
      #expect(throws: LinkActivationPolicyError.self) { try LinkActivationPolicy.standard.allowing(megabyteHost) }
    }
    // Linear or bounded work: about 0.05 s in a debug build; generous for a loaded machine.
    #expect(elapsed < .seconds(2))
  }

  /// Random text over all of Unicode, with URL punctuation mixed in.
  static let anyText = Gen.int(in: 0...0x10FFFF).array(of: 0...40).map { values -> String in
    let punctuation: [Unicode.Scalar] = [".", "/", ":", "@", "%", "-", "[", "]", "?", "#", "\\", " "]
    var view = String.UnicodeScalarView()
    view.append(contentsOf: values.map { value in
      value % 3 == 0 ? punctuation[value % punctuation.count] : Unicode.Scalar(UInt32(value)) ?? "\u{FFFD}"
    })
    return String(view)
  }

  @Test func arbitraryInputNeverCrashes() async {
    await propertyCheck(count: 1000, input: Self.anyText, Self.anyText) { visible, target in
      _ = safety.deceptiveLinkWarning(visibleText: visible, target: target)
      _ = safety.deceptiveLinkWarning(visibleText: "https://" + visible, target: "https://" + target)
      _ = safety.registrableDomain(of: visible)
      let decision = LinkActivationPolicy.standard.decision(forURL: target)
      if let url = decision.allowedURL {
        #expect(url.hasPrefix("http:") || url.hasPrefix("https:") || url.hasPrefix("mailto:"))
      }
      _ = try? LinkActivationPolicy.standard.allowing(visible)
    }
  }

  @Test func displayHostNeverShowsInvisibleOrMixedScriptText() async {
    await propertyCheck(count: 1000, input: Self.anyText) { text in
      let display = safety.displayHost(for: text)
      // Nothing invisible survives (joiners only after a virama, where they shape a conjunct).
      var previous: Unicode.Scalar?
      for scalar in display.unicodeScalars {
        let invisible = scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
          || scalar.properties.generalCategory == .control
        if invisible {
          #expect(scalar == "\u{200C}" || scalar == "\u{200D}")
          #expect(previous?.properties.canonicalCombiningClass == .virama)
        }
        previous = scalar
      }
      // Unicode is shown only when every label passes the script checks.
      if !display.unicodeScalars.allSatisfy({ $0.isASCII }) {
        #expect(safety.hostIssues(for: display) == [])
        for label in display.split(separator: ".") {
          #expect(HostScript.isHighlyRestrictive(HostScript.scripts(of: label)))
        }
      }
    }
  }
}
