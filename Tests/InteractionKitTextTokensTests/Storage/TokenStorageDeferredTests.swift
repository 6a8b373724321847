import Foundation
import InteractionKitTextTokens
import Testing

/// Deferred detection at its boundaries: what gets detected, where the undetected ranges end, and
/// edits at, across and far from the edge of detected text.
struct TokenStorageDeferredTests {
  static let twitter = TokenDetector(profile: .twitter)

  static func texts(_ tokens: [Token]) -> [String] { tokens.map(\.text) }

  static func range(_ location: Int, _ length: Int) -> NSRange { NSRange(location: location, length: length) }

  @Test func nothingIsScannedUntilAsked() throws {
    // "one @alice two\n" is 0..<15, "three #tag four\n" 15..<31, "five https://example.com six" 31..<59.
    let string = "one @alice two\nthree #tag four\nfive https://example.com six"
    var storage = TokenStorage(string: string, detector: Self.twitter, detection: .deferred)
    #expect(storage.tokens.isEmpty && storage.tokenCount == 0)
    #expect(storage.totalScannedUnitCount == 0)
    #expect(!storage.isFullyDetected)
    #expect(storage.undetectedRanges == [Self.range(0, 59)])
    #expect(storage.token(at: 5) == nil)

    // Two units inside "@alice" detect the word and the space after it: 4..<11.
    let detected = storage.detectTokens(in: Self.range(5, 2))
    let change = try #require(detected)
    #expect(change.editedRange == Self.range(4, 7) && change.changeInLength == 0)
    #expect(Self.texts(change.addedTokens) == ["@alice"] && change.removedTokens.isEmpty)
    #expect(Self.texts(storage.tokens) == ["@alice"])
    #expect(storage.undetectedRanges == [Self.range(0, 4), Self.range(11, 48)])
    #expect(storage.token(at: 5)?.text == "@alice")
    // The stretch plus 33 units of context on each side (clamped to the text).
    #expect(storage.totalScannedUnitCount == 11 + 33)
    // Detected text is not scanned again.
    #expect(storage.detectTokens(in: Self.range(4, 7)) == nil)
    #expect(storage.totalScannedUnitCount == 44)

    // The second line, separator included; then the rest.
    storage.detectTokens(in: Self.range(15, 16))
    #expect(Self.texts(storage.tokens) == ["@alice", "#tag"])
    #expect(storage.undetectedRanges == [Self.range(0, 4), Self.range(11, 4), Self.range(31, 28)])
    let all = storage.detectAllTokens()
    let rest = try #require(all)
    #expect(rest.editedRange == Self.range(0, 59) && Self.texts(rest.addedTokens) == ["https://example.com"])
    #expect(storage.isFullyDetected && storage.undetectedRanges.isEmpty)
    #expect(storage.tokens == Self.twitter.tokens(in: string))
    #expect(storage.detectAllTokens() == nil)
  }

  @Test func outOfRangeDetectionClampsWithoutACrash() {
    // "@a b @c": the tokens start at 0 and 5.
    var storage = TokenStorage(string: "@a b @c", detector: Self.twitter, detection: .deferred)
    #expect(storage.detectTokens(in: Self.range(NSNotFound, 3)) == nil)
    #expect(storage.detectTokens(in: Self.range(-5, 3)) == nil)
    #expect(storage.detectTokens(in: Self.range(100, 5)) == nil)
    #expect(storage.detectTokens(in: Self.range(3, 0)) == nil)
    #expect(storage.detectTokens(in: Self.range(3, -2)) == nil)
    #expect(storage.undetectedRanges == [Self.range(0, 7)])
    #expect(storage.detectTokens(in: Self.range(-5, 7))?.editedRange == Self.range(0, 3))
    #expect(storage.detectTokens(in: Self.range(6, Int.max))?.editedRange == Self.range(5, 2))
    #expect(storage.detectTokens(in: Self.range(Int.max, Int.max)) == nil)
    #expect(Self.texts(storage.tokens) == ["@a", "@c"])
    #expect(storage.undetectedRanges == [Self.range(3, 2)])
  }

