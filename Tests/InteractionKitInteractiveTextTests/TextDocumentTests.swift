import Foundation
import InteractionKitInteractiveText
import InteractionKitTextTokens
import PropertyBased
import Testing

@Suite struct TextDocumentTests {
  @Test func contentRangeLeavesTheSeparatorOut() {
    let document = makeDocument("ab\r\ncd\nef")
    #expect(document.contentRange(ofParagraph: 0) == NSRange(location: 0, length: 2))
    #expect(document.contentRange(ofParagraph: 1) == NSRange(location: 4, length: 2))
    #expect(document.contentRange(ofParagraph: 2) == NSRange(location: 7, length: 2))
    #expect(document.contentRange(ofParagraph: 3) == nil)
  }

  @Test func tokensIntersectingARange() {
    let document = makeDocument("@a b #c d @e")
    #expect(document.tokens.map(\.text) == ["@a", "#c", "@e"])
    #expect(document.tokens(intersecting: NSRange(location: 1, length: 5)).map(\.text) == ["@a", "#c"])
    #expect(document.tokens(intersecting: NSRange(location: 2, length: 3)).isEmpty)
    #expect(document.tokens(intersecting: NSRange(location: 5, length: 0)).isEmpty)
  }

  @Test func readingOrderNeighbours() {
    let document = makeDocument("@a b #c d @e")
    let tokens = document.tokens
    #expect(document.token(after: nil) == tokens[0])
    #expect(document.token(after: tokens[0]) == tokens[1])
    #expect(document.token(after: tokens[2]) == nil)
    #expect(document.token(before: nil) == tokens[2])
    #expect(document.token(before: tokens[1]) == tokens[0])
    #expect(document.token(before: tokens[0]) == nil)
  }

  @Test func editDropsTouchedTokensAndMovesLaterOnes() throws {
    var document = makeDocument("@a b #c d @e")
    document.detector = nil
    // Insert inside "#c": it is dropped; "@e" moves by 2; "@a" stays.
    let change = try document.replaceCharacters(in: NSRange(location: 6, length: 0), with: "xx")
    #expect(document.string == "@a b #xxc d @e")
    #expect(document.tokens.map(\.text) == ["@a", "@e"])
    #expect(document.tokens.map(\.range) == [NSRange(location: 0, length: 2), NSRange(location: 12, length: 2)])
    #expect(change.editedRange == NSRange(location: 6, length: 2))
    #expect(change.changeInLength == 2)
    #expect(change.retokenizedRange == NSRange(location: 5, length: 4))
  }

  @Test func insertionAtATokensEdgesKeepsIt() throws {
    var document = makeDocument("x @ab y")
    document.detector = nil
    try document.replaceCharacters(in: NSRange(location: 5, length: 0), with: "!")
    try document.replaceCharacters(in: NSRange(location: 2, length: 0), with: "(")
    #expect(document.string == "x (@ab! y")
    #expect(document.tokens.map(\.range) == [NSRange(location: 3, length: 3)])
  }

  @Test func detectorRescansAroundTheEdit() throws {
    var document = TextDocument(
      "first @alice\nsecond line\nthird #tag", detector: TokenDetector(profile: .twitter), detection: .immediate)
    #expect(document.tokens.map(\.text) == ["@alice", "#tag"])
    let change = try document.replaceCharacters(in: NSRange(location: 20, length: 0), with: "@bob ")
    #expect(document.string == "first @alice\nsecond @bob line\nthird #tag")
    #expect(document.tokens.map(\.text) == ["@alice", "@bob", "#tag"])
    #expect(document.tokens.map(\.range.location) == [6, 20, 36])
    // The token storage reports exactly what changed: the new text and the new token in it
    // (the whole paragraph used to be re-detected and reported).
    #expect(change.retokenizedRange == NSRange(location: 20, length: 5))
  }

  @Test func replaceTokensFromAnotherSource() throws {
    var document = makeDocument("see example.com and @a")
    let url = Token(
      kind: .url, range: NSRange(location: 4, length: 11), text: "example.com",
      value: .url(string: "http://example.com", hasExplicitScheme: false))
    let change = try document.replaceTokens(in: NSRange(location: 0, length: 15), with: [url])
    #expect(document.tokens.map(\.text) == ["example.com", "@a"])
    #expect(change.retokenizedRange == NSRange(location: 0, length: 15))
    #expect(change.changeInLength == 0)
  }

