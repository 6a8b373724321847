import Foundation
import InteractionKitTextTokens
import Testing

@Suite struct LinkSafetyPolicyTests {
  let policy = LinkActivationPolicy.standard

  func urlToken(_ string: String, explicit: Bool = true) -> Token {
    Token(kind: .url, range: NSRange(location: 0, length: string.utf16.count), text: string, value: .url(string: string, hasExplicitScheme: explicit))
  }

  @Test func defaultsToHTTPHTTPSAndMailto() {
    #expect(policy.allowedSchemes == ["http", "https", "mailto"])
    #expect(LinkActivationPolicy() == .standard)
    #expect(LinkActivationPolicy.neverAllowedSchemes == ["javascript", "data", "file", "vbscript"])
    #expect(policy.allows(scheme: "HTTPS:"))
    #expect(!policy.allows(scheme: "ftp"))
  }

  @Test func allowsWebLinks() {
    #expect(policy.decision(for: urlToken("https://example.com/a?b=c#d")) == .allowed("https://example.com/a?b=c#d"))
    #expect(policy.decision(for: urlToken("http://example.com", explicit: false)) == .allowed("http://example.com"))
    #expect(policy.decision(forURL: "HTTPS://Example.com/Path") == .allowed("https://Example.com/Path"))
    #expect(policy.decision(forURL: "https://bücher.example/") == .allowed("https://bücher.example/"))
    #expect(policy.decision(forURL: "http://127.0.0.1:8080/") == .allowed("http://127.0.0.1:8080/"))
    #expect(policy.decision(forURL: "http://[::1]/") == .allowed("http://[::1]/"))
    #expect(policy.decision(forURL: "mailto:bob@example.com") == .allowed("mailto:bob@example.com"))
    #expect(policy.decision(forURL: "https://example.com").allowedURL == "https://example.com")
  }

  @Test func treatsEmailTokensAsMailtoLinks() {
    let token = Token(kind: .email, range: NSRange(location: 0, length: 15), text: "bob@example.com", value: .email(address: "bob@example.com"))
    #expect(policy.decision(for: token) == .allowed("mailto:bob@example.com"))
    #expect(policy.decision(forEmailAddress: "Bob.Smith+tag@Bücher.DE") == .allowed("mailto:Bob.Smith+tag@xn--bcher-kva.de"))
    // Characters that would add headers or recipients are percent-encoded.
    #expect(policy.decision(forEmailAddress: "a?cc=x,y&z%@example.com") == .allowed("mailto:a%3Fcc=x%2Cy%26z%25@example.com"))
    #expect(policy.decision(forEmailAddress: "josé@example.com") == .allowed("mailto:jos%C3%A9@example.com"))
    #expect(policy.decision(forEmailAddress: "@example.com") == .blocked(.invalidHost))
    #expect(policy.decision(forEmailAddress: "bob@") == .blocked(.invalidHost))
    #expect(policy.decision(forEmailAddress: "bob") == .blocked(.invalidHost))
    #expect(policy.decision(forEmailAddress: "bob @example.com") == .blocked(.invalidCharacters))
    #expect(policy.decision(forEmailAddress: "") == .blocked(.empty))
    #expect(policy.removing("mailto").decision(for: token) == .blocked(.schemeNotAllowed("mailto")))
  }