  @Test func emptyTextIsFullyDetected() throws {
    var storage = TokenStorage(string: "", detector: Self.twitter, detection: .deferred)
    #expect(storage.isFullyDetected && storage.undetectedRanges.isEmpty)
    #expect(storage.detectTokens(in: Self.range(0, 10)) == nil)
    #expect(storage.detectAllTokens() == nil)
    #expect(storage.nextToken(startingAtOrAfter: 0) == nil && storage.previousToken(startingBefore: 0) == nil)
    try storage.replaceCharacters(in: Self.range(0, 0), with: "@a")
    #expect(Self.texts(storage.tokens) == ["@a"] && storage.isFullyDetected)
  }

  @Test func deletingALineBreakJoinsDetectedAndUndetectedText() throws {
    // "go to example" is detected (with its line break); ".com now word word …" is not.
    let string = "go to example\n.com now " + String(repeating: "word ", count: 20)
    var storage = TokenStorage(string: string, detector: Self.twitter, detection: .deferred)
    #expect(storage.detectTokens(in: Self.range(0, 13))?.editedRange == Self.range(0, 14))
    #expect(storage.tokens.isEmpty)
    let change = try storage.replaceCharacters(in: Self.range(13, 1), with: "")
    // The joined word is a link now; the rescan reaches the boundary at or after 13 + 33 = 46,
    // which is 47 (after the space at 46), and everything before it is detected.
    #expect(Self.texts(change.addedTokens) == ["example.com"] && change.removedTokens.isEmpty)
    #expect(storage.tokens.map(\.range) == [Self.range(6, 11)])
    #expect(storage.undetectedRanges == [Self.range(47, storage.length - 47)])
    storage.detectAllTokens()
    #expect(storage.tokens == Self.twitter.tokens(in: storage.string))
  }

  @Test func editsAtTheLineBreakBetweenDetectedAndUndetectedLines() throws {
    let padding = String(repeating: " filler", count: 30)
    let string = "@first line\n@second line" + padding
    var storage = TokenStorage(string: string, detector: Self.twitter, detection: .deferred)
    storage.detectTokens(in: Self.range(0, 11))
    #expect(storage.undetectedRanges.first?.location == 12)
    #expect(Self.texts(storage.tokens) == ["@first"])

    // Typing right after the line break, at the start of the undetected line: "X@second" is no
    // mention (a letter precedes the sign), and the text near the edit is detected now.
    var typed = storage
    let change = try typed.replaceCharacters(in: Self.range(12, 0), with: "X")
    #expect(change.addedTokens.isEmpty && change.removedTokens.isEmpty)
    #expect(Self.texts(typed.tokens) == ["@first"])
    #expect((typed.undetectedRanges.first?.location ?? 0) >= 12 + 1 + 33)
    typed.detectAllTokens()
    #expect(typed.tokens == Self.twitter.tokens(in: typed.string))

    // Replacing the line break by a space: "@second" is found by the edit's rescan.
    var joined = storage
    let join = try joined.replaceCharacters(in: Self.range(11, 1), with: " ")
    #expect(Self.texts(join.addedTokens) == ["@second"])
    #expect(Self.texts(joined.tokens) == ["@first", "@second"])

    // Inserting a line break inside a detected token splits it; the rescan reaches 33 units past
    // the edit, into the second line, so "@second" is detected too.
    var split = storage
    let cut = try split.replaceCharacters(in: Self.range(4, 0), with: "\n")
    #expect(Self.texts(cut.removedTokens) == ["@first"] && Self.texts(cut.addedTokens) == ["@fir", "@second"])
    #expect(Self.texts(split.tokens) == ["@fir", "@second"])
    #expect((split.undetectedRanges.first?.location ?? 0) >= 4 + 1 + 33)
  }

