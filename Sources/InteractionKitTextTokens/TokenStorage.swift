public import Foundation

/// Text and its tokens, kept in step edit by edit: the analogue of an `NSTextStorage` subclass
/// that detects links, mentions and hashtags in `processEditing`.
///
/// The text is UTF-16 in chunks (an edit costs the size of a chunk, never of the text) and the
/// tokens are indexed by offset (an edit moves every later token with one prefix-sum update).
/// ``replaceCharacters(in:with:)`` rescans only a window around the edit, never the whole
/// document: the run of non-white-space text around the edit (no built-in token contains ASCII
/// white space, and the scanners start afresh after it) plus ``contextLength`` units the rules may
/// look at on either side (the scalar before a mention, the `://` after a hashtag, …); custom
/// matchers add their `maximumLength` on each side, and when the profile finds neither URLs nor
/// e-mails the window is also bounded by its `maximumTokenLength`. Typing in prose or in CJK
/// paragraphs rescans a few hundred units. The window widens only when a token crosses its edge or
/// when a chain of overlapping candidates resolves differently past it.
///
/// Cost. An edit costs O(window + replacement + log n). The URL and e-mail rules, like the
/// twitter-text and linkify-it expressions they follow, can make a token depend on text anywhere
/// in the same white-space-free run (a dropped match consumes its text; a URL that ends up longer
/// than its cap is dropped), so in text with no white space at all — a megabyte of minified data
/// on one line — an edit rescans that whole run.
///
/// Invariant: after every edit, ``tokens`` equals `detector.tokens(in: string)`, the result of a
/// full rescan. Custom matchers must keep to the same locality (see ``contextLength``).
///
/// ```swift
/// var storage = TokenStorage(string: "Hello ", detector: TokenDetector(profile: .mastodon))
/// storage.observers.append(.init { change in print(change.addedTokens) })
/// let change = try storage.replaceCharacters(in: NSRange(location: 6, length: 0), with: "@alice@example.social")
/// ```
///
/// All offsets and ranges are UTF-16 (`NSRange`), as in `NSString`.
public struct TokenStorage: Sendable {
  /// The text.
  var text: TextBuffer
  /// The tokens, sorted and non-overlapping.
  var index: TokenStorageIndex
  /// The detector that finds the tokens; change it with ``setDetector(_:)``.
  public internal(set) var detector: TokenDetector
  /// Told about every edit, synchronously and in order; see ``Observer``.
  public var observers: [Observer] = []
  /// The number of UTF-16 units handed to the detector by the last edit (a test hook that shows
  /// the rescan is bounded by the window, not by the document).
  package internal(set) var lastScannedUnitCount = 0
  /// The number of detection passes the last edit ran (1 unless the window had to grow).
  package internal(set) var lastScanPassCount = 0

  /// Creates a storage holding `string` and detects its tokens (a full scan).
  /// - Parameters:
  ///   - string: The initial text; empty by default.
  ///   - detector: The detector; the `twitter` profile without custom matchers by default.
  public init(string: String = "", detector: TokenDetector = TokenDetector()) {
    let units = Array(string.utf16)
    text = TextBuffer(units)
    self.detector = detector
    index = TokenStorageIndex(tokens: Self.detect(units, with: detector), length: units.count)
    lastScannedUnitCount = units.count
    lastScanPassCount = 1
  }

  /// The length of the text in UTF-16 units.
  public var length: Int { text.count }

  /// The whole text as a `String`. This copies and decodes the whole text: O(length).
  ///
  /// A lone surrogate (possible only through ``replaceCharacters(in:withUTF16:)``) reads as U+FFFD,
  /// which keeps every offset valid because U+FFFD is one UTF-16 unit too.
  public var string: String {
    String(decoding: text.allUnits, as: UTF16.self)
  }

  /// The text of a range, with lone surrogates read as U+FFFD.
  /// - Throws: ``TokenStorageError`` when the range is `NSNotFound`, negative or past the end.
  public func string(in range: NSRange) throws(TokenStorageError) -> String {
    let offsets = try TokenStorageError.validate(range, length: length)
    return String(decoding: text.units(in: offsets), as: UTF16.self)
  }

  /// The text's UTF-16 code units in a range, exactly as stored (lone surrogates included).
  /// - Throws: ``TokenStorageError`` when the range is `NSNotFound`, negative or past the end.
  public func utf16(in range: NSRange) throws(TokenStorageError) -> [UInt16] {
    text.units(in: try TokenStorageError.validate(range, length: length))
  }

  /// Every token, in order (O(number of tokens)).
  public var tokens: [Token] { index.all }

  /// The number of tokens.
  public var tokenCount: Int { index.count }

  /// The tokens that share at least one UTF-16 unit with `range`, in order (O(log n + result)).
  ///
  /// The range is clamped to the text, so an empty, negative, `NSNotFound` or out-of-range range
  /// gives the tokens of its overlap with the text, possibly none.
  public func tokens(in range: NSRange) -> [Token] {
    guard range.location != NSNotFound, range.length > 0 else { return [] }
    let lower = max(0, range.location)
    let upper = min(length, range.location > length - range.length ? length : range.location + range.length)
    guard lower < upper else { return [] }
    return index.tokens(overlapping: lower..<upper)
  }

  /// The token that contains the UTF-16 unit at `offset`, or `nil` (also for an offset outside the
  /// text). A token's end is not in it: the offset just past a link is not on the link.
  public func token(at offset: Int) -> Token? {
    guard offset >= 0, offset < length, let token = index.lastToken(startingBefore: offset + 1),
      offset < NSMaxRange(token.range)
    else { return nil }
    return token
  }

  /// Runs `detector` over `units` and returns the tokens (a full scan).
  static func detect(_ units: [UInt16], with detector: TokenDetector) -> [Token] {
    return detector.tokens(in: ScanText(units: units))
  }
}
