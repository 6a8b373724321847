import Foundation
import InteractionKitTextTokens
import Testing

/// Queries, errors, empty text and surrogate pairs of ``TokenStorage``.
struct TokenStorageTests {
  /// A detector that finds only ticket references (`IK-12`), whose rules are fixed by the test.
  static let tickets = TokenDetector(
    profile: DetectionProfile(name: "none"), customMatchers: [StorageTestMatchers.ticket])

  static func texts(_ tokens: [Token]) -> [String] { tokens.map(\.text) }

  @Test func initialTokensAndQueries() throws {
    // Offsets:        0    5   9     15  19
    let storage = TokenStorage(string: "IK-1 and AB-22 then XY-3", detector: Self.tickets)
    #expect(storage.length == 24)
    #expect(storage.string == "IK-1 and AB-22 then XY-3")
    #expect(storage.tokenCount == 3)
    #expect(
      storage.tokens.map(\.range) == [
        NSRange(location: 0, length: 4), NSRange(location: 9, length: 5), NSRange(location: 20, length: 4),
      ])
    #expect(storage.tokens[1].value == .custom(payload: "AB-22"))
    #expect(Self.texts(storage.tokens(in: NSRange(location: 0, length: 24))) == ["IK-1", "AB-22", "XY-3"])
    #expect(Self.texts(storage.tokens(in: NSRange(location: 3, length: 7))) == ["IK-1", "AB-22"])
    #expect(Self.texts(storage.tokens(in: NSRange(location: 4, length: 5))) == [])
    #expect(Self.texts(storage.tokens(in: NSRange(location: 13, length: 1))) == ["AB-22"])
    #expect(Self.texts(storage.tokens(in: NSRange(location: 10, length: 0))) == [])
    // Clamped, never trapping.
    #expect(Self.texts(storage.tokens(in: NSRange(location: -5, length: 7))) == ["IK-1"])
    #expect(Self.texts(storage.tokens(in: NSRange(location: 22, length: Int.max))) == ["XY-3"])
    #expect(Self.texts(storage.tokens(in: NSRange(location: NSNotFound, length: 3))) == [])
    #expect(Self.texts(storage.tokens(in: NSRange(location: 30, length: 3))) == [])
    #expect(storage.token(at: 0)?.text == "IK-1")
    #expect(storage.token(at: 3)?.text == "IK-1")
    #expect(storage.token(at: 4) == nil)
    #expect(storage.token(at: 23)?.text == "XY-3")
    #expect(storage.token(at: 24) == nil)
    #expect(storage.token(at: -1) == nil)
    #expect(try storage.string(in: NSRange(location: 9, length: 5)) == "AB-22")
    #expect(try storage.string(in: NSRange(location: 24, length: 0)) == "")
  }

  @Test func invalidRangesThrowAndChangeNothing() {
    var storage = TokenStorage(string: "IK-1 x", detector: Self.tickets)
    let calls = StorageTestLog()
    storage.observers = [.init { _ in calls.append("called") }]
    let cases: [(NSRange, TokenStorageError)] = [
      (NSRange(location: NSNotFound, length: 0), .rangeNotFound),
      (NSRange(location: -1, length: 1), .negativeRange(NSRange(location: -1, length: 1))),
      (NSRange(location: 1, length: -1), .negativeRange(NSRange(location: 1, length: -1))),
      (NSRange(location: 7, length: 0), .rangeOutOfBounds(NSRange(location: 7, length: 0), length: 6)),
      (NSRange(location: 4, length: 3), .rangeOutOfBounds(NSRange(location: 4, length: 3), length: 6)),
      (NSRange(location: 2, length: Int.max), .rangeOutOfBounds(NSRange(location: 2, length: Int.max), length: 6)),
    ]
    for (range, expected) in cases {
      #expect(throws: expected) { try storage.replaceCharacters(in: range, with: "zz") }
      #expect(throws: expected) { try storage.string(in: range) }
      #expect(throws: expected) { try storage.utf16(in: range) }
    }
    #expect(storage.string == "IK-1 x")
    #expect(Self.texts(storage.tokens) == ["IK-1"])
    #expect(calls.entries.isEmpty)
  }

  @Test func errorDescriptionsNameTheFix() {
    let out = TokenStorageError.rangeOutOfBounds(NSRange(location: 4, length: 3), length: 6).description
    #expect(out.contains("{4, 3}") && out.contains("6 UTF-16 units") && out.hasSuffix("ends at 6 or before."))
    #expect(TokenStorageError.rangeNotFound.description.hasSuffix("inside the text instead."))
    #expect(TokenStorageError.negativeRange(NSRange(location: -1, length: 0)).description.hasSuffix("of at least 0."))
  }

  @Test func emptyText() throws {
    var storage = TokenStorage(string: "", detector: Self.tickets)
    #expect(storage.length == 0 && storage.string == "" && storage.tokens.isEmpty)
    #expect(storage.token(at: 0) == nil)
    #expect(storage.tokens(in: NSRange(location: 0, length: 0)).isEmpty)
    #expect(try storage.string(in: NSRange(location: 0, length: 0)) == "")
    let nothing = try storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "")
    #expect(
      nothing
        == TokenStorage.Change(
          editedRange: NSRange(location: 0, length: 0), changeInLength: 0, removedTokens: [], addedTokens: []))
    let typed = try storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "IK-7")
    #expect(Self.texts(typed.addedTokens) == ["IK-7"])
    let cleared = try storage.replaceCharacters(in: NSRange(location: 0, length: 4), with: "")
    #expect(Self.texts(cleared.removedTokens) == ["IK-7"] && cleared.changeInLength == -4)
    #expect(storage.length == 0 && storage.tokens.isEmpty && storage.string == "")
  }

  @Test func rangesSplittingASurrogatePairSnapToTheWholeScalar() throws {
    // "a🙂b": the emoji is units 1 and 2.
    var storage = TokenStorage(string: "a🙂b", detector: Self.tickets)
    let insert = try storage.replaceCharacters(in: NSRange(location: 2, length: 0), with: "X")
    #expect(storage.string == "aX🙂b")
    #expect(
      insert.editedRange == NSRange(location: 1, length: 1) && insert.replacedRange == NSRange(location: 1, length: 0))
    let delete = try storage.replaceCharacters(in: NSRange(location: 3, length: 1), with: "")
    #expect(storage.string == "aXb")
    #expect(delete.replacedRange == NSRange(location: 2, length: 2) && delete.changeInLength == -2)
    storage.replaceAll(with: "🙂🙂")
    let across = try storage.replaceCharacters(in: NSRange(location: 1, length: 2), with: "-")
    #expect(storage.string == "-")
    #expect(across.replacedRange == NSRange(location: 0, length: 4))
  }

  @Test func loneSurrogatesAreKeptAsGiven() throws {
    var storage = TokenStorage(string: "IK-1 ", detector: Self.tickets)
    try storage.replaceCharacters(in: NSRange(location: 5, length: 0), withUTF16: [0xD83D])
    #expect(try storage.utf16(in: NSRange(location: 4, length: 2)) == [0x20, 0xD83D])
    #expect(storage.length == 6 && storage.string == "IK-1 \u{FFFD}")
    // The low half typed next completes the pair.
    try storage.replaceCharacters(in: NSRange(location: 6, length: 0), withUTF16: [0xDE42])
    #expect(storage.string == "IK-1 🙂")
    // A lone low surrogate before a ticket does not hide it, and the ticket's offsets count it.
    try storage.replaceCharacters(in: NSRange(location: 0, length: 0), withUTF16: [0xDC00, 0x20])
    #expect(storage.tokens.map(\.range) == [NSRange(location: 2, length: 4)])
    #expect(storage.tokens == Self.tickets.tokens(in: storage.string))
  }

  @Test func replaceAllAndSetDetectorReportTheirChanges() throws {
    var storage = TokenStorage(string: "IK-1 foo.bar", detector: Self.tickets)
    let all = storage.replaceAll(with: "AB-2 x")
    #expect(Self.texts(all.removedTokens) == ["IK-1"] && Self.texts(all.addedTokens) == ["AB-2"])
    #expect(all.editedRange == NSRange(location: 0, length: 6) && all.changeInLength == -6)
    storage.replaceAll(with: "IK-1 foo.bar")
    let both = TokenDetector(
      profile: DetectionProfile(name: "none"), customMatchers: [StorageTestMatchers.ticket, StorageTestMatchers.dotted])
    let switched = storage.setDetector(both)
    #expect(switched.editedRange == NSRange(location: 0, length: 12) && switched.changeInLength == 0)
    #expect(switched.removedTokens.isEmpty && Self.texts(switched.addedTokens) == ["foo.bar"])
    #expect(Self.texts(storage.tokens) == ["IK-1", "foo.bar"])
    #expect(storage.detector.customMatchers.count == 2)
  }
}

/// A thread-safe list of strings, for observers (their closures are `@Sendable`).
final class StorageTestLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  func append(_ entry: String) {
    lock.lock()
    storage.append(entry)
    lock.unlock()
  }

  var entries: [String] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