  @Test func anEditFarInsideUndetectedTextScansNothing() throws {
    let string = "@start " + String(repeating: "some plain words\n", count: 600)
    var storage = TokenStorage(string: string, detector: Self.twitter, detection: .deferred)
    storage.detectTokens(in: Self.range(0, 3))
    let scanned = storage.totalScannedUnitCount
    let before = storage.undetectedRanges
    #expect(before == [Self.range(7, storage.length - 7)])
    let change = try storage.replaceCharacters(in: Self.range(5_000, 0), with: "\n@new ")
    #expect(storage.lastScannedUnitCount == 0 && storage.lastScanPassCount == 0)
    #expect(storage.totalScannedUnitCount == scanned)
    #expect(change.addedTokens.isEmpty && change.removedTokens.isEmpty && change.changeInLength == 6)
    #expect(storage.undetectedRanges == [Self.range(7, storage.length - 7)])
    #expect(Self.texts(storage.tokens) == ["@start"])
    // Detecting around the edit finds the new token.
    storage.detectTokens(in: Self.range(5_001, 4))
    #expect(Self.texts(storage.tokens) == ["@start", "@new"])
    #expect(storage.tokens.last?.range == Self.range(5_001, 4))
    // Appending at the end of undetected text scans nothing either.
    try storage.replaceCharacters(in: Self.range(storage.length, 0), with: " #tail")
    #expect(storage.lastScanPassCount == 0)
    storage.detectAllTokens()
    #expect(storage.tokens == Self.twitter.tokens(in: storage.string))
  }

  @Test func customMatchersAreAlwaysDetectedImmediately() {
    var storage = TokenStorage(string: "IK-1 and AB-22", detector: TokenStorageTests.tickets, detection: .deferred)
    #expect(storage.isFullyDetected)
    #expect(Self.texts(storage.tokens) == ["IK-1", "AB-22"])
    storage.setDetector(Self.twitter, detection: .deferred)
    #expect(!storage.isFullyDetected && storage.tokens.isEmpty)
    storage.setDetector(TokenStorageTests.tickets, detection: .deferred)
    #expect(storage.isFullyDetected && Self.texts(storage.tokens) == ["IK-1", "AB-22"])
    storage.replaceAll(with: "XY-3", detection: .deferred)
    #expect(storage.isFullyDetected && Self.texts(storage.tokens) == ["XY-3"])
  }

  @Test func switchingDetectorsOrTextDeferred() throws {
    var storage = TokenStorage(string: "@a #b", detector: Self.twitter)
    #expect(storage.isFullyDetected && storage.totalScannedUnitCount == 5)
    let change = storage.setDetector(TokenDetector(profile: .mastodon), detection: .deferred)
    #expect(Self.texts(change.removedTokens) == ["@a", "#b"] && change.addedTokens.isEmpty)
    #expect(change.editedRange == Self.range(0, 5) && change.changeInLength == 0)
    #expect(storage.tokens.isEmpty && storage.undetectedRanges == [Self.range(0, 5)])
    let replaced = storage.replaceAll(with: "new #text here", detection: .deferred)
    #expect(replaced.changeInLength == 9 && replaced.removedTokens.isEmpty && replaced.addedTokens.isEmpty)
    #expect(storage.undetectedRanges == [Self.range(0, 14)] && storage.string == "new #text here")
    storage.replaceAll(with: "@x")
    #expect(storage.isFullyDetected && Self.texts(storage.tokens) == ["@x"])
  }

