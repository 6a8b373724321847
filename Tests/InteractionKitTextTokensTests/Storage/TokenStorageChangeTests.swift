import Foundation
import InteractionKitTextTokens
import Testing

/// What ``TokenStorage/Change`` reports for simple edits, and how observers are called.
struct TokenStorageChangeTests {
  /// Types `string` at the end of `storage` one character at a time; returns each keystroke's change.
  static func type(_ string: String, into storage: inout TokenStorage) throws -> [TokenStorage.Change] {
    var changes: [TokenStorage.Change] = []
    for character in string {
      changes.append(
        try storage.replaceCharacters(in: NSRange(location: storage.length, length: 0), with: String(character)))
      #expect(storage.tokens == storage.detector.tokens(in: storage.string))
    }
    return changes
  }

  static func texts(_ tokens: [Token]) -> [String] { tokens.map(\.text) }

  @Test func typingATicketCreatesItAtTheRightMoment() throws {
    var storage = TokenStorage(string: "see ", detector: TokenStorageTests.tickets)
    let changes = try Self.type("IK-12 ok", into: &storage)
    // "I", "K", "-" find nothing; "1" makes IK-1; "2" replaces it by IK-12; the rest change nothing.
    #expect(changes.map { Self.texts($0.removedTokens) } == [[], [], [], [], ["IK-1"], [], [], []])
    #expect(changes.map { Self.texts($0.addedTokens) } == [[], [], [], ["IK-1"], ["IK-12"], [], [], []])
    #expect(changes[4].addedTokens.first?.range == NSRange(location: 4, length: 5))
    #expect(changes[4].editedRange == NSRange(location: 8, length: 1) && changes[4].changeInLength == 1)
  }

  @Test func typingAURLCreatesItAtTheRightMoment() throws {
    var storage = TokenStorage(string: "see ", detector: TokenDetector(profile: .twitter))
    let changes = try Self.type("example.com now", into: &storage)
    // "example.c" is no URL (no such TLD); "example.co" is (.co); "example.com" replaces it.
    let added = changes.map { Self.texts($0.addedTokens) }
    let removed = changes.map { Self.texts($0.removedTokens) }
    #expect(added.firstIndex { !$0.isEmpty } == 9)
    #expect(added[9] == ["example.co"] && removed[9] == [])
    #expect(added[10] == ["example.com"] && removed[10] == ["example.co"])
    #expect(added[11...].allSatisfy(\.isEmpty) && removed[11...].allSatisfy(\.isEmpty))
    #expect(storage.tokens.map(\.kind) == [.url])
    #expect(storage.tokens.first?.value == .url(string: "http://example.com", hasExplicitScheme: false))
  }

  @Test func typingAndDeletingAMention() throws {
    var storage = TokenStorage(string: "hi ", detector: TokenDetector(profile: .twitter))
    let changes = try Self.type("@alice ok", into: &storage)
    #expect(changes[0].addedTokens.isEmpty)
    #expect(Self.texts(changes[1].addedTokens) == ["@a"])
    #expect(Self.texts(changes[5].removedTokens) == ["@alic"] && Self.texts(changes[5].addedTokens) == ["@alice"])
    #expect(storage.tokens.map(\.value) == [.mention(username: "alice", domain: nil)])
    // Deleting the at sign removes the mention and adds nothing.
    let deleted = try storage.replaceCharacters(in: NSRange(location: 3, length: 1), with: "")
    #expect(Self.texts(deleted.removedTokens) == ["@alice"] && deleted.addedTokens.isEmpty)
    #expect(deleted.removedTokens.first?.range == NSRange(location: 3, length: 6))
    #expect(storage.tokens.isEmpty)
  }

  @Test func editsBeforeATokenShiftItWithoutReportingIt() throws {
    var storage = TokenStorage(string: "IK-1 and AB-22", detector: TokenStorageTests.tickets)
    let change = try storage.replaceCharacters(in: NSRange(location: 5, length: 3), with: "plus more")
    #expect(change.removedTokens.isEmpty && change.addedTokens.isEmpty && change.changeInLength == 6)
    #expect(storage.tokens.map(\.range) == [NSRange(location: 0, length: 4), NSRange(location: 15, length: 5)])
    #expect(storage.token(at: 15)?.text == "AB-22")
    // An edit inside a token removes it and adds what the new text holds.
    let inside = try storage.replaceCharacters(in: NSRange(location: 18, length: 1), with: "")
    #expect(Self.texts(inside.removedTokens) == ["AB-22"] && Self.texts(inside.addedTokens) == ["AB-2"])
    #expect(inside.removedTokens.first?.range.location == 15 && inside.addedTokens.first?.range.location == 15)
  }

  @Test func observersAreCalledSynchronouslyInOrder() throws {
    var storage = TokenStorage(string: "x", detector: TokenStorageTests.tickets)
    let log = StorageTestLog()
    storage.observers = [
      .init(name: "first") { change in
        log.append("first \(change.editedRange.location) +\(change.addedTokens.count)")
      },
      .init(name: "second") { change in
        log.append("second \(change.editedRange.location) -\(change.removedTokens.count)")
      },
    ]
    try storage.replaceCharacters(in: NSRange(location: 1, length: 0), with: " IK-9")
    #expect(log.entries == ["first 1 +1", "second 1 -0"])
    try storage.replaceCharacters(in: NSRange(location: 2, length: 1), with: "")
    storage.replaceAll(with: "")
    storage.setDetector(TokenDetector(profile: .mastodon))
    #expect(
      log.entries == [
        "first 1 +1", "second 1 -0", "first 2 +0", "second 2 -1", "first 0 +0", "second 0 -0", "first 0 +0",
        "second 0 -0",
      ])
    storage.observers.removeAll { $0.name == "first" }
    try storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "y")
    #expect(log.entries.last == "second 0 -0" && log.entries.count == 9)
  }
}
