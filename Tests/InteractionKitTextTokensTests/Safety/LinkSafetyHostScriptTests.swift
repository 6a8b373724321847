import InteractionKitTextTokens
import Testing

@Suite struct LinkSafetyHostScriptTests {
  let safety = LinkSafety()

  @Test func classifiesCharactersByScript() {
    let expected: [(Unicode.Scalar, HostScript)] = [
      ("a", .latin), ("Z", .latin), ("é", .latin), ("ß", .latin), ("ł", .latin), ("ẹ", .latin), ("\u{FF41}", .latin),
      ("\u{212A}", .latin), ("0", .common), ("-", .common), ("_", .common), ("\u{00D7}", .common),
      ("\u{0301}", .inherited), ("\u{200D}", .inherited), ("\u{FE0F}", .inherited), ("\u{3099}", .inherited),
      ("α", .greek), ("Ω", .greek), ("\u{1F00}", .greek), ("\u{2126}", .greek), ("\u{037E}", .common),
      ("а", .cyrillic), ("ӏ", .cyrillic), ("\u{0485}", .inherited), ("\u{A640}", .cyrillic),
      ("ա", .armenian), ("\u{0589}", .common), ("א", .hebrew), ("\u{FB1D}", .hebrew),
      ("ب", .arabic), ("\u{064B}", .arabic), ("\u{0663}", .arabic), ("\u{061F}", .common), ("\u{0640}", .common),
      ("ܐ", .syriac), ("ހ", .thaana), ("ߊ", .nko), ("क", .devanagari), ("\u{0967}", .devanagari),
      ("\u{0964}", .common), ("অ", .bengali), ("ਕ", .gurmukhi), ("ક", .gujarati), ("କ", .oriya), ("க", .tamil),
      ("క", .telugu), ("ಕ", .kannada), ("ക", .malayalam), ("ක", .sinhala), ("ก", .thai), ("\u{0E3F}", .common),
      ("ກ", .lao), ("ཀ", .tibetan), ("က", .myanmar), ("ა", .georgian), ("ᄀ", .hangul), ("한", .hangul),
      ("ሀ", .ethiopic), ("Ꭰ", .cherokee), ("ᐁ", .canadianAboriginal), ("ក", .khmer), ("ᠠ", .mongolian),
      ("あ", .hiragana), ("ア", .katakana), ("ｱ", .katakana), ("ー", .common), ("・", .common),
      ("ㄅ", .bopomofo), ("中", .han), ("々", .han), ("\u{20000}", .han), ("\u{2F800}", .han), ("ꀀ", .yi),
      ("😀", .common), ("✪", .common), ("\u{1D400}", .common), ("\u{E0100}", .inherited),
      // Scripts this classification does not list: letters are unknown, symbols common.
      ("\u{2D30}", .unknown), ("\u{10400}", .unknown), ("\u{2C00}", .unknown), ("\u{1F10}", .greek),
    ]
    for (scalar, script) in expected {
      #expect(HostScript(scalar) == script, "U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
  }

  @Test func classificationIsTotalAndDeterministic() {
    // Every scalar gets a script without crashing; spot-check the full range once.
    var counts: [HostScript: Int] = [:]
    for value in stride(from: 0, through: 0x10FFFF, by: 7) {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      counts[HostScript(scalar), default: 0] += 1
    }
    #expect(counts[.han, default: 0] > 10_000)
    #expect(counts[.hangul, default: 0] > 1_000)
    #expect(Set(counts.keys).isSuperset(of: [.latin, .cyrillic, .greek, .arabic, .hebrew, .common]))
  }

  @Test func collectsTheScriptsOfALabel() {
    #expect(HostScript.scripts(of: "paypal") == [.latin])
    #expect(HostScript.scripts(of: "pаypal") == [.latin, .cyrillic])
    #expect(HostScript.scripts(of: "123-456") == [])
    #expect(HostScript.scripts(of: "ソニー") == [.katakana])
    #expect(HostScript.scripts(of: "東京tokyo") == [.han, .latin])
  }

  @Test func allowsOnlyTheHighlyRestrictiveCombinations() {
    let allowed: [Set<HostScript>] = [
      [], [.latin], [.cyrillic], [.han], [.latin, .han, .hiragana, .katakana], [.han, .katakana],
      [.latin, .han, .bopomofo], [.latin, .han, .hangul], [.hangul, .han], [.latin, .common, .inherited],
    ]
    let mixed: [Set<HostScript>] = [
      [.latin, .cyrillic], [.latin, .greek], [.cyrillic, .greek], [.hangul, .hiragana], [.han, .bopomofo, .hangul],
      [.latin, .arabic], [.hebrew, .arabic], [.katakana, .bopomofo], [.latin, .unknown],
    ]
    for scripts in allowed { #expect(HostScript.isHighlyRestrictive(scripts), "\(scripts)") }
    for scripts in mixed { #expect(!HostScript.isHighlyRestrictive(scripts), "\(scripts)") }
  }

  @Test func displaysSafeHostsInUnicode() {
    let safe: [(String, String)] = [
      ("Bücher.example", "bücher.example"), ("xn--bcher-kva.example", "bücher.example"),
      ("EXAMPLE.com", "example.com"), ("президент.рф", "президент.рф"), ("тест.com", "тест.com"),
      ("例え.テスト", "例え.テスト"), ("東京tokyo.jp", "東京tokyo.jp"), ("ソニーstore.jp", "ソニーstore.jp"),
      ("한국어abc.kr", "한국어abc.kr"), ("中文ㄅ.cn", "中文ㄅ.cn"), ("مثال.إختبار", "مثال.إختبار"),
      ("✪df.ws", "✪df.ws"), ("аррӏе.рф", "аррӏе.рф"), ("καλημέρα.gr", "καλημέρα.gr"),
    ]
    for (host, display) in safe {
      #expect(safety.hostIssues(for: host) == [], "\(host)")
      #expect(safety.displayHost(for: host) == display)
    }
  }

  @Test func displaysMixedScriptHostsInPunycode() {
    #expect(safety.displayHost(for: "pаypal.com") == "xn--pypal-4ve.com")
    #expect(safety.hostIssues(for: "pаypal.com") == [.mixedScript(label: "pаypal", scripts: [.latin, .cyrillic])])
    #expect(safety.displayHost(for: "PΑYPAL.com") == "xn--pypal-d9d.com")
    #expect(safety.displayHost(for: "xn--pypal-4ve.com") == "xn--pypal-4ve.com")
    #expect(safety.displayHost(for: "한국ひら.com") == "xn--y9j3b8457cln7a.com")
    #expect(safety.hostIssues(for: "한국ひら.com") == [.mixedScript(label: "한국ひら", scripts: [.hangul, .hiragana])])
    // One unsafe label puts the whole host in punycode, as browsers do.
    #expect(safety.displayHost(for: "bücher.pаypal.com") == "xn--bcher-kva.xn--pypal-4ve.com")
  }

  @Test func displaysWholeScriptConfusablesInPunycode() {
    #expect(safety.displayHost(for: "аррӏе.com") == "xn--80ak6aa92e.com")
    #expect(safety.hostIssues(for: "аррӏе.com") == [.wholeScriptConfusable(label: "аррӏе", script: .cyrillic)])
    #expect(safety.displayHost(for: "соор.com") == "xn--n1aagb.com")
    #expect(safety.displayHost(for: "νοκια.com") == "xn--mxapclk.com")
    #expect(safety.hostIssues(for: "νοκια.com") == [.wholeScriptConfusable(label: "νοκια", script: .greek)])
    // With digits and hyphens still confusable; with one distinctive letter not.
    #expect(safety.displayHost(for: "ѕсоре-2.com").hasPrefix("xn--"))
    #expect(safety.displayHost(for: "сорт.com") == "сорт.com")
  }

  @Test func flagsMixedNumberSystemsAndURLSyntaxLookalikes() {
    #expect(safety.hostIssues(for: "नमस्ते१1.in") == [.mixedNumberSystems(label: "नमस्ते१1")])
    #expect(safety.displayHost(for: "नमस्ते१1.in") == "xn--1-ovdly4c5eub2o.in")
    #expect(safety.hostIssues(for: "नमस्ते१२.in") == [])
    #expect(safety.hostIssues(for: "example.com⁄login.evil.com") == [.urlSyntaxLookalike(label: "com⁄login", scalar: "\u{2044}")])
    #expect(safety.displayHost(for: "example.com⁄login.evil.com") == "example.xn--comlogin-g03d.evil.com")
  }

  @Test func flagsInvisibleCharacters() {
    // Variation selectors and the grapheme joiner are not allowed in a host at all.
    #expect(Punycode.asciiHost("pay\u{FE0F}pal.com") == nil)
    #expect(Punycode.asciiHost("pay\u{034F}pal.com") == nil)
    #expect(safety.hostIssues(for: "pay\u{FE0F}pal.com") == [.invalidHost])
    // A joiner outside a conjunct makes a different name that looks the same.
    #expect(safety.hostIssues(for: "pay\u{200D}pal.com") == [.invisibleCharacter(label: "pay\u{200D}pal", scalar: "\u{200D}")])
    #expect(safety.displayHost(for: "pay\u{200D}pal.com") == Punycode.asciiHost("pay\u{200D}pal.com"))
    #expect(safety.displayHost(for: "pay\u{200D}pal.com").hasPrefix("xn--"))
    // After a virama it selects a conjunct form, as IDNA2008 allows.
    #expect(safety.hostIssues(for: "क्\u{200D}ष.in") == [])
    #expect(safety.displayHost(for: "क्\u{200D}ष.in") == "क्\u{200D}ष.in")
  }

  @Test func displaysIPLiterals() {
    #expect(safety.hostIssues(for: "[2001:DB8::1]") == [])
    #expect(safety.displayHost(for: "[2001:DB8::1]") == "[2001:db8::1]")
    #expect(safety.displayHost(for: "192.168.0.1") == "192.168.0.1")
  }

  @Test func escapesInvalidHostsForDisplay() {
    #expect(safety.hostIssues(for: "exa mple.com") == [.invalidHost])
    #expect(safety.displayHost(for: "exa mple.com") == "exa%20mple.com")
    #expect(safety.displayHost(for: "EVIL\u{0}.com") == "evil%00.com")
    #expect(safety.displayHost(for: "bü\u{202E}moc.com") == "b%C3%BC%E2%80%AEmoc.com")
    #expect(safety.displayHost(for: "") == "")
    #expect(safety.displayHost(for: "50%.com") == "50%25.com")
  }

  @Test func issueDescriptionsEndInAFix() {
    let issues: [HostSafetyIssue] = [
      .invalidHost, .mixedScript(label: "pаypal", scripts: [.latin, .cyrillic]),
      .wholeScriptConfusable(label: "аррӏе", script: .cyrillic), .mixedNumberSystems(label: "a1"),
      .urlSyntaxLookalike(label: "a⁄b", scalar: "\u{2044}"), .invisibleCharacter(label: "a\u{200D}b", scalar: "\u{200D}"),
    ]
    for issue in issues {
      #expect(issue.description.hasSuffix("."))
      #expect(issue.description.contains(";"))
    }
  }
}
