import Foundation
import InteractionKitTextTokens

extension TextDocument {
  /// Where a document's text and tokens live.
  ///
  /// The text is held once either way: inside the token storage with a detector, next to the
  /// caller's tokens without one.
  enum Content: Sendable {
    /// The text and the detector's tokens, detected on demand and kept exact around every edit.
    case detected(TokenStorage)
    /// The text and the tokens the caller supplied.
    case supplied(SuppliedTokens)
  }

  /// A text and the tokens its caller supplied (a document without a detector).
  struct SuppliedTokens: Sendable {
    /// The text.
    var text: TextBuffer
    /// The tokens, sorted and without overlaps.
    var index: TokenStorageIndex

    /// An empty text without tokens.
    init() {
      self.init(text: TextBuffer([UInt16]()), index: TokenStorageIndex(tokens: [], length: 0))
    }

    /// A text and its tokens.
    init(text: TextBuffer, index: TokenStorageIndex) {
      self.text = text
      self.index = index
    }

    /// Replaces the units in `replaced` (valid offsets) with `units`: the tokens the edit touches
    /// are dropped (an insertion drops only a token it falls strictly inside) and the later ones
    /// move. Returns the dropped tokens, in old offsets.
    mutating func replace(_ replaced: Range<Int>, with units: [UInt16]) -> [Token] {
      var start = replaced.lowerBound
      if let crossing = index.lastToken(startingBefore: start), NSMaxRange(crossing.range) > start {
        start = crossing.range.location
      }
      let dropped = index.tokens(startingIn: start ..< replaced.upperBound)
      text.replace(replaced, with: units)
      index.replaceTokens(
        startingIn: start ..< replaced.upperBound, with: [], changeInLength: units.count - replaced.count)
      return dropped
    }

    /// Replaces the tokens that overlap `range` (valid, non-empty offsets) with `tokens`, which lie
    /// inside it; returns the removed ones.
    mutating func replaceTokens(overlapping range: Range<Int>, with tokens: [Token]) -> [Token] {
      var start = range.lowerBound
      if let crossing = index.lastToken(startingBefore: start), NSMaxRange(crossing.range) > start {
        start = crossing.range.location
      }
      let removed = index.tokens(startingIn: start ..< range.upperBound)
      index.replaceTokens(startingIn: start ..< range.upperBound, with: tokens, changeInLength: 0)
      return removed
    }
  }

  /// The text.
  var text: TextBuffer {
    switch content {
    case .detected(let storage): storage.text
    case .supplied(let supplied): supplied.text
    }
  }

  /// The tokens known now (detected so far, or supplied).
  var tokenIndex: TokenStorageIndex {
    switch content {
    case .detected(let storage): storage.index
    case .supplied(let supplied): supplied.index
    }
  }

  /// Runs `body` on the token storage in place, or returns `nil` for a document without a detector.
  ///
  /// The storage is taken out of ``content`` for the call, so its buffers stay uniquely referenced
  /// and are changed in place rather than copied.
  @discardableResult
  mutating func withStorage<Result>(_ body: (inout TokenStorage) -> Result) -> Result? {
    guard case .detected(var storage) = content else { return nil }
    content = .supplied(SuppliedTokens())
    defer { content = .detected(storage) }
    return body(&storage)
  }

  /// Runs `body` on the supplied text and tokens in place, or returns `nil` for a document with a
  /// detector.
  mutating func withSuppliedTokens<Result>(_ body: (inout SuppliedTokens) -> Result) -> Result? {
    guard case .supplied(var supplied) = content else { return nil }
    content = .supplied(SuppliedTokens())
    defer { content = .supplied(supplied) }
    return body(&supplied)
  }

  /// Switches to `detector` (see ``detector``).
  mutating func setDetector(_ detector: TokenDetector?) {
    switch (content, detector) {
    case (.supplied(let supplied), .some(let detector)):
      content = .detected(TokenStorage(text: supplied.text, detector: detector, detection: .deferred))
    case (.detected(let storage), .none):
      content = .supplied(SuppliedTokens(text: storage.text, index: storage.index))
    case (.detected, .some(let detector)):
      withStorage { $0.setDetector(detector, detection: .deferred) }
    case (.supplied, .none):
      break
    }
  }
}