  @Test func tokenSearchesLookIntoUndetectedText() throws {
    // Tokens at the start, in the middle and at the end of 40,000 units of plain text.
    let filler = String(repeating: "plain words only\n", count: 1_200)
    let string = "#first " + filler + "@middle " + filler + "$LAST"
    let middle = 7 + filler.utf16.count
    var storage = TokenStorage(string: string, detector: Self.twitter, detection: .deferred)
    let log = StorageTestLog()
    storage.observers = [.init { change in log.append("\(change.editedRange.location) +\(change.addedTokens.count)") }]

    // Peeking finds the answer a fully detected storage gives, and keeps nothing.
    #expect(storage.nextToken(startingAtOrAfter: 0)?.text == "#first")
    #expect(storage.nextToken(startingAtOrAfter: 1)?.range == Self.range(middle, 7))
    #expect(storage.previousToken(startingBefore: storage.length)?.text == "$LAST")
    #expect(storage.previousToken(startingBefore: middle)?.text == "#first")
    #expect(storage.nextToken(startingAtOrAfter: storage.length) == nil)
    #expect(storage.previousToken(startingBefore: 0) == nil)
    #expect(storage.tokens.isEmpty && storage.totalScannedUnitCount == 0 && log.entries.isEmpty)

    // The mutating searches keep what they detected and tell the observers. The first one scans
    // from offset 0 in growing stretches, so it keeps "#first" as well.
    #expect(storage.detectNextToken(startingAtOrAfter: 1)?.text == "@middle")
    #expect(Self.texts(storage.tokens) == ["#first", "@middle"])
    #expect(log.entries.count == 1)
    // Already detected: nothing is scanned and nobody is told.
    let scanned = storage.totalScannedUnitCount
    #expect(storage.detectPreviousToken(startingBefore: middle)?.text == "#first")
    #expect(log.entries.count == 1 && storage.totalScannedUnitCount == scanned)
    #expect(storage.detectNextToken(startingAtOrAfter: middle + 1)?.text == "$LAST")
    #expect(Self.texts(storage.tokens) == ["#first", "@middle", "$LAST"])
    #expect(log.entries.count == 2)
    storage.detectAllTokens()
    #expect(storage.tokens == Self.twitter.tokens(in: string))
  }

  @Test func aScreenOfAMegabyteIsDetectedAlone() throws {
    let string = TokenStorageScaleTests.document(units: 1_000_000)
    var storage = TokenStorage(string: string, detector: TokenDetector(profile: .mastodon), detection: .deferred)
    #expect(storage.totalScannedUnitCount == 0)
    storage.detectTokens(in: Self.range(0, 8_000))
    #expect(storage.totalScannedUnitCount < 8_000 + 200)
    #expect(storage.tokenCount > 100)
    // An edit at the edge of the detected text scans a bounded stretch, not the document.
    let edge = try #require(storage.undetectedRanges.first).location
    try storage.replaceCharacters(in: Self.range(edge - 3, 0), with: " @zoe ")
    #expect(storage.lastScannedUnitCount < 400)
    // One far away scans nothing.
    try storage.replaceCharacters(in: Self.range(600_000, 0), with: "x")
    #expect(storage.lastScannedUnitCount == 0)
    storage.detectAllTokens()
    #expect(storage.tokens == TokenDetector(profile: .mastodon).tokens(in: storage.string))
  }

  /// The claim behind detection boundaries, checked directly: no built-in token holds ASCII white
  /// space, nor any other line or paragraph separator (NEL, U+2028, U+2029), on random text full
  /// of them. (Only the ASCII part is relied on.)
  @Test func noBuiltInTokenHoldsALineBreak() {
    var random = StorageTestRandom(seed: 0x5EB_2028)
    let separators: Set<UInt16> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0x2028, 0x2029]
    var found = 0
    for _ in 0..<1_500 {
      let text = StorageTestAlphabet.document(length: 200, pieces: TokenStorageDeferredRandomTests.pieces, using: &random)
      for detector in [Self.twitter, TokenDetector(profile: .mastodon), TokenDetector(profile: .linkify)] {
        for token in detector.tokens(in: text) {
          found += 1
          #expect(!token.text.utf16.contains(where: separators.contains), "\(token) in \(text.debugDescription)")
        }
      }
    }
    #expect(found > 3_000)
  }
}
