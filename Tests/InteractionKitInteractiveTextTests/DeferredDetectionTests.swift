import Foundation
import InteractionKitInteractiveText
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens
import PropertyBased
import Testing

/// A document with a detector sits on a token storage: opening it detects nothing, the layout
/// detects what it lays out, edits rescan a window even in one huge paragraph, and keyboard focus
/// finds tokens in text nobody has looked at yet.
@Suite struct DeferredDetectionTests {
  static let twitter = TokenDetector(profile: .twitter)

  /// Whether a token shares a unit with a range.
  static func overlaps(_ token: Token, _ range: NSRange) -> Bool {
    token.range.location < NSMaxRange(range) && NSMaxRange(token.range) > range.location
  }

  /// A 3 MB generated document (paragraphs of 20…600 units with mentions, hashtags, emoji, CJK).
  static let generated = GeneratedDocument(length: 3_000_000, seed: 11)

  @Test func openingAHugeDocumentAndItsFirstScreenDetectsOnlyThatScreen() throws {
    let string = Self.generated.string
    let document = TextDocument(string, detector: Self.twitter)
    #expect(document.totalScannedUnitCount == 0)
    #expect(document.tokens.isEmpty && !document.isFullyDetected)
    #expect(document.undetectedRanges == [NSRange(location: 0, length: document.length)])

    let engine = FakeTextLayoutEngine()
    var layout = ViewportTextLayout(document: document, engine: engine, container: TextContainer(width: 320))
    try layout.setViewport(CGRect(x: 0, y: 0, width: 320, height: 640))
    // Each laid-out paragraph was detected with 33 units of context on either side, nothing more.
    let laidOut = layout.laidOutParagraphIndices
    let laidOutLength = laidOut.reduce(0) { $0 + (layout.document.paragraphs.range(ofParagraph: $1)?.length ?? 0) }
    #expect(!laidOut.isEmpty && laidOut == Array(0 ..< laidOut.count))
    #expect(layout.document.totalScannedUnitCount <= laidOutLength + 66 * laidOut.count)
    #expect(layout.document.totalScannedUnitCount * 500 < document.length)
    // What is detected is exactly the full detection of the laid-out text.
    let end = NSMaxRange(try #require(layout.document.paragraphs.range(ofParagraph: laidOut.count - 1)))
    #expect(layout.document.undetectedRanges == [NSRange(location: end, length: document.length - end)])
    let expected = Self.twitter.tokens(in: string).filter { $0.range.location < end }
    #expect(!expected.isEmpty)
    #expect(layout.document.tokens == expected)
    for paragraph in layout.visibleParagraphs {
      #expect(paragraph.tokens == expected.filter { Self.overlaps($0, paragraph.range) })
    }
  }

  @Test func editsInOneHugeParagraphRescanABoundedWindow() throws {
    // 1 MB without a line break: one paragraph for the text, split into pieces only for layout.
    let string = String(repeating: "word @user #tag café 日本語 😀 ", count: 40_000)
    var layout = ViewportTextLayout(
      document: TextDocument(string, detector: Self.twitter), engine: FakeTextLayoutEngine(),
      container: TextContainer(width: 320))
    try layout.setViewport(CGRect(x: 0, y: 0, width: 320, height: 640))
    #expect(layout.document.totalScannedUnitCount < 10_000)
    var rng = SeededGenerator(seed: 5)
    for step in 0 ..< 60 {
      let length = layout.document.length
      // Near the top (detected text), anywhere (mostly undetected text), and at the very end.
      let location =
        step % 3 == 0
        ? Int.random(in: 0 ..< 3_000, using: &rng) : step % 3 == 1 ? Int.random(in: 0 ..< length, using: &rng) : length
      let removed = Swift.min(length - location, Int.random(in: 0 ... 3, using: &rng))
      let text = ["x", " ", "@bob ", "#new", "", "\n"][Int.random(in: 0 ..< 6, using: &rng)]
      let range = NSRange(location: location, length: removed)
      guard (try? layout.document.text(in: range)) != nil,
        (try? layout.replaceCharacters(in: range, with: text)) != nil
      else { continue }
      // The run around the edit plus 33 units of context and 33 of margin on each side.
      #expect(layout.document.lastScannedUnitCount <= 300, "step \(step) at \(location)")
    }
    var document = layout.document
    document.detectAllTokens()
    #expect(document.tokens == Self.twitter.tokens(in: document.string))
  }

  @Test func keyboardFocusFindsTokensInUndetectedText() throws {
    // Tokens at the top, far below the first screen, and at the very end.
    let filler = String(repeating: "plain words\n", count: 2_000)
    let string = "@top " + filler + "#middle " + filler + "$END"
    var layout = ViewportTextLayout(
      document: TextDocument(string, detector: Self.twitter), engine: FakeTextLayoutEngine(),
      container: TextContainer(width: 320))
    try layout.setViewport(CGRect(x: 0, y: 0, width: 320, height: 200))
    let all = Self.twitter.tokens(in: string)
    #expect(all.map(\.text) == ["@top", "#middle", "$END"])
    #expect(layout.document.tokens.map(\.text) == ["@top"])

    var interaction = InteractiveTextInteraction()
    var visited: [Token] = []
    for _ in 0 ..< 4 {
      for effect in interaction.handle(.focusNext, in: layout) {
        guard case .focus(let token) = effect else { continue }
        visited.append(token)
        // The host shows the focused token, which lays out (and detects) its paragraph.
        try layout.scrollRangeToVisible(token.range)
      }
    }
    #expect(visited == all + [all[0]])
    var backwards = InteractiveTextInteraction()
    #expect(backwards.handle(.focusPrevious, in: layout) == [.focus(all[2])])
    // Showing each focused token detected its paragraph for good: the document holds them all.
    #expect(layout.document.tokens == all)
  }

  @Test func mutatingSearchesKeepWhatTheyDetected() {
    let filler = String(repeating: "plain words\n", count: 1_000)
    var document = TextDocument("@a " + filler + "#b", detector: Self.twitter)
    #expect(document.token(after: nil)?.text == "@a")
    #expect(document.token(before: nil)?.text == "#b")
    #expect(document.tokens.isEmpty)
    let first = document.detectToken(after: nil)
    #expect(first?.text == "@a" && document.tokens.map(\.text) == ["@a"])
    #expect(document.detectToken(after: first)?.text == "#b")
    #expect(document.tokens.map(\.text) == ["@a", "#b"])
    #expect(document.detectToken(before: first) == nil)
    // Without a detector the searches read the supplied tokens.
    var plain = makeDocument("@x y #z")
    #expect(plain.detectToken(after: nil)?.text == "@x" && plain.token(before: nil)?.text == "#z")
  }

  @Test func detectionChangesAndTheDetectorProperty() throws {
    var document = TextDocument("one @a\ntwo #b\nthree", detector: Self.twitter)
    // "two #b\n" is 7..<14 and its token #b 11..<13: the range 8..<13 widens to the line.
    let detected = document.detectTokens(in: NSRange(location: 8, length: 5))
    let change = try #require(detected)
    #expect(change.retokenizedRange == NSRange(location: 11, length: 2))
    #expect(change.editedRange == NSRange(location: 7, length: 0) && change.changeInLength == 0)
    #expect(change.paragraphs.oldParagraphs.isEmpty && change.paragraphs.newParagraphs.isEmpty)
    #expect(document.detectTokens(in: NSRange(location: 8, length: 2)) == nil)
    #expect(document.detectTokens(in: NSRange(location: NSNotFound, length: 2)) == nil)
    #expect(document.tokens.map(\.text) == ["#b"])
    #expect(throws: InteractiveTextError.tokensComeFromDetector) {
      try document.replaceTokens(in: NSRange(location: 0, length: 3), with: [])
    }
    // Dropping the detector keeps what was detected as supplied tokens, which can be replaced.
    document.detector = nil
    #expect(document.isFullyDetected && document.undetectedRanges.isEmpty)
    #expect(document.tokens.map(\.text) == ["#b"])
    try document.replaceTokens(in: NSRange(location: 11, length: 2), with: [])
    #expect(document.tokens.isEmpty)
    // A new detector detects the text again, on demand.
    document.detector = TokenDetector(profile: .twitter)
    #expect(document.tokens.isEmpty && !document.isFullyDetected)
    document.detectAllTokens()
    #expect(document.tokens.map(\.text) == ["@a", "#b"])
    #expect(document.detectAllTokens() == nil)
    // Immediate detection, and tokens handed in with a detector (not detected again).
    let immediate = TextDocument("one @a", detector: Self.twitter, detection: .immediate)
    #expect(immediate.isFullyDetected && immediate.tokens.map(\.text) == ["@a"])
    let cached = try TextDocument("one @a", tokens: immediate.tokens, detector: Self.twitter)
    #expect(cached.isFullyDetected && cached.totalScannedUnitCount == 0 && cached.tokens == immediate.tokens)
  }

