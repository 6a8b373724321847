public import Foundation

/// Text and its tokens, kept in step edit by edit: the analogue of an `NSTextStorage` subclass
/// that detects links, mentions and hashtags in `processEditing`.
///
/// The text is addressed in UTF-16 units and kept in chunks (an edit costs the size of a chunk,
/// never of the text), each in at most 4/3 of its UTF-8 size (one byte a unit for ASCII), and the
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
/// Cost. An edit costs O(window + replacement + log n). Without link and e-mail rules the window
/// is bounded by the longest token (and custom matchers' `maximumLength`). With them it cannot be:
/// under the twitter-text, Mastodon and linkify-it grammars with the 4,096-unit cap, a match the
/// scanner drops still consumes its text, and whether a URL is dropped can depend on text far past
/// its end — `example.com/a` followed by 5,000 dots is a token when white space follows the dots
/// (trailing punctuation) and none when a letter does (the path would pass the cap), so a token
/// depends on a unit 5,000 units away, farther than any token reaches. Any window bounded by the
/// longest token would break the invariant below; the window is the white-space-free run instead.
/// Text with white space (prose, code, logs) is unaffected; in text with none — a megabyte of
/// minified data on one line — an edit rescans that whole run.
///
/// Invariant: after every edit, ``tokens`` equals `detector.tokens(in: string)`, the result of a
/// full rescan. Custom matchers must keep to the same locality (see ``contextLength``).
///
/// Deferred detection. A storage created with ``Detection/deferred`` detects nothing up front, so
/// opening a 10 MB text costs only copying it; ``detectTokens(in:)`` detects the parts a caller
/// needs (the paragraphs on screen), ``detectAllTokens()`` the rest. The text not detected yet is
/// listed by ``undetectedRanges``, and token queries (``tokens``, ``tokens(in:)``,
/// ``token(at:)``) answer with the tokens detected so far. The invariant then reads: the tokens
/// equal a full rescan's tokens that start in detected text, and after ``detectAllTokens()`` they
/// equal the full rescan. See ``Detection`` for why detecting piece by piece is exact.
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
  package internal(set) var text: TextBuffer
  /// The tokens, sorted and non-overlapping.
  package internal(set) var index: TokenStorageIndex
  /// The parts of the text whose tokens are not detected yet (see ``Detection/deferred``).
  var undetected = UndetectedRanges()
  /// The detector that finds the tokens; change it with ``setDetector(_:detection:)``.
  public internal(set) var detector: TokenDetector
  /// Told about every edit, synchronously and in order; see ``Observer``.
  public var observers: [Observer] = []
  /// The number of UTF-16 units handed to the detector by the last edit (a test hook that shows
  /// the rescan is bounded by the window, not by the document).
  package internal(set) var lastScannedUnitCount = 0
  /// The number of detection passes the last edit ran (1 unless the window had to grow).
  package internal(set) var lastScanPassCount = 0
  /// The number of UTF-16 units handed to the detector since the storage was created, by its
  /// creation, its edits and its detections (a test hook that shows deferred detection scans only
  /// what was asked for).
  package internal(set) var totalScannedUnitCount = 0

  /// Creates a storage holding `string` and detects its tokens now or on demand.
  /// - Parameters:
  ///   - string: The initial text; empty by default.
  ///   - detector: The detector; the `twitter` profile without custom matchers by default.
  ///   - detection: ``Detection/immediate`` (the default) scans the whole text now;
  ///     ``Detection/deferred`` scans nothing until asked (see ``detectTokens(in:)``), except with
  ///     custom matchers, which are always detected immediately.
  public init(string: String = "", detector: TokenDetector = TokenDetector(), detection: Detection = .immediate) {
    self.init(units: ScanText.utf16Units(of: string), detector: detector, detection: detection)
  }

  /// Creates a storage holding UTF-16 code units (kept exactly, lone surrogates included) and
  /// detects their tokens now or on demand, like ``init(string:detector:detection:)``.
  package init(units: [UInt16], detector: TokenDetector, detection: Detection) {
    self.init(text: TextBuffer(units), detector: detector, tokens: TokenStorageIndex(tokens: [], length: units.count))
    if detection.defers(for: detector) {
      undetected = UndetectedRanges(0..<units.count)
    } else {
      detectWholeText(units)
    }
  }

  /// Creates a storage holding `text` and detects its tokens now or on demand, like
  /// ``init(string:detector:detection:)``.
  package init(text: TextBuffer, detector: TokenDetector, detection: Detection) {
    self.init(text: text, detector: detector, tokens: TokenStorageIndex(tokens: [], length: text.count))
    if detection.defers(for: detector) {
      undetected = UndetectedRanges(0..<text.count)
    } else {
      detectWholeText(text.allUnits)
    }
  }

  /// Creates a storage holding text whose tokens are already known, without scanning it.
  ///
  /// `tokens` must be what `detector` finds in the text (sorted, non-overlapping, in bounds: the
  /// caller checks), for example tokens detected earlier and cached; edits keep them exact around
  /// each edit from then on, as for any storage.
  package init(text: TextBuffer, detector: TokenDetector, tokens: TokenStorageIndex) {
    self.text = text
    self.detector = detector
    index = tokens
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

  /// Every token detected so far, in order (O(number of tokens)): all of them unless detection
  /// was deferred (see ``isFullyDetected``).
  public var tokens: [Token] { index.all }

  /// The number of tokens detected so far.
  public var tokenCount: Int { index.count }

  /// The tokens that share at least one UTF-16 unit with `range`, in order (O(log n + result)).
  ///
  /// The range is clamped to the text, so an empty, negative, `NSNotFound` or out-of-range range
  /// gives the tokens of its overlap with the text, possibly none. Only detected tokens are
  /// returned: call ``detectTokens(in:)`` first for text that may not be detected yet.
  public func tokens(in range: NSRange) -> [Token] {
    guard range.location != NSNotFound, range.length > 0 else { return [] }
    let lower = max(0, range.location)
    let upper = min(length, range.location > length - range.length ? length : range.location + range.length)
    guard lower < upper else { return [] }
    return index.tokens(overlapping: lower..<upper)
  }

  /// The token that contains the UTF-16 unit at `offset`, or `nil` (also for an offset outside the
  /// text, or in text not detected yet). A token's end is not in it: the offset just past a link is
  /// not on the link.
  public func token(at offset: Int) -> Token? {
    guard offset >= 0, offset < length, let token = index.lastToken(startingBefore: offset + 1),
      offset < NSMaxRange(token.range)
    else { return nil }
    return token
  }

  /// Runs `detector` over `units` and returns the tokens (a full scan).
  static func detect(_ units: [UInt16], with detector: TokenDetector) -> [Token] {
    let scan = ScanText(units: units)
    return detector.tokens(in: scan)
  }
}

extension TokenStorage {
  /// A string's UTF-16 code units, transcoded from its UTF-8 storage with the detector's fast
  /// path (several times faster than `Array(string.utf16)`), for the text components that hold
  /// their text as UTF-16.
  package static func utf16Units(of string: String) -> [UInt16] {
    ScanText.utf16Units(of: string)
  }
}
