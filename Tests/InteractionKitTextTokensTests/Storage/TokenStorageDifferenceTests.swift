import Foundation
@testable import InteractionKitTextTokens
import InteractionKitTestSupport
import Testing

/// ``TokenStorage/difference(old:new:replaced:changeInLength:)``: the tokens an edit removed and
/// added, with tokens far from the edit compared by recipe instead of by their built text.
struct TokenStorageDifferenceTests {
  /// Forty hashtags separated by commas: one run of text without white space.
  static let hashtags = (0..<40).map { "#tag\($0)" }.joined(separator: ",")

  @Test func anEditInALongRunReportsOnlyTheTokenItChanged() throws {
    var storage = TokenStorage(string: Self.hashtags, detector: TokenDetector(profile: .twitter))
    #expect(storage.tokenCount == 40)
    let location = (Self.hashtags as NSString).range(of: "#tag20").location
    let change = try storage.replaceCharacters(in: NSRange(location: location + 1, length: 0), with: "x")
    #expect(
      change.removedTokens == [
        Token(
          kind: .hashtag, range: NSRange(location: location, length: 6), text: "#tag20",
          value: .hashtag(normalized: "tag20"))
      ])
    #expect(
      change.addedTokens == [
        Token(
          kind: .hashtag, range: NSRange(location: location, length: 7), text: "#xtag20",
          value: .hashtag(normalized: "xtag20"))
      ])
    // Deleting it again restores the old token and reports exactly that.
    let undo = try storage.replaceCharacters(in: NSRange(location: location + 1, length: 1), with: "")
    #expect(undo.removedTokens == change.addedTokens)
    #expect(undo.addedTokens == change.removedTokens)
    #expect(storage.tokens == TokenDetector(profile: .twitter).tokens(in: Self.hashtags))
  }

  @Test func farTokensAreComparedByRecipeNearOnesInFull() throws {
    // Two scans whose far tokens differ in one letter but have the same recipe: `difference`
    // trusts its callers that far text is unedited, so it does not read that letter; near the
    // edit (within `contextLength`) it compares the tokens' text.
    let gap = String(repeating: ",", count: TokenStorage.contextLength + 8)
    let old = "#far" + gap + "#nearA,#edit,#nearB" + gap + "#end"
    let new = "#fat" + gap + "#nearC,#edxt,#nearB" + gap + "#enx"
    let detector = TokenDetector(profile: .twitter)
    let oldTokens = TokenStorage.detect(Array(old.utf16), with: detector)
    let newTokens = TokenStorage.detect(Array(new.utf16), with: detector)
    try #require(oldTokens.count == 5 && newTokens.count == 5)
    let edited = (old as NSString).range(of: "#edit").location + 3
    let (removed, added) = TokenStorage.difference(
      old: oldTokens, new: newTokens, replaced: edited..<(edited + 1), changeInLength: 0)
    #expect(removed.map(\.text) == ["#nearA", "#edit"])
    #expect(added.map(\.text) == ["#nearC", "#edxt"])
    // The full comparison reports the far pairs too.
    let full = Self.oracle(old: oldTokens, new: newTokens, replaced: edited..<(edited + 1), changeInLength: 0)
    #expect(full.removed.map(\.text) == ["#far", "#nearA", "#edit", "#end"])
    #expect(full.added.map(\.text) == ["#fat", "#nearC", "#edxt", "#enx"])
  }

  @Test func sameRecipeNeedsSameShapeAndPayload() throws {
    let detector = TokenDetector(profile: .mastodon)
    let a = detector.tokens(in: "@alice@example.social #Tag")
    let b = detector.tokens(in: ",,@alice@example.social #Tag")
    let c = detector.tokens(in: "@alice@example.socia #Tagg")
    try #require(a.count == 2 && b.count == 2 && c.count == 2, "\(a) \(b) \(c)")
    // Moved by two units: the same recipe.
    #expect(a[0].hasSameRecipe(as: b[0]) && a[1].hasSameRecipe(as: b[1]))
    // Another length or domain range: not the same.
    #expect(!a[0].hasSameRecipe(as: c[0]) && !a[1].hasSameRecipe(as: c[1]))
    #expect(!a[0].hasSameRecipe(as: b[1]))
    // Built tokens have no recipe.
    let built = Token(kind: a[1].kind, range: a[1].range, text: a[1].text, value: a[1].value)
    #expect(!built.hasSameRecipe(as: a[1]) && !a[1].hasSameRecipe(as: built))
    // Custom tokens compare their payloads.
    let matcher = CustomTokenMatcher(kind: "word", maximumLength: 8) { string in
      let word = (string as NSString).range(of: "key")
      return word.location == NSNotFound ? [] : [.init(range: word, payload: string.hasPrefix("1") ? "one" : "two")]
    }
    let custom = TokenDetector(profile: DetectionProfile(name: "none"), customMatchers: [matcher])
    let one = custom.tokens(in: "1key")
    let two = custom.tokens(in: "2key")
    let oneAgain = custom.tokens(in: "1-key")
    try #require(one.count == 1 && two.count == 1 && oneAgain.count == 1)
    #expect(!one[0].hasSameRecipe(as: two[0]))
    #expect(one[0].hasSameRecipe(as: oneAgain[0]))
  }

  /// Random documents without white space (so an edit's window is the whole text) and random
  /// edits: `difference` reports exactly what the full comparison reports, called directly on the
  /// scans of the old and new text and through the storage's change.
  @Test(arguments: ["twitter", "mastodon", "linkify", "twitter+custom"])
  func differenceEqualsTheFullComparison(configuration: String) throws {
    let detector: TokenDetector =
      switch configuration {
      case "mastodon": TokenDetector(profile: .mastodon)
      case "linkify": TokenDetector(profile: .linkify)
      case "twitter+custom": TokenDetector(profile: .twitter, customMatchers: StorageTestMatchers.all)
      default: TokenDetector(profile: .twitter)
      }
    let pieces = StorageTestAlphabet.pieces.filter { !$0.contains(where: \.isWhitespace) }
    var random = SplitMix64(seed: 0xD1FF_0000 &+ UInt64(configuration.utf8.count))
    var farTokens = 0
    for sequence in 0..<300 {
      let document = StorageTestAlphabet.document(length: 1_500, pieces: pieces, using: &random)
      var storage = TokenStorage(string: document, detector: detector)
      for step in 0..<4 {
        let edit = StorageTestAlphabet.edit(in: storage.length, pieces: pieces, using: &random)
        let before = try storage.utf16(in: NSRange(location: 0, length: storage.length))
        let replaced = StorageTestAlphabet.wholeScalars(edit.range, in: before)
        var after = before
        after.replaceSubrange(replaced, with: edit.replacement)
        let changeInLength = edit.replacement.count - replaced.count
        let context = "\(configuration) sequence \(sequence) step \(step): \(edit)"
        // Directly: the old tokens (from several scans, after earlier edits) against a new scan.
        let old = storage.tokens
        let new = TokenStorage.detect(after, with: detector)
        let expected = Self.oracle(old: old, new: new, replaced: replaced, changeInLength: changeInLength)
        let found = TokenStorage.difference(old: old, new: new, replaced: replaced, changeInLength: changeInLength)
        #expect(found.removed == expected.removed && found.added == expected.added, "\(context)")
        #expect(found.removed.count == expected.removed.count && found.added.count == expected.added.count)
        farTokens += old.filter {
          NSMaxRange($0.range) + TokenStorage.contextLength < replaced.lowerBound
            || $0.range.location > replaced.upperBound + TokenStorage.contextLength
        }.count
        // Through the storage.
        let change = try storage.replaceCharacters(in: edit.range, withUTF16: edit.replacement)
        #expect(change.removedTokens == expected.removed, "\(context)")
        #expect(change.addedTokens == expected.added, "\(context)")
        #expect(storage.tokens == new, "\(context)")
      }
    }
    // Thousands of tokens were far from their edit, where the recipe is compared.
    #expect(farTokens > 1_500, "\(farTokens)")
  }

  /// The comparison `difference` made before it compared far tokens by recipe: every token hashed
  /// and compared by kind, range, text and value.
  static func oracle(old: [Token], new: [Token], replaced: Range<Int>, changeInLength: Int)
    -> (removed: [Token], added: [Token])
  {
    func moved(_ token: Token) -> Token? {
      if token.range.location >= replaced.upperBound { return token.offset(by: changeInLength) }
      if NSMaxRange(token.range) <= replaced.lowerBound { return token }
      return nil
    }
    let oldMoved = Set(old.compactMap(moved))
    let newSet = Set(new)
    let removed = old.filter { token in moved(token).map { !newSet.contains($0) } ?? true }
    let added = new.filter { !oldMoved.contains($0) }
    return (removed, added)
  }
}