  /// Random edits, scrolls, detections and focus moves on a document that starts undetected: the
  /// laid-out paragraphs always show exactly the full rescan's tokens, the document's tokens are
  /// the full rescan's in detected text, focus answers as a fully detected document would, and
  /// after `detectAllTokens()` everything equals the full rescan.
  @Test func randomEditsAndScrollingEqualAFullRescan() async {
    let pieces = [
      "word ", "café ", "日本語", "😀", "e\u{301}", " ", " ", "\n", "\r\n", "\u{2029}", "@user", "#tag", "$CASH",
      "example.com", "https://a.co/x", "mail@example.org", "@", "#", ".", "\t",
    ]
    await propertyCheck(count: 60, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      func randomText(_ count: Int) -> String {
        (0 ..< count).map { _ in pieces[Int.random(in: 0 ..< pieces.count, using: &rng)] }.joined()
      }
      let detector = TokenDetector(profile: [.twitter, .mastodon, .linkify][Int.random(in: 0 ..< 3, using: &rng)])
      var layout = ViewportTextLayout(
        document: TextDocument(randomText(Int.random(in: 0 ... 2_000, using: &rng)), detector: detector, maximumParagraphLength: 64),
        engine: FakeTextLayoutEngine(), container: TextContainer(width: 200), overscan: 0)
      try? layout.setViewport(CGRect(x: 0, y: 0, width: 200, height: 120))
      for step in 0 ..< 25 {
        let length = layout.document.length
        switch Int.random(in: 0 ..< 10, using: &rng) {
        case 0 ..< 5:
          let lower = Int.random(in: 0 ... length, using: &rng)
          let upper = Int.random(in: lower ... Swift.min(length, lower + 30), using: &rng)
          let replacement = randomText(Int.random(in: 0 ... 3, using: &rng))
          _ = try? layout.replaceCharacters(in: NSRange(location: lower, length: upper - lower), with: replacement)
        case 5 ..< 8:
          let y = Double.random(in: 0 ... Swift.max(1, Double(layout.contentSize.height)), using: &rng)
          try? layout.setViewport(CGRect(x: 0, y: y, width: 200, height: 120))
        case 8:
          let offset = Int.random(in: 0 ... length, using: &rng)
          let full = detector.tokens(in: layout.document.string)
          let probe = Token(kind: .url, range: NSRange(location: offset, length: 1), text: "", value: .custom(payload: ""))
          #expect(layout.token(after: probe) == full.first { $0.range.location > offset }, "seed \(seed) step \(step)")
          #expect(layout.token(before: probe) == full.last { $0.range.location < offset }, "seed \(seed) step \(step)")
        default:
          let location = Int.random(in: -5 ... length, using: &rng)
          var document = layout.document
          document.detectTokens(in: NSRange(location: location, length: Int.random(in: 0 ... 80, using: &rng)))
          layout.setDocument(document)
        }
        let full = detector.tokens(in: layout.document.string)
        let undetected = layout.document.undetectedRanges
        let detected = full.filter { token in !undetected.contains { NSLocationInRange(token.range.location, $0) } }
        #expect(layout.document.tokens == detected, "seed \(seed) step \(step)")
        for paragraph in layout.visibleParagraphs {
          let shown = full.filter { Self.overlaps($0, paragraph.range) }
          #expect(paragraph.tokens == shown, "seed \(seed) step \(step) paragraph \(paragraph.index)")
        }
      }
      var document = layout.document
      document.detectAllTokens()
      #expect(document.tokens == detector.tokens(in: document.string), "seed \(seed)")
    }
  }
}