  @Test func badTokensAreTypedErrors() {
    let a = Token(kind: .mention, range: NSRange(location: 0, length: 2), text: "@a", value: .mention(username: "a", domain: nil))
    let b = Token(kind: .mention, range: NSRange(location: 1, length: 2), text: "a ", value: .mention(username: "a", domain: nil))
    let far = Token(kind: .mention, range: NSRange(location: 9, length: 2), text: "@z", value: .mention(username: "z", domain: nil))
    let empty = Token(kind: .mention, range: NSRange(location: 1, length: 0), text: "", value: .mention(username: "", domain: nil))
    #expect(throws: InteractiveTextError.tokensOverlap(a, b)) { try TextDocument("@a b", tokens: [a, b]) }
    #expect(throws: InteractiveTextError.tokenOutOfBounds(far, length: 4)) { try TextDocument("@a b", tokens: [far]) }
    #expect(throws: InteractiveTextError.tokenOutOfBounds(empty, length: 4)) { try TextDocument("@a b", tokens: [empty]) }
    var document = makeDocument("@a b @c")
    #expect(throws: InteractiveTextError.tokenOutsideRange(a, NSRange(location: 3, length: 4))) {
      try document.replaceTokens(in: NSRange(location: 3, length: 4), with: [a])
    }
    #expect(document.tokens.count == 2)
  }

  @Test func badEditRangesAreTypedErrorsAndChangeNothing() {
    var document = makeDocument("a😀b")
    let before = document.string
    #expect(throws: InteractiveTextError.rangeOutOfBounds(NSRange(location: 2, length: 9), length: 4)) {
      try document.replaceCharacters(in: NSRange(location: 2, length: 9), with: "x")
    }
    #expect(throws: InteractiveTextError.malformedRange(NSRange(location: -1, length: 1))) {
      try document.replaceCharacters(in: NSRange(location: -1, length: 1), with: "x")
    }
    #expect(throws: InteractiveTextError.malformedRange(NSRange(location: NSNotFound, length: 0))) {
      try document.replaceCharacters(in: NSRange(location: NSNotFound, length: 0), with: "x")
    }
    #expect(throws: InteractiveTextError.rangeSplitsSurrogatePair(NSRange(location: 2, length: 0))) {
      try document.replaceCharacters(in: NSRange(location: 2, length: 0), with: "x")
    }
    #expect(throws: InteractiveTextError.rangeOutOfBounds(NSRange(location: Int.max - 1, length: 5), length: 4)) {
      try document.text(in: NSRange(location: Int.max - 1, length: 5))
    }
    #expect(document.string == before)
  }

  @Test func errorDescriptionsEndWithTheFix() {
    let token = Token(kind: .url, range: NSRange(location: 0, length: 1), text: "x", value: .custom(payload: ""))
    let errors: [InteractiveTextError] = [
      .malformedRange(NSRange(location: -1, length: 0)), .rangeOutOfBounds(NSRange(location: 0, length: 9), length: 1),
      .rangeSplitsSurrogatePair(NSRange(location: 1, length: 0)), .tokenOutOfBounds(token, length: 0),
      .tokensOverlap(token, token), .tokenOutsideRange(token, NSRange(location: 3, length: 1)),
      .nonFiniteViewport(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)), .tokensComeFromDetector,
    ]
    for error in errors {
      #expect(error.description.contains(": "), "\(error)")
      #expect(error.description.hasSuffix("."), "\(error)")
    }
  }

  /// Without a detector, tokens after any edit are the old tokens the edit did not touch, moved.
  @Test func tokensFollowEditsWithoutADetector() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      let words = ["@ab", "#cd", "x", "😀", "\n", "e\u{301}"]
      var string = ""
      for _ in 0 ..< 30 { string += words[Int.random(in: 0 ..< words.count, using: &rng)] + " " }
      var document = makeDocument(string)
      let old = document.tokens
      let lower = Int.random(in: 0 ... document.length, using: &rng)
      let upper = Int.random(in: lower ... document.length, using: &rng)
      let range = NSRange(location: lower, length: upper - lower)
      guard (try? document.replaceCharacters(in: range, with: "zz")) != nil else { return }
      let expected = old.compactMap { token -> Token? in
        if NSMaxRange(token.range) <= lower { return token }
        if token.range.location >= upper { return token.offset(by: 2 - range.length) }
        return nil
      }
      #expect(document.tokens == expected)
      for token in document.tokens { #expect((try? document.text(in: token.range)) == token.text) }
    }
  }
}