  @Test func mentionsHashtagsAndCashtagsAreNotLinks() {
    let range = NSRange(location: 0, length: 6)
    let tokens = [
      Token(kind: .mention, range: range, text: "@alice", value: .mention(username: "alice", domain: nil)),
      Token(kind: .hashtag, range: range, text: "#swift", value: .hashtag(normalized: "swift")),
      Token(kind: .cashtag, range: range, text: "$AAPL", value: .cashtag(symbol: "AAPL")),
      Token(kind: .custom("ticket"), range: range, text: "JIRA-1", value: .custom(payload: "https://example.com")),
    ]
    for token in tokens { #expect(policy.decision(for: token) == .notALink) }
  }

  @Test func neverOpensForbiddenSchemesInAnyDisguise() {
    let attacks: [(String, String)] = [
      ("javascript:alert(1)", "javascript"), ("JaVaScRiPt:alert(1)", "javascript"),
      ("  javascript:alert(1)", "javascript"), ("\u{0}\u{1}\u{1F}javascript:alert(1)", "javascript"),
      ("java\tscript:alert(1)", "javascript"), ("java\nscript:alert(1)", "javascript"),
      ("jav\r\nascript:alert(1)", "javascript"), ("%6Aavascript:alert(1)", "javascript"),
      ("%256Aavascript:alert(1)", "javascript"), ("\u{200B}javascript:alert(1)", "javascript"),
      ("java\u{00AD}script:alert(1)", "javascript"), ("ｊａｖａｓｃｒｉｐｔ:alert(1)", "javascript"),
      ("java script:alert(1)", "javascript"), ("\u{202E}javascript:alert(1)", "javascript"),
      ("data:text/html;base64,PHNjcmlwdD4=", "data"), ("DATA:text/html,<script>", "data"),
      ("file:///etc/passwd", "file"), ("FILE://localhost/etc/passwd", "file"),
      ("vbscript:msgbox(1)", "vbscript"), (" VBScript:msgbox(1)", "vbscript"),
    ]
    for (url, scheme) in attacks {
      #expect(policy.decision(forURL: url) == .blocked(.forbiddenScheme(scheme)), "\(url.debugDescription)")
      #expect(policy.decision(for: urlToken(url)).allowedURL == nil)
    }
  }

  @Test func blocksSchemesOutsideTheList() {
    #expect(policy.decision(forURL: "ftp://example.com/file") == .blocked(.schemeNotAllowed("ftp")))
    #expect(policy.decision(forURL: "tel:+15551234") == .blocked(.schemeNotAllowed("tel")))
    #expect(policy.decision(forURL: "intent://scan/#Intent;scheme=zxing;end") == .blocked(.schemeNotAllowed("intent")))
    #expect(policy.decision(forURL: "example.com/path") == .blocked(.missingScheme))
    #expect(policy.decision(forURL: "//example.com/path") == .blocked(.missingScheme))
    #expect(policy.decision(forURL: ":foo") == .blocked(.missingScheme))
    #expect(policy.decision(forURL: "1http://example.com") == .blocked(.invalidScheme("1http")))
    #expect(policy.decision(forURL: "ht~tp://example.com") == .blocked(.invalidScheme("ht~tp")))
  }

  @Test func blocksMalformedWebLinks() {
    #expect(policy.decision(forURL: "") == .blocked(.empty))
    #expect(policy.decision(forURL: " \t\n ") == .blocked(.empty))
    #expect(policy.decision(forURL: "https://") == .blocked(.invalidHost))
    #expect(policy.decision(forURL: "https://exa_mple..com/") == .blocked(.invalidHost))
    #expect(policy.decision(forURL: "https://example.com/a b") == .blocked(.invalidCharacters))
    #expect(policy.decision(forURL: "https://example.com/a\u{0}b") == .blocked(.invalidCharacters))
    // Leading and trailing controls are ignored, as a browser's URL parser does.
    #expect(policy.decision(forURL: "\u{0}https://example.com/\u{0}") == .allowed("https://example.com/"))
    #expect(policy.decision(forURL: "https://example.com/\u{202E}gpj.exe") == .blocked(.invalidCharacters))
    // Tabs and line breaks are dropped like a browser does, so they cannot hide anything.
    #expect(policy.decision(forURL: "ht\ttps://exa\nmple.com/") == .allowed("https://example.com/"))
  }

  @Test func capsTheURLLength() {
    let path = String(repeating: "a", count: TokenLimits.maximumURLLength - "https://example.com/".count)
    #expect(policy.decision(forURL: "https://example.com/" + path) == .allowed("https://example.com/" + path))
    let tooLong = "https://example.com/" + path + "a"
    #expect(policy.decision(forURL: tooLong) == .blocked(.tooLong(length: 4_097, limit: 4_096)))
    let megabyte = "https://example.com/" + String(repeating: "a", count: 1_000_000)
    #expect(policy.decision(forURL: megabyte) == .blocked(.tooLong(length: megabyte.utf16.count, limit: 4_096)))
  }

  @Test func addsSchemesButNeverForbiddenOnes() throws {
    let extended = try policy.allowing("tel", " SMS: ", "web+mastodon")
    #expect(extended.allowedSchemes == ["http", "https", "mailto", "tel", "sms", "web+mastodon"])
    #expect(extended.decision(forURL: "tel:+15551234") == .allowed("tel:+15551234"))
    #expect(extended.decision(forURL: "SMS:+15551234") == .allowed("sms:+15551234"))
    #expect(extended.removing("TEL").allowedSchemes == ["http", "https", "mailto", "sms", "web+mastodon"])
    let custom = try LinkActivationPolicy(allowedSchemes: ["https"])
    #expect(custom.decision(forURL: "http://example.com") == .blocked(.schemeNotAllowed("http")))
  }

  @Test func throwsForForbiddenSchemesInAnyDisguise() {
    let disguises = [
      "javascript", "JaVaScRiPt:", " javascript ", "\u{0}javascript", "java\tscript", "java script", "java\u{200B}script",
      "%6Aavascript", "%6A%61%76%61%73%63%72%69%70%74", "%256Aavascript", "ｊａｖａｓｃｒｉｐｔ", "javascript://",
      "data", "DATA:", "file", "FiLe", "vbscript", "VBSCRIPT:",
    ]
    for text in disguises {
      #expect(throws: LinkActivationPolicyError.forbiddenScheme(text), "\(text.debugDescription)") {
        try policy.allowing("tel", text)
      }
      #expect(throws: LinkActivationPolicyError.forbiddenScheme(text)) { try LinkActivationPolicy(allowedSchemes: [text]) }
    }
    // Nothing was added by the failed calls (values are immutable), and removing never adds.
    #expect(!policy.allowedSchemes.contains("tel"))
    #expect(!policy.removing("javascript").allows(scheme: "javascript"))
  }

  @Test func throwsForTextThatIsNotASchemeName() throws {
    #expect(LinkActivationPolicy.maximumSchemeLength == 64)
    let longest = String(repeating: "x", count: 64)
    #expect(try policy.allowing(longest).allows(scheme: longest))
    for text in ["", " ", "1tel", "te l", "tel/", "t%el", "héllo", "tel:foo", longest + "x", String(repeating: " ", count: 300) + "tel"] {
      #expect(throws: LinkActivationPolicyError.invalidScheme(text), "\(text.debugDescription)") { try policy.allowing(text) }
    }
  }

  @Test func descriptionsEndInAFix() {
    let reasons: [LinkBlockReason] = [
      .empty, .tooLong(length: 5000, limit: 4096), .missingScheme, .invalidScheme("1x"), .forbiddenScheme("javascript"),
      .schemeNotAllowed("ftp"), .invalidCharacters, .invalidHost,
    ]
    for reason in reasons { #expect(reason.description.hasSuffix(".")) }
    let errors: [LinkActivationPolicyError] = [.forbiddenScheme("javascript"), .invalidScheme("1x")]
    for error in errors {
      #expect(error.description.hasSuffix("."))
      #expect(error.description.contains(";"))
    }
  }
}
